import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../../test/harness";
import { courses, courseVersions, jobs } from "../../../db/schema";
import { createJobQueue } from "../../../jobs/job-queue";
import { silentLogger } from "../../../lib/logger";
import { startFakeOpenAI, type FakeOpenAI } from "../../../test/fake-openai";
import type { CourseTranslationOverlay } from "@shared/domain/translation";
import type { Job } from "@shared/contracts/admin";
import type { AiService } from "../../../ai/ai-service";
import { registerTranslationJob } from "./admin-translation";

/*
 * A translation job whose worker process dies mid-job (after the header and a module were
 * written) is taken over by another process within 30 s, which translates only what is
 * still missing. With TEST_DATABASE_URL (PostgreSQL) the dying worker is a real second
 * Kurswerk process (src/server/test/job-app-child.ts) killed with SIGKILL; on the in-memory
 * PGlite (one process only) it is a second job queue whose model call hangs and whose
 * heartbeat stopped.
 */
let fake: FakeOpenAI;
let t: TestApp;
let cookie: string;
const cleanup: (() => unknown)[] = [];

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApp({
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: fake.url,
    AI_MODEL: "fake",
    AI_CONCURRENCY: "1",
    JOB_LEASE_MS: "1500",
  });
  ({ cookie } = await t.signIn("admin"));
});
afterAll(async () => {
  for (const fn of cleanup) await fn();
  await t?.close();
  await fake?.close();
});

async function post(path: string, json: unknown = {}) {
  const res = await t.request(path, { json, cookie });
  expect(res.status).toBe(202);
  return ((await res.json()) as { job: Job }).job;
}

async function databaseUrl() {
  const res = await t.deps.db.execute<{ name: string }>(sql`select current_database() as name`);
  const u = new URL(process.env.TEST_DATABASE_URL!);
  u.pathname = `/${(res as unknown as { rows: { name: string }[] }).rows[0].name}`;
  return u.toString();
}

/** PostgreSQL: a second Kurswerk process; resolves with its SIGKILL once it is up. */
async function childProcess() {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      path.resolve("src/server/test/job-app-child.ts"),
      await databaseUrl(),
      fake.url,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  cleanup.push(() => child.kill("SIGKILL"));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (d: Buffer) => d.toString().includes("ready") && resolve());
    child.on("exit", (code) => reject(new Error(`worker exited early (${code})`)));
  });
  return () => child.kill("SIGKILL");
}

/** PGlite: a queue whose second model call never answers and which never heartbeats. */
function frozenQueue() {
  const q = createJobQueue(t.deps.db, silentLogger, {
    pollMs: 50,
    heartbeatMs: 3_600_000,
    staleAfterMs: 3_600_000,
    maxConcurrent: 1,
  });
  let calls = 0;
  const ai: AiService = {
    ...t.deps.ai,
    translateModule: (input, signal) =>
      calls++ === 0
        ? t.deps.ai.translateModule(input, signal)
        : new Promise((_, reject) =>
            signal?.addEventListener("abort", () => reject(signal.reason)),
          ),
  };
  registerTranslationJob({ ...t.deps, ai, jobs: q });
  q.start();
  // A dead worker never stops cleanly: give it a moment, then leave it.
  cleanup.push(() => Promise.race([q.stop(), new Promise((r) => setTimeout(r, 1000))]));
  return () => {};
}

describe("job recovery after the worker's process died", () => {
  it("another process finishes a translation within 30 s and keeps what the dead one wrote", async () => {
    // A course of three generated modules, written by this process.
    await post("/api/admin/courses", { title: "Absturz", description: "Ein Kurs, der übersteht." });
    await t.deps.jobs.drain();
    const [course] = await t.deps.db.select().from(courses).where(eq(courses.title, "Absturz"));
    const [source] = await t.deps.db
      .select()
      .from(courseVersions)
      .where(eq(courseVersions.courseId, course.id));
    await post(`/api/admin/course-versions/${source.id}/generate-all`);
    await t.deps.jobs.drain();
    // Every model call of the translation takes a while, so the worker dies mid-job.
    await t.deps.db
      .update(courses)
      .set({ title: "Absturz [[fake-delay:400]]" })
      .where(eq(courses.id, course.id));

    const kill = process.env.TEST_DATABASE_URL ? await childProcess() : frozenQueue();
    const job = await post(`/api/admin/course-versions/${source.id}/translate`, {
      targetLanguage: "en",
    });
    const row = async () => (await t.deps.db.select().from(jobs).where(eq(jobs.id, job.id)))[0];
    // Header and one module written: the translation exists with one module in it.
    await expect
      .poll(async () => (await row()).progress, { timeout: 20_000, interval: 50 })
      .toBeGreaterThanOrEqual(2);
    kill();
    const killedAt = Date.now();
    const [en] = await t.deps.db
      .select()
      .from(courseVersions)
      .where(eq(courseVersions.courseId, course.id))
      .then((vs) => vs.filter((v) => v.language === "en"));
    const writtenBefore = Object.keys((en.translationJson as CourseTranslationOverlay).modules);
    expect(writtenBefore.length).toBeGreaterThanOrEqual(1);
    const requestsBefore = fake.requests.length;

    t.deps.jobs.start();
    await expect
      .poll(async () => (await row()).status, { timeout: 30_000, interval: 200 })
      .toBe("succeeded");
    expect(Date.now() - killedAt).toBeLessThan(30_000);
    expect(await row()).toMatchObject({ attempts: 2, error: null });
    const [after] = await t.deps.db
      .select()
      .from(courseVersions)
      .where(eq(courseVersions.id, en.id));
    const o = after.translationJson as CourseTranslationOverlay;
    expect(Object.keys(o.modules)).toHaveLength(3);
    expect(o.course.title).toBe("[EN] Absturz [[fake-delay:400]]");
    // The second run translated only the modules the dead process had not written.
    const retranslated = fake.requests
      .slice(requestsBefore)
      .filter((r) => r.operation === "module_translation" && r.status === 200);
    expect(retranslated.length).toBeLessThanOrEqual(3 - writtenBefore.length);
  }, 90_000);
});
