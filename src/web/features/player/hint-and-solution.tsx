/**
 * The hint and the model solution of an exercise, the same for a text exercise and a code
 * exercise: the two toggles, the hint panel, and the reveal of a solution that is not in the
 * player's answer until the learner asks for it (decision 0081).
 */
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Eye, EyeOff, Lightbulb, Trophy } from "lucide-react";
import type { RevealedSolution } from "@shared/contracts/practice";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Markdown } from "@/components/lazy-markdown";
import { cn } from "@/lib/utils";

/** Hint and solution state: the first "anzeigen" asks the server for the solution. */
export function useHintAndSolution(
  revealed: RevealedSolution | null | undefined,
  onRevealSolution: (() => Promise<RevealedSolution>) | undefined,
) {
  const [hint, setHint] = useState(false);
  const [open, setOpen] = useState(false);
  const [fetched, setFetched] = useState<RevealedSolution | null>(null);
  const [revealing, setRevealing] = useState(false);
  const [failed, setFailed] = useState(false);
  const solution = fetched ?? revealed ?? null;

  async function toggleSolution() {
    if (open || solution) return setOpen(!open);
    if (!onRevealSolution) return;
    setRevealing(true);
    setFailed(false);
    try {
      setFetched(await onRevealSolution());
      setOpen(true);
    } catch {
      setFailed(true);
    } finally {
      setRevealing(false);
    }
  }

  return {
    hint,
    toggleHint: () => setHint(!hint),
    /** The solution is shown (and known). */
    open: open && solution !== null,
    solution,
    revealing,
    failed,
    canReveal: solution !== null || onRevealSolution !== undefined,
    toggleSolution,
  };
}

export type HintAndSolution = ReturnType<typeof useHintAndSolution>;

/** "Tipp anzeigen" and "Musterlösung anzeigen" (each only when the exercise has one). */
export function HintSolutionButtons({
  id,
  state,
  hasHint,
  hasSolution,
  className,
  solutionTestId,
}: {
  id: string;
  state: HintAndSolution;
  hasHint: boolean;
  hasSolution: boolean;
  className?: string;
  solutionTestId?: string;
}) {
  const { t } = useTranslation("player");
  if (!hasHint && !hasSolution) return null;
  return (
    <div className={cn("flex flex-wrap gap-2", className)}>
      {hasHint && (
        <Button
          variant="outline"
          size="sm"
          aria-expanded={state.hint}
          aria-controls={`${id}-hint`}
          onClick={state.toggleHint}
        >
          {state.hint ? <EyeOff aria-hidden="true" /> : <Lightbulb aria-hidden="true" />}
          {state.hint ? t("exercise.hideHint") : t("exercise.showHint")}
        </Button>
      )}
      {hasSolution && (
        <Button
          variant="outline"
          size="sm"
          aria-expanded={state.open}
          aria-controls={`${id}-solution`}
          disabled={state.revealing || !state.canReveal}
          onClick={() => void state.toggleSolution()}
          data-testid={solutionTestId}
        >
          {state.revealing ? (
            <Spinner />
          ) : state.open ? (
            <EyeOff aria-hidden="true" />
          ) : (
            <Eye aria-hidden="true" />
          )}
          {state.open ? t("exercise.hideSolution") : t("exercise.showSolution")}
        </Button>
      )}
    </div>
  );
}

/** The hint when open, and the message of a reveal that failed. */
export function HintPanel({
  id,
  state,
  hint,
  className,
}: {
  id: string;
  state: HintAndSolution;
  hint: string | null | undefined;
  className?: string;
}) {
  const { t } = useTranslation("player");
  return (
    <>
      {state.hint && hint && (
        <div
          id={`${id}-hint`}
          className={cn(
            "rounded-lg border border-warning/50 bg-warning-subtle p-4 text-warning-subtle-foreground",
            className,
          )}
        >
          <p className="mb-1 flex items-center gap-2 text-sm font-semibold">
            <Lightbulb className="size-4" aria-hidden="true" />
            {t("exercise.hint")}
          </p>
          <Markdown className="text-sm">{hint}</Markdown>
        </div>
      )}
      {state.failed && (
        <p className={cn("text-sm text-destructive", className)} role="alert">
          {t("exercise.solutionFailed")}
        </p>
      )}
    </>
  );
}

/** The revealed model solution's frame: its heading, an optional action, the content. */
export function SolutionPanel({
  id,
  action,
  className,
  testId,
  children,
}: {
  id: string;
  action?: ReactNode;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("player");
  return (
    <div
      id={`${id}-solution`}
      className={cn(
        "grid gap-3 rounded-lg border border-success/40 bg-success-subtle p-4 text-success-subtle-foreground [&>*]:min-w-0",
        className,
      )}
      data-testid={testId}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-sm font-semibold">
          <Trophy className="size-4" aria-hidden="true" />
          {t("exercise.solution")}
        </p>
        {action}
      </div>
      {children}
    </div>
  );
}
