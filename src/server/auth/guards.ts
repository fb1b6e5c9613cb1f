import type { Context } from "hono";
import type { AppEnv } from "../context";
import type { Role, SessionUser } from "@shared/contracts/auth";
import { hasRole, resolveRole } from "@shared/domain/roles";
import { isLanguage } from "@shared/i18n/languages";
import { forbidden, unauthorized } from "../lib/errors";
import { needsFreshSession } from "./session-cache";

/** The signed-in user of this request, or null. Loaded once per request. */
export async function getUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const cached = c.get("sessionUser");
  if (cached !== undefined) return cached;
  const cookie = c.req.header("cookie") ?? "";
  let user: SessionUser | null = null;
  if (cookie.includes("session_token")) {
    // Reads use the signed session cookie cache; writes and admin requests load the
    // session from the database (decision 0055). A refreshed cache cookie is passed on.
    const { headers, response: result } = await c.get("deps").auth.api.getSession({
      headers: c.req.raw.headers,
      query: needsFreshSession(c.req.method, c.req.path) ? { disableCookieCache: true } : {},
      returnHeaders: true,
    });
    for (const cookie of headers.getSetCookie()) c.header("Set-Cookie", cookie, { append: true });
    if (result?.user) {
      c.set("sessionId", result.session.id);
      const u = result.user as typeof result.user & { role?: string; language?: string };
      user = {
        id: u.id,
        email: u.email,
        name: u.name,
        image: u.image ?? null,
        role: resolveRole(u.role),
        language: isLanguage(u.language) ? u.language : "de",
        emailVerified: u.emailVerified,
      };
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
