import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { calendarFeeds } from "../../db/schema";
import type { CalendarFeed } from "@shared/contracts/cohorts";
import { isLanguage, type Language } from "@shared/i18n/languages";
import { buildCalendar, type IcalEvent } from "./ical";
import { hashToken, newToken } from "./cohort-join.service";
import { isoOf, rowsOf } from "./cohort-sql";

/*
 * The learner's personal calendar feed (issue 44, decision 0210): a secret address (256-bit
 * token, only its SHA-256 stored), regenerated or revoked in the settings. The feed holds
 * the due dates of the learner's cohorts' modules (all day) and their live sessions.
 */

export async function feedStatus(db: Db, userId: string): Promise<CalendarFeed> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return { active: !!row, createdAt: row ? row.createdAt.toISOString() : null, url: null };
}

/** A new secret address (the old one stops working at once). */
export async function regenerateFeed(
  db: Db,
  baseUrl: string,
  userId: string,
): Promise<CalendarFeed> {
  const token = newToken();
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash: hashToken(token) })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash: hashToken(token), createdAt: new Date() },
    })
    .returning({ createdAt: calendarFeeds.createdAt });
  return {
    active: true,
    createdAt: row!.createdAt.toISOString(),
    url: `${baseUrl}/calendar/${token}.ics`,
  };
}

export async function revokeFeed(db: Db, userId: string) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const dueText: Record<Language, string> = {
  de: "Fällig",
  en: "Due",
  es: "Fecha límite",
  fr: "À rendre",
};

type FeedRow = {
  language: string;
  due:
    | {
        cohort: string;
        cohortId: string;
        moduleId: string;
        module: string;
        course: string;
        date: string;
      }[]
    | null;
  sessions:
    | {
        id: string;
        cohort: string;
        title: string;
        startsAt: string;
        minutes: number;
        url: string;
      }[]
    | null;
};

/** The feed's text, or null for an unknown or revoked address (one statement). */
export async function calendarFeed(db: Db, token: string, host: string): Promise<string | null> {
  if (!TOKEN.test(token)) return null;
  const [row] = await rowsOf<FeedRow>(
    db,
    sql`SELECT u.language,
      (SELECT json_agg(json_build_object('cohort', c.name, 'cohortId', c.id, 'moduleId', m.id, 'module', m.title,
          'course', co.title, 'date', s.due_date) ORDER BY s.due_date)
        FROM cohort_members cm JOIN cohorts c ON c.id = cm.cohort_id AND c.archived_at IS NULL
        JOIN cohort_schedule s ON s.cohort_id = c.id JOIN modules m ON m.id = s.module_id
        JOIN courses co ON co.id = m.course_id WHERE cm.user_id = f.user_id) AS due,
      (SELECT json_agg(json_build_object('id', v.id, 'cohort', c.name, 'title', v.title, 'startsAt', v.starts_at,
          'minutes', v.duration_minutes, 'url', v.url) ORDER BY v.starts_at)
        FROM cohort_members cm JOIN cohorts c ON c.id = cm.cohort_id AND c.archived_at IS NULL
        JOIN cohort_sessions v ON v.cohort_id = c.id
        WHERE cm.user_id = f.user_id AND v.starts_at > now() - interval '90 days') AS sessions
      FROM calendar_feeds f JOIN "user" u ON u.id = f.user_id AND NOT u.banned
      WHERE f.token_hash = ${hashToken(token)}`,
  );
  if (!row) return null;
  const lang: Language = isLanguage(row.language) ? row.language : "de";
  const events: IcalEvent[] = [
    ...(row.due ?? []).map((d) => ({
      uid: `due-${d.cohortId}-${d.moduleId}@${host}`,
      summary: `${dueText[lang]}: ${d.module}`,
      description: `${d.course} · ${d.cohort}`,
      date: isoOf(d.date),
    })),
    ...(row.sessions ?? []).map((s) => ({
      uid: `session-${s.id}@${host}`,
      summary: s.title,
      description: `${s.cohort}\n${s.url}`,
      url: /^https?:\/\//i.test(s.url) ? s.url : undefined,
      start: new Date(s.startsAt),
      minutes: s.minutes,
    })),
  ];
  return buildCalendar("Kurswerk", events);
}
