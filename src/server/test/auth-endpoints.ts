import { createHmac } from "node:crypto";
import { expect } from "vitest";
import type { TestApp } from "./harness";

/**
 * Every endpoint of Better Auth the app serves under /api/auth, as the library registers
 * them (the admin plugin's are closed, server-only ones have no path), with sample values
 * for path parameters.
 */
export function exposedAuthEndpoints(t: TestApp): { method: string; path: string }[] {
  const endpoints = t.deps.auth.api as unknown as Record<
    string,
    {
      path?: string;
      options?: { method?: string | string[]; metadata?: { SERVER_ONLY?: boolean } };
    }
  >;
  const out: { method: string; path: string }[] = [];
  for (const e of Object.values(endpoints)) {
    if (!e.path || e.options?.metadata?.SERVER_ONLY || e.path.startsWith("/admin/")) continue;
    const method = [e.options?.method ?? "GET"].flat()[0]!;
    out.push({ method, path: `/api/auth${e.path.replace(/:(\w+)/g, "sample-$1")}` });
  }
  return out;
}

let ip = 0;
/** A client address of its own per request: Better Auth's rate limits count per address. */
const nextIp = () => `10.41.${Math.floor(++ip / 250) % 250}.${ip % 250}`;

async function answer(t: TestApp, e: { method: string; path: string }, cookie?: string) {
  const res = await t.request(e.path, {
    method: e.method,
    cookie,
    ip: nextIp(),
    ...(e.method === "GET" ? {} : { json: {} }),
  });
  return { status: res.status, body: await res.text() };
}

/**
 * A cookie of an ended session is worth nothing on any of Better Auth's endpoints: each
 * answers it exactly as it answers a caller without any cookie (status and body).
 * Returns how many endpoints were asked.
 */
export async function expectNobodyOnAuthEndpoints(t: TestApp, cookie: string, what: string) {
  const endpoints = exposedAuthEndpoints(t);
  for (const e of endpoints) {
    const anonymous = await answer(t, e);
    const withCookie = await answer(t, e, cookie);
    expect(withCookie, `${e.method} ${e.path} ${what}`).toEqual(anonymous);
  }
  return endpoints.length;
}

/** A signed `kurswerk.session_token` cookie value, as better-call signs it. */
export function signedToken(token: string, secret: string) {
  const signature = createHmac("sha256", secret).update(token).digest("base64");
  return encodeURIComponent(`${token}.${signature}`);
}

/**
 * A forged pair of cookies for `user`: a session token signed with `secret`, and Better
 * Auth's compact cookie cache for that token, signed with `secret` too (what the audit of
 * issue 41 built with the public development secret).
 */
export function forgedSessionCookies(
  secret: string,
  user: { id: string; email: string; name: string; role: string },
  token = "forged-token-0000000000000000000",
  sessionId = "forged-session",
) {
  const now = Date.now();
  const expiresAt = now + 30_000;
  const iso = new Date(now).toISOString();
  const sessionData = {
    session: {
      id: sessionId,
      token,
      userId: user.id,
      expiresAt: new Date(now + 86_400_000).toISOString(),
      createdAt: iso,
      updatedAt: iso,
      ipAddress: null,
      userAgent: null,
    },
    user: {
      ...user,
      emailVerified: true,
      image: null,
      createdAt: iso,
      updatedAt: iso,
      language: "de",
      banned: false,
    },
    updatedAt: now,
    version: "1",
  };
  const signature = createHmac("sha256", secret)
    .update(JSON.stringify({ ...sessionData, expiresAt }))
    .digest("base64url");
  const cache = Buffer.from(
    JSON.stringify({ session: sessionData, expiresAt, signature }),
  ).toString("base64url");
  return `kurswerk.session_token=${signedToken(token, secret)}; kurswerk.session_data=${cache}`;
}
