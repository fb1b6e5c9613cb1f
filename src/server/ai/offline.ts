import { PHRASES, type Level, type ModuleKind } from "./offline-text";
import { exerciseTypeOf, skeletonBody, SKELETON, type SkeletonKind } from "./offline-skeleton";
import {
  recommendedLessonCount,
  recommendedModuleCount,
  type CourseBrief,
  type CourseOutline,
  type ModuleContent,
  type ModuleRequest,
} from "./schemas";
import { practiceRuntimesFor } from "../practice/practice-generation";

/**
 * Generation without a model: a deterministic outline in the course's language from title,
 * hours, difficulty, topic and goals, and for each module a skeleton of lessons whose bodies
 * are the author's to-do checklists (decision 0181). No model, no network, and no text that
 * pretends to teach; the admin UI labels it as a draft without AI.
 */

const MIDDLE: Record<Level, ModuleKind[]> = {
  beginner: [
    "foundations",
    "tools",
    "core",
    "practice",
    "quality",
    "patterns",
    "collaboration",
    "security",
    "advanced",
    "performance",
  ],
  intermediate: [
    "foundations",
    "core",
    "patterns",
    "tools",
    "quality",
    "advanced",
    "practice",
    "performance",
    "security",
    "collaboration",
  ],
  advanced: [
    "core",
    "patterns",
    "advanced",
    "performance",
    "quality",
    "security",
    "tools",
    "collaboration",
    "practice",
    "foundations",
  ],
};

export function levelOf(difficulty: string): Level {
  const d = difficulty.toLowerCase();
  return d === "advanced" ? "advanced" : d === "intermediate" ? "intermediate" : "beginner";
}

/** The learners' goals, one per line or separated by semicolons or commas. */
export function splitGoals(goals: string): string[] {
  return goals
    .split(/\r?\n|;|,(?=\s)/)
    .map((g) => g.replace(/^[\s\-*•\d.)]+/, "").trim())
    .filter((g) => g.length > 0)
    .slice(0, 4);
}

export function subjectOf(c: Pick<CourseBrief, "topic" | "title">): string {
  return (c.topic || c.title).trim();
}

export function offlineOutline(c: CourseBrief): CourseOutline {
  const p = PHRASES[c.language];
  const subject = subjectOf(c);
  const count = recommendedModuleCount(c.estimatedHours, c.difficulty);
  const goals = splitGoals(c.specificGoals);
  const middleCount = Math.max(0, count - 2);
  const goalModules = goals.slice(0, Math.min(goals.length, Math.floor(middleCount / 2)));
  const kinds = MIDDLE[levelOf(c.difficulty)].slice(0, middleCount - goalModules.length);
  const middle: { kind: ModuleKind; goal?: string }[] = kinds.map((kind) => ({ kind }));
  // Goal modules come after the foundations, before quality and the final project.
  middle.splice(
    Math.min(2, middle.length),
    0,
    ...goalModules.map((goal) => ({ kind: "goal" as const, goal })),
  );
  const plan: { kind: ModuleKind; goal?: string }[] =
    count === 1 ? [{ kind: "intro" }] : [{ kind: "intro" }, ...middle, { kind: "project" }];
  return {
    modules: plan.map(({ kind, goal }) => ({
      title: p.modules[kind].title(subject, goal),
      description: p.modules[kind].description(subject, goal),
    })),
  };
}

/** The lesson kinds of a module of `count` lessons: overview first, the application last. */
const ORDER: Record<number, SkeletonKind[]> = {
  2: ["overview", "apply"],
  3: ["overview", "example", "apply"],
  4: ["overview", "example", "mistakes", "apply"],
  5: ["overview", "example", "mistakes", "deepen", "apply"],
  6: ["overview", "example", "mistakes", "deepen", "apply", "review"],
};

/**
 * A module's lessons without a model: the honest skeleton (issue 46, decision 0181). Titles,
 * minutes and a suggested exercise type from the course and module; each body is the author's
 * checklist marked to-do. No code example, exercise or quiz is invented: the checklist asks
 * the author to add them, and the publish gate refuses the lesson while the marker is left.
 */
export function offlineModuleContent(req: ModuleRequest): ModuleContent {
  const { course, modules, currentModuleIndex: i } = req;
  const t = SKELETON[course.language];
  const current = modules[i];
  const count = recommendedLessonCount(course.estimatedHours, modules.length);
  const level = levelOf(course.difficulty);
  const minutes = level === "beginner" ? 25 : level === "intermediate" ? 30 : 35;
  const runtimes = practiceRuntimesFor(course.skillArea);
  const kinds = ORDER[Math.min(6, Math.max(2, count))];
  return {
    lessons: kinds.map((kind) => {
      const type = exerciseTypeOf(kind, runtimes.length > 0);
      const exercise =
        type === "code"
          ? `${t.exercise.code} (${runtimes.map((r) => t.runtime[r]).join(", ")})`
          : t.exercise[type];
      return {
        title: t.title[kind](current.title),
        content: skeletonBody(course.language, kind, {
          module: current.title,
          subject: subjectOf(course),
          previous: modules[i - 1]?.title ?? null,
          next: modules[i + 1]?.title ?? null,
          goals: splitGoals(course.specificGoals),
          exercise,
        }),
        learning_objective: "",
        estimated_duration_minutes: minutes,
        code_examples: [],
        exercise: null,
        quiz: null,
      };
    }),
  };
}
