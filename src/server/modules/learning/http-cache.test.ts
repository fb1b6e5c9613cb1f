import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gunzipSync } from "node:zlib";
import { createTestApp, type TestApp } from "../../test/harness";
import { insertDemo } from "../admin/editor-test-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("HTTP caching and compression", () => {
  it("answers 304 for an unchanged catalogue and player, 200 after a change", async () => {
    const { courseId } = await insertDemo(t, 0);
    const { cookie } = await t.signIn("user");
    for (const path of [
      "/api/learning/courses?lang=de",
      `/api/learning/courses/${courseId}?lang=de`,
    ]) {
      const first = await t.request(path, { cookie });
      expect(first.status).toBe(200);
      expect(first.headers.get("cache-control")).toBe("private, no-cache");
      const tag = first.headers.get("etag");
      expect(tag).toMatch(/^W\/"/);
      const again = await t.request(path, { cookie, headers: { "if-none-match": tag! } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
    }
    // The learner starts the course: the catalogue payload changes, so does its tag.
    const before = (await t.request("/api/learning/courses?lang=de", { cookie })).headers.get(
      "etag",
    )!;
    expect(
      (
        await t.request(`/api/learning/courses/${courseId}/start`, {
          method: "POST",
          json: {},
          cookie,
        })
      ).status,
    ).toBe(200);
    const after = await t.request("/api/learning/courses?lang=de", {
      cookie,
      headers: { "if-none-match": before },
    });
    expect(after.status).toBe(200);
  });

  it("gzips JSON when the client accepts it", async () => {
    const res = await t.request("/api/openapi.json", { headers: { "accept-encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const doc = JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8"));
    expect(doc.openapi).toBe("3.1.0");
  });
});
