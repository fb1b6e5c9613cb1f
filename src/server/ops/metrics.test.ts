import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";
import { observeAiCall } from "../lib/metrics";

/* Prometheus metrics at /metrics (issue 31, decision 0131). */

const TOKEN = "metrics-token-for-the-tests-0123456789";

describe("/metrics without METRICS_TOKEN", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("does not exist (404), even with a token", async () => {
    expect((await t.request("/metrics")).status).toBe(404);
    const res = await t.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("kurswerk_");
  });
});

describe("/metrics with METRICS_TOKEN", () => {
  let t: TestApp;
  const scrape = async () => {
    const res = await t.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    return res.text();
  };
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it("refuses a request without the token or with a wrong one", async () => {
    const none = await t.request("/metrics");
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toContain("Bearer");
    const body = await none.text();
    expect(body).toContain("UNAUTHORIZED");
    expect(body).not.toContain("kurswerk_");
    for (const authorization of [
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${Buffer.from(`x:${TOKEN}`).toString("base64")}`,
      TOKEN,
      "Bearer",
    ]) {
      const res = await t.request("/metrics", { headers: { authorization } });
      expect(res.status, authorization).toBe(401);
    }
  });

  it("names the series after some traffic, per route pattern rather than per URL", async () => {
    const { cookie } = await t.signIn("user");
    expect((await t.request("/api/health")).status).toBe(200);
    // Two course ids, one route pattern.
    for (const id of [randomUUID(), randomUUID()]) {
      const res = await t.request(`/api/learning/courses/${id}`, { cookie });
      expect(res.status).toBe(404);
    }
    // A wrong password.
    const { email } = await t.signIn("user");
    const wrong = await t.request("/api/auth/sign-in/email", {
      json: { email, password: "not-the-password-1" },
      ip: "10.77.0.1",
    });
    expect(wrong.status).toBe(401);
    // An AI call as model-call.ts records it (the provider is offline in the tests).
    observeAiCall("openai", "outline", "ok", { inputTokens: 120, outputTokens: 80 });
    observeAiCall("openai", "outline", "timeout");

    const text = await scrape();
    expect(text).toMatch(
      /kurswerk_http_requests_total\{method="GET",route="\/api\/health",status="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /kurswerk_http_requests_total\{method="GET",route="\/api\/learning\/courses\/:courseId",status="404"\} 2\b/,
    );
    expect(text).toMatch(
      /kurswerk_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health"\}/,
    );
    // Never a raw URL as a label.
    expect(text).not.toMatch(/route="[^"]*[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(text).toMatch(/kurswerk_sign_in_failures_total\{reason="wrong_password"\} [1-9]/);
    expect(text).toMatch(/kurswerk_jobs\{type="any",status="queued"\} 0/);
    expect(text).toMatch(
      /kurswerk_ai_calls_total\{provider="openai",operation="outline",outcome="ok"\} [1-9]/,
    );
    expect(text).toMatch(/kurswerk_ai_failures_total\{provider="openai",outcome="timeout"\} [1-9]/);
    expect(text).toMatch(/kurswerk_ai_tokens_total\{provider="openai",direction="input"\} \d{3}/);
    for (const name of [
      "kurswerk_db_pool_wait_seconds",
      "kurswerk_db_pool_connections",
      "kurswerk_db_pipelined_seconds",
      "kurswerk_db_pipelined_in_flight",
      "kurswerk_job_duration_seconds",
      "kurswerk_mails_sent_total",
      "kurswerk_mails_failed_total",
      "process_cpu_seconds_total",
      "nodejs_eventloop_lag_seconds",
    ])
      expect(text).toContain(`# TYPE ${name} `);
    if (t.databaseUrl) {
      // PostgreSQL: the pool and the pipelined connections have been used by now.
      expect(text).toMatch(/kurswerk_db_pool_connections\{state="total"\} [1-9]/);
      expect(text).toMatch(/kurswerk_db_pool_wait_seconds_count [1-9]/);
      expect(text).toMatch(/kurswerk_db_pipelined_seconds_count\{connections="read"\} [1-9]/);
    }
  });

  it("counts queued jobs by kind and the duration of a job run here", async () => {
    const { deps } = t;
    await deps.jobs.enqueue({ type: "create-course", payload: { courseId: randomUUID() } });
    const queued = await scrape();
    expect(queued).toMatch(/kurswerk_jobs\{type="create-course",status="queued"\} 1/);
    expect(queued).toMatch(/kurswerk_jobs\{type="any",status="queued"\} 1/);
    // Run it with a handler of the test's own (this app's queue only).
    deps.jobs.register("create-course", async () => {});
    await deps.jobs.drain();
    const ran = await scrape();
    expect(ran).toMatch(/kurswerk_jobs\{type="any",status="queued"\} 0/);
    expect(ran).toMatch(
      /kurswerk_job_duration_seconds_count\{type="create-course",outcome="succeeded"\} [1-9]/,
    );
  });
});
