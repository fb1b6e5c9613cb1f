import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, withSetCookies, type TestApp } from "./harness";
import { insertDemo, type DemoVersions } from "./editor-helpers";
import type { CatalogueResponse, PlayerResponse } from "@shared/contracts/learning";
import type { EditorViewResponse } from "@shared/contracts/editor";

/**
 * Two server processes on one PostgreSQL behave as one (issue 16, decision 0062): what one
 * changes — a publish, an edit, a sign-out, a role change, a rate-limit count — the other
 * shows at the next request, although each keeps published content in its own memory.
 * Each app has its own connection pool, Better Auth instance and caches, as a process has.
 * Runs where TEST_DATABASE_URL is set (CI); PGlite serves one process only.
 */
const enabled = Boolean(process.env.TEST_DATABASE_URL);
const env = { RATE_LIMIT_AUTH_MAX: "3" };
let a: TestApp;
let b: TestApp;
let demo: DemoVersions;
let admin: { cookie: string; userId: string };

beforeAll(async () => {
  if (!enabled) return;
  a = await createTestApp(env);
  b = await createTestApp(env, { databaseUrl: a.databaseUrl });
  demo = await insertDemo(a, 0);
  admin = await a.signIn("admin");
}, 60_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const json = async <T>(res: Response) => {
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};
const catalogueIds = async (app: TestApp, cookie: string) =>
  (
    await json<CatalogueResponse>(await app.request("/api/learning/courses?lang=de", { cookie }))
  ).courses.map((c) => c.id);

describe.runIf(enabled)("two server processes on one PostgreSQL", () => {
  it("shows an edit, an unpublish and a publish made through the other process at once", async () => {
    const learner = await b.signIn("user");
    // Process B has the course list and the player content in memory.
    expect(await catalogueIds(b, learner.cookie)).toContain(demo.courseId);
    const player = () =>
      b.request(`/api/learning/courses/${demo.courseId}?lang=de`, { cookie: learner.cookie });
    const before = await json<PlayerResponse>(await player());

    const view = await json<EditorViewResponse>(
      await a.request(`/api/admin/editor/${demo.sourceId}`, { cookie: admin.cookie }),
    );
    const first = view.modules[0];
    const renamed = await a.request(`/api/admin/editor/${demo.sourceId}/modules/${first.id}`, {
      method: "PATCH",
      cookie: admin.cookie,
      json: { expectedRevision: first.revision, title: "Umbenannt in Prozess A" },
    });
    expect(renamed.status).toBe(200);
    const after = await json<PlayerResponse>(await player());
    expect(before.modules[0].title).not.toBe("Umbenannt in Prozess A");
    expect(after.modules[0].title).toBe("Umbenannt in Prozess A");

    const unpublished = await a.request(`/api/admin/course-versions/${demo.sourceId}/unpublish`, {
      method: "POST",
      cookie: admin.cookie,
    });
    expect(unpublished.status).toBe(200);
    expect(await catalogueIds(b, learner.cookie)).not.toContain(demo.courseId);
    expect((await player()).status).toBe(404);

    const published = await a.request(`/api/admin/course-versions/${demo.sourceId}/publish`, {
      cookie: admin.cookie,
      json: { confirmWarnings: true },
    });
    expect(published.status).toBe(200);
    expect(await catalogueIds(b, learner.cookie)).toContain(demo.courseId);
  });

  it("ends a session signed out through the other process, also for a copy of its cookie", async () => {
    const learner = await a.signIn("user");
    const me = async (cookie: string) =>
      (await json<{ user: { id: string } | null }>(await b.request("/api/me", { cookie }))).user;
    expect((await me(learner.cookie))?.id).toBe(learner.userId);
    const out = await a.request("/api/auth/sign-out", { cookie: learner.cookie, json: {} });
    expect(out.status).toBe(200);
    expect(await me(withSetCookies(learner.cookie, out))).toBeNull();
    expect(await me(learner.cookie)).toBeNull();
  });

  it("refuses a learner read from the cookie cache at once when the other process signed the session out or banned its user (decision 0095)", async () => {
    const reads = [
      "/api/learning/dashboard?lang=de",
      "/api/learning/path?lang=de",
      "/api/learning/courses?lang=de",
      `/api/learning/courses/${demo.courseId}?lang=de`,
      `/api/learning/courses/${demo.courseId}/progress`,
    ];
    const signedOut = await a.signIn("user");
    const banned = await a.signIn("user");
    for (const { cookie } of [signedOut, banned])
      for (const p of reads) {
        // Process B has verified each cookie cache and keeps it in its memory (decision 0062).
        expect((await b.request(p, { cookie })).status, p).toBe(200);
        expect((await b.request(p, { cookie })).status, p).toBe(200);
      }
    expect(
      (await a.request("/api/auth/sign-out", { cookie: signedOut.cookie, json: {} })).status,
    ).toBe(200);
    const ban = await a.request(`/api/admin/users/${banned.userId}/ban`, {
      cookie: admin.cookie,
      json: { reason: "Zwei Prozesse" },
    });
    expect(ban.status).toBe(200);
    for (const { cookie } of [signedOut, banned])
      for (const p of reads) expect((await b.request(p, { cookie })).status, p).toBe(401);
  });

  it("shows a role change made through the other process at the next /api/me", async () => {
    const person = await b.signIn("user");
    const role = async () =>
      (
        await json<{ user: { role: string } }>(
          await b.request("/api/me", { cookie: person.cookie }),
        )
      ).user.role;
    expect(await role()).toBe("user");
    const changed = await a.request(`/api/admin/users/${person.userId}/role`, {
      cookie: admin.cookie,
      json: { role: "moderator" },
    });
    expect(changed.status).toBe(200);
    expect(await role()).toBe("moderator");
  });

  it("counts rate-limited requests of both processes together", async () => {
    const reset = (app: TestApp) =>
      app.request("/api/auth/request-password-reset", {
        json: { email: "someone@example.com", redirectTo: "/auth/reset" },
        ip: "10.77.0.1",
      });
    const statuses = [
      (await reset(a)).status,
      (await reset(b)).status,
      (await reset(a)).status,
      (await reset(b)).status,
    ];
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses[3]).toBe(429);
  });
});
