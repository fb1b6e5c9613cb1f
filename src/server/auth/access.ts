import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import type { Role } from "@shared/contracts/auth";
import { requireRole } from "./guards";

/**
 * Who may call which part of the API, decided BEFORE a body, query or path parameter is
 * validated: an unauthorised caller gets 401/403 and learns nothing about the schema.
 * Every route under a prefix inherits its rule, so new routes are protected by default.
 * The handlers still call requireUser/requireRole (and check ownership of rows).
 */
export const ACCESS_RULES: ReadonlyArray<{ prefix: string; role: Role; readOnly?: boolean }> = [
  // Moderators may look at the users screen, not change it (issue 13); first match wins.
  { prefix: "/api/admin/users", role: "moderator", readOnly: true },
  { prefix: "/api/admin/", role: "admin" },
  { prefix: "/api/learning/", role: "user" },
  { prefix: "/api/me/", role: "user" },
  // Project reviews (issue 30): moderators and admins; the service decides which courses.
  { prefix: "/api/review/", role: "moderator" },
  // A teacher's classes (issue 44): teachers and above; the service decides which classes.
  { prefix: "/api/teach/", role: "teacher" },
  // Moderating the lessons' discussions (issue 45): teachers (their classes), moderators, admins.
  { prefix: "/api/discussions/", role: "teacher" },
  // Help requests (issue 45): teachers, moderators and admins; the service decides which ones.
  { prefix: "/api/help/", role: "teacher" },
];

/** The least role a path needs, or null for public paths. */
export function requiredRoleFor(path: string, method = "GET"): Role | null {
  const reading = method === "GET" || method === "HEAD";
  for (const rule of ACCESS_RULES) {
    if (!path.startsWith(rule.prefix)) continue;
    if (rule.readOnly && !reading) continue;
    return rule.role;
  }
  return null;
}

/** Mounted on /api/* before every module: applies ACCESS_RULES. */
export function accessGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const role = requiredRoleFor(c.req.path, c.req.method);
    if (role) await requireRole(c, role);
    await next();
  };
}

/**
 * For a protected route outside the prefixes above: `createRoute({ middleware: [roleFirst("user")] })`
 * runs the role check before the route's validators.
 */
export const roleFirst =
  (role: Role): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await requireRole(c, role);
    await next();
  };
