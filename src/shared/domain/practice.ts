/**
 * The practice engine's shared model (issue 29, decision 0077): a code exercise
 * ("Programmieraufgabe") is a lesson exercise with a `practice` part. The learner's code
 * runs in the browser in a sandboxed frame with an opaque origin; the server runs the same
 * checks in Node to validate an author's or the AI's exercise. Both sides speak the types
 * below, and the pure helpers here (file names, SQL result comparison, verdicts) are the
 * one implementation both use.
 */
import { z } from "zod";
import { PRACTICE_LIMITS, PRACTICE_RUNTIMES } from "./practice-core";

export * from "./practice-core";
import { V } from "../i18n/messages";
export const practiceFileNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9_][A-Za-z0-9_.-]{0,59}$/, { message: V("practiceFileName") });

export const practiceFileSchema = z.object({
  name: practiceFileNameSchema,
  content: z.string().max(PRACTICE_LIMITS.fileChars),
});
export type PracticeFile = z.infer<typeof practiceFileSchema>;

export const practiceFilesSchema = z
  .array(practiceFileSchema)
  .min(1)
  .max(PRACTICE_LIMITS.files)
  .refine((files) => new Set(files.map((f) => f.name)).size === files.length, {
    message: V("practiceDuplicateFile"),
  })
  .refine(
    (files) => files.reduce((n, f) => n + f.content.length, 0) <= PRACTICE_LIMITS.filesChars,
    { message: V("practiceFilesTooLarge") },
  );

/**
 * One automatic check. `code` is written in the runtime's language:
 * - web / javascript: the body of an async JavaScript function run after the learner's
 *   code, in the same global scope (web: inside the preview's document). It fails by
 *   throwing; `expectEqual(actual, expected)` throws a failure that shows expected vs. got.
 * - python: Python run after the learner's code in the same globals; fails on an
 *   exception; `expect_equal(actual, expected)` shows expected vs. got.
 * - sql: optional SQL run after the learner's statements (e.g. to look at a table the
 *   learner changed); the result of that query, or else of the learner's last statement,
 *   is compared with `expectedRows` (`ordered`: the order counts).
 */
export const practiceCheckSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
  title: z.string().trim().min(1).max(300),
  hidden: z.boolean().default(false),
  code: z.string().max(PRACTICE_LIMITS.checkCodeChars).default(""),
  /** SQL only: the rows the result must have, as text cells (null for SQL NULL). */
  expectedRows: z.array(z.array(z.string().nullable())).max(PRACTICE_LIMITS.resultRows).optional(),
  /** SQL only: the column names the result must have (in order), when given. */
  expectedColumns: z.array(z.string()).optional(),
  /** SQL only: whether the rows must come in this order. */
  ordered: z.boolean().default(false),
});
export type PracticeCheck = z.infer<typeof practiceCheckSchema>;

/** The practice part of an exercise as the author writes it and the database keeps it. */
/** A run's time limit in milliseconds (exercises and projects). */
export const practiceTimeLimitSchema = z
  .number()
  .int()
  .min(PRACTICE_LIMITS.timeLimitMsMin)
  .max(PRACTICE_LIMITS.timeLimitMsMax)
  .default(PRACTICE_LIMITS.timeLimitMsDefault);

export const practiceSpecSchema = z.object({
  runtime: z.enum(PRACTICE_RUNTIMES),
  starterFiles: practiceFilesSchema,
  solutionFiles: practiceFilesSchema,
  checks: z.array(practiceCheckSchema).min(1).max(PRACTICE_LIMITS.checks),
  /** SQL only: the script that creates and fills the exercise's tables. */
  dataset: z.string().max(PRACTICE_LIMITS.datasetChars).optional(),
  timeLimitMs: practiceTimeLimitSchema,
  /** The lesson counts as completed only once this exercise is solved. */
  required: z.boolean().default(false),
});
export type PracticeSpec = z.infer<typeof practiceSpecSchema>;

/** What the learner's browser receives before the model solution is revealed. */
export type PracticePublic = Omit<PracticeSpec, "solutionFiles" | "checks"> & {
  /** `messages`: in a translated course, its thrown messages translated (decision 0149). */
  checks: (PracticeCheck & { messages?: Record<string, string> })[];
};
