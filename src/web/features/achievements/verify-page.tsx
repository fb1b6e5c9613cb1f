import { Link, useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { BadgeCheck, CircleAlert, GraduationCap, ShieldX } from "lucide-react";
import { ApiError } from "@/lib/api";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { verifyQuery } from "./achievements-api";
import { BrandLogo } from "@/components/brand-logo";
import { formatDate } from "@shared/text/dates";

/**
 * Public page /verify/{id}: anyone, signed in or not, sees whether a certificate is valid
 * or revoked, with only what is printed on it (name, course, date).
 */
export default function VerifyPage() {
  const { t, i18n } = useTranslation("achievements");
  const { t: tc } = useTranslation();
  const id = useParams().id ?? "";
  const q = useQuery(verifyQuery(id));
  const unknown = q.error instanceof ApiError && q.error.status === 404;

  let body;
  if (q.isPending) body = <Skeleton className="h-48" aria-hidden="true" />;
  else if (q.isError)
    body = (
      <Result
        icon={<CircleAlert className="size-10 text-muted-foreground" aria-hidden="true" />}
        title={unknown ? t("verify.unknown") : t("verify.title")}
        text={unknown ? t("verify.unknownText") : t("verify.loadError")}
        status="unknown"
      />
    );
  else {
    const d = q.data;
    const valid = d.status === "valid";
    const date = formatDate(d.issuedAt, i18n.resolvedLanguage ?? "de", "long");
    body = (
      <Result
        icon={
          valid ? (
            <BadgeCheck className="size-10 text-success-subtle-foreground" aria-hidden="true" />
          ) : (
            <ShieldX className="size-10 text-destructive" aria-hidden="true" />
          )
        }
        title={valid ? t("verify.valid") : t("verify.revoked")}
        text={valid ? t("verify.validText") : t("verify.revokedText")}
        status={d.status}
      >
        <dl className="mt-6 grid gap-3 text-left sm:grid-cols-[auto_1fr] sm:gap-x-6">
          <dt className="text-sm text-muted-foreground">{t("verify.name")}</dt>
          <dd className="font-semibold break-words" data-testid="verify-name">
            {d.learnerName}
          </dd>
          <dt className="text-sm text-muted-foreground">{t("verify.course")}</dt>
          <dd className="font-semibold break-words">{d.courseTitle}</dd>
          <dt className="text-sm text-muted-foreground">{t("verify.date")}</dt>
          <dd>{date}</dd>
          <dt className="text-sm text-muted-foreground">{t("verify.id")}</dt>
          <dd className="text-sm break-all">{id}</dd>
        </dl>
      </Result>
    );
  }

  return (
    <div className="min-h-dvh bg-background">
      <header className="border-b bg-card">
        <div className="mx-auto flex h-16 max-w-2xl items-center px-4">
          <Link to="/" className="flex items-center gap-2 font-semibold">
            <BrandLogo
              fallback={<GraduationCap className="size-6 text-primary" aria-hidden="true" />}
            />
            {tc("brand")}
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-2xl px-4 py-10">
        <h1 className="mb-6 text-2xl font-semibold tracking-tight">{t("verify.title")}</h1>
        {body}
        <Button asChild variant="outline" className="mt-6">
          <Link to="/">{t("verify.home")}</Link>
        </Button>
      </main>
    </div>
  );
}

function Result({
  icon,
  title,
  text,
  status,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  text: string;
  status: string;
  children?: React.ReactNode;
}) {
  return (
    <section
      className="rounded-2xl border bg-card p-6 text-center sm:p-8"
      data-testid="verify-result"
      data-status={status}
      aria-live="polite"
    >
      <div className="mb-3 flex justify-center">{icon}</div>
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="mt-2 text-muted-foreground">{text}</p>
      {children}
    </section>
  );
}
