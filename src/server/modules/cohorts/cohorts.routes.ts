import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { Context } from "hono";
import type { AppEnv, Deps } from "../../context";
import { getUser, requireRole, requireUser } from "../../auth/guards";
import { roleFirst } from "../../auth/access";
import { createRouter, errors, json, jsonBody } from "../../lib/openapi";
import { AppError, notFound } from "../../lib/errors";
import { imageUploadRequest, readUploadedFile } from "../../lib/upload-body";
import { errorResponse } from "@shared/contracts/auth";
import {
  addMemberRequest,
  archiveRequest,
  calendarFeedResponse,
  cohortDetail,
  cohortInput,
  cohortListResponse,
  cohortOptionsResponse,
  cohortUpdate,
  importResult,
  inviteCreated,
  invitePreview as invitePreviewSchema,
  inviteRequest,
  joinResult,
  scheduleUpdate,
} from "@shared/contracts/cohorts";
import { readEmailList } from "@shared/domain/email-list";
import {
  archiveCohort,
  cohortDetail as loadDetail,
  cohortOptions,
  createCohort,
  listCohorts,
  removeMember,
  revokeInvite,
  updateCohort,
  updateSchedule,
} from "./cohorts.service";
import {
  addByEmail,
  createInvite,
  importErrors,
  invitePreview,
  joinByInvite,
} from "./cohort-join.service";
import { calendarFeed, feedStatus, regenerateFeed, revokeFeed } from "./calendar.service";

const tags = ["cohorts"];
const idParam = z.object({ id: z.string().uuid() });
const writeErrors = {
  ...errors,
  409: json(errorResponse, "Changed in the meantime, or refused by a rule"),
} as const;
const MAX_CSV_BYTES = 256 * 1024;
const MAX_ROWS = 1000;

/** The CSV of addresses (413 past the limit), read only after the role check. */
async function readCsv(c: Context<AppEnv>): Promise<string> {
  try {
    const { bytes } = await readUploadedFile(c, { maxBytes: MAX_CSV_BYTES, field: "file" });
    return new TextDecoder("utf-8").decode(bytes);
  } catch (err) {
    if (err instanceof AppError && err.code === "IMAGE_MISSING") throw importErrors.empty();
    if (err instanceof AppError && err.code === "IMAGE_TOO_LARGE") throw importErrors.tooMany();
    throw err;
  }
}

/**
 * Cohorts (issue 44, decisions 0206–0211). Admin routes live under /api/admin/ (the access
 * guard decides before anything is parsed); the invitation routes are public (the token is
 * the key) and joining needs an account; the calendar under /api/me/ is the caller's own.
 */
