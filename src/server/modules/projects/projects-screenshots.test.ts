import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import type { MySubmission } from "@shared/contracts/projects";
import { makeImage, uploadForm } from "../../test/images";
import { api, createProject, externalProject, publishedCourse } from "../../test/projects-helpers";

/**
 * Screenshot files leave storage (issue 30, decision 0126): one a draft drops when nothing
 * else of the learner names it, all of them with the account; one a submitted version
 * still names stays. Who may load one (issue 41, decision 0177): its owner, the project's
 * reviewers once submitted, everybody once shown on a portfolio.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Whether the file is still in storage (loading it is for its owner and reviewers only). */
const exists = async (url: string) =>
  (await t.deps.storage.get(url.slice("/uploads/".length))) !== null;

describe("screenshot files", () => {
  it("a dropped screenshot goes, one a version names stays, the rest goes with the account", async () => {
    const admin = api(t, (await t.signIn("admin")).cookie);
    const c = await publishedCourse(t);
    const p = await createProject(admin, c.courseId, externalProject());
    const a = await t.signIn("user");
    const me = api(t, a.cookie);
    const upload = async (width: number) => {
      const res = await t.request(`/api/learning/projects/${p.id}/screenshots`, {
        method: "POST",
        body: uploadForm(await makeImage("png", { width, height: 300 }), "shot.png"),
        cookie: a.cookie,
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { url: string }).url;
    };
    const [one, two, three] = [await upload(400), await upload(500), await upload(600)];
    let d = await me<MySubmission>("PUT", `/learning/projects/${p.id}/draft`, {
      link: "https://example.com",
      description: "Mit Bildern",
      screenshots: [one, two],
      expectedRevision: 0,
    });
    expect(d.status).toBe(200);
    // Version 1 names one and two.
    const s = await me<MySubmission>("POST", `/learning/projects/${p.id}/submit`, {
      expectedRevision: d.body.revision,
    });
    expect(s.status).toBe(200);
    // Under review nothing changes; afterwards a revision drops "one" and "two" for "three".
    const mod = api(t, (await t.signIn("moderator")).cookie);
    expect((await mod("POST", `/review/submissions/${s.body.id}/claim`)).status).toBe(200);
    const marks = ["works", "clean", "brief"].map((id, i) => ({
      criterionId: id,
      fulfilled: i > 0,
    }));
    expect(
      (
        await mod("POST", `/review/submissions/${s.body.id}/decision`, {
          decision: "revise",
          summary: "Bitte nachbessern.",
          marks,
        })
      ).status,
    ).toBe(200);
    d = await me<MySubmission>("PUT", `/learning/projects/${p.id}/draft`, {
      screenshots: [three],
      expectedRevision: s.body.revision,
    });
    expect(d.status).toBe(200);
    // Version 1 still names them: they stay.
    expect(await exists(one)).toBe(true);
    expect(await exists(two)).toBe(true);

    // A draft-only screenshot dropped before it was ever submitted goes.
    const four = await upload(700);
    d = await me<MySubmission>("PUT", `/learning/projects/${p.id}/draft`, {
      screenshots: [three, four],
      expectedRevision: d.body.revision,
    });
    d = await me<MySubmission>("PUT", `/learning/projects/${p.id}/draft`, {
      screenshots: [three],
      expectedRevision: d.body.revision,
    });
    expect(d.status).toBe(200);
    expect(await exists(four)).toBe(false);
    expect(await exists(four.replace(/\.webp$/, "-640.webp"))).toBe(false);
    expect(await exists(three)).toBe(true);

    // With the account every screenshot its submissions named goes.
    const del = await me("POST", "/me/delete", { email: a.email });
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    for (const url of [one, two, three]) expect(await exists(url)).toBe(false);
  });
});

describe("who may load a screenshot (issue 41)", () => {
  it("a draft's only for its owner; submitted also for the course's reviewers; on a portfolio for everybody", async () => {
    const admin = api(t, (await t.signIn("admin")).cookie);
    const c = await publishedCourse(t, 1, "Screenshot-Zugriff");
    const p = await createProject(admin, c.courseId, externalProject());
    const a = await t.signIn("user");
    const me = api(t, a.cookie);
    const res = await t.request(`/api/learning/projects/${p.id}/screenshots`, {
      method: "POST",
      body: uploadForm(await makeImage("png", { width: 420, height: 300 }), "shot.png"),
      cookie: a.cookie,
    });
    expect(res.status).toBe(200);
    const shot = ((await res.json()) as { url: string }).url;
    const small = shot.replace(/\.webp$/, "-640.webp");
    const d = await me<MySubmission>("PUT", `/learning/projects/${p.id}/draft`, {
      link: "https://example.com",
      description: "Mit Bild",
      screenshots: [shot],
      expectedRevision: 0,
    });
    expect(d.status).toBe(200);
    const b = await t.signIn("user");
    const mod = await t.signIn("moderator");
    const other = await t.signIn("moderator");
    const adminCookie = (await t.signIn("admin")).cookie;
    const status = async (url: string, cookie?: string) =>
      (await t.request(url, { cookie })).status;

    // A draft: its owner only (every variant); for anyone else it does not exist.
    const owner = await t.request(shot, { cookie: a.cookie });
    expect(owner.status).toBe(200);
    expect(owner.headers.get("cache-control")).toBe("private, no-cache");
    expect(await status(small, a.cookie)).toBe(200);
    for (const cookie of [undefined, b.cookie, mod.cookie, adminCookie]) {
      expect(await status(shot, cookie)).toBe(404);
      expect(await status(small, cookie)).toBe(404);
    }
    // A conditional request is no way around it.
    const cond = await t.request(shot, {
      headers: { "if-none-match": owner.headers.get("etag")! },
    });
    expect(cond.status).toBe(404);

    // Submitted: the course's reviewers too (one assigned moderator), not other learners.
    expect(
      (await admin("PUT", `/admin/courses/${c.courseId}/reviewers/${mod.userId}`)).status,
    ).toBeLessThan(300);
    const s = await me<MySubmission>("POST", `/learning/projects/${p.id}/submit`, {
      expectedRevision: d.body.revision,
    });
    expect(s.status).toBe(200);
    expect(await status(shot, mod.cookie)).toBe(200);
    expect(await status(shot, adminCookie)).toBe(200);
    for (const cookie of [undefined, b.cookie, other.cookie])
      expect(await status(shot, cookie)).toBe(404);

    // Passed and shown on the enabled portfolio: everybody, as /p/{handle} shows it.
    const reviewer = api(t, mod.cookie);
    expect((await reviewer("POST", `/review/submissions/${s.body.id}/claim`)).status).toBe(200);
    const marks = ["works", "clean", "brief"].map((id) => ({ criterionId: id, fulfilled: true }));
    expect(
      (
        await reviewer("POST", `/review/submissions/${s.body.id}/decision`, {
          decision: "passed",
          summary: "Gut.",
          marks,
        })
      ).status,
    ).toBe(200);
    expect(await status(shot)).toBe(404);
    const portfolio = (enabled: boolean, expectedRevision: number) =>
      me<{ revision: number }>("PUT", "/me/portfolio", {
        enabled,
        handle: "bildzeigerin",
        bio: "",
        links: [],
        projects: [{ submissionId: s.body.id, showReviewSummary: false }],
        noindex: false,
        expectedRevision,
      });
    const on = await portfolio(true, 0);
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    const page = await (
      await t.request("/p/bildzeigerin", { headers: { accept: "text/html" } })
    ).text();
    expect(page).toContain(shot);
    expect(await status(shot)).toBe(200);
    expect(await status(small, b.cookie)).toBe(200);
    // Switched off: private again.
    expect((await portfolio(false, on.body.revision)).status).toBe(200);
    expect(await status(shot)).toBe(404);
    expect(await status(shot, a.cookie)).toBe(200);
  });
});
