/**
 * The to-do marker of text an author still has to write (issue 46, decision 0181).
 *
 * Without an AI model, generation writes an honest skeleton: every lesson body is an author's
 * checklist that carries this marker. It is one language-neutral token, the same in de, en,
 * es and fr, so the publish gate recognises it whatever language the skeleton or its
 * translation is in; the words around it are the author's language.
 */
export const TODO_MARKER = "[!TODO]";

/** `[!TODO]`, also written `[!todo]` or with spaces inside the brackets by hand. */
const TODO_PATTERN = /\[\s*!\s*todo\s*\]/i;

/** Whether a text still holds the to-do marker. */
export function holdsTodo(text: string | null | undefined): boolean {
  return !!text && TODO_PATTERN.test(text);
}

/** A lesson with its blocks as the publish gate reads them (the overlaid texts of a version). */
export interface TodoLesson {
  content: string;
  learningObjective?: string | null;
  codeExamples?: { description?: string | null; code: string }[];
  exercises?: { task: string; hint?: string | null; solution?: string | null }[];
  quizzes?: { question: string; choices?: unknown; explanation?: string | null }[];
}

/** Whether any text of a lesson (body, objective, code examples, exercises, quizzes) holds to-do. */
export function lessonHoldsTodo(l: TodoLesson): boolean {
  if (holdsTodo(l.content) || holdsTodo(l.learningObjective)) return true;
  if (l.codeExamples?.some((c) => holdsTodo(c.description) || holdsTodo(c.code))) return true;
  if (l.exercises?.some((e) => holdsTodo(e.task) || holdsTodo(e.hint) || holdsTodo(e.solution)))
    return true;
  return !!l.quizzes?.some(
    (q) =>
      holdsTodo(q.question) ||
      holdsTodo(q.explanation) ||
      (Array.isArray(q.choices) && q.choices.some((c) => typeof c === "string" && holdsTodo(c))),
  );
}
