/**
 * "Lösung prüfen" (issue 29): runs the model solution and the starter code against the
 * checks in the author's browser, in the same sandbox as the learner's (decision 0077),
 * and shows which checks pass. The publish gate asks the same on the server: the solution
 * passes every check, the starter fails at least one.
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CheckCircle2, FlaskConical, XCircle } from "lucide-react";
import {
  allChecksPassed,
  type CheckResult,
  type PracticeFile,
  type PracticeSpec,
  type RunResult,
} from "@shared/domain/practice";
import { checksBlocked } from "@shared/domain/practice-harness";
import { CheckList, checkRows } from "@/practice/components/check-list";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { usePracticeSession } from "@/practice/use-practice-session";
import { cn } from "@/lib/utils";

interface Outcome {
  solution: CheckResult[];
  starter: CheckResult[];
}

const resultsOf = (spec: PracticeSpec, run: RunResult): CheckResult[] =>
  run.checks ??
  checksBlocked(
    spec.checks,
    run.limit ? { kind: "limit", limit: run.limit } : { kind: "error", text: run.error ?? "" },
  );

/** The author sees hidden checks too (those that ran, or "not run"). */
const rowsOf = (spec: PracticeSpec, results: CheckResult[]) =>
  checkRows(spec.checks, results).map((r) => ({ ...r, hidden: false }));

export function PracticeValidatePanel({ spec }: { spec: PracticeSpec }) {
  const { t } = useTranslation("practice");
  const { containerRef, run, status } = usePracticeSession(spec.runtime, {
    title: t("output.preview"),
  });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  const runFiles = async (files: PracticeFile[]) =>
    resultsOf(
      spec,
      await run({
        runtime: spec.runtime,
        files,
        checks: spec.checks,
        ...(spec.dataset ? { dataset: spec.dataset } : {}),
        timeLimitMs: spec.timeLimitMs,
      }),
    );

  async function validate() {
    setBusy(true);
    setOutcome(null);
    try {
      const solution = await runFiles(spec.solutionFiles);
      const starter = await runFiles(spec.starterFiles);
      setOutcome({ solution, starter });
    } finally {
      setBusy(false);
    }
  }

  const solutionOk = outcome ? allChecksPassed(outcome.solution) : false;
  const starterFails = outcome ? !allChecksPassed(outcome.starter) : false;
  const ok = solutionOk && starterFails;
  return (
    <div className="grid gap-3 border-t pt-4" data-testid="practice-validate">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="secondary"
          onClick={() => void validate()}
          disabled={busy}
          data-testid="practice-validate-button"
        >
          {busy ? <Spinner /> : <FlaskConical aria-hidden="true" />}
          {busy ? t("author.validating") : t("author.validate")}
        </Button>
        {busy && status === "loading" && (
          <span className="text-sm text-muted-foreground">{t(`loading.${spec.runtime}`)}</span>
        )}
      </div>
      {spec.runtime === "web" && (
        <div ref={containerRef} className="h-40 overflow-hidden rounded-lg border bg-white" />
      )}
      <div role="status" aria-live="polite">
        {outcome && (
          <div className="grid gap-3" data-testid="practice-validate-result" data-ok={ok}>
            <p
              className={cn(
                "flex items-start gap-2 rounded-lg border px-3 py-2 text-sm font-medium",
                ok
                  ? "border-success/40 bg-success-subtle text-success-subtle-foreground"
                  : "border-destructive/40 bg-destructive-subtle text-destructive-subtle-foreground",
              )}
            >
              {ok ? (
                <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              ) : (
                <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              )}
              {ok
                ? t("author.validOk")
                : !solutionOk
                  ? t("author.solutionFails")
                  : t("author.starterPasses")}
            </p>
            <div className="grid gap-3 lg:grid-cols-2">
              <div className="grid content-start gap-2">
                <p className="text-sm font-semibold">{t("author.solutionRun")}</p>
                <CheckList
                  rows={rowsOf(spec, outcome.solution)}
                  timeLimitMs={spec.timeLimitMs}
                  testId="practice-validate-solution"
                />
              </div>
              <div className="grid content-start gap-2">
                <p className="text-sm font-semibold">{t("author.starterRun")}</p>
                <CheckList
                  rows={rowsOf(spec, outcome.starter)}
                  timeLimitMs={spec.timeLimitMs}
                  testId="practice-validate-starter"
                />
              </div>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
