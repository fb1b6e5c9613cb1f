import type { CourseStatus, Difficulty } from "../contracts/learning";

/**
 * Learning-path item status (spec section 4): completed when completed_at is set,
 * in progress when started_at is set, otherwise not started.
 */
export function pathStatus(row: {
  startedAt: Date | string | null;
  completedAt: Date | string | null;
}): CourseStatus {
  if (row.completedAt) return "completed";
  if (row.startedAt) return "in-progress";
  return "not-started";
}

/**
 * Catalogue status (spec section 4): not started without a learning-path row; in
 * progress with a row without completed_at; completed when completed_at is set.
 */
export function catalogueStatus(
  row: { completedAt: Date | string | null } | null | undefined,
): CourseStatus {
  if (!row) return "not-started";
  return row.completedAt ? "completed" : "in-progress";
}

const DIFFICULTY_NAMES: Record<Difficulty, string[]> = {
  beginner: ["beginner", "anfänger"],
  intermediate: ["intermediate", "fortgeschritten"],
  advanced: ["advanced", "experte"],
};

/** Difficulty values are compared case-insensitively, English or German (spec section 3). */
export function normalizeDifficulty(value: string | null | undefined): Difficulty | null {
  const v = (value ?? "").trim().toLowerCase();
  for (const [key, names] of Object.entries(DIFFICULTY_NAMES) as [Difficulty, string[]][])
    if (names.includes(v)) return key;
  return null;
}
