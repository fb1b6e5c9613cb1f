import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { rowsOf } from "../../db/rows";

/*
 * Who belongs to which class (issue 44, decision 0205): the questions other modules ask of
 * cohorts (discussions, help requests, reports), each one statement. A cohort that is
 * archived still counts here; an archived cohort only stops showing on the learner's screens.
 */

/** The cohorts the learner is a member of that teach `courseId` (usually none or one). */
export async function learnerCohortsForCourse(
  db: DbOrTx,
  userId: string,
  courseId: string,
): Promise<string[]> {
  const rows = await rowsOf<{ cohort_id: string }>(
    db,
    sql`SELECT m.cohort_id FROM cohort_members m
        JOIN cohort_courses c ON c.cohort_id = m.cohort_id AND c.course_id = ${courseId}
        WHERE m.user_id = ${userId} ORDER BY m.joined_at`,
  );
  return rows.map((r) => r.cohort_id);
}

/** The teachers of the learner's cohorts that teach `courseId` (distinct user ids). */
export async function teachersOfLearner(
  db: DbOrTx,
  learnerId: string,
  courseId: string,
): Promise<string[]> {
  const rows = await rowsOf<{ user_id: string }>(db, teachersOfLearnerSql(learnerId, courseId));
  return rows.map((r) => r.user_id);
}

/** The same as a subquery (column user_id), for a statement that notifies them. */
export function teachersOfLearnerSql(learnerId: string, courseId: string): SQL {
  return sql`SELECT DISTINCT t.user_id FROM cohort_members m
    JOIN cohort_courses c ON c.cohort_id = m.cohort_id AND c.course_id = ${courseId}
    JOIN cohort_teachers t ON t.cohort_id = m.cohort_id
    WHERE m.user_id = ${learnerId}`;
}

/** Whether `teacherId` teaches a cohort that `learnerId` belongs to (for reading their work). */
export function teachesLearnerSql(teacherId: string, learnerId: string): SQL {
  return sql`EXISTS (SELECT 1 FROM cohort_teachers t
    JOIN cohort_members m ON m.cohort_id = t.cohort_id
    WHERE t.user_id = ${teacherId} AND m.user_id = ${learnerId})`;
}

/** The cohorts `userId` teaches (not archived ones excluded: a teacher keeps their archive). */
export async function taughtCohortIds(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await rowsOf<{ cohort_id: string }>(
    db,
    sql`SELECT cohort_id FROM cohort_teachers WHERE user_id = ${userId}`,
  );
  return rows.map((r) => r.cohort_id);
}

/** Whether `courseId` is taught in at least one cohort (discussions are then per cohort). */
export function courseTaughtInCohortsSql(courseId: string): SQL {
  return sql`EXISTS (SELECT 1 FROM cohort_courses WHERE course_id = ${courseId})`;
}
