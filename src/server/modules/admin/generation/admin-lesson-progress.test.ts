import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TestApp } from "../../../test/harness";
import { lessons, modules } from "../../../db/schema";
import type { FakeOpenAI } from "../../../test/fake-openai";
import type { EditViewResponse, Job, OverviewResponse } from "@shared/contracts/admin";
import { runJob, sleep, startFakeAiApp } from "../../../test/admin-helpers";

/**
 * Progress within a module while its lessons are written (issue 11, decision 0036): the
 * real provider path streams the module's JSON from the fake server ("stream-slow": as many
 * lessons as the prompt asks for, in small pieces) and the job says which lesson is done.
 */
let fake: FakeOpenAI;
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  ({ fake, t, cookie } = await startFakeAiApp(
    { AI_TIMEOUT_MS: "20000", AI_MAX_ATTEMPTS: "2", AI_CONCURRENCY: "6" },
    { chunkMs: 15 },
  ));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

/** 8 hours over 3 modules: the prompt asks for 4 lessons per module. */
async function course(title: string) {
  const job = await runJob(t, cookie, "/api/admin/courses", {
    title,
    description: "Ein Kurs, dessen Lektionen langsam geschrieben werden.",
    estimatedHours: 8,
  });
  expect(job.status).toBe("succeeded");
  const versionId = job.result!.courseVersionId!;
  const view = (await (
    await t.request(`/api/admin/course-versions/${versionId}`, { cookie })
  ).json()) as EditViewResponse;
  return { versionId, modules: view.modules };
}

async function start(path: string) {
  const res = await t.request(path, { json: {}, cookie });
  expect(res.status).toBe(202);
  return ((await res.json()) as { job: Job }).job;
}

