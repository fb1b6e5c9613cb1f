import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { createRouter, json, jsonBody } from "../../../lib/openapi";
import {
  courseSettingsPatch,
  courseSettingsResponse,
  deleteResponse,
  editorViewResponse,
  expectedRevisionQuery,
  historyResponse,
  impactResponse,
  lessonCreate,
  lessonPatch,
  lessonResponse,
  lessonsOrderInput,
  moduleCreate,
  modulePatch,
  moduleResponse,
  modulesOrderInput,
  outlineResponse,
  restoreResponse,
} from "@shared/contracts/editor";
import { getEditorView, getHistory, getLesson } from "./editor.service";
import {
  addLesson,
  addModule,
  patchCourse,
  patchLesson,
  patchModule,
  reorderLessons,
  reorderModules,
} from "./editor-structure";
import { deleteToTrash, getImpact, restoreFromTrash } from "./editor-trash";
import { editorBlockRoutes } from "./editor-blocks.routes";
import { admin, editorErrors, lessonParams, moduleParams, tags, V } from "./editor-route-kit";
import { editorRegenerateRoutes } from "./editor-regenerate.routes";

/**
 * The course editor (issue 10). The admin role is checked by a middleware before any
 * body is read; handlers take the (cached) user again for the audit trail.
 */
