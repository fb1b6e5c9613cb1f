import { count, eq } from "drizzle-orm";
import type { Deps } from "../../context";
import type { DbOrTx } from "../client";
import {
  courses,
  courseVersions,
  lessonCodeExamples,
  lessonExercises,
  lessonQuizzes,
  lessons,
  modules,
  user,
} from "../schema";
import { generatePassword, upsertAccount } from "../../auth/accounts";
import type { CourseTranslationOverlay } from "@shared/domain/translation";
import type { DemoCourse, DemoCourseTranslation } from "./content/types";
import { webDevelopmentCourse } from "./content/web-development";
import { webDevelopmentCourseEn } from "./content/web-development.en";
import { aiAutomationCourse } from "./content/ai-automation";
import { dataAnalysisCourse } from "./content/data-analysis";

export const demoCourses: { course: DemoCourse; translations: DemoCourseTranslation[] }[] = [
  { course: webDevelopmentCourse, translations: [webDevelopmentCourseEn] },
  { course: aiAutomationCourse, translations: [] },
  { course: dataAnalysisCourse, translations: [] },
];

interface InsertedIds {
  modules: string[];
  lessons: string[][];
  code: string[][][];
  exercises: string[][][];
  quizzes: string[][][];
}

/** Writes one demo course with its versions in a transaction (a fixed number of statements). */
export async function insertDemoCourse(
  tx: DbOrTx,
  demo: DemoCourse,
  translations: DemoCourseTranslation[],
  publishedAt: Date,
) {
  const [course] = await tx
    .insert(courses)
    .values({
      title: demo.title,
      description: demo.description,
      difficultyLevel: demo.difficulty,
      skillArea: demo.skillArea,
      estimatedDurationHours: demo.estimatedHours,
      isPublished: true,
      publishedAt,
      language: demo.language,
      seedKey: demo.key,
      createdAt: publishedAt,
    })
    .returning({ id: courses.id });

  const moduleRows = await tx
    .insert(modules)
    .values(
      demo.modules.map((m, i) => ({
        courseId: course.id,
        title: m.title,
        description: m.description,
        orderIndex: i + 1,
      })),
    )
    .returning({ id: modules.id, orderIndex: modules.orderIndex });
  moduleRows.sort((a, b) => a.orderIndex - b.orderIndex);

  const lessonValues = demo.modules.flatMap((m, mi) =>
    m.lessons.map((l, li) => ({
      moduleId: moduleRows[mi].id,
      title: l.title,
      content: l.content,
      learningObjective: l.learningObjective,
      estimatedDurationMinutes: l.estimatedMinutes,
      videoUrl: l.videoUrl ?? null,
      orderIndex: li + 1,
    })),
  );
  const lessonRows = await tx.insert(lessons).values(lessonValues).returning({ id: lessons.id });
  const ids: InsertedIds = {
    modules: moduleRows.map((m) => m.id),
    lessons: [],
    code: [],
    exercises: [],
    quizzes: [],
  };
  let k = 0;
  for (const m of demo.modules) ids.lessons.push(m.lessons.map(() => lessonRows[k++].id));

  const flat = <T, V>(
    pick: (l: DemoCourse["modules"][number]["lessons"][number]) => T[],
    make: (item: T, lessonId: string, i: number) => V,
  ) =>
    demo.modules.flatMap((m, mi) =>
      m.lessons.flatMap((l, li) => pick(l).map((item, i) => make(item, ids.lessons[mi][li], i))),
    );

  const codeVals = flat(
    (l) => l.codeExamples,
    (c, lessonId, i) => ({
      lessonId,
      title: c.title,
      description: c.description,
      code: c.code,
      language: c.language,
      orderIndex: i + 1,
    }),
  );
  const exVals = flat(
    (l) => l.exercises,
    (e, lessonId, i) => ({
      lessonId,
      task: e.task,
      hint: e.hint,
      solution: e.solution,
      orderIndex: i + 1,
    }),
  );
  const quizVals = flat(
    (l) => l.quizzes,
    (q, lessonId, i) => ({
      lessonId,
      question: q.question,
      choices: q.choices,
      correctAnswer: q.correctAnswer,
      explanation: q.explanation,
      orderIndex: i + 1,
    }),
  );
  const codeRows = codeVals.length
    ? await tx.insert(lessonCodeExamples).values(codeVals).returning({ id: lessonCodeExamples.id })
    : [];
  const exRows = exVals.length
    ? await tx.insert(lessonExercises).values(exVals).returning({ id: lessonExercises.id })
    : [];
  const quizRows = quizVals.length
    ? await tx.insert(lessonQuizzes).values(quizVals).returning({ id: lessonQuizzes.id })
    : [];

  // Same order as inserted: regroup ids per module/lesson.
  const regroup = (
    rows: { id: string }[],
    pick: (l: DemoCourse["modules"][number]["lessons"][number]) => unknown[],
  ) => {
    let n = 0;
    return demo.modules.map((m) => m.lessons.map((l) => pick(l).map(() => rows[n++].id)));
  };
  ids.code = regroup(codeRows, (l) => l.codeExamples);
  ids.exercises = regroup(exRows, (l) => l.exercises);
  ids.quizzes = regroup(quizRows, (l) => l.quizzes);

  const structure = {
    modules: demo.modules.map((m) => ({ title: m.title, description: m.description })),
  };
  const versionValues: (typeof courseVersions.$inferInsert)[] = [
    {
      courseId: course.id,
      versionNumber: 1,
      language: demo.language,
      structureJson: structure,
      isActive: true,
      isPublished: true,
      publishedAt,
      generator: "seed",
      createdAt: publishedAt,
    },
  ];
  for (const t of translations) {
    versionValues.push({
      courseId: course.id,
      versionNumber: 1,
      language: t.language,
      structureJson: {
        modules: t.modules.map((m) => ({ title: m.title, description: m.description })),
      },
      translationJson: buildOverlay(t, ids),
      isActive: true,
      isPublished: true,
      publishedAt,
      generator: "seed",
      createdAt: publishedAt,
    });
  }
  await tx.insert(courseVersions).values(versionValues);
  return course.id;
}

