import { and, eq } from "drizzle-orm";
import type { Deps } from "../../../context";
import { courses, courseVersions } from "../../../db/schema";
import { AppError, badRequest, conflict, notFound } from "../../../lib/errors";
import { CANCELLED_MESSAGE, JobFailure, type JobContext } from "../../../jobs/job-queue";
import type { JobTarget } from "../../../jobs/job-dto";
import { mapPool } from "../../../jobs/pool";
import { isLanguage, type Language } from "@shared/i18n/languages";
import type { CourseTranslationOverlay } from "@shared/domain/translation";
import type { DbOrTx } from "../../../db/client";
import { recordAudit } from "../../audit/audit.service";
import {
  loadCourseContent,
  loadVersion,
  translationStates,
  type CourseContent,
} from "../admin.service";
import { translateKey } from "../admin-keys";
import {
  emptyOverlay,
  mergeModule,
  moduleTexts,
  recordModuleErrors,
} from "./admin-translation-overlay";
import { storedMessage } from "@shared/i18n/messages";
import {
  loadProjectSources,
  staleProjectIds,
  translateProjects,
} from "./admin-project-translation";

/** The language's name in the caller's language ("Englisch", "inglés", …). */
const languageName = (language: Language, lang: Language) =>
  new Intl.DisplayNames([lang], { type: "language" }).of(language) ?? language;

export const translationExists = (language: Language) =>
  new AppError(409, "TRANSLATION_EXISTS", "v:translationExists", undefined, (lang) => ({
    language: languageName(language, lang),
  }));

const UNEXPECTED_MODULE_ERROR = "Ein unerwarteter Fehler ist aufgetreten.";
const why = (err: unknown) =>
  err instanceof Error && (err as { readable?: boolean }).readable
    ? err.message
    : UNEXPECTED_MODULE_ERROR;

interface TranslationPayload {
  target: JobTarget;
  targetLanguage: string;
  /** Only these modules; null: every module that is not translated (all for a new translation). */
  moduleIds?: string[] | null;
  /**
   * Only these projects (decision 0146); null: every project that is not translated, outdated
   * or failed. Left out (jobs from before): null when `moduleIds` is null, else none.
   */
  projectIds?: string[] | null;
}

/** POST /course-versions/:id/translate (on the source version): checks, then a job (202). */
export async function enqueueTranslation(
  deps: Deps,
  userId: string,
  versionId: string,
  targetLanguage: Language,
) {
  const { db } = deps;
  const { version, course } = await loadVersion(db, versionId);
  if (version.language === targetLanguage) throw badRequest("SAME_LANGUAGE", "v:sameLanguage");
  const [existing] = await db
    .select()
    .from(courseVersions)
    .where(and(eq(courseVersions.courseId, course.id), eq(courseVersions.language, targetLanguage)))
    .limit(1);
  // An existing translation is translated again only when some module or project is
  // outdated or missing.
  if (existing && !(await staleTexts(db, course.id, existing.translationJson)).count)
    throw translationExists(targetLanguage);
  refuseOffline(deps);
  return enqueue(deps, userId, {
    target: { courseId: course.id, courseVersionId: version.id, courseTitle: course.title },
    targetLanguage,
    moduleIds: null,
    projectIds: null,
  });
}

/**
 * POST /course-versions/:id/manual-translation (decision 0094): the version of another
 * language without a model, for the author to translate in the editor. Its overlay starts
 * with the course's title and description as they are and no module text, so every module
 * is "nicht übersetzt" and the editor shows the source text to write over, next to the
 * original; text saved there goes into the overlay as for any translation. One insert and
 * its audit entry in one transaction; a second request for the language answers 409.
 */
