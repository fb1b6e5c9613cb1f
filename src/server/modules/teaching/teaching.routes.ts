import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { Context } from "hono";
import type { AppEnv, Deps } from "../../context";
import { requireRole, requireUser } from "../../auth/guards";
import { createRouter, errors, json, jsonBody } from "../../lib/openapi";
import { fileSlug, toCsv } from "../../lib/csv";
import {
  attendanceRequest,
  attendanceResponse,
  announcementRequest,
  cohortViewResponse,
  gradebookResponse,
  learnerCodeResponse,
  learnerViewResponse,
  liveSession,
  nudgeRequest,
  participationVerifyResponse,
  sessionRequest,
  teachHomeResponse,
} from "@shared/contracts/teaching";
import {
  attendanceView,
  cohortView,
  learnerCode,
  learnerView,
  teachHome,
} from "./teaching.service";
import {
  createSession,
  deleteSession,
  nudgeLearner,
  postAnnouncement,
  recordAttendance,
  updateSession,
} from "./teaching-writes";
import { GRADEBOOK_CSV_HEADER, gradebook, gradebookCsvRows } from "./gradebook";
import type { Teacher } from "./teaching-scope";
import { seedTeachFixture } from "./teach-fixture";
import {
  issueParticipation,
  participationFileName,
  participationForPdf,
  participationPdf,
  ownParticipationForPdf,
  verifyParticipation,
} from "./participation";

const tags = ["teaching"];
const cohortParam = z.object({ cohortId: z.string() });
const learnerParam = cohortParam.extend({ userId: z.string() });
const sessionParam = cohortParam.extend({ sessionId: z.string() });
const codeParam = learnerParam.extend({ exerciseId: z.string() });

/** The caller as a teacher: the role teacher or higher (the service scopes every row). */
async function teacher(c: Context<AppEnv>): Promise<Teacher & { name: string }> {
  const user = await requireRole(c, "teacher");
  return { id: user.id, admin: user.role === "admin", name: user.name };
}

