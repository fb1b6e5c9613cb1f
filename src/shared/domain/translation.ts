/**
 * A translated course version stores its text as an overlay keyed by the ids of the
 * course's base rows (modules, lessons, blocks). Lesson ids and progress stay the same
 * in every language. See docs/decisions/0003-translations-as-overlay.md.
 */
export interface CourseTranslationOverlay {
  course: { title: string; description: string };
  modules: Record<string, { title: string; description: string }>;
  lessons: Record<string, { title: string; content: string; learningObjective: string | null }>;
  codeExamples: Record<string, { title: string; description: string | null; code: string }>;
  exercises: Record<string, { task: string; hint: string | null; solution: string | null }>;
  quizzes: Record<string, { question: string; choices: unknown[]; explanation: string | null }>;
}

/** Overlays translated text onto a row when a translation for its id exists. */
export function overlay<T extends object, K extends keyof T>(
  row: T & { id: string },
  map: Record<string, Partial<Pick<T, K>>> | undefined,
): T {
  const t = map?.[row.id];
  return t ? { ...row, ...t } : row;
}
