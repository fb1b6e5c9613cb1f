import { asc, eq, sql, type Placeholder, type SQLWrapper } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import type { SubmissionStatus } from "@shared/domain/projects";
import {
  courseProjects,
  courses,
  projectSubmissionVersions,
  projectSubmissions,
  submissionComments,
} from "../../db/schema";
import { learnerStatus } from "./projects-sql";

/*
 * What other modules use of projects (issue 30, decision 0099): the certificate's gate
 * (the learning module's completion asks it in its own statement) and the learner's part of
 * the data export. The rows go with the account (ON DELETE CASCADE on user_id); comments a
 * reviewer wrote on other learners' submissions stay with the author removed (SET NULL).
 */

/**
 * True when the learner has passed every project of the course that the certificate
 * requires (always true for a course without one): a boolean SQL expression.
 */
export const requiredProjectsPassed = (userId: Placeholder | SQLWrapper, courseId: SQLWrapper) =>
  sql`not exists (select 1 from ${courseProjects} rp
    where rp.course_id = ${courseId} and rp.required_for_certificate
      and not exists (select 1 from ${projectSubmissions} ps
        where ps.project_id = rp.id and ps.user_id = ${userId} and ps.status = 'passed'))`;

/** The learner's submissions (with every version and the comments on them) and the comments
 * they wrote on other submissions: two statements. */
export async function exportProjectsData(db: DbOrTx, userId: string) {
  const [submissions, comments] = await Promise.all([
    db
      .select({
        id: projectSubmissions.id,
        projectTitle: courseProjects.title,
        courseTitle: courses.title,
        status: projectSubmissions.status,
        version: projectSubmissions.version,
        files: projectSubmissions.files,
        link: projectSubmissions.link,
        description: projectSubmissions.description,
        screenshots: projectSubmissions.screenshots,
        submittedAt: projectSubmissions.submittedAt,
        decidedAt: projectSubmissions.decidedAt,
        summary: projectSubmissions.summary,
        marks: projectSubmissions.marks,
        createdAt: projectSubmissions.createdAt,
        updatedAt: projectSubmissions.updatedAt,
        versions: sql<unknown[]>`coalesce((select json_agg(json_build_object('version', v.version,
            'files', v.files, 'link', v.link, 'description', v.description,
            'screenshots', v.screenshots, 'submittedAt', v.submitted_at,
            'checkResults', v.check_results, 'decision', v.decision, 'summary', v.summary,
            'marks', v.marks, 'decidedAt', v.decided_at) order by v.version)
          from ${projectSubmissionVersions} v where v.submission_id = ${projectSubmissions.id}), '[]'::json)`,
        comments: sql<unknown[]>`coalesce((select json_agg(json_build_object('version', c.version,
            'byMe', c.author_id = ${userId}, 'file', c.file, 'line', c.line, 'body', c.body,
            'createdAt', c.created_at) order by c.created_at, c.id)
          from ${submissionComments} c where c.submission_id = ${projectSubmissions.id}), '[]'::json)`,
      })
      .from(projectSubmissions)
      .innerJoin(courseProjects, eq(courseProjects.id, projectSubmissions.projectId))
      .innerJoin(courses, eq(courses.id, projectSubmissions.courseId))
      .where(eq(projectSubmissions.userId, userId))
      .orderBy(asc(projectSubmissions.createdAt), asc(projectSubmissions.id)),
    db
      .select({
        submissionId: submissionComments.submissionId,
        version: submissionComments.version,
        file: submissionComments.file,
        line: submissionComments.line,
        body: submissionComments.body,
        createdAt: submissionComments.createdAt,
      })
      .from(submissionComments)
      .innerJoin(projectSubmissions, eq(projectSubmissions.id, submissionComments.submissionId))
      .where(
        sql`${submissionComments.authorId} = ${userId} and ${projectSubmissions.userId} <> ${userId}`,
      )
      .orderBy(asc(submissionComments.createdAt), asc(submissionComments.id)),
  ]);
  return { submissions, reviewComments: comments };
}

/** A course's project as the player and the dashboard list it, with the learner's status. */
export interface ProjectSummaryJson {
  id: string;
  title: string;
  moduleId: string | null;
  requiredForCertificate: boolean;
  status: SubmissionStatus | null;
}

/**
 * The projects of course `courseId` with the learner's submission status (null: not started),
 * in order: a JSON expression (null for a course without projects) for the player's
 * statement (issue 30, decision 0126).
 */
export const courseProjectsSummaryJson = (
  userId: Placeholder | SQLWrapper,
  courseId: Placeholder | SQLWrapper,
) =>
  sql<ProjectSummaryJson[] | null>`(select json_agg(json_build_object('id', cp.id,
      'title', cp.title, 'moduleId', cp.module_id,
      'requiredForCertificate', cp.required_for_certificate, 'status', ${learnerStatus(sql`ps`)})
      order by cp.order_index, cp.created_at, cp.id)
    from ${courseProjects} cp left join ${projectSubmissions} ps
      on ps.project_id = cp.id and ps.user_id = ${userId}
    where cp.course_id = ${courseId}::uuid)`;

/** A project the learner started, for the dashboard. */
export interface StartedProjectJson {
  projectId: string;
  courseId: string;
  title: string;
  courseTitle: string;
  status: SubmissionStatus;
  updatedAt: string;
}

/**
 * The learner's started projects (a submission row exists), newest change first, at most 10:
 * a JSON expression (null for none) for the dashboard's statement (issue 30, decision 0126).
 */
export const startedProjectsJson = (userId: Placeholder | SQLWrapper) =>
  sql<StartedProjectJson[] | null>`(select json_agg(json_build_object('projectId', x.project_id,
      'courseId', x.course_id, 'title', x.title, 'courseTitle', x.course_title,
      'status', x.status, 'updatedAt', x.updated_at) order by x.updated_at desc, x.project_id)
    from (select ps.project_id, ps.course_id, cp.title, c.title as course_title,
        ${learnerStatus(sql`ps`)} as status, ps.updated_at
      from ${projectSubmissions} ps
      join ${courseProjects} cp on cp.id = ps.project_id
      join ${courses} c on c.id = ps.course_id
      where ps.user_id = ${userId}
      order by ps.updated_at desc, ps.project_id limit 10) x)`;

/**
 * Every screenshot URL the learner's submissions and versions name (one statement): read
 * before the account is deleted, removed from storage after (decision 0126).
 */
export async function screenshotsOfUser(db: DbOrTx, userId: string): Promise<string[]> {
  const res = (await db.execute(sql`select coalesce(jsonb_agg(distinct x), '[]'::jsonb) as urls
    from (select jsonb_array_elements_text(s.screenshots) as x from ${projectSubmissions} s
        where s.user_id = ${userId}
      union select jsonb_array_elements_text(v.screenshots) from ${projectSubmissionVersions} v
        join ${projectSubmissions} s on s.id = v.submission_id where s.user_id = ${userId}) u`)) as unknown as {
    rows: { urls: string[] }[];
  };
  return res.rows[0]?.urls ?? [];
}

export { removeScreenshots } from "./projects-learner.service";
