import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { courseVersions } from "../../../db/schema";
import type { ModuleText } from "../../../ai/schemas";
import type { CourseTranslationOverlay } from "@shared/domain/translation";
import { parseQuizChoices } from "@shared/domain/quiz";
import { practiceSpecSchema } from "@shared/domain/practice";
import { checkMessageSources } from "@shared/domain/practice-messages";
import { overlaidModules, type CourseContent } from "../admin.service";

/**
 * Writing a translation's overlay module by module (decision 0027): every translated module
 * is merged into the version's `translation_json` in its own transaction (row lock), so a
 * module that fails keeps the ones that translated; its cause is kept in `moduleErrors`
 * until it translates.
 */

export const emptyOverlay = (course: {
  title: string;
  description: string;
}): CourseTranslationOverlay => ({
  course,
  modules: {},
  lessons: {},
  codeExamples: {},
  exercises: {},
  quizzes: {},
  moduleRevisions: {},
  moduleErrors: {},
});

/** Per check id, the literal messages a stored practice part's checks throw (none when invalid). */
export function sourcesOf(practice: unknown): Record<string, string[]> {
  const spec = practiceSpecSchema.safeParse(practice);
  return spec.success ? checkMessageSources(spec.data) : {};
}

/** The course's text per module, as the source version shows it (overlay applied). */
export function moduleTexts(
  content: CourseContent,
  o: CourseTranslationOverlay | null,
): ModuleText[] {
  // A code exercise's checks: their titles and the literal messages their code throws are
  // text to translate (decision 0157); the code is not.
  const checksOf = new Map(
    content.exercises.map((e) => {
      const sources = sourcesOf(e.practice);
      const checks = (e.practice as { checks?: { id: string; title: string }[] } | null)?.checks;
      const titles = o?.exercises[e.id]?.checkTitles;
      return [
        e.id,
        (checks ?? []).map((c) => ({
          id: c.id,
          title: titles?.[c.id] || c.title,
          messages: sources[c.id] ?? [],
        })),
      ] as const;
    }),
  );
  return overlaidModules(content, o).map((m) => ({
    id: m.id,
    title: m.title,
    description: m.description,
    lessons: m.lessons.map((l) => ({
      id: l.id,
      title: l.title,
      content: l.content,
      learningObjective: l.learningObjective,
      codeExamples: l.codeExamples.map(({ id, title, description, code }) => ({
        id,
        title,
        description,
        code,
      })),
      exercises: l.exercises.map(({ id, task, hint, solution }) => ({
        id,
        task,
        hint,
        solution,
        checks: checksOf.get(id) ?? [],
      })),
      quizzes: l.quizzes.map((q) => ({
        id: q.id,
        question: q.question,
        choices: parseQuizChoices(q.choices).map((c) => c.text),
        explanation: q.explanation,
      })),
    })),
  }));
}

/** `checkMessages` of a translated exercise: source message → translation, by check id. */
function messagesOf(
  translated: ModuleText["lessons"][number]["exercises"][number]["checks"],
  source: ModuleText["lessons"][number]["exercises"][number]["checks"] | undefined,
): { checkMessages?: Record<string, Record<string, string>> } {
  const out: Record<string, Record<string, string>> = {};
  for (const c of source ?? []) {
    const t = translated.find((x) => x.id === c.id)?.messages ?? [];
    const entry = Object.fromEntries(
      c.messages.flatMap((m, i) => (t[i]?.trim() ? [[m, t[i].trim()]] : [])),
    );
    if (Object.keys(entry).length) out[c.id] = entry;
  }
  return Object.keys(out).length ? { checkMessages: out } : {};
}

/** Translated choice texts in the stored shape of the original choices (objects keep their ids). */
export function translatedChoices(raw: unknown, texts: string[]): unknown[] {
  let list = raw;
  if (typeof list === "string") {
    try {
      list = JSON.parse(list);
    } catch {
      list = [];
    }
  }
  const original = Array.isArray(list) ? list : [];
  return texts.map((text, i) => {
    const item: unknown = original[i];
    if (item && typeof item === "object") {
      const o = item as Record<string, unknown>;
      return typeof o.text === "string" ? { ...o, text } : { ...o, choice: text };
    }
    return text;
  });
}

/** Locks the version row, changes its overlay with `change` and writes it back (one transaction). */
export async function changeOverlay(
  db: DbOrTx,
  versionId: string,
  change: (o: CourseTranslationOverlay) => void,
  outline?: (o: CourseTranslationOverlay) => unknown,
) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ json: courseVersions.translationJson })
      .from(courseVersions)
      .where(eq(courseVersions.id, versionId))
      .for("update");
    if (!row?.json) return;
    const o = row.json as CourseTranslationOverlay;
    change(o);
    await tx
      .update(courseVersions)
      .set({ translationJson: o, ...(outline ? { structureJson: outline(o) } : {}) })
      .where(eq(courseVersions.id, versionId));
  });
}

/**
 * Merges one translated module into the overlay: its text, the source revision it was
 * translated from (`revision`, read before the model call, so a source edit meanwhile
 * leaves it "veraltet"), and clears its error.
 */
export function mergeModule(
  db: DbOrTx,
  versionId: string,
  content: CourseContent,
  m: ModuleText,
  revision: number,
) {
  const quizById = new Map(content.quizzes.map((q) => [q.id, q]));
  // The source's messages (the keys) as sent to the model, by exercise.
  const sourceChecks = new Map(
    moduleTexts(content, null)
      .filter((x) => x.id === m.id)
      .flatMap((x) => x.lessons.flatMap((l) => l.exercises.map((e) => [e.id, e.checks] as const))),
  );
  return changeOverlay(
    db,
    versionId,
    (o) => {
      o.modules[m.id] = { title: m.title, description: m.description };
      for (const l of m.lessons) {
        o.lessons[l.id] = {
          title: l.title,
          content: l.content,
          learningObjective: l.learningObjective,
        };
        for (const c of l.codeExamples)
          o.codeExamples[c.id] = { title: c.title, description: c.description, code: c.code };
        for (const e of l.exercises)
          o.exercises[e.id] = {
            task: e.task,
            hint: e.hint,
            solution: e.solution,
            ...(e.checks.length
              ? { checkTitles: Object.fromEntries(e.checks.map((c) => [c.id, c.title])) }
              : {}),
            // The checks' thrown messages, keyed by the source text (decisions 0149, 0157).
            ...messagesOf(e.checks, sourceChecks.get(e.id)),
          };
        for (const q of l.quizzes)
          o.quizzes[q.id] = {
            question: q.question,
            choices: translatedChoices(quizById.get(q.id)?.choices, q.choices),
            explanation: q.explanation,
          };
      }
      o.moduleRevisions = { ...o.moduleRevisions, [m.id]: revision };
      if (o.moduleErrors) delete o.moduleErrors[m.id];
    },
    // The translated outline: module titles in course order (untranslated ones left out).
    (o) => ({
      modules: content.modules.flatMap((x) => (o.modules[x.id] ? [o.modules[x.id]] : [])),
    }),
  );
}

/** Keeps the causes of failed modules in the overlay until they translate (survives reloads). */
export function recordModuleErrors(db: DbOrTx, versionId: string, errors: Map<string, string>) {
  if (!errors.size) return Promise.resolve();
  return changeOverlay(db, versionId, (o) => {
    o.moduleErrors = { ...o.moduleErrors, ...Object.fromEntries(errors) };
  });
}
