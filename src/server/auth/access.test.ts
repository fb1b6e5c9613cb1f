import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";
import { requiredRoleFor } from "./access";

/**
 * Role before body: every protected route of /api/openapi.json answers 401/403 to callers
 * below its role, with a body that would fail validation, and says nothing about the schema.
 */
let t: TestApp;
let learner: string;
let moderator: string;
const routes: { method: string; path: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  learner = (await t.signIn("user")).cookie;
  moderator = (await t.signIn("moderator")).cookie;
  const doc = (await (await t.request("/api/openapi.json")).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  for (const [p, ops] of Object.entries(doc.paths))
    for (const method of Object.keys(ops)) routes.push({ method: method.toUpperCase(), path: p });
});
afterAll(async () => {
  await t?.close();
});

/** A concrete path with path parameters that fail validation, and an invalid body. */
const call = (method: string, path: string, cookie?: string) =>
  t.request(`${path.replace(/\{[^}]+\}/g, "%00not-an-id")}`, {
    method,
    cookie,
    ...(method === "GET" || method === "HEAD"
      ? {}
      : { json: { title: null, targetLanguage: 42, unexpected: ["x".repeat(300)] } }),
  });

async function expectRefused(res: Response, status: number) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe(status === 401 ? "UNAUTHORIZED" : "FORBIDDEN");
  expect(JSON.stringify(body)).not.toMatch(/details|issues|title|targetLanguage|expected/);
}

describe("role and ownership before the body", () => {
  it("finds the admin write routes in the OpenAPI document", () => {
    const writes = routes.filter((r) => r.path.startsWith("/api/admin/") && r.method !== "GET");
    expect(writes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        "POST /api/admin/courses",
        "POST /api/admin/course-versions/{id}/translate",
      ]),
    );
  });

  it("answers 401 to anonymous, 403 to learners and moderators on every admin route", async () => {
    const admin = routes.filter((r) => requiredRoleFor(r.path, r.method) === "admin");
    expect(admin.length).toBeGreaterThan(10);
    for (const r of admin) {
      await expectRefused(await call(r.method, r.path), 401);
      await expectRefused(await call(r.method, r.path, learner), 403);
      await expectRefused(await call(r.method, r.path, moderator), 403);
    }
  });

  it("lets moderators read the users screen and review projects, refusing learners and anonymous callers", async () => {
    const reads = routes.filter((r) => requiredRoleFor(r.path, r.method) === "moderator");
    expect(reads.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        "GET /api/admin/users",
        "GET /api/admin/users/{id}",
        "GET /api/review/queue",
        "POST /api/review/submissions/{id}/claim",
      ]),
    );
    // Under /api/admin moderators only read; their writes are the project reviews (issue 30).
    expect(reads.every((r) => r.method === "GET" || r.path.startsWith("/api/review/"))).toBe(true);
    for (const r of reads) {
      await expectRefused(await call(r.method, r.path), 401);
      await expectRefused(await call(r.method, r.path, learner), 403);
    }
  });

  it("answers 401 to anonymous callers on every signed-in route", async () => {
    const signedIn = routes.filter((r) => requiredRoleFor(r.path, r.method) === "user");
    expect(signedIn.length).toBeGreaterThan(3);
    for (const r of signedIn) await expectRefused(await call(r.method, r.path), 401);
  });

  it("the issue's examples: anonymous course creation and translation learn nothing", async () => {
    const create = await t.request("/api/admin/courses", { json: { title: null } });
    await expectRefused(create, 401);
    const translate = await t.request(
      "/api/admin/course-versions/00000000-0000-4000-8000-000000000000/translate",
      { json: { targetLanguage: "xx" }, cookie: learner },
    );
    await expectRefused(translate, 403);
  });

  it("still validates the body for an admin", async () => {
    const admin = (await t.signIn("admin")).cookie;
    const res = await t.request("/api/admin/courses", { json: { title: null }, cookie: admin });
    expect(res.status).toBe(400);
  });
});
