import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { openTestDatabase } from "../test/harness";
import type { Database } from "../db/client";
import { countStatements } from "../db/client";
import { jobs } from "../db/schema";
import { silentLogger } from "../lib/logger";
import { createStepWriter } from "./job-steps";

/** Per-lesson steps of a job (decision 0036): throttled, one small UPDATE per write. */

let database: Database & { dropIfTemp: () => Promise<void> };

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
});
afterAll(async () => {
  await database?.close();
  await database?.dropIfTemp();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function newJob() {
  const [row] = await database.db
    .insert(jobs)
    .values({ type: "generate-all", status: "running", payload: {} })
    .returning({ id: jobs.id });
  return row.id;
}

const stepsOf = async (id: string) =>
  (await database.db.select({ steps: jobs.steps }).from(jobs).where(eq(jobs.id, id)))[0].steps;

/** A writer flushing every 100 ms (tests wait less). */
const writerFor = (id: string, signal = new AbortController().signal) =>
  createStepWriter(database.db, id, signal, silentLogger, 100);

const step = (module: number, lesson: number) => ({ module, modules: 12, lesson, lessons: 4 });

describe("job steps", () => {
  it("writes many changes of many modules as one UPDATE per interval", async () => {
    for (const modules of [1, 12]) {
      const id = await newJob();
      const writer = writerFor(id);
      const { count } = await countStatements(async () => {
        for (let lesson = 1; lesson <= 3; lesson++)
          for (let m = 1; m <= modules; m++) writer.set(`m${m}`, step(m, lesson));
        await sleep(250);
      });
      // The same single statement for 3 or 36 changes.
      expect(count).toBe(1);
      const stored = await stepsOf(id);
      expect(Object.keys(stored ?? {})).toHaveLength(modules);
      expect(stored?.m1).toEqual(step(1, 3));
      await writer.close();
    }
  });

  it("throttles to a few writes per second and removes finished modules", async () => {
    const id = await newJob();
    const writer = writerFor(id);
    let changing = 0;
    const { count } = await countStatements(async () => {
      const began = Date.now();
      for (let i = 0; i < 30; i++) {
        writer.set("a", step(1, (i % 4) + 1));
        writer.set("b", step(2, 1));
        await sleep(10);
      }
      writer.set("a", null);
      changing = Date.now() - began;
      await sleep(250);
    });
    // Changes every 10 ms for ~300 ms (longer on a loaded machine, whose timers run late): at
    // most one write per 100 ms of it, plus the last one; not one per change (60).
    expect(count).toBeGreaterThanOrEqual(2);
    expect(count).toBeLessThanOrEqual(Math.ceil(changing / 100) + 2);
    expect(count).toBeLessThan(20);
    expect(await stepsOf(id)).toEqual({ b: step(2, 1) });
    await writer.close();
  });

  it("writes nothing after the job was cancelled or closed", async () => {
    const id = await newJob();
    const controller = new AbortController();
    const writer = writerFor(id, controller.signal);
    const { count } = await countStatements(async () => {
      controller.abort();
      writer.set("a", step(1, 1));
      await sleep(150);
      await writer.close();
      writer.set("a", step(1, 2));
      await sleep(150);
    });
    expect(count).toBe(0);
    expect(await stepsOf(id)).toBeNull();
  });
});
