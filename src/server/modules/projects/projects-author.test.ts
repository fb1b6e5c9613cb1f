import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import type { AdminProjectsResponse } from "@shared/contracts/projects";
import {
  api,
  createProject,
  externalProject,
  publishedCourse,
  type Caller,
  type ErrorBody,
} from "../../test/projects-helpers";

/** The author's side of projects (issue 30, decision 0122): candidates, reorder, access. */

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await createTestApp();
  admin = api(t, (await t.signIn("admin")).cookie);
});
afterAll(async () => {
  await t?.close();
});

describe("author projects API", () => {
  it("lists moderators and admins as possible reviewers, not learners", async () => {
    const c = await publishedCourse(t);
    const mod = await t.signIn("moderator");
    const learner = await t.signIn("user");
    const r = await admin<AdminProjectsResponse>("GET", `/admin/courses/${c.courseId}/projects`);
    expect(r.status).toBe(200);
    const ids = r.body.candidates.map((x) => x.userId);
    expect(ids).toContain(mod.userId);
    expect(ids).not.toContain(learner.userId);
    expect(r.body.candidates.every((x) => x.role === "moderator" || x.role === "admin")).toBe(true);
  });

  it("reorders a course's projects, bumping moved revisions, and refuses a partial order", async () => {
    const c = await publishedCourse(t);
    const a = await createProject(admin, c.courseId, externalProject({ title: "A" }));
    const b = await createProject(
      admin,
      c.courseId,
      externalProject({ title: "B", orderIndex: 1 }),
    );
    const r = await admin<AdminProjectsResponse>(
      "PUT",
      `/admin/courses/${c.courseId}/projects/order`,
      { ids: [b.id, a.id] },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.projects.map((p) => p.title)).toEqual(["B", "A"]);
    expect(r.body.projects.map((p) => p.revision)).toEqual([2, 2]);
    // An edit made from the old order is refused as stale.
    const stale = await admin<ErrorBody>("PUT", `/admin/projects/${a.id}`, {
      project: externalProject({ title: "A2" }),
      expectedRevision: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("REVISION_CONFLICT");

    const partial = await admin<ErrorBody>("PUT", `/admin/courses/${c.courseId}/projects/order`, {
      ids: [a.id],
    });
    expect(partial.status).toBe(400);
    expect(partial.body.error.code).toBe("PROJECT_ORDER_INVALID");
    expect(partial.body.error.message).toContain("genau einmal");

    const other = await publishedCourse(t, 1, "Anderer Kurs");
    const foreign = await createProject(admin, other.courseId, externalProject({ title: "X" }));
    const mixed = await admin<ErrorBody>("PUT", `/admin/courses/${c.courseId}/projects/order`, {
      ids: [a.id, foreign.id],
    });
    expect(mixed.status).toBe(400);
    const after = await admin<AdminProjectsResponse>(
      "GET",
      `/admin/courses/${c.courseId}/projects`,
    );
    expect(after.body.projects.map((p) => p.title)).toEqual(["B", "A"]);
    const unknown = await admin<ErrorBody>(
      "PUT",
      `/admin/courses/00000000-0000-4000-8000-000000000000/projects/order`,
      { ids: [a.id] },
    );
    expect(unknown.status).toBe(404);
  });

  it("only admins: moderators and learners get 403 on every author endpoint", async () => {
    const c = await publishedCourse(t);
    const p = await createProject(admin, c.courseId, externalProject());
    for (const role of ["moderator", "user"] as const) {
      const who = api(t, (await t.signIn(role)).cookie);
      const calls: [string, string, unknown?][] = [
        ["GET", `/admin/courses/${c.courseId}/projects`],
        ["POST", `/admin/courses/${c.courseId}/projects`, externalProject()],
        ["PUT", `/admin/projects/${p.id}`, { project: externalProject(), expectedRevision: 1 }],
        ["DELETE", `/admin/projects/${p.id}?expectedRevision=1`],
        ["PUT", `/admin/courses/${c.courseId}/projects/order`, { ids: [p.id] }],
      ];
      for (const [method, path, body] of calls)
        expect((await who(method, path, body)).status, `${role} ${method} ${path}`).toBe(403);
    }
  });

  it("runs a fixed number of statements at two sizes (list, reorder)", async () => {
    const counts = [];
    for (const n of [1, 6]) {
      const c = await publishedCourse(t, 1, `Größe ${n}`);
      for (let i = 0; i < n; i++) {
        await createProject(admin, c.courseId, externalProject({ title: `P${i}`, orderIndex: i }));
        const m = await t.signIn("moderator");
        await admin("PUT", `/admin/courses/${c.courseId}/reviewers/${m.userId}`);
      }
      const list = await admin<AdminProjectsResponse>(
        "GET",
        `/admin/courses/${c.courseId}/projects`,
      );
      expect(list.body.projects).toHaveLength(n);
      const ids = list.body.projects.map((p) => p.id).reverse();
      const order = await admin("PUT", `/admin/courses/${c.courseId}/projects/order`, { ids });
      expect(order.status).toBe(200);
      counts.push([list.sql, order.sql]);
    }
    expect(counts[0][0]).toBeGreaterThan(0);
    expect(counts[1]).toEqual(counts[0]);
  });
});
