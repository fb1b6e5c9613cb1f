/**
 * The record of learning (issue 42, decision 0187): every act of learning is an event. Most
 * are written on the server with the act itself (a check run, a solution, a quiz answer, a
 * project submitted, revised or passed, a lesson or course completed, present at a class's
 * live session (decision 0230)); the browser posts the
 * acts that have no write of their own:
 *
 *   POST /api/learning/events   learningEventRequest → { ok: true }
 *
 * `lesson_opened` when a lesson is shown; `reading` with the seconds the lesson was visible
 * since the last post (the browser posts at most every READING_FLUSH_SECONDS and when the tab
 * is hidden or the lesson left); `code_run` when the learner runs their code. The server caps a
 * learner's reading of a lesson at READING_CAP_FACTOR times its minutes (at least
 * READING_CAP_MIN_MINUTES), so a tab left open counts no more than a careful read.
 */
import { z } from "zod";
import { POSTED_EVENT_KINDS, READING_MAX_SECONDS_PER_POST } from "../domain/learning-events";

export {
  LEARNING_EVENT_KINDS,
  POSTED_EVENT_KINDS,
  READING_CAP_FACTOR,
  READING_CAP_MIN_MINUTES,
  READING_FLUSH_SECONDS,
  READING_MAX_SECONDS_PER_POST,
  type LearningEventKind,
} from "../domain/learning-events";

export const learningEventRequest = z.object({
  lessonId: z.string(),
  kind: z.enum(POSTED_EVENT_KINDS),
  /** `reading` only: visible seconds since the last post. */
  seconds: z.number().int().min(0).max(READING_MAX_SECONDS_PER_POST).optional(),
  /** `code_run` only: the code exercise that was run. */
  exerciseId: z.string().optional(),
});
export type LearningEventRequest = z.infer<typeof learningEventRequest>;

export const learningEventResponse = z.object({ ok: z.literal(true) });
