import { formatDate, formatDateTime, formatDay } from "@shared/text/dates";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { UseQueryResult } from "@tanstack/react-query";
import { AlertTriangle, ArrowLeft, Clock, Flame, TrendingDown } from "lucide-react";
import type { LearnerRow } from "@shared/contracts/teaching";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api";
import { Loading } from "./teach-shell";

/** Dates and times in the reader's language (the class's own zone is the browser's here). */
export function useFormat() {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? "de";
  return {
    date: (v: string) =>
      v.length === 10 ? formatDay(v, lang, "medium") : formatDate(v, lang, "medium"),
    dateTime: (v: string) => formatDateTime(v, lang),
    /** A live session: with its weekday and the zone's name, so nobody misreads the hour. */
    moment: (v: string) => formatDate(v, lang, "moment"),
  };
}

/** Loading, error (404: not a class of the caller) or the screen. */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation("teaching");
  if (query.isPending) return <Loading />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div role="alert" className="rounded-xl border bg-card p-6">
        <p className="font-medium">{missing ? t("shell.notFound") : t("shell.error")}</p>
        {!missing && (
          <Button className="mt-4" variant="outline" onClick={() => void query.refetch()}>
            {t("shell.retry")}
          </Button>
        )}
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="mb-4 inline-flex items-center gap-1 rounded text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}

/** The reasons a learner needs attention, in words (shared rules, decision 0212). */
export function Reasons({ reasons }: { reasons: LearnerRow["reasons"] }) {
  const { t } = useTranslation("teaching");
  return (
    <ul className="grid gap-1 text-sm">
      {reasons.map((r) => (
        <li key={r.kind} className="flex items-start gap-2">
          {r.kind === "stuck" ? (
            <>
              <Flame className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
              {t("attention.stuck", { count: r.failedRuns, lesson: r.lessonTitle })}
            </>
          ) : r.kind === "behind" ? (
            <>
              <TrendingDown className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
              {t("attention.behind", { count: r.modules })}
            </>
          ) : (
            <>
              <Clock className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              {r.never
                ? t("attention.never", { count: r.days })
                : t("attention.inactive", { count: r.days })}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

export function AttentionIcon() {
  return <AlertTriangle className="size-5 text-warning" aria-hidden="true" />;
}
