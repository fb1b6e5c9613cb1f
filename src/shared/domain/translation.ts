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
  exercises: Record<
    string,
    {
      task: string;
      hint: string | null;
      solution: string | null;
      /** A code exercise's check titles by check id (the checks' code is not translated). */
      checkTitles?: Record<string, string>;
      /**
       * A code exercise's failure messages by check id: the message a check throws in the
       * course language → the translation (decision 0149); other messages stay as thrown.
       */
      checkMessages?: Record<string, Record<string, string>>;
    }
  >;
  quizzes: Record<string, { question: string; choices: unknown[]; explanation: string | null }>;
  /** `modules.content_revision` of each source module when it was translated. */
  moduleRevisions?: Record<string, number>;
  /** Why the last translation of a module failed (readable German); removed once it translates. */
  moduleErrors?: Record<string, string>;
  /**
   * A course's projects by id (issue 30, decision 0122): title, brief and the rubric's texts
   * by criterion id; starter files and checks stay as in the source.
   */
  projects?: Record<string, ProjectTranslation>;
  /** Why the last translation of a project failed (readable German); removed once it translates. */
  projectErrors?: Record<string, string>;
}

export interface ProjectTranslation {
  title: string;
  brief: string;
  rubric: Record<string, { title: string; description: string; fulfilled: string }>;
  /** The titles of the project's automatic checks by check id (the code is not translated). */
  checkTitles?: Record<string, string>;
  /**
   * The source revision it was translated from (decision 0146): `projectSourceRevision` of
   * the source texts at that time; another value now means "veraltet".
   */
  sourceRevision?: string;
  /** The translation's own revision: a hand edit sends it as expectedRevision. */
  revision?: number;
}

export type ModuleTranslationState = "translated" | "outdated" | "not_translated";

/**
 * A module of a translated version: "nicht übersetzt" when the module or one of its
 * lessons has no translated text, "veraltet" when the source changed since translating
 * (its content revision moved on), else translated.
 */
export function moduleTranslationState(
  module: { id: string; contentRevision: number },
  lessonIds: string[],
  o: CourseTranslationOverlay,
): ModuleTranslationState {
  if (!o.modules[module.id] || lessonIds.some((id) => !o.lessons[id])) return "not_translated";
  const at = o.moduleRevisions?.[module.id];
  return at !== undefined && at !== module.contentRevision ? "outdated" : "translated";
}

/**
 * True when every lesson (and every given module, also one without lessons yet) of the
 * course has translated text: only then may the player use the translation.
 */
export function coversAllLessons(
  o: CourseTranslationOverlay,
  lessonIds: string[],
  moduleIds: string[] = [],
): boolean {
  return lessonIds.every((id) => !!o.lessons[id]) && moduleIds.every((id) => !!o.modules[id]);
}

/** Overlays translated text onto a row when a translation for its id exists. */
export function overlay<T extends object, K extends keyof T>(
  row: T & { id: string },
  map: Record<string, Partial<Pick<T, K>>> | undefined,
): T {
  const t = map?.[row.id];
  return t ? { ...row, ...t } : row;
}
