import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import {
  courseProjects,
  courseReviewers,
  projectSubmissionVersions,
  submissionComments,
  user,
} from "../../db/schema";
import { AppError } from "../../lib/errors";
import { V } from "@shared/i18n/messages";
import type {
  MySubmission,
  Project,
  SubmissionComment,
  SubmissionVersion,
} from "@shared/contracts/projects";
import { rowsOf } from "../../db/rows";

/*
 * What the project services share (issue 30, decision 0099): the JSON a statement builds for
 * a project, a submission with its versions and comments, who may review a course, and the
 * mapping of those JSON values to the contracts (dates as ISO text).
 */

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const projectNotFound = () => new AppError(404, "PROJECT_NOT_FOUND", V("projectNotFound"));
export const submissionNotFound = () =>
  new AppError(404, "SUBMISSION_NOT_FOUND", V("projectSubmissionNotFound"));

export { rowsOf };

export const iso = (v: Date | string) => new Date(v).toISOString();
const isoOrNull = (v: Date | string | null | undefined) => (v ? iso(v) : null);

/** A project row as JSON (alias `p` of course_projects). */
export const projectJson = sql`json_build_object('id', p.id, 'courseId', p.course_id,
  'moduleId', p.module_id, 'orderIndex', p.order_index, 'title', p.title, 'brief', p.brief,
  'runtime', p.runtime, 'starterFiles', p.starter_files, 'checks', p.checks, 'rubric', p.rubric,
  'requiredForCertificate', p.required_for_certificate, 'revision', p.revision,
  'updatedAt', p.updated_at)`;

/** A project row as the author's editor reads it: with the model solution (decision 0143). */
export const projectAdminJson = sql`(${projectJson}::jsonb || jsonb_build_object('solutionFiles', p.solution_files))`;

export type ProjectJson = Omit<Project, "updatedAt"> & { updatedAt: string };
export const projectOf = (j: ProjectJson): Project => ({ ...j, updatedAt: iso(j.updatedAt) });

/** Every submitted version of submission `s` (oldest first), as a JSON array. */
export const versionsJson = (s: SQLWrapper) => sql`coalesce((select json_agg(json_build_object(
    'version', v.version, 'files', v.files, 'link', v.link, 'description', v.description,
    'screenshots', v.screenshots, 'submittedAt', v.submitted_at,
    'checkResults', v.check_results, 'decision', v.decision,
    'summary', v.summary, 'marks', v.marks, 'decidedAt', v.decided_at, 'decidedByName', du.name)
    order by v.version)
  from ${projectSubmissionVersions} v left join ${user} du on du.id = v.decided_by
  where v.submission_id = ${s}.id), '[]'::json)`;

/** Every comment on submission `s` (oldest first), as a JSON array. */
export const commentsJson = (s: SQLWrapper) => sql`coalesce((select json_agg(json_build_object(
    'id', c.id, 'version', c.version, 'authorName', au.name,
    'authorRole', case when c.author_id = ${s}.user_id then 'learner' else 'reviewer' end,
    'file', c.file, 'line', c.line, 'body', c.body, 'createdAt', c.created_at)
    order by c.created_at, c.id)
  from ${submissionComments} c left join ${user} au on au.id = c.author_id
  where c.submission_id = ${s}.id), '[]'::json)`;

/** A learner's submission `s` with its versions and comments, as JSON. */
export const submissionJson = (s: SQLWrapper) => sql`json_build_object('id', ${s}.id,
  'status', ${learnerStatus(s)}, 'version', ${s}.version, 'revision', ${s}.revision, 'files', ${s}.files,
  'link', ${s}.link, 'description', ${s}.description, 'screenshots', ${s}.screenshots,
  'updatedAt', ${s}.updated_at, 'versions', ${versionsJson(s)}, 'comments', ${commentsJson(s)})`;

export const versionOf = (v: SubmissionVersion): SubmissionVersion => ({
  ...v,
  submittedAt: iso(v.submittedAt),
  decidedAt: isoOrNull(v.decidedAt),
});
export const commentOf = (c: SubmissionComment): SubmissionComment => ({
  ...c,
  createdAt: iso(c.createdAt),
});
export const submissionOf = (s: MySubmission): MySubmission => ({
  ...s,
  updatedAt: iso(s.updatedAt),
  versions: s.versions.map(versionOf),
  comments: s.comments.map(commentOf),
});

/**
 * Whether `reviewerId` may review submissions of course `courseId` (decision 0099): admins
 * always; a moderator when assigned to the course, or when the course has no reviewers
 * assigned at all. The role itself is checked by the route (moderator or admin).
 */
export const mayReview = (courseId: SQLWrapper, reviewerId: string, isAdmin: boolean) => sql`(
  ${isAdmin}::boolean
  or exists (select 1 from ${courseReviewers} r where r.course_id = ${courseId} and r.user_id = ${reviewerId})
  or not exists (select 1 from ${courseReviewers} r where r.course_id = ${courseId}))`;

/**
 * Whether a claimed submission (alias `s`) is held by nobody who can still review it: the
 * claimer's account is gone (SET NULL), banned, no longer a moderator or admin, or a
 * moderator no longer a reviewer of the course. Such a claim would keep the learner waiting
 * for ever (only the claimer may release or decide), so reviewers see the submission as
 * waiting and may claim it, and the wait-time check reports it.
 */
export const claimOrphaned = (s: SQLWrapper) => sql`(${s}.status = 'claimed' and not exists (
  select 1 from ${user} h where h.id = ${s}.claimed_by and not h.banned and (h.role = 'admin'
    or (h.role = 'moderator' and (
      exists (select 1 from ${courseReviewers} r where r.course_id = ${s}.course_id and r.user_id = h.id)
      or not exists (select 1 from ${courseReviewers} r where r.course_id = ${s}.course_id))))))`;

/**
 * The status of submission `s` as its learner is told it: an orphaned claim (above) is
 * waiting again for them too, as the queue shows it, not "someone is looking at it right now".
 */
export const learnerStatus = (s: SQLWrapper) =>
  sql`(case when ${claimOrphaned(s)} then 'submitted' else ${s}.status end)`;

/**
 * The fields of a project its author writes, in the editor and by course files: the one list
 * every write of a project's content uses (issue 43), so that a new field is written
 * everywhere or nowhere.
 */
export const PROJECT_FIELDS = [
  "moduleId",
  "orderIndex",
  "title",
  "brief",
  "runtime",
  "starterFiles",
  "checks",
  "rubric",
  "requiredForCertificate",
  "solutionFiles",
] as const satisfies readonly (keyof typeof courseProjects.$inferInsert)[];

export type ProjectFields = Pick<
  typeof courseProjects.$inferInsert,
  (typeof PROJECT_FIELDS)[number]
>;

/** `PROJECT_FIELDS` of `p`, as a row to insert or update. */
export const projectFields = (p: ProjectFields): ProjectFields =>
  Object.fromEntries(PROJECT_FIELDS.map((f) => [f, p[f]])) as ProjectFields;

/** An upsert's `set` of `PROJECT_FIELDS`: each from the row offered (`excluded`). */
export const projectFieldsFromExcluded = (): Record<(typeof PROJECT_FIELDS)[number], SQL> =>
  Object.fromEntries(
    PROJECT_FIELDS.map((f) => [f, sql.raw(`excluded."${courseProjects[f].name}"`)]),
  ) as Record<(typeof PROJECT_FIELDS)[number], SQL>;
