import { CLIENT_IP_HEADER } from "./auth";

/*
 * What Better Auth's own endpoints (/api/auth/*) see and answer (issue 41, decision 0173).
 *
 * Never the cookie cache: Better Auth trusts its signed `session_data` cookie for up to
 * SESSION_CACHE_MAX_AGE_S on every endpoint that reads the session through it (get-session,
 * update-user, list-sessions, list-accounts, two-factor set-up …), so a cookie of a session
 * ended by a sign-out, a ban, "end this session" or a password change kept working there for
 * that long, in every process. The request it gets carries no cache cookie, so each of them
 * reads the stored session (as the app's own routes do, fresh-session.ts): a session gone
 * from the database is refused at once, by every process. The answer sets a new cache as
 * before, which only the five hot reads use (they confirm it in their statement, 0095).
 *
 * Never a session token in a body: the session cookie is httpOnly, and a page's script must
 * not read what the cookie hides (list-sessions handed out the token of every session of
 * the account; get-session, sign-in and change-password the caller's own). Sessions are
 * named by their id; "end this session" maps the id to the token on the server, for the
 * caller's own sessions only (DELETE /api/me/sessions/:id).
 */

/** The session cookie cache and its chunks, with or without the __Secure- prefix. */
const CACHE_COOKIE = /^(?:__Secure-)?kurswerk\.session_data(?:\.\d+)?$/;

/** The Cookie header without the session cookie cache (null: nothing was left). */
export function withoutCookieCache(cookie: string): string | null {
  const kept = cookie
    .split(";")
    .map((c) => c.trim())
    .filter((c) => c && !CACHE_COOKIE.test(c.slice(0, c.indexOf("=") >>> 0)));
  return kept.length ? kept.join("; ") : null;
}

/** The request handed to Better Auth: our client address, no cookie cache. */
export function authRequest(req: Request, clientIp: string): Request {
  const headers = new Headers(req.headers);
  headers.set(CLIENT_IP_HEADER, clientIp);
  const cookie = headers.get("cookie");
  if (cookie?.includes("session_data")) {
    const kept = withoutCookieCache(cookie);
    if (kept) headers.set("cookie", kept);
    else headers.delete("cookie");
  }
  return new Request(req, { headers });
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Drops `token` from the answer, from its `session` and from every item of a list. */
function dropTokens(body: Json): boolean {
  const strip = (o: Json): boolean => {
    if (!o || typeof o !== "object" || Array.isArray(o) || !("token" in o)) return false;
    delete o.token;
    return true;
  };
  if (Array.isArray(body)) return body.map(strip).some(Boolean);
  if (!body || typeof body !== "object") return false;
  const top = strip(body);
  const session = strip(body.session ?? null);
  return top || session;
}

/** Better Auth's successful JSON answer without any session token in its body. */
export async function withoutSessionTokens(res: Response): Promise<Response> {
  if (res.status < 200 || res.status >= 300) return res;
  if (!res.headers.get("content-type")?.includes("json")) return res;
  const text = await res.text();
  let body: Json;
  try {
    body = JSON.parse(text) as Json;
  } catch {
    return new Response(text, { status: res.status, headers: res.headers });
  }
  if (!dropTokens(body)) return new Response(text, { status: res.status, headers: res.headers });
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(body), { status: res.status, headers });
}
