import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import type { Deps } from "../../context";
import { requireRole } from "../../auth/guards";
import { createRouter, errors, json, jsonBody } from "../../lib/openapi";
import { notFound } from "../../lib/errors";
import { errorResponse } from "@shared/contracts/auth";
import {
  aiInfoResponse,
  createCourseSchema,
  editViewResponse,
  jobResponse,
  jobsResponse,
  overviewResponse,
  previewResponse,
  publishableResponse,
  retranslateSchema,
  statsResponse,
  translateSchema,
  manualTranslationResponse,
  versionsResponse,
  versionSummary,
} from "@shared/contracts/admin";
import { overviewQuery } from "@shared/contracts/reports";
import { toJobDto } from "../../jobs/job-dto";
import { callerLanguage } from "../../lib/caller-language";
import { streamJobEvents } from "../../jobs/job-events";
import {
  activateVersion,
  getEditView,
  getPublishable,
  getStats,
  getVersions,
  isUuid,
} from "./admin.service";
import { getPreview } from "./lifecycle/admin-lifecycle-check";
import {
  enqueueCreateCourse,
  enqueueGenerateAll,
  enqueueGenerateModule,
  registerGenerationJobs,
} from "./generation/admin-generation";
import { getOverview } from "./admin-overview";
import {
  enqueueRetranslation,
  enqueueTranslation,
  createManualTranslation,
  registerTranslationJob,
} from "./translation/admin-translation";
import { siteLegalPagesMissing } from "../site/site.service";

const adminErrors = { ...errors, 409: json(errorResponse, "Conflict") } as const;
const idParam = z.object({ id: z.string() });
const tags = ["admin"];
const jobNotFound = () => notFound("JOB_NOT_FOUND", "v:jobNotFound");

