import { useMemo } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Clock, Play, RotateCcw, ArrowRight, Search, SearchX, X } from "lucide-react";
import {
  DIFFICULTIES,
  PATH_STATUSES,
  type CourseStatus,
  type CourseSummary,
  type Difficulty,
} from "@shared/contracts/learning";
import { truncateDescription } from "@shared/domain/text";
import { CourseThumbnail } from "@/components/course-thumbnail";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { DifficultyBadge, PageHeader } from "./course-badges";
import { catalogueQuery, useStartCourse } from "./learning-api";
import { useContentLanguage } from "./use-content-language";
import { logHandled } from "@/lib/log";
import { Duration } from "@/components/duration";

const ALL = "all";

function CourseCard({ course }: { course: CourseSummary }) {
  const { t } = useTranslation("learner");
  const navigate = useNavigate();
  const start = useStartCourse();
  const description = truncateDescription(course.description) ?? t("catalogue.defaultDescription");
  const to = `/app/course/${course.id}`;

  return (
    <Card className="gap-0 overflow-hidden py-0" data-testid="course-card" lang={course.language}>
      <CourseThumbnail
        url={course.thumbnailUrl}
        sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="min-w-0 text-lg leading-snug font-semibold break-words">{course.title}</h2>
          <DifficultyBadge difficulty={course.difficulty} />
        </div>
        <p className="text-sm text-muted-foreground break-words" data-testid="description">
          {description}
        </p>
        <div className="mt-auto grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="font-medium" data-testid="status">
              {t(`status.${course.status}`)}
            </span>
            <span
              className="flex items-center gap-1.5 text-muted-foreground"
              data-testid="duration"
            >
              <Clock className="size-4" aria-hidden="true" />
              <Duration minutes={course.durationMinutes} />
            </span>
          </div>
          {course.status === "in-progress" && (
            <div className="grid gap-1">
              <div className="flex justify-between text-xs text-muted-foreground">
                <span>{t("path.progress")}</span>
                <span className="tabular-nums">{course.progress}%</span>
              </div>
              <Progress
                value={course.progress}
                aria-label={t("progressLabel", { title: course.title })}
              />
            </div>
          )}
          {course.status === "not-started" ? (
            <Button
              className="w-full"
              disabled={start.isPending}
              onClick={() =>
                start.mutate(course.id, {
                  onSuccess: () => {
                    toast.success(t("catalogue.started"));
                    navigate(to);
                  },
                  onError: (err) => {
                    logHandled("start course failed", err);
                    toast.error(t("catalogue.startFailed"));
                  },
                })
              }
            >
              {start.isPending ? <Spinner /> : <Play aria-hidden="true" />}
              {t("catalogue.action.not-started")}
            </Button>
          ) : (
            <Button
              asChild
              className="w-full"
              variant={course.status === "completed" ? "outline" : "default"}
            >
              <Link to={to}>
                {course.status === "completed" ? (
                  <RotateCcw aria-hidden="true" />
                ) : (
                  <ArrowRight aria-hidden="true" />
                )}
                {t(`catalogue.action.${course.status}`)}
              </Link>
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}

function Chip({
  label,
  onRemove,
  removeLabel,
}: {
  label: string;
  onRemove: () => void;
  removeLabel: string;
}) {
  return (
    <span className="inline-flex max-w-full items-center gap-1 rounded-full border bg-accent py-0.5 pr-1 pl-3 text-sm text-accent-foreground">
      <span className="truncate">{label}</span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={removeLabel}
        className="inline-flex size-6 items-center justify-center rounded-full outline-none hover:bg-background/60 focus-visible:ring-2 focus-visible:ring-ring"
      >
        <X className="size-3.5" aria-hidden="true" />
      </button>
    </span>
  );
}

export default function CataloguePage() {
  const { t } = useTranslation("learner");
  const lang = useContentLanguage();
  const q = useQuery(catalogueQuery(lang));
  const [params, setParams] = useSearchParams();
  const search = params.get("q") ?? "";
  const difficulty = (DIFFICULTIES as readonly string[]).includes(params.get("difficulty") ?? "")
    ? (params.get("difficulty") as Difficulty)
    : ALL;
  const status = (PATH_STATUSES as readonly string[]).includes(params.get("status") ?? "")
    ? (params.get("status") as CourseStatus)
    : ALL;

  const update = (key: string, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (!value || value === ALL) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const filtered = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (q.data?.courses ?? []).filter(
      (c) =>
        (!needle ||
          c.title.toLowerCase().includes(needle) ||
          c.description.toLowerCase().includes(needle)) &&
        (difficulty === ALL || c.difficulty === difficulty) &&
        (status === ALL || c.status === status),
    );
  }, [q.data, search, difficulty, status]);

  const active = search.trim() !== "" || difficulty !== ALL || status !== ALL;

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t("catalogue.title")} subtitle={t("catalogue.subtitle")} />

      <div className="mb-4 grid gap-3 md:grid-cols-[1fr_13rem_13rem]">
        <div className="relative">
          <Label htmlFor="course-search" className="sr-only">
            {t("catalogue.searchLabel")}
          </Label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="course-search"
            type="search"
            value={search}
            onChange={(e) => update("q", e.target.value)}
            placeholder={t("catalogue.searchPlaceholder")}
            className="pl-9"
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="difficulty-filter" className="sr-only">
            {t("catalogue.difficultyLabel")}
          </Label>
          <Select value={difficulty} onValueChange={(v) => update("difficulty", v)}>
            <SelectTrigger
              id="difficulty-filter"
              className="w-full"
              aria-label={t("catalogue.difficultyLabel")}
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>{t("catalogue.allDifficulties")}</SelectItem>
              {DIFFICULTIES.map((d) => (
                <SelectItem key={d} value={d}>
                  {t(`difficulty.${d}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="status-filter" className="sr-only">
            {t("catalogue.statusLabel")}
          </Label>
          <Select value={status} onValueChange={(v) => update("status", v)}>
            <SelectTrigger
              id="status-filter"
              className="w-full"
              aria-label={t("catalogue.statusLabel")}
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>{t("catalogue.allStatuses")}</SelectItem>
              {PATH_STATUSES.map((s) => (
                <SelectItem key={s} value={s}>
                  {t(`status.${s}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>

      {active && (
        <div className="mb-4 flex flex-wrap items-center gap-2" data-testid="filter-chips">
          {search.trim() && (
            <Chip
              label={t("catalogue.chipSearch", { value: search.trim() })}
              removeLabel={t("catalogue.removeFilter", { value: search.trim() })}
              onRemove={() => update("q", "")}
            />
          )}
          {difficulty !== ALL && (
            <Chip
              label={t(`difficulty.${difficulty}`)}
              removeLabel={t("catalogue.removeFilter", { value: t(`difficulty.${difficulty}`) })}
              onRemove={() => update("difficulty", ALL)}
            />
          )}
          {status !== ALL && (
            <Chip
              label={t(`status.${status}`)}
              removeLabel={t("catalogue.removeFilter", { value: t(`status.${status}`) })}
              onRemove={() => update("status", ALL)}
            />
          )}
          <Button variant="link" size="sm" onClick={() => setParams({}, { replace: true })}>
            {t("catalogue.reset")}
          </Button>
        </div>
      )}

      {q.isPending ? (
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only" role="status">
            {t("loading")}
          </span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-96 rounded-xl" />
          ))}
        </div>
      ) : q.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{t("catalogue.loadError")}</AlertDescription>
        </Alert>
      ) : (
        <>
          <p
            className="mb-4 text-sm text-muted-foreground"
            role="status"
            data-testid="course-count"
          >
            {t("catalogue.count", { count: filtered.length })}
          </p>
          {filtered.length === 0 ? (
            <section className="rounded-2xl border border-dashed bg-card p-10 text-center">
              <SearchX className="mx-auto mb-3 size-10 text-muted-foreground" aria-hidden="true" />
              <h2 className="text-lg font-semibold">{t("catalogue.emptyTitle")}</h2>
              <p className="mt-2 text-muted-foreground">
                {active ? t("catalogue.emptyFiltered") : t("catalogue.emptyNone")}
              </p>
              {active && (
                <Button
                  variant="outline"
                  className="mt-5"
                  onClick={() => setParams({}, { replace: true })}
                >
                  {t("catalogue.reset")}
                </Button>
              )}
            </section>
          ) : (
            <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {filtered.map((c) => (
                <CourseCard key={c.id} course={c} />
              ))}
            </div>
          )}
        </>
      )}
    </div>
  );
}
