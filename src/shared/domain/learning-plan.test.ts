import { describe, expect, it } from "vitest";
import {
  buildPlan,
  daysLeftInWeek,
  finishWeek,
  isoWeek,
  type PlanAnswers,
  type PlanCourse,
} from "./learning-plan";

const c = (
  id: string,
  skillArea: string | null,
  difficulty: PlanCourse["difficulty"],
  minutes = 300,
): PlanCourse => ({ id, skillArea, difficulty, minutes });

/** A catalogue like the merged demo: web-dev at three levels, others at one or two. */
const CATALOGUE: PlanCourse[] = [
  c("web-b", "web-development", "beginner"),
  c("web-i", "web-development", "intermediate"),
  c("web-a", "web-development", "advanced"),
  c("ai-b", "ai-automation", "beginner"),
  c("ai-i", "ai-automation", "intermediate"),
  c("data-b", "data-analytics", "beginner"),
  c("data-a", "data-analytics", "advanced"),
  c("ux-b", "ui-ux", "beginner"),
  c("free-b", "freelancing", "beginner"),
  c("none", null, "beginner"),
];

const base: PlanAnswers = {
  goal: "expand-skills",
  experience: "beginner",
  timeCommitment: "2-5",
  learningStyle: ["projects"],
  topic: "web-dev",
  blocker: "self-doubt",
};
const ids = (a: Partial<PlanAnswers>, cat = CATALOGUE) =>
  buildPlan({ ...base, ...a }, cat).courses.map((x) => x.courseId);

describe("plan rules: topic × level picks the start", () => {
  // [topic, level, first course]
  const table: [string, string, string][] = [
    ["web-dev", "beginner", "web-b"],
    ["web-dev", "basics", "web-b"],
    ["web-dev", "some-projects", "web-i"],
    ["web-dev", "working", "web-a"],
    ["ai-automation", "beginner", "ai-b"],
    ["ai-automation", "basics", "ai-b"],
    ["ai-automation", "some-projects", "ai-i"],
    ["ai-automation", "working", "ai-i"],
    ["data-analytics", "beginner", "data-b"],
    ["data-analytics", "basics", "data-b"],
    // No Intermediate in data: Beginner.
    ["data-analytics", "some-projects", "data-b"],
    ["data-analytics", "working", "data-a"],
    ["ui-ux", "beginner", "ux-b"],
    ["ui-ux", "basics", "ux-b"],
    ["ui-ux", "some-projects", "ux-b"],
    ["ui-ux", "working", "ux-b"],
    ["not-sure", "beginner", "web-b"],
    ["not-sure", "basics", "web-b"],
    ["not-sure", "some-projects", "web-b"],
    ["not-sure", "working", "web-b"],
  ];
  it.each(table)("%s / %s starts with %s", (topic, experience, first) => {
    const plan = buildPlan({ ...base, topic, experience }, CATALOGUE);
    expect(plan.courses[0]).toMatchObject({
      courseId: first,
      reason: topic === "not-sure" ? "explore" : "start",
    });
  });

  it("not-sure: one beginner course from each of three areas", () => {
    expect(ids({ topic: "not-sure", experience: "working" })).toEqual(["web-b", "ai-b", "data-b"]);
  });

  it("never plans a course below the starting level", () => {
    expect(ids({ experience: "some-projects", timeCommitment: "10-plus" })).toEqual([
      "web-i",
      "web-a",
    ]);
  });
});

describe("plan rules: goal", () => {
  it.each([
    ["new-career", ["web-b", "web-i", "web-a"]],
    ["side-income", ["web-b", "free-b", "web-i", "web-a"]],
    ["expand-skills", ["web-b", "web-i", "web-a"]],
    ["explore", ["web-b", "web-i", "web-a"]],
  ])("%s", (goal, expected) => {
    expect(ids({ goal, timeCommitment: "5-10" })).toEqual(expected);
  });

  it("new-career adds the next level even when the time holds only one course", () => {
    const plan = buildPlan({ ...base, goal: "new-career", timeCommitment: "less-2" }, [
      c("b", "web-development", "beginner", 2000),
      c("i", "web-development", "intermediate", 2000),
    ]);
    expect(plan.courses.map((x) => [x.courseId, x.reason])).toEqual([
      ["b", "start"],
      ["i", "career"],
    ]);
  });

  it("side-income adds a freelancing course to a not-sure plan too", () => {
    expect(ids({ topic: "not-sure", goal: "side-income" })).toEqual([
      "web-b",
      "ai-b",
      "data-b",
      "free-b",
    ]);
  });
});

describe("plan rules: time sets pace, length and target weeks", () => {
  it.each([
    ["less-2", 90, ["web-b"]],
    ["2-5", 210, ["web-b", "web-i", "web-a"]],
    ["5-10", 450, ["web-b", "web-i", "web-a"]],
    ["10-plus", 720, ["web-b", "web-i", "web-a"]],
  ] as const)("%s: %i minutes a week", (timeCommitment, weekly, expected) => {
    const cat = [
      c("web-b", "web-development", "beginner", 1200),
      c("web-i", "web-development", "intermediate", 1200),
      c("web-a", "web-development", "advanced", 1200),
    ];
    const plan = buildPlan({ ...base, timeCommitment }, cat);
    expect(plan.weeklyMinutes).toBe(weekly);
    expect(plan.courses.map((x) => x.courseId)).toEqual(expected);
  });

  it("gives each course the week it should be finished in", () => {
    const cat = [
      c("a", "web-development", "beginner", 200),
      c("b", "web-development", "beginner", 300),
      c("c", "web-development", "intermediate", 500),
    ];
    const plan = buildPlan({ ...base, timeCommitment: "2-5" }, cat);
    expect(plan.courses.map((x) => x.targetWeek)).toEqual([1, 3, 5]);
    expect(plan.totalMinutes).toBe(1000);
    expect(plan.weeks).toBe(5);
  });
});

