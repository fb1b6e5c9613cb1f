/**
 * One learner route of two builds against the same filled database, measured in turns
 * (docs/benchmarks.md, issue 42): on a shared machine the load changes from minute to minute,
 * so the two servers run side by side and take turns in short runs; each round measures both,
 * and the ratio is taken per round (and over all requests).
 *
 *   BENCH_DATABASE_URL=postgres://…/kw_bench_100000_200_100_1000000 \
 *   BENCH_BEFORE=/path/to/checkout-before npx tsx bench/compare.ts
 *
 * BENCH_BEFORE is a checkout built with `node scripts/build.mjs` (its `dist`); the other build
 * is this checkout's `dist` (or BENCH_AFTER_DIST, e.g. the e2e build's). The database must be at this checkout's migrations (a kept bench
 * database, BENCH_REUSE=1): an older build starts on it without migrating anything (its newest
 * migration is older than the database's). BENCH_ROUTE (default the dashboard), BENCH_ROUNDS
 * (9), BENCH_SECONDS per build and round (3), BENCH_CONNECTIONS (32), BENCH_PORT (3990 and +1).
 *
 * Besides requests per second (wall time, which the machine's load moves), each run counts the
 * CPU time spent for it: the server process's and that of the PostgreSQL backends serving the
 * database (both from /proc, in clock ticks). CPU per request is what a request costs whatever
 * else runs on the machine, so its ratio is the steadier of the two on a shared machine.
 */
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { BENCH_PASSWORD, MEASURED_EMAIL } from "./fill";
import { runLoad, signIn, startServer, type LoadResult } from "./server";

const root = path.resolve(import.meta.dirname, "..");
const url = process.env.BENCH_DATABASE_URL;
const before = process.env.BENCH_BEFORE;
if (!url || !before) throw new Error("BENCH_DATABASE_URL and BENCH_BEFORE are needed");
const route = process.env.BENCH_ROUTE ?? "/api/learning/dashboard?lang=de";
const rounds = Number(process.env.BENCH_ROUNDS ?? 9);
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const port = Number(process.env.BENCH_PORT ?? 3990);

/** The kernel's clock ticks per second (USER_HZ; 100 on Linux). */
const TICKS_PER_SECOND = 100;

const builds = {
  before: { dist: path.join(path.resolve(before), "dist"), checkout: path.resolve(before) },
  after: {
    dist: path.resolve(process.env.BENCH_AFTER_DIST ?? path.join(root, "dist")),
    checkout: root,
  },
};

