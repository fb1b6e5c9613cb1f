import { createRoute } from "@hono/zod-openapi";
import { courseIdParam } from "@shared/contracts/learning";
import {
  courseTutorBody,
  okResponse,
  tutorReportResponse,
  tutorSettingsBody,
  tutorSettingsResponse,
} from "@shared/contracts/tutor";
import type { Deps } from "../../context";
import { requireRole } from "../../auth/guards";
import { createRouter, errors, json, jsonBody } from "../../lib/openapi";
import { tutorModel } from "./tutor-answer";
import {
  saveTutorSettings,
  setCourseTutor,
  tutorReport,
  tutorSettingsOverview,
} from "./tutor-admin.service";

const tags = ["admin-tutor"];

/** Admin: tutor settings, per-course switch and report (issue 17). */
export function tutorAdminRoutes(deps: Deps) {
  const app = createRouter();
  const offline = () => tutorModel(deps.config.ai) === null;

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/tutor",
      tags,
      summary: "Tutor settings, this month's token use and the courses with their question counts",
      responses: { 200: json(tutorSettingsResponse, "Settings"), ...errors },
    }),
    async (c) => {
      await requireRole(c, "admin");
      return c.json(await tutorSettingsOverview(deps.db, offline()), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/admin/tutor",
      tags,
      summary: "Save the tutor settings (on/off, daily limit, monthly token budget, retention)",
      request: jsonBody(tutorSettingsBody),
      responses: { 200: json(tutorSettingsResponse, "Settings"), ...errors },
    }),
    async (c) => {
      const user = await requireRole(c, "admin");
      await saveTutorSettings(deps.db, user.id, c.req.valid("json"));
      return c.json(await tutorSettingsOverview(deps.db, offline()), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/admin/courses/{courseId}/tutor",
      tags,
      summary: "Switch the tutor on or off for one course",
      request: { params: courseIdParam, ...jsonBody(courseTutorBody) },
      responses: { 200: json(okResponse, "Saved"), ...errors },
    }),
    async (c) => {
      const user = await requireRole(c, "admin");
      const { courseId } = c.req.valid("param");
      await setCourseTutor(deps.db, user.id, courseId, c.req.valid("json").enabled);
      return c.json({ ok: true as const }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/courses/{courseId}/tutor-report",
      tags,
      summary:
        "Tutor report: questions per lesson, ratings, reported answers with their conversation",
      request: { params: courseIdParam },
      responses: { 200: json(tutorReportResponse, "Report"), ...errors },
    }),
    async (c) => {
      await requireRole(c, "admin");
      return c.json(await tutorReport(deps.db, c.req.valid("param").courseId), 200);
    },
  );

  return app;
}
