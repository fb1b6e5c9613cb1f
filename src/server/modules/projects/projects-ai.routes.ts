import { createRoute, z } from "@hono/zod-openapi";
import { projectAiDraftRequest, projectAiDraftResponse } from "@shared/contracts/projects";
import { errorResponse } from "@shared/contracts/auth";
import type { Deps } from "../../context";
import { requireRole } from "../../auth/guards";
import { createRouter, errors, json, jsonBody } from "../../lib/openapi";
import { draftProjectWithAi } from "./projects-ai.service";

/** "Projekt mit KI entwerfen" (decision 0142): a draft of a course's capstone, nothing saved. */
export function projectAiRoutes(deps: Deps) {
  const app = createRouter();
  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/courses/{courseId}/projects/ai-draft",
      tags: ["projects"],
      summary: "Draft a capstone project from the course's outline (AI or offline; nothing saved)",
      request: { params: z.object({ courseId: z.string() }), ...jsonBody(projectAiDraftRequest) },
      responses: {
        200: json(projectAiDraftResponse, "Draft"),
        ...errors,
        502: json(errorResponse, "The model gave no valid draft (PROJECT_AI_INVALID, AI_FAILED)"),
      },
    }),
    async (c) => {
      await requireRole(c, "admin");
      const { courseId } = c.req.valid("param");
      const { instruction } = c.req.valid("json");
      return c.json(await draftProjectWithAi(deps, courseId, instruction), 200);
    },
  );
  return app;
}