function buildOverlay(t: DemoCourseTranslation, ids: InsertedIds): CourseTranslationOverlay {
  const o: CourseTranslationOverlay = {
    course: { title: t.title, description: t.description },
    modules: {},
    lessons: {},
    codeExamples: {},
    exercises: {},
    quizzes: {},
  };
  t.modules.forEach((m, mi) => {
    o.modules[ids.modules[mi]] = { title: m.title, description: m.description };
    m.lessons.forEach((l, li) => {
      o.lessons[ids.lessons[mi][li]] = {
        title: l.title,
        content: l.content,
        learningObjective: l.learningObjective,
      };
      l.codeExamples.forEach(
        (c, i) =>
          (o.codeExamples[ids.code[mi][li][i]] = {
            title: c.title,
            description: c.description,
            code: c.code,
          }),
      );
      l.exercises.forEach(
        (e, i) =>
          (o.exercises[ids.exercises[mi][li][i]] = {
            task: e.task,
            hint: e.hint,
            solution: e.solution,
          }),
      );
      l.quizzes.forEach(
        (q, i) =>
          (o.quizzes[ids.quizzes[mi][li][i]] = {
            question: q.question,
            choices: q.choices,
            explanation: q.explanation,
          }),
      );
    });
  });
  return o;
}

/** First start of an empty database: demo courses, and outside production demo accounts. */
export async function seedIfEmpty(deps: Deps) {
  const { db, logger, config } = deps;
  const [{ n }] = await db.select({ n: count() }).from(courses);
  if (n === 0) {
    const base = Date.now();
    await db.transaction(async (tx) => {
      for (const [i, d] of demoCourses.entries())
        await insertDemoCourse(
          tx,
          d.course,
          d.translations,
          new Date(base - (demoCourses.length - i) * 60_000),
        );
    });
    logger.info("demo courses written", { courses: demoCourses.length });
  }
  if (!config.isProduction && config.env !== "test") {
    const [{ users }] = await db.select({ users: count() }).from(user);
    if (users === 0) {
      const admin = {
        email: "admin@kurswerk.local",
        name: "Ada Admin",
        password: generatePassword(),
      };
      const learner = {
        email: "lerner@kurswerk.local",
        name: "Lena Lernende",
        password: generatePassword(),
      };
      await upsertAccount(db, { ...admin, role: "admin" });
      await upsertAccount(db, { ...learner, role: "user" });
      const line = "-".repeat(64);
      console.log(
        `\n${line}\nDemo accounts (shown once; change them with npm run user:create):\n` +
          `  admin:   ${admin.email}  password: ${admin.password}\n` +
          `  learner: ${learner.email}  password: ${learner.password}\n${line}\n`,
      );
    }
  }
}

export async function findDemoCourseId(db: DbOrTx, key: string) {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.seedKey, key))
    .limit(1);
  return row?.id ?? null;
}
