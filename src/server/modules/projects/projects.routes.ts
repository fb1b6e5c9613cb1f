import { createRoute, z } from "@hono/zod-openapi";
import {
  adminProjectSchema,
  adminProjectsResponse,
  commentRequest,
  learnerProjectsResponse,
  mySubmissionSchema,
  projectInputSchema,
  reorderProjectsRequest,
  reviewersResponse,
  saveDraftRequest,
  screenshotResponse,
  submitRequest,
  updateProjectRequest,
} from "@shared/contracts/projects";
import { expectedRevisionQuery } from "@shared/contracts/editor";
import { learningLangQuery } from "@shared/contracts/learning";
import { isLanguage } from "@shared/i18n/languages";
import { errorResponse } from "@shared/contracts/auth";
import { UPLOAD_FIELD } from "@shared/contracts/media";
import { MAX_IMAGE_BYTES } from "@shared/domain/media";
import { imageUploadRequest, readUploadedFile } from "../../lib/upload-body";
import type { Deps } from "../../context";
import { requireRole, requireUser } from "../../auth/guards";
import { startFirstPass } from "./review-first-pass";
import { createRouter, errors, json, jsonBody } from "../../lib/openapi";
import {
  adminProjects,
  createProject,
  deleteProject,
  reorderProjects,
  setReviewer,
  updateProject,
} from "./projects-admin.service";
import {
  learnerProjects,
  replyOnSubmission,
  saveDraft,
  submitProject,
  uploadScreenshot,
} from "./projects-learner.service";
import { notifyLearnerReply, notifyResubmitted } from "./projects-notify";

const courseParam = z.object({ courseId: z.string() });
const projectParam = z.object({ projectId: z.string() });
const reviewerParam = z.object({ courseId: z.string(), userId: z.string() });
const conflict = { 409: json(errorResponse, "Changed elsewhere, or not allowed in its status") };

