// Unit and API tests: once against embedded PGlite, and again (server tests only)
// against real PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from "node:child_process";
import path from "node:path";

const vitest = path.resolve("node_modules/.bin/vitest");
const extra = process.argv.slice(2);
const run = (label, args, env) => {
  console.log(`\n▶ ${label}`);
  const r = spawnSync(vitest, ["run", ...args, ...extra], { stdio: "inherit", env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

const { TEST_DATABASE_URL, ...withoutPg } = process.env;
run("unit and API tests (PGlite)", [], withoutPg);
if (TEST_DATABASE_URL)
  run("API tests (PostgreSQL)", ["src/server"], { ...process.env, TEST_DATABASE_URL });
