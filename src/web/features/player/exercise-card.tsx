import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { PenLine } from "lucide-react";
import type { Exercise } from "@shared/contracts/learning";
import type { RevealedSolution } from "@shared/contracts/practice";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { Markdown } from "@/components/lazy-markdown";
import {
  HintPanel,
  HintSolutionButtons,
  SolutionPanel,
  useHintAndSolution,
} from "./hint-and-solution";

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
  const reveal = useHintAndSolution(revealed, onRevealSolution);
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
      <HintSolutionButtons
        id={id}
        state={reveal}
        hasHint={!!exercise.hint}
        hasSolution={exercise.hasSolution}
        className="mt-4"
      />
      <HintPanel id={id} state={reveal} hint={exercise.hint} className="mt-4" />
      {reveal.open && reveal.solution?.solution && (
        <SolutionPanel id={id} className="mt-4">
          <Markdown className="text-sm text-foreground">{reveal.solution.solution}</Markdown>
        </SolutionPanel>
      )}
    </section>
  );
}
