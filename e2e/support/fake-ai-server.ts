import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { test } from "@playwright/test";
import { startFakeOpenAI, type FakeOpenAI } from "../../src/server/test/fake-openai";

/**
 * Each spec's Kurswerk listens on E2E_PORT + its offset: one table, so that no two specs,
 * running at the same time in different workers, share a port (E2E_PORT … + 2 are the
 * playwright.config servers).
 */
const PORT_OFFSETS = {
  "fake-ai": 7,
  xss: 8,
  "project-ai": 9,
  tutor: 10,
  "editor-ai": 11,
  "lifecycle-languages": 12,
  "lesson-progress": 13,
  "practice-translation": 14,
} as const;
export type FakeAiName = keyof typeof PORT_OFFSETS;

/** The address of a spec's own Kurswerk. */
export const fakeAiBase = (name: FakeAiName) =>
  `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + PORT_OFFSETS[name]}`;

/**
 * A Kurswerk of its own (the built server of this run, its own data folder and port)
 * whose AI provider is the fake OpenAI-compatible server, so the other specs keep the
 * offline provider. Used in a spec's beforeAll/afterAll.
 */
export interface FakeAiKurswerk {
  base: string;
  fake: FakeOpenAI;
  stop(): Promise<void>;
}

export async function startFakeAiKurswerk(opts: {
  name: FakeAiName;
  delayMs?: number;
}): Promise<FakeAiKurswerk> {
  const port = Number(process.env.E2E_PORT ?? 3210) + PORT_OFFSETS[opts.name];
  const base = fakeAiBase(opts.name);
  const fake = await startFakeOpenAI(opts.delayMs ? { delayMs: opts.delayMs } : undefined);
  const dataDir = path.join("/tmp", `kurswerk-e2e-${opts.name}-${port}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    BASE_URL: base,
    RATE_LIMIT_AUTH_MAX: "1000",
    RATE_LIMIT_MAX: "100000",
    MIGRATIONS_DIR: path.resolve("drizzle"),
    LOG_LEVEL: "warn",
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: fake.url,
    AI_MODEL: "fake-model",
    AI_API_KEY: "fake-key",
  };
  delete env.DATABASE_URL;
  execFileSync(path.resolve("node_modules/.bin/tsx"), ["e2e/support/seed-users.ts"], {
    stdio: "inherit",
    env,
  });
  const server: ChildProcess = spawn(
    process.execPath,
    [path.resolve(process.env.DIST_DIR ?? "dist", "server/main.js")],
    { stdio: "inherit", env },
  );
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once("exit", r));
      server.kill("SIGTERM");
      await exited;
    }
    await fake.close();
  };
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, fake, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error("the Kurswerk with the fake provider did not start");
}

/**
 * Starts the spec's (or describe block's) own Kurswerk before its tests and stops it after
 * them; `kurswerk` is there once the tests run.
 */
export function useFakeAiKurswerk(name: FakeAiName, opts: { delayMs?: number } = {}) {
  const handle = { base: fakeAiBase(name), kurswerk: undefined as unknown as FakeAiKurswerk };
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    handle.kurswerk = await startFakeAiKurswerk({ name, ...opts });
  });
  test.afterAll(async () => {
    await handle.kurswerk?.stop();
  });
  return handle;
}
