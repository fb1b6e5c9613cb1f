// Shared queries over the learner's record (issue 43): the learning module writes these
// tables, the achievements module reads its badge counts from them. Kept outside both so
// that neither module imports the other's files (no circle, scripts/module-cycles.mjs).
import { sql, type Placeholder, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { namedSql, param } from "../prepared";
import {
  exerciseSubmissions,
  lessons,
  quizFirstAnswers,
  user,
  userLearningPath,
  userLessonProgress,
} from "../schema";

export interface CountsRow {
  name: string | null;
  lessons_completed: number;
  courses_started: number;
  courses_completed: number;
  quiz_first_try: number;
  code_solved: number;
  module_lessons: number;
  module_done: number;
  module_first: string | Date | null;
  module_last: string | Date | null;
}

/**
 * The learner's activity counts that badges are earned by (issue 12) as one SELECT of one
 * row (CountsRow). With a lesson id: also its module's lesson count and the first and last
 * completion of the learner's completed lessons in it ("every lesson of a module in one
 * day"). `extras`: scalar subqueries of the calling module (over its own tables), read in
 * the same row as the columns they are named by.
 */
export function activityCountsSql(userId: Placeholder, lessonId: Placeholder, extras: SQL[] = []) {
  const mod = sql`ml.module_id`;
  // The path's and the module's figures in one pass each.
  return sql`select ${sql.join(extras.map((e) => sql`${e}, `))} u.name,
      (select count(*) from ${userLessonProgress} p where p.user_id = ${userId} and p.completed_at is not null)::int as lessons_completed,
      lp.started as courses_started, lp.completed as courses_completed,
      (select count(*) from ${quizFirstAnswers} q where q.user_id = ${userId} and q.correct)::int as quiz_first_try,
      (select count(*) from ${exerciseSubmissions} x where x.user_id = ${userId} and x.solved_at is not null)::int as code_solved,
      (select count(*) from ${lessons} l where l.module_id = ${mod})::int as module_lessons,
      coalesce(md.done, 0) as module_done, md.first as module_first, md.last as module_last
      from ${user} u
      cross join lateral (select count(*) filter (where p.started_at is not null)::int as started,
          count(*) filter (where p.completed_at is not null)::int as completed
        from ${userLearningPath} p where p.user_id = ${userId}) lp
      left join ${lessons} ml on ml.id = ${lessonId}::uuid
      left join lateral (select count(p.completed_at)::int as done,
          min(p.completed_at) as first, max(p.completed_at) as last
        from ${userLessonProgress} p join ${lessons} l on l.id = p.lesson_id
        where l.module_id = ${mod} and p.user_id = ${userId}) md on ml.id is not null
      where u.id = ${userId} limit 1`;
}

/** The counts of `activityCountsSql` as the achievements module reads them. */
export function countsOf(row: CountsRow | undefined) {
  return {
    name: row?.name ?? "",
    lessonsCompleted: Number(row?.lessons_completed ?? 0),
    coursesStarted: Number(row?.courses_started ?? 0),
    coursesCompleted: Number(row?.courses_completed ?? 0),
    quizFirstTry: Number(row?.quiz_first_try ?? 0),
    codeExercisesSolved: Number(row?.code_solved ?? 0),
    module: {
      lessons: Number(row?.module_lessons ?? 0),
      done: Number(row?.module_done ?? 0),
      first: row?.module_first ? new Date(row.module_first) : null,
      last: row?.module_last ? new Date(row.module_last) : null,
    },
  };
}

const activityCountsStatement = namedSql<CountsRow>("kw_activity_counts", () =>
  activityCountsSql(param("userId"), param("lessonId")),
);

/** The learner's activity counts (the achievements page). */
export async function activityCounts(db: DbOrTx, userId: string) {
  const [row] = await activityCountsStatement(db, { userId, lessonId: null });
  return countsOf(row);
}

/**
 * Whether the lesson's progress row was written by the running transaction: the guard of
 * every statement a completion sends after the one that completes the lesson (they leave
 * in one write with it and COMMIT, decision 0073), so that a lesson that was already
 * completed, or is not visible, changes nothing. (`xmin` is the transaction that wrote the
 * row's current version; none is assigned while nothing was written.)
 */
export const completedInThisTransaction = (
  userId: Placeholder,
  lessonId: Placeholder,
) => sql`exists (
  select 1 from ${userLessonProgress} g where g.user_id = ${userId} and g.lesson_id = ${lessonId}::uuid
    and g.completed_at is not null and g.xmin = pg_current_xact_id_if_assigned()::xid)`;

/**
 * Whether the learner's code exercise was first solved at `now` (the results statement of
 * the running transaction sets `solved_at` once, to its `now`): the guard of the badges a
 * solved code exercise earns (decision 0080).
 */
export const solvedAt = (
  userId: Placeholder,
  exerciseId: Placeholder,
  now: Placeholder,
) => sql`exists (select 1 from ${exerciseSubmissions} g
  where g.user_id = ${userId} and g.exercise_id = ${exerciseId}::uuid
    and g.solved_at = ${now}::timestamptz)`;
