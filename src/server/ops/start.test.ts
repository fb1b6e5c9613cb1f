import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { loadEnvFile } from "../lib/env-file";

/*
 * Starting for real (issue 31): `npm start` in production never builds and says so when the
 * built files are missing; `.env` in the working directory is read, the real environment
 * wins (decision 0130). Spawned processes, as an operator starts them.
 */

const repo = path.resolve(".");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "kurswerk-start-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function run(
  args: string[],
  opts: { cwd: string; env: Record<string, string> },
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    // Only what the test sets (and PATH): no variable of the machine running the tests.
    const child = spawn(process.execPath, args, {
      cwd: opts.cwd,
      env: { PATH: process.env.PATH ?? "", ...opts.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    const timer = setTimeout(() => child.kill("SIGKILL"), 110_000);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}

function folderWithEnv(name: string, envText: string) {
  const dir = path.join(tmp, name);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, ".env"), envText);
  return dir;
}

describe("npm start (scripts/start.mjs)", () => {
  it("refuses to start in production without the built files, clearly, and builds nothing", async () => {
    const dist = path.join(tmp, "no-dist");
    fs.mkdirSync(dist);
    const { code, out } = await run([path.join(repo, "scripts/start.mjs")], {
      cwd: tmp,
      env: { NODE_ENV: "production", DIST_DIR: dist },
    });
    expect(code).toBe(1);
    expect(out).toContain("Kurswerk is not built");
    expect(out).toContain(path.join(dist, "server/main.js"));
    expect(out).toContain("npm run build");
    expect(out).not.toContain("build: web app");
    expect(fs.readdirSync(dist)).toEqual([]);
  });

  it("reads .env of the working directory, and the real environment wins", async () => {
    // NODE_ENV=production only in .env: production mode proves the file was read. DIST_DIR
    // in both: the error names the real environment's folder, never the file's.
    const dir = folderWithEnv(
      "start-env",
      `NODE_ENV=production\nDIST_DIR=${path.join(tmp, "from-file")}\n`,
    );
    const real = path.join(tmp, "from-environment");
    const { code, out } = await run([path.join(repo, "scripts/start.mjs")], {
      cwd: dir,
      env: { DIST_DIR: real },
    });
    expect(code).toBe(1);
    expect(out).toContain(path.join(real, "server/main.js"));
    expect(out).not.toContain("from-file");
  });
});

describe("the server reads .env (src/server/main.ts, as the image starts it)", () => {
  it("takes variables from .env and lets the real environment win", async () => {
    // Two invalid values in the file: AI_TIMEOUT_MS proves the file is read (the start stops
    // naming it); PORT is also set, validly, in the environment, so it must not be named.
    const dir = folderWithEnv("server-env", "AI_TIMEOUT_MS=5\nPORT=not-a-port\n");
    const { code, out } = await run(
      [
        "--import",
        pathToFileURL(path.join(repo, "node_modules/tsx/dist/loader.mjs")).href,
        path.join(repo, "src/server/main.ts"),
      ],
      { cwd: dir, env: { PORT: "3460", TSX_TSCONFIG_PATH: path.join(repo, "tsconfig.json") } },
    );
    expect(code).toBe(1);
    expect(out).toContain("Invalid configuration");
    expect(out).toContain("AI_TIMEOUT_MS");
    expect(out).not.toContain("PORT");
  }, 120_000);
});

describe("loadEnvFile", () => {
  it("fills only what the environment lacks (an empty real value wins too) and parses quotes and comments", () => {
    const dir = folderWithEnv(
      "unit",
      '# comment\nA=from-file\nB="two words"\nC=kept # note\nD=from-file\n',
    );
    const env: Record<string, string | undefined> = { A: "real", D: "" };
    expect(loadEnvFile(dir, env)).toBe(path.join(dir, ".env"));
    expect(env).toEqual({ A: "real", B: "two words", C: "kept", D: "" });
  });

  it("is silent without a .env", () => {
    const env = {};
    expect(loadEnvFile(path.join(tmp, "nowhere"), env)).toBeNull();
    expect(env).toEqual({});
  });
});
