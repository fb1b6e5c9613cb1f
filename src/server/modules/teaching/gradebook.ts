import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import type { GradebookResponse, GradebookRow } from "@shared/contracts/teaching";
import { attendanceRate } from "@shared/domain/needs-attention";
import type { CsvValue } from "../../lib/csv";
import { attendedSecondsSql, LIVE_SESSION_KIND } from "./live-session-record";
import { cohortNotFound, rowsOf, taughtCohortSql, type Teacher } from "./teaching-scope";

/*
 * The gradebook of a class (issue 44, decision 0214): per learner the code exercises solved,
 * the quizzes answered (first answers, and how many right), the projects submitted and passed
 * in the class's courses, attendance at its live sessions, learning time from the record
 * (reading seconds in the class's courses since its start) and the hours attended. One
 * statement for the screen and the CSV alike.
 */

interface Raw {
  cohort: { id: string; name: string; startDate: string; endDate: string } | null;
  totals: GradebookResponse["totals"] | null;
  learners: (Omit<GradebookRow, "attendanceRate" | "learnedMinutes"> & {
    learnedSeconds: number;
  })[];
}

export function gradebookSql(me: Teacher, cohortId: string, onlyUser?: string) {
  const narrow = onlyUser ? sql`and m.user_id = ${onlyUser}` : sql``;
  const narrowAttendance = onlyUser ? sql`and t.user_id = ${onlyUser}` : sql``;
  return sql`with c as (${taughtCohortSql(me, cohortId)}),
    cc as (select course_id from cohort_courses where cohort_id = (select id from c)),
    cl as (select l.id from lessons l join modules mo on mo.id = l.module_id
      where mo.course_id in (select course_id from cc)),
    ses as (select id, duration_minutes from cohort_sessions where cohort_id = (select id from c)),
    mem as (select m.user_id, u.name, u.email from cohort_members m join "user" u on u.id = m.user_id
      where m.cohort_id = (select id from c) ${narrow}),
    att as (select t.user_id, (count(*) filter (where t.status = 'present'))::int as present,
        (count(*) filter (where t.status = 'absent'))::int as absent,
        (count(*) filter (where t.status = 'excused'))::int as excused
      from ses join cohort_attendance t on t.session_id = ses.id ${narrowAttendance}
      group by t.user_id),
    rows as (
      select mem.user_id, mem.name, mem.email,
        (select count(*) from exercise_submissions x where x.user_id = mem.user_id
          and x.solved_at is not null and x.lesson_id in (select id from cl))::int as solved,
        q.answered, q.correct, p.submitted, p.passed, coalesce(a.present, 0) as present,
        coalesce(a.absent, 0) as absent, coalesce(a.excused, 0) as excused,
        (select coalesce(sum(e.seconds), 0) from learning_events e
          where e.user_id = mem.user_id and e.course_id in (select course_id from cc)
            and e.seconds <> 0 and e.kind <> ${sql.raw(`'${LIVE_SESSION_KIND}'`)}
            and e.at >= (select start_date from c))::int as learned_seconds,
        (${attendedSecondsSql(sql`mem.user_id`, sql`(select id from ses)`)} / 60)::int as minutes
      from mem
      cross join lateral (select count(*)::int as answered,
          (count(*) filter (where f.correct))::int as correct
        from quiz_first_answers f join lesson_quizzes z on z.id = f.quiz_id
        where f.user_id = mem.user_id and z.lesson_id in (select id from cl)) q
      cross join lateral (select (count(*) filter (where ps.version > 0))::int as submitted,
          (count(*) filter (where ps.status = 'passed'))::int as passed
        from project_submissions ps
        where ps.user_id = mem.user_id and ps.course_id in (select course_id from cc)) p
      left join att a on a.user_id = mem.user_id)
    select (select json_build_object('id', id, 'name', name, 'startDate', start_date,
        'endDate', end_date) from c) as cohort,
      (select json_build_object(
        'exercises', (select count(*) from lesson_exercises x
          where x.practice is not null and x.lesson_id in (select id from cl)),
        'quizzes', (select count(*) from lesson_quizzes z where z.lesson_id in (select id from cl)),
        'projects', (select count(*) from course_projects cp where cp.course_id in (select course_id from cc)),
        'sessions', (select count(*) from ses)) where exists (select 1 from c)) as totals,
      (select coalesce(json_agg(json_build_object('userId', r.user_id, 'name', r.name,
          'email', r.email, 'exercisesSolved', r.solved, 'quizzesAnswered', r.answered,
          'quizzesCorrect', r.correct, 'projectsSubmitted', r.submitted,
          'projectsPassed', r.passed, 'present', r.present, 'absent', r.absent,
          'excused', r.excused, 'attendedMinutes', r.minutes, 'learnedSeconds', r.learned_seconds)
        order by r.name, r.user_id), '[]') from rows r) as learners`;
}

const day = (v: string) => v.slice(0, 10);

/** The gradebook of a class the caller teaches: one statement. */
export async function gradebook(
  db: DbOrTx,
  me: Teacher,
  cohortId: string,
  onlyUser?: string,
): Promise<GradebookResponse> {
  const [row] = await rowsOf<Raw>(db, gradebookSql(me, cohortId, onlyUser));
  if (!row?.cohort || !row.totals) throw cohortNotFound();
  return {
    cohort: {
      ...row.cohort,
      startDate: day(row.cohort.startDate),
      endDate: day(row.cohort.endDate),
    },
    totals: row.totals,
    learners: row.learners.map(({ learnedSeconds, ...r }) => ({
      ...r,
      attendanceRate: attendanceRate(r.present, r.absent),
      learnedMinutes: Math.round(learnedSeconds / 60),
    })),
  };
}

/** The CSV's columns (English, machine-readable, like the reports' exports). */
export const GRADEBOOK_CSV_HEADER = [
  "name",
  "email",
  "exercises_solved",
  "exercises_total",
  "quizzes_answered",
  "quizzes_correct",
  "quizzes_total",
  "projects_submitted",
  "projects_passed",
  "projects_total",
  "sessions_present",
  "sessions_absent",
  "sessions_excused",
  "attendance_percent",
  "learned_hours",
  "attended_hours",
];

const hours = (minutes: number) => Math.round((minutes / 60) * 10) / 10;

export function gradebookCsvRows(book: GradebookResponse): CsvValue[][] {
  const t = book.totals;
  return book.learners.map((r) => [
    r.name,
    r.email,
    r.exercisesSolved,
    t.exercises,
    r.quizzesAnswered,
    r.quizzesCorrect,
    t.quizzes,
    r.projectsSubmitted,
    r.projectsPassed,
    t.projects,
    r.present,
    r.absent,
    r.excused,
    r.attendanceRate,
    hours(r.learnedMinutes),
    hours(r.attendedMinutes),
  ]);
}