/** Admin authoring (issue "admin authoring"); every endpoint requires the admin role. */
export function adminRoutes(deps: Deps) {
  registerGenerationJobs(deps);
  registerTranslationJob(deps);
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/stats",
      tags,
      summary: "Figures of the admin home",
      responses: { 200: json(statsResponse, "Stats"), ...errors },
    }),
    async (c) => {
      await requireRole(c, "admin");
      const deps = c.get("deps");
      const [stats, legalPagesMissing] = await Promise.all([
        getStats(deps),
        // Only production warns (issue 31): a development install has no legal pages.
        deps.config.isProduction ? siteLegalPagesMissing(deps.db) : false,
      ]);
      return c.json({ ...stats, legalPagesMissing }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/ai",
      tags,
      summary: "Which AI provider writes drafts (offline = template draft without AI)",
      responses: { 200: json(aiInfoResponse, "Provider"), ...errors },
    }),
    async (c) => {
      await requireRole(c, "admin");
      return c.json(c.get("deps").ai.info, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/courses",
      tags,
      summary:
        "Create a course: the outline is generated, then course, version and modules are written",
      request: jsonBody(createCourseSchema),
      responses: { 202: json(jobResponse, "Job started"), ...adminErrors },
    }),
    async (c) => {
      const user = await requireRole(c, "admin");
      const job = await enqueueCreateCourse(c.get("deps"), user.id, c.req.valid("json"));
      return c.json({ job: toJobDto(job, callerLanguage(c)) }, 202);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/courses",
      tags,
      summary:
        "Course overview with every language version: one page, searched by title, filtered by status, sorted by name, date or status",
      request: { query: overviewQuery },
      responses: { 200: json(overviewResponse, "Courses"), ...errors },
    }),
    async (c) => {
      await requireRole(c, "admin");
      return c.json(await getOverview(c.get("deps"), c.req.valid("query"), callerLanguage(c)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/course-versions/{id}",
      tags,
      summary: "Edit view of a course version",
      request: { params: idParam },
      responses: { 200: json(editViewResponse, "Version"), ...errors },
    }),
    async (c) => {
      await requireRole(c, "admin");
      return c.json(
        await getEditView(c.get("deps"), c.req.valid("param").id, callerLanguage(c)),
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/modules/{moduleId}/generate",
      tags,
      summary:
        "Generate a module's lessons (409 JOB_RUNNING while it is being generated); with the versionId of a translation they are translated into its language at once",
      request: {
        params: z.object({ moduleId: z.string() }),
        query: z.object({ versionId: z.string().optional() }),
      },
      responses: { 202: json(jobResponse, "Job started"), ...adminErrors },
    }),
    async (c) => {
      const user = await requireRole(c, "admin");
      const job = await enqueueGenerateModule(
        c.get("deps"),
        user.id,
        c.req.valid("param").moduleId,
        c.req.valid("query").versionId,
      );
      return c.json({ job: toJobDto(job, callerLanguage(c)) }, 202);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/course-versions/{id}/generate-all",
      tags,
      summary: "Generate every module without lessons, several at a time",
      request: { params: idParam },
      responses: { 202: json(jobResponse, "Job started"), ...adminErrors },
    }),
    async (c) => {
      const user = await requireRole(c, "admin");
      const job = await enqueueGenerateAll(c.get("deps"), user.id, c.req.valid("param").id);
      return c.json({ job: toJobDto(job, callerLanguage(c)) }, 202);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/jobs",
      tags,
      summary: "Active and recently finished jobs",
      request: { query: z.object({ active: z.enum(["true", "false"]).optional() }) },
      responses: { 200: json(jobsResponse, "Jobs"), ...errors },
    }),
    async (c) => {
      await requireRole(c, "admin");
      const active = c.req.valid("query").active === "true";
      const since = active ? new Date(Date.now() - 10 * 60_000) : new Date(0);
      const rows = await c.get("deps").jobs.listRecent(since);
      return c.json({ jobs: rows.map((r) => toJobDto(r, callerLanguage(c))) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/jobs/{id}",
      tags,
      summary: "One job",
      request: { params: idParam },
      responses: { 200: json(jobResponse, "Job"), ...errors },
    }),
    async (c) => {
      await requireRole(c, "admin");
      const { id } = c.req.valid("param");
      const row = isUuid(id) ? await c.get("deps").jobs.get(id) : null;
      if (!row) throw jobNotFound();
      return c.json({ job: toJobDto(row, callerLanguage(c)) }, 200);
    },
  );

  // Server-sent events: "job" events with a Job as data until the job finished.
  app.get("/admin/jobs/:id/events", async (c) => {
    await requireRole(c, "admin");
    const id = c.req.param("id");
    const row = isUuid(id) ? await c.get("deps").jobs.get(id) : null;
    if (!row) throw jobNotFound();
    return streamJobEvents(c, c.get("deps").jobs, id);
  });

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/versions",
      tags,
      summary: "All course versions with their course, newest first",
      responses: { 200: json(versionsResponse, "Versions"), ...errors },
    }),
    async (c) => {
      await requireRole(c, "admin");
      return c.json(await getVersions(c.get("deps")), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/course-versions/{id}/preview",
      tags,
      summary: "Read-only preview with its problems (translated text applied)",
      request: { params: idParam },
      responses: { 200: json(previewResponse, "Preview"), ...errors },
    }),
    async (c) => {
      await requireRole(c, "admin");
      return c.json(await getPreview(c.get("deps"), c.req.valid("param").id), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/course-versions/{id}/activate",
      tags,
      summary: "Zur Veröffentlichung vorbereiten: the version becomes active",
      request: { params: idParam },
      responses: { 200: json(versionSummary, "Activated"), ...errors },
    }),
    async (c) => {
      await requireRole(c, "admin");
      return c.json(await activateVersion(c.get("deps"), c.req.valid("param").id), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/publishable",
      tags,
      summary: "Active versions whose course has at least one module and one lesson",
      responses: { 200: json(publishableResponse, "Publishable versions"), ...errors },
    }),
    async (c) => {
      await requireRole(c, "admin");
      return c.json(await getPublishable(c.get("deps")), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/course-versions/{id}/translate",
      tags,
      summary:
        "Translate the whole course into another language as a new version (409 TRANSLATION_EXISTS, 400 OFFLINE_CANNOT_TRANSLATE, 400 SAME_LANGUAGE)",
      request: { params: idParam, ...jsonBody(translateSchema) },
      responses: { 202: json(jobResponse, "Job started"), ...adminErrors },
    }),
    async (c) => {
      const user = await requireRole(c, "admin");
      const job = await enqueueTranslation(
        c.get("deps"),
        user.id,
        c.req.valid("param").id,
        c.req.valid("json").targetLanguage,
      );
      return c.json({ job: toJobDto(job, callerLanguage(c)) }, 202);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/course-versions/{id}/manual-translation",
      tags,
      summary:
        "Create the version of another language for translating by hand in the editor: the source text shows there, every module 'nicht übersetzt' (409 TRANSLATION_EXISTS, 400 SAME_LANGUAGE)",
      request: { params: idParam, ...jsonBody(translateSchema) },
      responses: { 201: json(manualTranslationResponse, "Version created"), ...adminErrors },
    }),
    async (c) => {
      const user = await requireRole(c, "admin");
      const created = await createManualTranslation(
        c.get("deps"),
        user.id,
        c.req.valid("param").id,
        c.req.valid("json").targetLanguage,
      );
      return c.json(created, 201);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/course-versions/{id}/retranslate",
      tags,
      summary:
        "Re-translate modules of a translated version as a job: the given ones, or every outdated or untranslated one (400 NOT_A_TRANSLATION, 409 TRANSLATION_UP_TO_DATE, 409 JOB_RUNNING)",
      request: { params: idParam, ...jsonBody(retranslateSchema) },
      responses: { 202: json(jobResponse, "Job started"), ...adminErrors },
    }),
    async (c) => {
      const user = await requireRole(c, "admin");
      const job = await enqueueRetranslation(
        c.get("deps"),
        user.id,
        c.req.valid("param").id,
        c.req.valid("json").moduleIds,
      );
      return c.json({ job: toJobDto(job, callerLanguage(c)) }, 202);
    },
  );

  return app;
}
