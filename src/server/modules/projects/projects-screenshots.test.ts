import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import type { MySubmission } from "@shared/contracts/projects";
import { makeImage, uploadForm } from "../../test/images";
import { api, createProject, externalProject, publishedCourse } from "../../test/projects-helpers";

/**
 * Screenshot files leave storage (issue 30, decision 0126): one a draft drops when nothing
 * else of the learner names it, all of them with the account; one a submitted version
 * still names stays.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const exists = async (url: string) => (await t.request(url)).status === 200;

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
