import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { CheckCircle2, CircleHelp, RotateCcw, XCircle } from "lucide-react";
import type { Quiz } from "@shared/contracts/learning";
import type { QuizAnswerResponse } from "@shared/contracts/achievements";
import { choiceLetter, parseQuizChoices } from "@shared/domain/quiz";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import { Markdown } from "@/components/lazy-markdown";

/** What checking an answer earns: right or not, the correct choice and the explanation. */
export type QuizVerdict = Pick<QuizAnswerResponse, "correct" | "correctAnswer" | "explanation">;

/**
 * Spec: select a choice; "Antwort überprüfen" (disabled until a choice) locks the
 * choices and shows "Richtig!" or "Leider falsch." plus the explanation; "Nochmal
 * versuchen" resets. Choices keyed by id when given, else by position; letters A, B, …
 * The correct answer and the explanation come from the server with the check (decision
 * 0081); the player never has them before. A wrong first answer earns neither: it offers
 * the retry, and the answer after it tells them (decision 0185).
 */
export function QuizCard({
  quiz,
  index,
  onAnswer,
}: {
  quiz: Quiz;
  index: number;
  /** Checks the answer on the server. */
  onAnswer?: (quizId: string, choice: number) => Promise<QuizVerdict>;
}) {
  const { t } = useTranslation("player");
  const choices = parseQuizChoices(quiz.choices);
  const [selected, setSelected] = useState<string | null>(null);
  const [verdict, setVerdict] = useState<QuizVerdict | null>(null);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const id = useId();
  const checked = verdict !== null;
  const correct = verdict?.correct === true;
  // After a wrong first answer the server keeps the right one back: the retry is real
  // (decision 0185); the right choice shows only once it is told.
  const told = verdict !== null && verdict.correctAnswer !== null;

  async function check() {
    const choice = choices.find((c) => c.key === selected);
    if (!choice || !onAnswer) return;
    setPending(true);
    setFailed(false);
    try {
      setVerdict(await onAnswer(quiz.id, choice.index));
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  }

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
      <fieldset disabled={checked || pending} className="grid gap-2">
        <legend className="sr-only">{quiz.question}</legend>
        {choices.map((c) => {
          const isSel = selected === c.key;
          const isRight = told && c.index === verdict.correctAnswer;
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
          <Button disabled={selected === null || pending || !onAnswer} onClick={() => void check()}>
            {pending && <Spinner />}
            {t("quiz.check")}
          </Button>
        ) : (
          <Button
            variant="outline"
            onClick={() => {
              setVerdict(null);
              setSelected(null);
            }}
          >
            <RotateCcw aria-hidden="true" />
            {t("quiz.retry")}
          </Button>
        )}
      </div>
      <div aria-live="polite">
        {failed && (
          <p className="mt-4 text-sm text-destructive" role="alert">
            {t("quiz.checkFailed")}
          </p>
        )}
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
            {!correct && !told && (
              <p className="mt-1 text-sm text-foreground" data-testid="quiz-retry-hint">
                {t("quiz.retryHint")}
              </p>
            )}
            {verdict.explanation && (
              <Markdown className="mt-1 text-sm text-foreground">{verdict.explanation}</Markdown>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
