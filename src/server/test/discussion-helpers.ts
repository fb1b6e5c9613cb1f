import type { DbOrTx } from "../db/client";
import {
  cohortCourses,
  cohortMembers,
  cohortTeachers,
  cohorts,
  courses,
  lessons,
  modules,
} from "../db/schema";

/** A published course with two lessons (issue 45 tests). */
export async function makeDiscussionCourse(
  db: DbOrTx,
  content = "Eine Schleife wiederholt Anweisungen.",
) {
  const [course] = await db
    .insert(courses)
    .values({ title: "Python", description: "B", isPublished: true, language: "de" })
    .returning({ id: courses.id });
  const [mod] = await db
    .insert(modules)
    .values({ courseId: course.id, title: "Grundlagen", orderIndex: 1 })
    .returning({ id: modules.id });
  const [lesson, other] = await db
    .insert(lessons)
    .values([
      { moduleId: mod.id, title: "Schleifen", content, orderIndex: 1 },
      { moduleId: mod.id, title: "Listen", content: "Listen halten Werte.", orderIndex: 2 },
    ])
    .returning({ id: lessons.id });
  return { courseId: course.id, lessonId: lesson.id, otherLessonId: other.id };
}

/** A class that teaches `courseId`, with its learners and teachers. */
export async function makeCohort(
  db: DbOrTx,
  courseId: string,
  name: string,
  learners: string[],
  teachers: string[] = [],
) {
  const [cohort] = await db
    .insert(cohorts)
    .values({ name, startDate: "2026-01-01", endDate: "2026-12-31", weeklyMinutes: 120 })
    .returning({ id: cohorts.id });
  await db.insert(cohortCourses).values({ cohortId: cohort.id, courseId, position: 1 });
  if (learners.length)
    await db
      .insert(cohortMembers)
      .values(learners.map((userId) => ({ cohortId: cohort.id, userId, via: "admin" })));
  if (teachers.length)
    await db
      .insert(cohortTeachers)
      .values(teachers.map((userId) => ({ cohortId: cohort.id, userId })));
  return cohort.id;
}
