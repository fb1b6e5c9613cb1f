/** Starts the built server as `npm start` does in production, and a load-generator process. */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

export interface Server {
  base: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts `dist/server/main.js` of this checkout, or of another build (`build`: its dist folder
 * and the checkout it was built from, whose migrations it runs: bench/compare.ts).
 */
export async function startServer(
  env: Record<string, string>,
  port: number,
  build: { dist: string; checkout: string } = { dist: path.join(root, "dist"), checkout: root },
): Promise<Server> {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(build.dist, "server/main.js")], {
    cwd: build.checkout,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: base,
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0001",
      MIGRATIONS_DIR: path.join(build.checkout, "drizzle"),
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      // The load comes from one address: the limits would measure themselves.
      RATE_LIMIT_MAX: "1000000000",
      RATE_LIMIT_AUTH_MAX: "1000000000",
      SIGNIN_IP_MAX: "1000000000",
      ...env,
    },
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health/ready`)).status === 200) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error("server did not become ready");
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

export interface LoadSpec {
  url: string;
  connections: number;
  duration: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  cookies?: string[];
  paths?: string[];
  bodies?: string[];
  amount?: number;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  sent: number;
}

/** Runs autocannon in a separate Node process (bench/load.mjs). */
export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const file = path.join(
    os.tmpdir(),
    `kw-bench-${process.pid}-${Math.random().toString(36).slice(2)}.json`,
  );
  fs.writeFileSync(file, JSON.stringify(spec));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, "bench/load.mjs"), file], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("exit", (code) => {
      fs.rmSync(file, { force: true });
      if (code !== 0) return reject(new Error(`load generator exited with ${code}`));
      resolve(JSON.parse(out.trim().split("\n").pop()!));
    });
  });
}

export async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