describe("plan rules: learning style and blocker", () => {
  it.each([
    ["limited-time", "short-lessons-first", false],
    ["procrastination", "weekly-reminder", true],
    ["where-start", "first-lesson", false],
    ["self-doubt", "small-steps", false],
    ["no-platform", "community", false],
  ] as const)("%s", (blocker, advice, reminder) => {
    const plan = buildPlan({ ...base, blocker, learningStyle: [] }, CATALOGUE);
    expect(plan.advice).toEqual([advice]);
    expect(plan.reminderDefault).toBe(reminder);
  });

  it("adds the learning styles' advice", () => {
    const plan = buildPlan({ ...base, learningStyle: ["videos", "quizzes"] }, CATALOGUE);
    expect(plan.advice).toEqual(["small-steps", "videos", "quizzes"]);
  });
});

describe("plan rules: thin catalogues", () => {
  it("an area without courses explores other areas and says so", () => {
    const plan = buildPlan(
      { ...base, topic: "ui-ux" },
      CATALOGUE.filter((x) => x.skillArea !== "ui-ux"),
    );
    expect(plan.areaMissing).toBe(true);
    expect(plan.courses.map((x) => [x.courseId, x.reason])).toEqual([
      ["web-b", "explore"],
      ["ai-b", "explore"],
      ["data-b", "explore"],
    ]);
  });

  it("an empty catalogue gives an empty plan", () => {
    const plan = buildPlan(base, []);
    expect(plan).toMatchObject({ courses: [], totalMinutes: 0, weeks: 0 });
  });

  it("courses without an area are never planned", () => {
    expect(ids({ topic: "not-sure" }, [c("none", null, "beginner")])).toEqual([]);
  });

  it("is deterministic", () => {
    expect(buildPlan(base, CATALOGUE)).toEqual(buildPlan(base, CATALOGUE));
  });
});

describe("weeks", () => {
  it("computes ISO weeks, days left and the finish week", () => {
    expect(isoWeek(new Date("2026-11-23T08:00:00Z")).key).toBe("2026-W48");
    expect(isoWeek(new Date("2027-01-01T08:00:00Z")).key).toBe("2026-W53");
    expect(isoWeek(new Date("2025-12-29T08:00:00Z")).key).toBe("2026-W01");
    expect(daysLeftInWeek(new Date("2026-11-23T08:00:00Z"))).toBe(7);
    expect(daysLeftInWeek(new Date("2026-11-29T08:00:00Z"))).toBe(1);
    expect(finishWeek(new Date("2026-11-25T08:00:00Z"), 0, 210).key).toBe("2026-W48");
  });
});

describe("finishWeek counts from today (issue 33)", () => {
  const wednesdayW48 = new Date("2026-11-25T08:00:00Z");
  it("16 hours at 450 minutes a week from a Wednesday of week 48 end in week 50, not 48", () => {
    // 450/7 ≈ 64.3 minutes a day: 960 minutes take 15 days, Wednesday 25 Nov … Wednesday 9 Dec.
    expect(finishWeek(wednesdayW48, 960, 450)).toEqual({ year: 2026, week: 50, key: "2026-W50" });
  });
  it("does not credit a whole week's pace to the days already gone", () => {
    // Wed–Sun: five days of 30 minutes = 150; week 49: 210 more = 360; the last 60 in week 50.
    expect(finishWeek(wednesdayW48, 420, 210).key).toBe("2026-W50");
    // On a Sunday one day is left: 100 minutes at 450 a week spill into Monday.
    expect(finishWeek(new Date("2026-11-29T20:00:00Z"), 100, 450).key).toBe("2026-W49");
    // On a Monday the whole week is there.
    expect(finishWeek(new Date("2026-11-23T08:00:00Z"), 450, 450).key).toBe("2026-W48");
    expect(finishWeek(new Date("2026-11-23T08:00:00Z"), 451, 450).key).toBe("2026-W49");
  });
  it("moves earlier when completed lessons lower the remaining minutes", () => {
    const before = finishWeek(wednesdayW48, 700, 450); // 10.9 → 11 days → Sat 5 Dec, W49
    const after = finishWeek(wednesdayW48, 700 - 69, 450); // 9.8 → 10 days → Fri 4 Dec, W49
    expect(before.key).toBe("2026-W49");
    expect(after.key).toBe("2026-W49");
    // Across a week boundary 69 minutes do move it: 380 min = 5.9 days → Mon W49; 311 → 4.8 → Sun W48.
    expect(finishWeek(wednesdayW48, 380, 450).key).toBe("2026-W49");
    expect(finishWeek(wednesdayW48, 380 - 69, 450).key).toBe("2026-W48");
  });
  it("is this week when nothing is left, and the turn of the year keeps ISO years", () => {
    expect(finishWeek(wednesdayW48, 0, 450).key).toBe("2026-W48");
    expect(finishWeek(new Date("2026-12-30T08:00:00Z"), 450, 450).key).toBe("2027-W01");
  });
});
