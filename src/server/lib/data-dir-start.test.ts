import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/*
 * Issue 41 on a real start (src/server/main.ts as a child, PGlite): started with umask 000
 * and without AUTH_SECRET, the server leaves nothing in DATA_DIR that another user could
 * read or write (PGlite alone wrote 968 of its files with mode 666), keeps a session secret
 * of its own there, says so in the log, and keeps it at the next start.
 */

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "kurswerk-start-modes-"));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
  fs.rmSync(tmp, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

async function start(dataDir: string) {
  const port = await freePort();
  const main = path.resolve("src/server/main.ts");
  const child = spawn(
    "sh",
    ["-c", `umask 000 && exec "${process.execPath}" --import tsx "${main}"`],
    {
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "development",
        PORT: String(port),
        HOST: "127.0.0.1",
        BASE_URL: `http://localhost:${port}`,
        DATA_DIR: dataDir,
        SEED_DEMO: "false",
        LOG_LEVEL: "info",
        MIGRATIONS_DIR: path.resolve("drizzle"),
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  children.push(child);
  let log = "";
  child.stdout!.on("data", (d) => (log += d));
  child.stderr!.on("data", (d) => (log += d));
  const until = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${log}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error(`server did not start: ${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    log: () => log,
    stop: () =>
      new Promise<number | null>((resolve) => {
        child.on("exit", (code) => resolve(code));
        child.kill("SIGTERM");
      }),
  };
}

/** Every path under `dir` whose mode lets anyone but its owner in. */
function open(dir: string): string[] {
  const out: string[] = [];
  const walk = (p: string) => {
    const st = fs.lstatSync(p);
    if (st.isSymbolicLink()) return;
    if (st.mode & 0o077)
      out.push(`${path.relative(dir, p) || "."} ${(st.mode & 0o777).toString(8)}`);
    if (st.isDirectory()) for (const n of fs.readdirSync(p)) walk(path.join(p, n));
  };
  walk(dir);
  return out;
}

describe("a start with umask 000 and without AUTH_SECRET", () => {
  it("leaves DATA_DIR private, keeps its own secret there and says so", async () => {
    const dataDir = path.join(tmp, "data");
    const first = await start(dataDir);
    const secretFile = path.join(dataDir, "auth-secret");
    // While it runs: the folder is closed to everyone else, the secret 600.
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(secretFile).mode & 0o777).toBe(0o600);
    const secret = fs.readFileSync(secretFile, "utf8").trim();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(first.log()).toContain(`made a random session secret in ${secretFile} (mode 600)`);
    // The migrations' files (PGlite makes them 666) were made private after they ran.
    expect(fs.readdirSync(path.join(dataDir, "db")).length).toBeGreaterThan(5);
    expect(open(dataDir)).toEqual([]);
    expect(await first.stop()).toBe(0);
    expect(open(dataDir)).toEqual([]);

    // Files loosened meanwhile (a copy, an unpack) are repaired at the next start; the
    // secret is the same one.
    fs.mkdirSync(path.join(dataDir, "uploads"), { mode: 0o777 });
    fs.chmodSync(path.join(dataDir, "uploads"), 0o777);
    fs.writeFileSync(path.join(dataDir, "uploads", "a.webp"), "x");
    fs.chmodSync(path.join(dataDir, "uploads", "a.webp"), 0o666);
    fs.chmodSync(path.join(dataDir, "db"), 0o755);
    const second = await start(dataDir);
    expect(open(dataDir)).toEqual([]);
    expect(second.log()).toMatch(/made \d+ files and folders in DATA_DIR private/);
    expect(second.log()).toContain(`sessions are signed with the secret in ${secretFile}`);
    expect(fs.readFileSync(secretFile, "utf8").trim()).toBe(secret);
    expect(await second.stop()).toBe(0);
  }, 240_000);

  it("refuses to start on a DATA_DIR of another user, with a clear message", async () => {
    const dataDir = path.join(tmp, "foreign");
    fs.mkdirSync(dataDir, { mode: 0o755 });
    const me = process.getuid!();
    // As root: a folder of "nobody"; anyone else: the file system's root is root's.
    const dir = me === 0 ? (fs.chownSync(dataDir, 65534, 65534), dataDir) : "/";
    const port = await freePort();
    const child = spawn(process.execPath, ["--import", "tsx", path.resolve("src/server/main.ts")], {
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "development",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dir,
        MIGRATIONS_DIR: path.resolve("drizzle"),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
    let out = "";
    child.stdout!.on("data", (d) => (out += d));
    child.stderr!.on("data", (d) => (out += d));
    const code = await new Promise<number | null>((r) => child.on("exit", r));
    expect(code).toBe(1);
    expect(out).toContain(`but Kurswerk runs as user ${me}`);
    expect(out).toContain(`chown -R ${me} ${dir}`);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  }, 120_000);
});
