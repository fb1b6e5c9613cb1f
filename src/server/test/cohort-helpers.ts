import { asc, eq, inArray, sql } from "drizzle-orm";
import type { TestApp } from "./harness";
import {
  cohortCourses,
  cohortMembers,
  cohortSchedule,
  cohortTeachers,
  cohorts,
  courses,
  lessonExercises,
  lessonQuizzes,
  lessons,
  modules,
} from "../db/schema";
import type { PracticeSpec } from "@shared/domain/practice";

/**
 * Classes for the teacher's API tests (issue 44): a cohort with its programme, a schedule and
 * its people, written as rows (the admin's screens that create them are another module's).
 */

const day = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

export interface TestCohort {
  id: string;
  /** The course's modules in order, each with its lessons in order. */
  modules: { id: string; lessonIds: string[] }[];
}

/**
 * A cohort teaching `courseId`, started `startedDaysAgo` days ago; module i of the course is
 * due `dueInDays[i]` days from today (negative: in the past), modules without an entry are not
 * scheduled.
 */
export async function insertCohort(
  t: TestApp,
  opts: {
    courseId: string;
    name?: string;
    teacherIds?: string[];
    learnerIds?: string[];
    startedDaysAgo?: number;
    dueInDays?: number[];
  },
): Promise<TestCohort> {
  const db = t.deps.db;
  const [cohort] = await db
    .insert(cohorts)
    .values({
      name: opts.name ?? "Klasse Herbst",
      startDate: day(-(opts.startedDaysAgo ?? 14)),
      endDate: day(90),
      weeklyMinutes: 300,
      timeZone: "Europe/Berlin",
    })
    .returning({ id: cohorts.id });
  await db
    .insert(cohortCourses)
    .values({ cohortId: cohort.id, courseId: opts.courseId, position: 0 });
  const mods = await db
    .select({ id: modules.id })
    .from(modules)
    .where(eq(modules.courseId, opts.courseId))
    .orderBy(asc(modules.orderIndex));
  const lessonRows = mods.length
    ? await db
        .select({ id: lessons.id, moduleId: lessons.moduleId })
        .from(lessons)
        .where(
          inArray(
            lessons.moduleId,
            mods.map((m) => m.id),
          ),
        )
        .orderBy(asc(lessons.orderIndex))
    : [];
  const due = opts.dueInDays ?? [];
  const scheduled = mods.slice(0, due.length).map((m, i) => ({
    cohortId: cohort.id,
    moduleId: m.id,
    dueDate: day(due[i]!),
  }));
  if (scheduled.length) await db.insert(cohortSchedule).values(scheduled);
  if (opts.teacherIds?.length)
    await db
      .insert(cohortTeachers)
      .values(opts.teacherIds.map((userId) => ({ cohortId: cohort.id, userId })));
  if (opts.learnerIds?.length) await addMembers(t, cohort.id, opts.learnerIds);
  return {
    id: cohort.id,
    modules: mods.map((m) => ({
      id: m.id,
      lessonIds: lessonRows.filter((l) => l.moduleId === m.id).map((l) => l.id),
    })),
  };
}

/** Learners join the cohort (as an admin would add them). */
export async function addMembers(t: TestApp, cohortId: string, userIds: string[]) {
  await t.deps.db
    .insert(cohortMembers)
    .values(userIds.map((userId) => ({ cohortId, userId, via: "admin" })))
    .onConflictDoNothing();
}

/** Marks a learner's last act `daysAgo` days back (the record's newest event moves back). */
export async function ageActivity(t: TestApp, userId: string, daysAgo: number) {
  await t.deps.db.execute(
    sql`update learning_events set at = now() - make_interval(days => ${daysAgo})
      where user_id = ${userId}`,
  );
}

/**
 * A published course for a class: two modules of two lessons; the first lesson has a code
 * exercise (two checks, one named, one hidden) and a quiz.
 */
export async function insertTeachCourse(t: TestApp, title = "Programmieren") {
  const db = t.deps.db;
  const [course] = await db
    .insert(courses)
    .values({ title, description: "Kurs", isPublished: true, language: "de" })
    .returning({ id: courses.id });
  const mods = await db
    .insert(modules)
    .values([
      { courseId: course.id, title: "Grundlagen", orderIndex: 1 },
      { courseId: course.id, title: "Schleifen", orderIndex: 2 },
    ])
    .returning({ id: modules.id });
  const lessonRows = await db
    .insert(lessons)
    .values(
      mods.flatMap((m, i) => [
        { moduleId: m.id, title: `Lektion ${i + 1}.1`, content: "Text", orderIndex: 1 },
        { moduleId: m.id, title: `Lektion ${i + 1}.2`, content: "Text", orderIndex: 2 },
      ]),
    )
    .returning({ id: lessons.id });
  const practice: PracticeSpec = {
    runtime: "javascript",
    starterFiles: [{ name: "main.js", content: "function sum(xs) {\n  // TODO\n}\n" }],
    solutionFiles: [{ name: "main.js", content: "function sum(xs) { return 0; }" }],
    checks: [
      {
        id: "empty",
        title: "sum([]) ergibt 0",
        hidden: false,
        code: "expectEqual(sum([]), 0)",
        ordered: false,
      },
      {
        id: "secret",
        title: "Geheim",
        hidden: true,
        code: "expectEqual(sum([1]), 1)",
        ordered: false,
      },
    ],
    timeLimitMs: 5000,
    required: false,
  };
  const [exercise] = await db
    .insert(lessonExercises)
    .values({ lessonId: lessonRows[0]!.id, task: "Schreibe sum.", practice, orderIndex: 1 })
    .returning({ id: lessonExercises.id });
  const [quiz] = await db
    .insert(lessonQuizzes)
    .values({
      lessonId: lessonRows[0]!.id,
      question: "Was ergibt sum([])?",
      choices: ["undefined", "0"],
      correctAnswer: 1,
    })
    .returning({ id: lessonQuizzes.id });
  return { courseId: course.id, exerciseId: exercise.id, quizId: quiz.id };
}
