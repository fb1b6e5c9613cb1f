import { sql, type SQL } from "drizzle-orm";
import { attentionReasons } from "@shared/domain/needs-attention";
import type { LearnerRow } from "@shared/contracts/teaching";
import { iso } from "./teaching-scope";

/*
 * A class's learners against its schedule, read from the record of learning (decisions 0187,
 * 0212): the common table expressions every teacher's read starts from. `cohorts` is a
 * statement with the columns of `taughtCohortSql` (one class or several); `onlyUser` narrows
 * to one learner. Everything is set-based: the cost grows with the class, never the number of
 * statements.
 *
 * - a module is done when every lesson of it has a completed progress row (the learner's own
 *   screens count lessons the same way), read from the stored count of completed lessons per
 *   learner and module (`user_module_counts`, kept by triggers: decision 0237) against the
 *   module's lessons; due when its due date is today or earlier in the class's time zone;
 * - last activity: the learner's newest event in the record;
 * - failed check runs: `code_checked` events on an exercise before it was solved, or on one
 *   not yet solved (a run that solved it is at `solved_at`); stuck: the unsolved exercise with
 *   the most of them.
 */
export function figuresCte(cohorts: SQL, onlyUser?: string): SQL {
  const narrow = onlyUser ? sql`and m.user_id = ${onlyUser}` : sql``;
  return sql`c as (${cohorts}),
    cc as (select k.cohort_id, k.course_id from cohort_courses k where k.cohort_id in (select id from c)),
    sched as (
      select s.cohort_id, s.module_id, s.due_date <= c.today as due,
        (select count(*) from lessons l where l.module_id = s.module_id)::int as lessons
      from cohort_schedule s join c on c.id = s.cohort_id),
    mem as (
      select m.cohort_id, m.user_id, u.name, u.email,
        greatest(m.joined_at, c.start_date::timestamptz) as active_since
      from cohort_members m join c on c.id = m.cohort_id join "user" u on u.id = m.user_id
      where true ${narrow}),
    schedn as (
      select cohort_id, (count(*) filter (where due))::int as due_modules,
        count(*)::int as total_modules
      from sched group by 1),
    mods as (
      select mem.cohort_id, mem.user_id, (count(*) filter (where s.due))::int as done_due,
        count(*)::int as done_all
      from mem
      join sched s on s.cohort_id = mem.cohort_id and s.lessons > 0
      join user_module_counts k on k.user_id = mem.user_id and k.module_id = s.module_id
        and k.completed >= s.lessons
      group by 1, 2),
    runs as (
      select mem.cohort_id, e.user_id, e.subject_id, max(e.lesson_id::text) as lesson_id,
        count(*)::int as failed, bool_or(x.solved_at is not null) as solved
      from mem
      join learning_events e on e.user_id = mem.user_id and e.kind = 'code_checked'
      join cc on cc.cohort_id = mem.cohort_id and cc.course_id = e.course_id
      left join exercise_submissions x on x.user_id = e.user_id and x.exercise_id = e.subject_id
      where x.solved_at is null or e.at < x.solved_at
      group by 1, 2, 3),
    runsum as (
      select cohort_id, user_id, sum(failed)::int as failed from runs group by 1, 2),
    stuck as (
      select distinct on (r.cohort_id, r.user_id) r.cohort_id, r.user_id, r.subject_id,
        r.failed, coalesce(l.title, '') as title
      from runs r left join lessons l on l.id = r.lesson_id::uuid
      where not r.solved
      order by r.cohort_id, r.user_id, r.failed desc, r.subject_id),
    fig as (
      select mem.cohort_id, mem.user_id, mem.name, mem.email, mem.active_since,
        coalesce(n.due_modules, 0) as due_modules, coalesce(n.total_modules, 0) as total_modules,
        coalesce(mods.done_due, 0) as done_due, coalesce(mods.done_all, 0) as done_all,
        (select max(e.at) from learning_events e where e.user_id = mem.user_id) as last_activity,
        (select count(*) from exercise_submissions x
          join lessons l on l.id = x.lesson_id join modules mo on mo.id = l.module_id
          join cc on cc.cohort_id = mem.cohort_id and cc.course_id = mo.course_id
          where x.user_id = mem.user_id and x.solved_at is not null)::int as solved,
        coalesce(rs.failed, 0) as failed_runs,
        (select count(*) from project_submissions ps
          join cc on cc.cohort_id = mem.cohort_id and cc.course_id = ps.course_id
          where ps.user_id = mem.user_id and ps.status in ('submitted', 'claimed'))::int as projects_waiting,
        st.subject_id as stuck_exercise, st.failed as stuck_runs, st.title as stuck_lesson
      from mem
      left join schedn n on n.cohort_id = mem.cohort_id
      left join mods on mods.cohort_id = mem.cohort_id and mods.user_id = mem.user_id
      left join runsum rs on rs.cohort_id = mem.cohort_id and rs.user_id = mem.user_id
      left join stuck st on st.cohort_id = mem.cohort_id and st.user_id = mem.user_id)`;
}

