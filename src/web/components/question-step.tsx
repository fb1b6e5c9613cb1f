import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { MultiChoice, SingleChoice } from "@/components/choice-cards";
import type { ChoiceStep, OnboardingAnswers, SingleKey } from "@/lib/plan-questions";

/**
 * One of the six questions with its cards, as /onboarding shows it; the in-app
 * questionnaire "Lernpfad erstellen" shows the same (texts of the "onboarding" namespace).
 */
export function QuestionStep({
  choice,
  headingId,
  answers,
  onChoose,
  onToggle,
  onNext,
}: {
  choice: ChoiceStep;
  headingId: string;
  answers: OnboardingAnswers;
  onChoose: (key: SingleKey, id: string) => void;
  onToggle: (id: string) => void;
  onNext: () => void;
}) {
  const { t } = useTranslation("onboarding");
  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        {t(`steps.${choice.key}.title`)}
      </h1>
      {choice.kind === "multi" && (
        <p className="mt-2 text-muted-foreground">{t("steps.learningStyle.hint")}</p>
      )}
      <div className="mt-6">
        {choice.kind === "single" ? (
          <SingleChoice
            labelledBy={headingId}
            value={answers[choice.key]}
            onChoose={(id) => onChoose(choice.key, id)}
            options={choice.options.map((id) => ({
              id,
              label: t(`steps.${choice.key}.options.${id}`),
            }))}
          />
        ) : (
          <>
            <MultiChoice
              labelledBy={headingId}
              value={answers.learningStyle}
              onToggle={onToggle}
              options={choice.options.map((id) => ({
                id,
                label: t(`steps.learningStyle.options.${id}`),
              }))}
            />
            <Button
              size="lg"
              className="mt-6 w-full sm:w-auto"
              disabled={answers.learningStyle.length === 0}
              onClick={onNext}
            >
              {t("next")}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
