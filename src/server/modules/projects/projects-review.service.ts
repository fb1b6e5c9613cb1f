import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import {
  courseProjects,
  courses,
  projectSubmissions,
  projectSubmissionVersions,
  user,
} from "../../db/schema";
import { AppError } from "../../lib/errors";
import { V } from "@shared/i18n/messages";
import type {
  CommentRequest,
  DecisionRequest,
  ReviewQueueResponse,
  ReviewSubmissionResponse,
} from "@shared/contracts/projects";
import {
  marksProblem,
  PROJECT_LIMITS,
  waitingMinutes,
  type RubricCriterion,
} from "@shared/domain/projects";
import { recordAudit } from "../audit/audit.service";
import { insertComment } from "./projects-comments";
import { firstPassJson, firstPassOf } from "./review-first-pass";
import {
  commentOf,
  commentsJson,
  iso,
  claimOrphaned,
  mayReview,
  projectJson,
  projectOf,
  rowsOf,
  submissionNotFound,
  UUID,
  versionOf,
  versionsJson,
  type ProjectJson,
} from "./projects-sql";

/*
 * The reviewer's side (issue 30, decision 0099): the queue, a submission with its versions
 * and comments, claiming (atomic: of two parallel claims exactly one wins), releasing,
 * commenting and deciding (only the claimer). A reviewer is a moderator or an admin (the
 * route checks the role); which courses a moderator reviews is `mayReview`. A submission the
 * caller may not review answers 404, like one that does not exist.
 */

export interface Reviewer {
  id: string;
  role: string;
}
const isAdmin = (r: Reviewer) => r.role === "admin";

const alreadyClaimed = () => new AppError(409, "ALREADY_CLAIMED", V("projectAlreadyClaimed"));
const notClaimable = () => new AppError(409, "NOT_CLAIMABLE", V("projectNotClaimable"));
const notClaimer = () => new AppError(409, "NOT_CLAIMER", V("projectNotClaimer"));

interface QueueRow {
  id: string;
  status: "submitted" | "claimed";
  version: number;
  project_id: string;
  project_title: string;
  course_id: string;
  course_title: string;
  learner_name: string;
  submitted_at: Date | string;
  claimed_by: string | null;
  claimed_by_name: string | null;
}

/** Waiting and claimed submissions of the courses the reviewer reviews, oldest first: one statement. */
export async function reviewQueue(db: Db, reviewer: Reviewer): Promise<ReviewQueueResponse> {
  const rows = await rowsOf<QueueRow>(
    db,
    sql`select s.id, case when o.orphaned then 'submitted' else s.status end as status, s.version,
        s.project_id, p.title as project_title, s.course_id,
        c.title as course_title, u.name as learner_name, s.submitted_at,
        case when o.orphaned then null else s.claimed_by end as claimed_by,
        case when o.orphaned then null else cb.name end as claimed_by_name
      from ${projectSubmissions} s
      join ${courseProjects} p on p.id = s.project_id
      join ${courses} c on c.id = s.course_id
      join ${user} u on u.id = s.user_id
      left join ${user} cb on cb.id = s.claimed_by
      cross join lateral (select ${claimOrphaned(sql`s`)} as orphaned) o
      where s.status in ('submitted', 'claimed')
        and ${mayReview(sql`s.course_id`, reviewer.id, isAdmin(reviewer))}
      order by s.submitted_at, s.id
      limit ${PROJECT_LIMITS.queueSize}`,
  );
  const now = new Date();
  return {
    items: rows.map((r) => ({
      submissionId: r.id,
      status: r.status,
      version: r.version,
      projectId: r.project_id,
      projectTitle: r.project_title,
      courseId: r.course_id,
      courseTitle: r.course_title,
      learnerName: r.learner_name,
      submittedAt: iso(r.submitted_at),
      waitingMinutes: waitingMinutes(new Date(r.submitted_at), now),
      claimedByName: r.claimed_by_name,
      claimedByMe: r.claimed_by === reviewer.id,
    })),
  };
}

/** The submissions this reviewer may see (submitted at least once; alias s). */
const reviewable = (reviewer: Reviewer, id: string) => sql`s.id = ${id} and s.version > 0
  and ${mayReview(sql`s.course_id`, reviewer.id, isAdmin(reviewer))}`;