export async function createManualTranslation(
  deps: Deps,
  actorId: string,
  versionId: string,
  targetLanguage: Language,
) {
  const { version, course } = await loadVersion(deps.db, versionId);
  if (version.language === targetLanguage || course.language === targetLanguage)
    throw badRequest(
      "SAME_LANGUAGE",
      "Die Zielsprache darf nicht die Sprache der Quellversion sein.",
    );
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(courseVersions)
      .values({
        courseId: course.id,
        versionNumber: 1,
        language: targetLanguage,
        structureJson: { modules: [] },
        translationJson: emptyOverlay({ title: course.title, description: course.description }),
        isActive: false,
        isPublished: false,
        generator: "manual",
      })
      .onConflictDoNothing({ target: [courseVersions.courseId, courseVersions.language] })
      .returning({ id: courseVersions.id });
    if (!row) throw translationExists(targetLanguage);
    await recordAudit(tx, {
      courseId: course.id,
      entityType: "version",
      entityId: row.id,
      action: "created",
      actorId,
      details: { language: targetLanguage, manual: true },
    });
    return { courseId: course.id, courseVersionId: row.id };
  });
}

/**
 * POST /course-versions/:id/retranslate (on a translated version): one module, the failed
 * modules of a job, or without `moduleIds` every outdated or untranslated module.
 */
export async function enqueueRetranslation(
  deps: Deps,
  userId: string,
  versionId: string,
  moduleIds: string[] | undefined,
) {
  const { db } = deps;
  const { version, course } = await loadVersion(db, versionId);
  if (version.language === course.language || !isLanguage(version.language))
    throw badRequest("NOT_A_TRANSLATION", "v:notATranslation");
  let ids = moduleIds ? [...new Set(moduleIds)] : null;
  let projectIds: string[] = [];
  if (ids) {
    const known = new Set((await loadCourseContent(db, course.id)).modules.map((m) => m.id));
    if (ids.some((id) => !known.has(id))) throw notFound("MODULE_NOT_FOUND", "v:moduleNotFound");
  } else {
    const stale = await staleTexts(db, course.id, version.translationJson);
    if (!stale.count) throw conflict("TRANSLATION_UP_TO_DATE", "v:translationUpToDate");
    ids = stale.moduleIds;
    projectIds = stale.projectIds;
  }
  refuseOffline(deps);
  return enqueue(deps, userId, {
    target: {
      courseId: course.id,
      courseVersionId: version.id,
      courseTitle: course.title,
      ...(ids.length === 1 ? { moduleId: ids[0] } : {}),
    },
    targetLanguage: version.language,
    moduleIds: ids,
    projectIds,
  });
}

function refuseOffline(deps: Deps) {
  if (deps.ai.info.offline)
    throw new AppError(400, "OFFLINE_CANNOT_TRANSLATE", "v:offlineCannotTranslate");
}

function enqueue(deps: Deps, userId: string, payload: TranslationPayload) {
  return deps.jobs.enqueue({
    type: "translate-course",
    payload,
    // One translation job per course and language at a time.
    dedupeKey: translateKey(payload.target.courseId!, payload.targetLanguage),
    total: (payload.moduleIds?.length ?? 0) + (payload.projectIds?.length ?? 0) + 1,
    message: "Übersetzung wird vorbereitet …",
    createdBy: userId,
  });
}

/** Modules of a translation that are outdated, not translated, or failed last time. */
function staleIds(content: CourseContent, o: CourseTranslationOverlay): string[] {
  const states = translationStates(content, o);
  return content.modules
    .filter((m) => states.get(m.id) !== "translated" || !!o.moduleErrors?.[m.id])
    .map((m) => m.id);
}

/** The modules and projects of a translation to translate again (decision 0146). */
async function staleTexts(db: DbOrTx, courseId: string, json: unknown) {
  if (!json) return { moduleIds: [], projectIds: [], count: 0 };
  const o = json as CourseTranslationOverlay;
  const [content, projects] = await Promise.all([
    loadCourseContent(db, courseId),
    loadProjectSources(db, courseId),
  ]);
  const moduleIds = staleIds(content, o);
  const projectIds = staleProjectIds(projects, o);
  return { moduleIds, projectIds, count: moduleIds.length + projectIds.length };
}

