import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Lightbulb, Plus, Settings2, Sparkles } from "lucide-react";
import type { LearningPathResponse } from "@shared/contracts/learning";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Card, CardContent } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { DifficultyBadge } from "./course-badges";
import { useAddSuggestion, useReminder } from "./learning-api";

type PathPlan = NonNullable<LearningPathResponse["plan"]>;

/** The card's one line: why the plan holds this course. */
export function ReasonLine({ reason, plan }: { reason: string | null; plan: PathPlan | null }) {
  const { t } = useTranslation("learner");
  if (!reason) return null;
  return (
    <p className="flex items-start gap-1.5 text-sm text-primary" data-testid="path-reason">
      <Sparkles className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {t(`plan.reason.${reason}`, {
        goal: plan ? t(`plan.goals.${plan.goal}`) : "",
        level: plan ? t(`plan.levels.${plan.experience}`) : "",
      })}
    </p>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-xl border bg-card px-4 py-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Pace, expected finish week and this week's target, above the spec's totals. */
export function PlanSummary({ plan }: { plan: PathPlan }) {
  const { t } = useTranslation("learner");
  const reminder = useReminder();
  const pct = Math.min(100, Math.round((plan.weekDoneMinutes / plan.weekTargetMinutes) * 100));
  return (
    <section className="mb-4 grid gap-3" aria-label={t("plan.weeklyGoal")}>
      <dl className="grid gap-3 sm:grid-cols-3">
        <Figure
          label={t("plan.weeklyTime")}
          value={t("plan.weeklyTimeValue", { minutes: plan.weeklyMinutes })}
          testId="plan-weekly"
        />
        <Figure
          label={t("plan.finish")}
          value={t("plan.finishValue", plan.finishWeek)}
          testId="plan-finish"
        />
        <div className="rounded-xl border bg-card px-4 py-3">
          <dt className="text-sm text-muted-foreground">{t("plan.thisWeek")}</dt>
          <dd className="grid gap-2">
            <span className="text-lg font-semibold tabular-nums" data-testid="plan-week">
              {t("plan.thisWeekValue", {
                done: plan.weekDoneMinutes,
                target: plan.weekTargetMinutes,
              })}
            </span>
            <Progress value={pct} aria-label={t("plan.thisWeek")} className="h-2" />
          </dd>
        </div>
      </dl>
      {plan.advice.length > 0 && (
        <div className="rounded-xl border bg-accent/40 px-4 py-3 text-sm">
          <p className="mb-1 flex items-center gap-1.5 font-medium">
            <Lightbulb className="size-4" aria-hidden="true" />
            {t("plan.adviceTitle")}
          </p>
          <ul className="list-disc ps-6 text-foreground/80">
            {plan.advice.map((a) => (
              <li key={a}>{t(`plan.advice.${a}`)}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex items-center gap-3">
        <Checkbox
          id="path-reminder"
          checked={plan.reminderEnabled}
          disabled={reminder.isPending}
          onCheckedChange={(v) =>
            reminder.mutate(v === true, {
              onSuccess: (r) =>
                toast.success(
                  t(r.enabled ? "plan.profile.reminderOn" : "plan.profile.reminderOff"),
                ),
              onError: () => toast.error(t("plan.profile.applyFailed")),
            })
          }
        />
        <Label htmlFor="path-reminder">{t("plan.profile.reminder")}</Label>
      </div>
      <Button asChild variant="outline" className="w-full sm:w-fit">
        <Link to="/app/settings/learning-profile">
          <Settings2 aria-hidden="true" />
          {t("plan.edit")}
        </Link>
      </Button>
    </section>
  );
}

/** "Neu für dich": new courses of the learner's area, added with one click. */
export function Suggestions({ items }: { items: LearningPathResponse["suggestions"] }) {
  const { t } = useTranslation("learner");
  const add = useAddSuggestion();
  if (!items.length) return null;
  return (
    <section aria-labelledby="suggestions-title" className="mt-8">
      <h2 id="suggestions-title" className="mb-3 text-lg font-semibold">
        {t("plan.suggestionsTitle")}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {items.map((s) => (
          <li key={s.id}>
            <Card className="py-4" data-testid="suggestion">
              <CardContent className="grid gap-3 px-4">
                <DifficultyBadge difficulty={s.difficulty} />
                <h3 className="font-semibold break-words">{s.title}</h3>
                <Button
                  variant="outline"
                  className="w-full sm:w-fit"
                  disabled={add.isPending}
                  onClick={() =>
                    add.mutate(s.id, {
                      onSuccess: () => toast.success(t("plan.added")),
                      onError: () => toast.error(t("plan.addFailed")),
                    })
                  }
                >
                  <Plus aria-hidden="true" />
                  {t("plan.add")}
                </Button>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
