import { sql, type SQL } from "drizzle-orm";
import type { LearnerCohort } from "@shared/contracts/cohorts";

/*
 * The learner's cohorts as the dashboard and the learning path show them (issue 44,
 * decision 0209): a subquery for the learner's ONE home statement (learning/learner-state.ts),
 * no statement of its own. "Today" and "this week" are days in the cohort's time zone.
 * Bounded: at most 5 cohorts, this week's modules, 3 announcements, 3 upcoming sessions, the
 * learner's own certificate of participation (one per class and learner).
 */

export type LearnerCohortJson = Omit<LearnerCohort, "pace">;

const COHORTS = 5;

/**
 * `translated(courseId)` is the learner statement's join of the course's published translation
 * in the learner's language as `t.tr` (learner-state.ts `translationOf`): this week's module and
 * course titles are shown in it, as the rest of the dashboard and path are.
 */
export function learnerCohortsJson(
  userId: SQL | unknown,
  translated: (courseId: SQL) => SQL,
): SQL<LearnerCohortJson[] | null> {
  return sql<LearnerCohortJson[] | null>`(select json_agg(json_build_object(
      'id', c.id, 'name', c.name, 'startDate', c.start_date, 'endDate', c.end_date,
      'timeZone', c.time_zone,
      'week', coalesce((select json_agg(json_build_object('moduleId', s.module_id, 'courseId', m.course_id,
          'title', coalesce(t.tr -> 'modules' -> (m.id::text) ->> 'title', m.title),
          'courseTitle', coalesce(t.tr #>> '{course,title}', co.title), 'dueDate', s.due_date,
          'done', not exists (select 1 from lessons l where l.module_id = m.id and not exists (
            select 1 from user_lesson_progress q where q.user_id = cm.user_id and q.lesson_id = l.id
              and q.completed_at is not null)))
          order by s.due_date, k.position, m.order_index)
        from cohort_schedule s join modules m on m.id = s.module_id
        join courses co on co.id = m.course_id
        join cohort_courses k on k.cohort_id = s.cohort_id and k.course_id = m.course_id
        ${translated(sql`co.id`)}
        where s.cohort_id = c.id and s.due_date >= d.monday and s.due_date < d.monday + 7), '[]'::json),
      'lessonsDue', (select count(*)::int from cohort_schedule s join lessons l on l.module_id = s.module_id
        where s.cohort_id = c.id and s.due_date < d.today),
      'lessonsDueThisWeek', (select count(*)::int from cohort_schedule s join lessons l on l.module_id = s.module_id
        where s.cohort_id = c.id and s.due_date < d.monday + 7),
      'lessonsDone', (select coalesce(sum(uc.completed), 0)::int from user_course_counts uc
        join cohort_courses k on k.course_id = uc.course_id and k.cohort_id = c.id
        where uc.user_id = cm.user_id),
      'courseDue', coalesce((select json_object_agg(x.course_id, x.due) from (select m.course_id, max(s.due_date) as due
        from cohort_schedule s join modules m on m.id = s.module_id where s.cohort_id = c.id
        group by m.course_id) x), '{}'::json),
      'announcements', coalesce((select json_agg(json_build_object('id', a.id, 'title', a.title, 'body', a.body,
          'createdAt', a.created_at) order by a.created_at desc)
        from (select * from cohort_announcements where cohort_id = c.id order by created_at desc limit 3) a), '[]'::json),
      'sessions', coalesce((select json_agg(json_build_object('id', v.id, 'title', v.title, 'startsAt', v.starts_at,
          'durationMinutes', v.duration_minutes, 'url', v.url) order by v.starts_at)
        from (select * from cohort_sessions where cohort_id = c.id
          and starts_at + make_interval(mins => duration_minutes) > now() order by starts_at limit 3) v), '[]'::json),
      'participation', (select json_build_object('id', p.id, 'issuedAt', p.issued_at)
        from participation_certificates p where p.cohort_id = c.id and p.user_id = cm.user_id)
    ) order by c.start_date, c.id)
    from (select * from cohort_members where user_id = ${userId} order by joined_at limit ${sql.raw(String(COHORTS))}) cm
    join cohorts c on c.id = cm.cohort_id and c.archived_at is null
    cross join lateral (select (now() at time zone c.time_zone)::date as today,
      date_trunc('week', (now() at time zone c.time_zone))::date as monday) d)`;
}

/** Ahead when this week's lessons are done, behind when lessons due before today are not. */
export function paceOf(
  c: Pick<LearnerCohort, "lessonsDue" | "lessonsDueThisWeek" | "lessonsDone">,
): LearnerCohort["pace"] {
  if (c.lessonsDone < c.lessonsDue) return "behind";
  if (c.lessonsDone >= c.lessonsDueThisWeek && c.lessonsDone > c.lessonsDue) return "ahead";
  return "onTrack";
}

/** The statement's JSON as the contract's: timestamps as ISO text, the pace. */
export function learnerCohortsOf(rows: LearnerCohortJson[] | null): LearnerCohort[] {
  return (rows ?? []).map((c) => ({
    ...c,
    announcements: c.announcements.map((a) => ({
      ...a,
      createdAt: new Date(a.createdAt).toISOString(),
    })),
    sessions: c.sessions.map((s) => ({ ...s, startsAt: new Date(s.startsAt).toISOString() })),
    participation: c.participation && {
      id: c.participation.id,
      issuedAt: new Date(c.participation.issuedAt).toISOString(),
    },
    pace: paceOf(c),
  }));
}
