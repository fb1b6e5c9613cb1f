import { sql, type Placeholder, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { namedSql, param } from "../../db/prepared";
import {
  lessons,
  quizFirstAnswers,
  user,
  userLearningPath,
  userLessonProgress,
} from "../../db/schema";

interface CountsRow {
  name: string | null;
  lessons_completed: number;
  courses_started: number;
  courses_completed: number;
  quiz_first_try: number;
  module_lessons: number;
  module_done: number;
  module_first: string | Date | null;
  module_last: string | Date | null;
}

/**
 * The learner's activity counts that badges are earned by (issue 12), in one named
 * statement (`name`). With a lesson id: also its module's lesson count and the first and
 * last completion of the learner's completed lessons in it ("every lesson of a module in one
 * day"). `extra`: scalar subqueries of the calling module (over its own tables) on the
 * learner's id, read in the same statement and answered as `extra` (one round trip less in
 * the completion's transaction).
 */
export function activityCountsStatement<K extends string = never>(
  name: string,
  extra?: (userId: Placeholder) => Record<K, SQL>,
) {
  const statement = namedSql<CountsRow & Record<K, unknown>>(name, () => {
    const userId = param("userId");
    const mod = sql`ml.module_id`;
    const extras = Object.entries<SQL>(extra?.(userId) ?? {}).map(
      ([key, value]) => sql`${value} as ${sql.identifier(key)}, `,
    );
    return sql`select ${sql.join(extras)} u.name,
      (select count(*) from ${userLessonProgress} p where p.user_id = ${userId} and p.completed_at is not null)::int as lessons_completed,
      (select count(*) from ${userLearningPath} lp where lp.user_id = ${userId} and lp.started_at is not null)::int as courses_started,
      (select count(*) from ${userLearningPath} lp where lp.user_id = ${userId} and lp.completed_at is not null)::int as courses_completed,
      (select count(*) from ${quizFirstAnswers} q where q.user_id = ${userId} and q.correct)::int as quiz_first_try,
      (select count(*) from ${lessons} l where l.module_id = ${mod}::uuid)::int as module_lessons,
      (select count(*) from ${userLessonProgress} p join ${lessons} l on l.id = p.lesson_id where l.module_id = ${mod}::uuid and p.user_id = ${userId} and p.completed_at is not null)::int as module_done,
      (select min(p.completed_at) from ${userLessonProgress} p join ${lessons} l on l.id = p.lesson_id where l.module_id = ${mod}::uuid and p.user_id = ${userId}) as module_first,
      (select max(p.completed_at) from ${userLessonProgress} p join ${lessons} l on l.id = p.lesson_id where l.module_id = ${mod}::uuid and p.user_id = ${userId}) as module_last
      from ${user} u left join ${lessons} ml on ml.id = ${param("lessonId")}::uuid
      where u.id = ${userId} limit 1`;
  });
  return async (db: DbOrTx, userId: string, lessonId?: string) => {
    const [row] = await statement(db, { userId, lessonId: lessonId ?? null });
    return {
      extra: row as Partial<Record<K, unknown>> | undefined,
      name: row?.name ?? "",
      lessonsCompleted: Number(row?.lessons_completed ?? 0),
      coursesStarted: Number(row?.courses_started ?? 0),
      coursesCompleted: Number(row?.courses_completed ?? 0),
      quizFirstTry: Number(row?.quiz_first_try ?? 0),
      module: {
        lessons: Number(row?.module_lessons ?? 0),
        done: Number(row?.module_done ?? 0),
        first: row?.module_first ? new Date(row.module_first) : null,
        last: row?.module_last ? new Date(row.module_last) : null,
      },
    };
  };
}

/** The learner's activity counts without extras (the achievements page). */
export const activityCounts = activityCountsStatement("kw_activity_counts");

export type ActivityCountsRow = Omit<Awaited<ReturnType<typeof activityCounts>>, "extra">;
