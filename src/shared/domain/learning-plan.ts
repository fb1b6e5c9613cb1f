import type { Difficulty } from "../contracts/learning";
import { FUNNEL_TOPIC_AREAS, SKILL_AREAS, type SkillArea } from "./skill-areas";

/**
 * The personal learning plan (issue 15), built from the six onboarding answers by the
 * deterministic rules of docs/decisions/0010-learning-plan-rules.md. Pure: the server
 * passes the published catalogue in, the same answers and catalogue give the same plan.
 */

export interface PlanAnswers {
  goal: string;
  experience: string;
  timeCommitment: string;
  learningStyle: string[];
  topic: string;
  blocker: string;
}

/** A published course as the rules see it; `minutes` is the sum of its lessons' minutes. */
export interface PlanCourse {
  id: string;
  skillArea: string | null;
  difficulty: Difficulty | null;
  minutes: number;
}

/** Why a course is in the plan (the card's one line is rendered from this on the web). */
export type PlanReason =
  | "start" // the starter course: fits goal and level
  | "next" // continues the area, easier to harder
  | "career" // goal new-career: the next level of the same area
  | "side-income" // goal side-income: a freelancing course
  | "explore"; // topic not-sure (or no course in the area): one beginner course per area

export interface PlannedCourse {
  courseId: string;
  reason: PlanReason;
  /** Week of the plan (1 = the first) in which the course should be finished at the pace. */
  targetWeek: number;
}

export type PlanAdvice =
  | "short-lessons-first"
  | "weekly-reminder"
  | "first-lesson"
  | "small-steps"
  | "community"
  | "projects"
  | "videos"
  | "explanations"
  | "quizzes";

export interface Plan {
  courses: PlannedCourse[];
  weeklyMinutes: number;
  /** Minutes of all planned courses. */
  totalMinutes: number;
  /** Weeks the whole plan takes at the pace (0 for an empty plan). */
  weeks: number;
  advice: PlanAdvice[];
  /** Whether the weekly reminder e-mail starts switched on. */
  reminderDefault: boolean;
  /** True when the chosen area has no course and the plan explores others instead. */
  areaMissing: boolean;
}

/** Minutes per week for each time answer (step 3). */
export const WEEKLY_MINUTES: Record<string, number> = {
  "less-2": 90,
  "2-5": 210,
  "5-10": 450,
  "10-plus": 720,
};

/** The plan holds about this many weeks of work at the learner's pace. */
export const PLAN_WEEKS = 12;
/** "not-sure": this many areas are explored with one beginner course each. */
export const EXPLORE_AREAS = 3;

const RANK: Record<Difficulty, number> = { beginner: 0, intermediate: 1, advanced: 2 };
const rank = (c: PlanCourse) => (c.difficulty ? RANK[c.difficulty] : 0);

/** The level the plan starts at within an area that has courses. */
function startRank(experience: string, inArea: PlanCourse[]): number {
  const ranks = new Set(inArea.map(rank));
  if (experience === "working") return Math.max(...ranks);
  if (experience === "some-projects") return ranks.has(1) ? 1 : Math.min(...ranks);
  return ranks.has(0) ? 0 : Math.min(...ranks);
}

function explore(catalogue: PlanCourse[], skip: SkillArea | null): PlanCourse[] {
  const picks: PlanCourse[] = [];
  for (const area of SKILL_AREAS) {
    if (picks.length === EXPLORE_AREAS) break;
    if (area === skip || area === "freelancing") continue;
    const inArea = catalogue.filter((c) => c.skillArea === area).sort((a, b) => rank(a) - rank(b));
    if (inArea.length) picks.push(inArea[0]);
  }
  // Freelancing explores last, and only when fewer than three other areas have courses.
  if (picks.length < EXPLORE_AREAS) {
    const free = catalogue
      .filter((c) => c.skillArea === "freelancing")
      .sort((a, b) => rank(a) - rank(b))[0];
    if (free) picks.push(free);
  }
  return picks;
}

function adviceFor(answers: PlanAnswers): PlanAdvice[] {
  const out: PlanAdvice[] = [];
  if (answers.blocker === "limited-time") out.push("short-lessons-first");
  if (answers.blocker === "procrastination") out.push("weekly-reminder");
  if (answers.blocker === "where-start") out.push("first-lesson");
  if (answers.blocker === "self-doubt") out.push("small-steps");
  if (answers.blocker === "no-platform") out.push("community");
  for (const s of ["projects", "videos", "explanations", "quizzes"] as const)
    if (answers.learningStyle.includes(s)) out.push(s);
  if (answers.learningStyle.includes("community") && !out.includes("community"))
    out.push("community");
  return out;
}

/**
 * Builds the plan. `catalogue` is the published courses in a stable order (oldest first);
 * ties between courses of the same area and level keep that order.
 */
