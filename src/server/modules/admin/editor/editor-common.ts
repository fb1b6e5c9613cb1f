import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import type { courses, lessonCodeExamples, lessonExercises, lessonQuizzes } from "../../../db/schema";
import { courseVersions, lessons, modules } from "../../../db/schema";
import { AppError, notFound } from "../../../lib/errors";
import type { CourseTranslationOverlay } from "@shared/domain/translation";
import { V } from "@shared/i18n/messages";
import { isUuid, loadVersion } from "../admin.service";

/** Pieces every editor write shares: version context, revisions, overlay writes. */

export const editorNotFound = (code: string) => notFound(code, V("notFound"));
export const moduleNotFound = () => editorNotFound("MODULE_NOT_FOUND");
export const lessonNotFound = () => editorNotFound("LESSON_NOT_FOUND");

export const revisionConflict = (currentRevision: number) =>
  new AppError(409, "REVISION_CONFLICT", V("revisionConflict"), { currentRevision });
export const structureSourceOnly = () =>
  new AppError(409, "STRUCTURE_SOURCE_ONLY", V("structureSourceOnly"));
export const orderMismatch = () => new AppError(400, "ORDER_MISMATCH", V("orderMismatch"));

export type VersionContext = Awaited<ReturnType<typeof loadVersion>> & {
  isSource: boolean;
  overlay: CourseTranslationOverlay | null;
};

/** The version being edited, its course and (for a translation) its overlay. One statement. */
export async function loadContext(db: DbOrTx, versionId: string): Promise<VersionContext> {
  const row = await loadVersion(db, versionId).catch((err: unknown) => {
    throw err instanceof AppError && err.code === "VERSION_NOT_FOUND"
      ? editorNotFound("VERSION_NOT_FOUND")
      : err;
  });
  const isSource = row.version.language === row.course.language;
  const overlay = isSource ? null : emptyOverlay(row.version.translationJson, row.course);
  return { ...row, isSource, overlay };
}

function emptyOverlay(json: unknown, course: { title: string; description: string }) {
  const o = (json ?? {}) as Partial<CourseTranslationOverlay>;
  return {
    // Keeps moduleRevisions ("veraltet") and moduleErrors of the translation.
    ...o,
    course: o.course ?? { title: course.title, description: course.description },
    modules: o.modules ?? {},
    lessons: o.lessons ?? {},
    codeExamples: o.codeExamples ?? {},
    exercises: o.exercises ?? {},
    quizzes: o.quizzes ?? {},
  } satisfies CourseTranslationOverlay;
}

export function requireSource(ctx: VersionContext) {
  if (!ctx.isSource) throw structureSourceOnly();
}

/**
 * Applies a change to the version's overlay inside the transaction: the row is locked,
 * re-read, changed and written back (two statements), so parallel text edits of one
 * translation never drop each other.
 */
export async function writeOverlay(
  tx: DbOrTx,
  ctx: VersionContext,
  change: (o: CourseTranslationOverlay) => void,
) {
  const [row] = await tx
    .select({ json: courseVersions.translationJson })
    .from(courseVersions)
    .where(eq(courseVersions.id, ctx.version.id))
    .for("update");
  const o = emptyOverlay(row?.json, ctx.course);
  change(o);
  await tx
    .update(courseVersions)
    .set({ translationJson: o })
    .where(eq(courseVersions.id, ctx.version.id));
  ctx.overlay = o;
}

type RevisionTable = typeof courses | typeof modules | typeof lessons;

/**
 * Bumps a row's revision when it still is `expected` (one statement). Otherwise 404 when
 * the row is gone (or not in this course), 409 REVISION_CONFLICT with the current one.
 */
export async function bumpRevision(
  tx: DbOrTx,
  table: RevisionTable,
  id: string,
  expected: number,
  values: Record<string, unknown> = {},
  notFoundError: () => AppError = () => editorNotFound("NOT_FOUND"),
): Promise<number> {
  if (!isUuid(id)) throw notFoundError();
  const rows = (await tx
    .update(table)
    .set({ ...values, revision: sql`${table.revision} + 1` } as never)
    .where(and(eq(table.id, id), eq(table.revision, expected)))
    .returning({ revision: table.revision })) as { revision: number }[];
  if (rows[0]) return rows[0].revision;
  const [current] = (await tx
    .select({ revision: table.revision })
    .from(table)
    .where(eq(table.id, id))) as { revision: number }[];
  if (!current) throw notFoundError();
  throw revisionConflict(current.revision);
}

/** Source content of these modules changed: translations compare against this (one statement). */
export async function bumpContentRevision(tx: DbOrTx, moduleIds: string[]) {
  const ids = [...new Set(moduleIds)];
  if (!ids.length) return;
  await tx
    .update(modules)
    .set({ contentRevision: sql`${modules.contentRevision} + 1` })
    .where(inArray(modules.id, ids));
}

/** A module of this course, or 404 (one statement). */
export async function moduleOfCourse(db: DbOrTx, courseId: string, moduleId: string) {
  if (!isUuid(moduleId)) throw moduleNotFound();
  const [m] = await db
    .select()
    .from(modules)
    .where(and(eq(modules.id, moduleId), eq(modules.courseId, courseId)));
  if (!m) throw moduleNotFound();
  return m;
}

/** A lesson of this course with its module, or 404 (one statement). */
export async function lessonOfCourse(db: DbOrTx, courseId: string, lessonId: string) {
  if (!isUuid(lessonId)) throw lessonNotFound();
  const [row] = await db
    .select({ lesson: lessons, module: modules })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .where(and(eq(lessons.id, lessonId), eq(modules.courseId, courseId)));
  if (!row) throw lessonNotFound();
  return row;
}

/** True when `ids` is exactly the set `expected` (no duplicates, nothing missing). */
export function sameSet(ids: string[], expected: string[]) {
  const a = new Set(ids);
  return a.size === ids.length && ids.length === expected.length && expected.every((e) => a.has(e));
}

type Ordered =
  | typeof modules
  | typeof lessons
  | typeof lessonCodeExamples
  | typeof lessonExercises
  | typeof lessonQuizzes;

/** New order indexes 1..n for the given ids in one statement (and optional columns, e.g. a new module). */
export async function writeOrder(
  tx: DbOrTx,
  table: Ordered,
  ids: string[],
  extra: Record<string, unknown> = {},
) {
  if (!ids.length) return;
  const cases = sql.join(
    ids.map((id, i) => sql`when ${table.id} = ${id} then ${i + 1}::int`),
    sql` `,
  );
  await tx
    .update(table)
    .set({ ...extra, orderIndex: sql`case ${cases} end` } as never)
    .where(inArray(table.id, ids));
}
