import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";

/**
 * Better Auth's signed session cookie cache (decision 0055): a read request is answered
 * from the signed `session_data` cookie for at most this many seconds, without a session
 * statement. Role changes, bans and sign-outs on other devices take effect within it.
 */
export const SESSION_CACHE_MAX_AGE_S = 30;

/**
 * The paths whose every request reads the session from the database: writes, admin work,
 * `/api/me` (the first call of every page load, so an ended or banned session shows the
 * sign-in at the next page) and the account screens under /api/me/* (settings, sessions,
 * export). The learner's data reads (/api/learning/*, /api/plan/*) answer from the cache.
 */
export function needsFreshSession(method: string, path: string): boolean {
  return (
    (method !== "GET" && method !== "HEAD") ||
    path.startsWith("/api/admin/") ||
    path === "/api/me" ||
    path.startsWith("/api/me/")
  );
}

/**
 * After any write of ours under /api (profile, language, onboarding …) the cached copy
 * of the user may be stale: expire it so the next read loads the user once and caches
 * it again. Better Auth's own routes refresh or clear the cookie themselves.
 */
export function expireSessionCacheAfterWrites(secure: boolean): MiddlewareHandler<AppEnv> {
  const name = `${secure ? "__Secure-" : ""}kurswerk.session_data`;
  const attributes = `Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
  return async (c, next) => {
    await next();
    const m = c.req.method;
    if (m === "GET" || m === "HEAD" || m === "OPTIONS") return;
    if (c.req.path.startsWith("/api/auth/")) return;
    if (!(c.req.header("cookie") ?? "").includes("session_data")) return;
    c.res.headers.append("Set-Cookie", `${name}=; ${attributes}`);
  };
}
