import { formatDay } from "@shared/text/dates";
import { Suspense } from "react";
import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  CalendarClock,
  Clock,
  Compass,
  MapPinned,
  RotateCcw,
  Play,
  ArrowRight,
  Sparkles,
} from "lucide-react";
import type { LearningPathItem, LearningPathResponse } from "@shared/contracts/learning";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CourseThumbnail } from "@/components/course-thumbnail";
import { Card, CardContent } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { DifficultyBadge, PageHeader, StatusBadge } from "./course-badges";
import { learningPathQuery } from "./learning-api";
import { useContentLanguage } from "./use-content-language";
import { PlanSummary, ReasonLine, Suggestions } from "./plan-widgets";
import { Duration } from "@/components/duration";
import { CohortCards } from "@/features/cohorts/routes";

type CohortDue = { date: string; cohort: string };

/** In a class its schedule leads (issue 44): the course's due date there, not the plan's estimate. */
function CohortDueLine({ due }: { due: CohortDue }) {
  const { t, i18n } = useTranslation("learner");
  const date = formatDay(due.date, i18n.language, "medium");
  return (
    <p className="flex items-start gap-1.5 text-sm text-primary" data-testid="path-cohort-due">
      <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {t("path.cohortDue", { date, cohort: due.cohort })}
    </p>
  );
}

type PathPlan = NonNullable<LearningPathResponse["plan"]>;

const ACTION_ICON = { "not-started": Play, "in-progress": ArrowRight, completed: RotateCcw };

function PathCard({
  item,
  plan,
  due,
}: {
  item: LearningPathItem;
  plan: PathPlan | null;
  due?: CohortDue;
}) {
  const { t } = useTranslation("learner");
  const Icon = ACTION_ICON[item.status];
  return (
    <li>
      <Card className="gap-4 py-5" data-testid="path-card" lang={item.language}>
        <CardContent className="flex flex-col gap-4 px-5 sm:flex-row sm:gap-5">
          <div
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
            aria-label={t("path.step", { n: item.step })}
            role="img"
          >
            {item.step}
          </div>
          {item.thumbnailUrl && (
            <div className="w-full shrink-0 self-start overflow-hidden rounded-lg border sm:w-44">
              <CourseThumbnail url={item.thumbnailUrl} sizes="(min-width: 640px) 176px, 100vw" />
            </div>
          )}
          <div className="grid min-w-0 flex-1 gap-3">
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge status={item.status} />
              <DifficultyBadge difficulty={item.difficulty} />
            </div>
            <div className="min-w-0">
              <h2 className="text-lg font-semibold break-words">{item.title}</h2>
              {due ? <CohortDueLine due={due} /> : <ReasonLine reason={item.reason} plan={plan} />}
              {!item.offered && (
                <p className="mt-1 text-sm font-medium" data-testid="not-offered">
                  {t("path.notOffered")}
                </p>
              )}
              {item.description && (
                <p className="mt-1 line-clamp-3 text-sm text-muted-foreground break-words">
                  {item.description}
                </p>
              )}
            </div>
            <p
              className="flex items-center gap-1.5 text-sm text-muted-foreground"
              data-testid="duration"
            >
              <Clock className="size-4" aria-hidden="true" />
              <Duration minutes={item.durationMinutes} />
            </p>
            {item.status === "in-progress" && (
              <div className="grid gap-1.5">
                <div className="flex justify-between text-sm">
                  <span className="text-muted-foreground">{t("path.progress")}</span>
                  <span className="font-medium tabular-nums">{item.progress}%</span>
                </div>
                <Progress
                  value={item.progress}
                  aria-label={t("progressLabel", { title: item.title })}
                />
              </div>
            )}
            <p className="text-sm text-foreground/80">{t(`path.message.${item.status}`)}</p>
            <Button
              asChild
              className="w-full sm:w-fit"
              variant={item.status === "completed" ? "outline" : "default"}
            >
              <Link to={`/app/course/${item.id}`}>
                <Icon aria-hidden="true" />
                {t(`path.action.${item.status}`)}
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </li>
  );
}

function Total({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-xl border bg-card px-4 py-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export default function LearningPathPage() {
  const { t } = useTranslation("learner");
  const lang = useContentLanguage();
  const q = useQuery(learningPathQuery(lang));
  // A course of a class: its last due date there (the first class that teaches it).
  const cohortDue: Record<string, CohortDue> = {};
  for (const c of [...(q.data?.cohorts ?? [])].reverse())
    for (const [courseId, date] of Object.entries(c.courseDue))
      cohortDue[courseId] = { date, cohort: c.name };

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t("path.title")} subtitle={t("path.subtitle")} />
      {q.isPending ? (
        <div className="grid gap-4" data-testid="path-loading">
          <span className="sr-only" role="status">
            {t("loading")}
          </span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-44 rounded-xl" data-testid="path-skeleton" />
          ))}
        </div>
      ) : q.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{t("path.loadError")}</AlertDescription>
        </Alert>
      ) : q.data.items.length === 0 ? (
        <section className="rounded-2xl border border-dashed bg-card p-10 text-center">
          <MapPinned className="mx-auto mb-3 size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-semibold">{t("path.emptyTitle")}</h2>
          <p className="mx-auto mt-2 max-w-md text-muted-foreground">{t("path.emptyText")}</p>
          <div className="mt-5 flex flex-wrap justify-center gap-3">
            <Button asChild>
              <Link to="/app/settings/learning-profile">
                <Sparkles aria-hidden="true" />
                {t("plan.create")}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/app/courses">
                <Compass aria-hidden="true" />
                {t("dashboard.exploreCourses")}
              </Link>
            </Button>
          </div>
        </section>
      ) : (
        <>
          {q.data.cohorts.length > 0 && (
            <Suspense fallback={null}>
              <div className="mb-6">
                <CohortCards cohorts={q.data.cohorts} />
              </div>
            </Suspense>
          )}
          {q.data.plan && <PlanSummary plan={q.data.plan} />}
          <dl className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Total
              label={t("path.totalAll")}
              value={String(q.data.totals.all)}
              testId="total-all"
            />
            <Total
              label={t("path.totalInProgress")}
              value={String(q.data.totals.inProgress)}
              testId="total-in-progress"
            />
            <Total
              label={t("path.totalCompleted")}
              value={String(q.data.totals.completed)}
              testId="total-completed"
            />
            <Total
              label={t("path.totalPercent")}
              value={`${q.data.totals.percent}%`}
              testId="total-percent"
            />
          </dl>
          <ol className="grid gap-4">
            {q.data.items.map((item) => (
              <PathCard key={item.id} item={item} plan={q.data.plan} due={cohortDue[item.id]} />
            ))}
          </ol>
          <Suggestions items={q.data.suggestions} />
        </>
      )}
    </div>
  );
}
