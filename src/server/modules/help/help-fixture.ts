import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { cohortCourses, cohortMembers, cohortTeachers, cohorts, user } from "../../db/schema";
import { rowsOf } from "../../db/rows";

/*
 * Outside production only: a class for the browser test of help requests (issue 45) — a
 * cohort teaching `courseId` with the teacher and the learner named by e-mail (the teacher
 * gets the role "Lehrkraft" when they were a learner). Until the cohorts' own screens exist
 * on this branch, this is how the browser test puts a learner into a teacher's class.
 */

export async function seedHelpCohort(
  db: DbOrTx,
  input: { courseId: string; teacherEmail: string; learnerEmail: string },
): Promise<{ cohortId: string | null }> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`update ${user} set role = 'teacher'
        where email = ${input.teacherEmail.toLowerCase()} and coalesce(role, 'user') = 'user'`,
    );
    const [row] = await rowsOf<{ id: string | null }>(
      tx,
      sql`with t as (select id from ${user} where email = ${input.teacherEmail.toLowerCase()}),
        l as (select id from ${user} where email = ${input.learnerEmail.toLowerCase()}),
        c as (insert into ${cohorts} (name, start_date, end_date, weekly_minutes)
          select 'E2E-Klasse', current_date, current_date + 90, 60
          where exists (select 1 from t) and exists (select 1 from l)
          returning id),
        cc as (insert into ${cohortCourses} (cohort_id, course_id, position)
          select c.id, ${input.courseId}::uuid, 1 from c),
        ct as (insert into ${cohortTeachers} (cohort_id, user_id) select c.id, t.id from c, t)
        insert into ${cohortMembers} (cohort_id, user_id, via) select c.id, l.id, 'admin' from c, l
        returning cohort_id as id`,
    );
    return { cohortId: row?.id ?? null };
  });
}
