import { sql, type SQL } from "drizzle-orm";
import type { LearningEventKind } from "@shared/domain/learning-events";

/*
 * Attending a live session is an act of learning in the record (issue 44, decision 0230): a
 * learner marked present has ONE `learning_events` row of kind `live_session` per session
 * (`subject_id` = the session; unique index `learning_events_live_session_uq`), of the
 * session's minutes (`seconds` = duration × 60), at the session's start (never later than
 * now), in the class's first course of its programme (the record needs a course). Absent or
 * excused: no row. These fragments are CTEs of the attendance and session writes' own
 * statements, so the record and the attendance never disagree.
 */

export const LIVE_SESSION_KIND = "live_session" satisfies LearningEventKind;
/** As a literal: ON CONFLICT infers the partial unique index only from a literal predicate. */
const KIND = sql.raw(`'${LIVE_SESSION_KIND}'`);

/** The class's first course (programme order): the course a session's act is recorded in. */
const firstCourse = (cohortIdSql: SQL) => sql`(select cc.course_id from cohort_courses cc
  where cc.cohort_id = ${cohortIdSql} order by cc.position, cc.course_id limit 1)`;

/**
 * CTEs writing the record for attendance just stored: `marks` has columns user_id, status;
 * `ses` has id, cohort_id, starts_at, duration_minutes (one session). Present: the act is
 * written or refreshed (recording again counts once); otherwise it is removed.
 */
export function attendanceRecordCtes(marks: string, ses: string): SQL {
  const m = sql.raw(marks);
  const s = sql.raw(ses);
  return sql`attended as (insert into learning_events (user_id, course_id, kind, subject_id, seconds, at)
      select ${m}.user_id, ${firstCourse(sql`${s}.cohort_id`)}, ${KIND}, ${s}.id,
        ${s}.duration_minutes * 60, least(${s}.starts_at, now())
      from ${m} cross join ${s}
      where ${m}.status = 'present' and ${firstCourse(sql`${s}.cohort_id`)} is not null
      on conflict (user_id, subject_id) where kind = ${KIND}
        do update set seconds = excluded.seconds, at = excluded.at
      returning 1),
    unattended as (delete from learning_events e using ${m}, ${s}
      where e.kind = ${KIND} and e.subject_id = ${s}.id and e.user_id = ${m}.user_id
        and ${m}.status <> 'present'
      returning 1)`;
}

/** A CTE refreshing the acts of a session whose start or duration changed (`ses` as above). */
export function sessionRecordCte(ses: string): SQL {
  const s = sql.raw(ses);
  return sql`reattended as (update learning_events e set seconds = ${s}.duration_minutes * 60,
      at = least(${s}.starts_at, now())
    from ${s} where e.kind = ${KIND} and e.subject_id = ${s}.id
    returning 1)`;
}

/** A CTE removing the acts of a deleted session (`gone` has column id). */
export function deletedSessionRecordCte(gone: string): SQL {
  const g = sql.raw(gone);
  return sql`unrecorded as (delete from learning_events e using ${g}
    where e.kind = ${KIND} and e.subject_id = ${g}.id returning 1)`;
}

/**
 * The minutes of live sessions of the class (`sessionIds`: an SQL set of session ids) the
 * record holds for a learner (`userIdSql`): what "hours attended" shows everywhere.
 */
export function attendedSecondsSql(userIdSql: SQL, sessionIds: SQL): SQL {
  return sql`(select coalesce(sum(e.seconds), 0) from learning_events e
    where e.user_id = ${userIdSql} and e.kind = ${KIND}
      and e.subject_id in ${sessionIds})`;
}
