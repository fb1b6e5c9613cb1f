import { createRoute, z } from "@hono/zod-openapi";
import { reviewSubmissionResponse } from "@shared/contracts/projects";
import { REVIEW_REPORT_PARTS, reviewReportResponse } from "@shared/contracts/review";
import type { Deps } from "../../context";
import { requireRole } from "../../auth/guards";
import { createRouter, errors, json } from "../../lib/openapi";
import { toCsv, type CsvValue } from "../../lib/csv";
import { reviewSubmission } from "./projects-review.service";
import { registerFirstPassJob, startFirstPass } from "./review-first-pass";
import { reviewReport } from "./review-report";

/**
 * The reviewer's AI first pass (started again on request) and the admin's review report
 * (issue 30, decisions 0124 and 0125).
 */
export function reviewExtraRoutes(deps: Deps) {
  const app = createRouter();
  const { db } = deps;
  registerFirstPassJob(deps);

  app.openapi(
    createRoute({
      method: "post",
      path: "/review/submissions/{id}/first-pass",
      tags: ["projects"],
      summary: "Start the AI first pass of the version under review again (reviewers only)",
      request: { params: z.object({ id: z.string() }) },
      responses: { 200: json(reviewSubmissionResponse, "The submission"), ...errors },
    }),
    async (c) => {
      const user = await requireRole(c, "moderator");
      const { id } = c.req.valid("param");
      const before = await reviewSubmission(db, user, id);
      await startFirstPass(deps, {
        submissionId: id,
        version: before.version,
        force: true,
        language: user.language,
      });
      return c.json(await reviewSubmission(db, user, id), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/reports/reviews",
      tags: ["reports"],
      summary:
        "Reviews: waiting time to the decision (median, p90), pass rate per project and criterion, reviewer workload",
      responses: { 200: json(reviewReportResponse, "Report"), ...errors },
    }),
    async (c) => {
      await requireRole(c, "admin");
      return c.json(await reviewReport(db), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/reports/reviews/csv",
      tags: ["reports"],
      summary: "One part of the review report as CSV (projects, criteria or reviewers)",
      request: { query: z.object({ part: z.enum(REVIEW_REPORT_PARTS).default("projects") }) },
      responses: {
        200: { content: { "text/csv": { schema: z.string() } }, description: "CSV" },
        ...errors,
      },
    }),
    async (c) => {
      await requireRole(c, "admin");
      const { part } = c.req.valid("query");
      const r = await reviewReport(db);
      const [header, rows]: [string[], CsvValue[][]] =
        part === "projects"
          ? [
              ["course", "project", "decided", "passed", "pass_rate_percent"],
              r.projects.map((p) => [
                p.courseTitle,
                p.projectTitle,
                p.decided,
                p.passed,
                p.passRate,
              ]),
            ]
          : part === "criteria"
            ? [
                [
                  "project",
                  "criterion_id",
                  "criterion",
                  "marked",
                  "fulfilled",
                  "fulfilled_percent",
                ],
                r.criteria.map((x) => [
                  x.projectTitle,
                  x.criterionId,
                  x.criterionTitle,
                  x.marked,
                  x.fulfilled,
                  x.fulfilledRate,
                ]),
              ]
            : [
                ["reviewer", "decisions", "passed", "revise", "claimed_now", "comments"],
                r.reviewers.map((x) => [
                  x.name,
                  x.decisions,
                  x.passed,
                  x.revise,
                  x.claimedNow,
                  x.comments,
                ]),
              ];
      return c.body(toCsv(header, rows), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="reviews-${part}.csv"`,
      });
    },
  );

  return app;
}
