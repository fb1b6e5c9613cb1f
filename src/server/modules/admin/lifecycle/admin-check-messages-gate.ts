import type { PublishProblem } from "@shared/contracts/admin";
import type { CourseTranslationOverlay } from "@shared/domain/translation";
import type { CourseContent } from "../admin.service";
import { sourcesOf } from "../translation/admin-translation-overlay";

/**
 * The publish gate's rule for the messages a code exercise's checks throw (decision 0157):
 * in a translation, an exercise of a translated lesson with a literal message that has no
 * translation is a warning to confirm (the learner reads the source message there), never a
 * block, as for the other texts of a translated module beyond its lessons. No statement.
 */
export function checkMessageProblems(
  content: CourseContent,
  o: CourseTranslationOverlay | null,
  titles: { modules: { title: string; lessons: { id: string; title: string }[] }[] },
): PublishProblem[] {
  if (!o) return [];
  const where = new Map<string, { moduleTitle: string; lessonTitle: string }>();
  for (const m of titles.modules)
    for (const l of m.lessons) where.set(l.id, { moduleTitle: m.title, lessonTitle: l.title });
  const problems: PublishProblem[] = [];
  const lessonOrder = new Map(content.lessons.map((l, i) => [l.id, i]));
  const exercises = [...content.exercises].sort(
    (a, b) => (lessonOrder.get(a.lessonId) ?? 0) - (lessonOrder.get(b.lessonId) ?? 0),
  );
  for (const e of exercises) {
    const at = where.get(e.lessonId);
    if (!at || !o.lessons[e.lessonId] || !e.practice) continue;
    const translated = o.exercises[e.id]?.checkMessages;
    const missing = Object.entries(sourcesOf(e.practice)).some(([id, messages]) =>
      messages.some((m) => !translated?.[id]?.[m]?.trim()),
    );
    if (missing) problems.push({ kind: "practice_message_not_translated", ...at });
  }
  return problems;
}
