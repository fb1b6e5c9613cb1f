import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { createRouter, errors, json, jsonBody } from "../../lib/openapi";
import type { Deps } from "../../context";
import { errorResponse } from "@shared/contracts/auth";
import { setupSchema, setupStatusResponse } from "@shared/contracts/users";
import { createFirstAdmin, setupNeeded } from "./setup.service";

const tags = ["setup"];

/** First-admin setup (issue 13): public, protected by the setup key from the server log. */
export function setupRoutes(deps: Deps) {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/setup",
      tags,
      summary: "Whether the install still needs its first admin",
      responses: { 200: json(setupStatusResponse, "Setup status") },
    }),
    async (c) => c.json({ needed: await setupNeeded(deps.db) }, 200),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/setup",
      tags,
      summary:
        "Create the first admin with the setup key (403 SETUP_TOKEN_INVALID; 410 SETUP_DONE once an admin exists)",
      request: jsonBody(setupSchema),
      responses: {
        201: json(z.object({ ok: z.literal(true) }), "Admin created"),
        ...errors,
        410: json(errorResponse, "Setup already done"),
      },
    }),
    async (c) => {
      await createFirstAdmin(deps, c.req.valid("json"));
      return c.json({ ok: true as const }, 201);
    },
  );

  return app;
}
