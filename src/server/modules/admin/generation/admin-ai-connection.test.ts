import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import type { FakeOpenAI } from "../../../test/fake-openai";
import type { AiConnectionResponse, AiConnectionTestResponse } from "@shared/contracts/admin";
import { startFakeAiApp } from "../../../test/admin-helpers";

/** The admin's "KI-Modell" screen: configuration and "Verbindung testen" (issue 46, 0182). */

describe("with an OpenAI-compatible server", () => {
  let fake: FakeOpenAI;
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    ({ fake, t, cookie } = await startFakeAiApp({ AI_API_KEY: "sk-geheim" }));
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it("tells how the model is configured without answering the key", async () => {
    const res = await t.request("/api/admin/ai/connection", { cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as AiConnectionResponse;
    expect(body).toEqual({
      provider: "openai-compatible",
      model: "fake",
      baseUrl: fake.url,
      apiKeySet: true,
      timeoutMs: expect.any(Number),
      offline: false,
    });
    expect(JSON.stringify(body)).not.toContain("sk-geheim");
  });

  it("calls the model through the real path and shows its answer", async () => {
    fake.requests.length = 0;
    const res = await t.request("/api/admin/ai/connection/test", { json: {}, cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      ok: true,
      provider: "openai-compatible",
      model: "fake",
      answer: "Verbunden: Ich bin bereit, Kursentwürfe zu schreiben.",
      error: null,
    } satisfies Partial<AiConnectionTestResponse>);
    expect(fake.requests.map((r) => r.operation)).toEqual(["connection_test"]);
  });

  it("shows the exact error when the server fails", async () => {
    fake.setScenario("http-500");
    try {
      const res = await t.request("/api/admin/ai/connection/test", { json: {}, cookie });
      const body = (await res.json()) as AiConnectionTestResponse;
      expect(body).toMatchObject({ ok: false, answer: null, error: { kind: "provider" } });
      expect(body.error!.detail).toContain("HTTP 500");
      expect(body.error!.detail).toContain("fake server error");
    } finally {
      fake.setScenario("happy");
    }
  });

  it("is for admins only", async () => {
    const learner = await t.signIn("user");
    for (const [method, path] of [
      ["GET", "/api/admin/ai/connection"],
      ["POST", "/api/admin/ai/connection/test"],
    ]) {
      const res = await t.request(path, {
        method,
        cookie: learner.cookie,
        ...(method === "POST" ? { json: {} } : {}),
      });
      expect(res.status).toBe(403);
    }
  });
});

describe("without a model, or with one that cannot be reached", () => {
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
  });

  it("says no model is configured, and names the refused connection", async () => {
    t = await createTestApp();
    const { cookie } = await t.signIn("admin");
    const offline = await t.request("/api/admin/ai/connection/test", { json: {}, cookie });
    expect(await offline.json()).toMatchObject({
      ok: false,
      provider: "offline",
      error: { kind: "offline", detail: "AI_PROVIDER=offline" },
    });
    const config = await t.request("/api/admin/ai/connection", { cookie });
    expect(await config.json()).toMatchObject({ offline: true, baseUrl: null, apiKeySet: false });
    await t.close();

    // Nothing listens on port 9: the network's own error reaches the admin.
    t = await createTestApp({
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: "http://127.0.0.1:9/v1",
      AI_MODEL: "llama3.1",
    });
    const admin = await t.signIn("admin");
    const res = await t.request("/api/admin/ai/connection/test", {
      json: {},
      cookie: admin.cookie,
    });
    const body = (await res.json()) as AiConnectionTestResponse;
    expect(body).toMatchObject({ ok: false, model: "llama3.1", error: { kind: "provider" } });
    expect(body.error!.detail).toMatch(/ECONNREFUSED|fetch failed|Cannot connect/);
  });
});
