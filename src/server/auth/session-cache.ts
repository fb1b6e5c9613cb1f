import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";

/**
 * Better Auth's signed session cookie cache (decision 0055): a hot learner read takes the
 * session from the signed `session_data` cookie (at most this many seconds old) without a
 * session statement. Whether that session still exists and its user is not banned is asked
 * in the read's own statement (decision 0095), so a sign-out or ban elsewhere is refused at
 * the next request; the cookie's copy of the user (name, role, language) may lag by this age.
 */
export const SESSION_CACHE_MAX_AGE_S = 30;
/** A session lasts 30 days and is extended once a day while it is used (Better Auth). */
export const SESSION_EXPIRES_IN_S = 60 * 60 * 24 * 30;
export const SESSION_UPDATE_AGE_S = 60 * 60 * 24;

/**
 * The reads whose one statement confirms the session itself (`sessionLiveSql`, decision
 * 0095): the dashboard, the learning path, the catalogue, the player and a course's progress.
 * Only they may take the session from the cookie cache.
 */
const SELF_CONFIRMING_READS =
  /^\/api\/learning\/(?:dashboard|path|courses|courses\/[^/]+|courses\/[^/]+\/progress)$/;

/**
 * Every other request reads the stored session from the database (one prepared statement,
 * `fresh-session.ts`): writes, admin work, `/api/me` and the account screens, every other
 * read and every page.
 */
export function needsFreshSession(method: string, path: string): boolean {
  return !((method === "GET" || method === "HEAD") && SELF_CONFIRMING_READS.test(path));
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

/*
 * Verifying the signed cookie cache is a pure function of the request's cookies, the secret
 * and the clock: Better Auth decodes it, checks its HMAC and its expiry. Its result is kept
 * per exact Cookie header until the cookie cache expires (decision 0062), so a learner's
 * next reads skip Better Auth's endpoint machinery. A changed cookie (sign-out, refresh,
 * another user) is another key; nothing here is state another process needs.
 */
export interface VerifiedSession<U> {
  user: U;
  sessionId: string;
  until: number;
}

const MAX_VERIFIED = 5000;
const verified = new Map<string, VerifiedSession<unknown>>();

export function verifiedSession<U>(cookieHeader: string, now = Date.now()) {
  const hit = verified.get(cookieHeader) as VerifiedSession<U> | undefined;
  if (!hit) return undefined;
  if (hit.until <= now) {
    verified.delete(cookieHeader);
    return undefined;
  }
  return hit;
}

/** The cookie cache's own expiry (compact strategy), or null when it cannot be read. */
export function cookieCacheExpiry(cookieHeader: string): number | null {
  const m = /(?:^|;\s*)(?:__Secure-)?kurswerk\.session_data=([^;]+)/.exec(cookieHeader);
  if (!m) return null;
  try {
    const payload = JSON.parse(Buffer.from(m[1], "base64url").toString("utf8")) as {
      expiresAt?: unknown;
    };
    return typeof payload.expiresAt === "number" ? payload.expiresAt : null;
  } catch {
    return null;
  }
}

/** Remembers a session Better Auth verified from the cookie cache of exactly this header. */
export function rememberVerifiedSession<U>(
  cookieHeader: string,
  session: { user: U; sessionId: string; sessionExpiresAt: Date },
) {
  const cacheExpiry = cookieCacheExpiry(cookieHeader);
  if (cacheExpiry === null) return;
  const until = Math.min(cacheExpiry, session.sessionExpiresAt.getTime());
  if (until <= Date.now()) return;
  if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
  verified.set(cookieHeader, { user: session.user, sessionId: session.sessionId, until });
}
