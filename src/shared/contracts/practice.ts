/**
 * Practice engine API (issue 29, decision 0077). The player's course answer carries each
 * code exercise's public part (`practice`, without the model solution) and the learner's
 * own state (`practiceStates`); these routes save code as the learner types and record
 * the results of a check run.
 *
 *   PUT  /api/learning/exercises/{exerciseId}/code      savePracticeCodeRequest → practiceStateSchema
 *   POST /api/learning/exercises/{exerciseId}/results   practiceResultsRequest  → practiceResultsResponse
 *   POST /api/learning/lessons/{lessonId}/reveals        { kind: "solution", itemId } → revealSolutionResponse
 *
 * Answers only when earned (issue 33, decision 0081): the player's answer carries no model
 * solution and no quiz answer until the learner revealed or answered it (`revealed`).
 * A lesson with a required, unsolved code exercise refuses its completion with 409
 * `PRACTICE_REQUIRED` (decision 0080).
 */
import { z } from "zod";
import { BADGE_IDS } from "../domain/badges";
import { PRACTICE_RUNTIMES, practiceCheckSchema, practiceFilesSchema } from "../domain/practice";
import { languageSchema } from "./auth";
import { earnedSchema, timeZoneSchema } from "./achievements";

export const practicePublicSchema = z.object({
  runtime: z.enum(PRACTICE_RUNTIMES),
  starterFiles: practiceFilesSchema,
  /** `messages`: the check's thrown messages translated, by source text (decision 0149). */
  checks: z.array(
    practiceCheckSchema.extend({
      messages: z.record(z.string(), z.string()).optional(),
    }),
  ),
  dataset: z.string().optional(),
  timeLimitMs: z.number(),
  required: z.boolean(),
});
export type PracticePublicPayload = z.infer<typeof practicePublicSchema>;

const failureText = z.string().max(2_000);
/** Why a check failed (`CheckFailure` of the domain), bounded; the tutor reads it too. */
export const checkFailureSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("equal"), expected: failureText, actual: failureText }),
  z.object({ kind: z.literal("message"), text: failureText }),
  z.object({ kind: z.literal("rowCount"), expected: z.number(), actual: z.number() }),
  z.object({
    kind: z.literal("columns"),
    expected: z.array(z.string().max(200)).max(100),
    actual: z.array(z.string().max(200)).max(100),
  }),
  z.object({ kind: z.literal("rows"), expected: failureText, actual: failureText }),
  z.object({ kind: z.literal("noResult") }),
  z.object({ kind: z.literal("error"), text: failureText }),
  z.object({ kind: z.literal("limit"), limit: z.enum(["time", "output", "memory"]) }),
]);

/** The summary of one check as stored with the learner's last run (no code, no output). */
export const storedCheckResultSchema = z.object({
  id: z.string().max(40),
  status: z.enum(["passed", "failed", "notRun"]),
  /** Why it failed (expected vs. got), as the player showed it. */
  failure: checkFailureSchema.optional(),
});
export type StoredCheckResultPayload = z.infer<typeof storedCheckResultSchema>;

export { PRACTICE_REQUIRED } from "./practice-codes";

/** The model solution of an exercise, once the learner revealed it. */
export const revealedSolutionSchema = z.object({
  exerciseId: z.string(),
  solution: z.string().nullable(),
  /** A code exercise's model solution files (null for a plain exercise). */
  solutionFiles: practiceFilesSchema.nullable(),
});
export type RevealedSolution = z.infer<typeof revealedSolutionSchema>;

/** A quiz's correct answer and explanation, once the learner answered it. */
export const revealedQuizSchema = z.object({
  quizId: z.string(),
  correctAnswer: z.number(),
  explanation: z.string().nullable(),
});
export type RevealedQuiz = z.infer<typeof revealedQuizSchema>;

/** What the learner has earned to see in a course (part of the player's answer). */
export const revealedSchema = z.object({
  solutions: z.array(revealedSolutionSchema),
  quizzes: z.array(revealedQuizSchema),
});
export type Revealed = z.infer<typeof revealedSchema>;

/** The answer of a reveal: the model solution in the language the learner reads. */
export const revealSolutionResponse = revealedSolutionSchema;
export type RevealSolutionResponse = z.infer<typeof revealSolutionResponse>;

/** The learner's state of one code exercise. */
export const practiceStateSchema = z.object({
  exerciseId: z.string(),
  /** The learner's current files (null: never saved, show the starter files). */
  files: practiceFilesSchema.nullable(),
  /** Bumped by every save; a stale `expectedRevision` answers 409 (another device wrote). */
  revision: z.number(),
  solved: z.boolean(),
  solvedAt: z.string().nullable(),
  /** The last files that passed every check. */
  passedFiles: practiceFilesSchema.nullable(),
  lastResults: z.array(storedCheckResultSchema).nullable(),
  updatedAt: z.string().nullable(),
});
export type PracticeState = z.infer<typeof practiceStateSchema>;

export const savePracticeCodeRequest = z.object({
  files: practiceFilesSchema,
  /** The revision the browser last saw; omitted on the first save. */
  expectedRevision: z.number().int().min(0).optional(),
});
export type SavePracticeCodeRequest = z.infer<typeof savePracticeCodeRequest>;

export const practiceResultsRequest = z.object({
  files: practiceFilesSchema,
  results: z.array(storedCheckResultSchema).min(1).max(40),
  /** As for a completion: the streak's day when solving completes the lesson (decision 0188). */
  timeZone: timeZoneSchema.optional(),
  /** The language the learner reads the course in (a certificate issued by this completion). */
  lang: languageSchema.optional(),
});
export type PracticeResultsRequest = z.infer<typeof practiceResultsRequest>;

export const practiceResultsResponse = z.object({
  state: practiceStateSchema,
  /** True when this run solved the exercise for the first time. */
  newlySolved: z.boolean(),
  /** Badges reached with this run (BadgeId of src/shared/domain/badges.ts). */
  newBadges: z.array(z.enum(BADGE_IDS)),
  /**
   * When this solution completed the lesson (its required code exercises are all solved now,
   * decision 0188): the course's progress and what the completion earned, as
   * `completeLessonResponse` answers them; else null.
   */
  completion: z
    .object({
      lessonId: z.string(),
      courseId: z.string(),
      completedLessonIds: z.array(z.string()),
      totalLessons: z.number(),
      progress: z.number(),
      completed: z.boolean(),
      earned: earnedSchema,
    })
    .nullable(),
});
export type PracticeResultsResponse = z.infer<typeof practiceResultsResponse>;
