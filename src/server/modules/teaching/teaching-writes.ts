import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Deps } from "../../context";
import type { DbOrTx } from "../../db/client";
import { notify } from "../notifications/notifications.service";
import {
  attendanceRecordCtes,
  deletedSessionRecordCte,
  sessionRecordCte,
} from "./live-session-record";
import type {
  AttendanceRequest,
  AnnouncementRequest,
  LiveSession,
  NudgeRequest,
  SessionRequest,
} from "@shared/contracts/teaching";
import { sessionJson, sessionOf } from "./teaching.service";
import { checkId, cohortNotFound, rowsOf, taughtCohortSql, type Teacher } from "./teaching-scope";

/*
 * The teacher's writes (issue 44, decisions 0213–0214): announcements and nudges (a notice in
 * the bell and, per the learner's settings, an e-mail, through the notifications module), live
 * sessions and attendance. Each is one transaction with a fixed number of statements, scoped
 * to the classes the caller teaches; attendance is an idempotent upsert.
 */

/**
 * Posts an announcement to a class and notifies every learner of it (bell; e-mail when their
 * product e-mails are on): one transaction, three statements whatever the class's size.
 */
export async function postAnnouncement(
  deps: Deps,
  me: Teacher & { name: string },
  cohortId: string,
  input: AnnouncementRequest,
): Promise<{ id: string; notified: number }> {
  return deps.db.transaction(async (tx) => {
    const [row] = await rowsOf<{ id: string; name: string }>(
      tx,
      sql`with c as (${taughtCohortSql(me, cohortId)})
        insert into cohort_announcements (cohort_id, author_id, title, body)
        select c.id, ${me.id}, ${input.title}, ${input.body} from c
        returning id, (select name from c) as name`,
    );
    if (!row) throw cohortNotFound();
    const data = { cohort: row.name, teacher: me.name, title: input.title, body: input.body };
    const notified = await notify(
      deps,
      sql`select m.user_id, 'cohortAnnouncement' as kind, ${JSON.stringify(data)}::jsonb as data,
          '/app' as link, ${`announcement:${row.id}`} as dedupe_key
        from cohort_members m where m.cohort_id = ${cohortId}::uuid`,
      tx,
    );
    return { id: row.id, notified };
  });
}

/** A short personal message to one learner of the class (bell and e-mail): one transaction. */
export async function nudgeLearner(
  deps: Deps,
  me: Teacher & { name: string },
  cohortId: string,
  userId: string,
  input: NudgeRequest,
): Promise<number> {
  const notified = await notify(
    deps,
    sql`with c as (${taughtCohortSql(me, cohortId)})
      select m.user_id, 'teacherNudge' as kind,
        jsonb_build_object('teacher', ${me.name}::text, 'cohort', c.name, 'message', ${input.message}::text) as data,
        '/app' as link, ${`nudge:${randomUUID()}`} as dedupe_key
      from c join cohort_members m on m.cohort_id = c.id and m.user_id = ${userId}`,
  );
  if (notified === 0) throw cohortNotFound();
  return notified;
}

/** Creates a live session of the class: one statement. */
export async function createSession(
  db: DbOrTx,
  me: Teacher,
  cohortId: string,
  input: SessionRequest,
): Promise<LiveSession> {
  const [row] = await rowsOf<{ s: LiveSession }>(
    db,
    sql`with c as (${taughtCohortSql(me, cohortId)}),
      s as (insert into cohort_sessions (cohort_id, title, starts_at, duration_minutes, url, created_by)
        select c.id, ${input.title}, ${input.startsAt}::timestamptz, ${input.durationMinutes},
          ${input.url}, ${me.id} from c
        returning *)
      select ${sessionJson} as s from s`,
  );
  if (!row) throw cohortNotFound();
  return sessionOf(row.s);
}

/**
 * Changes a live session of the class; the acts of those present follow its start and
 * duration (decision 0230): one statement.
 */
export async function updateSession(
  db: DbOrTx,
  me: Teacher,
  cohortId: string,
  sessionId: string,
  input: SessionRequest,
): Promise<LiveSession> {
  const [row] = await rowsOf<{ s: LiveSession }>(
    db,
    sql`with c as (${taughtCohortSql(me, cohortId)}),
      s as (update cohort_sessions set title = ${input.title},
          starts_at = ${input.startsAt}::timestamptz, duration_minutes = ${input.durationMinutes},
          url = ${input.url}
        where id = ${checkId(sessionId)}::uuid and cohort_id = (select id from c)
        returning *),
      ${sessionRecordCte("s")}
      select ${sessionJson} as s, (select count(*) from reattended) as recorded from s`,
  );
  if (!row) throw cohortNotFound();
  return sessionOf(row.s);
}

/**
 * Deletes a live session of the class with its attendance (cascade) and its acts in the record
 * of learning (decision 0230): one statement.
 */
export async function deleteSession(
  db: DbOrTx,
  me: Teacher,
  cohortId: string,
  sessionId: string,
): Promise<void> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`with c as (${taughtCohortSql(me, cohortId)}),
      gone as (delete from cohort_sessions where id = ${checkId(sessionId)}::uuid
        and cohort_id = (select id from c) returning id),
      ${deletedSessionRecordCte("gone")}
      select id, (select count(*) from unrecorded) as recorded from gone`,
  );
  if (rows.length === 0) throw cohortNotFound();
}

/**
 * Records attendance at a live session: one upsert for every entry (present, absent or
 * excused), idempotent; entries for someone who is not a learner of the class are ignored.
 * In the same statement the record of learning gets the act of each learner present (once per
 * session, however often it is recorded) and loses it for absent or excused (decision 0230).
 * Throws 404 for a session not of the class.
 */
export async function recordAttendance(
  db: DbOrTx,
  me: Teacher,
  cohortId: string,
  sessionId: string,
  input: AttendanceRequest,
): Promise<void> {
  // One entry per learner (the last one wins): an upsert may touch each row once.
  const entries = [...new Map(input.entries.map((e) => [e.userId, e])).values()];
  const [row] = await rowsOf<{ found: boolean }>(
    db,
    sql`with c as (${taughtCohortSql(me, cohortId)}),
      s as (select id, cohort_id, starts_at, duration_minutes from cohort_sessions
        where id = ${checkId(sessionId)}::uuid and cohort_id = (select id from c)),
      up as (insert into cohort_attendance (session_id, user_id, status, recorded_by)
        select s.id, e."userId", e.status, ${me.id}
        from s
        join jsonb_to_recordset(${JSON.stringify(entries)}::jsonb) as e("userId" text, status text) on true
        join cohort_members m on m.cohort_id = s.cohort_id and m.user_id = e."userId"
        on conflict (session_id, user_id) do update
          set status = excluded.status, recorded_by = excluded.recorded_by, updated_at = now()
        returning user_id, status),
      ${attendanceRecordCtes("up", "s")}
      select exists (select 1 from s) as found, (select count(*) from up) as written,
        (select count(*) from attended) + (select count(*) from unattended) as recorded`,
  );
  if (!row?.found) throw cohortNotFound();
}
