import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { fixedLimit, param, prepared } from "../db/prepared";
import { session, user } from "../db/schema";
import { SESSION_EXPIRES_IN_S, SESSION_UPDATE_AGE_S } from "./session-cache";

/*
 * The stored session of a request in one prepared statement (decision 0062), for the requests
 * that must see the database's word (writes, admin work, /api/me: decision 0055). Better Auth's
 * own getSession runs its endpoint machinery, several statements and re-signs the cookie cache
 * each time; this path answers only the plain case — a correctly signed session cookie whose
 * session exists, has not expired, is not due for Better Auth's daily extension, and whose
 * user is not banned. Everything else (no cookie, bad signature, unknown or expired session,
 * extension due, banned) returns undefined and the caller asks Better Auth, which also clears
 * or refreshes cookies as it always does.
 */

export interface FreshSession {
  sessionId: string;
  user: {
    id: string;
    email: string;
    name: string;
    image: string | null;
    role: string;
    language: string;
    emailVerified: boolean;
  };
}

const COOKIE = /(?:^|;\s*)(__Secure-)?kurswerk\.session_token=([^;]*)/g;

/** The session token of a signed `kurswerk.session_token` cookie (better-call's format). */
export function signedSessionToken(
  cookieHeader: string,
  secret: string,
  secure: boolean,
): string | undefined {
  for (const m of cookieHeader.matchAll(COOKIE)) {
    if (Boolean(m[1]) !== secure) continue;
    let value: string;
    try {
      value = decodeURIComponent(m[2]);
    } catch {
      return undefined;
    }
    const dot = value.lastIndexOf(".");
    if (dot < 1) return undefined;
    const token = value.slice(0, dot);
    const signature = Buffer.from(value.slice(dot + 1), "base64");
    const expected = createHmac("sha256", secret).update(token).digest();
    if (signature.length !== expected.length || !timingSafeEqual(signature, expected))
      return undefined;
    return token;
  }
  return undefined;
}

const sessionQuery = (db: Db) =>
  prepared(db, "kw_fresh_session", (d) =>
    d
      .select({
        sessionId: session.id,
        expiresAt: session.expiresAt,
        id: user.id,
        email: user.email,
        name: user.name,
        image: user.image,
        role: user.role,
        language: user.language,
        emailVerified: user.emailVerified,
        banned: user.banned,
        banExpires: user.banExpires,
      })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(eq(session.token, param("token")))
      .limit(fixedLimit(1))
      .prepare("kw_fresh_session"),
  );

/**
 * True when the signed session cookie names a stored session whose user is banned (a ban
 * that is still running). Better Auth's own endpoints do not look at the ban of a session
 * they find (issue 41, decision 0173): the mount asks this first. One statement, and none
 * without a correctly signed cookie.
 */
export async function bannedSession(
  db: Db,
  cookieHeader: string,
  secret: string,
  secure: boolean,
  now = Date.now(),
): Promise<boolean> {
  const token = signedSessionToken(cookieHeader, secret, secure);
  if (!token) return false;
  const [row] = await sessionQuery(db).execute({ token });
  return Boolean(row?.banned && (!row.banExpires || row.banExpires.getTime() > now));
}

export async function freshSession(
  db: Db,
  cookieHeader: string,
  secret: string,
  secure: boolean,
  now = Date.now(),
): Promise<FreshSession | undefined> {
  const token = signedSessionToken(cookieHeader, secret, secure);
  if (!token) return undefined;
  const [row] = await sessionQuery(db).execute({ token });
  if (!row) return undefined;
  const expiresAt = row.expiresAt.getTime();
  // Better Auth extends a session once it is older than updateAge: leave that to it.
  const extensionDue = expiresAt - SESSION_EXPIRES_IN_S * 1000 + SESSION_UPDATE_AGE_S * 1000 <= now;
  const banned = row.banned && (!row.banExpires || row.banExpires.getTime() > now);
  if (expiresAt <= now || extensionDue || banned) return undefined;
  const { sessionId, id, email, name, image, role, language, emailVerified } = row;
  return { sessionId, user: { id, email, name, image, role, language, emailVerified } };
}
