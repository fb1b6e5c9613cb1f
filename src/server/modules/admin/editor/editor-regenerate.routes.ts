import { createRoute } from "@hono/zod-openapi";
import { createRouter, json, jsonBody } from "../../../lib/openapi";
import { errorResponse } from "@shared/contracts/auth";
import {
  lessonAcceptInput,
  lessonProposalResponse,
  lessonResponse,
  moduleAcceptInput,
  moduleAcceptResponse,
  moduleProposalResponse,
  regenerateInput,
} from "@shared/contracts/editor";
import { acceptLesson, acceptModule, proposeLesson, proposeModule } from "./editor-regenerate";
import { admin, editorErrors, lessonParams, moduleParams, tags } from "./editor-route-kit";

/** Regenerate a lesson or a module with the AI: proposal, then accept (admin role checked by editorRoutes). */
const aiErrors = {
  ...editorErrors,
  502: json(errorResponse, "The model failed (AI_FAILED)"),
} as const;

export function editorRegenerateRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/editor/{versionId}/lessons/{lessonId}/regenerate",
      tags,
      summary: "A new proposal for one lesson (nothing saved)",
      request: { params: lessonParams, ...jsonBody(regenerateInput) },
      responses: { 200: json(lessonProposalResponse, "Proposal"), ...aiErrors },
    }),
    async (c) => {
      await admin(c);
      const { versionId, lessonId } = c.req.valid("param");
      const { instruction } = c.req.valid("json");
      return c.json(await proposeLesson(c.get("deps"), versionId, lessonId, instruction), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/editor/{versionId}/lessons/{lessonId}/regenerate/accept",
      tags,
      summary:
        "Replace the lesson's text and blocks with an accepted proposal (same id, progress kept)",
      request: { params: lessonParams, ...jsonBody(lessonAcceptInput) },
      responses: { 200: json(lessonResponse, "Lesson"), ...editorErrors },
    }),
    async (c) => {
      const user = await admin(c);
      const { versionId, lessonId } = c.req.valid("param");
      return c.json(
        await acceptLesson(c.get("deps"), user.id, versionId, lessonId, c.req.valid("json")),
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/editor/{versionId}/modules/{moduleId}/regenerate",
      tags,
      summary:
        "A new proposal for a module's lessons with what accepting would remove (nothing saved)",
      request: { params: moduleParams, ...jsonBody(regenerateInput) },
      responses: { 200: json(moduleProposalResponse, "Proposal"), ...aiErrors },
    }),
    async (c) => {
      await admin(c);
      const { versionId, moduleId } = c.req.valid("param");
      const { instruction } = c.req.valid("json");
      return c.json(await proposeModule(c.get("deps"), versionId, moduleId, instruction), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/editor/{versionId}/modules/{moduleId}/regenerate/accept",
      tags,
      summary:
        "Accept a module proposal (dryRun: only the impact); lessons matched by position keep their ids",
      request: { params: moduleParams, ...jsonBody(moduleAcceptInput) },
      responses: { 200: json(moduleAcceptResponse, "Result"), ...editorErrors },
    }),
    async (c) => {
      const user = await admin(c);
      const { versionId, moduleId } = c.req.valid("param");
      return c.json(
        await acceptModule(c.get("deps"), user.id, versionId, moduleId, c.req.valid("json")),
        200,
      );
    },
  );
  return app;
}
