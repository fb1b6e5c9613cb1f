import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gunzipSync } from "node:zlib";
import { createTestApp, type TestApp } from "../../test/harness";
import { insertDemo } from "../../test/editor-helpers";

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

  it("answers over the real server with its length, Vary and Cache-Control, gzipped when asked", async () => {
    const { courseId } = await insertDemo(t, 1);
    const { cookie } = await t.signIn("user");
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((r) => server.once("listening", r));
    const { port } = server.address() as AddressInfo;
    const get = (path: string, headers: Record<string, string> = {}) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get({ port, host: "127.0.0.1", path, headers: { cookie, ...headers } }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on("error", reject);
      });
    try {
      for (const path of ["/api/learning/courses?lang=de", `/api/learning/courses/${courseId}`]) {
        const plain = await get(path);
        // Headers set around the handler (decision 0069) arrive as the Node server writes them.
        expect(plain.headers["content-length"]).toBe(String(plain.body.length));
        expect(plain.headers["transfer-encoding"]).toBeUndefined();
        expect(plain.headers["vary"]).toContain("Accept-Encoding");
        expect(plain.headers["cache-control"]).toBe("private, no-cache");
        expect(plain.headers["etag"]).toMatch(/^W\/"/);
        const zipped = await get(path, { "accept-encoding": "gzip" });
        expect(zipped.headers["content-encoding"]).toBe("gzip");
        expect(zipped.headers["vary"]).toContain("Accept-Encoding");
        expect(JSON.parse(gunzipSync(zipped.body).toString("utf8"))).toEqual(
          JSON.parse(plain.body.toString("utf8")),
        );
      }
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
