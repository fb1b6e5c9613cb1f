import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { Context } from "hono";
import type { AppEnv, Deps } from "../../context";
import { requireRole } from "../../auth/guards";
import { createRouter, errors, json } from "../../lib/openapi";
import {
  courseReportQuery,
  courseReportResponse,
  funnelQuery,
  funnelReportResponse,
} from "@shared/contracts/reports";
import { COURSE_CSV_HEADER, courseReport, courseReportCsv } from "./course-report";
import { FUNNEL_CSV_HEADER, funnelCsvLine, funnelCsvQuery, funnelReport } from "./funnel-report";
import { sendCsvStream } from "./csv-stream";
import { fileSlug, toCsv, type CsvValue } from "../../lib/csv";
import { seedReportFixture } from "./report-fixture";

const tags = ["reports"];
const courseParam = z.object({ courseId: z.string() });
const csvResponse = {
  content: { "text/csv": { schema: z.string() } },
  description: "CSV (UTF-8 with BOM); cells starting with = + - @ tab or CR are prefixed with '",
};

function sendCsv(c: Context<AppEnv>, name: string, header: string[], rows: CsvValue[][]) {
  return c.body(toCsv(header, rows), 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${name}.csv"`,
    "Cache-Control": "no-store",
  });
}

/** Admin reports (issue 13): course report, funnel report, their CSV exports. Admin only. */
export function reportsRoutes(deps: Deps) {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/reports/courses/{courseId}",
      tags,
      summary:
        "Course report: enrolled learners (one page), totals, progress distribution, drop-off per lesson",
      request: { params: courseParam, query: courseReportQuery },
      responses: { 200: json(courseReportResponse, "Report"), ...errors },
    }),
    async (c) => {
      await requireRole(c, "admin");
      const { page, pageSize } = c.req.valid("query");
      const report = await courseReport(
        c.get("deps").db,
        c.req.valid("param").courseId,
        page,
        pageSize,
      );
      return c.json(report, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/reports/courses/{courseId}/csv",
      tags,
      summary: "Every enrolled learner of the course as CSV",
      request: { params: courseParam },
      responses: { 200: csvResponse, ...errors },
    }),
    async (c) => {
      await requireRole(c, "admin");
      const { course, rows } = await courseReportCsv(
        c.get("deps").db,
        c.req.valid("param").courseId,
      );
      return sendCsv(c, `kurs-${fileSlug(course.title)}`, COURSE_CSV_HEADER, rows);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/reports/funnel",
      tags,
      summary:
        "Funnel report over a period (default the last 30 days): leads per day, answers, conversion per utm_source and language",
      request: { query: funnelQuery },
      responses: { 200: json(funnelReportResponse, "Report"), ...errors },
    }),
    async (c) => {
      await requireRole(c, "admin");
      return c.json(await funnelReport(c.get("deps").db, c.req.valid("query")), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/reports/funnel/csv",
      tags,
      summary: "Every lead of the period with its answers and what became of it, as CSV",
      request: { query: funnelQuery },
      responses: { 200: csvResponse, ...errors },
    }),
    async (c) => {
      await requireRole(c, "admin");
      // Streamed from a cursor (decision 0137): up to a year of leads in constant memory.
      // On PostgreSQL the database writes the lines itself (COPY, decision 0161).
      const { period, query, copy } = funnelCsvQuery(c.req.valid("query"));
      return sendCsvStream(
        c,
        `funnel-${period.from}-${period.to}`,
        FUNNEL_CSV_HEADER,
        query,
        funnelCsvLine,
        copy,
      );
    },
  );

  // Outside production only: the reports' known data set, for the browser tests.
  if (!deps.config.isProduction) {
    app.post("/dev/report-fixture", async (c) => {
      await requireRole(c, "admin");
      return c.json(await seedReportFixture(c.get("deps").db), 200);
    });
  }

  return app;
}
