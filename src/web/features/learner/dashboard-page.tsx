import { Suspense } from "react";
import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import {
  ArrowRight,
  BookOpen,
  CalendarCheck,
  CheckCircle2,
  Clock,
  Flame,
  Compass,
  Database,
  PlayCircle,
  Route as RouteIcon,
  Sparkles,
  Target,
  TrendingUp,
  Trophy,
  type LucideIcon,
} from "lucide-react";
import { firstName } from "@shared/domain/text";
import { cn } from "@/lib/utils";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { StartedProjects } from "@/components/course-projects";
import { CohortCards, hasPendingJoin } from "@/features/cohorts/routes";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "@/lib/session";
import { dashboardQuery, useSampleData } from "./learning-api";
import { useContentLanguage } from "./use-content-language";
import { logHandled } from "@/lib/log";

function StatCard({
  icon: Icon,
  label,
  value,
  hint,
  testId,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  hint?: string;
  testId: string;
}) {
  return (
    <Card className="gap-0 py-5">
      <CardContent className="flex items-center gap-4 px-5">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="text-2xl font-semibold tabular-nums" data-testid={testId}>
            {value}
          </p>
          {hint && (
            <p className="text-xs text-muted-foreground" data-testid={`${testId}-hint`}>
              {hint}
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function SampleDataButton() {
  const { t } = useTranslation("learner");
  const sample = useSampleData();
  return (
    <Button
      variant="outline"
      disabled={sample.isPending}
      onClick={() =>
        sample.mutate(undefined, {
          // sonner loads with the toast, not with the dashboard's first load (use-sign-out.ts).
          onSuccess: () =>
            void import("sonner").then(({ toast }) =>
              toast.success(t("dashboard.sampleDataCreated")),
            ),
          onError: (err) => {
            logHandled("sample data failed", err);
            void import("sonner").then(({ toast }) => toast.error(t("dashboard.sampleDataFailed")));
          },
        })
      }
    >
      {sample.isPending ? <Spinner /> : <Database aria-hidden="true" />}
      {t("dashboard.loadSampleData")}
    </Button>
  );
}

function DashboardSkeleton() {
  return (
    <div className="grid gap-6" aria-hidden="true">
      <div className="grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24 rounded-xl" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-48 rounded-xl lg:col-span-2" />
        <Skeleton className="h-48 rounded-xl" />
      </div>
    </div>
  );
}

/** "Willkommen, Anna!" at the first visit, "Willkommen zurück, Anna!" once they learned here. */
function greeting(t: TFunction<"learner">, name: string | null, returning: boolean) {
  if (returning) return name ? t("dashboard.welcome", { name }) : t("dashboard.welcomeAnonymous");
  return name ? t("dashboard.welcomeFirst", { name }) : t("dashboard.welcomeFirstAnonymous");
}

export default function DashboardPage() {
  const { t } = useTranslation("learner");
  const { t: tc } = useTranslation();
  const { user } = useSession();
  const lang = useContentLanguage();
  const q = useQuery(dashboardQuery(lang));
  const name = firstName(user?.name);

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div>
        {q.isPending ? (
          // The greeting waits for the answer: "zurück" only for a learner who learned here
          // before (decision 0184), so a returning learner never sees it change.
          <Skeleton className="h-8 w-64 max-w-full sm:h-9" aria-hidden="true" />
        ) : (
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {greeting(t, name, q.data?.returning === true)}
          </h1>
        )}
        <p className="mt-1 text-muted-foreground">{t("dashboard.subtitle")}</p>
      </div>

      {q.isPending ? (
        <DashboardSkeleton />
      ) : q.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{tc("errors.unexpected")}</AlertDescription>
        </Alert>
      ) : (
        <>
          {/* The learner's classes (issue 44): loaded only for a learner in one. */}
          {(q.data.cohorts.length > 0 || hasPendingJoin()) && (
            <Suspense fallback={null}>
              <CohortCards cohorts={q.data.cohorts} />
            </Suspense>
          )}
          <section
            aria-label={t("dashboard.statsLabel")}
            className={cn(
              "grid gap-4 sm:grid-cols-2",
              q.data.weeklyGoal ? "lg:grid-cols-3" : "lg:grid-cols-4",
            )}
          >
            <StatCard
              icon={TrendingUp}
              label={t("dashboard.overallProgress")}
              value={`${q.data.stats.overallProgress}%`}
              testId="stat-progress"
            />
            <StatCard
              icon={BookOpen}
              label={t("dashboard.activeCourses")}
              value={String(q.data.stats.activeCourses)}
              testId="stat-active"
            />
            <StatCard
              icon={CheckCircle2}
              label={t("dashboard.lessonsThisWeek")}
              value={String(q.data.stats.lessonsThisWeek)}
              testId="stat-week"
            />
            <StatCard
              icon={Flame}
              label={t("dashboard.streak")}
              value={t("dashboard.streakValue", { count: q.data.streak.current })}
              hint={t("dashboard.streakLongest", { count: q.data.streak.longest })}
              testId="stat-streak"
            />
            {q.data.weeklyGoal && (
              <StatCard
                icon={CalendarCheck}
                label={`${t("plan.weeklyGoal")} · ${t("plan.daysLeft", { count: q.data.weeklyGoal.daysLeft })}`}
                value={t("plan.weeklyGoalValue", {
                  done: q.data.weeklyGoal.doneMinutes,
                  target: q.data.weeklyGoal.targetMinutes,
                })}
                testId="stat-weekly-goal"
              />
            )}
          </section>

          <div className="grid gap-6 lg:grid-cols-3">
            <Card className="lg:col-span-2" data-testid="continue-learning">
              <CardHeader>
                <CardTitle className="flex items-center gap-2 text-lg">
                  <PlayCircle className="size-5 text-primary" aria-hidden="true" />
                  {t("dashboard.continueLearning")}
                </CardTitle>
              </CardHeader>
              <CardContent className="grid gap-4">
                {q.data.continueLearning ? (
                  <>
                    <div className="min-w-0">
                      <p className="font-semibold break-words">
                        {q.data.continueLearning.courseTitle}
                      </p>
                      {q.data.continueLearning.nextLesson && (
                        <p className="mt-1 text-sm text-muted-foreground break-words">
                          {t("dashboard.nextLesson", {
                            lesson: q.data.continueLearning.nextLesson.title,
                            module: q.data.continueLearning.nextLesson.moduleTitle,
                          })}
                        </p>
                      )}
                    </div>
                    <div className="grid gap-1.5">
                      <div className="flex justify-between text-sm">
                        <span className="text-muted-foreground">
                          {t("dashboard.lessonsDone", {
                            done: q.data.continueLearning.completedLessons,
                            total: q.data.continueLearning.totalLessons,
                          })}
                        </span>
                        <span className="font-medium tabular-nums">
                          {q.data.continueLearning.progress}%
                        </span>
                      </div>
                      <Progress
                        value={q.data.continueLearning.progress}
                        aria-label={t("progressLabel", {
                          title: q.data.continueLearning.courseTitle,
                        })}
                      />
                    </div>
                    <Button asChild className="w-full sm:w-fit">
                      <Link
                        to={`/app/course/${q.data.continueLearning.courseId}${
                          q.data.continueLearning.nextLesson
                            ? `/${q.data.continueLearning.nextLesson.id}`
                            : ""
                        }`}
                      >
                        {t("dashboard.continue")}
                        <ArrowRight aria-hidden="true" />
                      </Link>
                    </Button>
                  </>
                ) : (
                  <div className="grid gap-3">
                    <p className="text-muted-foreground">
                      {q.data.pathEmpty
                        ? t("dashboard.noCourseYet")
                        : t("dashboard.allCoursesDone")}
                    </p>
                    <div className="flex flex-wrap gap-2">
                      <Button asChild>
                        <Link to="/app/courses">
                          <Compass aria-hidden="true" />
                          {t("dashboard.exploreCourses")}
                        </Link>
                      </Button>
                      {q.data.pathEmpty && (
                        <Button asChild variant="outline">
                          <Link to="/app/settings/learning-profile">
                            <Sparkles aria-hidden="true" />
                            {t("plan.create")}
                          </Link>
                        </Button>
                      )}
                      {q.data.pathEmpty && <SampleDataButton />}
                    </div>
                  </div>
                )}
              </CardContent>
            </Card>

            <Card>
              <CardHeader>
                <CardTitle className="flex items-center gap-2 text-lg">
                  <Target className="size-5 text-primary" aria-hidden="true" />
                  {t("dashboard.quickActions")}
                </CardTitle>
              </CardHeader>
              <CardContent className="grid gap-2">
                <Button asChild variant="outline" className="justify-start">
                  <Link to="/app/learning-path">
                    <RouteIcon aria-hidden="true" />
                    {t("dashboard.viewPath")}
                  </Link>
                </Button>
                <Button asChild variant="outline" className="justify-start">
                  <Link to="/app/courses">
                    <Compass aria-hidden="true" />
                    {t("dashboard.exploreCourses")}
                  </Link>
                </Button>
                <Button asChild variant="outline" className="justify-start">
                  <Link to="/app/achievements">
                    <Trophy aria-hidden="true" />
                    {t("dashboard.checkAchievements")}
                  </Link>
                </Button>
              </CardContent>
            </Card>
          </div>

          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-lg">
                <Clock className="size-5 text-primary" aria-hidden="true" />
                {t("dashboard.recentActivity")}
              </CardTitle>
            </CardHeader>
            <CardContent>
              {q.data.recentActivity.length === 0 ? (
                <p className="text-muted-foreground">{t("dashboard.noActivity")}</p>
              ) : (
                <ul className="divide-y" data-testid="recent-activity">
                  {q.data.recentActivity.map((a) => (
                    <li
                      key={a.lessonId}
                      className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
                    >
                      <div className="min-w-0">
                        <Link
                          to={`/app/course/${a.courseId}/${a.lessonId}`}
                          className="font-medium break-words hover:underline"
                        >
                          {a.lessonTitle}
                        </Link>
                        <p className="text-sm text-muted-foreground break-words">
                          {a.courseTitle} · {a.moduleTitle}
                        </p>
                      </div>
                      <Badge variant={a.completed ? "success" : "info"}>
                        {a.completed ? t("dashboard.completed") : t("dashboard.inProgress")}
                      </Badge>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
          <StartedProjects projects={q.data.projects ?? []} />
        </>
      )}
    </div>
  );
}
