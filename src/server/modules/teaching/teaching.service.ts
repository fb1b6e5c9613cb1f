import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import type {
  AttendanceResponse,
  AttentionRow,
  CohortViewResponse,
  LearnerCodeResponse,
  LearnerViewResponse,
  LiveSession,
  TeachHomeResponse,
} from "@shared/contracts/teaching";
import type { PracticeFile, PracticeSpec } from "@shared/domain/practice";
import {
  figureJson,
  figuresCte,
  learnerRowOf,
  reasonFiguresJson,
  reasonsOf,
  type FigureJson,
  type ReasonFigures,
} from "./learner-figures";
import {
  checkId,
  cohortNotFound,
  iso,
  ownCohortsSql,
  rowsOf,
  taughtCohortSql,
  teachesSql,
  type Teacher,
} from "./teaching-scope";

/*
 * The teacher's reads (issue 44, decision 0212): each one statement, scoped to the
 * classes the caller teaches. Nothing is kept in process memory.
 */

const dateOf = (v: string | Date) =>
  typeof v === "string" ? v.slice(0, 10) : v.toISOString().slice(0, 10);

/** A live session with its attendance counts (one pass over its rows), as JSON of the cohort_sessions row `s`. */
export const sessionJson = sql`(select json_build_object('id', s.id, 'title', s.title,
  'startsAt', s.starts_at, 'durationMinutes', s.duration_minutes, 'url', s.url,
  'present', count(*) filter (where a.status = 'present'),
  'absent', count(*) filter (where a.status = 'absent'),
  'excused', count(*) filter (where a.status = 'excused'))
  from cohort_attendance a where a.session_id = s.id)`;

export const sessionOf = (s: LiveSession): LiveSession => ({
  ...s,
  startsAt: iso(s.startsAt)!,
  present: Number(s.present),
  absent: Number(s.absent),
  excused: Number(s.excused),
});

/** The caller's classes with learner counts and the next live session: one statement. */
export async function teachHome(
  db: DbOrTx,
  me: Teacher,
  now = new Date(),
): Promise<TeachHomeResponse> {
  // Admins see every class; teachers (and moderators) the ones that name them.
  const who = me.admin ? sql`true` : teachesSql(me, sql`c.id`);
  // The classes and the needs-attention list side by side (two pooled connections).
  const classes = rowsOf<{
    id: string;
    name: string;
    start_date: string;
    end_date: string;
    archived: boolean;
    learners: number;
    next: { title: string; startsAt: string } | null;
  }>(
    db,
    sql`select c.id, c.name, c.start_date, c.end_date, c.archived_at is not null as archived,
        (select count(*) from cohort_members m where m.cohort_id = c.id)::int as learners,
        (select json_build_object('title', s.title, 'startsAt', s.starts_at) from cohort_sessions s
          where s.cohort_id = c.id and s.starts_at + make_interval(mins => s.duration_minutes) > now()
          order by s.starts_at limit 1) as next
      from cohorts c where ${who}
      order by c.archived_at is not null, c.start_date desc, c.name, c.id
      limit 500`,
  );
  const [rows, attention] = await Promise.all([classes, attentionList(db, me, now)]);
  return {
    attention,
    cohorts: rows.map((r) => ({
      id: r.id,
      name: r.name,
      startDate: dateOf(r.start_date),
      endDate: dateOf(r.end_date),
      archived: r.archived,
      learners: Number(r.learners),
      nextSession: r.next ? { title: r.next.title, startsAt: iso(r.next.startsAt)! } : null,
    })),
  };
}

/**
 * Who needs attention in the caller's own classes (not archived), with the reasons: one
 * statement over every learner of those classes. Only what the reasons need is read and sent
 * (the class view has the full figures): the list stays small for hundreds of learners.
 */
export async function attentionList(
  db: DbOrTx,
  me: Teacher,
  now = new Date(),
): Promise<AttentionRow[]> {
  const rows = await rowsOf<{
    cohort_id: string;
    cohort_name: string;
    user_id: string;
    name: string;
    r: ReasonFigures;
  }>(
    db,
    sql`with ${figuresCte(ownCohortsSql(me))}
      select f.cohort_id, c.name as cohort_name, f.user_id, f.name, ${reasonFiguresJson} as r
      from fig f join c on c.id = f.cohort_id
      order by c.name, f.cohort_id, f.name, f.user_id`,
  );
  return rows
    .map((r) => ({
      cohortId: r.cohort_id,
      cohortName: r.cohort_name,
      userId: r.user_id,
      name: r.name,
      reasons: reasonsOf(r.r, now),
    }))
    .filter((r) => r.reasons.length > 0);
}

