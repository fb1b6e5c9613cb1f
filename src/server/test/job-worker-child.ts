/**
 * A worker process for the lease test (src/server/jobs/job-lease.test.ts): it claims jobs
 * from the PostgreSQL database given as argument, says "claimed <id>" on stdout and then
 * hangs in the handler, heartbeating, until the test kills it with SIGKILL.
 */
import { openPostgres } from "../db/client";
import { silentLogger } from "../lib/logger";
import { createJobQueue } from "../jobs/job-queue";

const url = process.argv[2];
if (!url) throw new Error("usage: job-worker-child <postgres-url>");
const database = await openPostgres(url, 2);
const queue = createJobQueue(database.db, silentLogger, {
  pollMs: 50,
  heartbeatMs: 200,
  staleAfterMs: 1000,
});
queue.register("generate-module", async (ctx) => {
  await ctx.progress(1, "Lektion 1 von 2 geschrieben", 2);
  process.stdout.write(`claimed ${ctx.id}\n`);
  await new Promise(() => {});
});
queue.start();
