import { createRoute, z } from "@hono/zod-openapi";
import {
  applyPlanSchema,
  planAnswersSchema,
  planPreviewResponse,
  planProfileResponse,
  reminderSchema,
  starterRequest,
  starterResponse,
} from "@shared/contracts/plan";
import { learningLangQuery } from "@shared/contracts/learning";
import { errorResponse } from "@shared/contracts/auth";
import { requireUser } from "../../auth/guards";
import { notFound } from "../../lib/errors";
import { createRouter, errors, json, jsonBody } from "../../lib/openapi";
import { enforceRateLimit } from "../../lib/rate-limit";
import { unsubscribePage } from "../../mail/lead-templates";
import {
  addSuggestion,
  applyPlan,
  previewPlan,
  profileOf,
  setReminder,
  starterCourse,
} from "./plan.service";
import { unsubscribeReminder } from "./plan-reminders";
import { readForm, readJsonObject } from "../../lib/json-body";

const tags = ["plan"];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const noProfile = () => notFound("PROFILE_NOT_FOUND", "v:noProfile");
const okResponse = z.object({ ok: z.literal(true) });
const reminderResponse = z.object({ enabled: z.boolean() });
const PUBLIC = new Set(["/api/plan/starter", "/api/plan/unsubscribe"]);

/**
 * The personal learning plan (issue 15): the learning profile, preview and apply, the
 * starter course of a set of answers (public), reminder settings and their unsubscribe link.
 */
export function planRoutes() {
  const app = createRouter();

  // Access is decided before any body is read.
  app.use("/plan/*", async (c, next) => {
    if (!PUBLIC.has(c.req.path)) await requireUser(c);
    await next();
  });

  app.openapi(
    createRoute({
      method: "get",
      path: "/plan/profile",
      tags,
      summary: "The learner's learning profile (their six answers and the reminder setting)",
      responses: { 200: json(planProfileResponse, "Profile or null"), ...errors },
    }),
    async (c) => {
      const user = await requireUser(c);
      return c.json({ profile: await profileOf(c.get("deps").db, user.id) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/plan/profile",
      tags,
      summary: "Save the answers and apply the plan (started and finished courses stay)",
      request: { query: learningLangQuery, ...jsonBody(applyPlanSchema) },
      responses: { 200: json(planPreviewResponse, "The applied plan"), ...errors },
    }),
    async (c) => {
      const user = await requireUser(c);
      const lang = c.req.valid("query").lang ?? user.language;
      const plan = await applyPlan(c.get("deps").db, user.id, c.req.valid("json"), {
        source: "app",
        lang,
      });
      return c.json(plan!, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/plan/preview",
      tags,
      summary: "The plan a set of answers would give (nothing is saved)",
      request: { query: learningLangQuery, ...jsonBody(planAnswersSchema) },
      responses: { 200: json(planPreviewResponse, "Preview"), ...errors },
    }),
    async (c) => {
      const user = await requireUser(c);
      const lang = c.req.valid("query").lang ?? user.language;
      return c.json(await previewPlan(c.get("deps").db, user.id, c.req.valid("json"), lang), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/plan/starter",
      tags,
      summary: "The course a plan for these answers starts with (public; published titles only)",
      request: jsonBody(starterRequest),
      responses: {
        200: json(starterResponse, "Starter course or null"),
        400: errors[400],
        429: json(errorResponse, "Too many requests from this address"),
      },
    }),
    async (c) => {
      const { lang, ...answers } = c.req.valid("json");
      const d = c.get("deps");
      await enforceRateLimit(d.db, {
        scope: "plan-starter",
        clientIp: c.get("clientIp"),
        max: d.config.rateLimit.max,
        windowS: d.config.rateLimit.windowS,
      });
      return c.json({ course: await starterCourse(d.db, answers, lang ?? c.get("lang")) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/plan/reminder",
      tags,
      summary: "Switch the weekly reminder e-mail on or off",
      request: jsonBody(reminderSchema),
      responses: { 200: json(reminderResponse, "The setting"), ...errors },
    }),
    async (c) => {
      const user = await requireUser(c);
      const row = await setReminder(c.get("deps").db, user.id, c.req.valid("json").enabled);
      if (!row) throw noProfile();
      return c.json(row, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/plan/suggestions/{courseId}",
      tags,
      summary: 'Add a "Neu für dich" course to the learning path',
      request: { params: z.object({ courseId: z.string() }) },
      responses: { 200: json(okResponse, "Added"), ...errors },
    }),
    async (c) => {
      const user = await requireUser(c);
      const { courseId } = c.req.valid("param");
      if (!UUID.test(courseId) || !(await addSuggestion(c.get("deps").db, user.id, courseId)))
        throw notFound("COURSE_NOT_FOUND", "v:courseIdNotFound");
      return c.json({ ok: true as const }, 200);
    },
  );

  // The reminder's unsubscribe link: a page that asks (GET), the form POST does it.
  const UNSUBSCRIBE = "/api/plan/unsubscribe";
  app.get("/plan/unsubscribe", (c) => {
    c.header("Cache-Control", "no-store");
    const token = c.req.query("token") ?? "";
    return c.html(unsubscribePage(c.get("lang"), { kind: "confirm", token }, UNSUBSCRIBE));
  });
  app.post("/plan/unsubscribe", async (c) => {
    c.header("Cache-Control", "no-store");
    const type = c.req.header("content-type") ?? "";
    const isForm =
      type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data");
    const raw = isForm ? (await readForm(c)).token : (await readJsonObject(c)).token;
    const ok = await unsubscribeReminder(c.get("deps"), typeof raw === "string" ? raw : "");
    if (!isForm) {
      if (!ok) throw notFound("TOKEN_NOT_FOUND", "v:linkInvalid");
      return c.json({ ok: true as const }, 200);
    }
    return ok
      ? c.html(unsubscribePage(c.get("lang"), { kind: "done" }, UNSUBSCRIBE))
      : c.html(unsubscribePage(c.get("lang"), { kind: "invalid" }, UNSUBSCRIBE), 404);
  });

  return app;
}
