// npm start: run the server (migrations and demo content are applied by the server at
// start). `.env` in the working directory is read first; the real environment wins
// (decision 0130). In production the built files must be there: nothing is built at start
// (the build needs the dev dependencies, a production install has none). Elsewhere what
// is missing or stale is built first.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const cwd = process.cwd();
if (fs.existsSync(path.join(cwd, ".env"))) process.loadEnvFile(path.join(cwd, ".env"));

// DIST_DIR relative to the repository, as scripts/build.mjs reads it.
const dist = path.resolve(root, process.env.DIST_DIR ?? "dist");
if (process.env.NODE_ENV === "production") {
  const missing = ["server/main.js", "web/index.html"]
    .map((f) => path.join(dist, f))
    .filter((f) => !fs.existsSync(f));
  if (missing.length) {
    console.error(
      `Kurswerk is not built: ${missing.join(", ")} missing.\n` +
        `With NODE_ENV=production, npm start only runs the built app and never builds it.\n` +
        `Build it first with \`npm run build\` (needs the dev dependencies: npm install), ` +
        `or run the container image, which contains the built app.`,
    );
    process.exit(1);
  }
} else {
  const { build } = await import("./build.mjs");
  await build({ onlyIfStale: true });
}
const child = spawn(process.execPath, ["--enable-source-maps", path.join(dist, "server/main.js")], {
  stdio: "inherit",
  env: { ...process.env, MIGRATIONS_DIR: process.env.MIGRATIONS_DIR ?? path.join(root, "drizzle") },
});
const forward = (sig) => () => child.kill(sig);
process.on("SIGINT", forward("SIGINT"));
process.on("SIGTERM", forward("SIGTERM"));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