/** A class: every learner against the schedule, live sessions, announcements: one statement. */
export async function cohortView(
  db: DbOrTx,
  me: Teacher,
  cohortId: string,
  now = new Date(),
): Promise<CohortViewResponse> {
  const [row] = await rowsOf<{
    cohort: {
      id: string;
      name: string;
      startDate: string;
      endDate: string;
      timeZone: string;
      today: string;
    } | null;
    learners: FigureJson[];
    sessions: LiveSession[];
    announcements: {
      id: string;
      title: string;
      body: string;
      author: string | null;
      createdAt: string;
    }[];
  }>(
    db,
    sql`with ${figuresCte(taughtCohortSql(me, cohortId))}
      select (select json_build_object('id', id, 'name', name, 'startDate', start_date,
          'endDate', end_date, 'timeZone', time_zone, 'today', today) from c) as cohort,
        (select coalesce(json_agg(${figureJson} order by f.name, f.user_id), '[]') from fig f) as learners,
        (select coalesce(json_agg(${sessionJson} order by s.starts_at, s.id), '[]')
          from cohort_sessions s where s.cohort_id = (select id from c)) as sessions,
        (select coalesce(json_agg(json_build_object('id', a.id, 'title', a.title, 'body', a.body,
            'author', a.author, 'createdAt', a.created_at) order by a.created_at desc, a.id), '[]')
          from (select x.*, u.name as author from cohort_announcements x
            left join "user" u on u.id = x.author_id
            where x.cohort_id = (select id from c) order by x.created_at desc, x.id limit 20) a) as announcements`,
  );
  if (!row?.cohort) throw cohortNotFound();
  return {
    cohort: {
      ...row.cohort,
      startDate: dateOf(row.cohort.startDate),
      endDate: dateOf(row.cohort.endDate),
      today: dateOf(row.cohort.today),
    },
    learners: row.learners.map((f) => learnerRowOf(f, now)),
    sessions: row.sessions.map(sessionOf),
    announcements: row.announcements.map((a) => ({ ...a, createdAt: iso(a.createdAt)! })),
  };
}

const TIMELINE_SIZE = 100;

/** One learner of a class: figures, timeline (newest acts), exercises: one statement. */
export async function learnerView(
  db: DbOrTx,
  me: Teacher,
  cohortId: string,
  userId: string,
  now = new Date(),
): Promise<LearnerViewResponse> {
  const [row] = await rowsOf<{
    cohort: { id: string; name: string } | null;
    learner: FigureJson | null;
    timeline: LearnerViewResponse["timeline"];
    exercises: LearnerViewResponse["exercises"];
  }>(
    db,
    sql`with ${figuresCte(taughtCohortSql(me, cohortId), userId)}
      select (select json_build_object('id', id, 'name', name) from c) as cohort,
        (select ${figureJson} from fig f limit 1) as learner,
        (select coalesce(json_agg(json_build_object('kind', e.kind, 'at', e.at,
            'courseTitle', co.title, 'lessonTitle', l.title, 'lessonId', e.lesson_id,
            'subjectId', e.subject_id, 'seconds', e.seconds) order by e.at desc, e.id), '[]')
          from (select e.* from learning_events e
            where e.user_id = (select user_id from fig limit 1)
              and e.course_id in (select course_id from cc)
            order by e.at desc, e.id limit ${TIMELINE_SIZE}) e
          join courses co on co.id = e.course_id
          left join lessons l on l.id = e.lesson_id) as timeline,
        (select coalesce(json_agg(json_build_object('exerciseId', x.exercise_id,
            'lessonTitle', l.title, 'courseTitle', co.title, 'solvedAt', x.solved_at,
            'lastRunAt', case when x.last_results is null then null else x.updated_at end,
            'failedRuns', coalesce((select r.failed from runs r
              where r.user_id = x.user_id and r.subject_id = x.exercise_id), 0),
            'passed', (select count(*) from jsonb_array_elements(coalesce(x.last_results, '[]'::jsonb)) r
              where r ->> 'status' = 'passed'),
            'failed', (select count(*) from jsonb_array_elements(coalesce(x.last_results, '[]'::jsonb)) r
              where r ->> 'status' = 'failed'))
            order by x.updated_at desc, x.exercise_id), '[]')
          from exercise_submissions x
          join lessons l on l.id = x.lesson_id join modules mo on mo.id = l.module_id
          join courses co on co.id = mo.course_id
          where x.user_id = (select user_id from fig limit 1)
            and mo.course_id in (select course_id from cc)) as exercises`,
  );
  if (!row?.cohort || !row.learner) throw cohortNotFound();
  return {
    cohort: row.cohort,
    learner: learnerRowOf(row.learner, now),
    timeline: row.timeline.map((e) => ({ ...e, at: iso(e.at)! })),
    exercises: row.exercises.map((x) => ({
      ...x,
      solvedAt: iso(x.solvedAt),
      lastRunAt: iso(x.lastRunAt),
      passed: Number(x.passed),
      failed: Number(x.failed),
    })),
  };
}

