import { asc, eq, sql, type Placeholder, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { inOrder } from "../../db/pipelined";
import { learnerStreaks, userBadges } from "../../db/schema";
import type {
  AchievementsResponse,
  Certificate,
  Earned,
  Streak,
} from "@shared/contracts/achievements";
import {
  BADGE_RULE_LISTS,
  badgeProgress,
  badgeToAnnounce,
  type BadgeId,
} from "@shared/domain/badges";
import {
  DEFAULT_TIME_ZONE,
  localDay,
  shownStreak,
  startOfLocalDay,
  type StoredStreak,
} from "@shared/domain/streak";
import {
  activityCounts,
  activityCountsSql,
  completedInThisTransaction,
  solvedAt,
} from "../../db/queries/learner-activity";
import { namedSql, param } from "../../db/prepared";
import { certificateLanguageListSql, myCertificates } from "./certificates.service";

/*
 * Badges and streaks (issue 12, decision 0043). Badges are stored when the write that
 * earns them runs, in its transaction; streaks are maintained with each completion.
 * Every function runs a fixed number of statements.
 */

const storedStreakStatement = namedSql<{
  last_day: string;
  current: number;
  longest: number;
  time_zone: string;
}>(
  "kw_stored_streak",
  () => sql`select last_day::text, current, longest, time_zone from ${learnerStreaks}
    where user_id = ${param("userId")} limit 1`,
);

async function storedStreak(db: DbOrTx, userId: string): Promise<StoredStreak | null> {
  const [row] = await storedStreakStatement(db, { userId });
  return row
    ? { lastDay: row.last_day, current: row.current, longest: row.longest, timeZone: row.time_zone }
    : null;
}

/**
 * The stored streak as one JSON value (null without one), for the learner's home statement
 * (learning/learner-state.ts): the dashboard reads it with the learner's other rows.
 */
export const storedStreakJson = (userId: SQLWrapper) => sql<StoredStreak | null>`(
  select json_build_object('lastDay', s.last_day, 'current', s.current,
    'longest', s.longest, 'timeZone', s.time_zone)
  from ${learnerStreaks} s where s.user_id = ${userId})`;

/** Current and longest streak as shown now, from the stored one. */
export const streakShown = (stored: StoredStreak | null, now = new Date()): Streak =>
  shownStreak(stored, now);

/** The learner's stored time zone, for a completion whose request names none. */
export async function storedTimeZone(db: DbOrTx, userId: string): Promise<string> {
  return (await storedStreak(db, userId))?.timeZone ?? DEFAULT_TIME_ZONE;
}

/**
 * Counts a completion on the learner's local day: the same day keeps the run, the next
 * day extends it, a gap starts a new run of 1 (one atomic upsert). Only when the lesson was
 * completed by the running transaction; else it writes and answers nothing.
 */
const completionStreakStatement = namedSql<{ current: number; longest: number }>(
  "kw_completion_streak",
  () => {
    const [userId, timeZone, day] = [param("userId"), param("timeZone"), param("day")];
    const t = learnerStreaks;
    const next = sql`case
      when ${t.lastDay} >= ${day}::date then ${t.current}
      when ${t.lastDay} = ${day}::date - 1 then ${t.current} + 1
      else 1 end`;
    return sql`insert into ${t} (user_id, time_zone, last_day, current, longest)
      select ${userId}::text, ${timeZone}::text, ${day}::date, 1, 1
      where ${completedInThisTransaction(userId, param("lessonId"))}
      on conflict (user_id) do update set time_zone = excluded.time_zone,
        current = ${next}, longest = greatest(${t.longest}, ${next}),
        last_day = greatest(${t.lastDay}, ${day}::date), updated_at = now()
      returning current, longest`;
  },
);

/**
 * Stores every badge the learner's activity counts now reach, in one statement, and answers
 * the ones stored just now. The counts see what the statements before it in the transaction
 * wrote (progress, streak, certificate); each rule (BADGE_RULE_LISTS, from
 * `@shared/domain/badges`) is read by its count's name. With `guard`, only when it holds.
 * "Every lesson of a module in one day" needs the lesson just completed (`lessonId`): this
 * completion is its module's last, so the module's first one began on the learner's local
 * day (`dayStart`); without a lesson it is 0.
 */
const storeReachedBadges = (
  name: string,
  guard?: (userId: Placeholder, lessonId: Placeholder) => SQL,
) =>
  namedSql<{ earned: BadgeId[] | null }>(name, () => {
    const [userId, lessonId] = [param("userId"), param("lessonId")];
    const counts = activityCountsSql(userId, lessonId, [
      sql`${certificateLanguageListSql(userId)} as certificate_languages`,
      sql`(select s.longest from ${learnerStreaks} s where s.user_id = ${userId}) as longest_streak`,
    ]);
    return sql`with c as (${counts}), m as (
      select json_build_object('lessonsCompleted', c.lessons_completed,
        'coursesStarted', c.courses_started, 'coursesCompleted', c.courses_completed,
        'quizFirstTry', c.quiz_first_try, 'codeExercisesSolved', c.code_solved,
        'longestStreak', coalesce(c.longest_streak, 0),
        'certificateLanguages', json_array_length(c.certificate_languages),
        'moduleInADay', case when c.module_lessons > 0 and c.module_done >= c.module_lessons
          and c.module_first >= ${param("dayStart")}::timestamptz then 1 else 0 end) as counts
      from c
    ), stored as (
      insert into ${userBadges} (user_id, badge, earned_at)
      select ${userId}, r.badge, ${param("now")}::timestamptz
      from m, unnest(${param("badges")}::text[], ${param("counts")}::text[], ${param("targets")}::int[])
        as r(badge, count, target)
      where (m.counts ->> r.count)::int >= r.target
        and ${guard ? guard(userId, lessonId) : sql`true`}
      on conflict (user_id, badge) do nothing
      returning badge
    )
    select (select json_agg(badge) from stored) as earned`;
  });

/** A completion's badges: stored only when the lesson was completed by this transaction. */
const completionBadgesStatement = storeReachedBadges(
  "kw_completion_badges",
  completedInThisTransaction,
);
/** A first quiz answer's badges. */
const quizBadgesStatement = storeReachedBadges("kw_quiz_badges");

export interface CompletionInput {
  userId: string;
  lessonId: string;
  /** The browser's IANA time zone, else the stored one (`storedTimeZone`). */
  timeZone: string;
  now: Date;
  /** Issues the course's certificate when this completion brought it to 100 % (`certificateOnCompletion`). */
  certificate: (tx: DbOrTx) => Promise<Certificate | null>;
}

/**
 * The achievements of a lesson completion, sent in order after the statements that complete
 * the lesson and store the course's progress, in the same write (decision 0073): advances
 * the streak, issues the certificate at 100 %, stores the badges now reached and names the
 * one to announce. Each statement writes only when the lesson was completed by the running
 * transaction. Three statements, whatever the data.
 */
export async function recordCompletion(tx: Tx, input: CompletionInput): Promise<Earned> {
  const { userId, lessonId, timeZone, now } = input;
  const [streak, certificate, badges] = await inOrder(tx, [
    () =>
      completionStreakStatement(tx, { userId, lessonId, timeZone, day: localDay(now, timeZone) }),
    () => input.certificate(tx),
    () =>
      completionBadgesStatement(tx, {
        userId,
        lessonId,
        now: now.toISOString(),
        dayStart: startOfLocalDay(now, timeZone).toISOString(),
        ...BADGE_RULE_LISTS,
      }),
  ]);
  return {
    newBadge: badgeToAnnounce(badges[0]?.earned ?? []),
    certificate,
    streak: streak[0] ?? { current: 0, longest: 0 },
  };
}

/** A code exercise's badges: stored only when the running statement's `now` solved it. */
const practiceBadgesStatement = storeReachedBadges("kw_practice_badges", (userId) =>
  solvedAt(userId, param("exerciseId"), param("now")),
);

/**
 * Called in the transaction that records a code exercise's results (issue 29): stores the
 * badges reached when that transaction solved the exercise (`solved_at` = `now`), else
 * nothing. Answers every badge stored just now.
 */
export async function recordPracticeSolved(
  tx: DbOrTx,
  userId: string,
  exerciseId: string,
  now: Date,
): Promise<BadgeId[]> {
  const at = now.toISOString();
  const [row] = await practiceBadgesStatement(tx, {
    userId,
    exerciseId,
    lessonId: null,
    now: at,
    dayStart: at,
    ...BADGE_RULE_LISTS,
  });
  return row?.earned ?? [];
}

/** Called in the transaction of a first quiz answer: stores badges the answer reaches. */
export async function recordQuizAnswer(tx: DbOrTx, userId: string): Promise<BadgeId | null> {
  const now = new Date().toISOString();
  const [row] = await quizBadgesStatement(tx, {
    userId,
    lessonId: null,
    now,
    dayStart: now,
    ...BADGE_RULE_LISTS,
  });
  return badgeToAnnounce(row?.earned ?? []);
}

/** The achievements page: every badge with earned date or progress, streak, certificates. */
export async function achievements(db: Db, userId: string): Promise<AchievementsResponse> {
  const now = new Date();
  const [stats, stored, earned, certificates] = await Promise.all([
    activityCounts(db, userId),
    storedStreak(db, userId),
    db
      .select({ badge: userBadges.badge, earnedAt: userBadges.earnedAt })
      .from(userBadges)
      .where(eq(userBadges.userId, userId))
      .orderBy(asc(userBadges.earnedAt)),
    myCertificates(db, userId),
  ]);
  const earnedAt = new Map(earned.map((e) => [e.badge, e.earnedAt.toISOString()]));
  const languages = new Set(certificates.map((c) => c.language)).size;
  const progress = badgeProgress({
    ...stats,
    moduleInADay: earnedAt.has("module-in-a-day") ? 1 : 0,
    longestStreak: stored?.longest ?? 0,
    certificateLanguages: languages,
  });
  return {
    badges: progress.map((b) => {
      const at = earnedAt.get(b.id) ?? null;
      // A stored badge stays earned (and full) even when the counts fell after content changes.
      return { id: b.id, earnedAt: at, progress: at ? b.target : b.progress, target: b.target };
    }),
    streak: shownStreak(stored, now),
    certificates,
  };
}

/** The learner's badges for the data export (settings, issue 12). */
export async function exportBadgesForUser(db: DbOrTx, userId: string) {
  const [badges, streak] = await Promise.all([
    db
      .select({ badge: userBadges.badge, earnedAt: userBadges.earnedAt })
      .from(userBadges)
      .where(eq(userBadges.userId, userId))
      .orderBy(asc(userBadges.earnedAt)),
    storedStreak(db, userId),
  ]);
  return {
    badges: badges.map((b) => ({ badge: b.badge, earnedAt: b.earnedAt.toISOString() })),
    streak,
  };
}
