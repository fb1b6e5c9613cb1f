import { eq, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  lessons,
  quizFirstAnswers,
  user,
  userLearningPath,
  userLessonProgress,
} from "../../db/schema";

/**
 * The learner's activity counts that badges are earned by (issue 12), in one statement.
 * With `moduleId`: also that module's lesson count and the first and last completion of
 * the learner's completed lessons in it ("every lesson of a module in one day"). `extra`:
 * scalar subqueries of the calling module (over its own tables), read in the same statement
 * and answered as `extra` (one round trip less in the completion's transaction).
 */
export async function activityCounts<E extends Record<string, SQL>>(
  db: DbOrTx,
  userId: string,
  moduleId?: string,
  extra?: E,
) {
  const mod = moduleId ?? null;
  const [row] = await db
    .select({
      ...(extra ?? ({} as E)),
      name: user.name,
      lessonsCompleted: sql<number>`(select count(*) from ${userLessonProgress} p where p.user_id = ${userId} and p.completed_at is not null)::int`,
      coursesStarted: sql<number>`(select count(*) from ${userLearningPath} lp where lp.user_id = ${userId} and lp.started_at is not null)::int`,
      coursesCompleted: sql<number>`(select count(*) from ${userLearningPath} lp where lp.user_id = ${userId} and lp.completed_at is not null)::int`,
      quizFirstTry: sql<number>`(select count(*) from ${quizFirstAnswers} q where q.user_id = ${userId} and q.correct)::int`,
      moduleLessons: sql<number>`(select count(*) from ${lessons} l where l.module_id = ${mod}::uuid)::int`,
      moduleDone: sql<number>`(select count(*) from ${userLessonProgress} p join ${lessons} l on l.id = p.lesson_id where l.module_id = ${mod}::uuid and p.user_id = ${userId} and p.completed_at is not null)::int`,
      moduleFirst: sql<
        string | Date | null
      >`(select min(p.completed_at) from ${userLessonProgress} p join ${lessons} l on l.id = p.lesson_id where l.module_id = ${mod}::uuid and p.user_id = ${userId})`,
      moduleLast: sql<
        string | Date | null
      >`(select max(p.completed_at) from ${userLessonProgress} p join ${lessons} l on l.id = p.lesson_id where l.module_id = ${mod}::uuid and p.user_id = ${userId})`,
    })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  const extraValues = Object.fromEntries(
    Object.keys(extra ?? {}).map((k) => [k, (row as Record<string, unknown> | undefined)?.[k]]),
  ) as { [K in keyof E]: unknown };
  return {
    extra: extraValues,
    name: row?.name ?? "",
    lessonsCompleted: Number(row?.lessonsCompleted ?? 0),
    coursesStarted: Number(row?.coursesStarted ?? 0),
    coursesCompleted: Number(row?.coursesCompleted ?? 0),
    quizFirstTry: Number(row?.quizFirstTry ?? 0),
    module: {
      lessons: Number(row?.moduleLessons ?? 0),
      done: Number(row?.moduleDone ?? 0),
      first: row?.moduleFirst ? new Date(row.moduleFirst) : null,
      last: row?.moduleLast ? new Date(row.moduleLast) : null,
    },
  };
}
export type ActivityCountsRow = Omit<Awaited<ReturnType<typeof activityCounts>>, "extra">;
