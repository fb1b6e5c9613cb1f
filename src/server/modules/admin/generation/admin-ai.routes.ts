import { createRoute } from "@hono/zod-openapi";
import type { Deps } from "../../../context";
import { requireRole } from "../../../auth/guards";
import { createRouter, errors, json } from "../../../lib/openapi";
import { callerLanguage } from "../../../lib/caller-language";
import { aiConnectionResponse, aiConnectionTestResponse } from "@shared/contracts/admin";

const tags = ["admin"];

/** AI_BASE_URL as the admin may see it: without user name and password. */
export function publicBaseUrl(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    u.username = "";
    u.password = "";
    return u.toString().replace(/\/$/, "");
  } catch {
    return null;
  }
}

/**
 * The admin's "KI-Modell" screen (issue 46, decision 0182): how the model is configured (set
 * in the environment only, never through the UI) and "Verbindung testen", which calls it
 * through the same path as generation. Both need the admin role; neither reads a body.
 */
export function adminAiRoutes(deps: Deps) {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/ai/connection",
      tags,
      summary: "How the AI model is configured (environment variables; no secret is answered)",
      responses: { 200: json(aiConnectionResponse, "Configuration"), ...errors },
    }),
    async (c) => {
      await requireRole(c, "admin");
      const ai = deps.config.ai;
      return c.json(
        {
          provider: ai.provider,
          model: ai.model ?? null,
          baseUrl: publicBaseUrl(ai.baseUrl),
          apiKeySet: !!ai.apiKey,
          timeoutMs: ai.timeoutMs,
          offline: deps.ai.info.offline,
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/ai/connection/test",
      tags,
      summary:
        "Calls the configured model once: its answer, or the kind and exact cause of the error",
      responses: { 200: json(aiConnectionTestResponse, "Outcome of the test"), ...errors },
    }),
    async (c) => {
      await requireRole(c, "admin");
      return c.json(await deps.ai.testConnection(callerLanguage(c)), 200);
    },
  );

  return app;
}
