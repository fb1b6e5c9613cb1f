import { count } from "drizzle-orm";
import { createTestApp, type TestApp } from "./harness";
import { startFakeOpenAI, type FakeOpenAIOptions } from "./fake-openai";
import { courses, courseVersions, lessons, modules } from "../db/schema";
import type { Job } from "@shared/contracts/admin";

/** Test helpers of the admin API tests. */
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function waitForJob(
  t: TestApp,
  cookie: string,
  id: string,
  timeoutMs = 25_000,
): Promise<Job> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.request(`/api/admin/jobs/${id}`, { cookie });
    const { job } = (await res.json()) as { job: Job };
    if (job.status === "succeeded" || job.status === "failed") return job;
    if (Date.now() > until) throw new Error(`job ${id} still ${job.status}`);
    await sleep(25);
  }
}

export async function rowCounts(t: TestApp) {
  const n = async (
    table: typeof courses | typeof courseVersions | typeof modules | typeof lessons,
  ) => Number((await t.deps.db.select({ n: count() }).from(table))[0].n);
  return {
    courses: await n(courses),
    versions: await n(courseVersions),
    modules: await n(modules),
    lessons: await n(lessons),
  };
}

/** Starts a job with a POST and waits for its end. */
export async function runJob(
  t: TestApp,
  cookie: string,
  path: string,
  json: unknown = {},
): Promise<Job> {
  const res = await t.request(path, { json, cookie });
  if (res.status !== 202) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  const { job } = (await res.json()) as { job: Job };
  return waitForJob(t, cookie, job.id);
}

/** A test app whose provider is the fake OpenAI-compatible server, its worker running, an admin signed in. */
export async function startFakeAiApp(env: Record<string, string>, opts: FakeOpenAIOptions = {}) {
  const fake = await startFakeOpenAI(opts);
  const t = await createTestApp({
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: fake.url,
    AI_MODEL: "fake",
    ...env,
  });
  t.deps.jobs.start();
  const { cookie } = await t.signIn("admin");
  return { fake, t, cookie };
}
