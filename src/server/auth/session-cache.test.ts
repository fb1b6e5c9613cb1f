import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../test/harness";
import { session, user } from "../db/schema";
import { demoCourses, insertDemoCourse } from "../db/seed/seed";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const onlyToken = (cookie: string) =>
  cookie
    .split("; ")
    .filter((c) => c.includes("session_token"))
    .join("; ");
const cookiesOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(";")[0]);

describe("session cookie cache (decision 0055)", () => {
  it("answers a learner read without a session statement, and caches after a lookup", async () => {
    const { cookie } = await t.signIn("user");
    expect(cookie).toContain("session_data=");
    const cached = await t.request("/api/learning/path", { cookie });
    expect(cached.status).toBe(200);
    const uncached = await t.request("/api/learning/path", { cookie: onlyToken(cookie) });
    expect(uncached.status).toBe(200);
    // The same data, and the session lookup only without the cached copy.
    expect(await uncached.text()).toBe(await cached.text());
    expect(Number(uncached.headers.get("x-sql-statements"))).toBeGreaterThan(
      Number(cached.headers.get("x-sql-statements")),
    );
    expect(cookiesOf(uncached).some((c) => c.includes("session_data=") && !c.endsWith("="))).toBe(
      true,
    );
  });

  it("/api/me reads the stored session: an ended session shows signed out at the next page", async () => {
    const { cookie, userId } = await t.signIn("user");
    expect((await (await t.request("/api/me", { cookie })).json()).user.id).toBe(userId);
    await t.deps.db.delete(session).where(eq(session.userId, userId));
    expect((await (await t.request("/api/me", { cookie })).json()).user).toBeNull();
  });

  it("decides admin requests on the stored role at once", async () => {
    const admin = await t.signIn("admin");
    expect((await t.request("/api/admin/courses", { cookie: admin.cookie })).status).toBe(200);
    await t.deps.db.update(user).set({ role: "user" }).where(eq(user.id, admin.userId));
    expect((await t.request("/api/admin/courses", { cookie: admin.cookie })).status).toBe(403);

    const learner = await t.signIn("user");
    expect((await t.request("/api/admin/courses", { cookie: learner.cookie })).status).toBe(403);
    await t.deps.db.update(user).set({ role: "admin" }).where(eq(user.id, learner.userId));
    expect((await t.request("/api/admin/courses", { cookie: learner.cookie })).status).toBe(200);
  });

  it("expires the cached copy after one of our writes, so the next read is current", async () => {
    const { cookie } = await t.signIn("user");
    const put = await t.request("/api/me/language", {
      method: "PUT",
      json: { language: "fr" },
      cookie,
    });
    expect(put.status).toBe(200);
    expect(put.headers.getSetCookie().some((c) => /session_data=;.*Max-Age=0/.test(c))).toBe(true);
    const me = await t.request("/api/me", { cookie: onlyToken(cookie) });
    expect((await me.json()).user.language).toBe("fr");
  });

  it("signs out: the browser's cookies are cleared and the session no longer answers", async () => {
    const { cookie } = await t.signIn("user");
    const out = await t.request("/api/auth/sign-out", { method: "POST", json: {}, cookie });
    expect(out.status).toBe(200);
    const cleared = out.headers.getSetCookie();
    expect(
      cleared.some((c) => /session_token=;/.test(c) || /session_token=.*Max-Age=0/.test(c)),
    ).toBe(true);
    expect(cleared.some((c) => /session_data=.*Max-Age=0/.test(c))).toBe(true);
    const me = await t.request("/api/me", { cookie: onlyToken(cookie) });
    expect((await me.json()).user).toBeNull();
  });

  it("a copied cookie stops reading learner data at the next request after a sign-out, at the same statement count", async () => {
    const courseId = await t.deps.db.transaction((tx) =>
      insertDemoCourse(tx, demoCourses[0].course, demoCourses[0].translations, new Date()),
    );
    const { cookie } = await t.signIn("user");
    const reads = [
      "/api/learning/dashboard?lang=de",
      "/api/learning/path?lang=de",
      "/api/learning/courses?lang=de",
      `/api/learning/courses/${courseId}?lang=de`,
      `/api/learning/courses/${courseId}/progress`,
    ];
    const counts: Record<string, string | null> = {};
    for (const p of reads) {
      // Twice: the second read is answered from the verified cookie cache (decision 0062).
      await t.request(p, { cookie });
      const res = await t.request(p, { cookie });
      expect(res.status, p).toBe(200);
      counts[p] = res.headers.get("x-sql-statements");
    }
    const copy = cookie; // what an attacker copied, cookie cache included
    const out = await t.request("/api/auth/sign-out", { method: "POST", json: {}, cookie });
    expect(out.status).toBe(200);
    for (const p of reads) {
      const res = await t.request(p, { cookie: copy });
      expect(res.status, p).toBe(401);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("UNAUTHORIZED");
      // The session is confirmed inside the read's own statement: no statement more.
      expect(res.headers.get("x-sql-statements"), p).toBe(counts[p]);
    }
  });

  it("a ban ends the learner's reads at once, also from the cookie cache", async () => {
    const admin = await t.signIn("admin");
    const learner = await t.signIn("user");
    const dashboard = () =>
      t.request("/api/learning/dashboard?lang=de", { cookie: learner.cookie });
    expect((await dashboard()).status).toBe(200);
    expect((await dashboard()).status).toBe(200);
    const ban = await t.request(`/api/admin/users/${learner.userId}/ban`, {
      json: { reason: "Test" },
      cookie: admin.cookie,
    });
    expect(ban.status, await ban.clone().text()).toBe(200);
    expect((await dashboard()).status).toBe(401);
    expect(
      (await t.request("/api/learning/courses?lang=de", { cookie: learner.cookie })).status,
    ).toBe(401);
  });

  it("a banned user whose session row survived (Better Auth's ban without revocation) reads nothing", async () => {
    const learner = await t.signIn("user");
    const path = () => t.request("/api/learning/path?lang=de", { cookie: learner.cookie });
    expect((await path()).status).toBe(200);
    await t.deps.db.update(user).set({ banned: true }).where(eq(user.id, learner.userId));
    expect((await path()).status).toBe(401);
    // A ban that has run out no longer counts.
    await t.deps.db
      .update(user)
      .set({ banExpires: new Date(Date.now() - 1000) })
      .where(eq(user.id, learner.userId));
    expect((await path()).status).toBe(200);
  });

  it("every other read and every page reads the stored session", async () => {
    const { cookie, userId } = await t.signIn("user");
    expect((await t.request("/api/plan/profile", { cookie })).status).not.toBe(401);
    await t.deps.db.delete(session).where(eq(session.userId, userId));
    expect((await t.request("/api/plan/profile", { cookie })).status).toBe(401);
  });
});