export function editorRoutes() {
  const app = createRouter();
  app.use("/admin/editor/*", async (c, next) => {
    await admin(c);
    await next();
  });
  app.use("/admin/courses/:courseId/history", async (c, next) => {
    await admin(c);
    await next();
  });

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/editor/{versionId}",
      tags,
      summary: "Everything the course editor shows (settings, outline, counts, recycle bin)",
      request: { params: z.object(V) },
      responses: { 200: json(editorViewResponse, "Editor view"), ...editorErrors },
    }),
    async (c) => c.json(await getEditorView(c.get("deps"), c.req.valid("param").versionId), 200),
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/admin/editor/{versionId}/course",
      tags,
      summary: "Course settings (title and description in the version's language)",
      request: { params: z.object(V), ...jsonBody(courseSettingsPatch) },
      responses: { 200: json(courseSettingsResponse, "Course settings"), ...editorErrors },
    }),
    async (c) => {
      const user = await admin(c);
      const body = c.req.valid("json");
      return c.json(
        await patchCourse(c.get("deps"), user.id, c.req.valid("param").versionId, body),
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/editor/{versionId}/modules",
      tags,
      summary: "Add a module at the end (source language only)",
      request: { params: z.object(V), ...jsonBody(moduleCreate) },
      responses: { 201: json(moduleResponse, "Module"), ...editorErrors },
    }),
    async (c) => {
      const user = await admin(c);
      const body = c.req.valid("json");
      return c.json(
        await addModule(c.get("deps"), user.id, c.req.valid("param").versionId, body),
        201,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/admin/editor/{versionId}/modules/order",
      tags,
      summary: "Reorder modules: every module of the course, in the new order (atomic)",
      request: { params: z.object(V), ...jsonBody(modulesOrderInput) },
      responses: { 200: json(outlineResponse, "Outline"), ...editorErrors },
    }),
    async (c) => {
      const user = await admin(c);
      const body = c.req.valid("json");
      return c.json(
        await reorderModules(c.get("deps"), user.id, c.req.valid("param").versionId, body),
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/admin/editor/{versionId}/modules/{moduleId}",
      tags,
      summary: "Rename a module or edit its description",
      request: { params: moduleParams, ...jsonBody(modulePatch) },
      responses: { 200: json(moduleResponse, "Module"), ...editorErrors },
    }),
    async (c) => {
      const user = await admin(c);
      const { versionId, moduleId } = c.req.valid("param");
      return c.json(
        await patchModule(c.get("deps"), user.id, versionId, moduleId, c.req.valid("json")),
        200,
      );
    },
  );

  for (const kind of ["module", "lesson"] as const) {
    const params = kind === "module" ? moduleParams : lessonParams;
    const path = kind === "module" ? "modules/{moduleId}" : "lessons/{lessonId}";
    const idOf = (p: Record<string, string>) => (kind === "module" ? p.moduleId : p.lessonId);
    app.openapi(
      createRoute({
        method: "get",
        path: `/admin/editor/{versionId}/${path}/impact`,
        tags,
        summary: `What deleting this ${kind} affects (lessons, learners with progress)`,
        request: { params },
        responses: { 200: json(impactResponse, "Impact"), ...editorErrors },
      }),
      async (c) => {
        const p = c.req.valid("param") as Record<string, string>;
        return c.json(await getImpact(c.get("deps"), p.versionId, kind, idOf(p)), 200);
      },
    );
    app.openapi(
      createRoute({
        method: "delete",
        path: `/admin/editor/{versionId}/${path}`,
        tags,
        summary: `Delete a ${kind} into the recycle bin (restorable for 30 days)`,
        request: { params, query: expectedRevisionQuery },
        responses: { 200: json(deleteResponse, "Deleted"), ...editorErrors },
      }),
      async (c) => {
        const user = await admin(c);
        const p = c.req.valid("param") as Record<string, string>;
        const { expectedRevision } = c.req.valid("query");
        return c.json(
          await deleteToTrash(c.get("deps"), user.id, p.versionId, kind, idOf(p), expectedRevision),
          200,
        );
      },
    );
  }

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/editor/{versionId}/modules/{moduleId}/lessons",
      tags,
      summary: "Add an empty lesson by hand at the end of a module",
      request: { params: moduleParams, ...jsonBody(lessonCreate) },
      responses: { 201: json(lessonResponse, "Lesson"), ...editorErrors },
    }),
    async (c) => {
      const user = await admin(c);
      const { versionId, moduleId } = c.req.valid("param");
      return c.json(
        await addLesson(c.get("deps"), user.id, versionId, moduleId, c.req.valid("json")),
        201,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/admin/editor/{versionId}/lessons/order",
      tags,
      summary: "Reorder lessons within a module or move one to another (full order of both)",
      request: { params: z.object(V), ...jsonBody(lessonsOrderInput) },
      responses: { 200: json(outlineResponse, "Outline"), ...editorErrors },
    }),
    async (c) => {
      const user = await admin(c);
      const body = c.req.valid("json");
      return c.json(
        await reorderLessons(c.get("deps"), user.id, c.req.valid("param").versionId, body),
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/editor/{versionId}/lessons/{lessonId}",
      tags,
      summary: "One lesson with all fields and blocks",
      request: { params: lessonParams },
      responses: { 200: json(lessonResponse, "Lesson"), ...editorErrors },
    }),
    async (c) => {
      const { versionId, lessonId } = c.req.valid("param");
      return c.json(await getLesson(c.get("deps"), versionId, lessonId), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/admin/editor/{versionId}/lessons/{lessonId}",
      tags,
      summary: "Edit a lesson (title, objective, minutes, video, markdown)",
      request: { params: lessonParams, ...jsonBody(lessonPatch) },
      responses: { 200: json(lessonResponse, "Lesson"), ...editorErrors },
    }),
    async (c) => {
      const user = await admin(c);
      const { versionId, lessonId } = c.req.valid("param");
      return c.json(
        await patchLesson(c.get("deps"), user.id, versionId, lessonId, c.req.valid("json")),
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/editor/{versionId}/trash/{trashId}/restore",
      tags,
      summary: "Restore a deleted module or lesson with its learners' progress",
      request: { params: z.object({ ...V, trashId: z.string() }) },
      responses: { 200: json(restoreResponse, "Restored"), ...editorErrors },
    }),
    async (c) => {
      const user = await admin(c);
      const { versionId, trashId } = c.req.valid("param");
      return c.json(await restoreFromTrash(c.get("deps"), user.id, versionId, trashId), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/courses/{courseId}/history",
      tags,
      summary: "The course's change history (Verlauf), newest first",
      request: { params: z.object({ courseId: z.string() }) },
      responses: { 200: json(historyResponse, "History"), ...editorErrors },
    }),
    async (c) => c.json(await getHistory(c.get("deps"), c.req.valid("param").courseId), 200),
  );

  app.route("/", editorBlockRoutes());
  app.route("/", editorRegenerateRoutes());
  return app;
}
