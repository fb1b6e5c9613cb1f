import { sql, type SQL } from "drizzle-orm";
import type { PracticeState } from "@shared/contracts/practice";
import type { PracticeFile } from "@shared/domain/practice";
import type { StoredCheckResult } from "../../db/schema";

/**
 * A learner's state of one code exercise (`exercise_submissions`, decision 0080) as one JSON
 * object of a statement, and as the API answers it. Shared by the player's read
 * (learner-state.ts) and the practice writes (practice-writes.ts).
 */
export interface PracticeStateJson {
  exerciseId: string;
  files: PracticeFile[] | null;
  revision: number;
  solvedAt: string | null;
  passedFiles: PracticeFile[] | null;
  lastResults: StoredCheckResult[] | null;
  updatedAt: string | null;
}

/** The JSON object of a submission row aliased `s` (or any alias). */
export const practiceStateJson = (s: SQL) => sql`json_build_object('exerciseId', ${s}.exercise_id,
  'files', ${s}.files, 'revision', ${s}.revision, 'solvedAt', ${s}.solved_at,
  'passedFiles', ${s}.passed_files, 'lastResults', ${s}.last_results, 'updatedAt', ${s}.updated_at)`;

const iso = (v: string | null) => (v ? new Date(v).toISOString() : null);

export function practiceStateOf(j: PracticeStateJson): PracticeState {
  return {
    exerciseId: j.exerciseId,
    files: j.files,
    revision: Number(j.revision),
    solved: j.solvedAt !== null,
    solvedAt: iso(j.solvedAt),
    passedFiles: j.passedFiles,
    lastResults: j.lastResults,
    updatedAt: iso(j.updatedAt),
  };
}

/** The state of an exercise the learner never touched. */
export const untouchedPracticeState = (exerciseId: string): PracticeState => ({
  exerciseId,
  files: null,
  revision: 0,
  solved: false,
  solvedAt: null,
  passedFiles: null,
  lastResults: null,
  updatedAt: null,
});