/** A submission as the reviewer sees it: one statement; 404 when not theirs to review. */
export async function reviewSubmission(
  db: Db,
  reviewer: Reviewer,
  id: string,
): Promise<ReviewSubmissionResponse> {
  if (!UUID.test(id)) throw submissionNotFound();
  const [row] = await rowsOf<{
    j: ReviewSubmissionResponse & { project: ProjectJson; claimedBy: string | null };
  }>(
    db,
    sql`select json_build_object('id', s.id,
        'status', case when o.orphaned then 'submitted' else s.status end, 'version', s.version,
        'learner', json_build_object('id', u.id, 'name', u.name),
        'course', json_build_object('id', c.id, 'title', c.title),
        'project', ${projectJson},
        'claimedBy', case when o.orphaned then null else s.claimed_by end,
        'claimedByName', case when o.orphaned then null else cb.name end,
        'claimedAt', case when o.orphaned then null else s.claimed_at end, 'versions', ${versionsJson(sql`s`)},
        'comments', ${commentsJson(sql`s`)}, 'firstPass', ${firstPassJson}) as j
      from ${projectSubmissions} s
      join ${courseProjects} p on p.id = s.project_id
      join ${courses} c on c.id = s.course_id
      join ${user} u on u.id = s.user_id
      left join ${user} cb on cb.id = s.claimed_by
      cross join lateral (select ${claimOrphaned(sql`s`)} as orphaned) o
      where ${reviewable(reviewer, id)}`,
  );
  if (!row) throw submissionNotFound();
  const { claimedBy, ...j } = row.j;
  return {
    ...j,
    project: projectOf(j.project),
    claimedByMe: claimedBy === reviewer.id,
    claimedAt: j.claimedAt ? iso(j.claimedAt) : null,
    versions: j.versions.map(versionOf),
    comments: j.comments.map(commentOf),
    firstPass: firstPassOf(j.firstPass),
  };
}

/**
 * Claims a waiting submission in one statement: the UPDATE's condition (still "submitted")
 * is what makes two parallel claims end with exactly one winner; the other answers 409
 * `ALREADY_CLAIMED`. Claiming one's own claim again answers it unchanged.
 */
export async function claimSubmission(db: Db, reviewer: Reviewer, id: string) {
  if (!UUID.test(id)) throw submissionNotFound();
  const [row] = await rowsOf<{
    status: string | null;
    claimed_by: string | null;
    claimed: boolean;
  }>(
    db,
    sql`with s0 as (select s.id, s.status, s.claimed_by from ${projectSubmissions} s
        where ${reviewable(reviewer, id)}),
      up as (update ${projectSubmissions} s set status = 'claimed', claimed_by = ${reviewer.id},
          claimed_at = now(), updated_at = now()
        from s0 where s.id = s0.id
          and (s.status = 'submitted' or ${claimOrphaned(sql`s`)}) returning s.id)
      select (select status from s0) as status, (select claimed_by from s0) as claimed_by,
        exists (select 1 from up) as claimed`,
  );
  if (!row?.status) throw submissionNotFound();
  if (!row.claimed) {
    // Read "submitted" but not updated: a parallel claim committed first (the UPDATE waited
    // for its row lock and found the row claimed).
    if (row.status === "submitted") throw alreadyClaimed();
    if (row.status !== "claimed") throw notClaimable();
    if (row.claimed_by !== reviewer.id) throw alreadyClaimed();
  }
  return reviewSubmission(db, reviewer, id);
}

/**
 * The claimer gives a claimed submission back to the queue (one statement). An admin may
 * release anybody's claim (decision 0166): a reviewer who stopped working on it would
 * otherwise keep the learner waiting.
 */
export async function releaseSubmission(db: Db, reviewer: Reviewer, id: string) {
  if (!UUID.test(id)) throw submissionNotFound();
  const [row] = await rowsOf<{ status: string | null; released: boolean }>(
    db,
    sql`with s0 as (select s.id, s.status from ${projectSubmissions} s where ${reviewable(reviewer, id)}),
      up as (update ${projectSubmissions} s set status = 'submitted', claimed_by = null,
          claimed_at = null, updated_at = now()
        from s0 where s.id = s0.id and s.status = 'claimed'
          and (s.claimed_by = ${reviewer.id} or ${isAdmin(reviewer)}::boolean)
        returning s.id)
      select (select status from s0) as status, exists (select 1 from up) as released`,
  );
  if (!row?.status) throw submissionNotFound();
  if (!row.released) throw row.status === "claimed" ? notClaimer() : notClaimable();
  return reviewSubmission(db, reviewer, id);
}

