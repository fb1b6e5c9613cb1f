// Unit and API tests: once against embedded PGlite, and again (server tests only)
// against real PostgreSQL when TEST_DATABASE_URL is set. The two runs go side by side:
// much of a test's time is spent waiting (on PostgreSQL, on spawned processes), so the
// pair takes well under the sum of the two. The PGlite run prints as it goes, the
// PostgreSQL run's output follows it; either failing fails the whole.
import { spawn } from "node:child_process";
import path from "node:path";

const vitest = path.resolve("node_modules/.bin/vitest");
const extra = process.argv.slice(2);

function run(label, args, env, live) {
  return new Promise((resolve) => {
    const child = spawn(vitest, ["run", ...args, ...extra], {
      env,
      stdio: live ? "inherit" : ["ignore", "pipe", "pipe"],
    });
    const out = [];
    if (!live) {
      child.stdout.on("data", (d) => out.push(d));
      child.stderr.on("data", (d) => out.push(d));
    }
    child.on("close", (code, signal) =>
      resolve({ label, status: code ?? (signal ? 1 : 0), output: Buffer.concat(out) }),
    );
  });
}

const { TEST_DATABASE_URL, ...withoutPg } = process.env;
console.log("\n▶ unit and API tests (PGlite)");
const runs = [run("unit and API tests (PGlite)", [], withoutPg, true)];
if (TEST_DATABASE_URL) {
  console.log("  (API tests on PostgreSQL run alongside; their output follows)");
  runs.push(
    run(
      "API tests (PostgreSQL)",
      // The container image check does not touch the database: once is enough.
      ["src/server", "--exclude", "src/server/ops/image-start.test.ts"],
      { ...process.env, TEST_DATABASE_URL },
      false,
    ),
  );
}
const results = await Promise.all(runs);
for (const r of results.slice(1)) {
  console.log(`\n▶ ${r.label}`);
  process.stdout.write(r.output);
}
const failed = results.filter((r) => r.status !== 0);
for (const r of failed) console.error(`\n✖ ${r.label} failed (exit ${r.status})`);
process.exit(failed.length ? 1 : 0);