export function registerTranslationJob(deps: Deps) {
  deps.jobs.register("translate-course", (ctx) => runTranslation(deps, ctx));
}

/** The version of this language, created with the translated header when there is none yet. */
async function translationVersion(
  deps: Deps,
  ctx: JobContext,
  course: { id: string; title: string; description: string; language: string },
  to: Language,
) {
  const [existing] = await deps.db
    .select({ id: courseVersions.id, json: courseVersions.translationJson })
    .from(courseVersions)
    .where(and(eq(courseVersions.courseId, course.id), eq(courseVersions.language, to)))
    .limit(1);
  if (existing?.json)
    return { id: existing.id, overlay: existing.json as CourseTranslationOverlay, created: false };
  const from = isLanguage(course.language) ? course.language : "de";
  const header = await deps.ai.translateHeader(
    { from, to, header: { title: course.title, description: course.description } },
    ctx.signal,
  );
  if (ctx.signal.aborted) throw new JobFailure(CANCELLED_MESSAGE);
  const overlay = emptyOverlay({ title: header.title, description: header.description });
  // A second run of this job (its process died) finds the version the first run wrote.
  const [row] = await deps.db
    .insert(courseVersions)
    .values({
      courseId: course.id,
      versionNumber: 1,
      language: to,
      structureJson: { modules: [] },
      translationJson: overlay,
      isActive: false,
      isPublished: false,
      generator: "ai",
    })
    .onConflictDoNothing({ target: [courseVersions.courseId, courseVersions.language] })
    .returning({ id: courseVersions.id });
  if (row) return { id: row.id, overlay, created: true };
  return translationVersion(deps, ctx, course, to);
}

/**
 * Translates modules one by one into the version of the target language; each translated
 * module is written at once (partial result kept), failed modules are listed with their
 * cause in the job's error and kept in the overlay until they translate.
 */
