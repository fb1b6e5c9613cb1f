import type { ModuleText } from "./schemas";

/**
 * A translation must have the shape of its source: the same module, the same lessons in
 * the same order, the same code examples, exercises and quizzes (by id), and the same
 * number of choices per quiz (so correct_answer keeps pointing at the same choice).
 * Returns a description of the first difference, or null when the shapes match.
 */
export function translationShapeProblem(source: ModuleText, translated: ModuleText): string | null {
  if (translated.id !== source.id) return `module id must stay "${source.id}"`;
  if (translated.lessons.length !== source.lessons.length)
    return `expected ${source.lessons.length} lessons, got ${translated.lessons.length}`;
  for (const [i, s] of source.lessons.entries()) {
    const t = translated.lessons[i];
    const where = `lesson ${i + 1} (${s.id})`;
    if (t.id !== s.id) return `${where}: id must stay "${s.id}"`;
    if ((s.learningObjective === null) !== (t.learningObjective === null) && s.learningObjective)
      return `${where}: learningObjective is missing`;
    const lists = [
      ["codeExamples", s.codeExamples, t.codeExamples],
      ["exercises", s.exercises, t.exercises],
      ["quizzes", s.quizzes, t.quizzes],
    ] as const;
    for (const [name, a, b] of lists) {
      if (a.length !== b.length) return `${where}: expected ${a.length} ${name}, got ${b.length}`;
      for (const [k, item] of a.entries()) {
        if (b[k].id !== item.id) return `${where}: ${name}[${k}] id must stay "${item.id}"`;
      }
    }
    for (const [k, e] of s.exercises.entries()) {
      const te = t.exercises[k];
      if (
        te.checks.length !== e.checks.length ||
        e.checks.some((c, j) => te.checks[j].id !== c.id || !te.checks[j].title.trim())
      )
        return `${where}: exercise ${e.id} needs its ${e.checks.length} checks with their ids and titles`;
      for (const [j, c] of e.checks.entries()) {
        const got = te.checks[j].messages;
        if (got.length !== c.messages.length || got.some((m) => !m.trim()))
          return `${where}: check ${c.id} of exercise ${e.id} needs its ${c.messages.length} messages translated, in the same order`;
      }
    }
    for (const [k, q] of s.quizzes.entries()) {
      const tq = t.quizzes[k];
      if (tq.choices.length !== q.choices.length)
        return `${where}: quiz ${q.id} needs ${q.choices.length} choices, got ${tq.choices.length}`;
      if (tq.choices.some((c) => c.trim() === "") && q.choices.every((c) => c.trim() !== ""))
        return `${where}: quiz ${q.id} has an empty choice`;
    }
    if (s.content.trim() !== "" && t.content.trim() === "") return `${where}: content is empty`;
  }
  return null;
}
