import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, withSetCookies, type TestApp } from "../test/harness";
import { session, user } from "../db/schema";
import {
  expectNobodyOnAuthEndpoints,
  exposedAuthEndpoints,
  forgedSessionCookies,
  signedToken,
} from "../test/auth-endpoints";

/*
 * Issue 41: a session that ended is refused at once on every endpoint, Better Auth's own
 * included (they trusted the signed cookie cache for up to 30 s), in every process; no
 * answer hands out a session token; nobody signs with a known secret.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = "test-password-123";

/** A second session of the same account (another device). */
async function signInAgain(app: TestApp, email: string) {
  const res = await app.request("/api/auth/sign-in/email", {
    json: { email, password: PASSWORD },
    ip: "10.42.0.1",
  });
  expect(res.status).toBe(200);
  return withSetCookies("", res);
}

const tokensOf = async (app: TestApp, userId: string) =>
  (
    await app.deps.db
      .select({ token: session.token })
      .from(session)
      .where(eq(session.userId, userId))
  ).map((r) => r.token);

/** The cookie still works right now (so the test below proves the ending, not a bad cookie). */
async function expectSignedIn(app: TestApp, cookie: string, userId: string) {
  const res = await app.request("/api/auth/get-session", { cookie });
  expect(res.status).toBe(200);
  expect(((await res.json()) as { user: { id: string } }).user.id).toBe(userId);
}

/** Refused by the app's routes and by every Better Auth endpoint, at once. */
async function expectEnded(app: TestApp, cookie: string, what: string) {
  expect((await app.request("/api/me/settings", { cookie })).status, what).toBe(401);
  const me = (await (await app.request("/api/me", { cookie })).json()) as { user: unknown };
  expect(me.user, what).toBeNull();
  const asked = await expectNobodyOnAuthEndpoints(app, cookie, what);
  expect(asked).toBeGreaterThan(25);
}

