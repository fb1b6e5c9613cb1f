import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../test/harness";
import { jobs } from "../db/schema";
import { gracefulShutdown, isDraining, resetDraining } from "./shutdown";

/**
 * Graceful shutdown on SIGTERM (main.ts calls gracefulShutdown): no new requests, requests
 * in flight finish, a job that finishes within the grace period succeeds, a longer one is
 * handed back to the queue, the database is closed last.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  resetDraining();
  await t?.close();
});

const waitFor = async (check: () => Promise<boolean>, ms = 10_000) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 25));
  }
};
const statusOf = async (id: string) =>
  (await t.deps.db.select().from(jobs).where(eq(jobs.id, id)))[0];

describe("graceful shutdown", () => {
  it("finishes what fits in the grace period, hands back the rest, refuses new requests, closes the database last", async () => {
    // A short job finishes within the grace period; a long one only ends when aborted.
    t.deps.jobs.register("generate-module", async (ctx) => {
      if ((ctx.payload as { long?: boolean }).long)
        await new Promise((_r, reject) =>
          ctx.signal.addEventListener("abort", () => reject(new Error("aborted"))),
        );
      else await new Promise((r) => setTimeout(r, 300));
    });
    const long = await t.deps.jobs.enqueue({ type: "generate-module", payload: { long: true } });
    const short = await t.deps.jobs.enqueue({ type: "generate-module", payload: { long: false } });
    t.deps.jobs.start();
    await waitFor(async () => (await statusOf(long.id)).status === "running");
    await waitFor(async () => (await statusOf(short.id)).status === "running");

    const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((r) => server.once("listening", r));
    const port = (server.address() as AddressInfo).port;
    const up = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(up.status).toBe(200);
    await up.text(); // a read response leaves an idle connection, which close() ends

    let closedWhileJobsRan = false;
    let databaseClosed = false;
    const database = {
      ...t.database,
      close: async () => {
        closedWhileJobsRan = (await statusOf(long.id)).status === "running";
        databaseClosed = true;
      },
    };
    const done = gracefulShutdown({ deps: t.deps, database, server, graceMs: 1500 });
    expect(isDraining()).toBe(true);

    // New requests are refused at once, with a message in the caller's language.
    const refused = await t.request("/api/health", { headers: { "accept-language": "en" } });
    expect(refused.status).toBe(503);
    expect(refused.headers.get("connection")).toBe("close");
    expect(await refused.json()).toEqual({
      error: {
        code: "SHUTTING_DOWN",
        message: "The server is restarting. Please try again in a few seconds.",
      },
    });

    await done;
    expect(databaseClosed).toBe(true);
    expect(closedWhileJobsRan).toBe(false);
    expect((await statusOf(short.id)).status).toBe("succeeded");
    const handedBack = await statusOf(long.id);
    expect(handedBack).toMatchObject({ status: "queued", lockedBy: null, attempts: 0 });
    // The server takes no new connections.
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 60_000);
});
