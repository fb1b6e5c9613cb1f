/**
 * Importing a course folder (issue 32, decision 0102): the files are read and checked
 * first (problems with file and line, nothing written); then the change list against the
 * course of the same id; then, unless a dry run, everything is written in one transaction
 * with the ids of the files, so learners' progress on kept lessons survives. An audit entry
 * records the import.
 */
import { and, eq, inArray, ne } from "drizzle-orm";
import type { Db, DbOrTx } from "../../../db/client";
import {
  courses,
  lessonCodeExamples,
  lessonExercises,
  lessonQuizzes,
  lessons,
  modules,
} from "../../../db/schema";
import {
  diffCourses,
  problem,
  readCourseFiles,
  type CourseChanges,
  type CourseFileProblem,
  type CourseFiles,
  type CourseModel,
} from "@shared/course-files";
import { recordAudit } from "../../audit/audit.service";
import { loadCourseModel } from "./course-files-export";
import { writeModel } from "./course-files-write";
import { knownAssets, prepareAssets, storeAssets } from "./course-files-assets";
import { projectImportConflicts, writeCourseProjects } from "../../projects/projects-files.service";
import type { Storage } from "../../../storage/storage";

export type ImportResult =
  | { ok: false; problems: CourseFileProblem[] }
  | { ok: true; courseId: string; title: string; changes: CourseChanges; written: boolean };

export interface ImportOptions {
  dryRun?: boolean;
  actorId?: string | null;
  /**
   * Called in the transaction with the change list before anything is written; may throw
   * to refuse (the admin screen confirms exactly the list it showed).
   */
  beforeWrite?: (changes: CourseChanges) => void;
  /** Where the images of `assets/` are stored (needed when the files have images). */
  storage?: Storage;
}

export async function importCourse(
  db: Db,
  files: CourseFiles | Record<string, string | Uint8Array>,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const read = readCourseFiles(files);
  if ("problems" in read) return { ok: false, problems: read.problems };
  // The images through the pipeline; the course as stored points at their URLs. An image the
  // course has already (the same bytes at the same path) keeps its URL (`knownAssets`).
  const prepare = async (now: CourseModel | null) =>
    prepareAssets(
      read.course,
      read.assets,
      read.assets.size && options.storage ? await knownAssets(options.storage, now) : undefined,
    );
  const check = async (tx: DbOrTx, model: CourseModel, before: CourseModel | null) => {
    const [problems, projects] = await Promise.all([
      foreignIds(tx, model, read.sources),
      projectImportConflicts(tx, model.id, model.projects),
    ]);
    if (before && before.language !== model.language)
      problems.push(problem("course.yaml", 0, "cfLanguageChange", { language: before.language }));
    for (const id of projects.foreignIds)
      problems.push(problem(read.sources[id] ?? "course.yaml", 0, "cfIdOtherCourse", { id }));
    for (const p of projects.removedWithSubmissions)
      problems.push(problem("projects", 0, "cfProjectHasSubmissions", { title: p.title }));
    return { problems, changes: diffCourses(before, model, read.sources) };
  };
  if (options.dryRun) {
    // One load of the course for the images and the change list: a fixed number of statements.
    const before = await loadCourseModel(db, read.course.id);
    const prepared = await prepare(before);
    if (prepared.problems.length) return { ok: false, problems: prepared.problems };
    const model = prepared.course;
    const { problems, changes } = await check(db, model, before);
    return problems.length
      ? { ok: false, problems }
      : { ok: true, courseId: model.id, title: model.title, changes, written: false };
  }
  // The images are decoded before the transaction (no lock held meanwhile); only a course
  // with images is read for them first.
  const prepared = await prepare(
    read.assets.size && options.storage ? await loadCourseModel(db, read.course.id) : null,
  );
  if (prepared.problems.length) return { ok: false, problems: prepared.problems };
  const model = prepared.course;
  if (prepared.images.length) {
    if (!options.storage) throw new Error("importing a course with images needs the storage");
    await storeAssets(options.storage, prepared.images);
  }
  return db.transaction(async (tx) => {
    // Two imports of the same course one after the other, never interleaved.
    await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, model.id)).for("update");
    const before = await loadCourseModel(tx, model.id);
    const { problems, changes } = await check(tx, model, before);
    if (problems.length) return { ok: false as const, problems };
    options.beforeWrite?.(changes);
    await writeModel(tx, model, before);
    await writeCourseProjects(
      tx,
      model.id,
      model.projects,
      new Set([...changes.projects.added, ...changes.projects.changed].map((p) => p.id)),
    );
    await recordAudit(tx, {
      courseId: model.id,
      entityType: "course",
      entityId: model.id,
      action: "imported",
      actorId: options.actorId ?? null,
      details: {
        course: changes.course,
        modules: counts(changes.modules),
        lessons: counts(changes.lessons),
        removedLessons: changes.lessons.removed,
        projects: counts(changes.projects),
        translations: changes.translations,
      },
    });
    return { ok: true as const, courseId: model.id, title: model.title, changes, written: true };
  });
}

const counts = (g: CourseChanges["modules"]) => ({
  added: g.added.length,
  changed: g.changed.length,
  removed: g.removed.length,
});

/** Ids of the files that belong to another course, and a demo key another course has. */
async function foreignIds(
  db: DbOrTx,
  model: CourseModel,
  sources: Record<string, string>,
): Promise<CourseFileProblem[]> {
  const lessonsOf = model.modules.flatMap((m) => m.lessons);
  const ids = (pick: (l: CourseModel["modules"][number]["lessons"][number]) => { id: string }[]) =>
    lessonsOf.flatMap((l) => pick(l).map((b) => b.id));
  const other = ne(modules.courseId, model.id);
  const blockQuery = (
    table: typeof lessonCodeExamples | typeof lessonExercises | typeof lessonQuizzes,
    list: string[],
  ) =>
    list.length
      ? db
          .select({ id: table.id })
          .from(table)
          .innerJoin(lessons, eq(lessons.id, table.lessonId))
          .innerJoin(modules, eq(modules.id, lessons.moduleId))
          .where(and(inArray(table.id, list), other))
      : Promise.resolve([]);
  const moduleIds = model.modules.map((m) => m.id);
  const lessonIds = lessonsOf.map((l) => l.id);
  const found = await Promise.all([
    moduleIds.length
      ? db
          .select({ id: modules.id })
          .from(modules)
          .where(and(inArray(modules.id, moduleIds), other))
      : Promise.resolve([]),
    lessonIds.length
      ? db
          .select({ id: lessons.id })
          .from(lessons)
          .innerJoin(modules, eq(modules.id, lessons.moduleId))
          .where(and(inArray(lessons.id, lessonIds), other))
      : Promise.resolve([]),
    blockQuery(
      lessonCodeExamples,
      ids((l) => l.codeExamples),
    ),
    blockQuery(
      lessonExercises,
      ids((l) => l.exercises),
    ),
    blockQuery(
      lessonQuizzes,
      ids((l) => l.quizzes),
    ),
    model.seedKey
      ? db
          .select({ id: courses.id })
          .from(courses)
          .where(and(eq(courses.seedKey, model.seedKey), ne(courses.id, model.id)))
      : Promise.resolve([]),
  ]);
  const seed = found.pop()!;
  const problems = found
    .flat()
    .map((r) => problem(sources[r.id] ?? "course.yaml", 0, "cfIdOtherCourse", { id: r.id }));
  if (seed.length)
    problems.push(problem("course.yaml", 0, "cfSeedKeyTaken", { key: model.seedKey! }));
  return problems;
}