/** Projects (issue 30, decision 0099): the admin's course projects and reviewers, the learner's submissions. */
export function projectsRoutes(deps: Deps) {
  const app = createRouter();
  const { db } = deps;

  /* ---------------------------------------------------------------- admin */

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/courses/{courseId}/projects",
      tags: ["projects"],
      summary: "A course's projects and assigned reviewers",
      request: { params: courseParam },
      responses: { 200: json(adminProjectsResponse, "Projects"), ...errors },
    }),
    async (c) => {
      await requireRole(c, "admin");
      return c.json(await adminProjects(db, c.req.valid("param").courseId), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/courses/{courseId}/projects",
      tags: ["projects"],
      summary: "Create a project of a course",
      request: { params: courseParam, ...jsonBody(projectInputSchema) },
      responses: { 201: json(adminProjectSchema, "Created"), ...errors },
    }),
    async (c) => {
      const user = await requireRole(c, "admin");
      const { courseId } = c.req.valid("param");
      return c.json(await createProject(db, user.id, courseId, c.req.valid("json")), 201);
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/admin/projects/{projectId}",
      tags: ["projects"],
      summary: "Replace a project (a stale expectedRevision answers 409 REVISION_CONFLICT)",
      request: { params: projectParam, ...jsonBody(updateProjectRequest) },
      responses: { 200: json(adminProjectSchema, "Saved"), ...errors, ...conflict },
    }),
    async (c) => {
      const user = await requireRole(c, "admin");
      const { projectId } = c.req.valid("param");
      return c.json(await updateProject(db, user.id, projectId, c.req.valid("json")), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/admin/projects/{projectId}",
      tags: ["projects"],
      summary: "Delete a project nobody submitted yet (409 PROJECT_HAS_SUBMISSIONS otherwise)",
      request: { params: projectParam, query: expectedRevisionQuery },
      responses: {
        200: json(z.object({ deleted: z.literal(true) }), "Deleted"),
        ...errors,
        ...conflict,
      },
    }),
    async (c) => {
      const user = await requireRole(c, "admin");
      const { projectId } = c.req.valid("param");
      const { expectedRevision } = c.req.valid("query");
      return c.json(await deleteProject(db, user.id, projectId, expectedRevision), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/admin/courses/{courseId}/projects/order",
      tags: ["projects"],
      summary: "Reorder a course's projects (every project exactly once)",
      request: { params: courseParam, ...jsonBody(reorderProjectsRequest) },
      responses: { 200: json(adminProjectsResponse, "Projects in their new order"), ...errors },
    }),
    async (c) => {
      const user = await requireRole(c, "admin");
      const { courseId } = c.req.valid("param");
      return c.json(await reorderProjects(db, user.id, courseId, c.req.valid("json").ids), 200);
    },
  );

  for (const [method, assign] of [
    ["put", true],
    ["delete", false],
  ] as const)
    app.openapi(
      createRoute({
        method,
        path: "/admin/courses/{courseId}/reviewers/{userId}",
        tags: ["projects"],
        summary: assign
          ? "Assign a moderator or admin as a reviewer of the course's projects"
          : "Unassign a reviewer of the course",
        request: { params: reviewerParam },
        responses: { 200: json(reviewersResponse, "The course's reviewers"), ...errors },
      }),
      async (c) => {
        const user = await requireRole(c, "admin");
        const { courseId, userId } = c.req.valid("param");
        return c.json(await setReviewer(db, user.id, courseId, userId, assign), 200);
      },
    );

  /* ---------------------------------------------------------------- learner */

  app.openapi(
    createRoute({
      method: "get",
      path: "/learning/course-projects/{courseId}",
      tags: ["projects"],
      summary: "The projects of a course the learner may see, each with their own submission",
      request: { params: courseParam, query: learningLangQuery },
      responses: { 200: json(learnerProjectsResponse, "Projects"), ...errors },
    }),
    async (c) => {
      const user = await requireUser(c);
      // The content language: ?lang= as the player has it, else the learner's language.
      const lang = c.req.valid("query").lang ?? (isLanguage(user.language) ? user.language : "de");
      const { courseId } = c.req.valid("param");
      return c.json(await learnerProjects(db, user.id, courseId, lang), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/learning/projects/{projectId}/draft",
      tags: ["projects"],
      summary:
        "Save the learner's draft (409 REVISION_CONFLICT when stale, SUBMISSION_LOCKED under review)",
      request: { params: projectParam, ...jsonBody(saveDraftRequest) },
      responses: { 200: json(mySubmissionSchema, "Saved"), ...errors, ...conflict },
    }),
    async (c) => {
      const user = await requireUser(c);
      const { projectId } = c.req.valid("param");
      return c.json(await saveDraft(db, user.id, projectId, c.req.valid("json"), deps), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/learning/projects/{projectId}/submit",
      tags: ["projects"],
      summary:
        "Submit the draft as the next version; the project's automatic checks run first (409 CHECKS_FAILED)",
      request: { params: projectParam, ...jsonBody(submitRequest) },
      responses: { 200: json(mySubmissionSchema, "Submitted"), ...errors, ...conflict },
    }),
    async (c) => {
      const user = await requireUser(c);
      const { projectId } = c.req.valid("param");
      const submitted = await submitProject(db, user.id, projectId, c.req.valid("json"));
      // The reviewers' AI first pass of the new version (decision 0124; never in this answer).
      await startFirstPass(deps, { submissionId: submitted.id, version: submitted.version });
      if (submitted.version > 1) await notifyResubmitted(deps, user.id, projectId);
      return c.json(submitted, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/learning/projects/{projectId}/comments",
      tags: ["projects"],
      summary: "The learner replies on their submission (whole or a file line)",
      request: { params: projectParam, ...jsonBody(commentRequest) },
      responses: { 200: json(mySubmissionSchema, "Their submission"), ...errors, ...conflict },
    }),
    async (c) => {
      const user = await requireUser(c);
      const { projectId } = c.req.valid("param");
      const answer = await replyOnSubmission(db, user.id, projectId, c.req.valid("json"));
      await notifyLearnerReply(deps, user.id, projectId);
      return c.json(answer, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/learning/projects/{projectId}/screenshots",
      tags: ["projects"],
      summary:
        "Upload a screenshot of the learner's project (PNG, JPEG or WebP by content, at most 5 MB; stored as WebP)",
      request: { params: projectParam, ...imageUploadRequest(UPLOAD_FIELD) },
      responses: {
        200: json(screenshotResponse, "Stored; the draft may name it"),
        ...errors,
        413: json(errorResponse, "File larger than 5 MB"),
      },
    }),
    async (c) => {
      const user = await requireUser(c);
      const { projectId } = c.req.valid("param");
      const { bytes } = await readUploadedFile(c, {
        maxBytes: MAX_IMAGE_BYTES,
        field: UPLOAD_FIELD,
      });
      return c.json(await uploadScreenshot(deps, user.id, projectId, bytes), 200);
    },
  );

  return app;
}
