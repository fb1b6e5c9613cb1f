import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { SettingsResponse } from "@shared/contracts/settings";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api";
import { translateValidation } from "@/lib/validation";
import { settingsQuery } from "./settings-api";

/** One titled block of a section. */
export function SectionCard({
  title,
  description,
  children,
  headingLevel = 2,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="mb-6 rounded-xl border bg-card p-5 sm:p-6">
      <H className="text-lg font-semibold">{title}</H>
      {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Loads the settings (one request for every section) and renders a section with them. */
export function WithSettings({ children }: { children: (s: SettingsResponse) => ReactNode }) {
  const { t } = useTranslation("settings");
  const q = useQuery(settingsQuery());
  if (q.isPending)
    return (
      <div className="grid gap-4">
        <span className="sr-only" role="status">
          {t("loading")}
        </span>
        <Skeleton className="h-48 rounded-xl" />
      </div>
    );
  if (q.isError)
    return (
      <Alert variant="destructive">
        <AlertDescription>{t("loadError")}</AlertDescription>
      </Alert>
    );
  return <>{children(q.data)}</>;
}

/** A translated message for a failed request (our `v:` keys, rate limits, anything else). */
export function useErrorText() {
  const { t } = useTranslation("settings");
  return (err: unknown) => {
    if (err instanceof ApiError) {
      if (err.status === 429) return t("errors.rateLimited");
      if (err.code === "INVALID_PASSWORD") return t("errors.wrongPassword");
      if (err.code === "INVALID_CODE" || err.code === "INVALID_TWO_FACTOR_CODE")
        return err.message && err.status === 400 ? err.message : t("errors.wrongCode");
      if (err.status === 400 && err.message) return translateValidation(err.message) ?? err.message;
    }
    return t("errors.generic");
  };
}