describe("a session that ended is refused at once on every endpoint", () => {
  it("lists Better Auth's session endpoints among those it asks", () => {
    const paths = exposedAuthEndpoints(t).map((e) => `${e.method} ${e.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        "GET /api/auth/get-session",
        "POST /api/auth/update-user",
        "GET /api/auth/list-sessions",
        "GET /api/auth/list-accounts",
        "POST /api/auth/two-factor/enable",
        "POST /api/auth/change-password",
      ]),
    );
    expect(paths.filter((p) => p.includes("/admin/"))).toEqual([]);
  });

  it("after a sign-out: update-user no longer renames (the audit's +28 s)", async () => {
    const a = await t.signIn("user");
    await expectSignedIn(t, a.cookie, a.userId);
    const out = await t.request("/api/auth/sign-out", { cookie: a.cookie, json: {} });
    expect(out.status).toBe(200);
    const rename = await t.request("/api/auth/update-user", {
      cookie: a.cookie,
      json: { name: "Nach dem Abmelden" },
    });
    expect(rename.status).toBe(401);
    const [row] = await t.deps.db
      .select({ name: user.name })
      .from(user)
      .where(eq(user.id, a.userId));
    expect(row.name).not.toBe("Nach dem Abmelden");
    await expectEnded(t, a.cookie, "after sign-out");
  }, 60_000);

  it("after a ban", async () => {
    const admin = await t.signIn("admin");
    const a = await t.signIn("user");
    await expectSignedIn(t, a.cookie, a.userId);
    const ban = await t.request(`/api/admin/users/${a.userId}/ban`, {
      cookie: admin.cookie,
      json: { reason: "Test" },
    });
    expect(ban.status).toBe(200);
    await expectEnded(t, a.cookie, "after a ban");
  }, 60_000);

  it("after the owner ends that session elsewhere (by its id) and after an admin ends all", async () => {
    const a = await t.signIn("user");
    const other = await signInAgain(t, a.email);
    await expectSignedIn(t, a.cookie, a.userId);
    // The session list names sessions by id, device and time: never a token.
    const listed = await t.request("/api/auth/list-sessions", { cookie: other });
    expect(listed.status).toBe(200);
    const text = await listed.text();
    const sessions = JSON.parse(text) as Record<string, unknown>[];
    expect(sessions).toHaveLength(2);
    for (const s of sessions) {
      expect(s).not.toHaveProperty("token");
      expect(Object.keys(s)).toEqual(
        expect.arrayContaining(["id", "userAgent", "createdAt", "updatedAt", "expiresAt"]),
      );
    }
    for (const token of await tokensOf(t, a.userId)) expect(text).not.toContain(token);
    // "Abmelden" of the first device from the second: by the id the list shows.
    const settings = (await (await t.request("/api/me/settings", { cookie: other })).json()) as {
      sessions: { id: string; current: boolean }[];
    };
    const first = settings.sessions.find((s) => !s.current)!;
    expect(sessions.map((s) => s.id)).toContain(first.id);
    const end = await t.request(`/api/me/sessions/${first.id}`, {
      method: "DELETE",
      cookie: other,
    });
    expect(end.status).toBe(200);
    await expectEnded(t, a.cookie, "after 'end this session'");
    await expectSignedIn(t, other, a.userId);

    const admin = await t.signIn("admin");
    const all = await t.request(`/api/admin/users/${a.userId}/revoke-sessions`, {
      cookie: admin.cookie,
      json: {},
    });
    expect(all.status).toBe(200);
    await expectEnded(t, other, "after an admin ended every session");
  }, 120_000);

  it("after a password change on another device, even when the caller asked to keep the others", async () => {
    const a = await t.signIn("user");
    const other = await signInAgain(t, a.email);
    await expectSignedIn(t, a.cookie, a.userId);
    const change = await t.request("/api/auth/change-password", {
      cookie: other,
      json: {
        currentPassword: PASSWORD,
        newPassword: "ein-ganz-neues-passwort-41",
        revokeOtherSessions: false,
      },
    });
    expect(change.status).toBe(200);
    const body = (await change.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty("token");
    await expectEnded(t, a.cookie, "after a password change elsewhere");
    // The device that changed it stays signed in (with the cookie it was given).
    await expectSignedIn(t, withSetCookies(other, change), a.userId);
  }, 60_000);
});

describe("no answer hands out a session token", () => {
  it("sign-in and get-session answer without the token the httpOnly cookie hides", async () => {
    const a = await t.signIn("user");
    const signIn = await t.request("/api/auth/sign-in/email", {
      json: { email: a.email, password: PASSWORD },
      ip: "10.42.0.2",
    });
    expect(signIn.status).toBe(200);
    const signInText = await signIn.text();
    expect(JSON.parse(signInText)).not.toHaveProperty("token");
    const got = await t.request("/api/auth/get-session", { cookie: a.cookie });
    const gotText = await got.text();
    expect((JSON.parse(gotText) as { session: object }).session).not.toHaveProperty("token");
    for (const token of await tokensOf(t, a.userId)) {
      expect(signInText).not.toContain(token);
      expect(gotText).not.toContain(token);
    }
  });
});

describe("a forged cookie is nobody", () => {
  const OLD_CONSTANT = "kurswerk-development-secret-not-for-production-use";

  it("signs with a secret of its own, never the old public constant", () => {
    expect(t.deps.config.authSecret).not.toBe(OLD_CONSTANT);
    expect(t.deps.config.authSecret.length).toBeGreaterThanOrEqual(32);
  });

  it("refuses cookies made with the old constant: the audit's admin takeover", async () => {
    const admin = await t.signIn("admin");
    const [adminRow] = await t.deps.db.select().from(user).where(eq(user.id, admin.userId));
    const [token] = await tokensOf(t, admin.userId);
    // The admin's real session token, signed with the constant: not a session.
    const signed = `kurswerk.session_token=${signedToken(token, OLD_CONSTANT)}`;
    expect((await t.request("/api/admin/users", { cookie: signed })).status).toBe(401);
    // A cookie cache for the admin's id, signed with the constant.
    const forged = forgedSessionCookies(OLD_CONSTANT, {
      id: adminRow.id,
      email: adminRow.email,
      name: adminRow.name,
      role: "admin",
    });
    const rename = await t.request("/api/auth/update-user", {
      cookie: forged,
      json: { name: "Übernommen" },
    });
    expect(rename.status).toBe(401);
    expect((await t.request("/api/auth/list-sessions", { cookie: forged })).status).toBe(401);
    expect((await t.request("/api/admin/users", { cookie: forged })).status).toBe(401);
    expect((await t.request("/api/learning/dashboard", { cookie: forged })).status).toBe(401);
    const [after] = await t.deps.db
      .select({ name: user.name })
      .from(user)
      .where(eq(user.id, admin.userId));
    expect(after.name).toBe(adminRow.name);
  });

  it("Better Auth's endpoints ignore a cookie cache even when correctly signed", async () => {
    // Whoever had the secret could sign a cache for any user id, but not make a session:
    // Better Auth's endpoints read the stored session, so the cache alone is nobody.
    const admin = await t.signIn("admin");
    const [adminRow] = await t.deps.db.select().from(user).where(eq(user.id, admin.userId));
    const forged = forgedSessionCookies(t.deps.config.authSecret, {
      id: adminRow.id,
      email: adminRow.email,
      name: adminRow.name,
      role: "admin",
    });
    const rename = await t.request("/api/auth/update-user", {
      cookie: forged,
      json: { name: "Übernommen" },
    });
    expect(rename.status).toBe(401);
    await expectNobodyOnAuthEndpoints(t, forged, "forged cache");
  }, 60_000);
});

/**
 * Two processes on one PostgreSQL (issue 16's pattern, two-processes.test.ts): a session
 * ended through one is refused by the other at its next request, on every endpoint.
 */
const pg = Boolean(process.env.TEST_DATABASE_URL);
describe.runIf(pg)("two server processes on one PostgreSQL", () => {
  let b: TestApp;
  beforeAll(async () => {
    b = await createTestApp({}, { databaseUrl: t.databaseUrl });
  });
  afterAll(async () => {
    await b?.close();
  });

  it("a sign-out through one process ends the session in the other at once", async () => {
    const a = await t.signIn("user");
    await expectSignedIn(b, a.cookie, a.userId);
    expect((await t.request("/api/auth/sign-out", { cookie: a.cookie, json: {} })).status).toBe(
      200,
    );
    await expectEnded(b, a.cookie, "sign-out in the other process");
  }, 60_000);

  it("a ban, an ended session and a password change through one process, in the other", async () => {
    const admin = await t.signIn("admin");
    const banned = await t.signIn("user");
    await expectSignedIn(b, banned.cookie, banned.userId);
    const ban = await t.request(`/api/admin/users/${banned.userId}/ban`, {
      cookie: admin.cookie,
      json: { reason: "Test" },
    });
    expect(ban.status).toBe(200);
    await expectEnded(b, banned.cookie, "ban in the other process");

    const a = await t.signIn("user");
    const other = await signInAgain(t, a.email);
    await expectSignedIn(b, a.cookie, a.userId);
    const settings = (await (await t.request("/api/me/settings", { cookie: other })).json()) as {
      sessions: { id: string; current: boolean }[];
    };
    const first = settings.sessions.find((s) => !s.current)!;
    expect(
      (await t.request(`/api/me/sessions/${first.id}`, { method: "DELETE", cookie: other })).status,
    ).toBe(200);
    await expectEnded(b, a.cookie, "ended session in the other process");

    const c = await t.signIn("user");
    const cOther = await signInAgain(t, c.email);
    await expectSignedIn(b, c.cookie, c.userId);
    const change = await t.request("/api/auth/change-password", {
      cookie: cOther,
      json: { currentPassword: PASSWORD, newPassword: "ein-ganz-neues-passwort-42" },
    });
    expect(change.status).toBe(200);
    await expectEnded(b, c.cookie, "password change in the other process");
  }, 120_000);
});