/**
 * The reviewer comments on the current version (whole or a file line): the claimer while
 * it is claimed, and the reviewer who decided it afterwards (the learner may reply).
 */
export async function reviewerComment(
  db: Db,
  reviewer: Reviewer,
  id: string,
  body: CommentRequest,
) {
  if (!UUID.test(id)) throw submissionNotFound();
  const [row] = await rowsOf<{ mine: boolean }>(
    db,
    sql`select (s.status = 'claimed' and s.claimed_by = ${reviewer.id})
        or (s.status in ('revise', 'passed') and s.decided_by = ${reviewer.id}) as mine
      from ${projectSubmissions} s where ${reviewable(reviewer, id)}`,
  );
  if (!row) throw submissionNotFound();
  if (!row.mine) throw notClaimer();
  await insertComment(db, {
    authorId: reviewer.id,
    body,
    submission: sql`select s.id, s.version from ${projectSubmissions} s where s.id = ${id}`,
  });
  return reviewSubmission(db, reviewer, id);
}

/** A passed project, as the module that reacts to it (the certificate) is told of it. */
export interface ProjectPassed {
  userId: string;
  courseId: string;
  language: string;
  now: Date;
}

/**
 * Run in the transaction that records a pass: the learning module's certificate after the
 * last required project, handed in by `modules/registry.ts` (so projects does not import
 * learning, which reads the course's projects: no circle, issue 43).
 */
export type OnProjectPassed = (tx: DbOrTx, passed: ProjectPassed) => Promise<unknown>;

/**
 * The claimer decides: "passed" or "revise", with a summary and a mark per rubric criterion
 * (every criterion once; "passed" needs all fulfilled). In one transaction: the submission,
 * its version's decision, the audit entry and, when passed, `onPassed` (the course's
 * certificate if the learner completed the course and passed every project it requires).
 */
export async function decideSubmission(
  db: Db,
  reviewer: Reviewer,
  id: string,
  body: DecisionRequest,
  onPassed: OnProjectPassed,
) {
  if (!UUID.test(id)) throw submissionNotFound();
  await db.transaction(async (tx) => {
    const [row] = await rowsOf<{
      status: string;
      claimed_by: string | null;
      version: number;
      user_id: string;
      course_id: string;
      language: string;
      rubric: RubricCriterion[];
    }>(
      tx,
      sql`select s.status, s.claimed_by, s.version, s.user_id, s.course_id, p.rubric, u.language
        from ${projectSubmissions} s join ${courseProjects} p on p.id = s.project_id
        join ${user} u on u.id = s.user_id
        where ${reviewable(reviewer, id)} for update of s`,
    );
    if (!row) throw submissionNotFound();
    if (row.status !== "claimed") throw notClaimable();
    if (row.claimed_by !== reviewer.id) throw notClaimer();
    const problem = marksProblem(row.rubric, body.marks, body.decision);
    if (problem)
      throw new AppError(400, "VALIDATION_ERROR", V(MARK_KEYS[problem]), { field: "marks" });
    const marks = JSON.stringify(body.marks);
    await tx.execute(sql`with up as (update ${projectSubmissions} set status = ${body.decision},
          claimed_by = null, decided_by = ${reviewer.id}, decided_at = now(),
          summary = ${body.summary}, marks = ${marks}::jsonb, updated_at = now()
        where id = ${id} returning id, version)
      update ${projectSubmissionVersions} v set decision = ${body.decision},
        summary = ${body.summary}, marks = ${marks}::jsonb, decided_by = ${reviewer.id},
        decided_at = now()
      from up where v.submission_id = up.id and v.version = up.version`);
    await recordAudit(tx, {
      courseId: row.course_id,
      entityType: "project-submission",
      entityId: id,
      action: body.decision === "passed" ? "passed" : "revision-requested",
      actorId: reviewer.id,
      details: { version: row.version, learnerId: row.user_id },
    });
    if (body.decision === "passed")
      await onPassed(tx, {
        userId: row.user_id,
        courseId: row.course_id,
        language: row.language,
        now: new Date(),
      });
  });
  return reviewSubmission(db, reviewer, id);
}

const MARK_KEYS = {
  marksMissing: "projectMarksMissing",
  marksUnknown: "projectMarksUnknown",
  passNeedsAllFulfilled: "projectPassNeedsAllFulfilled",
} as const;