/** One learner's figures as `json_build_object` of the `fig` row `f`. */
export const figureJson = sql`json_build_object('cohortId', f.cohort_id, 'userId', f.user_id,
  'name', f.name, 'email', f.email, 'activeSince', f.active_since,
  'dueModules', f.due_modules, 'totalModules', f.total_modules, 'doneDue', f.done_due,
  'doneAll', f.done_all, 'lastActivity', f.last_activity, 'solved', f.solved,
  'failedRuns', f.failed_runs, 'projectsWaiting', f.projects_waiting,
  'stuckExercise', f.stuck_exercise, 'stuckRuns', f.stuck_runs, 'stuckLesson', f.stuck_lesson)`;

export interface FigureJson {
  cohortId: string;
  userId: string;
  name: string;
  email: string;
  activeSince: string;
  dueModules: number;
  totalModules: number;
  doneDue: number;
  doneAll: number;
  lastActivity: string | null;
  solved: number;
  failedRuns: number;
  projectsWaiting: number;
  stuckExercise: string | null;
  stuckRuns: number | null;
  stuckLesson: string | null;
}

/** What the reasons need of the figures (the home's needs-attention list reads only these). */
export type ReasonFigures = Pick<
  FigureJson,
  | "activeSince"
  | "dueModules"
  | "doneDue"
  | "lastActivity"
  | "stuckExercise"
  | "stuckRuns"
  | "stuckLesson"
>;

/** `ReasonFigures` as `json_build_object` of the `fig` row `f`. */
export const reasonFiguresJson = sql`json_build_object('activeSince', f.active_since,
  'dueModules', f.due_modules, 'doneDue', f.done_due, 'lastActivity', f.last_activity,
  'stuckExercise', f.stuck_exercise, 'stuckRuns', f.stuck_runs, 'stuckLesson', f.stuck_lesson)`;

/** The reasons to look at the learner (the shared rules), from their figures. */
export function reasonsOf(f: ReasonFigures, now: Date) {
  const lastActivityAt = iso(f.lastActivity);
  return attentionReasons(
    {
      dueModules: f.dueModules,
      doneDueModules: f.doneDue,
      lastActivityAt,
      activeSince: iso(f.activeSince) ?? now.toISOString(),
      stuck: f.stuckExercise
        ? {
            exerciseId: f.stuckExercise,
            lessonTitle: f.stuckLesson ?? "",
            failedRuns: f.stuckRuns ?? 0,
          }
        : null,
    },
    now,
  );
}

/** The row the screens show, with the reasons to look at the learner (shared rules). */
export function learnerRowOf(f: FigureJson, now: Date): LearnerRow {
  return {
    userId: f.userId,
    name: f.name,
    email: f.email,
    dueModules: f.dueModules,
    doneDueModules: f.doneDue,
    totalModules: f.totalModules,
    doneModules: f.doneAll,
    lastActivityAt: iso(f.lastActivity),
    solvedExercises: f.solved,
    failedRuns: f.failedRuns,
    projectsWaiting: f.projectsWaiting,
    reasons: reasonsOf(f, now),
  };
}
