/**
 * The player's "Programmieraufgabe" card (issue 29, decision 0086): task, editor, "Ausführen",
 * "Prüfen", "Zurücksetzen", output (console, web preview, SQL result), the check list, hint
 * and model solution. Loaded lazily with the first code exercise on screen: CodeMirror and
 * the practice runtimes never load for a lesson without one.
 *
 * The learner's code runs in P1's sandbox (src/web/practice, an opaque-origin frame);
 * it is saved as they type (use-practice-code.ts) and the results of "Prüfen" are recorded
 * on the server, which marks the exercise solved when every check passed.
 */
import { lazy, Suspense, useId, useRef, useState, type ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import {
  CheckCircle2,
  CloudCheck,
  Code2,
  ListChecks,
  Play,
  RotateCcw,
  Trophy,
  Undo2,
} from "lucide-react";
import type { Exercise } from "@shared/contracts/learning";
import type { PracticeState, RevealedSolution } from "@shared/contracts/practice";
// practice-core, not practice: the card needs none of the spec's zod schemas (first load).
import {
  allChecksPassed,
  PRACTICE_ENTRY,
  PRACTICE_LIMITS,
  type CheckResult,
  type OutputLine,
  type RunResult,
  translateCheckMessages,
} from "@shared/domain/practice-core";
import type { PracticeFile, PracticePublic } from "@shared/domain/practice";
import { checksBlocked } from "@shared/domain/practice-harness";
import { formatDate } from "@shared/text/dates";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { Markdown } from "@/components/lazy-markdown";
import { CheckList, checkRows } from "@/practice/components/check-list";
import { ConsoleOutput, ErrorExplanation, ResultTableView } from "@/practice/components/run-output";
import { usePracticeSession } from "@/practice/use-practice-session";
import { useNearViewport } from "@/lib/use-near-viewport";
import { announceBadge } from "@/lib/achievements";
import { celebrate } from "./confetti";
import { useRecordPracticeResults } from "./player-api";
import { usePracticeCode, type SaveStatus } from "./use-practice-code";
import {
  HintPanel,
  HintSolutionButtons,
  SolutionPanel,
  useHintAndSolution,
} from "./hint-and-solution";
import { postLearningEvent } from "./use-learning-record";
import { sameFailure, FAILED_SAME_WAY } from "./help-offer";

type StoredResult = Pick<CheckResult, "id" | "status" | "failure">;

/**
 * CodeMirror (about 190 KB gzip) loads when the card comes near the screen and the page is
 * idle, or when the pointer or focus reaches the code: a lesson's first load and paint do not
 * wait for it. Until then the card shows the code as text in the editor's place.
 */
/** "Hilfe anfragen" and the answer (issue 45): a chunk of its own, after the card. */
const HelpRequestPanel = lazy(() =>
  import("./help-request").then((m) => ({ default: m.HelpRequestPanel })),
);

const loadEditor = () => import("@/components/code-editor");
const LazyEditor = lazy(() => loadEditor().then((m) => ({ default: m.CodeEditor })));
type EditorProps = ComponentProps<typeof LazyEditor>;

function CodePreview({ files, height = "12rem", testId }: EditorProps) {
  const file = files[0];
  return (
    <div
      className="overflow-hidden rounded-lg border bg-card"
      data-testid={`${testId ?? "code-editor"}-loading`}
      aria-busy="true"
    >
      <div className="border-b bg-muted/60 px-3 py-2 font-mono text-xs text-muted-foreground">
        {files.map((f) => f.name).join(" · ")}
      </div>
      <pre
        className="overflow-x-auto p-3 font-mono text-sm leading-relaxed"
        style={{ minHeight: height }}
      >
        {file?.content}
      </pre>
    </div>
  );
}

function CodeEditor({ ready, ...props }: EditorProps & { ready: boolean }) {
  const [wanted, setWanted] = useState(false);
  if (!ready && !wanted)
    return (
      <div onPointerEnter={() => setWanted(true)} onFocusCapture={() => setWanted(true)}>
        <CodePreview {...props} />
      </div>
    );
  return (
    <Suspense fallback={<CodePreview {...props} />}>
      <LazyEditor {...props} />
    </Suspense>
  );
}

const bounded = (text: string) => (text.length > 2000 ? `${text.slice(0, 1999)}…` : text);

/** A check result as the server keeps it (failure texts bounded to the contract). */
function toStored(r: CheckResult): StoredResult {
  const f = r.failure;
  if (!f) return { id: r.id, status: r.status };
  const failure =
    f.kind === "equal" || f.kind === "rows"
      ? { ...f, expected: bounded(f.expected), actual: bounded(f.actual) }
      : f.kind === "message" || f.kind === "error"
        ? { ...f, text: bounded(f.text) }
        : f;
  return { id: r.id, status: r.status, failure };
}

function SaveIndicator({ status }: { status: SaveStatus }) {
  const { t } = useTranslation("practice");
  if (status === "idle" || status === "pending") return null;
  return (
    <span
      className="inline-flex items-center gap-1.5 text-xs text-muted-foreground"
      data-testid="practice-save-state"
      data-state={status}
    >
      {status === "saving" && <Spinner className="size-3" />}
      {status === "saved" && <CloudCheck className="size-3.5" aria-hidden="true" />}
      {status === "saving"
        ? t("card.saving")
        : status === "saved"
          ? t("card.saved")
          : t("card.saveFailed")}
    </span>
  );
}

export default function PracticeCard({
  exercise,
  practice,
  index,
  courseId,
  lessonId,
  state,
  signedIn,
  revealed,
  onRevealSolution,
}: {
  exercise: Exercise;
  practice: PracticePublic;
  index: number;
  courseId: string;
  /** The lesson the card is in: a run is an act of learning in its record (decision 0187). */
  lessonId: string;
  /** The learner's saved code and last results (null: never touched). */
  state: PracticeState | null;
  signedIn: boolean;
  revealed?: RevealedSolution | null;
  onRevealSolution?: () => Promise<RevealedSolution>;
}) {
  const { t, i18n } = useTranslation(["practice", "player"]);
  const id = useId();
  const { runtime } = practice;
  const code = usePracticeCode({
    courseId,
    exerciseId: exercise.id,
    starterFiles: practice.starterFiles,
    state,
    enabled: signedIn,
  });
  const cardRef = useRef<HTMLElement>(null);
  const near = useNearViewport(cardRef);
  const { containerRef, run, status } = usePracticeSession(runtime, {
    title: t("output.preview"),
    warm: near,
  });
  const record = useRecordPracticeResults(courseId);
  const [output, setOutput] = useState<OutputLine[]>([]);
  const [lastRun, setLastRun] = useState<RunResult | null>(null);
  const [results, setResults] = useState<StoredResult[] | null>(state?.lastResults ?? null);
  const [recordedSolved, setRecordedSolved] = useState(state?.solved ?? false);
  const [solvedAt, setSolvedAt] = useState(state?.solvedAt ?? null);
  const [announcement, setAnnouncement] = useState("");
  const [stdin, setStdin] = useState("");
  const [undo, setUndo] = useState<{ files: PracticeFile[]; message: string } | null>(null);
  const reveal = useHintAndSolution(revealed, onRevealSolution);
  const busy = useRef(false);
  const [working, setWorking] = useState<"run" | "check" | null>(null);
  /** The same failing check again and again: the card offers to ask a person (issue 45). */
  const [stuck, setStuck] = useState<{ key: string; times: number; check: string } | null>(null);

  /** The sandbox's own run errors in the learner's language; the learner's errors as they are. */
  const errorText = (error: string | undefined) =>
    error === "interrupted"
      ? t("output.interrupted")
      : error === "runtime did not load"
        ? t("output.loadFailed")
        : error;

  const solution = reveal.solution;
  const solved =
    recordedSolved || allChecksPassed((results ?? undefined) as CheckResult[] | undefined);
  const rows = checkRows(practice.checks, results);
  const passed = rows.filter((r) => r.status === "passed").length;
  const lastRunPassed = !!results && passed === rows.length;
  /**
   * Solved, and the last run (results) did not pass: two facts, each as it is (issue 42):
   * the exercise stays solved, the run's count is the run's.
   */
  const solvedNote = (counts: { passed: number; total: number }) =>
    solvedAt
      ? t("card.solvedOn", {
          ...counts,
          date: formatDate(solvedAt, i18n.resolvedLanguage ?? "de", "long"),
        })
      : t("card.solvedBefore", counts);
  const usesInput = runtime === "python" && code.files.some((f) => /\binput\s*\(/.test(f.content));

  const edit = (files: PracticeFile[]) => {
    setUndo(null);
    code.setFiles(files);
  };

  const replaceFiles = (files: PracticeFile[], message: string) => {
    setUndo({ files: code.files, message });
    code.setFiles(files);
    setAnnouncement(message);
  };

  async function execute(withChecks: boolean) {
    if (busy.current) return;
    busy.current = true;
    setWorking(withChecks ? "check" : "run");
    setOutput([]);
    setAnnouncement(t(`loading.${runtime}`));
    try {
      const result = await run(
        {
          runtime,
          files: code.files,
          ...(withChecks ? { checks: practice.checks } : {}),
          ...(practice.dataset ? { dataset: practice.dataset } : {}),
          timeLimitMs: practice.timeLimitMs,
          ...(usesInput ? { stdin } : {}),
        },
        { onOutput: (line) => setOutput((o) => [...o, line]) },
      );
      setOutput(result.output);
      setLastRun(result);
      const limitText = result.limit
        ? t(`failure.limit.${result.limit}`, {
            seconds: Math.round(practice.timeLimitMs / 100) / 10,
          })
        : null;
      if (!withChecks) {
        // A run is an act of learning too (a check is recorded with its results).
        if (signedIn) postLearningEvent({ lessonId, kind: "code_run", exerciseId: exercise.id });
        setAnnouncement(
          limitText ??
            (result.ok
              ? t("output.finished", { ms: result.ms })
              : `${t("output.failed")} ${errorText(result.error) ?? ""}`),
        );
        return;
      }
      const checks = translateCheckMessages(
        result.checks ??
          checksBlocked(
            practice.checks,
            result.limit
              ? { kind: "limit", limit: result.limit }
              : { kind: "error", text: errorText(result.error) ?? t("output.failed") },
          ),
        practice.checks,
      );
      setResults(checks.map(toStored));
      setStuck((before) => sameFailure(before, checks));
      const all = allChecksPassed(checks);
      const count = checks.filter((c) => c.status === "passed").length;
      const counts = { passed: count, total: checks.length };
      setAnnouncement(
        all
          ? t("checks.allPassed", { total: checks.length })
          : `${limitText ? `${limitText} ` : ""}${solved ? solvedNote(counts) : t("checks.summary", counts)}`,
      );
      if (all) void celebrate();
      if (signedIn) {
        code.flush();
        record.mutate(
          { exerciseId: exercise.id, files: code.files, results: checks.map(toStored) },
          {
            onSuccess: (r) => {
              setRecordedSolved(r.state.solved);
              setSolvedAt(r.state.solvedAt);
              // Completing the lesson is celebrated by the player page (one toast, decision 0188).
              if (r.completion) return;
              if (r.newBadges[0]) void announceBadge(r.newBadges[0], t("card.solvedToast"));
              else if (r.newlySolved) toast.success(t("card.solvedToast"));
            },
          },
        );
      }
    } finally {
      busy.current = false;
      setWorking(null);
    }
  }

  const statusText =
    status === "loading" ? t(`loading.${runtime}`) : status === "running" ? t("running") : null;

  return (
    <section
      ref={cardRef}
      className="overflow-hidden rounded-xl border bg-card"
      data-testid="practice-card"
      data-runtime={runtime}
      data-solved={solved}
      aria-labelledby={`${id}-title`}
    >
      <header className="grid gap-3 border-b p-3 sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`${id}-title`} className="mr-auto flex items-center gap-2 font-semibold">
            <Code2 className="size-4 text-primary" aria-hidden="true" />
            {t("card.title", { number: index + 1 })}
          </h3>
          <Badge variant="secondary">{t(`runtime.${runtime}`)}</Badge>
          {practice.required && <Badge variant="outline">{t("card.required")}</Badge>}
          {solved && (
            <Badge variant="success" data-testid="practice-solved">
              <CheckCircle2 aria-hidden="true" />
              {t("card.solved")}
            </Badge>
          )}
        </div>
        <Markdown className="text-[0.95rem]">{exercise.task}</Markdown>
        {practice.required && !solved && (
          <p
            className="rounded-lg border border-warning/50 bg-warning-subtle px-3 py-2 text-sm text-warning-subtle-foreground"
            data-testid="practice-required"
          >
            {t("card.requiredHint")}
          </p>
        )}
      </header>

      <div className="grid gap-4 p-3 sm:p-5">
        <CodeEditor
          ready={near}
          files={code.files}
          onChange={edit}
          label={t("editor.label")}
          filesLabel={t("editor.files")}
          keyboardHint={t("editor.keyboardHint")}
        />

        {usesInput && (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-stdin`}>{t("input.label")}</Label>
            <Textarea
              id={`${id}-stdin`}
              value={stdin}
              onChange={(e) => setStdin(e.target.value)}
              rows={2}
              className="font-mono text-sm"
              aria-describedby={`${id}-stdin-help`}
            />
            <p id={`${id}-stdin-help`} className="text-xs text-muted-foreground">
              {t("input.help")}
            </p>
          </div>
        )}

        <div
          className="flex flex-wrap items-center gap-2"
          role="group"
          aria-label={t("card.actions")}
        >
          <Button
            variant="outline"
            onClick={() => void execute(false)}
            disabled={working !== null}
            data-testid="practice-run"
          >
            {working === "run" ? <Spinner /> : <Play aria-hidden="true" />}
            {t("card.run")}
          </Button>
          <Button
            onClick={() => void execute(true)}
            disabled={working !== null}
            data-testid="practice-check-button"
          >
            {working === "check" ? <Spinner /> : <ListChecks aria-hidden="true" />}
            {t("card.check")}
          </Button>
          <Button
            variant="ghost"
            onClick={() => replaceFiles(practice.starterFiles, t("card.resetDone"))}
            disabled={working !== null}
            data-testid="practice-reset"
          >
            <RotateCcw aria-hidden="true" />
            {t("card.reset")}
          </Button>
          <span className="ml-auto flex items-center gap-3">
            {statusText && (
              <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
                <Spinner className="size-3.5" />
                {statusText}
              </span>
            )}
            <SaveIndicator status={code.status} />
          </span>
        </div>

        {undo && (
          <p
            className="flex flex-wrap items-center gap-2 rounded-lg bg-muted px-3 py-2 text-sm"
            data-testid="practice-undo"
          >
            {undo.message}
            <Button
              variant="link"
              size="sm"
              onClick={() => {
                code.setFiles(undo.files);
                setUndo(null);
              }}
            >
              <Undo2 aria-hidden="true" />
              {t("card.undo")}
            </Button>
          </p>
        )}

        <div className="grid gap-3">
          {runtime === "web" && (
            <div className="grid gap-1.5">
              <p className="text-sm font-medium">{t("output.preview")}</p>
              <div
                ref={containerRef}
                className="h-64 overflow-hidden rounded-lg border bg-white"
                data-testid="practice-preview"
              />
            </div>
          )}
          {runtime === "sql" && lastRun?.table && (
            <div className="grid gap-1.5">
              <p className="text-sm font-medium">{t("output.result")}</p>
              <ResultTableView table={lastRun.table} limit={PRACTICE_LIMITS.resultRows} />
            </div>
          )}
          {/* SQL shows its result table; its console only when something was printed. */}
          {(runtime !== "sql" || !lastRun?.table || output.length > 0 || !!lastRun.error) && (
            <div className="grid gap-1.5">
              <p className="text-sm font-medium">{t("output.console")}</p>
              <ConsoleOutput
                lines={output}
                error={
                  lastRun?.limit
                    ? t(`failure.limit.${lastRun.limit}`, {
                        seconds: Math.round(practice.timeLimitMs / 100) / 10,
                      })
                    : (errorText(lastRun?.error) ?? null)
                }
              />
              {!lastRun?.limit && (
                <ErrorExplanation
                  runtime={runtime}
                  error={lastRun?.error}
                  entry={PRACTICE_ENTRY[runtime]}
                />
              )}
            </div>
          )}
        </div>

        <div className="grid gap-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h4 className="font-semibold">{t("checks.title")}</h4>
            <p className="text-sm text-muted-foreground" data-testid="practice-summary">
              {results
                ? lastRunPassed
                  ? t("checks.allPassed", { total: rows.length })
                  : t(solved ? "checks.lastRun" : "checks.summary", { passed, total: rows.length })
                : t("checks.hint")}
            </p>
          </div>
          <CheckList rows={rows} timeLimitMs={practice.timeLimitMs} />
          {solved &&
            (!results || lastRunPassed ? (
              <p
                className="flex items-center gap-2 rounded-lg border border-success/40 bg-success-subtle px-3 py-2 text-sm font-medium text-success-subtle-foreground"
                data-testid="practice-solved-note"
                data-state="passed"
              >
                <Trophy className="size-4 shrink-0" aria-hidden="true" />
                {t("card.solvedNote")}
              </p>
            ) : (
              <p
                className="flex items-center gap-2 rounded-lg border px-3 py-2 text-sm"
                data-testid="practice-solved-note"
                data-state="lastRunFailed"
              >
                <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden="true" />
                {solvedNote({ passed, total: rows.length })}
              </p>
            ))}
        </div>
        <p className="sr-only" role="status" aria-live="polite" data-testid="practice-live">
          {announcement}
        </p>

        <HintSolutionButtons
          id={id}
          state={reveal}
          hasHint={!!exercise.hint}
          hasSolution={exercise.hasSolution}
          className="border-t pt-4"
          solutionTestId="practice-solution-toggle"
        />
        <HintPanel id={id} state={reveal} hint={exercise.hint} />
        {signedIn && (
          <Suspense fallback={null}>
            <HelpRequestPanel
              exerciseId={exercise.id}
              files={code.files}
              failedSameWay={stuck && stuck.times >= FAILED_SAME_WAY ? stuck.check : null}
            />
          </Suspense>
        )}
        {reveal.open && solution && (
          <SolutionPanel
            id={id}
            testId="practice-solution"
            action={
              solution.solutionFiles && (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() =>
                    replaceFiles(solution.solutionFiles ?? [], t("card.solutionLoaded"))
                  }
                  data-testid="practice-load-solution"
                >
                  {t("card.loadSolution")}
                </Button>
              )
            }
          >
            {solution.solution && (
              <Markdown className="text-sm text-foreground">{solution.solution}</Markdown>
            )}
            {solution.solutionFiles && (
              <CodeEditor
                ready
                files={solution.solutionFiles}
                readOnly
                label={t("player:exercise.solution")}
                filesLabel={t("editor.files")}
                height="12rem"
                testId="practice-solution-editor"
              />
            )}
          </SolutionPanel>
        )}
      </div>
    </section>
  );
}
