import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { createRouter, json, jsonBody } from "../../../lib/openapi";
import {
  projectTranslationItem,
  projectTranslationsResponse,
  saveProjectTranslationRequest,
} from "@shared/contracts/project-translation";
import { admin, editorErrors, tags, V } from "../editor/editor-route-kit";
import { getProjectTranslations, saveProjectTranslation } from "./admin-project-translation-edit";

/** Translating a course's projects by hand in a translation's editor (issue 30, decision 0146). */
export function projectTranslationRoutes() {
  const app = createRouter();
  const versionParam = z.object(V);
  const projectParams = z.object({ ...V, projectId: z.string() });

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/editor/{versionId}/project-translations",
      tags,
      summary: "A translation's projects: the source's texts beside the translated ones",
      request: { params: versionParam },
      responses: { 200: json(projectTranslationsResponse, "Projects"), ...editorErrors },
    }),
    async (c) => {
      await admin(c);
      const { versionId } = c.req.valid("param");
      return c.json(await getProjectTranslations(c.get("deps").db, versionId), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/admin/editor/{versionId}/project-translations/{projectId}",
      tags,
      summary: "Save a project's translated texts (a stale expectedRevision answers 409)",
      request: { params: projectParams, ...jsonBody(saveProjectTranslationRequest) },
      responses: { 200: json(projectTranslationItem, "Saved"), ...editorErrors },
    }),
    async (c) => {
      const user = await admin(c);
      const { versionId, projectId } = c.req.valid("param");
      const body = c.req.valid("json");
      return c.json(
        await saveProjectTranslation(c.get("deps").db, user.id, versionId, projectId, body),
        200,
      );
    },
  );
  return app;
}
