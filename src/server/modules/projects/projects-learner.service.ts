import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Deps } from "../../context";
import type { Db } from "../../db/client";
import {
  courseProjects,
  courses,
  courseVersions,
  projectSubmissions,
  projectSubmissionVersions,
} from "../../db/schema";
import { AppError } from "../../lib/errors";
import { V } from "@shared/i18n/messages";
import type {
  CommentRequest,
  LearnerProjectsResponse,
  MySubmission,
  SaveDraftRequest,
  SubmitRequest,
} from "@shared/contracts/projects";
import { allChecksPassed, type CheckResult } from "@shared/domain/practice";
import { submitProblem, type ProjectChecks, type ProjectRuntime } from "@shared/domain/projects";
import { runPractice } from "../../practice/practice-engine";
import { visibleTo } from "../../db/queries/course-visibility";
import { SCREENSHOT_VARIANTS } from "@shared/domain/media";
import { processImage } from "../../lib/images";
import { removeImage, storeImage } from "../uploads/uploads.service";
import type { Storage } from "../../storage/storage";
import type { Logger } from "../../lib/logger";
import { insertComment } from "./projects-comments";
import { overlaidProject } from "./projects-publish.service";
import type { Language } from "@shared/i18n/languages";
import type { CourseTranslationOverlay } from "@shared/domain/translation";
import {
  projectJson,
  projectNotFound,
  projectOf,
  rowsOf,
  submissionJson,
  submissionOf,
  UUID,
  type ProjectJson,
} from "./projects-sql";

/*
 * The learner's side of projects (issue 30, decision 0099): the projects of a course with
 * their own submission, saving the draft (expectedRevision), submitting (the automatic
 * checks run on the server first) and replying. Only projects of courses the learner may
 * see; each learner reads and writes only their own submission.
 */

const courseNotFound = () => new AppError(404, "COURSE_NOT_FOUND", V("courseIdNotFound"));
const notEditable = () => new AppError(409, "SUBMISSION_LOCKED", V("projectNotEditable"));
const draftConflict = (state: MySubmission | null) =>
  new AppError(409, "REVISION_CONFLICT", V("projectDraftConflict"), { state });

/** The project `projectId` in a course the learner may see (CTE `p`). */
const visibleProject = (userId: string, projectId: string) => sql`p as (
  select p.* from ${courseProjects} p join ${courses} on ${courses.id} = p.course_id
  where p.id = ${projectId} and ${visibleTo(userId)})`;

/** The learner's submission of project `projectId` as the contract has it, or null: one statement. */
async function mySubmission(db: Db, userId: string, projectId: string) {
  const [row] = await rowsOf<{ submission: MySubmission }>(
    db,
    sql`select ${submissionJson(sql`s`)} as submission from ${projectSubmissions} s
      where s.project_id = ${projectId} and s.user_id = ${userId}`,
  );
  return row ? submissionOf(row.submission) : null;
}

/** The projects of a course the learner may see, each with their submission: one statement. */
export async function learnerProjects(
  db: Db,
  userId: string,
  courseId: string,
  /** The content language: a published translation's project texts, where it has them. */
  lang?: Language,
): Promise<LearnerProjectsResponse> {
  if (!UUID.test(courseId)) throw courseNotFound();
  const [row] = await rowsOf<{
    projects: (ProjectJson & { submission: MySubmission | null })[];
    tr: CourseTranslationOverlay["projects"] | null;
  }>(
    db,
    sql`select coalesce((select json_agg(${projectJson}::jsonb || jsonb_build_object('submission',
          (select ${submissionJson(sql`s`)} from ${projectSubmissions} s
            where s.project_id = p.id and s.user_id = ${userId}))
          order by p.order_index, p.created_at, p.id)
        from ${courseProjects} p where p.course_id = ${courses.id}), '[]'::json) as projects,
        (select v.translation_json -> 'projects' from ${courseVersions} v
          where v.course_id = ${courses.id} and v.language = ${lang ?? null}::text
            and v.is_published and ${courses.language} <> v.language
          order by v.version_number desc limit 1) as tr
      from ${courses} where ${courses.id} = ${courseId} and ${visibleTo(userId)}`,
  );
  if (!row) throw courseNotFound();
  const overlay = row.tr ? ({ projects: row.tr } as CourseTranslationOverlay) : null;
  return {
    courseId,
    projects: row.projects.map(({ submission, ...p }) => {
      const { revision: _r, courseId: _c, ...project } = overlaidProject(projectOf(p), overlay);
      void _r;
      void _c;
      return { ...project, submission: submission ? submissionOf(submission) : null };
    }),
  };
}

