import type { CheckResult } from "@shared/domain/practice-core";

/** After this many check runs failing the same way in a row, the card offers a person (issue 45). */
export const FAILED_SAME_WAY = 3;

/**
 * The run of check runs that failed the same way: the first failing check and why (its
 * failure as the card shows it). A run that fails differently starts a new run; a run that
 * passes every check ends it (null).
 */
export function sameFailure(
  before: { key: string; times: number; check: string } | null,
  checks: Pick<CheckResult, "id" | "title" | "status" | "failure">[],
): { key: string; times: number; check: string } | null {
  const failed = checks.find((c) => c.status !== "passed");
  if (!failed) return null;
  const key = `${failed.id}:${JSON.stringify(failed.failure ?? null)}`;
  return before && before.key === key
    ? { ...before, times: before.times + 1 }
    : { key, times: 1, check: failed.title };
}
