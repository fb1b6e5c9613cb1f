import { useState } from "react";
import { useNavigate } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ArrowLeft, Check, RotateCcw } from "lucide-react";
import type { PlanAnswersInput, PlanProfile } from "@shared/contracts/plan";
import { QuestionStep } from "@/components/question-step";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import {
  CHOICE_STEPS,
  EMPTY_ANSWERS,
  isComplete,
  type OnboardingAnswers,
  type SingleKey,
} from "@/lib/plan-questions";
import { DifficultyBadge, PageHeader } from "./course-badges";
import { planProfileQuery, useApplyPlan, usePlanPreview } from "./learning-api";
import { useContentLanguage } from "./use-content-language";

const QUESTIONS = CHOICE_STEPS.length;

/**
 * The learning profile (issue 15): the six onboarding questions with the same texts and
 * cards (no e-mail step), then a preview of the plan and "apply". Its own page under /app
 * until the settings screen exists.
 */
export default function LearningProfilePage() {
  const { t } = useTranslation("learner");
  const q = useQuery(planProfileQuery());
  if (q.isPending)
    return (
      <div className="mx-auto grid max-w-2xl gap-4">
        <span className="sr-only" role="status">
          {t("loading")}
        </span>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    );
  if (q.isError)
    return (
      <Alert variant="destructive" className="mx-auto max-w-2xl">
        <AlertDescription>{t("plan.profile.loadError")}</AlertDescription>
      </Alert>
    );
  return <Questionnaire profile={q.data.profile} />;
}

function Questionnaire({ profile }: { profile: PlanProfile | null }) {
  const { t } = useTranslation("learner");
  const navigate = useNavigate();
  const lang = useContentLanguage();
  const [answers, setAnswers] = useState<OnboardingAnswers>(profile?.answers ?? EMPTY_ANSWERS);
  const [step, setStep] = useState(1);
  const [reminder, setReminder] = useState<boolean | null>(profile?.reminderEnabled ?? null);
  const preview = usePlanPreview(lang);
  const apply = useApplyPlan(lang);

  const showPreview = (a: OnboardingAnswers) => {
    setStep(QUESTIONS + 1);
    if (isComplete(a)) preview.mutate(a as PlanAnswersInput);
  };
  const next = (a = answers) => (step === QUESTIONS ? showPreview(a) : setStep(step + 1));
  const choose = (key: SingleKey, id: string) => {
    const a = { ...answers, [key]: id };
    setAnswers(a);
    next(a);
  };
  const toggle = (id: string) =>
    setAnswers((a) => ({
      ...a,
      learningStyle: a.learningStyle.includes(id)
        ? a.learningStyle.filter((x) => x !== id)
        : [...a.learningStyle, id],
    }));

  if (step <= QUESTIONS) {
    const choice = CHOICE_STEPS[step - 1];
    return (
      <div className="mx-auto max-w-2xl">
        <div className="mb-6 grid gap-2">
          <div className="flex items-center justify-between gap-3 text-sm font-medium">
            <span>{t("plan.profile.question", { step, total: QUESTIONS })}</span>
            {step > 1 && (
              <Button variant="ghost" size="sm" onClick={() => setStep(step - 1)}>
                <ArrowLeft aria-hidden="true" />
                {t("plan.profile.back")}
              </Button>
            )}
          </div>
          <Progress
            value={Math.round((step / QUESTIONS) * 100)}
            aria-label={t("plan.profile.question", { step, total: QUESTIONS })}
            className="h-2"
          />
        </div>
        <QuestionStep
          key={step}
          choice={choice}
          headingId={`question-${step}`}
          answers={answers}
          onChoose={choose}
          onToggle={toggle}
          onNext={() => next()}
        />
      </div>
    );
  }

  const plan = preview.data;
  const reminderOn = reminder ?? plan?.reminderDefault ?? false;
  const submit = () =>
    apply.mutate(
      { ...(answers as PlanAnswersInput), reminderEnabled: reminderOn },
      {
        onSuccess: () => {
          toast.success(t("plan.profile.applied"));
          void navigate("/app/learning-path");
        },
        onError: () => toast.error(t("plan.profile.applyFailed")),
      },
    );

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={t("plan.profile.previewTitle")} subtitle={t("plan.profile.previewText")} />
      {preview.isPending || !plan ? (
        <div className="grid gap-3">
          <span className="sr-only" role="status">
            {t("loading")}
          </span>
          <Skeleton className="h-24 rounded-xl" />
          <Skeleton className="h-24 rounded-xl" />
        </div>
      ) : (
        <div className="grid gap-4">
          <p className="font-medium" data-testid="preview-pace">
            {t("plan.weeklyTimeValue", { minutes: plan.weeklyMinutes })}
            {plan.finishWeek && ` · ${t("plan.finish")}: ${t("plan.finishValue", plan.finishWeek)}`}
          </p>
          {plan.areaMissing && (
            <Alert>
              <AlertDescription>{t("plan.profile.areaMissing")}</AlertDescription>
            </Alert>
          )}
          {plan.kept.length > 0 && (
            <p className="text-sm text-muted-foreground">
              {t("plan.profile.kept")} {plan.kept.map((k) => k.title).join(", ")}
            </p>
          )}
          {plan.courses.length === 0 ? (
            <p className="text-muted-foreground">{t("plan.profile.empty")}</p>
          ) : (
            <ol className="grid gap-3">
              {plan.courses.map((c, i) => (
                <li
                  key={c.id}
                  className="grid gap-1.5 rounded-xl border bg-card px-4 py-3"
                  data-testid="preview-course"
                >
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold tabular-nums">{i + 1}.</span>
                    <span className="font-semibold break-words">{c.title}</span>
                    <DifficultyBadge difficulty={c.difficulty} />
                  </div>
                  <p className="text-sm text-muted-foreground">
                    {t(`plan.reason.${c.reason}`, {
                      goal: t(`plan.goals.${answers.goal}`),
                      level: t(`plan.levels.${answers.experience}`),
                    })}{" "}
                    · {t("plan.profile.targetWeek", { week: c.targetWeek })}
                  </p>
                </li>
              ))}
            </ol>
          )}
          <div className="flex items-center gap-3">
            <Checkbox
              id="plan-reminder"
              checked={reminderOn}
              onCheckedChange={(v) => setReminder(v === true)}
            />
            <Label htmlFor="plan-reminder">{t("plan.profile.reminder")}</Label>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button onClick={submit} disabled={apply.isPending} aria-busy={apply.isPending}>
              {apply.isPending ? <Spinner /> : <Check aria-hidden="true" />}
              {t("plan.profile.apply")}
            </Button>
            <Button variant="outline" onClick={() => setStep(1)}>
              <RotateCcw aria-hidden="true" />
              {t("plan.profile.restart")}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