/** Polls the job as the edit screen does and keeps every state seen until it ends. */
async function watch(id: string, until: (job: Job) => boolean = () => false) {
  const seen: (Job & { statements: string | null })[] = [];
  const deadline = Date.now() + 30_000;
  for (;;) {
    const res = await t.request(`/api/admin/jobs/${id}`, { cookie });
    const { job } = (await res.json()) as { job: Job };
    seen.push({ ...job, statements: res.headers.get("x-sql-statements") });
    if (until(job) || ["succeeded", "failed", "cancelled"].includes(job.status)) return seen;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${job.status}`);
    await sleep(20);
  }
}

const lessonRows = (moduleId: string) =>
  t.deps.db
    .select({ title: lessons.title, order: lessons.orderIndex })
    .from(lessons)
    .where(eq(lessons.moduleId, moduleId))
    .orderBy(lessons.orderIndex);

describe("per-lesson progress of a streamed module", () => {
  it("shows lesson k of n while the module streams, then writes its lessons once", async () => {
    const { modules: list } = await course("Lektionsweise [[fake:stream-slow]]");
    const first = list[0];
    const job = await start(`/api/admin/modules/${first.id}/generate`);
    const seen = await watch(job.id);

    const steps = seen.filter((j) => j.status === "running").flatMap((j) => j.steps ?? []);
    expect(steps.length).toBeGreaterThan(0);
    for (const s of steps)
      expect(s).toMatchObject({ moduleId: first.id, module: 1, modules: 1, lessons: 4 });
    // At least one intermediate value: a lesson done while others are still being written.
    expect(steps.some((s) => s.lesson >= 1 && s.lesson < 4)).toBe(true);
    const order = steps.map((s) => s.lesson);
    expect(order).toEqual([...order].sort((a, b) => a - b));

    const done = seen.at(-1)!;
    expect(done).toMatchObject({ status: "succeeded", progress: 2, total: 2 });
    expect(done.steps).toBeUndefined();
    expect(await lessonRows(first.id)).toEqual(
      [1, 2, 3, 4].map((n) => ({ title: `${first.title}: Lektion ${n}`, order: n })),
    );
    expect(fake.requests.filter((r) => r.operation === "module_content")).toEqual([
      expect.objectContaining({ scenario: "stream-slow", status: 200, outcome: "ok" }),
    ]);
  });

  it("names module and lesson for every module of 'Alle Module generieren'", async () => {
    const { versionId, modules: list } = await course("Alle lektionsweise [[fake:stream-slow]]");
    const job = await start(`/api/admin/course-versions/${versionId}/generate-all`);
    const seen = await watch(job.id);
    const steps = seen.filter((j) => j.status === "running").flatMap((j) => j.steps ?? []);
    expect(steps.some((s) => s.lesson >= 1 && s.lesson < s.lessons)).toBe(true);
    expect(new Set(steps.map((s) => s.modules))).toEqual(new Set([3]));
    for (const s of steps) expect(list.findIndex((m) => m.id === s.moduleId) + 1).toBe(s.module);
    expect(seen.at(-1)).toMatchObject({ status: "succeeded", progress: 3, total: 3 });
    for (const m of list) expect(await lessonRows(m.id)).toHaveLength(4);
    // Reading the job costs the same statements with no step or with three modules' steps.
    const running = seen.filter((j) => j.status === "running");
    expect(new Set(running.map((j) => j.steps?.length ?? 0)).size).toBeGreaterThan(1);
    expect(new Set(running.map((j) => j.statements)).size).toBe(1);
  });

  it("a cancel during the stream stops it and writes nothing", async () => {
    const { modules: list } = await course("Abbruch im Strom [[fake:stream-slow]]");
    const first = list[0];
    const job = await start(`/api/admin/modules/${first.id}/generate`);
    const seen = await watch(job.id, (j) => (j.steps ?? []).some((s) => s.lesson >= 1));
    expect(seen.at(-1)!.status).toBe("running");

    const cancel = await t.request(`/api/admin/jobs/${job.id}/cancel`, { json: {}, cookie });
    expect(cancel.status).toBe(200);
    const after = await watch(job.id);
    expect(after.at(-1)).toMatchObject({
      status: "cancelled",
      error: "Der Auftrag wurde abgebrochen.",
    });
    // The model's stream was cut: the fake server saw the client go.
    await sleep(300);
    expect(fake.requests.filter((r) => r.operation === "module_content")).toEqual([
      expect.objectContaining({ status: 0, outcome: "client-gone" }),
    ]);
    expect(await lessonRows(first.id)).toEqual([]);
    const [row] = await t.deps.db
      .select({ error: modules.generationError })
      .from(modules)
      .where(eq(modules.id, first.id));
    expect(row.error).toBeNull();
    const view = (await (await t.request(`/api/admin/jobs/${job.id}`, { cookie })).json()) as {
      job: Job;
    };
    expect(view.job.steps).toBeUndefined();
  });

  it("the overview row of the version shows the running generation with its step", async () => {
    const title = `Übersicht im Strom ${Date.now()} [[fake:stream-slow]]`;
    const { versionId, modules: list } = await course(title);
    const job = await start(`/api/admin/modules/${list[0].id}/generate`);
    await watch(job.id, (j) => (j.steps ?? []).some((s) => s.lesson >= 1));
    const overview = async () => {
      const res = await t.request(
        `/api/admin/courses?q=${encodeURIComponent("Übersicht im Strom")}`,
        {
          cookie,
        },
      );
      const body = (await res.json()) as OverviewResponse;
      return body.courses[0].versions.find((v) => v.id === versionId)!;
    };
    const during = await overview();
    expect(during.activeJobs).toEqual([
      expect.objectContaining({
        id: job.id,
        type: "generate-module",
        status: "running",
        steps: [expect.objectContaining({ moduleId: list[0].id, lessons: 4 })],
      }),
    ]);
    expect(during.activeJobs![0].steps![0].lesson).toBeGreaterThanOrEqual(1);
    expect((await watch(job.id)).at(-1)!.status).toBe("succeeded");
    expect((await overview()).activeJobs).toBeUndefined();
  });
});
