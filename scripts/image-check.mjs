// Runs the container image's start command on this machine, exactly as the Dockerfile
// states it (its final stage's ENV, WORKDIR, CMD and HEALTHCHECK), against the built app
// in dist/: for machines where no container runtime can run (issue 31, decision 0132).
// The image's /app is this repository, /data a fresh temporary folder.
//   node scripts/image-check.mjs        (after npm run build; exit 0 = the image would start)
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const port = process.env.IMAGE_CHECK_PORT ?? "3998";

/** The final stage of the Dockerfile: ENV, WORKDIR, CMD and HEALTHCHECK's command. */
export function readImage(dockerfile) {
  const lines = dockerfile.replace(/\\\n/g, " ").split("\n");
  const last = lines.findLastIndex((l) => /^FROM\s/i.test(l));
  const image = { env: {}, workdir: "/", cmd: null, healthcheck: null };
  for (const line of lines.slice(last)) {
    const [, word, rest] = /^(\w+)\s+(.*)$/.exec(line.trim()) ?? [];
    if (word === "ENV")
      for (const [, k, v] of rest.matchAll(/(\w+)=("[^"]*"|\S+)/g))
        image.env[k] = v.replace(/^"|"$/g, "");
    if (word === "WORKDIR") image.workdir = rest.trim();
    if (word === "CMD") image.cmd = JSON.parse(rest);
    if (word === "HEALTHCHECK") image.healthcheck = JSON.parse(rest.slice(rest.indexOf("CMD") + 3));
  }
  if (!image.cmd || !image.healthcheck) throw new Error("Dockerfile: CMD or HEALTHCHECK not found");
  return image;
}

async function main() {
  const image = readImage(fs.readFileSync(path.join(root, "Dockerfile"), "utf8"));
  if (!fs.existsSync(path.join(root, "dist/server/main.js")))
    throw new Error("dist/ is not built: run npm run build first");
  const data = fs.mkdtempSync(path.join(os.tmpdir(), "kurswerk-image-"));
  // The image's paths on this machine: /app is the repository, /data the temporary folder.
  const local = (v) =>
    v.startsWith(image.workdir + "/")
      ? path.join(root, v.slice(image.workdir.length))
      : v === "/data"
        ? data
        : v;
  const env = {
    PATH: process.env.PATH,
    ...Object.fromEntries(Object.entries(image.env).map(([k, v]) => [k, local(v)])),
    PORT: port,
    AUTH_SECRET: "image-check-secret-0123456789abcdefghijkl",
    BASE_URL: `http://127.0.0.1:${port}`,
  };
  const [bin, ...args] = image.cmd;
  console.log(`image-check: ${image.cmd.join(" ")} in ${root} (image ${image.workdir})`);
  const server = spawn(bin === "node" ? process.execPath : bin, args, {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  server.stdout.on("data", (d) => (log += d));
  server.stderr.on("data", (d) => (log += d));
  const exited = new Promise((resolve) => server.on("exit", (code) => resolve(code)));
  const fail = (msg) => {
    console.error(`image-check failed: ${msg}\n--- server log ---\n${log}`);
    server.kill("SIGKILL");
    fs.rmSync(data, { recursive: true, force: true });
    process.exit(1);
  };
  const healthcheck = () => {
    const [hbin, ...hargs] = image.healthcheck;
    return spawnSync(hbin === "node" ? process.execPath : hbin, hargs, { env, timeout: 5000 })
      .status;
  };
  try {
    let ready = false;
    for (let i = 0; i < 240 && !ready; i++) {
      if (server.exitCode !== null) fail(`the server exited (${server.exitCode})`);
      ready = healthcheck() === 0;
      if (!ready) await new Promise((r) => setTimeout(r, 500));
    }
    if (!ready) fail("the HEALTHCHECK command did not succeed within 120 s");
    const base = `http://127.0.0.1:${port}`;
    const page = await fetch(`${base}/auth`, {
      headers: { accept: "text/html" },
      redirect: "manual",
    });
    // Production without an admin: every page leads to /setup (the first admin).
    if (page.status !== 302 || page.headers.get("location") !== "/setup")
      fail(
        `GET /auth answered ${page.status} ${page.headers.get("location")}, expected 302 /setup`,
      );
    const setup = await (await fetch(`${base}/setup`, { headers: { accept: "text/html" } })).text();
    if (!setup.includes('<div id="root"')) fail("/setup did not serve the built web app");
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(setup)?.[1];
    if (!asset || (await fetch(`${base}${asset}`)).status !== 200)
      fail("a built script was not served");
    if ((await fetch(`${base}/api/health`)).headers.has("x-sql-statements"))
      fail("not in production mode (x-sql-statements header present)");
    server.kill("SIGTERM");
    const code = await Promise.race([
      exited,
      new Promise((r) => setTimeout(() => r("timeout"), 30_000)),
    ]);
    if (code !== 0) fail(`after SIGTERM the server ended with ${code}, expected 0`);
    if (!/shutting down/.test(log)) fail("no drain after SIGTERM in the log");
    console.log("image-check: started, healthy, served the app, drained on SIGTERM");
  } finally {
    fs.rmSync(data, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(`image-check failed: ${err.message}`);
    process.exit(1);
  });
}
