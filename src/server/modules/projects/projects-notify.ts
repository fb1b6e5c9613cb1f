import { sql } from "drizzle-orm";
import type { Deps } from "../../context";
import {
  courseProjects,
  courseReviewers,
  courses,
  projectSubmissionVersions,
  projectSubmissions,
  submissionComments,
  user,
} from "../../db/schema";
import { notify } from "../notifications/notifications.service";
import { claimOrphaned } from "./projects-sql";

/*
 * The notices projects write (issue 30, decision 0127), each one statement through the
 * notifications service, keyed so that each event is one notice: a decision on a version
 * (to the learner), a learner's reply and a resubmitted version (to the reviewer who
 * decided or holds it), and a submission waiting longer than PROJECT_REVIEW_WAIT_HOURS (to
 * the course's reviewers: those assigned, or without any, every moderator and admin; a claim
 * nobody can still finish counts as waiting, see `claimOrphaned`).
 * Called after the write they report; a failure is logged and does not undo the write.
 */

const learnerLink = sql`'/app/course/' || s.course_id || '/project/' || s.project_id`;
/** Where a reviewer opens a submission (the review screen of the admin area). */
const reviewerLink = sql`'/admin/reviews/' || s.id`;

async function safely(deps: Deps, what: string, run: () => Promise<number>) {
  try {
    return await run();
  } catch (err) {
    deps.logger.error("project notice failed", { what, error: String(err) });
    return 0;
  }
}

/** The learner hears of the decision on their submission's current version. */
export const notifyReviewed = (deps: Deps, submissionId: string) =>
  safely(deps, "reviewed", () =>
    notify(
      deps,
      sql`select s.user_id, 'projectReviewed' as kind,
          jsonb_build_object('project', p.title, 'course', c.title, 'version', v.version,
            'decision', v.decision, 'courseId', s.course_id, 'projectId', s.project_id) as data,
          ${learnerLink} as link, 'reviewed:' || s.id || ':' || v.version as dedupe_key
        from ${projectSubmissions} s
        join ${courseProjects} p on p.id = s.project_id
        join ${courses} c on c.id = s.course_id
        join ${projectSubmissionVersions} v on v.submission_id = s.id and v.version = s.version
        where s.id = ${submissionId} and v.decision is not null`,
    ),
  );

/** The reviewer (holding it, or who decided last) hears of the learner's newest reply. */
export const notifyLearnerReply = (deps: Deps, userId: string, projectId: string) =>
  safely(deps, "reply", () =>
    notify(
      deps,
      sql`select coalesce(s.claimed_by, s.decided_by) as user_id, 'projectReply' as kind,
          jsonb_build_object('project', p.title, 'course', c.title, 'learner', u.name,
            'version', s.version) as data,
          ${reviewerLink} as link, 'reply:' || cm.id as dedupe_key
        from ${projectSubmissions} s
        join ${courseProjects} p on p.id = s.project_id
        join ${courses} c on c.id = s.course_id
        join ${user} u on u.id = s.user_id
        join lateral (select id from ${submissionComments} x
          where x.submission_id = s.id and x.author_id = s.user_id
          order by x.created_at desc, x.id desc limit 1) cm on true
        where s.project_id = ${projectId} and s.user_id = ${userId}
          and coalesce(s.claimed_by, s.decided_by) is not null
          and coalesce(s.claimed_by, s.decided_by) <> s.user_id`,
    ),
  );

/** The reviewer who asked for the revision hears that the next version is in. */
export const notifyResubmitted = (deps: Deps, userId: string, projectId: string) =>
  safely(deps, "resubmitted", () =>
    notify(
      deps,
      sql`select s.decided_by as user_id, 'projectResubmitted' as kind,
          jsonb_build_object('project', p.title, 'course', c.title, 'learner', u.name,
            'version', s.version) as data,
          ${reviewerLink} as link, 'resubmitted:' || s.id || ':' || s.version as dedupe_key
        from ${projectSubmissions} s
        join ${courseProjects} p on p.id = s.project_id
        join ${courses} c on c.id = s.course_id
        join ${user} u on u.id = s.user_id
        where s.project_id = ${projectId} and s.user_id = ${userId} and s.version > 1
          and s.status = 'submitted' and s.decided_by is not null and s.decided_by <> s.user_id`,
    ),
  );

/**
 * Every submission waiting longer than the configured hours: its course's reviewers get one
 * notice per submitted version (safe to run in every process at once). Answers how many
 * notices were new.
 */
export function notifyWaitingSubmissions(deps: Deps, now = new Date()) {
  const hours = deps.config.projects.reviewWaitHours;
  const before = new Date(now.getTime() - hours * 3_600_000);
  return notify(
    deps,
    sql`select r.user_id, 'projectWaiting' as kind,
        jsonb_build_object('project', p.title, 'course', c.title, 'learner', u.name,
          'version', s.version, 'hours', ${hours}::int) as data,
        ${reviewerLink} as link, 'waiting:' || s.id || ':' || s.version as dedupe_key
      from ${projectSubmissions} s
      join ${courseProjects} p on p.id = s.project_id
      join ${courses} c on c.id = s.course_id
      join ${user} u on u.id = s.user_id
      join lateral (
        select cr.user_id from ${courseReviewers} cr where cr.course_id = s.course_id
        union all
        select m.id from ${user} m where m.role in ('moderator', 'admin')
          and not exists (select 1 from ${courseReviewers} cr2 where cr2.course_id = s.course_id)
      ) r on r.user_id <> s.user_id
      where (s.status = 'submitted' or ${claimOrphaned(sql`s`)})
        and s.submitted_at < ${before.toISOString()}::timestamptz`,
  );
}