async function runTranslation(deps: Deps, ctx: JobContext) {
  const { target, targetLanguage, moduleIds, projectIds } = ctx.payload as TranslationPayload;
  if (!target.courseVersionId || !isLanguage(targetLanguage))
    throw new JobFailure(storedMessage("jobWithoutTarget"));
  if (deps.ai.info.offline) throw new JobFailure(storedMessage("offlineCannotTranslate"));
  const { course } = await loadVersion(deps.db, target.courseVersionId);
  const from = isLanguage(course.language) ? course.language : "de";
  await ctx.progress(0, storedMessage("jobTitleTranslating"));
  const version = await translationVersion(deps, ctx, course, targetLanguage);
  const [content, projects] = await Promise.all([
    loadCourseContent(deps.db, course.id),
    loadProjectSources(deps.db, course.id),
  ]);
  const wanted = moduleIds ? new Set(moduleIds) : new Set(staleIds(content, version.overlay));
  const todo = moduleTexts(content, null).filter((m) => wanted.has(m.id));
  const projectIdsWanted = projectIds === undefined ? (moduleIds ? [] : null) : projectIds;
  const wantedProjects = new Set(projectIdsWanted ?? staleProjectIds(projects, version.overlay));
  const projectTodo = projects.filter((p) => wantedProjects.has(p.id));
  const revisions = new Map(content.modules.map((m) => [m.id, m.contentRevision]));
  const total = todo.length + projectTodo.length + 1;
  const of = (n: number) => storedMessage("jobModulesTranslated", { done: n, total: todo.length });
  await ctx.progress(1, of(0), total);

  let done = 0;
  const header = { title: course.title, description: course.description };
  const results = await mapPool(todo, deps.config.ai.concurrency, async (module) => {
    const translated = await deps.ai.translateModule(
      { course: header, from, to: targetLanguage, module },
      ctx.signal,
    );
    // A cancelled job writes nothing more, even when this answer arrived just before.
    if (ctx.signal.aborted) throw new JobFailure(CANCELLED_MESSAGE);
    await mergeModule(deps.db, version.id, content, translated, revisions.get(module.id)!);
    done++;
    await ctx.progress(done + 1, of(done));
  });
  if (ctx.signal.aborted) throw new JobFailure(CANCELLED_MESSAGE);

  const errors = new Map<string, string>();
  results.forEach((r, i) => {
    if (r.status === "fulfilled") return;
    if (why(r.reason) === UNEXPECTED_MODULE_ERROR)
      deps.logger.error("module translation crashed", { error: String(r.reason) });
    errors.set(todo[i].id, why(r.reason));
  });
  await recordModuleErrors(deps.db, version.id, errors);

  // The course's projects after its modules (decision 0146).
  if (projectTodo.length) await ctx.progress(done + 1, storedMessage("jobProjectsTranslating"));
  const projectErrors = await translateProjects(deps, ctx, {
    versionId: version.id,
    course: header,
    from,
    to: targetLanguage,
    todo: projectTodo,
    onDone: async () => {
      done++;
      await ctx.progress(done + 1, storedMessage("jobProjectsTranslating"));
    },
  });

  const result = { courseId: course.id, courseVersionId: version.id };
  const listOf = (errs: Map<string, string>, items: { id: string; title: string }[]) => {
    const titles = new Map(items.map((m) => [m.id, m.title]));
    return [...errs].map(([id, why]) => `„${titles.get(id)}“: ${why}`).join(" ");
  };
  if (errors.size) {
    const list = listOf(errors, todo);
    throw new JobFailure(
      storedMessage("jobModulesNotTranslated", { failed: errors.size, total: todo.length, list }),
      { ...result, failedModuleIds: [...errors.keys()] },
    );
  }
  if (projectErrors.size) {
    const list = listOf(projectErrors, projectTodo);
    throw new JobFailure(
      storedMessage("jobProjectsNotTranslated", {
        failed: projectErrors.size,
        total: projectTodo.length,
        list,
      }),
      result,
    );
  }
  return result;
}

/**
 * Translates one module into the course's version of language `to` (after generating it
 * inside that translation). A failure keeps its cause on the module like a translation job.
 */
export async function translateOneModule(
  deps: Deps,
  signal: AbortSignal,
  courseId: string,
  to: Language,
  moduleId: string,
) {
  const [row] = await deps.db
    .select({ course: courses, versionId: courseVersions.id })
    .from(courses)
    .innerJoin(
      courseVersions,
      and(eq(courseVersions.courseId, courses.id), eq(courseVersions.language, to)),
    )
    .where(eq(courses.id, courseId))
    .limit(1);
  if (!row) throw new JobFailure(storedMessage("jobTranslationGone"));
  const content = await loadCourseContent(deps.db, courseId);
  const module = moduleTexts(content, null).find((m) => m.id === moduleId);
  const revision = content.modules.find((m) => m.id === moduleId)?.contentRevision;
  if (!module || revision === undefined) throw new JobFailure(storedMessage("jobModuleGone"));
  const { course } = row;
  try {
    const translated = await deps.ai.translateModule(
      {
        course: { title: course.title, description: course.description },
        from: isLanguage(course.language) ? course.language : "de",
        to,
        module,
      },
      signal,
    );
    if (signal.aborted) throw new JobFailure(CANCELLED_MESSAGE);
    await mergeModule(deps.db, row.versionId, content, translated, revision);
  } catch (err) {
    if (signal.aborted) throw err;
    if (!(err instanceof Error && (err as { readable?: boolean }).readable))
      deps.logger.error("module translation crashed", { error: String(err) });
    await recordModuleErrors(deps.db, row.versionId, new Map([[moduleId, why(err)]]));
    throw new JobFailure(storedMessage("jobModuleNotTranslated", { why: why(err) }), {
      courseId,
      courseVersionId: row.versionId,
      failedModuleIds: [moduleId],
    });
  }
}
