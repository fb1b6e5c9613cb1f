import { count, eq, isNotNull, sql } from "drizzle-orm";
import type { Deps } from "../../context";
import type { Db, DbOrTx } from "../client";
import {
  courses,
  courseVersions,
  demoCourseSeeds,
  lessonCodeExamples,
  lessonExercises,
  lessonQuizzes,
  lessons,
  modules,
  user,
} from "../schema";
import { generatePassword, upsertAccount } from "../../auth/accounts";
import { seedDemoCohort } from "../../modules/cohorts/cohort-demo.service";
import type { CourseTranslationOverlay } from "@shared/domain/translation";
import { practiceSpecSchema } from "@shared/domain/practice";
import type { DemoCourse, DemoCourseTranslation } from "./content/types";
import { webDevelopmentCourse } from "./content/web-development";
import { webDevelopmentCourseEn } from "./content/web-development.en";
import { aiAutomationCourse } from "./content/ai-automation";
import { dataAnalysisCourse } from "./content/data-analysis";
import { webDevelopmentIntermediateCourse } from "./content/web-development-intermediate";
import { webDevelopmentAdvancedCourse } from "./content/web-development-advanced";
import { aiAutomationBeginnerCourse } from "./content/ai-automation-beginner";
import { uiUxBeginnerCourse } from "./content/ui-ux-beginner";
import { freelancingBeginnerCourse } from "./content/freelancing-beginner";
import { dataAnalyticsBeginnerCourse } from "./content/data-analytics-beginner";
import { seedDemoThumbnails } from "./demo-thumbnails";
import { seedDemoCapstones } from "./demo-capstones";
import { seedDemoCapstoneTranslations } from "./demo-capstone-translations";
import { overlayExercise, seedDemoExercises } from "./demo-exercises";

export const demoCourses: { course: DemoCourse; translations: DemoCourseTranslation[] }[] = [
  { course: webDevelopmentCourse, translations: [webDevelopmentCourseEn] },
  { course: aiAutomationCourse, translations: [] },
  { course: dataAnalysisCourse, translations: [] },
  { course: uiUxBeginnerCourse, translations: [] },
  { course: freelancingBeginnerCourse, translations: [] },
  { course: dataAnalyticsBeginnerCourse, translations: [] },
  { course: webDevelopmentIntermediateCourse, translations: [] },
  { course: webDevelopmentAdvancedCourse, translations: [] },
  { course: aiAutomationBeginnerCourse, translations: [] },
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
      practice: e.practice ? practiceSpecSchema.parse(e.practice) : null,
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
      l.exercises.forEach((e, i) => (o.exercises[ids.exercises[mi][li][i]] = overlayExercise(e)));
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

/**
 * The first demo courses, in the order they have always had: the catalogue lists newest
 * first and the sample data takes the two newest, so data analysis, AI and web development
 * stay on top. Every demo course added to `demoCourses` after them is dated before them.
 */
const FIRST_DEMO_COURSES = 3;

/** Catalogue date (createdAt, publishedAt) of the demo course at `index` in `demoCourses`. */
export function demoCourseDate(index: number, base: number) {
  const minutes = index < FIRST_DEMO_COURSES ? FIRST_DEMO_COURSES - index : index + 1;
  return new Date(base - minutes * 60_000);
}

/**
 * Writes the demo courses this install has not received yet, one transaction each, and
 * returns their keys. Received means: listed in `demo_course_seeds` or present by its
 * `seed_key`, so a demo course an admin removed does not come back, and courses already
 * there are never touched. An install that has courses but no demo content at all (its
 * admins removed it, or it started without SEED_DEMO) gets none. Safe with several
 * processes starting at once: the first to claim a key in `demo_course_seeds` writes it.
 */
export async function seedDemoCourses(db: Db, now = Date.now()): Promise<string[]> {
  const [state] = await db.select({ all: count(), demo: count(courses.seedKey) }).from(courses);
  if (state.all > 0 && state.demo === 0) return [];
  const received = await db
    .select({ key: demoCourseSeeds.seedKey })
    .from(demoCourseSeeds)
    .union(
      db
        .select({ key: sql<string>`${courses.seedKey}` })
        .from(courses)
        .where(isNotNull(courses.seedKey)),
    );
  const have = new Set(received.map((r) => r.key));
  const written: string[] = [];
  for (const [i, d] of demoCourses.entries()) {
    if (have.has(d.course.key)) continue;
    const wrote = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(demoCourseSeeds)
        .values({ seedKey: d.course.key })
        .onConflictDoNothing()
        .returning({ key: demoCourseSeeds.seedKey });
      if (claimed.length === 0) return false;
      await insertDemoCourse(tx, d.course, d.translations, demoCourseDate(i, now));
      return true;
    });
    if (wrote) written.push(d.course.key);
  }
  return written;
}

/**
 * Start with SEED_DEMO: the demo courses this install has not received yet (all of them
 * on an empty database) with their thumbnails, and outside production demo accounts in a
 * database without users.
 */
export async function seedDemo(deps: Deps) {
  const { db, logger, config } = deps;
  const written = await seedDemoCourses(db);
  if (written.length) logger.info("demo courses written", { courses: written });
  const upgraded = await seedDemoExercises(db, demoCourses);
  if (upgraded.length) logger.info("demo exercises added", { courses: upgraded });
  const capstones = await seedDemoCapstones(db);
  if (capstones.length) logger.info("demo capstone projects written", { courses: capstones });
  const translatedCapstones = await seedDemoCapstoneTranslations(db);
  if (translatedCapstones.length)
    logger.info("demo capstone translations written", { courses: translatedCapstones });
  const pictured = await seedDemoThumbnails(
    deps,
    demoCourses.map((d) => d.course.key),
  );
  if (pictured.length) logger.info("demo course thumbnails written", { courses: pictured });
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
      const teacher = {
        email: "lehrkraft@kurswerk.local",
        name: "Theo Lehrkraft",
        password: generatePassword(),
      };
      const { id: adminId } = await upsertAccount(db, { ...admin, role: "admin" });
      const { id: learnerId } = await upsertAccount(db, { ...learner, role: "user" });
      const { id: teacherId } = await upsertAccount(db, { ...teacher, role: "teacher" });
      // A demo class with the teacher and the learner (issue 44).
      await seedDemoCohort(db, { adminId, teacherId, learnerId });
      const line = "-".repeat(64);
      console.log(
        `\n${line}\nDemo accounts (shown once; change them with npm run user:create):\n` +
          `  admin:   ${admin.email}  password: ${admin.password}\n` +
          `  teacher: ${teacher.email}  password: ${teacher.password}\n` +
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
