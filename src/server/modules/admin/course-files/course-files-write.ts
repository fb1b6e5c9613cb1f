/**
 * Writes a course model into the database (decision 0102), inside the caller's transaction:
 * new and changed rows with the ids of the files (upserts), then what the files no longer
 * have is removed. A fixed number of statements whatever the course's size.
 */
import { and, eq, inArray, notInArray, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import {
  courses,
  courseVersions,
  lessonCodeExamples,
  lessonExercises,
  lessonQuizzes,
  lessons,
  modules,
} from "../../../db/schema";
import { stableJson, type CourseModel, type ModuleModel } from "@shared/course-files";

const excluded = (column: string) => sql.raw(`excluded."${column}"`);

/** Course content without the module's revision number: what makes a module "changed". */
const moduleContent = ({ revision: _r, ...m }: ModuleModel) => stableJson(m);

export async function writeModel(tx: DbOrTx, model: CourseModel, before: CourseModel | null) {
  const head = {
    title: model.title,
    description: model.description,
    difficultyLevel: model.difficulty,
    estimatedDurationHours: model.hours,
    thumbnailUrl: model.thumbnail,
    language: model.language,
    skillArea: model.skillArea,
    seedKey: model.seedKey,
    topic: model.topic,
    specificGoals: model.goals,
    tutorEnabled: model.tutor,
  };
  await tx
    .insert(courses)
    .values({ id: model.id, ...head })
    .onConflictDoUpdate({
      target: courses.id,
      set: { ...head, revision: sql`${courses.revision} + 1` },
    });

  const old = new Map(before?.modules.map((m, i) => [m.id, { m, i }]) ?? []);
  const oldLessons = new Map(
    before?.modules.flatMap((m) =>
      m.lessons.map((l, i) => [l.id, stableJson({ ...l, moduleId: m.id, i })]),
    ) ?? [],
  );
  const moduleRows = model.modules.flatMap((m, i) => {
    const o = old.get(m.id);
    // Content changed since the files' revision: translations made from it are now "veraltet".
    const revision =
      o && moduleContent(o.m) !== moduleContent(m)
        ? Math.max(o.m.revision, m.revision) + 1
        : m.revision;
    const same =
      o &&
      o.i === i &&
      o.m.title === m.title &&
      o.m.description === m.description &&
      o.m.revision === revision;
    if (same) return [];
    return [
      {
        id: m.id,
        courseId: model.id,
        title: m.title,
        description: m.description,
        orderIndex: i + 1,
        contentRevision: revision,
      },
    ];
  });
  if (moduleRows.length)
    await tx
      .insert(modules)
      .values(moduleRows)
      .onConflictDoUpdate({
        target: modules.id,
        set: {
          title: excluded("title"),
          description: excluded("description"),
          orderIndex: excluded("order_index"),
          contentRevision: excluded("content_revision"),
          revision: sql`${modules.revision} + 1`,
        },
      });

  const changed = model.modules.flatMap((m) =>
    m.lessons.flatMap((l, i) =>
      oldLessons.get(l.id) === stableJson({ ...l, moduleId: m.id, i }) ? [] : [{ l, m, i }],
    ),
  );
  if (changed.length)
    await tx
      .insert(lessons)
      .values(
        changed.map(({ l, m, i }) => ({
          id: l.id,
          moduleId: m.id,
          title: l.title,
          content: l.content,
          lessonType: l.type,
          learningObjective: l.objective,
          estimatedDurationMinutes: l.minutes,
          videoUrl: l.video,
          orderIndex: i + 1,
          origin: l.origin,
        })),
      )
      .onConflictDoUpdate({
        target: lessons.id,
        set: {
          moduleId: excluded("module_id"),
          title: excluded("title"),
          content: excluded("content"),
          lessonType: excluded("lesson_type"),
          learningObjective: excluded("learning_objective"),
          estimatedDurationMinutes: excluded("estimated_duration_minutes"),
          videoUrl: excluded("video_url"),
          orderIndex: excluded("order_index"),
          origin: excluded("origin"),
          revision: sql`${lessons.revision} + 1`,
        },
      });
  await writeBlocks(
    tx,
    changed.map((c) => c.l),
  );
  await removeMissing(tx, model);
  await writeVersions(tx, model, before);
}

async function writeBlocks(tx: DbOrTx, changed: CourseModel["modules"][number]["lessons"]) {
  const code = changed.flatMap((l) =>
    l.codeExamples.map((c, i) => ({ ...c, lessonId: l.id, orderIndex: i + 1 })),
  );
  const ex = changed.flatMap((l) =>
    l.exercises.map((e, i) => ({ ...e, lessonId: l.id, orderIndex: i + 1 })),
  );
  const qz = changed.flatMap((l) =>
    l.quizzes.map((q, i) => ({ ...q, lessonId: l.id, orderIndex: i + 1 })),
  );
  const sets = (names: Record<string, string>) =>
    Object.fromEntries(Object.entries(names).map(([k, c]) => [k, excluded(c)])) as Record<
      string,
      SQL
    >;
  if (code.length)
    await tx
      .insert(lessonCodeExamples)
      .values(code)
      .onConflictDoUpdate({
        target: lessonCodeExamples.id,
        set: sets({
          lessonId: "lesson_id",
          title: "title",
          description: "description",
          code: "code",
          language: "language",
          orderIndex: "order_index",
        }),
      });
  if (ex.length)
    await tx
      .insert(lessonExercises)
      .values(ex)
      .onConflictDoUpdate({
        target: lessonExercises.id,
        set: {
          ...sets({
            lessonId: "lesson_id",
            task: "task",
            hint: "hint",
            solution: "solution",
            practice: "practice",
            orderIndex: "order_index",
          }),
          // The server's validation stays only while the practice part is the one validated.
          practiceValidation: sql`case when ${lessonExercises.practice} is not distinct from excluded."practice" then ${lessonExercises.practiceValidation} else null end`,
        },
      });
  if (qz.length)
    await tx
      .insert(lessonQuizzes)
      .values(qz)
      .onConflictDoUpdate({
        target: lessonQuizzes.id,
        set: sets({
          lessonId: "lesson_id",
          question: "question",
          choices: "choices",
          correctAnswer: "correct_answer",
          explanation: "explanation",
          orderIndex: "order_index",
        }),
      });
}

/** Modules, lessons and blocks of the course that the files no longer have. */
async function removeMissing(tx: DbOrTx, model: CourseModel) {
  const all = model.modules.flatMap((m) => m.lessons);
  const keep = (ids: string[], column: Parameters<typeof notInArray>[0]) =>
    ids.length ? notInArray(column, ids) : undefined;
  const courseLessons = tx
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .where(eq(modules.courseId, model.id));
  for (const [table, ids] of [
    [lessonCodeExamples, all.flatMap((l) => l.codeExamples.map((b) => b.id))],
    [lessonExercises, all.flatMap((l) => l.exercises.map((b) => b.id))],
    [lessonQuizzes, all.flatMap((l) => l.quizzes.map((b) => b.id))],
  ] as const)
    await tx.delete(table).where(and(inArray(table.lessonId, courseLessons), keep(ids, table.id)));
  await tx.delete(lessons).where(
    and(
      inArray(
        lessons.moduleId,
        tx.select({ id: modules.id }).from(modules).where(eq(modules.courseId, model.id)),
      ),
      keep(
        all.map((l) => l.id),
        lessons.id,
      ),
    ),
  );
  await tx.delete(modules).where(
    and(
      eq(modules.courseId, model.id),
      keep(
        model.modules.map((m) => m.id),
        modules.id,
      ),
    ),
  );
}

/**
 * The source version (kept, its structure renewed) and each translation of the files; a
 * translation the course had and the files no longer have is removed (the files are the course).
 */
async function writeVersions(tx: DbOrTx, model: CourseModel, before: CourseModel | null) {
  const gone = (before?.translations ?? [])
    .map((t) => t.language)
    .filter((l) => l !== model.language && !model.translations.some((t) => t.language === l));
  if (gone.length)
    await tx
      .delete(courseVersions)
      .where(and(eq(courseVersions.courseId, model.id), inArray(courseVersions.language, gone)));
  const structure = (titles: { title: string; description: string }[]) => ({ modules: titles });
  const rows = [
    {
      courseId: model.id,
      language: model.language,
      structureJson: structure(
        model.modules.map((m) => ({ title: m.title, description: m.description })),
      ),
      translationJson: null,
      isActive: true,
      generator: "import",
    },
    ...model.translations.map((t) => ({
      courseId: model.id,
      language: t.language,
      structureJson: structure(
        model.modules.map(
          (m) => t.overlay.modules[m.id] ?? { title: m.title, description: m.description },
        ),
      ),
      translationJson: t.overlay,
      isActive: true,
      generator: "import",
    })),
  ];
  await tx
    .insert(courseVersions)
    .values(rows)
    .onConflictDoUpdate({
      target: [courseVersions.courseId, courseVersions.language],
      set: {
        structureJson: excluded("structure_json"),
        translationJson: excluded("translation_json"),
      },
    });
}
