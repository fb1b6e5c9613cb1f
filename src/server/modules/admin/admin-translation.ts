import { and, eq } from "drizzle-orm";
import type { Deps } from "../../context";
import { courseVersions } from "../../db/schema";
import { AppError, badRequest, conflict } from "../../lib/errors";
import { JobFailure, type JobContext } from "../../jobs/job-queue";
import type { JobTarget } from "../../jobs/job-dto";
import { mapPool } from "../../jobs/pool";
import { OFFLINE_CANNOT_TRANSLATE } from "../../ai/ai-service";
import type { ModuleText } from "../../ai/schemas";
import { LANGUAGE_LABELS, isLanguage, type Language } from "@shared/i18n/languages";
import type { CourseTranslationOverlay } from "@shared/domain/translation";
import type { DbOrTx } from "../../db/client";
import { parseQuizChoices } from "@shared/domain/quiz";
import {
  loadCourseContent,
  loadVersion,
  overlaidModules,
  overlayOf,
  translationStates,
  type CourseContent,
} from "./admin.service";
import { translateKey } from "./admin-keys";

export const translationExists = (language: Language) =>
  conflict(
    "TRANSLATION_EXISTS",
    `Übersetzung existiert bereits: Dieser Kurs wurde bereits nach ${LANGUAGE_LABELS[language]} übersetzt.`,
  );

/** POST /course-versions/:id/translate: checks, then a job (202). */
export async function enqueueTranslation(
  deps: Deps,
  userId: string,
  versionId: string,
  targetLanguage: Language,
) {
  const { db } = deps;
  const { version, course } = await loadVersion(db, versionId);
  if (version.language === targetLanguage)
    throw badRequest(
      "SAME_LANGUAGE",
      "Die Zielsprache darf nicht die Sprache der Quellversion sein.",
    );
  const [existing] = await db
    .select()
    .from(courseVersions)
    .where(and(eq(courseVersions.courseId, course.id), eq(courseVersions.language, targetLanguage)))
    .limit(1);
  // An existing translation is translated again only when some module is outdated or missing.
  if (existing && !(await translationIsStale(db, course.id, existing.translationJson)))
    throw translationExists(targetLanguage);
  if (deps.ai.info.offline)
    throw new AppError(400, "OFFLINE_CANNOT_TRANSLATE", OFFLINE_CANNOT_TRANSLATE);
  const target: JobTarget = {
    courseId: course.id,
    courseVersionId: version.id,
    courseTitle: course.title,
  };
  return deps.jobs.enqueue({
    type: "translate-course",
    payload: { target, targetLanguage },
    dedupeKey: translateKey(course.id, targetLanguage),
    total: 1,
    message: "Übersetzung wird vorbereitet …",
    createdBy: userId,
  });
}

async function translationIsStale(db: DbOrTx, courseId: string, json: unknown) {
  if (!json) return false;
  const states = translationStates(
    await loadCourseContent(db, courseId),
    json as CourseTranslationOverlay,
  );
  return [...states.values()].some((s) => s !== "translated");
}

export function registerTranslationJob(deps: Deps) {
  deps.jobs.register("translate-course", (ctx) => runTranslation(deps, ctx));
}

/** The course's text per module, as the source version shows it (overlay applied). */
export function moduleTexts(
  content: CourseContent,
  o: CourseTranslationOverlay | null,
): ModuleText[] {
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
      exercises: l.exercises.map(({ id, task, hint, solution }) => ({ id, task, hint, solution })),
      quizzes: l.quizzes.map((q) => ({
        id: q.id,
        question: q.question,
        choices: parseQuizChoices(q.choices).map((c) => c.text),
        explanation: q.explanation,
      })),
    })),
  }));
}

/** Translated choice texts in the stored shape of the original choices (objects keep their ids). */
function translatedChoices(raw: unknown, texts: string[]): unknown[] {
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

async function runTranslation(deps: Deps, ctx: JobContext) {
  const { target, targetLanguage } = ctx.payload as { target: JobTarget; targetLanguage: string };
  if (!target.courseVersionId || !isLanguage(targetLanguage))
    throw new JobFailure("Auftrag ohne Quellversion oder Zielsprache.");
  if (deps.ai.info.offline) throw new JobFailure(OFFLINE_CANNOT_TRANSLATE);
  const { version, course } = await loadVersion(deps.db, target.courseVersionId);
  const from = isLanguage(version.language) ? version.language : "de";
  const content = await loadCourseContent(deps.db, course.id);
  const source = moduleTexts(content, overlayOf(version, course));
  const sourceHeader = overlayOf(version, course)?.course ?? {
    title: course.title,
    description: course.description,
  };
  const total = source.length + 1;
  await ctx.progress(0, `0 von ${source.length} Modulen übersetzt`, total);

  const header = await deps.ai.translateHeader(
    { from, to: targetLanguage, header: sourceHeader },
    ctx.signal,
  );
  let done = 0;
  await ctx.progress(1, `0 von ${source.length} Modulen übersetzt`);
  const results = await mapPool(source, deps.config.ai.concurrency, async (module) => {
    const translated = await deps.ai.translateModule(
      { course: sourceHeader, from, to: targetLanguage, module },
      ctx.signal,
    );
    done++;
    await ctx.progress(done + 1, `${done} von ${source.length} Modulen übersetzt`);
    return translated;
  });
  const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failed) throw failed.reason;
  const translated = results.map((r) => (r as PromiseFulfilledResult<ModuleText>).value);

  // Everything is valid: build the overlay keyed by the base rows' ids and write it at once.
  const quizById = new Map(content.quizzes.map((q) => [q.id, q]));
  const o: CourseTranslationOverlay = {
    course: { title: header.title, description: header.description },
    modules: {},
    lessons: {},
    codeExamples: {},
    exercises: {},
    quizzes: {},
  };
  o.moduleRevisions = Object.fromEntries(content.modules.map((m) => [m.id, m.contentRevision]));
  for (const m of translated) {
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
        o.exercises[e.id] = { task: e.task, hint: e.hint, solution: e.solution };
      for (const q of l.quizzes)
        o.quizzes[q.id] = {
          question: q.question,
          choices: translatedChoices(quizById.get(q.id)?.choices, q.choices),
          explanation: q.explanation,
        };
    }
  }
  try {
    const id = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(courseVersions)
        .values({
          courseId: course.id,
          versionNumber: 1,
          language: targetLanguage,
          structureJson: {
            modules: translated.map((m) => ({ title: m.title, description: m.description })),
          },
          translationJson: o,
          isActive: false,
          isPublished: false,
          generator: "ai",
        })
        // Re-translating an outdated translation replaces its text (decision 0027).
        .onConflictDoUpdate({
          target: [courseVersions.courseId, courseVersions.language],
          set: {
            translationJson: o,
            structureJson: {
              modules: translated.map((m) => ({ title: m.title, description: m.description })),
            },
          },
        })
        .returning({ id: courseVersions.id });
      return row.id;
    });
    return { courseId: course.id, courseVersionId: id };
  } catch (err) {
    if (isUniqueViolation(err)) throw new JobFailure(translationExists(targetLanguage).message);
    throw err;
  }
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, i = 0; e && i < 4; i++) {
    if ((e as { code?: string }).code === "23505") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
