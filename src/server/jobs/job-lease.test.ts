import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { openTestDatabase } from "../test/harness";
import type { Database } from "../db/client";
import { jobs } from "../db/schema";
import { silentLogger } from "../lib/logger";
import { CANCELLED_MESSAGE, createJobQueue, type JobQueue } from "./job-queue";

/*
 * Leases: a job whose process died is run again by another process within 30 s. With
 * TEST_DATABASE_URL (PostgreSQL) the dead process is a real child process killed with
 * SIGKILL mid-job; on the in-memory PGlite (one process only) it is a running row whose
 * worker stopped heartbeating.
 */

let database: Database & { dropIfTemp: () => Promise<void> };
let url: string | null = null;
const queues: JobQueue[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const res = await database.db.execute<{ name: string }>(sql`select current_database() as name`);
    const u = new URL(base);
    u.pathname = `/${(res as unknown as { rows: { name: string }[] }).rows[0].name}`;
    url = u.toString();
  }
});
afterAll(async () => {
  for (const q of queues) await q.stop();
  await database?.close();
  await database?.dropIfTemp();
});

function queue(opts: Parameters<typeof createJobQueue>[2] = {}) {
  const q = createJobQueue(database.db, silentLogger, { pollMs: 50, ...opts });
  queues.push(q);
  return q;
}

/** Starts the child worker and resolves when it claimed `jobId`; returns a SIGKILL. */
function childWorker(dbUrl: string, jobId: string) {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.resolve("src/server/test/job-worker-child.ts"), dbUrl],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  return new Promise<() => void>((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (d: Buffer) => {
      out += d.toString();
      if (out.includes(`claimed ${jobId}`)) resolve(() => child.kill("SIGKILL"));
    });
    child.on("exit", (code) => reject(new Error(`worker exited early (${code})`)));
  });
}

describe("job lease", () => {
  it("a job whose process died is recovered by another process within 30 s", async () => {
    const survivor = queue({ staleAfterMs: 1500, heartbeatMs: 300 });
    const ran: string[] = [];
    survivor.register("generate-module", async (ctx) => {
      ran.push(ctx.id);
      return { moduleId: "m1" };
    });
    const job = await survivor.enqueue({ type: "generate-module", payload: { target: {} } });

    if (url) {
      const kill = await childWorker(url, job.id);
      const [claimed] = await database.db.select().from(jobs).where(eq(jobs.id, job.id));
      expect(claimed).toMatchObject({ status: "running", progress: 1 });
      kill();
    } else {
      await database.db
        .update(jobs)
        .set({ status: "running", lockedBy: "dead-worker", attempts: 1, heartbeatAt: new Date() })
        .where(eq(jobs.id, job.id));
    }

    const killedAt = Date.now();
    survivor.start();
    await expect
      .poll(async () => (await survivor.get(job.id))?.status, { timeout: 30_000, interval: 200 })
      .toBe("succeeded");
    expect(Date.now() - killedAt).toBeLessThan(30_000);
    expect(ran).toEqual([job.id]);
    expect(await survivor.get(job.id)).toMatchObject({ attempts: 2, result: { moduleId: "m1" } });
    await survivor.stop();
  }, 60_000);

  it("cancelling a hanging job aborts its call and stores nothing", async () => {
    const q = queue({ heartbeatMs: 100 });
    let aborted = false;
    let wrote = false;
    q.register("translate-course", async (ctx) => {
      await new Promise<void>((resolve) =>
        ctx.signal.addEventListener("abort", () => {
          aborted = true;
          resolve();
        }),
      );
      if (ctx.signal.aborted) throw new Error("aborted");
      wrote = true;
      return { courseId: "x" };
    });
    const job = await q.enqueue({ type: "translate-course", payload: { target: {} } });
    q.start();
    await expect.poll(async () => (await q.get(job.id))?.status).toBe("running");
    expect(await q.cancel(job.id)).toBe(true);
    await expect.poll(() => aborted).toBe(true);
    await q.stop();
    expect(wrote).toBe(false);
    expect(await q.get(job.id)).toMatchObject({
      status: "cancelled",
      error: CANCELLED_MESSAGE,
      result: null,
    });
    expect(await q.cancel(job.id)).toBe(false);
  });
});
