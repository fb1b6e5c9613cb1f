import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Eye, EyeOff, Lightbulb, PenLine, Trophy } from "lucide-react";
import type { Exercise } from "@shared/contracts/learning";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { Markdown } from "@/components/markdown";

/** Spec: free-text notes (never saved or sent), toggles for Tipp and Musterlösung. */
export function ExerciseCard({
  exercise,
  index,
  onSolutionShown,
}: {
  exercise: Exercise;
  index: number;
  /** Called when the learner opens the model solution. */
  onSolutionShown?: () => void;
}) {
  const { t } = useTranslation("player");
  const [notes, setNotes] = useState("");
  const [hint, setHint] = useState(false);
  const [solution, setSolution] = useState(false);
  const id = useId();
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
        {exercise.solution && (
          <Button
            variant="outline"
            size="sm"
            aria-expanded={solution}
            aria-controls={`${id}-solution`}
            onClick={() => {
              if (!solution) onSolutionShown?.();
              setSolution(!solution);
            }}
          >
            {solution ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
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
      {solution && exercise.solution && (
        <div
          id={`${id}-solution`}
          className="mt-4 rounded-lg border border-success/40 bg-success-subtle p-4 text-success-subtle-foreground"
        >
          <p className="flex items-center gap-2 font-semibold">
            <Trophy className="size-4" aria-hidden="true" />
            {t("exercise.solution")}
          </p>
          <Markdown className="text-sm text-foreground">{exercise.solution}</Markdown>
        </div>
      )}
    </section>
  );
}
