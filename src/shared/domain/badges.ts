/**
 * Issue 12 "Achievements": the badges and the rules that earn them. A rule reads the
 * learner's activity counts; a badge is earned when its count reaches the target.
 * Earned badges are stored (user_badges) and stay earned when content changes later.
 */
export const BADGE_IDS = [
  "first-lesson",
  "first-course-started",
  "first-course-completed",
  "lessons-5",
  "lessons-25",
  "lessons-100",
  "quiz-first-try-10",
  "first-code-exercise",
  "code-exercises-10",
  "module-in-a-day",
  "streak-3",
  "streak-7",
  "streak-30",
  "second-language",
] as const;
export type BadgeId = (typeof BADGE_IDS)[number];

export function isBadgeId(v: unknown): v is BadgeId {
  return typeof v === "string" && (BADGE_IDS as readonly string[]).includes(v);
}

/** What the rules look at; every field is a count of the learner's own activity. */
export interface ActivityCounts {
  lessonsCompleted: number;
  coursesStarted: number;
  coursesCompleted: number;
  /** Quizzes whose first answer was right. */
  quizFirstTry: number;
  /** Code exercises solved (every check passed once, issue 29). */
  codeExercisesSolved: number;
  /** 1 when every lesson of a module was completed within one day (in the learner's time zone). */
  moduleInADay: number;
  longestStreak: number;
  /** Different languages the learner completed courses in. */
  certificateLanguages: number;
}

const RULES: Record<BadgeId, { count: keyof ActivityCounts; target: number }> = {
  "first-lesson": { count: "lessonsCompleted", target: 1 },
  "first-course-started": { count: "coursesStarted", target: 1 },
  "first-course-completed": { count: "coursesCompleted", target: 1 },
  "lessons-5": { count: "lessonsCompleted", target: 5 },
  "lessons-25": { count: "lessonsCompleted", target: 25 },
  "lessons-100": { count: "lessonsCompleted", target: 100 },
  "quiz-first-try-10": { count: "quizFirstTry", target: 10 },
  "first-code-exercise": { count: "codeExercisesSolved", target: 1 },
  "code-exercises-10": { count: "codeExercisesSolved", target: 10 },
  "module-in-a-day": { count: "moduleInADay", target: 1 },
  "streak-3": { count: "longestStreak", target: 3 },
  "streak-7": { count: "longestStreak", target: 7 },
  "streak-30": { count: "longestStreak", target: 30 },
  "second-language": { count: "certificateLanguages", target: 2 },
};

/**
 * The rules as three lists in BADGE_IDS order (badge, the count it reads, its target), for
 * a statement that stores what the counts reach where they are read (decision 0073).
 */
export const BADGE_RULE_LISTS = {
  badges: [...BADGE_IDS],
  counts: BADGE_IDS.map((id) => RULES[id].count),
  targets: BADGE_IDS.map((id) => RULES[id].target),
};

export interface BadgeProgress {
  id: BadgeId;
  /** Progress towards the target, capped at the target. */
  progress: number;
  target: number;
  reached: boolean;
}

/** Every badge with its progress, in BADGE_IDS order. */
export function badgeProgress(counts: ActivityCounts): BadgeProgress[] {
  return BADGE_IDS.map((id) => {
    const { count, target } = RULES[id];
    const value = Math.max(0, Math.floor(counts[count] || 0));
    return { id, progress: Math.min(value, target), target, reached: value >= target };
  });
}

/**
 * Of the badges stored just now, the one to announce (one toast per action): the last in
 * BADGE_IDS order, i.e. the rarest of them.
 */
export function badgeToAnnounce(newlyEarned: readonly string[]): BadgeId | null {
  const known = BADGE_IDS.filter((id) => newlyEarned.includes(id));
  return known.length ? known[known.length - 1] : null;
}