/**
 * Saves the learner's draft (files, link, description, screenshots; what is left out stays)
 * when `expectedRevision` is the stored revision (0: nothing saved yet; the first save
 * starts from the starter files). A submission under review or passed answers 409
 * `SUBMISSION_LOCKED`; a stale revision 409 `REVISION_CONFLICT` with the stored state.
 */
export async function saveDraft(
  db: Db,
  userId: string,
  projectId: string,
  body: SaveDraftRequest,
  /** Where dropped screenshot files are removed (left out: they stay). */
  uploads?: { storage: Storage; logger: Logger },
): Promise<MySubmission> {
  if (!UUID.test(projectId)) throw projectNotFound();
  const own = `/uploads/${screenshotPrefix(userId)}/`;
  if (body.screenshots?.some((s) => !s.startsWith(own)))
    throw new AppError(400, "VALIDATION_ERROR", V("projectScreenshotNotYours"), {
      field: "screenshots",
    });
  const files = body.files ? JSON.stringify(body.files) : null;
  const shots = body.screenshots ? JSON.stringify(body.screenshots) : null;
  const linkSet = body.link !== undefined;
  const link = body.link ?? null;
  const description = body.description ?? null;
  const [row] = await rowsOf<{
    found: boolean;
    saved: MySubmission | null;
    status: string | null;
    dropped: string[];
  }>(
    db,
    sql`with ${visibleProject(userId, projectId)},
      cur as (select s.id, s.status, s.screenshots from ${projectSubmissions} s
        where s.project_id = ${projectId} and s.user_id = ${userId}),
      saved as (
        insert into ${projectSubmissions} as s
          (project_id, course_id, user_id, files, link, description, screenshots, revision)
        select p.id, p.course_id, ${userId}, coalesce(${files}::jsonb, p.starter_files),
          ${link}::text, coalesce(${description}::text, ''), coalesce(${shots}::jsonb, '[]'::jsonb), 1
        from p
        on conflict (project_id, user_id) do update set
          files = coalesce(${files}::jsonb, s.files),
          link = case when ${linkSet}::boolean then ${link}::text else s.link end,
          description = coalesce(${description}::text, s.description),
          screenshots = coalesce(${shots}::jsonb, s.screenshots),
          revision = s.revision + 1, updated_at = now()
        where s.revision = ${body.expectedRevision} and s.status in ('draft', 'revise')
        returning s.*)
      select exists (select 1 from p) as found,
        (select ${submissionJson(sql`saved`)} from saved) as saved,
        (select status from cur) as status,
        -- Screenshots this save dropped that nothing of the learner names any more (decision 0126).
        (select coalesce(jsonb_agg(x), '[]'::jsonb) from cur, jsonb_array_elements_text(cur.screenshots) x
          where exists (select 1 from saved)
            and not exists (select 1 from saved, jsonb_array_elements_text(saved.screenshots) y where y = x)
            and not exists (select 1 from ${projectSubmissions} o, jsonb_array_elements_text(o.screenshots) y
              where o.user_id = ${userId} and o.id <> cur.id and y = x)
            and not exists (select 1 from ${projectSubmissionVersions} v
              join ${projectSubmissions} o on o.id = v.submission_id,
              jsonb_array_elements_text(v.screenshots) y
              where o.user_id = ${userId} and y = x)) as dropped`,
  );
  if (!row?.found) throw projectNotFound();
  if (row.saved) {
    if (uploads && row.dropped.length) await removeScreenshots(uploads, row.dropped);
    return submissionOf(row.saved);
  }
  if (row.status !== "draft" && row.status !== "revise") throw notEditable();
  throw draftConflict(await mySubmission(db, userId, projectId));
}

/** Check results as the learner may see them: a hidden check's title stays hidden. */
const publicResults = (results: CheckResult[]) =>
  results.map((r) => (r.hidden ? { ...r, title: "" } : r));

/**
 * Submits the learner's draft as the next version (also after "revise"). The draft must be
 * complete for the runtime (400), current (`expectedRevision`, else 409), and, when the
 * project has automatic checks, pass them on the server (409 `CHECKS_FAILED` with the
 * results). The version with its check results is kept; the submission waits in the queue.
 */
