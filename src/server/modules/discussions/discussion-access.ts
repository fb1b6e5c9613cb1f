import { sql, type SQL } from "drizzle-orm";
import { hasRole } from "@shared/domain/roles";

/*
 * Who reads and moderates which discussion posts (issue 45, decision 0218), as SQL pieces for
 * the service's statements. A post's `cohort_id` is the class its question was asked in.
 *  - moderators and admins: every post;
 *  - the course's scope "course": every learner of the course reads every post;
 *  - else a learner reads the posts of their classes of the course, and a learner in no class
 *    of the course the posts asked outside any class; a teacher also those of the classes
 *    they teach.
 * Hidden posts: only for whom may moderate them (moderators, admins, the class's teachers).
 */

export interface Viewer {
  id: string;
  role: string | null | undefined;
}

export const isStaff = (v: Viewer) => hasRole(v.role, "moderator");

/** The viewer's classes that teach `courseId` (SQL, column cohort_id). */
export const myCohortsSql = (v: Viewer, courseId: SQL) =>
  sql`select m.cohort_id from cohort_members m
    join cohort_courses cc on cc.cohort_id = m.cohort_id and cc.course_id = ${courseId}
    where m.user_id = ${v.id}`;

/** The classes the viewer teaches (SQL, column cohort_id). */
export const taughtSql = (v: Viewer) =>
  sql`select t.cohort_id from cohort_teachers t where t.user_id = ${v.id}`;

/** Whether the viewer may read post `p` (alias) of a course whose scope is `scope`. */
export function mayReadSql(v: Viewer, p: string, scope: SQL): SQL {
  if (isStaff(v)) return sql`true`;
  const post = sql.raw(p);
  return sql`(${scope} = 'course'
    or ${post}.cohort_id in (${myCohortsSql(v, sql`${post}.course_id`)})
    or ${post}.cohort_id in (${taughtSql(v)})
    or (${post}.cohort_id is null and not exists (${myCohortsSql(v, sql`${post}.course_id`)})))`;
}

/** Whether the viewer may hide and restore post `p` (alias). */
export function mayModerateSql(v: Viewer, p: string): SQL {
  if (isStaff(v)) return sql`true`;
  return sql`(${sql.raw(p)}.cohort_id in (${taughtSql(v)}))`;
}

/** A course the viewer may read: published, or started before it was unpublished; staff always. */
export function courseReadableSql(v: Viewer, course: string): SQL {
  if (isStaff(v)) return sql`true`;
  const c = sql.raw(course);
  return sql`(${c}.is_published = true or exists (select 1 from user_learning_path v
    where v.course_id = ${c}.id and v.user_id = ${v.id} and v.started_at is not null))`;
}

/**
 * The viewer's classes of course `course` (alias) and the classes they teach, each as a uuid
 * array (columns `mine`, `taught`): read once per statement in its lesson CTE, so that a page
 * checks every post against two arrays instead of running a subquery per post (decision 0233).
 */
export function viewerCohortsSql(v: Viewer, course: string): SQL {
  const c = sql.raw(course);
  return sql`(select coalesce(array_agg(m.cohort_id), '{}'::uuid[]) from cohort_members m
      join cohort_courses cc on cc.cohort_id = m.cohort_id and cc.course_id = ${c}.id
      where m.user_id = ${v.id}) as mine,
    (select coalesce(array_agg(t.cohort_id), '{}'::uuid[]) from cohort_teachers t
      where t.user_id = ${v.id}) as taught`;
}

/**
 * mayReadSql for a post of the lesson CTE `l` (columns scope, mine, taught from
 * viewerCohortsSql): the same rule, without a subquery per post. `l` is read through scalar
 * subqueries (computed once per statement), so the post's table need not be joined with it
 * and a page can walk an index in its order and stop early.
 */
export function mayReadInLessonSql(v: Viewer, p: string, l = "l"): SQL {
  if (isStaff(v)) return sql`true`;
  const [post, les] = [sql.raw(p), sql.raw(l)];
  return sql`((select scope from ${les}) = 'course'
    or ${post}.cohort_id = any((select mine from ${les})::uuid[])
    or ${post}.cohort_id = any((select taught from ${les})::uuid[])
    or (${post}.cohort_id is null and cardinality((select mine from ${les})) = 0))`;
}

/** mayModerateSql for a post of the lesson CTE `l`. */
export function mayModerateInLessonSql(v: Viewer, p: string, l = "l"): SQL {
  if (isStaff(v)) return sql`true`;
  return sql`(${sql.raw(p)}.cohort_id = any((select taught from ${sql.raw(l)})::uuid[]))`;
}