/** A learner's code on one exercise of the class's courses, read-only: one statement. */
export async function learnerCode(
  db: DbOrTx,
  me: Teacher,
  cohortId: string,
  userId: string,
  exerciseId: string,
): Promise<LearnerCodeResponse> {
  const [row] = await rowsOf<{
    lesson_title: string;
    task: string;
    practice: PracticeSpec | null;
    files: PracticeFile[] | null;
    last_results: { id: string; status: "passed" | "failed" | "notRun" }[] | null;
    solved_at: string | null;
    updated_at: string | null;
  }>(
    db,
    sql`with c as (${taughtCohortSql(me, cohortId)})
      select l.title as lesson_title, x.task, x.practice, s.files, s.last_results, s.solved_at,
        s.updated_at
      from c
      join cohort_members m on m.cohort_id = c.id and m.user_id = ${userId}
      join lesson_exercises x on x.id = ${checkId(exerciseId)}::uuid
      join lessons l on l.id = x.lesson_id join modules mo on mo.id = l.module_id
      join cohort_courses k on k.cohort_id = c.id and k.course_id = mo.course_id
      left join exercise_submissions s on s.user_id = m.user_id and s.exercise_id = x.id`,
  );
  if (!row || !row.practice) throw cohortNotFound();
  const checks = new Map(row.practice.checks.map((ch) => [ch.id, ch]));
  return {
    exerciseId,
    lessonTitle: row.lesson_title,
    task: row.task,
    runtime: row.practice.runtime,
    files: row.files ?? row.practice.starterFiles,
    saved: row.files !== null,
    solvedAt: iso(row.solved_at),
    lastRunAt: row.last_results ? iso(row.updated_at) : null,
    results: (row.last_results ?? []).map((r) => {
      const check = checks.get(r.id);
      return { id: r.id, status: r.status, title: check && !check.hidden ? check.title : null };
    }),
  };
}

/** A live session of a class with every learner's attendance: one statement. */
export async function attendanceView(
  db: DbOrTx,
  me: Teacher,
  cohortId: string,
  sessionId: string,
): Promise<AttendanceResponse> {
  const [row] = await rowsOf<{
    session: LiveSession | null;
    learners: AttendanceResponse["learners"];
  }>(
    db,
    sql`with c as (${taughtCohortSql(me, cohortId)}),
      s as (select * from cohort_sessions where id = ${checkId(sessionId)}::uuid
        and cohort_id = (select id from c))
      select (select ${sessionJson} from s) as session,
        (select coalesce(json_agg(json_build_object('userId', m.user_id, 'name', u.name,
            'status', a.status) order by u.name, m.user_id), '[]')
          from cohort_members m join "user" u on u.id = m.user_id
          left join cohort_attendance a on a.session_id = (select id from s) and a.user_id = m.user_id
          where m.cohort_id = (select id from c) and exists (select 1 from s)) as learners`,
  );
  if (!row?.session) throw cohortNotFound();
  return { session: sessionOf(row.session), learners: row.learners };
}
