import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../test/harness";
import { session, user } from "../db/schema";
import { freshSession, signedSessionToken } from "./fresh-session";

/** The one-statement session read of decision 0062 answers only the plain, valid case. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const secret = () => t.deps.config.authSecret;
const me = async (cookie: string) =>
  ((await (await t.request("/api/me", { cookie })).json()) as { user: { id: string } | null }).user;

describe("fresh session read", () => {
  it("reads the signed-in user from a correctly signed session cookie", async () => {
    const a = await t.signIn("user");
    const found = await freshSession(t.deps.db, a.cookie, secret(), false);
    expect(found?.user).toMatchObject({ id: a.userId, email: a.email, role: "user" });
    expect((await me(a.cookie))?.id).toBe(a.userId);
  });

  it("refuses a cookie whose signature does not match (tampered token or other secret)", async () => {
    const a = await t.signIn("user");
    const b = await t.signIn("user");
    const tokenOf = (cookie: string) => signedSessionToken(cookie, secret(), false)!;
    // A's signature on B's token: nobody is signed in, with or without the fast path.
    const value = /kurswerk\.session_token=([^;]+)/.exec(a.cookie)![1];
    const forged = a.cookie.replace(
      value,
      encodeURIComponent(`${tokenOf(b.cookie)}.${decodeURIComponent(value).split(".").pop()}`),
    );
    expect(signedSessionToken(forged, secret(), false)).toBeUndefined();
    expect(await freshSession(t.deps.db, forged, secret(), false)).toBeUndefined();
    expect(await me(forged)).toBeNull();
    expect(
      signedSessionToken(a.cookie, "another-secret-another-secret-123", false),
    ).toBeUndefined();
  });

  it("leaves expired sessions and banned users to Better Auth (nobody signed in)", async () => {
    const a = await t.signIn("user");
    await t.deps.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, a.userId));
    expect(await freshSession(t.deps.db, a.cookie, secret(), false)).toBeUndefined();
    expect(await me(a.cookie)).toBeNull();

    const b = await t.signIn("user");
    await t.deps.db.update(user).set({ banned: true }).where(eq(user.id, b.userId));
    expect(await freshSession(t.deps.db, b.cookie, secret(), false)).toBeUndefined();
  });

  it("leaves a session due for its daily extension to Better Auth, which extends it", async () => {
    const a = await t.signIn("user");
    const old = new Date(Date.now() + 20 * 24 * 60 * 60 * 1000);
    await t.deps.db.update(session).set({ expiresAt: old }).where(eq(session.userId, a.userId));
    expect(await freshSession(t.deps.db, a.cookie, secret(), false)).toBeUndefined();
    expect((await me(a.cookie))?.id).toBe(a.userId);
    const [row] = await t.deps.db
      .select({ expiresAt: session.expiresAt })
      .from(session)
      .where(eq(session.userId, a.userId));
    expect(row.expiresAt.getTime()).toBeGreaterThan(old.getTime());
  });
});
