import { splitMinutes } from "./text";

/**
 * A course's duration, one source for every screen (issue 33, decision 0090): the sum of its
 * lessons' minutes; the author's estimate (`estimated_duration_hours`) only while the course
 * has no lessons yet. The catalogue, the learning path, the player, the editor, the plan and
 * the admin lists all show this number through one formatter.
 */
export function courseMinutes(c: {
  lessons: number;
  lessonMinutes: number;
  estimatedHours: number | null | undefined;
}): number {
  if (c.lessons > 0) return Math.max(0, Math.round(c.lessonMinutes));
  return Math.max(0, Math.round((c.estimatedHours ?? 0) * 60));
}

/**
 * Which of the duration texts to show and its values: "1 Std. 9 Min.", "4 Std." or "45 Min."
 * (the keys `duration.hoursMinutes`, `duration.hours`, `duration.minutes` of `common`).
 */
export function durationText(total: number): {
  key: "hoursMinutes" | "hours" | "minutes";
  hours: number;
  minutes: number;
} {
  const { hours, minutes } = splitMinutes(total);
  if (hours === 0) return { key: "minutes", hours, minutes };
  if (minutes === 0) return { key: "hours", hours, minutes };
  return { key: "hoursMinutes", hours, minutes };
}
