import type { DemoCourse, DemoCourseTranslation, DemoExercise } from "./types";

/**
 * Appends exercises to a demo course's lessons, named by lesson title: the runnable code
 * exercises (issue 29) live in a sibling `<course>.practice.ts` so the course file stays
 * readable. A translation appends its translated exercises in the same order, so the
 * positions still match. An unknown title throws: a renamed lesson cannot lose them quietly.
 */
export function withExercises<T extends DemoCourse | DemoCourseTranslation>(
  course: T,
  byLessonTitle: Record<string, DemoExercise[]>,
): T {
  const titles = new Set(course.modules.flatMap((m) => m.lessons.map((l) => l.title)));
  for (const title of Object.keys(byLessonTitle))
    if (!titles.has(title)) throw new Error(`${course.title}: no lesson titled "${title}"`);
  return {
    ...course,
    modules: course.modules.map((m) => ({
      ...m,
      lessons: m.lessons.map((l) => ({
        ...l,
        exercises: [...l.exercises, ...(byLessonTitle[l.title] ?? [])],
      })),
    })),
  };
}

/**
 * The starter and solution files of a code exercise, by file name: a string is the same in
 * both, a pair is [starter, solution].
 */
export function practiceFiles(files: Record<string, string | [starter: string, solution: string]>) {
  const entries = Object.entries(files);
  return {
    starterFiles: entries.map(([name, c]) => ({ name, content: typeof c === "string" ? c : c[0] })),
    solutionFiles: entries.map(([name, c]) => ({
      name,
      content: typeof c === "string" ? c : c[1],
    })),
  };
}