export async function submitProject(
  db: Db,
  userId: string,
  projectId: string,
  body: SubmitRequest,
): Promise<MySubmission> {
  if (!UUID.test(projectId)) throw projectNotFound();
  const [row] = await rowsOf<{
    runtime: ProjectRuntime;
    checks: ProjectChecks | null;
    id: string | null;
    status: string | null;
    revision: number | null;
    files: MySubmission["files"] | null;
    link: string | null;
    description: string | null;
  }>(
    db,
    sql`with ${visibleProject(userId, projectId)}
      select p.runtime, p.checks, s.id, s.status, s.revision, s.files, s.link, s.description
      from p left join ${projectSubmissions} s on s.project_id = p.id and s.user_id = ${userId}`,
  );
  if (!row) throw projectNotFound();
  if (row.status && row.status !== "draft" && row.status !== "revise") throw notEditable();
  const content = { files: row.files ?? [], link: row.link, description: row.description ?? "" };
  const problem = submitProblem(row.runtime, content);
  if (problem || !row.id)
    throw new AppError(
      400,
      "SUBMISSION_INCOMPLETE",
      V(problem ? PROBLEM_KEYS[problem] : "projectFilesRequired"),
    );
  if (row.revision !== body.expectedRevision)
    throw draftConflict(await mySubmission(db, userId, projectId));
  let results: CheckResult[] | null = null;
  if (row.checks && row.runtime !== "external") {
    const run = await runPractice({
      runtime: row.runtime,
      files: content.files,
      checks: row.checks.checks,
      ...(row.runtime === "sql" && row.checks.dataset ? { dataset: row.checks.dataset } : {}),
      timeLimitMs: row.checks.timeLimitMs,
    });
    results = run.checks ?? [];
    if (!allChecksPassed(results))
      throw new AppError(409, "CHECKS_FAILED", V("projectChecksFailed"), {
        checks: publicResults(results),
        ...(run.error ? { error: run.error } : {}),
      });
  }
  const stored = results?.map((r) => ({ id: r.id, status: r.status }));
  const [written] = await rowsOf<{ id: string }>(
    db,
    sql`with up as (update ${projectSubmissions} s set status = 'submitted',
          version = s.version + 1, submitted_at = now(), claimed_by = null, claimed_at = null,
          revision = s.revision + 1, updated_at = now()
        where s.id = ${row.id} and s.revision = ${body.expectedRevision}
          and s.status in ('draft', 'revise')
        returning s.*),
      kept as (insert into ${projectSubmissionVersions}
          (submission_id, version, files, link, description, screenshots, submitted_at, check_results)
        select up.id, up.version, up.files, up.link, up.description, up.screenshots,
          up.submitted_at, ${stored ? JSON.stringify(stored) : null}::jsonb from up
        returning submission_id)
      select submission_id as id from kept`,
  );
  const state = await mySubmission(db, userId, projectId);
  if (!written) throw draftConflict(state);
  return state!;
}

const PROBLEM_KEYS = {
  linkRequired: "projectLinkRequired",
  filesRequired: "projectFilesRequired",
  descriptionRequired: "projectDescriptionRequired",
} as const;

/**
 * The learner replies on their submission (whole or on a file line of the current version);
 * only once it was submitted (409 `NOTHING_SUBMITTED` before). Answers their submission.
 */
export async function replyOnSubmission(
  db: Db,
  userId: string,
  projectId: string,
  body: CommentRequest,
): Promise<MySubmission> {
  if (!UUID.test(projectId)) throw projectNotFound();
  const outcome = await insertComment(db, {
    authorId: userId,
    body,
    submission: sql`select s.id, s.version from ${projectSubmissions} s
      join ${courseProjects} p on p.id = s.project_id join ${courses} on ${courses.id} = p.course_id
      where s.project_id = ${projectId} and s.user_id = ${userId} and ${visibleTo(userId)}`,
  });
  if (outcome === "notFound") throw projectNotFound();
  if (outcome === "notSubmitted")
    throw new AppError(409, "NOTHING_SUBMITTED", V("projectNothingSubmitted"));
  return (await mySubmission(db, userId, projectId))!;
}

/** Where a learner's screenshots are stored: a folder named by a hash of their id. */
export const screenshotPrefix = (userId: string) =>
  `screenshots/${createHash("sha256").update(userId).digest("hex").slice(0, 24)}`;

/**
 * Stores a screenshot of the learner's project (checked by content, kept whole as WebP in
 * their own folder) and answers its URL, which the learner's draft may then name. Only for
 * a project of a course the learner may see (one statement).
 */
export async function uploadScreenshot(
  deps: Deps,
  userId: string,
  projectId: string,
  bytes: Uint8Array,
): Promise<{ url: string }> {
  if (!UUID.test(projectId)) throw projectNotFound();
  const [row] = await rowsOf<{ id: string }>(
    deps.db,
    sql`with ${visibleProject(userId, projectId)} select id from p`,
  );
  if (!row) throw projectNotFound();
  const image = await processImage(bytes, SCREENSHOT_VARIANTS, "inside");
  return { url: await storeImage(deps.storage, screenshotPrefix(userId), image) };
}

/** Removes screenshot files (every variant) after the rows that named them are gone: best effort. */
export async function removeScreenshots(
  deps: { storage: Storage; logger: Logger },
  urls: readonly string[],
) {
  await Promise.all(urls.map((url) => removeImage(deps, url, SCREENSHOT_VARIANTS)));
}
