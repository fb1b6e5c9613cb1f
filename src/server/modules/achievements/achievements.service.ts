import { asc, eq, sql, type SQLWrapper } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { inOrder, type Finish } from "../../db/pipelined";
import { learnerStreaks, userBadges } from "../../db/schema";
import type { AchievementsResponse, Earned, Streak } from "@shared/contracts/achievements";
import {
  badgeProgress,
  badgeToAnnounce,
  reachedBadges,
  type ActivityCounts,
  type BadgeId,
} from "@shared/domain/badges";
import { DEFAULT_TIME_ZONE, localDay, shownStreak, type StoredStreak } from "@shared/domain/streak";
import type { Language } from "@shared/i18n/languages";
import {
  activityCounts,
  activityCountsStatement,
  type ActivityCountsRow,
} from "../learning/learning-stats";
import { namedSql, param } from "../../db/prepared";
import { certificateLanguageListSql, issueCertificate, myCertificates } from "./certificates.service";

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

/**
 * Counts a completion on the learner's local day: the same day keeps the run, the next
 * day extends it, a gap starts a new run of 1 (one atomic upsert).
 */
const advanceStreakStatement = namedSql<{ current: number; longest: number }>(
  "kw_advance_streak",
  () => {
    const [userId, timeZone, day] = [param("userId"), param("timeZone"), param("day")];
    const t = learnerStreaks;
    const next = sql`case
      when ${t.lastDay} >= ${day}::date then ${t.current}
      when ${t.lastDay} = ${day}::date - 1 then ${t.current} + 1
      else 1 end`;
    return sql`insert into ${t} (user_id, time_zone, last_day, current, longest)
      values (${userId}, ${timeZone}, ${day}::date, 1, 1)
      on conflict (user_id) do update set time_zone = excluded.time_zone,
        current = ${next}, longest = greatest(${t.longest}, ${next}),
        last_day = greatest(${t.lastDay}, ${day}::date), updated_at = now()
      returning current, longest`;
  },
);

async function advanceStreak(db: DbOrTx, userId: string, timeZone: string, day: string) {
  const [row] = await advanceStreakStatement(db, { userId, timeZone, day });
  return row;
}

/** Stores every badge the counts reach; returns the ones stored just now (one statement). */
const storeBadgesStatement = namedSql<{ badge: BadgeId }>(
  "kw_store_badges",
  () => sql`insert into ${userBadges} (user_id, badge, earned_at)
    select ${param("userId")}, badge, ${param("now")}::timestamptz
    from unnest(${param("badges")}::text[]) as badge
    on conflict (user_id, badge) do nothing
    returning badge`,
);

async function storeBadges(db: DbOrTx, userId: string, counts: ActivityCounts, now: Date) {
  const reached = reachedBadges(counts);
  if (reached.length === 0) return [];
  const rows = await storeBadgesStatement(db, { userId, now: now.toISOString(), badges: reached });
  return rows.map((r) => r.badge);
}

function moduleInADay(stats: ActivityCountsRow, timeZone: string) {
  const m = stats.module;
  if (m.lessons === 0 || m.done < m.lessons || !m.first || !m.last) return 0;
  return localDay(m.first, timeZone) === localDay(m.last, timeZone) ? 1 : 0;
}

export interface CompletionInput {
  userId: string;
  courseId: string;
  moduleId: string;
  courseComplete: boolean;
  /** The course title and language as the learner took it (printed on the certificate). */
  courseTitle: string;
  language: Language;
  /** The browser's IANA time zone; else the stored one, else Europe/Berlin. */
  timeZone?: string;
  now: Date;
}

const completionCounts = activityCountsStatement("kw_completion_counts", (userId) => ({
  certificateLanguages: certificateLanguageListSql(userId),
}));

/** The activity counts and the certificates' languages, in one statement. */
async function countsWithLanguages(tx: DbOrTx, userId: string, lessonId?: string) {
  const { extra, ...stats } = await completionCounts(tx, userId, lessonId);
  return { ...stats, certificateLanguages: (extra?.certificateLanguages as string[] | null) ?? [] };
}

export interface CompletionStart {
  userId: string;
  lessonId: string;
  /** The browser's IANA time zone; else the stored one, else Europe/Berlin. */
  timeZone?: string;
  now: Date;
}

/**
 * A completion's first part, started in its transaction right after the statements that
 * write the progress (learning-writes.ts, in order with them: the counts see the new row):
 * advances the streak and reads the activity counts with the lesson's module.
 */
export async function startCompletionRecord(tx: Tx, input: CompletionStart) {
  const { userId, now } = input;
  const timeZone =
    input.timeZone ?? (await storedStreak(tx, userId))?.timeZone ?? DEFAULT_TIME_ZONE;
  const [streak, stats] = await inOrder(tx, [
    () => advanceStreak(tx, userId, timeZone, localDay(now, timeZone)),
    () => countsWithLanguages(tx, userId, input.lessonId),
  ]);
  return { timeZone, streak, stats };
}

export interface CompletionEnd {
  userId: string;
  courseId: string;
  courseComplete: boolean;
  /** The course title and language as the learner took it (printed on the certificate). */
  courseTitle: string;
  language: Language;
  now: Date;
}

/**
 * A completion's last part: issues the certificate when the course is complete, stores
 * newly reached badges with the transaction's COMMIT (`finish`) and names the one to
 * announce. Six statements at most with the first part, whatever the data.
 */
export async function finishCompletionRecord(
  tx: Tx,
  finish: Finish,
  started: Awaited<ReturnType<typeof startCompletionRecord>>,
  input: CompletionEnd,
): Promise<Earned> {
  const { userId, now } = input;
  const { timeZone, streak, stats } = started;
  const certificate = input.courseComplete
    ? await issueCertificate(tx, {
        userId,
        courseId: input.courseId,
        courseTitle: input.courseTitle,
        language: input.language,
        now,
      })
    : null;
  const languages = new Set(stats.certificateLanguages);
  if (certificate && !certificate.revoked) languages.add(certificate.language);
  const earned = await finish(() =>
    storeBadges(
      tx,
      userId,
      {
        ...stats,
        certificateLanguages: languages.size,
        moduleInADay: moduleInADay(stats, timeZone),
        longestStreak: streak.longest,
      },
      now,
    ),
  );
  return { newBadge: badgeToAnnounce(earned), certificate, streak };
}

/** Called in the transaction of a first quiz answer: stores badges the answer reaches. */
export async function recordQuizAnswer(tx: DbOrTx, userId: string): Promise<BadgeId | null> {
  const [stats, streak] = await Promise.all([
    countsWithLanguages(tx, userId),
    storedStreak(tx, userId),
  ]);
  const earned = await storeBadges(
    tx,
    userId,
    {
      ...stats,
      certificateLanguages: stats.certificateLanguages.length,
      moduleInADay: 0,
      longestStreak: streak?.longest ?? 0,
    },
    new Date(),
  );
  return badgeToAnnounce(earned);
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
