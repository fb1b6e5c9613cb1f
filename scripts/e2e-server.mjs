// Starts a fresh Kurswerk for the browser tests: empty data folder, test accounts,
// generous auth rate limits, then the built server (Playwright's webServer).
import { spawn, execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { build } from "./build.mjs";

const port = process.env.PORT ?? "3210";
const dataDir = process.env.DATA_DIR ?? path.join("/tmp", `kurswerk-e2e-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });
const env = {
  ...process.env,
  PORT: port,
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  BASE_URL: `http://127.0.0.1:${port}`,
  RATE_LIMIT_AUTH_MAX: process.env.RATE_LIMIT_AUTH_MAX ?? "1000",
  RATE_LIMIT_MAX: process.env.RATE_LIMIT_MAX ?? "100000",
  MIGRATIONS_DIR: path.resolve("drizzle"),
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
};
delete env.DATABASE_URL;
await build({ onlyIfStale: true });
execFileSync(path.resolve("node_modules/.bin/tsx"), ["e2e/support/seed-users.ts"], {
  stdio: "inherit",
  env,
});
const child = spawn(
  process.execPath,
  ["--enable-source-maps", path.resolve(process.env.DIST_DIR ?? "dist", "server/main.js")],
  { stdio: "inherit", env },
);
const stop = () => child.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
child.on("exit", (code) => process.exit(code ?? 0));
