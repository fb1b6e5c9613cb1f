import {
  Suspense,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { Link, useNavigate, useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import {
  ArrowLeft,
  BookOpen,
  Clock,
  Layers,
  ListTree,
  PanelLeftClose,
  PanelLeftOpen,
} from "lucide-react";
import type { PlayerResponse } from "@shared/contracts/learning";
import { PRACTICE_REQUIRED } from "@shared/contracts/practice-codes";
import { courseMinutes } from "@shared/domain/duration";
import { PLAYER_HEADER_IMAGE_SIZES } from "@shared/domain/media";
import { CourseThumbnail } from "@/components/course-thumbnail";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Sheet, SheetContent, SheetTitle } from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api";
import { useSession } from "@/lib/session";
import { celebrate } from "./confetti";
import { announceBadge } from "@/lib/achievements";
import { CertificateCard } from "@/components/certificate-card";
import { LessonList } from "./lesson-list";
import { CertificateWaitsNote, CourseProjectLinks } from "@/components/course-projects";
import { LessonView } from "./lesson-view";
import {
  onLessonCompletedBySolving,
  playerQuery,
  useAnswerQuiz,
  useCompleteLesson,
  useRevealSolution,
} from "./player-api";
import { useContentLanguage } from "./use-content-language";
import { useLearningRecord } from "./use-learning-record";
import { useStoredBoolean } from "@/lib/use-stored-boolean";
import { Duration } from "@/components/duration";

/** localStorage key of the lesson list's collapsed state. */
export const LESSON_LIST_KEY = "kurswerk.player.lessonsCollapsed";
const NEXT_LESSON_DELAY = 2000;

function Centered({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto max-w-xl py-10">{children}</div>;
}

function BackLink() {
  const { t } = useTranslation("player");
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit">
      <Link to="/app/learning-path">
        <ArrowLeft aria-hidden="true" />
        {t("header.back")}
      </Link>
    </Button>
  );
}

/**
 * Shows `fallback` in the first paint and renders `children` right after, interruptibly: the
 * course header (the largest paint) is on screen before the lesson's markdown, code and
 * exercises are rendered, and that rendering yields to the browser instead of one long task.
 */
function AfterFirstPaint({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : fallback;
}

function LessonSkeleton() {
  return (
    <div className="grid gap-3" data-testid="lesson-loading">
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="h-64 rounded-xl" />
    </div>
  );
}

function PlayerSkeleton() {
  const { t } = useTranslation("player");
  return (
    <div className="grid gap-6" data-testid="player-loading">
      <span className="sr-only" role="status">
        {t("loading")}
      </span>
      <Skeleton className="h-36 rounded-xl" />
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <Skeleton className="hidden h-96 rounded-xl lg:block" />
        <div className="grid gap-3">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-64 rounded-xl" />
        </div>
      </div>
    </div>
  );
}

function Header({ data }: { data: PlayerResponse }) {
  const { t } = useTranslation("player");
  const lessons = data.modules.flatMap((m) => m.lessons);
  const minutes = courseMinutes({
    lessons: lessons.length,
    lessonMinutes: lessons.reduce((a, l) => a + l.estimatedMinutes, 0),
    estimatedHours: null,
  });
  return (
    <header
      className="mb-6 grid gap-4 rounded-2xl border bg-card p-5 sm:p-6"
      lang={data.course.language}
    >
      <BackLink />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
            {data.course.title}
          </h1>
          {data.course.description && (
            <p className="mt-2 line-clamp-3 text-muted-foreground break-words">
              {data.course.description}
            </p>
          )}
        </div>
        {data.course.thumbnailUrl && (
          <div className="order-first w-full shrink-0 overflow-hidden rounded-xl border sm:order-last sm:w-56">
            <CourseThumbnail
              url={data.course.thumbnailUrl}
              sizes={PLAYER_HEADER_IMAGE_SIZES}
              eager
            />
          </div>
        )}
        {!data.course.offered && (
          <p className="mt-3 rounded-lg border bg-muted p-3 text-sm" data-testid="not-offered">
            {t("header.notOffered")}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
        <span className="flex items-center gap-1.5">
          <Layers className="size-4" aria-hidden="true" />
          {t("header.modules", { count: data.modules.length })}
        </span>
        <span className="flex items-center gap-1.5">
          <BookOpen className="size-4" aria-hidden="true" />
          {t("header.lessons", { count: lessons.length })}
        </span>
        <span className="flex items-center gap-1.5" data-testid="duration">
          <Clock className="size-4" aria-hidden="true" />
          <Duration minutes={minutes} />
        </span>
      </div>
      <div className="grid gap-1.5">
        <div className="flex justify-between text-sm">
          <span className="text-muted-foreground">{t("header.progress")}</span>
          <span className="font-medium tabular-nums" data-testid="course-progress">
            {t("header.percent", { percent: data.progress.progress })}
          </span>
        </div>
        <Progress value={data.progress.progress} aria-label={t("header.progress")} />
      </div>
    </header>
  );
}

function Player({ courseId, lessonId }: { courseId: string; lessonId: string | undefined }) {
  const { t } = useTranslation("player");
  const { t: tc } = useTranslation();
  const lang = useContentLanguage();
  const navigate = useNavigate();
  const { user } = useSession();
  const q = useQuery(playerQuery(courseId, lang));
  const complete = useCompleteLesson(courseId, lang);
  const answerQuiz = useAnswerQuiz(courseId, lang);
  const revealSolution = useRevealSolution(courseId, lang);
  const [collapsed, setCollapsed] = useStoredBoolean(LESSON_LIST_KEY, false);
  const [drawer, setDrawer] = useState(false);
  const advance = useRef<number | undefined>(undefined);

  const flat = useMemo(
    () =>
      (q.data?.modules ?? []).flatMap((m) =>
        m.lessons.map((lesson) => ({
          lesson,
          moduleTitle: m.title?.trim() || t("list.unknownModule"),
        })),
      ),
    [q.data, t],
  );
  const completed = useMemo(() => new Set(q.data?.progress.completedLessonIds ?? []), [q.data]);
  const index = (() => {
    if (!flat.length) return -1;
    const i = flat.findIndex((x) => x.lesson.id === lessonId);
    if (i >= 0) return i;
    const open = flat.findIndex((x) => !completed.has(x.lesson.id));
    return open >= 0 ? open : 0;
  })();
  const current = index >= 0 ? flat[index] : null;
  const href = (i: number) =>
    i >= 0 && i < flat.length ? `/app/course/${courseId}/${flat[i].lesson.id}` : null;

  // The URL follows the selected lesson.
  useEffect(() => {
    if (current && current.lesson.id !== lessonId)
      navigate(`/app/course/${courseId}/${current.lesson.id}`, { replace: true });
  }, [current, lessonId, courseId, navigate]);

  // A solution that completed its lesson (decision 0188) is celebrated as the button's
  // completion: confetti, one toast (with a newly earned badge), the next lesson.
  const latest = useRef({ flat, currentId: current?.lesson.id });
  latest.current = { flat, currentId: current?.lesson.id };
  useEffect(
    () =>
      onLessonCompletedBySolving((result, practiceBadges) => {
        void celebrate();
        const badge = result.earned.newBadge ?? practiceBadges[0] ?? null;
        if (badge) void announceBadge(badge, t("lesson.completedToast"));
        else toast.success(t("lesson.completedToast"));
        const { flat: lessons, currentId: shown } = latest.current;
        const i = lessons.findIndex((x) => x.lesson.id === result.lessonId);
        const next = i >= 0 ? lessons[i + 1] : undefined;
        if (next && shown === result.lessonId) {
          window.clearTimeout(advance.current);
          advance.current = window.setTimeout(
            () => navigate(`/app/course/${courseId}/${next.lesson.id}`),
            NEXT_LESSON_DELAY,
          );
        }
      }),
    [courseId, navigate, t],
  );

  // Scroll to top on lesson change; a pending auto-advance belongs to the old lesson.
  const currentId = current?.lesson.id;
  useEffect(() => {
    window.scrollTo({ top: 0 });
    return () => window.clearTimeout(advance.current);
  }, [currentId]);
  // The record of learning: the lesson opened and the time it is read (decision 0187).
  useLearningRecord(currentId, Boolean(user));

  if (q.isPending) return <PlayerSkeleton />;
  if (q.isError) {
    const notFound = q.error instanceof ApiError && q.error.status === 404;
    return (
      <Centered>
        <BackLink />
        <Alert variant="destructive" className="mt-4">
          <AlertDescription>
            {notFound ? t("state.notFound") : t("state.loadError")}
          </AlertDescription>
        </Alert>
      </Centered>
    );
  }
  const data = q.data;
  const lessonCount = flat.length;
  if (!current)
    return (
      <Centered>
        <BackLink />
        <section className="mt-4 rounded-2xl border border-dashed bg-card p-8 text-center">
          <h1 className="text-xl font-semibold">{t("state.notAvailable")}</h1>
          <p className="mt-2 text-sm text-muted-foreground" data-testid="debug-counts">
            {t("state.debugCounts", { modules: data.modules.length, lessons: lessonCount })}
          </p>
        </section>
      </Centered>
    );

  const nextHref = href(index + 1);
  const onComplete = () =>
    complete.mutate(current.lesson.id, {
      onSuccess: (result) => {
        void celebrate();
        // One toast per action: a newly earned badge is told in the completion toast.
        if (result.earned.newBadge)
          void announceBadge(result.earned.newBadge, t("lesson.completedToast"));
        else toast.success(t("lesson.completedToast"));
        if (nextHref) {
          window.clearTimeout(advance.current);
          advance.current = window.setTimeout(() => navigate(nextHref), NEXT_LESSON_DELAY);
        }
      },
      onError: (err) => {
        // A required code exercise is not solved yet: the server's message says so (decision 0080).
        if (err instanceof ApiError && err.code === PRACTICE_REQUIRED)
          return void toast.error(err.message);
        // Already complete (or signed out): refused silently, the view shows the server's state.
        if (err instanceof ApiError && (err.status === 409 || err.status === 401)) return;
        toast.error(t("lesson.saveFailed", { message: err.message || tc("errors.unexpected") }));
      },
    });

  const list = (onNavigate?: () => void) => (
    <>
      <LessonList
        courseId={courseId}
        modules={data.modules}
        currentId={current.lesson.id}
        completed={completed}
        onNavigate={onNavigate}
      />
      <CourseProjectLinks
        courseId={courseId}
        projects={data.projects ?? []}
        moduleTitles={new Map(data.modules.map((m) => [m.id, m.title]))}
        onNavigate={onNavigate}
      />
    </>
  );

  return (
    <div className="mx-auto max-w-7xl">
      <Header data={data} />
      <CertificateWaitsNote projects={data.projects ?? []} hasCertificate={!!data.certificate} />
      {data.progress.completed && data.certificate && (
        <section className="mb-6" aria-label={tc("certificate.title")}>
          <CertificateCard certificate={data.certificate} />
        </section>
      )}
      <div className="mb-4 flex gap-2 lg:hidden">
        <Button variant="outline" onClick={() => setDrawer(true)} data-testid="open-lessons">
          <ListTree aria-hidden="true" />
          {t("list.open", { done: completed.size, total: lessonCount })}
        </Button>
      </div>
      <Sheet open={drawer} onOpenChange={setDrawer}>
        <SheetContent side="left" className="w-80 p-4 pt-6" closeLabel={tc("a11y.close")}>
          <SheetTitle className="px-2">{t("list.title")}</SheetTitle>
          {list(() => setDrawer(false))}
        </SheetContent>
      </Sheet>
      <div
        className={
          collapsed
            ? "grid gap-6 lg:grid-cols-[auto_minmax(0,1fr)]"
            : "grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] xl:grid-cols-[20rem_minmax(0,1fr)]"
        }
      >
        <aside className="hidden lg:block" aria-label={t("list.title")}>
          <div className="sticky top-20 grid max-h-[calc(100dvh-6rem)] gap-3 overflow-y-auto rounded-2xl border bg-card p-3">
            <div className="flex items-center justify-between gap-2">
              {!collapsed && <p className="px-2 text-sm font-semibold">{t("list.title")}</p>}
              <Button
                variant="ghost"
                size="icon"
                aria-expanded={!collapsed}
                aria-label={collapsed ? t("list.expand") : t("list.collapse")}
                onClick={() => setCollapsed(!collapsed)}
                data-testid="lesson-list-toggle"
              >
                {collapsed ? (
                  <PanelLeftOpen aria-hidden="true" />
                ) : (
                  <PanelLeftClose aria-hidden="true" />
                )}
              </Button>
            </div>
            {!collapsed && list()}
          </div>
        </aside>
        <div className="min-w-0 rounded-2xl border bg-card p-5 sm:p-8" lang={data.course.language}>
          <AfterFirstPaint fallback={<LessonSkeleton />}>
            {/* …and while the markdown renderer, fetched alongside this page, is not there yet. */}
            <Suspense fallback={<LessonSkeleton />}>
              <LessonView
                key={current.lesson.id}
                lesson={current.lesson}
                moduleTitle={current.moduleTitle}
                completed={completed.has(current.lesson.id)}
                signedIn={!!user}
                saving={complete.isPending}
                onComplete={onComplete}
                revealed={data.revealed}
                onRevealSolution={(exerciseId) =>
                  revealSolution.mutateAsync({ lessonId: current.lesson.id, exerciseId })
                }
                onQuizAnswer={async (quizId, choice) => {
                  // The server checks the answer and only then tells the correct one (decision 0081).
                  const r = await answerQuiz.mutateAsync({ quizId, choice });
                  if (r.newBadge) void announceBadge(r.newBadge);
                  return r;
                }}
                prevHref={href(index - 1)}
                nextHref={nextHref}
                courseId={courseId}
                practiceStates={data.practiceStates}
              />
            </Suspense>
          </AfterFirstPaint>
        </div>
      </div>
    </div>
  );
}

export default function PlayerPage() {
  const { t } = useTranslation("player");
  const { courseId, lessonId } = useParams();
  if (!courseId)
    return (
      <Centered>
        <BackLink />
        <Alert variant="destructive" className="mt-4">
          <AlertDescription>{t("state.missingId")}</AlertDescription>
        </Alert>
      </Centered>
    );
  return <Player courseId={courseId} lessonId={lessonId} />;
}
