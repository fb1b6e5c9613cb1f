import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { CheckCircle2, ChevronLeft, ChevronRight, Clock, Lock, Target } from "lucide-react";
import type { PlayerLesson } from "@shared/contracts/learning";
import type { PracticeState, Revealed, RevealedSolution } from "@shared/contracts/practice";
import { orderLessonBlocks } from "@shared/domain/blocks";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { CodeCard } from "./code-card";
import { ExerciseCard } from "./exercise-card";
import { Markdown } from "@/components/lazy-markdown";
import { QuizCard, type QuizVerdict } from "./quiz-card";
import { VideoPlayer } from "./video-player";
import { TutorPanel } from "./tutor-panel";

/** "Fragen & Antworten" (issue 45): its code and texts load after the lesson, not with it. */
const DiscussionSection = lazy(() => import("./discussion/discussion-section"));

/** The code exercise card brings CodeMirror and the runtimes: loaded only when one is on screen. */
const PracticeCard = lazy(() => import("./practice-card"));

/** What a code exercise card needs besides the exercise (decision 0086). */
export interface PracticeContext {
  courseId: string;
  /** The learner's saved code and results (player answer's `practiceStates`). */
  states: PracticeState[];
  signedIn: boolean;
}

const KNOWN_TYPES = [
  "enhanced_text",
  "text",
  "video",
  "exercise",
  "quiz",
  "project",
  "interactive",
];

/** The blocks of a lesson in the spec's order: text, code examples, exercises, quizzes. */
export function LessonBlocks({
  lesson,
  revealed,
  onRevealSolution,
  onQuizAnswer,
  practice,
}: {
  lesson: PlayerLesson;
  /** Code exercises: the course and the learner's saved state (absent: shown as plain ones). */
  practice?: PracticeContext;
  /** Model solutions the learner revealed before (decision 0081). */
  revealed?: Revealed;
  /** Reveals an exercise's model solution on the server (the AI tutor may use it then). */
  onRevealSolution?: (exerciseId: string) => Promise<RevealedSolution>;
  /** Checks a quiz answer on the server: the verdict, correct answer and explanation. */
  onQuizAnswer?: (quizId: string, choice: number) => Promise<QuizVerdict>;
}) {
  const blocks = orderLessonBlocks(lesson);
  let ex = 0;
  let qz = 0;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      {blocks.map((b) => {
        switch (b.kind) {
          case "content":
            return (
              <Markdown key={b.key} className="text-foreground/90">
                {lesson.content}
              </Markdown>
            );
          case "code":
            return <CodeCard key={b.key} example={b.item} />;
          case "exercise": {
            const spec = b.item.practice;
            if (spec && practice)
              return (
                <Suspense
                  key={b.key}
                  fallback={
                    <Skeleton className="h-[36rem] rounded-xl" data-testid="practice-loading" />
                  }
                >
                  <PracticeCard
                    exercise={b.item}
                    practice={spec}
                    index={ex++}
                    courseId={practice.courseId}
                    lessonId={lesson.id}
                    state={practice.states.find((s) => s.exerciseId === b.item.id) ?? null}
                    signedIn={practice.signedIn}
                    revealed={revealed?.solutions.find((r) => r.exerciseId === b.item.id)}
                    onRevealSolution={onRevealSolution && (() => onRevealSolution(b.item.id))}
                  />
                </Suspense>
              );
            return (
              <ExerciseCard
                key={b.key}
                exercise={b.item}
                index={ex++}
                revealed={revealed?.solutions.find((r) => r.exerciseId === b.item.id)}
                onRevealSolution={onRevealSolution && (() => onRevealSolution(b.item.id))}
              />
            );
          }
          case "quiz":
            return <QuizCard key={b.key} quiz={b.item} index={qz++} onAnswer={onQuizAnswer} />;
        }
      })}
    </div>
  );
}

