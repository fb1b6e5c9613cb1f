import { describe, expect, it } from "vitest";
import { badgeProgress, badgeToAnnounce, type ActivityCounts } from "./badges";
import { daysBetween, isTimeZone, localDay, shownStreak, startOfLocalDay } from "./streak";

const reachedBadges = (counts: ActivityCounts) =>
  badgeProgress(counts)
    .filter((b) => b.reached)
    .map((b) => b.id);

const zero: ActivityCounts = {
  lessonsCompleted: 0,
  coursesStarted: 0,
  coursesCompleted: 0,
  quizFirstTry: 0,
  codeExercisesSolved: 0,
  moduleInADay: 0,
  longestStreak: 0,
  certificateLanguages: 0,
};

describe("badge rules", () => {
  it.each([
    ["first-lesson", "lessonsCompleted", 1],
    ["lessons-5", "lessonsCompleted", 5],
    ["lessons-25", "lessonsCompleted", 25],
    ["lessons-100", "lessonsCompleted", 100],
    ["first-course-started", "coursesStarted", 1],
    ["first-course-completed", "coursesCompleted", 1],
    ["quiz-first-try-10", "quizFirstTry", 10],
    ["first-code-exercise", "codeExercisesSolved", 1],
    ["code-exercises-10", "codeExercisesSolved", 10],
    ["module-in-a-day", "moduleInADay", 1],
    ["streak-3", "longestStreak", 3],
    ["streak-7", "longestStreak", 7],
    ["streak-30", "longestStreak", 30],
    ["second-language", "certificateLanguages", 2],
  ] as const)("%s is earned at %s = %i, not one below", (badge, count, target) => {
    expect(reachedBadges({ ...zero, [count]: target - 1 })).not.toContain(badge);
    expect(reachedBadges({ ...zero, [count]: target })).toContain(badge);
    const p = badgeProgress({ ...zero, [count]: target - 1 }).find((b) => b.id === badge);
    expect(p).toEqual({ id: badge, progress: target - 1, target, reached: false });
  });

  it("caps progress at the target and announces the rarest new badge only", () => {
    expect(
      badgeProgress({ ...zero, lessonsCompleted: 300 }).find((b) => b.id === "lessons-5")?.progress,
    ).toBe(5);
    expect(badgeToAnnounce(["first-lesson", "first-course-started"])).toBe("first-course-started");
    expect(badgeToAnnounce([])).toBeNull();
  });
});

describe("streak days", () => {
  it("validates IANA zone names", () => {
    expect(isTimeZone("Europe/Berlin")).toBe(true);
    expect(isTimeZone("America/Argentina/Buenos_Aires")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("+01:00")).toBe(false);
    expect(isTimeZone(42)).toBe(false);
  });

  it("takes the day in the learner's zone", () => {
    const at = new Date("2026-03-03T23:30:00Z");
    expect(localDay(at, "Europe/Berlin")).toBe("2026-03-04");
    expect(localDay(at, "America/Los_Angeles")).toBe("2026-03-03");
    expect(daysBetween("2026-02-28", "2026-03-01")).toBe(1);
  });

  it("shows the run until the day after its last day, then 0", () => {
    const stored = { lastDay: "2026-03-04", current: 4, longest: 6, timeZone: "Europe/Berlin" };
    expect(shownStreak(stored, new Date("2026-03-04T10:00:00Z"))).toEqual({
      current: 4,
      longest: 6,
    });
    expect(shownStreak(stored, new Date("2026-03-05T22:59:00Z"))).toEqual({
      current: 4,
      longest: 6,
    });
    expect(shownStreak(stored, new Date("2026-03-05T23:00:00Z"))).toEqual({
      current: 0,
      longest: 6,
    });
    expect(shownStreak(null, new Date())).toEqual({ current: 0, longest: 0 });
  });

  it("finds the instant the learner's local day began, on days with a clock change too", () => {
    const start = (iso: string, tz: string) => startOfLocalDay(new Date(iso), tz).toISOString();
    expect(start("2026-03-04T10:30:15.250Z", "Europe/Berlin")).toBe("2026-03-03T23:00:00.000Z");
    expect(start("2026-03-04T22:59:59.999Z", "Europe/Berlin")).toBe("2026-03-03T23:00:00.000Z");
    expect(start("2026-03-04T23:00:00.000Z", "Europe/Berlin")).toBe("2026-03-04T23:00:00.000Z");
    expect(start("2026-03-04T03:00:00Z", "America/Los_Angeles")).toBe("2026-03-03T08:00:00.000Z");
    expect(start("2026-03-04T03:00:00Z", "Asia/Kolkata")).toBe("2026-03-03T18:30:00.000Z");
    // Summer time begins in Berlin at 02:00 on 29 March: the day still began at 00:00 CET.
    expect(start("2026-03-29T20:00:00Z", "Europe/Berlin")).toBe("2026-03-28T23:00:00.000Z");
    // Santiago skips midnight on 6 September 2026 (00:00 becomes 01:00): the day begins at 01:00.
    expect(start("2026-09-06T12:00:00Z", "America/Santiago")).toBe("2026-09-06T04:00:00.000Z");
    expect(start("2026-09-06T12:00:00Z", "UTC")).toBe("2026-09-06T00:00:00.000Z");
  });
});
