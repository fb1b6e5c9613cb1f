/**
 * A second Kurswerk process for the job recovery test (admin-job-recovery.test.ts): the
 * real job handlers (createApp registers them) with the fake OpenAI-compatible server, on
 * the PostgreSQL database given as argument. It says "ready" on stdout and runs jobs until
 * the test kills it with SIGKILL.
 */
import { loadConfig } from "../config";
import { openPostgres } from "../db/client";
import { createDeps } from "../deps";
import { createApp } from "../app";
import { silentLogger } from "../lib/logger";

const [url, aiBaseUrl] = process.argv.slice(2);
if (!url || !aiBaseUrl) throw new Error("usage: job-app-child <postgres-url> <ai-base-url>");
const config = loadConfig({
  NODE_ENV: "test",
  BASE_URL: "http://localhost:3000",
  LOG_LEVEL: "silent",
  AI_PROVIDER: "openai-compatible",
  AI_BASE_URL: aiBaseUrl,
  AI_MODEL: "fake",
  AI_CONCURRENCY: "1",
  JOB_LEASE_MS: "1500",
});
const database = await openPostgres(url, 3);
const deps = createDeps(config, database, silentLogger);
createApp(deps, { ping: database.ping });
deps.jobs.start();
process.stdout.write("ready\n");
