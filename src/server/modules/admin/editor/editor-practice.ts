import type { PracticeValidationRecord } from "../../../db/schema";
import { practiceSpecSchema, type PracticeSpec } from "@shared/domain/practice";
import type { z } from "zod";
import type { practiceValidationSummary } from "@shared/contracts/editor";
import {
  currentRecord,
  isCurrent,
  isGeneratedPlain,
  practiceHash,
} from "../../../practice/practice-engine";
import { structureSourceOnly } from "./editor-common";

/**
 * The editor's side of code exercises (issue 29, decision 0083): what the lesson detail
 * shows of an exercise's practice part, the validation stored with a save, and what a
 * translated version may change (the check titles, nothing else).
 */

type ExerciseRow = { practice: unknown; practiceValidation: unknown };

const parsed = (value: unknown): PracticeSpec | null => {
  if (!value) return null;
  const r = practiceSpecSchema.safeParse(value);
  return r.success ? r.data : null;
};

/** The practice part as the editor shows it (check titles of the translation applied). */
export function editorPractice(
  row: ExerciseRow,
  checkTitles: Record<string, string> | undefined,
): {
  practice: PracticeSpec | null;
  practiceValidation: z.infer<typeof practiceValidationSummary> | null;
} {
  const spec = parsed(row.practice);
  const record = row.practiceValidation as PracticeValidationRecord | null;
  const practice = spec && {
    ...spec,
    checks: spec.checks.map((c) => ({ ...c, title: checkTitles?.[c.id] || c.title })),
  };
  return {
    practice,
    practiceValidation: record
      ? {
          current: spec ? isCurrent(spec, record) : isGeneratedPlain(record),
          ok: record.ok,
          problems: (record.problems ?? []) as { kind: string }[],
          at: record.at,
        }
      : null,
  };
}

/**
 * The validation to store with a saved practice part: the stored one when the part did not
 * change (same hash), else a run now. Run before the write's transaction opens.
 */
export async function recordForSave(
  practice: PracticeSpec | null,
  stored: unknown,
): Promise<PracticeValidationRecord | null> {
  if (!practice) return null;
  return (await currentRecord(practice, stored as PracticeValidationRecord | null)).record;
}

/**
 * A translation's check titles: the sent practice part must be the source's (same runtime,
 * files, checks' code), only titles may differ; else 409 STRUCTURE_SOURCE_ONLY.
 */
export function translatedCheckTitles(
  row: ExerciseRow,
  input: PracticeSpec | null,
): Record<string, string> | undefined {
  const source = parsed(row.practice);
  if (!input) return undefined;
  if (!source || practiceHash(source) !== practiceHash(input)) throw structureSourceOnly();
  return Object.fromEntries(input.checks.map((c) => [c.id, c.title]));
}
