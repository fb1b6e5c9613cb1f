import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Eye, EyeOff, Lightbulb, PenLine, Trophy } from "lucide-react";
import type { Exercise } from "@shared/contracts/learning";
import type { RevealedSolution } from "@shared/contracts/practice";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { Markdown } from "@/components/markdown";

/**
 * Spec: free-text notes (never saved or sent), toggles for Tipp and Musterlösung. The model
 * solution is not in the player's answer until revealed (decision 0081): the first "anzeigen"
 * asks the server for it (`onRevealSolution`), a revealed one comes as `revealed`.
 */
export function ExerciseCard({
  exercise,
  index,
  revealed,
  onRevealSolution,
}: {
  exercise: Exercise;
  index: number;
  /** The model solution when the learner revealed it before. */
  revealed?: RevealedSolution | null;
  /** Reveals the model solution on the server and answers it. */
  onRevealSolution?: () => Promise<RevealedSolution>;
}) {
  const { t } = useTranslation("player");
  const [notes, setNotes] = useState("");
  const [hint, setHint] = useState(false);
  const [solution, setSolution] = useState(false);
  const [fetched, setFetched] = useState<RevealedSolution | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const known = fetched ?? revealed ?? null;
  const id = useId();

  async function toggleSolution() {
    if (solution || known) return setSolution(!solution);
    if (!onRevealSolution) return;
    setLoading(true);
    setFailed(false);
    try {
      setFetched(await onRevealSolution());
      setSolution(true);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }
  return (
    <section
      className="rounded-xl border bg-card p-5"
      data-testid="exercise-card"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="mb-2 flex items-center gap-2 font-semibold">
        <PenLine className="size-4 text-primary" aria-hidden="true" />
        {t("exercise.title", { n: index + 1 })}
      </h3>
      <Markdown className="text-[0.95rem]">{exercise.task}</Markdown>
      <div className="mt-4 grid gap-2">
        <Label htmlFor={`${id}-notes`}>{t("exercise.notes")}</Label>
        <Textarea
          id={`${id}-notes`}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          placeholder={t("exercise.notesPlaceholder")}
          rows={4}
        />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        {exercise.hint && (
          <Button
            variant="outline"
            size="sm"
            aria-expanded={hint}
            aria-controls={`${id}-hint`}
            onClick={() => setHint(!hint)}
          >
            {hint ? <EyeOff aria-hidden="true" /> : <Lightbulb aria-hidden="true" />}
            {hint ? t("exercise.hideHint") : t("exercise.showHint")}
          </Button>
        )}
        {exercise.hasSolution && (
          <Button
            variant="outline"
            size="sm"
            aria-expanded={solution}
            aria-controls={`${id}-solution`}
            disabled={loading || (!known && !onRevealSolution)}
            onClick={() => void toggleSolution()}
          >
            {loading ? (
              <Spinner />
            ) : solution ? (
              <EyeOff aria-hidden="true" />
            ) : (
              <Eye aria-hidden="true" />
            )}
            {solution ? t("exercise.hideSolution") : t("exercise.showSolution")}
          </Button>
        )}
      </div>
      {hint && exercise.hint && (
        <div
          id={`${id}-hint`}
          className="mt-4 rounded-lg border border-warning/40 bg-warning-subtle p-4 text-warning-subtle-foreground"
        >
          <p className="flex items-center gap-2 font-semibold">
            <Lightbulb className="size-4" aria-hidden="true" />
            {t("exercise.hint")}
          </p>
          <Markdown className="text-sm">{exercise.hint}</Markdown>
        </div>
      )}
      {failed && (
        <p className="mt-4 text-sm text-destructive" role="alert">
          {t("exercise.solutionFailed")}
        </p>
      )}
      {solution && known?.solution && (
        <div
          id={`${id}-solution`}
          className="mt-4 rounded-lg border border-success/40 bg-success-subtle p-4 text-success-subtle-foreground"
        >
          <p className="flex items-center gap-2 font-semibold">
            <Trophy className="size-4" aria-hidden="true" />
            {t("exercise.solution")}
          </p>
          <Markdown className="text-sm text-foreground">{known.solution}</Markdown>
        </div>
      )}
    </section>
  );
}
