import { sql } from "drizzle-orm";
import type { Deps } from "../../../context";
import type { DbOrTx } from "../../../db/client";
import { courseProjects } from "../../../db/schema";
import { CANCELLED_MESSAGE, JobFailure, type JobContext } from "../../../jobs/job-queue";
import { mapPool } from "../../../jobs/pool";
import type { Language } from "@shared/i18n/languages";
import type { CourseTranslationOverlay } from "@shared/domain/translation";
import {
  projectSourceRevision,
  projectTranslationState,
  type ProjectSourceText,
} from "@shared/domain/project-translation";
import type { ProjectChecks, RubricCriterion } from "@shared/domain/projects";
import type { ProjectText } from "../../../ai/project-translation";
import type { PublishProblem } from "@shared/contracts/admin";
import { changeOverlay } from "./admin-translation-overlay";

/*
 * The projects of a course in its translation job (issue 30, decision 0146): after the
 * modules, every project that is not translated, outdated (its source revision moved on) or
 * failed last time is translated by the same provider and written into the overlay one by
 * one; a failure keeps its cause in `projectErrors` until it translates.
 */

/** A course's projects as text to translate, in course order (one statement). */
export async function loadProjectSources(
  db: DbOrTx,
  courseId: string,
): Promise<ProjectSourceText[]> {
  const res = (await db.execute(
    sql`select p.id, p.title, p.brief, p.rubric, p.checks from ${courseProjects} p
      where p.course_id = ${courseId} order by p.order_index, p.created_at, p.id`,
  )) as unknown as {
    rows: {
      id: string;
      title: string;
      brief: string;
      rubric: RubricCriterion[];
      checks: ProjectChecks | null;
    }[];
  };
  return res.rows.map(projectSourceOf);
}

export function projectSourceOf(p: {
  id: string;
  title: string;
  brief: string;
  rubric: RubricCriterion[];
  checks: ProjectChecks | null;
}): ProjectSourceText {
  return {
    id: p.id,
    title: p.title,
    brief: p.brief,
    rubric: p.rubric.map(({ id, title, description, fulfilled }) => ({
      id,
      title,
      description,
      fulfilled,
    })),
    checks: (p.checks?.checks ?? []).map(({ id, title }) => ({ id, title })),
  };
}

/**
 * The publish gate's rule for a translation's projects, as for its modules (decision 0027):
 * "nicht übersetzt" refuses publishing, "veraltet" is a warning (one statement).
 */
export async function projectTranslationProblems(
  db: DbOrTx,
  courseId: string,
  o: CourseTranslationOverlay | null,
): Promise<PublishProblem[]> {
  if (!o) return [];
  const sources = await loadProjectSources(db, courseId);
  return sources.flatMap((p): PublishProblem[] => {
    const state = projectTranslationState(p, o.projects?.[p.id]);
    const projectTitle = o.projects?.[p.id]?.title || p.title;
    if (state === "not_translated") return [{ kind: "project_not_translated", projectTitle }];
    if (state === "outdated") return [{ kind: "project_outdated", projectTitle }];
    return [];
  });
}

/** Projects of a translation that are not translated, outdated, or failed last time. */
export function staleProjectIds(
  sources: ProjectSourceText[],
  o: CourseTranslationOverlay | null | undefined,
): string[] {
  return sources
    .filter(
      (p) =>
        projectTranslationState(p, o?.projects?.[p.id]) !== "translated" ||
        !!o?.projectErrors?.[p.id],
    )
    .map((p) => p.id);
}

/** A translated project as the overlay keeps it (the revision is set by the writer). */
export function projectTranslationOf(t: ProjectText, sourceRevision: string) {
  return {
    title: t.title,
    brief: t.brief,
    rubric: Object.fromEntries(
      t.rubric.map((c) => [
        c.id,
        { title: c.title, description: c.description, fulfilled: c.fulfilled },
      ]),
    ),
    ...(t.checks.length
      ? { checkTitles: Object.fromEntries(t.checks.map((c) => [c.id, c.title])) }
      : {}),
    sourceRevision,
  };
}

/**
 * Merges one translated project into the overlay with the source revision it was translated
 * from (read before the model call, so an edit meanwhile leaves it "veraltet"), a new
 * revision of the translation, and clears its error.
 */
export function mergeProject(
  db: DbOrTx,
  versionId: string,
  t: ProjectText,
  sourceRevision: string,
) {
  return changeOverlay(db, versionId, (o) => {
    const revision = (o.projects?.[t.id]?.revision ?? 0) + 1;
    o.projects = {
      ...o.projects,
      [t.id]: { ...projectTranslationOf(t, sourceRevision), revision },
    };
    if (o.projectErrors) delete o.projectErrors[t.id];
  });
}

function recordProjectErrors(db: DbOrTx, versionId: string, errors: Map<string, string>) {
  if (!errors.size) return Promise.resolve();
  return changeOverlay(db, versionId, (o) => {
    o.projectErrors = { ...o.projectErrors, ...Object.fromEntries(errors) };
  });
}

export const UNEXPECTED_PROJECT_ERROR = "Ein unerwarteter Fehler ist aufgetreten.";
const why = (err: unknown) =>
  err instanceof Error && (err as { readable?: boolean }).readable
    ? err.message
    : UNEXPECTED_PROJECT_ERROR;

/**
 * Translates `todo` into the version `versionId` (in parallel up to the configured
 * concurrency), each written at once; answers the failed projects with their cause (also
 * kept in the overlay).
 */
export async function translateProjects(
  deps: Deps,
  ctx: JobContext,
  args: {
    versionId: string;
    course: { title: string; description: string };
    from: Language;
    to: Language;
    todo: ProjectSourceText[];
    onDone: () => Promise<void>;
  },
): Promise<Map<string, string>> {
  const results = await mapPool(args.todo, deps.config.ai.concurrency, async (project) => {
    const revision = projectSourceRevision(project);
    const translated = await deps.ai.translateProject(
      { course: args.course, from: args.from, to: args.to, project },
      ctx.signal,
    );
    if (ctx.signal.aborted) throw new JobFailure(CANCELLED_MESSAGE);
    await mergeProject(deps.db, args.versionId, translated, revision);
    await args.onDone();
  });
  if (ctx.signal.aborted) throw new JobFailure(CANCELLED_MESSAGE);
  const errors = new Map<string, string>();
  results.forEach((r, i) => {
    if (r.status === "fulfilled") return;
    if (why(r.reason) === UNEXPECTED_PROJECT_ERROR)
      deps.logger.error("project translation crashed", { error: String(r.reason) });
    errors.set(args.todo[i].id, why(r.reason));
  });
  await recordProjectErrors(deps.db, args.versionId, errors);
  return errors;
}
