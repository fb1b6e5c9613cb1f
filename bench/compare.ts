/**
 * One learner route of two builds against the same filled database, measured in turns
 * (docs/benchmarks.md, "Before and after"): on a shared machine the load changes from minute
 * to minute, so the builds take turns, each round measures both, and the ratio is taken per
 * round.
 *
 *   BENCH_DATABASE_URL=postgres://…/kw_bench_100000_200_100_1000000 \
 *   BENCH_BEFORE=/path/to/checkout-before npx tsx bench/compare.ts
 *
 * BENCH_BEFORE is a checkout built with `node scripts/build.mjs` (its `dist`); the other build
 * is this checkout's `dist` (or BENCH_AFTER_DIST, e.g. the e2e build's). The database must be at this checkout's migrations (a kept bench
 * database, BENCH_REUSE=1): an older build starts on it without migrating anything (its newest
 * migration is older than the database's). BENCH_ROUTE (default the dashboard), BENCH_ROUNDS
 * (3), BENCH_SECONDS (10), BENCH_CONNECTIONS (32).
 */
import path from "node:path";
import { BENCH_PASSWORD, MEASURED_EMAIL } from "./fill";
import { runLoad, signIn, startServer, type LoadResult } from "./server";

const root = path.resolve(import.meta.dirname, "..");
const url = process.env.BENCH_DATABASE_URL;
const before = process.env.BENCH_BEFORE;
if (!url || !before) throw new Error("BENCH_DATABASE_URL and BENCH_BEFORE are needed");
const route = process.env.BENCH_ROUTE ?? "/api/learning/dashboard?lang=de";
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const port = Number(process.env.BENCH_PORT ?? 3990);

const builds = {
  before: { dist: path.join(path.resolve(before), "dist"), checkout: path.resolve(before) },
  after: {
    dist: path.resolve(process.env.BENCH_AFTER_DIST ?? path.join(root, "dist")),
    checkout: root,
  },
};

async function measure(build: { dist: string; checkout: string }): Promise<LoadResult> {
  const server = await startServer({ DATABASE_URL: url! }, port, build);
  try {
    const cookie = await signIn(server.base, MEASURED_EMAIL, BENCH_PASSWORD);
    const probe = await fetch(server.base + route, { headers: { cookie } });
    if (probe.status !== 200) throw new Error(`${route}: ${probe.status}`);
    // Warm up (prepared statements, caches), then measure.
    await runLoad({ url: server.base + route, connections, duration: 2, headers: { cookie } });
    return await runLoad({
      url: server.base + route,
      connections,
      duration: seconds,
      headers: { cookie },
    });
  } finally {
    await server.stop();
  }
}

console.log(
  `${route}: ${rounds} rounds of ${seconds} s at ${connections} connections, ${new Date().toISOString()}`,
);
console.log(
  "| round | before req/s | before p50 / p99 ms | after req/s | after p50 / p99 ms | cost after / before |",
);
console.log("|---|---|---|---|---|---|");
const ratios: number[] = [];
for (let i = 1; i <= rounds; i++) {
  // Alternate the order, so neither build always runs first in a round.
  const order = i % 2 ? (["before", "after"] as const) : (["after", "before"] as const);
  const r: Partial<Record<"before" | "after", LoadResult>> = {};
  for (const name of order) r[name] = await measure(builds[name]);
  const [b, a] = [r.before!, r.after!];
  if (a.non2xx + a.errors + b.non2xx + b.errors > 0) throw new Error("failed requests");
  const cost = b.rps / a.rps;
  ratios.push(cost);
  console.log(
    `| ${i} | ${Math.round(b.rps)} | ${b.p50} / ${b.p99} | ${Math.round(a.rps)} | ${a.p50} / ${a.p99} | ${cost.toFixed(2)} |`,
  );
}
const sorted = [...ratios].sort((x, y) => x - y);
console.log(`\nmedian cost after / before: ${sorted[Math.floor(sorted.length / 2)].toFixed(2)}`);
