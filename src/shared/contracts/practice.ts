/**
 * Practice engine API (issue 29, decision 0077). The player's course answer carries each
 * code exercise's public part (`practice`, without the model solution) and the learner's
 * own state (`practiceStates`); these routes save code as the learner types and record
 * the results of a check run.
 *
 *   PUT  /api/learning/exercises/{exerciseId}/code      savePracticeCodeRequest → practiceStateSchema
 *   POST /api/learning/exercises/{exerciseId}/results   practiceResultsRequest  → practiceResultsResponse
 *   POST /api/learning/exercises/{exerciseId}/reveal    (existing reveal)       → { solution, solutionFiles }
 */
import { z } from "zod";
import {
  PRACTICE_RUNTIMES,
  practiceCheckSchema,
  practiceFilesSchema,
} from "../domain/practice";

export const practicePublicSchema = z.object({
  runtime: z.enum(PRACTICE_RUNTIMES),
  starterFiles: practiceFilesSchema,
  checks: z.array(practiceCheckSchema),
  dataset: z.string().optional(),
  timeLimitMs: z.number(),
  required: z.boolean(),
});
export type PracticePublicPayload = z.infer<typeof practicePublicSchema>;

/** The summary of one check as stored with the learner's last run (no code, no output). */
export const storedCheckResultSchema = z.object({
  id: z.string().max(40),
  status: z.enum(["passed", "failed", "notRun"]),
});

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
});
export type PracticeResultsRequest = z.infer<typeof practiceResultsRequest>;

export const practiceResultsResponse = z.object({
  state: practiceStateSchema,
  /** True when this run solved the exercise for the first time. */
  newlySolved: z.boolean(),
  /** Badges reached with this run (BadgeId of src/shared/domain/badges.ts). */
  newBadges: z.array(z.string()),
});
export type PracticeResultsResponse = z.infer<typeof practiceResultsResponse>;
