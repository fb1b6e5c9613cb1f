import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "./teaching-scope";

/*
 * Outside production only: a class for the browser tests (issue 44). The admin screens that
 * create classes are another module's; this writes one directly: a published course of two
 * modules of two lessons, a class that started two weeks ago whose first module was due three
 * days ago and whose second is due in a week, the teachers and learners named by e-mail.
 */
export async function seedTeachFixture(
  db: Db,
  input: { teacherEmails?: unknown; learnerEmails?: unknown; name?: unknown },
): Promise<{ cohortId: string; courseId: string }> {
  const list = (v: unknown) =>
    Array.isArray(v) ? v.filter((x): x is string => typeof x === "string").slice(0, 50) : [];
  const name =
    typeof input.name === "string" && input.name ? input.name.slice(0, 80) : "Klasse E2E";
  return db.transaction(async (tx) => {
    const [row] = await rowsOf<{ cohort_id: string; course_id: string }>(
      tx,
      sql`with co as (insert into courses (title, description, is_published, published_at, language)
          values (${`${name}: Programmieren`}, 'Kurs der Klasse', true, now(), 'de') returning id),
        mo as (insert into modules (course_id, title, order_index)
          select co.id, m.title, m.n from co,
            (values ('Grundlagen', 1), ('Schleifen', 2)) as m(title, n) returning id, order_index),
        le as (insert into lessons (module_id, title, content, order_index)
          select mo.id, 'Lektion ' || mo.order_index || '.' || l.n, 'Text', l.n
          from mo, (values (1), (2)) as l(n) returning id),
        c as (insert into cohorts (name, start_date, end_date, weekly_minutes)
          values (${name}, current_date - 14, current_date + 90, 300) returning id),
        cc as (insert into cohort_courses (cohort_id, course_id, position)
          select c.id, co.id, 0 from c, co returning 1),
        sc as (insert into cohort_schedule (cohort_id, module_id, due_date)
          select c.id, mo.id, case when mo.order_index = 1 then current_date - 3 else current_date + 7 end
          from c, mo returning 1),
        te as (insert into cohort_teachers (cohort_id, user_id)
          select c.id, u.id from c, "user" u
          where u.email in (select jsonb_array_elements_text(${JSON.stringify(list(input.teacherEmails))}::jsonb))
          returning 1),
        me as (insert into cohort_members (cohort_id, user_id, via)
          select c.id, u.id, 'admin' from c, "user" u
          where u.email in (select jsonb_array_elements_text(${JSON.stringify(list(input.learnerEmails))}::jsonb))
          returning 1)
      select (select id from c) as cohort_id, (select id from co) as course_id,
        (select count(*) from le) + (select count(*) from cc) + (select count(*) from sc)
          + (select count(*) from te) + (select count(*) from me) as written`,
    );
    return { cohortId: row!.cohort_id, courseId: row!.course_id };
  });
}