/** utime + stime of a process, in clock ticks (0 when it is gone). */
function ticks(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

const dbName = new URL(url).pathname.slice(1);
const watcher = new pg.Client({ connectionString: url });
await watcher.connect();
/** CPU ticks so far of the server and of the backends serving it. */
async function cpuNow(serverPid: number, appName: string): Promise<Map<number, number>> {
  // Only this server's connections (node-postgres names them after PGAPPNAME): another bench
  // on the same database must not count.
  const { rows } = await watcher.query<{ pid: number }>(
    "select pid from pg_stat_activity where datname = $1 and application_name = $2",
    [dbName, appName],
  );
  const out = new Map<number, number>([[serverPid, ticks(serverPid)]]);
  for (const { pid } of rows) out.set(pid, ticks(pid));
  return out;
}
/** CPU ticks spent between two readings (a backend opened in between counts from zero). */
function spent(from: Map<number, number>, to: Map<number, number>): number {
  let sum = 0;
  for (const [pid, t] of to) sum += t - (from.get(pid) ?? 0);
  return sum;
}

async function started(build: { dist: string; checkout: string }, at: number) {
  // A server left over on the port would answer in place of the new one.
  const taken = await fetch(`http://127.0.0.1:${at}/api/health/live`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${at} is taken: stop what listens there`);
  const appName = `kw-compare-${at}`;
  const server = await startServer({ DATABASE_URL: url!, PGAPPNAME: appName }, at, build);
  const probe = await fetch(server.base + route, {
    headers: { cookie: await signIn(server.base, MEASURED_EMAIL, BENCH_PASSWORD) },
  });
  if (probe.status !== 200) throw new Error(`${route}: ${probe.status}`);
  const pid = server.child.pid!;
  const load = async (duration: number) => {
    // A fresh sign-in for every run, outside its CPU count: the session's cookie cache lasts
    // 30 s (session-cache.ts), a browser gets it renewed with its answers, the load generator
    // does not. A run with an expired cache measured the session's slow path instead.
    const cookie = await signIn(server.base, MEASURED_EMAIL, BENCH_PASSWORD);
    const from = await cpuNow(pid, appName);
    const result = await runLoad({
      url: server.base + route,
      connections,
      duration,
      headers: { cookie },
    });
    const to = await cpuNow(pid, appName);
    const cpu = spent(from, to);
    const serverCpu = (to.get(pid) ?? 0) - (from.get(pid) ?? 0);
    const n = Math.max(1, result.total);
    return { ...result, cpuPerRequest: cpu / n, serverPerRequest: serverCpu / n, cpu };
  };
  await load(2); // warm up: prepared statements, caches
  return { server, load };
}

console.log(
  `${route}: ${rounds} rounds of ${seconds} s per build at ${connections} connections, ${new Date().toISOString()}`,
);
// Both servers run side by side (an idle one costs nothing) and take turns in short runs, so
// a change of the machine's load hits both about equally.
const a = await started(builds.before, port);
const b = await started(builds.after, port + 1);
const ratios: number[] = [];
const cpuRatios: number[] = [];
const totals = { before: 0, after: 0, cpuBefore: 0, cpuAfter: 0 };
try {
  console.log(
    "| round | before req/s | before p50 / p99 ms | after req/s | after p50 / p99 ms | cost after / before | CPU ms per request before / after (of it the server process) | CPU cost after / before |",
  );
  console.log("|---|---|---|---|---|---|---|---|");
  for (let i = 1; i <= rounds; i++) {
    // Alternate the order, so neither build always runs first in a round.
    const r: Partial<Record<"before" | "after", LoadResult & { cpuPerRequest: number; serverPerRequest: number; cpu: number }>> =
      {};
    if (i % 2) {
      r.before = await a.load(seconds);
      r.after = await b.load(seconds);
    } else {
      r.after = await b.load(seconds);
      r.before = await a.load(seconds);
    }
    const [x, y] = [r.before!, r.after!];
    if (x.non2xx + x.errors + y.non2xx + y.errors > 0) throw new Error("failed requests");
    totals.before += x.total;
    totals.after += y.total;
    totals.cpuBefore += x.cpu;
    totals.cpuAfter += y.cpu;
    const cost = x.rps / y.rps;
    ratios.push(cost);
    const cpuCost = y.cpuPerRequest / x.cpuPerRequest;
    cpuRatios.push(cpuCost);
    const ms = (perRequest: number) => ((perRequest * 1000) / TICKS_PER_SECOND).toFixed(2);
    console.log(
      `| ${i} | ${Math.round(x.rps)} | ${x.p50} / ${x.p99} | ${Math.round(y.rps)} | ${y.p50} / ${y.p99} | ${cost.toFixed(2)} | ${ms(x.cpuPerRequest)} (${ms(x.serverPerRequest)}) / ${ms(y.cpuPerRequest)} (${ms(y.serverPerRequest)}) | ${cpuCost.toFixed(2)} |`,
    );
  }
} finally {
  await a.server.stop();
  await b.server.stop();
  await watcher.end();
}
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
console.log(
  `\nmedian cost after / before: ${median(ratios).toFixed(2)}; all requests: ${totals.before} before, ${totals.after} after (cost ${(totals.before / totals.after).toFixed(2)})`,
);
console.log(
  `CPU per request (server + PostgreSQL): median cost after / before ${median(cpuRatios).toFixed(2)}; over all rounds ${((totals.cpuAfter / totals.after / (totals.cpuBefore / totals.before)) || 0).toFixed(2)}`,
);
