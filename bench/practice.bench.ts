/**
 * The browser part of `npm run bench` (issue 42, docs/benchmarks.md): the practice engine's
 * runtimes in Chromium against a server of their own (PGlite, no data needed), as
 * bench/practice.ts measures them. `npm run bench` runs it after the API part (also with
 * --smoke: two warm runs, timings reported, wrong results fail); alone, after a build:
 *
 *   npm run bench:practice              (or -- --smoke)
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import { practiceBench } from "./practice";
import { startServer } from "./server";
import { startPracticeProxy } from "../e2e/support/practice-proxy";

export async function runPracticeBench(opts: { smoke: boolean; port: number }): Promise<string[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kw-bench-practice-"));
  // The test page and the app on one origin: the proxy's (BASE_URL), as a learner's browser sees it.
  const proxyPort = opts.port + 1;
  const server = await startServer(
    { DATA_DIR: dataDir, DATABASE_URL: "", BASE_URL: `http://127.0.0.1:${proxyPort}` },
    opts.port,
  );
  const proxy = await startPracticeProxy(server.base, proxyPort);
  try {
    return await practiceBench(proxy.base, { warmRuns: opts.smoke ? 2 : 10 });
  } finally {
    await proxy.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = path.resolve(import.meta.dirname, "..");
  const smoke = process.argv.includes("--smoke") || process.env.BENCH_SMOKE === "1";
  const build = spawnSync(process.execPath, [path.join(root, "scripts/build.mjs")], {
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.log(
    `kurswerk practice bench${smoke ? " (smoke)" : ""}: ${os.cpus().length} cores, ${new Date().toISOString()}, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  const failures = await runPracticeBench({
    smoke,
    port: Number(process.env.BENCH_PORT ?? 3990) + 3,
  });
  if (failures.length) {
    console.error(`\nbench: ${failures.length} failure(s):\n- ${failures.join("\n- ")}`);
    process.exitCode = 1;
  }
}
