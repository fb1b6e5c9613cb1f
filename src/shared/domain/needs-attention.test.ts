import { describe, expect, it } from "vitest";
import {
  attendanceRate,
  attentionReasons,
  daysBetween,
  INACTIVE_DAYS,
  modulesBehind,
  STUCK_FAILED_RUNS,
  type LearnerFigures,
} from "./needs-attention";

const now = new Date("2026-11-28T10:00:00Z");
const base: LearnerFigures = {
  dueModules: 2,
  doneDueModules: 2,
  lastActivityAt: "2026-11-27T18:00:00Z",
  activeSince: "2026-11-01T00:00:00Z",
  stuck: null,
};

describe("needs attention", () => {
  it("a learner on schedule, active yesterday, not stuck needs nothing", () => {
    expect(attentionReasons(base, now)).toEqual([]);
  });

  it("behind: modules due by today that are not done", () => {
    expect(attentionReasons({ ...base, doneDueModules: 0 }, now)).toEqual([
      { kind: "behind", modules: 2 },
    ]);
    // Ahead of the schedule is never "behind".
    expect(modulesBehind({ dueModules: 1, doneDueModules: 3 })).toBe(0);
  });

  it("inactive after INACTIVE_DAYS days without an act, or since joining when never active", () => {
    const lastWeek = new Date(now.getTime() - INACTIVE_DAYS * 86_400_000).toISOString();
    expect(attentionReasons({ ...base, lastActivityAt: lastWeek }, now)).toEqual([
      { kind: "inactive", days: INACTIVE_DAYS, never: false },
    ]);
    const sixDays = new Date(now.getTime() - 6 * 86_400_000).toISOString();
    expect(attentionReasons({ ...base, lastActivityAt: sixDays }, now)).toEqual([]);
    expect(attentionReasons({ ...base, lastActivityAt: null }, now)).toEqual([
      { kind: "inactive", days: 27, never: true },
    ]);
    // Joined yesterday and not yet active: not inactive yet.
    expect(
      attentionReasons({ ...base, lastActivityAt: null, activeSince: "2026-11-27T09:00:00Z" }, now),
    ).toEqual([]);
  });

  it("stuck from STUCK_FAILED_RUNS failed runs on one unsolved exercise, listed first", () => {
    const stuck = { exerciseId: "e1", lessonTitle: "Schleifen", failedRuns: STUCK_FAILED_RUNS };
    expect(attentionReasons({ ...base, doneDueModules: 1, stuck }, now)).toEqual([
      { kind: "stuck", ...stuck },
      { kind: "behind", modules: 1 },
    ]);
    expect(
      attentionReasons({ ...base, stuck: { ...stuck, failedRuns: STUCK_FAILED_RUNS - 1 } }, now),
    ).toEqual([]);
  });

  it("thresholds can be set per call", () => {
    const threeDays = new Date(now.getTime() - 3 * 86_400_000).toISOString();
    expect(
      attentionReasons({ ...base, lastActivityAt: threeDays }, now, { inactiveDays: 3 }),
    ).toEqual([{ kind: "inactive", days: 3, never: false }]);
  });

  it("days and attendance rate", () => {
    expect(daysBetween("2026-11-29T00:00:00Z", now)).toBe(0);
    expect(attendanceRate(0, 0)).toBeNull();
    expect(attendanceRate(3, 1)).toBe(75);
    expect(attendanceRate(2, 1)).toBe(67);
  });
});
