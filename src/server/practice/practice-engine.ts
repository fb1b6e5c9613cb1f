import type { PracticeSpec } from "@shared/domain/practice";
import type { PracticeValidationRecord } from "../db/schema";
import { practiceHash, validatePracticeExercise, type PracticeProblem } from "./validate";

/**
 * The practice library's service (decision 0083): what other modules call. A validation's
 * outcome is stored on the exercise (`lesson_exercises.practice_validation`) with the hash
 * of what it checked, so an unchanged exercise is never run twice.
 */

export type { PracticeProblem, PracticeValidation } from "./validate";
export { validatePracticeExercise, practiceHash } from "./validate";
export { closePracticeRuntimes, runPractice, warmPracticeRuntime } from "./runner";

/** The note kept on an exercise the AI could not make runnable (stored plain; the preview warns). */
export const GENERATED_PLAIN = "generatedPlain";

/** True when `record` is an outcome for exactly this spec. */
export function isCurrent(spec: PracticeSpec, record: PracticeValidationRecord | null | undefined) {
  return !!record && record.hash === practiceHash(spec);
}

/** Validates `spec` and answers the record to store. */
export async function validationRecord(spec: PracticeSpec): Promise<PracticeValidationRecord> {
  const v = await validatePracticeExercise(spec);
  return {
    hash: practiceHash(spec),
    ok: v.ok,
    ...(v.problems.length ? { problems: v.problems } : {}),
    at: new Date().toISOString(),
  };
}

/**
 * The stored record when it is current, else a fresh validation (`fresh: true`: the caller
 * stores it). Exercises are validated one after the other (each runtime runs one at a time).
 */
export async function currentRecord(
  spec: PracticeSpec,
  stored: PracticeValidationRecord | null | undefined,
): Promise<{ record: PracticeValidationRecord; fresh: boolean }> {
  if (stored && isCurrent(spec, stored)) return { record: stored, fresh: false };
  return { record: await validationRecord(spec), fresh: true };
}

/** The record of a plain exercise the AI could not make runnable (why, for the preview). */
export function generatedPlainRecord(
  problems: PracticeProblem[] | string[],
): PracticeValidationRecord {
  return {
    hash: GENERATED_PLAIN,
    ok: false,
    problems: [{ kind: GENERATED_PLAIN, reasons: problems }],
    at: new Date().toISOString(),
  };
}

export const isGeneratedPlain = (record: PracticeValidationRecord | null | undefined) =>
  record?.hash === GENERATED_PLAIN;

/** The problems of a record, by kind (solution fails or errs, starter passes). */
export function recordVerdict(record: PracticeValidationRecord) {
  const problems = (record.problems ?? []) as PracticeProblem[];
  return {
    solutionFails: problems.some((p) => p.kind === "solutionFails" || p.kind === "solutionError"),
    starterPasses: problems.some((p) => p.kind === "starterPasses"),
  };
}
