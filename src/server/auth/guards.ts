import type { Context } from "hono";
import type { AppEnv } from "../context";
import type { Role, SessionUser } from "@shared/contracts/auth";
import { hasRole, resolveRole } from "@shared/domain/roles";
import { isLanguage } from "@shared/i18n/languages";
import { forbidden, unauthorized } from "../lib/errors";
import { freshSession } from "./fresh-session";
import { needsFreshSession, rememberVerifiedSession, verifiedSession } from "./session-cache";

/** The user as the API shows it, from Better Auth's user or our own session read. */
function sessionUserOf(u: {
  id: string;
  email: string;
  name: string;
  image?: string | null;
  role?: string | null;
  language?: string | null;
  emailVerified: boolean;
}): SessionUser {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    image: u.image ?? null,
    role: resolveRole(u.role ?? undefined),
    language: isLanguage(u.language) ? u.language : "de",
    emailVerified: u.emailVerified,
  };
}

/** A ban without an end, or whose end lies ahead. */
function banRunning(u: { banned?: unknown; banExpires?: unknown }, now = Date.now()) {
  if (u.banned !== true) return false;
  if (u.banExpires == null) return true;
  return new Date(u.banExpires as string | Date).getTime() > now;
}

/** The signed-in user of this request, or null. Loaded once per request. */
export async function getUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const cached = c.get("sessionUser");
  if (cached !== undefined) return cached;
  const cookie = c.req.header("cookie") ?? "";
  let user: SessionUser | null = null;
  if (cookie.includes("session_token")) {
    // Reads use the signed session cookie cache; writes and admin requests load the
    // session from the database (decision 0055). A refreshed cache cookie is passed on.
    const fresh = needsFreshSession(c.req.method, c.req.path);
    const { config, db } = c.get("deps");
    // Fast paths (decision 0062): the stored session in one statement, or a cookie cache
    // Better Auth already verified; anything unusual goes to Better Auth below.
    const known = fresh
      ? await freshSession(db, cookie, config.authSecret, config.baseUrl.startsWith("https://"))
      : verifiedSession<SessionUser>(cookie);
    if (known) {
      const shown = sessionUserOf(known.user);
      c.set("sessionId", known.sessionId);
      c.set("sessionUser", shown);
      return shown;
    }
    const { headers, response: result } = await c.get("deps").auth.api.getSession({
      headers: c.req.raw.headers,
      query: fresh ? { disableCookieCache: true } : {},
      returnHeaders: true,
    });
    const setCookies = headers.getSetCookie();
    for (const value of setCookies) c.header("Set-Cookie", value, { append: true });
    // A ban ends the sessions; a session row that outlived one is still nobody's (issue 41).
    if (result?.user && !banRunning(result.user as { banned?: unknown; banExpires?: unknown })) {
      c.set("sessionId", result.session.id);
      user = sessionUserOf(result.user);
      // Answered from the cookie cache as it came (nothing refreshed): remember it (0062).
      if (!fresh && setCookies.length === 0)
        rememberVerifiedSession(cookie, {
          user,
          sessionId: result.session.id,
          sessionExpiresAt: new Date(result.session.expiresAt),
        });
    }
  }
  c.set("sessionUser", user);
  return user;
}

export async function requireUser(c: Context<AppEnv>): Promise<SessionUser> {
  const user = await getUser(c);
  if (!user) throw unauthorized();
  return user;
}

/** The one role check every protected route uses: 401 signed out, 403 below the role. */
export async function requireRole(c: Context<AppEnv>, role: Role): Promise<SessionUser> {
  const user = await requireUser(c);
  if (!hasRole(user.role, role)) throw forbidden();
  return user;
}
