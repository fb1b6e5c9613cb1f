import type { DbOrTx } from "../db/client";
import {
  cohortCourses,
  cohortMembers,
  cohortTeachers,
  cohorts,
  courses,
  lessonExercises,
  lessons,
  modules,
} from "../db/schema";
import type { PracticeSpec } from "@shared/domain/practice";

/** Helpers of the help request tests (issue 45). */

export const helpSpec = (): PracticeSpec => ({
  runtime: "javascript",
  starterFiles: [{ name: "main.js", content: "function sum(xs) {\n  // TODO\n}\n" }],
  solutionFiles: [{ name: "main.js", content: "function sum(xs) { return 0; }" }],
  checks: [
    { id: "empty", title: "sum([]) ergibt 0", hidden: false, code: "", ordered: false },
    { id: "three", title: "sum([1, 2, 3]) ergibt 6", hidden: false, code: "", ordered: false },
  ],
  timeLimitMs: 5000,
  required: false,
});

/** A published course with one lesson that has one code exercise. */
export async function codeCourse(db: DbOrTx, title = "Hilfekurs") {
  const [course] = await db
    .insert(courses)
    .values({ title, description: "B", isPublished: true, language: "de" })
    .returning({ id: courses.id });
  const [mod] = await db
    .insert(modules)
    .values({ courseId: course.id, title: "Grundlagen", orderIndex: 1 })
    .returning({ id: modules.id });
  const [lesson] = await db
    .insert(lessons)
    .values({ moduleId: mod.id, title: "Summen bilden", content: "Text", orderIndex: 1 })
    .returning({ id: lessons.id });
  const [ex] = await db
    .insert(lessonExercises)
    .values({ lessonId: lesson.id, task: "Schreibe sum.", practice: helpSpec(), orderIndex: 1 })
    .returning({ id: lessonExercises.id });
  return { courseId: course.id, lessonId: lesson.id, exerciseId: ex.id };
}

/** A cohort teaching `courseId` with these teachers and members. */
export async function cohortOf(
  db: DbOrTx,
  courseId: string,
  teachers: string[],
  members: string[],
) {
  const [c] = await db
    .insert(cohorts)
    .values({ name: "Klasse", startDate: "2026-01-01", endDate: "2026-12-31", weeklyMinutes: 60 })
    .returning({ id: cohorts.id });
  await db.insert(cohortCourses).values({ cohortId: c.id, courseId, position: 1 });
  if (teachers.length)
    await db.insert(cohortTeachers).values(teachers.map((userId) => ({ cohortId: c.id, userId })));
  if (members.length)
    await db
      .insert(cohortMembers)
      .values(members.map((userId) => ({ cohortId: c.id, userId, via: "admin" })));
  return c.id;
}
