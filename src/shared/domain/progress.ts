/** Spec section 4: rounded completed lessons over all lessons times 100; 0 without lessons. */
export function progressPercent(completed: number, total: number): number {
  if (!Number.isFinite(total) || total <= 0) return 0;
  const done = Math.min(Math.max(completed, 0), total);
  return Math.round((done / total) * 100);
}

/** Whether a course counts as completed: at least one lesson and every lesson done. */
export function isCourseComplete(completed: number, total: number): boolean {
  return total > 0 && completed >= total;
}

/** Rounded mean of whole percentages (dashboard and learning-path totals); 0 for none. */
export function averagePercent(values: number[]): number {
  if (values.length === 0) return 0;
  return Math.round(values.reduce((a, b) => a + b, 0) / values.length);
}