export function cohortsRoutes(deps: Deps) {
  const app = createRouter();
  const detail = (id: string) => loadDetail(deps.db, id);

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/cohorts",
      tags,
      summary: "Cohorts (admin)",
      responses: { 200: json(cohortListResponse, "Cohorts"), ...errors },
    }),
    async (c) => {
      await requireRole(c, "admin");
      return c.json({ items: await listCohorts(deps.db) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/cohorts/options",
      tags,
      summary: "Published courses and possible teachers for the cohort form (admin)",
      responses: { 200: json(cohortOptionsResponse, "Options"), ...errors },
    }),
    async (c) => {
      await requireRole(c, "admin");
      return c.json(await cohortOptions(deps.db), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/cohorts",
      tags,
      summary: "Create a cohort with its proposed schedule (admin)",
      request: jsonBody(cohortInput),
      responses: { 201: json(cohortDetail, "The cohort"), ...writeErrors },
    }),
    async (c) => {
      const actor = await requireRole(c, "admin");
      const id = await createCohort(deps.db, actor.id, c.req.valid("json"));
      return c.json(await detail(id), 201);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/cohorts/{id}",
      tags,
      summary: "A cohort (admin)",
      request: { params: idParam },
      responses: { 200: json(cohortDetail, "The cohort"), ...errors },
    }),
    async (c) => {
      await requireRole(c, "admin");
      return c.json(await detail(c.req.valid("param").id), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/admin/cohorts/{id}",
      tags,
      summary:
        "Edit a cohort (revision); the schedule is proposed again, adjusted dates kept (admin)",
      request: { params: idParam, ...jsonBody(cohortUpdate) },
      responses: { 200: json(cohortDetail, "The cohort"), ...writeErrors },
    }),
    async (c) => {
      await requireRole(c, "admin");
      const { id } = c.req.valid("param");
      await updateCohort(deps.db, id, c.req.valid("json"));
      return c.json(await detail(id), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/admin/cohorts/{id}/schedule",
      tags,
      summary: "Adjust due dates (adjusted dates stay at every new proposal) (admin)",
      request: { params: idParam, ...jsonBody(scheduleUpdate) },
      responses: { 200: json(cohortDetail, "The cohort"), ...writeErrors },
    }),
    async (c) => {
      await requireRole(c, "admin");
      const { id } = c.req.valid("param");
      await updateSchedule(deps.db, id, c.req.valid("json"));
      return c.json(await detail(id), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/cohorts/{id}/archive",
      tags,
      summary: "Archive or restore a cohort (admin)",
      request: { params: idParam, ...jsonBody(archiveRequest) },
      responses: { 200: json(cohortDetail, "The cohort"), ...writeErrors },
    }),
    async (c) => {
      await requireRole(c, "admin");
      const { id } = c.req.valid("param");
      const body = c.req.valid("json");
      await archiveCohort(deps.db, id, body.archived, body.revision);
      return c.json(await detail(id), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/cohorts/{id}/invites",
      tags,
      summary: "A new invitation link, shown once (admin)",
      request: { params: idParam, ...jsonBody(inviteRequest) },
      responses: { 201: json(inviteCreated, "The link"), ...errors },
    }),
    async (c) => {
      const actor = await requireRole(c, "admin");
      const created = await createInvite(
        deps.db,
        deps.config.baseUrl,
        c.req.valid("param").id,
        actor.id,
        c.req.valid("json"),
      );
      return c.json(created, 201);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/cohorts/{id}/invites/{inviteId}/revoke",
      tags,
      summary: "Withdraw an invitation link (admin)",
      request: { params: idParam.extend({ inviteId: z.string().uuid() }) },
      responses: { 200: json(cohortDetail, "The cohort"), ...errors },
    }),
    async (c) => {
      await requireRole(c, "admin");
      const { id, inviteId } = c.req.valid("param");
      await revokeInvite(deps.db, id, inviteId);
      return c.json(await detail(id), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/cohorts/{id}/members",
      tags,
      summary: "Add a learner by e-mail (an account is made for an unknown address) (admin)",
      request: { params: idParam, ...jsonBody(addMemberRequest) },
      responses: { 200: json(importResult, "Added"), ...writeErrors },
    }),
    async (c) => {
      await requireRole(c, "admin");
      const body = c.req.valid("json");
      const rows = [{ line: 1, email: body.email, name: body.name ?? "" }];
      return c.json(
        await addByEmail(deps, c.req.valid("param").id, rows, "admin", c.get("lang")),
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/cohorts/{id}/import",
      tags,
      summary: "Add the addresses of a CSV: all or none; bad rows with their line (admin)",
      request: { params: idParam, ...imageUploadRequest("file") },
      responses: { 200: json(importResult, "Added"), ...writeErrors },
    }),
    async (c) => {
      await requireRole(c, "admin");
      const { id } = c.req.valid("param");
      const list = readEmailList(await readCsv(c));
      if (list.problems.length) throw importErrors.invalid(list.problems.slice(0, 200));
      if (!list.rows.length) throw importErrors.empty();
      if (list.rows.length > MAX_ROWS) throw importErrors.tooMany();
      return c.json(await addByEmail(deps, id, list.rows, "csv", c.get("lang")), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/admin/cohorts/{id}/members/{userId}",
      tags,
      summary: "Remove a learner from a cohort (admin)",
      request: { params: idParam.extend({ userId: z.string().min(1).max(100) }) },
      responses: { 200: json(cohortDetail, "The cohort"), ...errors },
    }),
    async (c) => {
      await requireRole(c, "admin");
      const { id, userId } = c.req.valid("param");
      await removeMember(deps.db, id, userId);
      return c.json(await detail(id), 200);
    },
  );

  const tokenParam = z.object({ token: z.string().min(1).max(100) });

  app.openapi(
    createRoute({
      method: "get",
      path: "/cohort-invites/{token}",
      tags,
      summary: "What an invitation link leads to (public: the token is the key)",
      request: { params: tokenParam },
      responses: { 200: json(invitePreviewSchema, "The class"), ...errors },
    }),
    async (c) => {
      const me = await getUser(c);
      c.header("Cache-Control", "private, no-store");
      return c.json(await invitePreview(deps.db, c.req.valid("param").token, me?.id ?? null), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/cohort-invites/{token}/join",
      tags,
      middleware: [roleFirst("user")] as const,
      summary: "Join the cohort of an invitation link (signed in)",
      request: { params: tokenParam },
      responses: {
        200: json(joinResult, "Joined"),
        410: json(errorResponse, "Expired or withdrawn"),
        ...writeErrors,
      },
    }),
    async (c) => {
      const me = await requireUser(c);
      return c.json(await joinByInvite(deps.db, c.req.valid("param").token, me.id), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/me/calendar",
      tags,
      summary: "Whether the caller has a calendar feed",
      responses: { 200: json(calendarFeedResponse, "The feed"), ...errors },
    }),
    async (c) => {
      const me = await requireUser(c);
      return c.json(await feedStatus(deps.db, me.id), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/me/calendar",
      tags,
      summary: "A new secret calendar address (the old one stops working), shown once",
      responses: { 200: json(calendarFeedResponse, "The feed"), ...errors },
    }),
    async (c) => {
      const me = await requireUser(c);
      return c.json(await regenerateFeed(deps.db, deps.config.baseUrl, me.id), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/me/calendar",
      tags,
      summary: "Revoke the calendar address",
      responses: { 200: json(calendarFeedResponse, "The feed"), ...errors },
    }),
    async (c) => {
      const me = await requireUser(c);
      await revokeFeed(deps.db, me.id);
      return c.json({ active: false, createdAt: null, url: null }, 200);
    },
  );

  return app;
}

/** The iCalendar feed itself (not under /api: calendar apps fetch it without a session). */
export function calendarFeedRoutes(deps: Deps) {
  const app = createRouter();
  app.get("/calendar/:file", async (c) => {
    const file = c.req.param("file");
    const token = file.endsWith(".ics") ? file.slice(0, -4) : "";
    const text = await calendarFeed(deps.db, token, new URL(deps.config.baseUrl).host);
    // An unknown or revoked address: the app's error answer, like every other route.
    if (text === null) throw notFound();
    return c.body(text, 200, {
      "content-type": "text/calendar; charset=utf-8",
      "cache-control": "private, no-store",
      "x-robots-tag": "noindex",
    });
  });
  return app;
}