/** The teacher's screens (issue 44): /api/teach/*, teacher role or higher, own classes only. */
export function teachingRoutes(deps: Deps) {
  const app = createRouter();
  const { db } = deps;

  app.openapi(
    createRoute({
      method: "get",
      path: "/teach/cohorts",
      tags,
      summary: "The caller's classes and who in them needs attention",
      responses: { 200: json(teachHomeResponse, "Home"), ...errors },
    }),
    async (c) => c.json(await teachHome(db, await teacher(c)), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/teach/cohorts/{cohortId}",
      tags,
      summary: "A class: every learner against the schedule, live sessions, announcements",
      request: { params: cohortParam },
      responses: { 200: json(cohortViewResponse, "Class"), ...errors },
    }),
    async (c) => c.json(await cohortView(db, await teacher(c), c.req.valid("param").cohortId), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/teach/cohorts/{cohortId}/learners/{userId}",
      tags,
      summary: "One learner of the class: figures, timeline, exercises",
      request: { params: learnerParam },
      responses: { 200: json(learnerViewResponse, "Learner"), ...errors },
    }),
    async (c) => {
      const { cohortId, userId } = c.req.valid("param");
      return c.json(await learnerView(db, await teacher(c), cohortId, userId), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/teach/cohorts/{cohortId}/learners/{userId}/exercises/{exerciseId}",
      tags,
      summary: "A learner's code on an exercise with the last check results (read-only)",
      request: { params: codeParam },
      responses: { 200: json(learnerCodeResponse, "Code"), ...errors },
    }),
    async (c) => {
      const { cohortId, userId, exerciseId } = c.req.valid("param");
      return c.json(await learnerCode(db, await teacher(c), cohortId, userId, exerciseId), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/teach/cohorts/{cohortId}/announcements",
      tags,
      summary: "Post an announcement to the class (bell and e-mail per each learner's settings)",
      request: { params: cohortParam, ...jsonBody(announcementRequest) },
      responses: {
        201: json(z.object({ id: z.string(), notified: z.number().int() }), "Posted"),
        ...errors,
      },
    }),
    async (c) => {
      const me = await teacher(c);
      const out = await postAnnouncement(
        deps,
        me,
        c.req.valid("param").cohortId,
        c.req.valid("json"),
      );
      return c.json(out, 201);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/teach/cohorts/{cohortId}/learners/{userId}/nudge",
      tags,
      summary: "A short personal message to one learner (bell and e-mail)",
      request: { params: learnerParam, ...jsonBody(nudgeRequest) },
      responses: { 200: json(z.object({ notified: z.number().int() }), "Sent"), ...errors },
    }),
    async (c) => {
      const { cohortId, userId } = c.req.valid("param");
      const me = await teacher(c);
      const notified = await nudgeLearner(deps, me, cohortId, userId, c.req.valid("json"));
      return c.json({ notified }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/teach/cohorts/{cohortId}/sessions",
      tags,
      summary: "Create a live session (title, time, duration, link to the video room)",
      request: { params: cohortParam, ...jsonBody(sessionRequest) },
      responses: { 201: json(liveSession, "Created"), ...errors },
    }),
    async (c) => {
      const me = await teacher(c);
      const s = await createSession(db, me, c.req.valid("param").cohortId, c.req.valid("json"));
      return c.json(s, 201);
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/teach/cohorts/{cohortId}/sessions/{sessionId}",
      tags,
      summary: "Change a live session",
      request: { params: sessionParam, ...jsonBody(sessionRequest) },
      responses: { 200: json(liveSession, "Changed"), ...errors },
    }),
    async (c) => {
      const { cohortId, sessionId } = c.req.valid("param");
      const me = await teacher(c);
      return c.json(await updateSession(db, me, cohortId, sessionId, c.req.valid("json")), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/teach/cohorts/{cohortId}/sessions/{sessionId}",
      tags,
      summary: "Delete a live session and its attendance",
      request: { params: sessionParam },
      responses: { 200: json(z.object({ deleted: z.boolean() }), "Deleted"), ...errors },
    }),
    async (c) => {
      const { cohortId, sessionId } = c.req.valid("param");
      await deleteSession(db, await teacher(c), cohortId, sessionId);
      return c.json({ deleted: true }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/teach/cohorts/{cohortId}/sessions/{sessionId}",
      tags,
      summary: "A live session with every learner's attendance",
      request: { params: sessionParam },
      responses: { 200: json(attendanceResponse, "Attendance"), ...errors },
    }),
    async (c) => {
      const { cohortId, sessionId } = c.req.valid("param");
      return c.json(await attendanceView(db, await teacher(c), cohortId, sessionId), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/teach/cohorts/{cohortId}/sessions/{sessionId}/attendance",
      tags,
      summary: "Record attendance (present, absent, excused): idempotent upsert",
      request: { params: sessionParam, ...jsonBody(attendanceRequest) },
      responses: { 200: json(attendanceResponse, "Attendance"), ...errors },
    }),
    async (c) => {
      const { cohortId, sessionId } = c.req.valid("param");
      const me = await teacher(c);
      await recordAttendance(db, me, cohortId, sessionId, c.req.valid("json"));
      return c.json(await attendanceView(db, me, cohortId, sessionId), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/teach/cohorts/{cohortId}/gradebook",
      tags,
      summary: "Gradebook: exercises, quizzes, projects, attendance, learning time per learner",
      request: { params: cohortParam },
      responses: { 200: json(gradebookResponse, "Gradebook"), ...errors },
    }),
    async (c) => c.json(await gradebook(db, await teacher(c), c.req.valid("param").cohortId), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/teach/cohorts/{cohortId}/gradebook/csv",
      tags,
      summary: "The gradebook as CSV (UTF-8 with BOM, like the reports' exports)",
      request: { params: cohortParam },
      responses: {
        200: { content: { "text/csv": { schema: z.string() } }, description: "CSV" },
        ...errors,
      },
    }),
    async (c) => {
      const book = await gradebook(db, await teacher(c), c.req.valid("param").cohortId);
      return c.body(toCsv(GRADEBOOK_CSV_HEADER, gradebookCsvRows(book)), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="notenbuch-${fileSlug(book.cohort.name)}.csv"`,
        "Cache-Control": "no-store",
      });
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/teach/cohorts/{cohortId}/learners/{userId}/participation",
      tags,
      summary: "Issue (or refresh) the learner's certificate of participation",
      request: { params: learnerParam },
      responses: { 200: json(z.object({ id: z.string() }), "Issued"), ...errors },
    }),
    async (c) => {
      const { cohortId, userId } = c.req.valid("param");
      return c.json(await issueParticipation(db, await teacher(c), cohortId, userId), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/teach/cohorts/{cohortId}/learners/{userId}/participation/pdf",
      tags,
      summary: "The learner's certificate of participation as PDF (once issued)",
      request: { params: learnerParam },
      responses: {
        200: { content: { "application/pdf": { schema: z.string() } }, description: "PDF" },
        ...errors,
      },
    }),
    async (c) => {
      const { cohortId, userId } = c.req.valid("param");
      const row = await participationForPdf(db, await teacher(c), cohortId, userId);
      const pdf = await participationPdf(row, deps.config.baseUrl);
      return c.body(new Uint8Array(pdf), 200, {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="${participationFileName(row.brand, row.learner_name)}"`,
        "cache-control": "private, no-store",
      });
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/me/participation/{id}/pdf",
      tags,
      summary:
        "The caller's own certificate of participation as PDF (another learner's id answers 404)",
      request: { params: z.object({ id: z.string() }) },
      responses: {
        200: { content: { "application/pdf": { schema: z.string() } }, description: "PDF" },
        ...errors,
      },
    }),
    async (c) => {
      const user = await requireUser(c);
      const row = await ownParticipationForPdf(db, user.id, c.req.valid("param").id);
      const pdf = await participationPdf(row, deps.config.baseUrl);
      return c.body(new Uint8Array(pdf), 200, {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="${participationFileName(row.brand, row.learner_name)}"`,
        "cache-control": "private, no-store",
      });
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/participation/{id}/verify",
      tags,
      summary: "Public: whether an id is a certificate of participation, and what it states",
      request: { params: z.object({ id: z.string() }) },
      responses: { 200: json(participationVerifyResponse, "Verified"), ...errors },
    }),
    async (c) => c.json(await verifyParticipation(db, c.req.valid("param").id), 200),
  );

  // Outside production only: a class for the browser tests (admins, from the machine itself).
  if (!deps.config.isProduction) {
    app.post("/dev/teach-fixture", async (c) => {
      await requireRole(c, "admin");
      const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
      return c.json(await seedTeachFixture(db, body), 200);
    });
  }

  return app;
}
