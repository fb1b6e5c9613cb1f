import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { CheckCircle2, CircleHelp, RotateCcw, XCircle } from "lucide-react";
import type { Quiz } from "@shared/contracts/learning";
import { choiceLetter, isCorrectChoice, parseQuizChoices } from "@shared/domain/quiz";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { Markdown } from "@/components/markdown";

/**
 * Spec: select a choice; "Antwort überprüfen" (disabled until a choice) locks the
 * choices and shows "Richtig!" or "Leider falsch." plus the explanation; "Nochmal
 * versuchen" resets. Choices keyed by id when given, else by position; letters A, B, …
 */
export function QuizCard({
  quiz,
  index,
  onAnswer,
}: {
  quiz: Quiz;
  index: number;
  onAnswer?: (quizId: string, choice: number) => void;
}) {
  const { t } = useTranslation("player");
  const choices = parseQuizChoices(quiz.choices);
  const [selected, setSelected] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const id = useId();
  const correct = isCorrectChoice(choices, quiz.correctAnswer, selected);

  return (
    <section
      className="rounded-xl border bg-card p-5"
      data-testid="quiz-card"
      aria-labelledby={`${id}-q`}
    >
      <p className="mb-1 flex items-center gap-2 text-sm font-medium text-primary">
        <CircleHelp className="size-4" aria-hidden="true" />
        {t("quiz.title", { n: index + 1 })}
      </p>
      <h3 id={`${id}-q`} className="mb-4 font-semibold break-words">
        {quiz.question}
      </h3>
      <fieldset disabled={checked} className="grid gap-2">
        <legend className="sr-only">{quiz.question}</legend>
        {choices.map((c) => {
          const isSel = selected === c.key;
          const isRight = checked && c.index === quiz.correctAnswer;
          const isWrong = checked && isSel && !isRight;
          return (
            <label
              key={c.key}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                isSel && !checked && "border-primary bg-accent",
                isRight && "border-success bg-success-subtle",
                isWrong && "border-destructive bg-destructive-subtle",
                checked && "cursor-default",
              )}
            >
              <input
                type="radio"
                name={`${id}-choice`}
                value={c.key}
                checked={isSel}
                onChange={() => setSelected(c.key)}
                className="sr-only"
              />
              <span
                className={cn(
                  "flex size-7 shrink-0 items-center justify-center rounded-full border text-sm font-semibold",
                  isSel && "border-primary bg-primary text-primary-foreground",
                )}
                aria-hidden="true"
              >
                {choiceLetter(c.index)}
              </span>
              <span className="pt-0.5 break-words">{c.text}</span>
            </label>
          );
        })}
      </fieldset>
      <div className="mt-4 flex flex-wrap gap-2">
        {!checked ? (
          <Button
            disabled={selected === null}
            onClick={() => {
              setChecked(true);
              const choice = choices.find((c) => c.key === selected);
              if (choice) onAnswer?.(quiz.id, choice.index);
            }}
          >
            {t("quiz.check")}
          </Button>
        ) : (
          <Button
            variant="outline"
            onClick={() => {
              setChecked(false);
              setSelected(null);
            }}
          >
            <RotateCcw aria-hidden="true" />
            {t("quiz.retry")}
          </Button>
        )}
      </div>
      <div aria-live="polite">
        {checked && (
          <div
            className={cn(
              "mt-4 rounded-lg border p-4",
              correct
                ? "border-success/40 bg-success-subtle text-success-subtle-foreground"
                : "border-destructive/40 bg-destructive-subtle text-destructive-subtle-foreground",
            )}
            data-testid="quiz-result"
          >
            <p className="flex items-center gap-2 font-semibold">
              {correct ? (
                <CheckCircle2 className="size-5" aria-hidden="true" />
              ) : (
                <XCircle className="size-5" aria-hidden="true" />
              )}
              {correct ? t("quiz.correct") : t("quiz.wrong")}
            </p>
            {quiz.explanation && (
              <Markdown className="mt-1 text-sm text-foreground">{quiz.explanation}</Markdown>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
