/**
 * The check list of a code exercise (issue 29, decision 0086), shared by the player and
 * the editor's "Lösung prüfen": each check's title with passed/failed, and why it failed
 * in the reader's language from the structured `CheckFailure` ("Erwartet: … / Erhalten: …").
 * Hidden checks stay a count until they ran.
 */
import { useTranslation } from "react-i18next";
import { CheckCircle2, CircleDashed, EyeOff, XCircle } from "lucide-react";
import type { CheckFailure, CheckResult, CheckStatus } from "@shared/domain/practice";
import { cn } from "@/lib/utils";

export interface CheckRow {
  id: string;
  title: string;
  hidden: boolean;
  status: CheckStatus;
  failure?: CheckFailure;
}

/** The checks with their last results (checks without a result are "notRun"). */
export function checkRows(
  checks: readonly { id: string; title: string; hidden: boolean }[],
  results: readonly Pick<CheckResult, "id" | "status" | "failure">[] | null | undefined,
): CheckRow[] {
  const byId = new Map((results ?? []).map((r) => [r.id, r]));
  return checks.map((c) => {
    const r = byId.get(c.id);
    return {
      id: c.id,
      title: c.title,
      hidden: c.hidden,
      status: r?.status ?? "notRun",
      ...(r?.failure ? { failure: r.failure } : {}),
    };
  });
}

function Value({ children }: { children: string }) {
  return (
    <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs break-all whitespace-pre-wrap text-foreground">
      {children}
    </code>
  );
}

/** Why a check failed, in the reader's language. */
export function FailureText({
  failure,
  timeLimitMs,
}: {
  failure: CheckFailure;
  timeLimitMs: number;
}) {
  const { t } = useTranslation("practice");
  switch (failure.kind) {
    case "equal":
    case "rows":
      return (
        <dl className="grid gap-1 text-sm">
          {failure.kind === "rows" && <p>{t("failure.rows")}</p>}
          <div className="flex flex-wrap items-baseline gap-x-2">
            <dt className="font-medium">{t("failure.expected")}</dt>
            <dd>
              <Value>{failure.expected}</Value>
            </dd>
          </div>
          <div className="flex flex-wrap items-baseline gap-x-2">
            <dt className="font-medium">{t("failure.actual")}</dt>
            <dd>
              <Value>{failure.actual}</Value>
            </dd>
          </div>
        </dl>
      );
    case "rowCount":
      return <p className="text-sm">{t("failure.rowCount", failure)}</p>;
    case "columns":
      return (
        <p className="text-sm">
          {t("failure.columns", {
            expected: failure.expected.join(", ") || t("failure.none"),
            actual: failure.actual.join(", ") || t("failure.none"),
          })}
        </p>
      );
    case "noResult":
      return <p className="text-sm">{t("failure.noResult")}</p>;
    case "message":
      return <p className="text-sm break-words whitespace-pre-wrap">{failure.text}</p>;
    case "error":
      return (
        <p className="font-mono text-xs break-words whitespace-pre-wrap">
          {t("failure.error", { text: failure.text })}
        </p>
      );
    case "limit":
      return (
        <p className="text-sm">
          {t(`failure.limit.${failure.limit}`, {
            seconds: Math.round(timeLimitMs / 100) / 10,
          })}
        </p>
      );
  }
}

const ICON = { passed: CheckCircle2, failed: XCircle, notRun: CircleDashed } as const;

export function CheckList({
  rows,
  timeLimitMs,
  className,
  testId = "practice-checks",
}: {
  rows: CheckRow[];
  timeLimitMs: number;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation("practice");
  // A hidden check's title is shown once it ran (all visible checks passed).
  const shown = rows.filter((r) => !r.hidden || r.status !== "notRun");
  const hiddenCount = rows.length - shown.length;
  return (
    <div className={className} data-testid={testId}>
      <ul className="grid gap-2">
        {shown.map((r) => {
          const Icon = ICON[r.status];
          return (
            <li
              key={r.id}
              data-testid="practice-check"
              data-status={r.status}
              className={cn(
                "flex gap-3 rounded-lg border p-3",
                r.status === "passed" && "border-success/40 bg-success-subtle",
                r.status === "failed" && "border-destructive/40 bg-destructive-subtle",
              )}
            >
              <Icon
                className={cn(
                  "mt-0.5 size-5 shrink-0",
                  r.status === "passed" && "text-success-subtle-foreground",
                  r.status === "failed" && "text-destructive-subtle-foreground",
                  r.status === "notRun" && "text-muted-foreground",
                )}
                aria-hidden="true"
              />
              <div className="grid min-w-0 flex-1 gap-1.5">
                <p className="text-sm font-medium break-words">
                  {r.title}
                  <span className="sr-only">: {t(`checks.${r.status}`)}</span>
                </p>
                {r.status === "failed" && r.failure && (
                  <div
                    className="text-destructive-subtle-foreground"
                    data-testid="practice-failure"
                  >
                    <FailureText failure={r.failure} timeLimitMs={timeLimitMs} />
                  </div>
                )}
              </div>
            </li>
          );
        })}
        {hiddenCount > 0 && (
          <li
            className="flex gap-3 rounded-lg border border-dashed p-3 text-muted-foreground"
            data-testid="practice-hidden-checks"
          >
            <EyeOff className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <div className="text-sm">
              <p className="font-medium">{t("checks.hidden", { count: hiddenCount })}</p>
              <p>{t("checks.hiddenHelp")}</p>
            </div>
          </li>
        )}
      </ul>
    </div>
  );
}