export function buildPlan(answers: PlanAnswers, catalogue: PlanCourse[]): Plan {
  const weeklyMinutes = WEEKLY_MINUTES[answers.timeCommitment] ?? WEEKLY_MINUTES["2-5"];
  const budget = weeklyMinutes * PLAN_WEEKS;
  const area = FUNNEL_TOPIC_AREAS[answers.topic] ?? null;
  const inArea = area ? catalogue.filter((c) => c.skillArea === area) : [];
  const areaMissing = area !== null && inArea.length === 0;

  const chosen: { course: PlanCourse; reason: PlanReason }[] = [];
  const has = (c: PlanCourse) => chosen.some((x) => x.course.id === c.id);

  if (inArea.length) {
    const from = startRank(answers.experience, inArea);
    const ladder = inArea
      .filter((c) => rank(c) >= from)
      .sort((a, b) => rank(a) - rank(b) || catalogue.indexOf(a) - catalogue.indexOf(b));
    chosen.push({ course: ladder[0], reason: "start" });
    if (answers.goal === "new-career") {
      const next = ladder.find((c) => rank(c) > rank(ladder[0]));
      if (next) chosen.push({ course: next, reason: "career" });
    }
    if (answers.goal === "side-income") addFreelancing();
    // The rest of the area, easier to harder, while the plan holds less than its weeks.
    for (const c of ladder) {
      if (has(c)) continue;
      if (minutes() >= budget) break;
      chosen.push({ course: c, reason: "next" });
    }
  } else {
    for (const c of explore(catalogue, area)) chosen.push({ course: c, reason: "explore" });
    if (answers.goal === "side-income") addFreelancing();
  }

  function addFreelancing() {
    const free = catalogue
      .filter((c) => c.skillArea === "freelancing" && !has(c))
      .sort((a, b) => rank(a) - rank(b))[0];
    if (free) chosen.push({ course: free, reason: "side-income" });
  }
  function minutes() {
    return chosen.reduce((s, x) => s + x.course.minutes, 0);
  }

  // Easier to harder; the starter course stays first, equal levels keep the choice order.
  const [first, ...rest] = chosen;
  const ordered = first
    ? [
        first,
        ...rest
          .map((x, i) => ({ x, i }))
          .sort((a, b) => rank(a.x.course) - rank(b.x.course) || a.i - b.i)
          .map((e) => e.x),
      ]
    : [];

  let sum = 0;
  const courses = ordered.map(({ course, reason }) => {
    sum += course.minutes;
    return { courseId: course.id, reason, targetWeek: Math.max(1, Math.ceil(sum / weeklyMinutes)) };
  });
  return {
    courses,
    weeklyMinutes,
    totalMinutes: sum,
    weeks: sum === 0 ? 0 : Math.ceil(sum / weeklyMinutes),
    advice: adviceFor(answers),
    reminderDefault: answers.blocker === "procrastination",
    areaMissing,
  };
}

/* ------------------------------------------------------------------ weeks */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Monday 00:00 UTC of the ISO week of `d`. */
export function weekStart(d: Date): Date {
  const day = (d.getUTCDay() + 6) % 7; // Monday = 0
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - day));
}

/** ISO week of `d` as { year, week } and its key "2026-W48". */
export function isoWeek(d: Date): { year: number; week: number; key: string } {
  const t = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  t.setUTCDate(t.getUTCDate() + 3 - ((t.getUTCDay() + 6) % 7)); // Thursday of the week
  const year = t.getUTCFullYear();
  const week = Math.ceil(((t.getTime() - Date.UTC(year, 0, 1)) / DAY_MS + 1) / 7);
  return { year, week, key: `${year}-W${String(week).padStart(2, "0")}` };
}

/** Days left in the ISO week of `d`, today included (Monday 7 … Sunday 1). */
export function daysLeftInWeek(d: Date): number {
  return 7 - ((d.getUTCDay() + 6) % 7);
}

/**
 * The ISO week in which `remainingMinutes` are done at `weeklyMinutes`, counted from today
 * (issue 33): the pace is spread evenly over the seven days of a week, today is the first
 * learning day, and the finish is the day on which the last remaining minute falls. On a
 * Wednesday only five days of the week are left, so the week's full pace is not credited to
 * it; every completed lesson lowers `remainingMinutes` (the minutes of the lessons not yet
 * completed) and may move the week earlier. Nothing left: this week.
 */
export function finishWeek(now: Date, remainingMinutes: number, weeklyMinutes: number) {
  const perDay = Math.max(1, weeklyMinutes) / 7;
  const days = Math.max(1, Math.ceil(Math.max(0, remainingMinutes) / perDay - 1e-9));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return isoWeek(new Date(today + (days - 1) * DAY_MS));
}

/** Answers the funnel left open are filled with these before planning (decision 0010). */
export const PLAN_DEFAULTS: PlanAnswers = {
  goal: "explore",
  experience: "beginner",
  timeCommitment: "2-5",
  learningStyle: [],
  topic: "not-sure",
  blocker: "where-start",
};

export function withPlanDefaults(a: {
  [K in keyof PlanAnswers]?: PlanAnswers[K] | null;
}): PlanAnswers {
  return {
    goal: a.goal ?? PLAN_DEFAULTS.goal,
    experience: a.experience ?? PLAN_DEFAULTS.experience,
    timeCommitment: a.timeCommitment ?? PLAN_DEFAULTS.timeCommitment,
    learningStyle: a.learningStyle ?? PLAN_DEFAULTS.learningStyle,
    topic: a.topic ?? PLAN_DEFAULTS.topic,
    blocker: a.blocker ?? PLAN_DEFAULTS.blocker,
  };
}
