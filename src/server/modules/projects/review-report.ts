import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  courseProjects,
  courses,
  projectSubmissions,
  projectSubmissionVersions,
  submissionComments,
  user,
} from "../../db/schema";
import type { ReviewReportResponse } from "@shared/contracts/review";
import { rowsOf } from "./projects-sql";

/*
 * The review report (issue 30, decision 0125): waiting time from submitting a version to its
 * decision (median, p90), pass rate per project and per rubric criterion, and each reviewer's
 * workload. One statement, whatever the data size.
 */

const rate = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

interface Raw {
  waiting: { decided: number; median: number | null; p90: number | null; open: number };
  projects: {
    projectId: string;
    projectTitle: string;
    courseTitle: string;
    decided: number;
    passed: number;
  }[];
  criteria: {
    projectId: string;
    projectTitle: string;
    criterionId: string;
    criterionTitle: string;
    marked: number;
    fulfilled: number;
  }[];
  reviewers: {
    userId: string;
    name: string;
    decisions: number;
    passed: number;
    revise: number;
    claimedNow: number;
    comments: number;
  }[];
}

export async function reviewReport(db: Db): Promise<ReviewReportResponse> {
  const [row] = await rowsOf<{ j: Raw }>(
    db,
    sql`with v as (
        select v.submission_id, v.version, v.decision, v.marks, v.decided_by,
          extract(epoch from (v.decided_at - v.submitted_at)) / 60 as minutes, s.project_id
        from ${projectSubmissionVersions} v join ${projectSubmissions} s on s.id = v.submission_id),
      crit as (
        select p.id as project_id, p.title as project_title, c.value->>'id' as criterion_id,
          c.value->>'title' as criterion_title, c.ordinality as n
        from ${courseProjects} p cross join lateral jsonb_array_elements(p.rubric) with ordinality c),
      marks as (
        select v.project_id, m->>'criterionId' as criterion_id, (m->>'fulfilled')::boolean as ok
        from v cross join lateral jsonb_array_elements(coalesce(v.marks, '[]'::jsonb)) m
        where v.decision is not null)
      select json_build_object(
        'waiting', (select json_build_object('decided', count(minutes),
            'median', percentile_cont(0.5) within group (order by minutes),
            'p90', percentile_cont(0.9) within group (order by minutes),
            'open', (select count(*) from ${projectSubmissions} s where s.status in ('submitted', 'claimed')))
          from v where v.decision is not null),
        'projects', coalesce((select json_agg(x order by x."courseTitle", x."projectTitle") from (
            select p.id as "projectId", p.title as "projectTitle", c.title as "courseTitle",
              count(v.decision) as decided, count(*) filter (where v.decision = 'passed') as passed
            from ${courseProjects} p join ${courses} c on c.id = p.course_id
            left join v on v.project_id = p.id
            group by p.id, p.title, c.title) x), '[]'::json),
        'criteria', coalesce((select json_agg(x order by x."projectTitle", x."projectId", x.n) from (
            select crit.project_id as "projectId", crit.project_title as "projectTitle",
              crit.criterion_id as "criterionId", crit.criterion_title as "criterionTitle", crit.n,
              count(marks.ok) as marked, count(*) filter (where marks.ok) as fulfilled
            from crit left join marks on marks.project_id = crit.project_id
              and marks.criterion_id = crit.criterion_id
            group by crit.project_id, crit.project_title, crit.criterion_id, crit.criterion_title, crit.n) x),
          '[]'::json),
        'reviewers', coalesce((select json_agg(x order by x.decisions desc, x.name) from (
            select u.id as "userId", u.name,
              (select count(*) from v where v.decided_by = u.id and v.decision is not null) as decisions,
              (select count(*) from v where v.decided_by = u.id and v.decision = 'passed') as passed,
              (select count(*) from v where v.decided_by = u.id and v.decision = 'revise') as revise,
              (select count(*) from ${projectSubmissions} s where s.claimed_by = u.id and s.status = 'claimed') as "claimedNow",
              (select count(*) from ${submissionComments} sc join ${projectSubmissions} s on s.id = sc.submission_id
                where sc.author_id = u.id and s.user_id <> u.id) as comments
            from ${user} u where u.role in ('moderator', 'admin')) x
            where x.decisions > 0 or x."claimedNow" > 0 or x.comments > 0), '[]'::json)) as j`,
  );
  const j = row.j;
  return {
    waiting: {
      decided: Number(j.waiting.decided),
      medianMinutes: num(j.waiting.median) === null ? null : Math.round(Number(j.waiting.median)),
      p90Minutes: num(j.waiting.p90) === null ? null : Math.round(Number(j.waiting.p90)),
      open: Number(j.waiting.open),
    },
    projects: j.projects.map((p) => ({
      ...p,
      decided: Number(p.decided),
      passed: Number(p.passed),
      passRate: rate(Number(p.passed), Number(p.decided)),
    })),
    criteria: j.criteria.map((c) => ({
      projectId: c.projectId,
      projectTitle: c.projectTitle,
      criterionId: c.criterionId,
      criterionTitle: c.criterionTitle,
      marked: Number(c.marked),
      fulfilled: Number(c.fulfilled),
      fulfilledRate: rate(Number(c.fulfilled), Number(c.marked)),
    })),
    reviewers: j.reviewers.map((r) => ({
      userId: r.userId,
      name: r.name,
      decisions: Number(r.decisions),
      passed: Number(r.passed),
      revise: Number(r.revise),
      claimedNow: Number(r.claimedNow),
      comments: Number(r.comments),
    })),
  };
}
