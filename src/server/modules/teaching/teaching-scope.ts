import { sql, type SQL } from "drizzle-orm";
import { notFound } from "../../lib/errors";
import { rowsOf } from "../../db/rows";

/*
 * Whom a teacher's request may touch (issue 44, decision 0212): the classes the caller
 * teaches (`cohort_teachers`); an admin every class. Every statement of the teaching module
 * starts from `taughtCohortSql`, so a class the caller does not teach yields no row and the
 * route answers 404, the same as for a class that does not exist.
 */

export interface Teacher {
  id: string;
  admin: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const cohortNotFound = () => notFound("COHORT_NOT_FOUND", "v:notFound");

/** Refuses an id that cannot be a row's before any statement runs (404 like a missing row). */
export function checkId(id: string): string {
  if (!UUID.test(id)) throw cohortNotFound();
  return id;
}

export { rowsOf };

export const iso = (v: Date | string | null | undefined) =>
  v === null || v === undefined ? null : new Date(v).toISOString();

/** Whether `me` may teach the class `cohortIdSql` (an SQL expression): a boolean expression. */
export function teachesSql(me: Teacher, cohortIdSql: SQL): SQL {
  if (me.admin) return sql`true`;
  return sql`exists (select 1 from cohort_teachers t
    where t.cohort_id = ${cohortIdSql} and t.user_id = ${me.id})`;
}

/**
 * The class `cohortId` as the caller may see it (no row when they do not teach it), with
 * today's date in its time zone: columns id, name, start_date, end_date, time_zone, today.
 */
export function taughtCohortSql(me: Teacher, cohortId: string): SQL {
  return sql`select c.id, c.name, c.start_date, c.end_date, c.time_zone,
      (now() at time zone c.time_zone)::date as today
    from cohorts c
    where c.id = ${checkId(cohortId)}::uuid and ${teachesSql(me, sql`c.id`)}`;
}

/** Every class the caller teaches (admins: only those where they are named, for their home). */
export function ownCohortsSql(me: Teacher): SQL {
  return sql`select c.id, c.name, c.start_date, c.end_date, c.time_zone,
      (now() at time zone c.time_zone)::date as today
    from cohorts c
    where c.archived_at is null
      and exists (select 1 from cohort_teachers t where t.cohort_id = c.id and t.user_id = ${me.id})`;
}
