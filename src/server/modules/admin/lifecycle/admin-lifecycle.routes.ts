import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { requireRole } from "../../../auth/guards";
import { createRouter, errors, json, jsonBody } from "../../../lib/openapi";
import { errorResponse } from "@shared/contracts/auth";
import { conflict, notFound } from "../../../lib/errors";
import { toJobDto } from "../../../jobs/job-dto";
import { callerLanguage } from "../../../lib/caller-language";
import { isUuid } from "../admin.service";
import {
  courseLearnersResponse,
  deleteCourseResponse,
  deleteCourseSchema,
  jobResponse,
  jobsResponse,
  publishResponse,
  publishSchema,
  unpublishResponse,
} from "@shared/contracts/admin";
import {
  archiveCourse,
  courseLearners,
  deleteCourse,
  publishVersion,
  unarchiveCourse,
  unpublishVersion,
} from "./admin-lifecycle";

const lifecycleErrors = { ...errors, 409: json(errorResponse, "Conflict") } as const;
const idParam = z.object({ id: z.string() });
const tags = ["admin"];

/** Publish gate, unpublish, archive and delete (issue "course lifecycle"); admin only. */
export function adminLifecycleRoutes() {
  const app = createRouter();
  // The role is checked before any body is parsed.
  app.use("/admin/*", async (c, next) => {
    await requireRole(c, "admin");
    await next();
  });

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/course-versions/{id}/publish",
      tags,
      summary:
        "Publish a version (409 PUBLISH_BLOCKED with details.problems; 409 PUBLISH_WARNINGS unless confirmWarnings)",
      request: { params: idParam, ...jsonBody(publishSchema) },
      responses: { 200: json(publishResponse, "Published"), ...lifecycleErrors },
    }),
    async (c) => {
      const user = await requireRole(c, "admin");
      const { confirmWarnings } = c.req.valid("json");
      return c.json(
        await publishVersion(c.get("deps"), user.id, c.req.valid("param").id, confirmWarnings),
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/course-versions/{id}/unpublish",
      tags,
      summary:
        "Unpublish a version: the source version hides the course from new learners, a translation falls back to the source language",
      request: { params: idParam },
      responses: { 200: json(unpublishResponse, "Unpublished"), ...errors },
    }),
    async (c) => {
      const user = await requireRole(c, "admin");
      return c.json(await unpublishVersion(c.get("deps"), user.id, c.req.valid("param").id), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/courses/{id}/learners",
      tags,
      summary: "How many learners a course has (for the archive and delete confirmations)",
      request: { params: idParam },
      responses: { 200: json(courseLearnersResponse, "Learners"), ...errors },
    }),
    async (c) => {
      await requireRole(c, "admin");
      return c.json(await courseLearners(c.get("deps"), c.req.valid("param").id), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/courses/{id}/archive",
      tags,
      summary: "Archive a course: unpublished, kept with its learners' progress",
      request: { params: idParam },
      responses: { 200: json(courseLearnersResponse, "Archived"), ...errors },
    }),
    async (c) => {
      const user = await requireRole(c, "admin");
      return c.json(await archiveCourse(c.get("deps"), user.id, c.req.valid("param").id), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/courses/{id}/unarchive",
      tags,
      summary: "Take a course out of the archive (it stays unpublished until published again)",
      request: { params: idParam },
      responses: { 200: json(courseLearnersResponse, "Out of the archive"), ...errors },
    }),
    async (c) => {
      const user = await requireRole(c, "admin");
      return c.json(await unarchiveCourse(c.get("deps"), user.id, c.req.valid("param").id), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/admin/courses/{id}",
      tags,
      summary:
        "Delete a course (409 COURSE_HAS_PROGRESS while learners have progress, unless confirmTitle is the course title)",
      request: { params: idParam, ...jsonBody(deleteCourseSchema) },
      responses: { 200: json(deleteCourseResponse, "Deleted"), ...lifecycleErrors },
    }),
    async (c) => {
      const user = await requireRole(c, "admin");
      const { confirmTitle } = c.req.valid("json");
      return c.json(
        await deleteCourse(c.get("deps"), user.id, c.req.valid("param").id, confirmTitle),
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/courses/{id}/jobs",
      tags,
      summary: "The newest jobs of a course (job panel of the edit screen)",
      request: { params: idParam },
      responses: { 200: json(jobsResponse, "Jobs"), ...errors },
    }),
    async (c) => {
      await requireRole(c, "admin");
      const { id } = c.req.valid("param");
      const rows = isUuid(id) ? await c.get("deps").jobs.listForCourse(id) : [];
      return c.json({ jobs: rows.map((r) => toJobDto(r, callerLanguage(c))) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/jobs/{id}/cancel",
      tags,
      summary: "Cancel a queued or running job (the model call is aborted, nothing is written)",
      request: { params: idParam },
      responses: { 200: json(jobResponse, "Cancelled"), ...lifecycleErrors },
    }),
    async (c) => {
      await requireRole(c, "admin");
      const { id } = c.req.valid("param");
      const jobs = c.get("deps").jobs;
      if (!isUuid(id) || !(await jobs.get(id))) throw notFound("JOB_NOT_FOUND", "v:jobNotFound");
      if (!(await jobs.cancel(id))) throw conflict("JOB_FINISHED", "v:jobFinished");
      return c.json({ job: toJobDto((await jobs.get(id))!, callerLanguage(c)) }, 200);
    },
  );

  return app;
}
