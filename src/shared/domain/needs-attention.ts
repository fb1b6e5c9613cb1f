/**
 * Who in a class needs the teacher's attention (issue 44, decision 0212), and why: the pure
 * rules the teacher's screens show. The server reads the figures from the record of learning
 * in one statement; these rules turn them into reasons, so the rules are the same wherever
 * they are shown and testable without a database.
 */

/** Days without any act of learning after which a learner counts as inactive. */
export const INACTIVE_DAYS = 7;
/** Failed check runs on one exercise not yet solved after which a learner counts as stuck. */
export const STUCK_FAILED_RUNS = 5;

export interface LearnerFigures {
  /** Modules of the schedule due by today (in the class's time zone). */
  dueModules: number;
  /** Of those, the ones whose every lesson the learner has completed. */
  doneDueModules: number;
  /** The learner's newest act of learning (ISO), or null: none yet. */
  lastActivityAt: string | null;
  /** Since when the learner could have learned: the later of joining and the class's start (ISO). */
  activeSince: string;
  /** The exercise not yet solved with the most failed check runs, if any. */
  stuck: { exerciseId: string; lessonTitle: string; failedRuns: number } | null;
}

export type AttentionReason =
  | { kind: "behind"; modules: number }
  | { kind: "inactive"; days: number; never: boolean }
  | { kind: "stuck"; exerciseId: string; lessonTitle: string; failedRuns: number };

const DAY = 86_400_000;

/** Whole days between two instants (never negative). */
export function daysBetween(from: string | Date, to: Date): number {
  const ms = to.getTime() - new Date(from).getTime();
  return ms <= 0 ? 0 : Math.floor(ms / DAY);
}

/** Modules the learner is behind the schedule (0: on schedule or ahead). */
export const modulesBehind = (f: Pick<LearnerFigures, "dueModules" | "doneDueModules">) =>
  Math.max(0, f.dueModules - f.doneDueModules);

/**
 * The reasons a learner needs attention, most pressing first: stuck (help now), behind the
 * schedule, inactive. An empty list: nothing to do.
 */
export function attentionReasons(
  f: LearnerFigures,
  now: Date,
  opts: { inactiveDays?: number; stuckRuns?: number } = {},
): AttentionReason[] {
  const inactiveDays = opts.inactiveDays ?? INACTIVE_DAYS;
  const stuckRuns = opts.stuckRuns ?? STUCK_FAILED_RUNS;
  const reasons: AttentionReason[] = [];
  if (f.stuck && f.stuck.failedRuns >= stuckRuns) reasons.push({ kind: "stuck", ...f.stuck });
  const behind = modulesBehind(f);
  if (behind > 0) reasons.push({ kind: "behind", modules: behind });
  const since = f.lastActivityAt ?? f.activeSince;
  const days = daysBetween(since, now);
  if (days >= inactiveDays) reasons.push({ kind: "inactive", days, never: !f.lastActivityAt });
  return reasons;
}

/** Attendance rate in percent: present of present and absent (excused sessions do not count). */
export function attendanceRate(present: number, absent: number): number | null {
  const counted = present + absent;
  return counted === 0 ? null : Math.round((present / counted) * 100);
}
