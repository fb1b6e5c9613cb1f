import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/harness";
import type { Database } from "../db/client";
import { silentLogger } from "../lib/logger";
import { AppError } from "../lib/errors";
import { createJobQueue, JobFailure, type JobQueue } from "./job-queue";
import { mapPool } from "./pool";
import { toJobDto } from "./job-dto";

let database: Database & { dropIfTemp: () => Promise<void> };
let queue: JobQueue;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  queue = createJobQueue(database.db, silentLogger, { pollMs: 20 });
});
afterAll(async () => {
  await queue?.stop();
  await database?.close();
  await database?.dropIfTemp();
});

describe("job queue", () => {
  it("runs a job with progress and stores its result", async () => {
    queue.register("generate-module", async (ctx) => {
      await ctx.progress(1, "halb", 2);
      return { moduleId: String((ctx.payload as { m: string }).m) };
    });
    const job = await queue.enqueue({ type: "generate-module", payload: { m: "x" }, total: 2 });
    expect(job.status).toBe("queued");
    await queue.drain();
    const done = await queue.get(job.id);
    expect(done).toMatchObject({
      status: "succeeded",
      progress: 2,
      total: 2,
      message: "halb",
      result: { moduleId: "x" },
      attempts: 1,
    });
    expect(done!.finishedAt).toBeInstanceOf(Date);
  });

  it("allows one queued or running job per dedupe key", async () => {
    const first = await queue.enqueue({ type: "generate-all", payload: {}, dedupeKey: "k1" });
    const second = await queue
      .enqueue({ type: "generate-all", payload: {}, dedupeKey: "k1" })
      .catch((e: unknown) => e);
    expect(second).toBeInstanceOf(AppError);
    expect((second as AppError).code).toBe("JOB_RUNNING");
    expect((second as AppError).status).toBe(409);
    expect(first.dedupeKey).toBe("k1");
    queue.register("generate-all", async () => {});
    await queue.drain();
    // Finished: the key is free again.
    const third = await queue.enqueue({ type: "generate-all", payload: {}, dedupeKey: "k1" });
    await queue.drain();
    expect((await queue.get(third.id))!.status).toBe("succeeded");
  });

  it("stores readable failures as they are and hides unexpected ones", async () => {
    queue.register("translate-course", async (ctx) => {
      if ((ctx.payload as { readable: boolean }).readable) throw new JobFailure("Klare Meldung");
      throw new Error("ECONNRESET at socket 0x1234");
    });
    const a = await queue.enqueue({ type: "translate-course", payload: { readable: true } });
    const b = await queue.enqueue({ type: "translate-course", payload: { readable: false } });
    await queue.drain();
    expect(await queue.get(a.id)).toMatchObject({ status: "failed", error: "Klare Meldung" });
    expect(await queue.get(b.id)).toMatchObject({
      status: "failed",
      error: "Ein unerwarteter Fehler ist aufgetreten.",
    });
  });

  it("hands running jobs aborted by a shutdown back to the queue, without counting the run", async () => {
    const q = createJobQueue(database.db, silentLogger, { pollMs: 20 });
    q.register(
      "create-course",
      (ctx) =>
        new Promise((_, reject) =>
          ctx.signal.addEventListener("abort", () => reject(new Error("aborted"))),
        ),
    );
    q.start();
    const job = await q.enqueue({ type: "create-course", payload: {} });
    for (let i = 0; i < 100 && (await q.get(job.id))!.status !== "running"; i++)
      await new Promise((r) => setTimeout(r, 20));
    await q.stop();
    const row = (await q.get(job.id))!;
    expect(row).toMatchObject({ status: "queued", attempts: 0, lockedBy: null, error: null });
    // Stored as a key; the job's answer says it in the reader's language.
    expect(toJobDto(row, "de").message).toBe(
      "Der Auftrag wird nach einer Unterbrechung erneut gestartet …",
    );
    expect(toJobDto(row, "en").message).toBe("The job is starting again after an interruption …");
  });
});

describe("mapPool", () => {
  it("never runs more than the limit at once and keeps the order of results", async () => {
    let running = 0;
    let peak = 0;
    const results = await mapPool([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 10));
      running--;
      if (n === 4) throw new Error("vier");
      return n * 2;
    });
    expect(peak).toBe(3);
    expect(results.map((r) => (r.status === "fulfilled" ? r.value : "x"))).toEqual([
      2,
      4,
      6,
      "x",
      10,
      12,
      14,
    ]);
  });
});
