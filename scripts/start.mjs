// npm start: build what is missing or stale, then run the server (migrations and
// demo content are applied by the server at start).
import { spawn } from "node:child_process";
import path from "node:path";
import { build } from "./build.mjs";

await build({ onlyIfStale: true });
const child = spawn(
  process.execPath,
  ["--enable-source-maps", path.resolve(process.env.DIST_DIR ?? "dist", "server/main.js")],
  {
    stdio: "inherit",
    env: { ...process.env, MIGRATIONS_DIR: path.resolve("drizzle") },
  },
);
const forward = (sig) => () => child.kill(sig);
process.on("SIGINT", forward("SIGINT"));
process.on("SIGTERM", forward("SIGTERM"));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
