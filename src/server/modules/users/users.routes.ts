import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { requireRole } from "../../auth/guards";
import { createRouter, errors, json, jsonBody } from "../../lib/openapi";
import type { Deps } from "../../context";
import { errorResponse } from "@shared/contracts/auth";
import {
  actionResponse,
  banSchema,
  setRoleSchema,
  userDetailResponse,
  usersPageResponse,
  usersQuerySchema,
} from "@shared/contracts/users";
import {
  banUser,
  listUsers,
  revokeSessions,
  sendAccountMail,
  setRole,
  unbanUser,
  userDetail,
} from "./users.service";

const tags = ["admin users"];
const idParam = z.object({ id: z.string().min(1).max(100) });
const writeErrors = { ...errors, 409: json(errorResponse, "Refused by a rule") } as const;

/**
 * Users administration (issue 13): moderators read, admins change. The access guard has
 * already decided the role before anything here is parsed; handlers check it again.
 */
export function usersRoutes(deps: Deps) {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/users",
      tags,
      summary: "Users with search, role and status filters, sort and paging (moderator)",
      request: { query: usersQuerySchema },
      responses: { 200: json(usersPageResponse, "One page of users"), ...errors },
    }),
    async (c) => {
      await requireRole(c, "moderator");
      return c.json(await listUsers(deps.db, c.req.valid("query")), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/users/{id}",
      tags,
      summary: "A user's account, sessions, change history and learning path (moderator)",
      request: { params: idParam },
      responses: { 200: json(userDetailResponse, "The user"), ...errors },
    }),
    async (c) => {
      const caller = await requireRole(c, "moderator");
      return c.json(await userDetail(deps.db, caller, c.req.valid("param").id, c.get("lang")), 200);
    },
  );

  /** A change by an admin, answered with the user's page as it is now. */
  const detailAfter = async (
    c: Parameters<typeof requireRole>[0],
    change: (actor: Awaited<ReturnType<typeof requireRole>>, id: string) => Promise<void>,
  ) => {
    const actor = await requireRole(c, "admin");
    const id = c.req.param("id")!;
    await change(actor, id);
    return userDetail(deps.db, actor, id, c.get("lang"));
  };

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/users/{id}/role",
      tags,
      summary:
        "Set the role (409 LAST_ADMIN; 409 CONFIRMATION_REQUIRED when an admin demotes themself)",
      request: { params: idParam, ...jsonBody(setRoleSchema) },
      responses: { 200: json(userDetailResponse, "Changed"), ...writeErrors },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const detail = await detailAfter(c, (actor, id) =>
        setRole(deps.db, actor, id, body.role, body.confirmSelfDemotion),
      );
      return c.json(detail, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/users/{id}/ban",
      tags,
      summary: "Block an account with a reason and an optional end; its sessions end at once",
      request: { params: idParam, ...jsonBody(banSchema) },
      responses: { 200: json(userDetailResponse, "Blocked"), ...writeErrors },
    }),
    async (c) => {
      const body = c.req.valid("json");
      return c.json(await detailAfter(c, (actor, id) => banUser(deps.db, actor, id, body)), 200);
    },
  );

  const simple = [
    { path: "unban", summary: "Lift a block", run: unbanUser },
    { path: "revoke-sessions", summary: "End all sessions of the user", run: revokeSessions },
  ] as const;
  for (const s of simple)
    app.openapi(
      createRoute({
        method: "post",
        path: `/admin/users/{id}/${s.path}`,
        tags,
        summary: s.summary,
        request: { params: idParam },
        responses: { 200: json(userDetailResponse, "Done"), ...writeErrors },
      }),
      async (c) => c.json(await detailAfter(c, (actor, id) => s.run(deps.db, actor, id)), 200),
    );

  const mails = [
    {
      path: "resend-confirmation",
      kind: "confirmation",
      summary: "Send the confirmation e-mail again (409 ALREADY_CONFIRMED)",
    },
    { path: "password-reset", kind: "password-reset", summary: "Send a password reset link" },
  ] as const;
  for (const m of mails)
    app.openapi(
      createRoute({
        method: "post",
        path: `/admin/users/{id}/${m.path}`,
        tags,
        summary: m.summary,
        request: { params: idParam },
        responses: { 200: json(actionResponse, "Sent"), ...writeErrors },
      }),
      async (c) => {
        const actor = await requireRole(c, "admin");
        await sendAccountMail(deps, actor, c.req.valid("param").id, m.kind);
        return c.json({ ok: true as const }, 200);
      },
    );

  return app;
}
