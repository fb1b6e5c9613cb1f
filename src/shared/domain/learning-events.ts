/**
 * The record of learning's kinds and limits (issue 42, decision 0187), without zod: the
 * player imports them on its first load (the request's schema is in
 * shared/contracts/learning-events.ts).
 */
export const LEARNING_EVENT_KINDS = [
  "lesson_opened",
  "reading",
  "code_run",
  "code_checked",
  "exercise_solved",
  "quiz_answered",
  "project_submitted",
  "project_revised",
  "project_passed",
  "lesson_completed",
  "course_completed",
  // Present at a live session of a class (issue 44, decision 0230): written with the attendance.
  "live_session",
] as const;
export type LearningEventKind = (typeof LEARNING_EVENT_KINDS)[number];

/** The kinds the browser posts (the others are written with their act on the server). */
export const POSTED_EVENT_KINDS = ["lesson_opened", "reading", "code_run"] as const;

export const READING_FLUSH_SECONDS = 60;
/** One post's reading time at most (a flush interval with room for a late timer). */
export const READING_MAX_SECONDS_PER_POST = 120;
export const READING_CAP_FACTOR = 3;
export const READING_CAP_MIN_MINUTES = 10;

/** What the browser posts (validated on the server by `learningEventRequest`). */
export interface LearningEventPost {
  lessonId: string;
  kind: (typeof POSTED_EVENT_KINDS)[number];
  seconds?: number;
  exerciseId?: string;
}