export function LessonView({
  lesson,
  moduleTitle,
  completed,
  signedIn,
  saving,
  onComplete,
  revealed,
  onRevealSolution,
  onQuizAnswer,
  prevHref,
  nextHref,
  courseId,
  practiceStates,
}: {
  lesson: PlayerLesson;
  moduleTitle: string;
  completed: boolean;
  signedIn: boolean;
  saving: boolean;
  onComplete: () => void;
  revealed?: Revealed;
  onRevealSolution?: (exerciseId: string) => Promise<RevealedSolution>;
  onQuizAnswer?: (quizId: string, choice: number) => Promise<QuizVerdict>;
  prevHref: string | null;
  nextHref: string | null;
  courseId: string;
  /** The learner's saved code of the course's code exercises. */
  practiceStates: PracticeState[];
}) {
  const { t } = useTranslation("player");
  const type = KNOWN_TYPES.includes(lesson.lessonType)
    ? t(`lessonType.${lesson.lessonType}`)
    : lesson.lessonType;
  return (
    <article className="min-w-0" data-testid="lesson-view" aria-labelledby="lesson-title">
      <header className="mb-6 grid gap-3">
        <p className="text-sm font-medium text-primary break-words">{moduleTitle}</p>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{type}</Badge>
          <Badge variant="outline" className="gap-1">
            <Clock aria-hidden="true" />
            {t("minutes", { count: lesson.estimatedMinutes })}
          </Badge>
          {completed && (
            <Badge variant="success" data-testid="lesson-completed-badge">
              <CheckCircle2 aria-hidden="true" />
              {t("lesson.completed")}
            </Badge>
          )}
        </div>
        {signedIn && (
          <div className="flex justify-end">
            <TutorPanel lessonId={lesson.id} />
          </div>
        )}
        <h2
          id="lesson-title"
          className="text-2xl font-semibold tracking-tight break-words sm:text-3xl"
        >
          {lesson.title}
        </h2>
        {lesson.learningObjective && (
          <div className="flex gap-3 rounded-xl border bg-accent/50 p-4">
            <Target className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <div>
              <p className="text-sm font-semibold">{t("lesson.objective")}</p>
              <p className="text-sm text-foreground/80 break-words">{lesson.learningObjective}</p>
            </div>
          </div>
        )}
      </header>

      {lesson.videoUrl && (
        <div className="mb-6">
          <VideoPlayer url={lesson.videoUrl} title={lesson.title} />
        </div>
      )}

      <LessonBlocks
        lesson={lesson}
        revealed={revealed}
        onRevealSolution={signedIn ? onRevealSolution : undefined}
        onQuizAnswer={onQuizAnswer}
        practice={{ courseId, states: practiceStates, signedIn }}
      />

      <footer className="mt-10 grid grid-cols-2 gap-3 border-t pt-6 sm:flex sm:items-center sm:justify-between">
        {prevHref ? (
          <Button asChild variant="outline" className="order-1">
            <Link to={prevHref}>
              <ChevronLeft aria-hidden="true" />
              {t("lesson.previous")}
            </Link>
          </Button>
        ) : (
          <Button variant="outline" disabled className="order-1">
            <ChevronLeft aria-hidden="true" />
            {t("lesson.previous")}
          </Button>
        )}
        <Button
          className="order-3 col-span-2 sm:order-2"
          disabled={!signedIn || completed || saving}
          onClick={onComplete}
          data-testid="complete-lesson"
        >
          {!signedIn ? (
            <>
              <Lock aria-hidden="true" />
              {t("lesson.signInRequired")}
            </>
          ) : saving ? (
            <>
              <Spinner />
              {t("lesson.saving")}
            </>
          ) : completed ? (
            <>
              <CheckCircle2 aria-hidden="true" />
              {t("lesson.completed")}
            </>
          ) : (
            <>
              <CheckCircle2 aria-hidden="true" />
              {t("lesson.markComplete")}
            </>
          )}
        </Button>
        {nextHref ? (
          <Button asChild variant="outline" className="order-2 sm:order-3">
            <Link to={nextHref}>
              {t("lesson.next")}
              <ChevronRight aria-hidden="true" />
            </Link>
          </Button>
        ) : (
          <Button variant="outline" disabled className="order-2 sm:order-3">
            {t("lesson.next")}
            <ChevronRight aria-hidden="true" />
          </Button>
        )}
      </footer>

      {signedIn && (
        <Suspense fallback={<Skeleton className="mt-10 h-40 rounded-xl" />}>
          <DiscussionSection key={lesson.id} lessonId={lesson.id} />
        </Suspense>
      )}
    </article>
  );
}
