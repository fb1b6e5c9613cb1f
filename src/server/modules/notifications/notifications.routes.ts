import { createRoute } from "@hono/zod-openapi";
import {
  markReadRequest,
  notificationsResponse,
  unreadResponse,
} from "@shared/contracts/notifications";
import type { Deps } from "../../context";
import { requireUser } from "../../auth/guards";
import { createRouter, errors, json, jsonBody } from "../../lib/openapi";
import { listNotifications, markRead } from "./notifications.service";

const tags = ["notifications"];

/** The signed-in user's own notices (issue 30, decision 0127); /api/me/* needs a session. */
export function notificationsRoutes(deps: Deps) {
  const app = createRouter();
  const { db } = deps;

  app.openapi(
    createRoute({
      method: "get",
      path: "/me/notifications",
      tags,
      summary: "The caller's newest notices and their unread count",
      responses: { 200: json(notificationsResponse, "Notices"), ...errors },
    }),
    async (c) => {
      const user = await requireUser(c);
      return c.json(await listNotifications(db, user.id), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/me/notifications/read",
      tags,
      summary: "Mark the caller's notices read (the named ones, or all)",
      request: jsonBody(markReadRequest),
      responses: { 200: json(unreadResponse, "The unread count"), ...errors },
    }),
    async (c) => {
      const user = await requireUser(c);
      return c.json({ unread: await markRead(db, user.id, c.req.valid("json").ids) }, 200);
    },
  );

  return app;
}
