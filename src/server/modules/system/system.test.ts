import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { createApp } from "../../app";
import { startDraining } from "../../lib/shutdown";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("health endpoints", () => {
  it("answers liveness without touching the database", async () => {
    const res = await t.request("/api/health/live");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
    expect(res.headers.get("x-sql-statements")).toBe("0");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("answers readiness with one database round trip", async () => {
    const res = await t.request("/api/health/ready");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("keeps /api/health as before", async () => {
    const res = await t.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("is not ready when the database does not answer, but still alive", async () => {
    const app = createApp(t.deps, {
      ping: () => Promise.reject(new Error("connection refused")),
    });
    const ready = await app.request("/api/health/ready");
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "error", database: "error" });
    expect((await app.request("/api/health/live")).status).toBe(200);
  });

  it("lists both in the OpenAPI document", async () => {
    const doc = await (await t.request("/api/openapi.json")).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/health/live", "/api/health/ready"]),
    );
  });

  // Last: the draining flag is process-wide and stays set.
  it("answers 503 on readiness while draining, liveness stays 200", async () => {
    startDraining();
    const ready = await t.request("/api/health/ready");
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "draining", database: "unchecked" });
    expect((await t.request("/api/health/live")).status).toBe(200);
  });
});
