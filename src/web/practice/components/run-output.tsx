/**
 * What a run printed (console) and, for SQL, its result table (issue 29, decision 0086).
 * Shared by the player and the editor's "Lösung prüfen".
 */
import { useTranslation } from "react-i18next";
import { Lightbulb } from "lucide-react";
import type { OutputLine, PracticeRuntime, ResultTable as Table } from "@shared/domain/practice";
import { explainPracticeError } from "@shared/domain/practice-errors";
import { FALLBACK_LANGUAGE, isLanguage } from "@shared/i18n/languages";
import { cn } from "@/lib/utils";

export function ConsoleOutput({
  lines,
  error,
  className,
}: {
  lines: readonly OutputLine[];
  error?: string | null;
  className?: string;
}) {
  const { t } = useTranslation("practice");
  const empty = lines.length === 0 && !error;
  return (
    <pre
      className={cn(
        "max-h-64 min-h-16 overflow-auto rounded-lg border bg-muted/50 p-3 font-mono text-xs leading-5 whitespace-pre-wrap break-words",
        className,
      )}
      data-testid="practice-console"
      tabIndex={0}
      aria-label={t("output.console")}
    >
      {empty && <span className="font-sans text-muted-foreground">{t("output.empty")}</span>}
      {lines.map((l, i) => (
        <span
          key={i}
          className={cn("block", l.stream === "err" && "text-destructive-subtle-foreground")}
        >
          {l.text}
        </span>
      ))}
      {error && (
        <span className="block text-destructive-subtle-foreground" data-testid="practice-error">
          {error}
        </span>
      )}
    </pre>
  );
}

/**
 * What the learner's error means (issue 42, decision 0191): under the console, which keeps the
 * runtime's own message, the explanation of a common error in the reader's language and its
 * line. Nothing for other errors.
 */
export function ErrorExplanation({
  runtime,
  error,
  entry,
}: {
  runtime: PracticeRuntime;
  error: string | null | undefined;
  /** The runtime's entry file: a line in another file names its file. */
  entry?: string;
}) {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const explanation = explainPracticeError(
    runtime,
    error,
    isLanguage(lang) ? lang : FALLBACK_LANGUAGE,
    entry,
  );
  if (!explanation) return null;
  return (
    <div
      className="grid gap-1 rounded-lg border border-warning/50 bg-warning-subtle px-3 py-2 text-sm text-warning-subtle-foreground"
      data-testid="practice-error-explanation"
      data-kind={explanation.kind}
      data-line={explanation.line}
    >
      <p className="flex flex-wrap items-center gap-x-2 font-medium">
        <Lightbulb className="size-4 shrink-0" aria-hidden="true" />
        {explanation.title}
        {explanation.place && (
          <span className="font-mono text-xs" data-testid="practice-error-line">
            {explanation.place}
          </span>
        )}
      </p>
      <p>{explanation.text}</p>
    </div>
  );
}

export function ResultTableView({ table, limit }: { table: Table; limit: number }) {
  const { t } = useTranslation("practice");
  return (
    <div className="grid gap-1.5" data-testid="practice-result-table">
      <p className="text-xs text-muted-foreground">
        {t("output.rows", { count: table.rows.length })}
        {table.truncated && ` · ${t("output.truncated", { count: limit })}`}
      </p>
      {table.rows.length === 0 && table.columns.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("output.noRows")}</p>
      ) : (
        <div
          className="max-h-72 overflow-auto rounded-lg border"
          tabIndex={0}
          aria-label={t("output.result")}
        >
          <table className="w-full border-collapse text-left font-mono text-xs">
            <thead className="sticky top-0 bg-muted">
              <tr>
                {table.columns.map((c, i) => (
                  <th
                    key={i}
                    scope="col"
                    className="border-b px-3 py-2 font-semibold whitespace-nowrap"
                  >
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, r) => (
                <tr key={r} className="even:bg-muted/40">
                  {row.map((cell, c) => (
                    <td key={c} className="border-b px-3 py-1.5 whitespace-nowrap">
                      {cell === null ? <span className="text-muted-foreground">NULL</span> : cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
