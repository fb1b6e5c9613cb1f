import { and, eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../../db/client";
import { courseProjects, courseVersions } from "../../../db/schema";
import { AppError, badRequest, notFound } from "../../../lib/errors";
import { V } from "@shared/i18n/messages";
import { isLanguage } from "@shared/i18n/languages";
import type { CourseTranslationOverlay, ProjectTranslation } from "@shared/domain/translation";
import type { ProjectChecks, RubricCriterion } from "@shared/domain/projects";
import {
  projectSourceRevision,
  projectTranslationState,
  type ProjectSourceText,
} from "@shared/domain/project-translation";
import type {
  ProjectTexts,
  ProjectTranslationItem,
  ProjectTranslationsResponse,
  SaveProjectTranslationRequest,
} from "@shared/contracts/project-translation";
import { recordAudit } from "../../audit/audit.service";
import { isUuid, loadVersion } from "../admin.service";
import { loadProjectSources, projectSourceOf } from "./admin-project-translation";

/*
 * Translating a course's projects by hand in the editor of a translation (issue 30, decision
 * 0146), like its lessons (decision 0094): the source's texts beside the form, saved into the
 * overlay with the translation's own revision as expectedRevision (two editors: 409), and the
 * source revision of the moment, so a later change of the German text shows "veraltet".
 */

const notATranslation = () => badRequest("NOT_A_TRANSLATION", "v:notATranslation");
const projectNotFound = () => notFound("PROJECT_NOT_FOUND", V("projectNotFound"));
const conflict = (currentRevision: number) =>
  new AppError(409, "REVISION_CONFLICT", V("projectTranslationConflict"), { currentRevision });
const unknownCriterion = () =>
  new AppError(400, "VALIDATION_ERROR", V("projectTranslationUnknownCriterion"), {
    field: "rubric",
  });

const textsOf = (s: ProjectSourceText): ProjectTexts => ({
  title: s.title,
  brief: s.brief,
  rubric: s.rubric,
  checks: s.checks,
});

/** The translation's texts in the source's order; what it lacks shows the source's text. */
function translatedTexts(s: ProjectSourceText, t: ProjectTranslation | undefined) {
  if (!t) return null;
  return {
    title: t.title || s.title,
    brief: t.brief,
    rubric: s.rubric.map((c) => ({
      id: c.id,
      title: t.rubric[c.id]?.title || c.title,
      description: t.rubric[c.id]?.description ?? c.description,
      fulfilled: t.rubric[c.id]?.fulfilled || c.fulfilled,
    })),
    checks: s.checks.map((c) => ({ id: c.id, title: t.checkTitles?.[c.id] || c.title })),
  };
}

function itemOf(s: ProjectSourceText, o: CourseTranslationOverlay | null): ProjectTranslationItem {
  const t = o?.projects?.[s.id];
  return {
    id: s.id,
    source: textsOf(s),
    translation: translatedTexts(s, t),
    state: projectTranslationState(s, t),
    revision: t?.revision ?? (t ? 1 : 0),
    error: o?.projectErrors?.[s.id] ?? null,
  };
}

/** The version, refusing the source version (only a translation is translated). */
async function translationOf(db: DbOrTx, versionId: string) {
  const { version, course } = await loadVersion(db, versionId);
  if (version.language === course.language || !isLanguage(version.language))
    throw notATranslation();
  return { version, course, language: version.language };
}

/** GET …/project-translations: every project of the course, source and translation (two statements). */
export async function getProjectTranslations(
  db: Db,
  versionId: string,
): Promise<ProjectTranslationsResponse> {
  const { version, course, language } = await translationOf(db, versionId);
  const sources = await loadProjectSources(db, course.id);
  const o = (version.translationJson ?? null) as CourseTranslationOverlay | null;
  return {
    versionId: version.id,
    language,
    sourceLanguage: isLanguage(course.language) ? course.language : "de",
    projects: sources.map((s) => itemOf(s, o)),
  };
}

const sameIds = (a: { id: string }[], b: { id: string }[]) =>
  a.length === b.length && a.every((x) => b.some((y) => y.id === x.id));

/**
 * PUT …/project-translations/{projectId}: saves the translated texts when `expectedRevision`
 * is the translation's revision (else 409 with the current one); five statements in one
 * transaction (version, locked overlay, project, write, audit entry).
 */
export async function saveProjectTranslation(
  db: Db,
  actorId: string,
  versionId: string,
  projectId: string,
  body: SaveProjectTranslationRequest,
): Promise<ProjectTranslationItem> {
  if (!isUuid(projectId)) throw projectNotFound();
  return db.transaction(async (tx) => {
    const { version, course, language } = await translationOf(tx, versionId);
    const [locked] = await tx
      .select({ json: courseVersions.translationJson })
      .from(courseVersions)
      .where(eq(courseVersions.id, version.id))
      .for("update");
    const [row] = await tx
      .select({
        id: courseProjects.id,
        title: courseProjects.title,
        brief: courseProjects.brief,
        rubric: courseProjects.rubric,
        checks: courseProjects.checks,
      })
      .from(courseProjects)
      .where(and(eq(courseProjects.id, projectId), eq(courseProjects.courseId, course.id)));
    if (!row) throw projectNotFound();
    const source = projectSourceOf(
      row as {
        id: string;
        title: string;
        brief: string;
        rubric: RubricCriterion[];
        checks: ProjectChecks | null;
      },
    );
    // A translation without an overlay yet gets the empty one (as the editor writes it).
    const o: CourseTranslationOverlay = {
      course: { title: course.title, description: course.description },
      modules: {},
      lessons: {},
      codeExamples: {},
      exercises: {},
      quizzes: {},
      ...(locked?.json as Partial<CourseTranslationOverlay> | null),
    };
    const current = o.projects?.[projectId];
    const currentRevision = current?.revision ?? (current ? 1 : 0);
    if (currentRevision !== body.expectedRevision) throw conflict(currentRevision);
    if (!sameIds(body.rubric, source.rubric) || !sameIds(body.checks, source.checks))
      throw unknownCriterion();
    const next: ProjectTranslation = {
      title: body.title,
      brief: body.brief,
      rubric: Object.fromEntries(
        body.rubric.map((c) => [
          c.id,
          { title: c.title, description: c.description, fulfilled: c.fulfilled },
        ]),
      ),
      ...(body.checks.length
        ? { checkTitles: Object.fromEntries(body.checks.map((c) => [c.id, c.title])) }
        : {}),
      // Written with the source beside it: current until the German text changes again.
      sourceRevision: projectSourceRevision(source),
      revision: currentRevision + 1,
    };
    o.projects = { ...o.projects, [projectId]: next };
    if (o.projectErrors) delete o.projectErrors[projectId];
    await tx
      .update(courseVersions)
      .set({ translationJson: o })
      .where(eq(courseVersions.id, version.id));
    await recordAudit(tx, {
      courseId: course.id,
      entityType: "project",
      entityId: projectId,
      action: "translation-updated",
      actorId,
      details: { language, title: body.title, revision: next.revision },
    });
    return itemOf(source, o);
  });
}
