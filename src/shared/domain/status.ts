import type { CourseStatus, Difficulty } from "../contracts/learning";

/**
 * A learner's status in a course, one rule for every screen (catalogue, learning path,
 * dashboard, player; issue 33): completed when completed_at is set, in progress when
 * started_at is set (the learner opened the course or completed a lesson), otherwise not
 * started. A course the plan put on the path but the learner never opened is not started
 * everywhere. The spec's catalogue rule ("in progress with a learning-path row") predates
 * plan-assigned rows and would show "In Bearbeitung 0 %" beside the path's "Nicht gestartet".
 */
export function courseStatus(
  row:
    | {
        startedAt: Date | string | boolean | null;
        completedAt: Date | string | boolean | null;
      }
    | null
    | undefined,
): CourseStatus {
  if (!row) return "not-started";
  if (row.completedAt) return "completed";
  if (row.startedAt) return "in-progress";
  return "not-started";
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
