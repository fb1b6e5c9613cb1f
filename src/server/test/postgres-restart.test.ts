import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { createHmac } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createServer } from "node:net";
import { loadConfig } from "../config";
import { openPostgres, type Database } from "../db/client";
import { createDeps } from "../deps";
import { createApp } from "../app";
import { silentLogger } from "../lib/logger";
import { leadBody } from "./lead-body";

/**
 * PostgreSQL restarted while the server runs (issue 14): requests fail cleanly during the
 * outage (our error shape, no crash) and succeed afterwards without restarting the server.
 * A throwaway cluster (initdb as the postgres user); runs only where TEST_DATABASE_URL is set
 * (CI), since it needs the PostgreSQL server binaries.
 */
const BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";
const enabled = Boolean(process.env.TEST_DATABASE_URL);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kw-pg-restart-"));
let port = 0;
let database: Database | undefined;

const asPostgres = (cmd: string) =>
  execFileSync("su", ["postgres", "-s", "/bin/bash", "-c", cmd], { stdio: "pipe" });
const pgCtl = (action: string) =>
  asPostgres(
    `${BIN}/pg_ctl -D ${dir}/data -o "-p ${port} -k ${dir} -h 127.0.0.1" -w -t 60 ${action}`,
  );

beforeAll(async () => {
  if (!enabled) return;
  port = await new Promise<number>((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
  fs.chmodSync(dir, 0o777);
  asPostgres(`${BIN}/initdb -D ${dir}/data -A trust -U postgres >/dev/null`);
  pgCtl("start -l " + path.join(dir, "log"));
}, 120_000);
afterAll(async () => {
  await database?.close().catch(() => {});
  if (enabled) {
    try {
      pgCtl("stop -m immediate");
    } catch {
      /* already stopped */
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

describe.runIf(enabled)("PostgreSQL restarted while serving (TEST_DATABASE_URL)", () => {
  it("fails cleanly during the outage and recovers without a restart", async () => {
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const config = loadConfig({
      NODE_ENV: "test",
      BASE_URL: "http://localhost:3000",
      LOG_LEVEL: "silent",
    });
    database = await openPostgres(url, 3);
    await database.migrate();
    const deps = createDeps(config, database, silentLogger);
    const app = createApp(deps, { ping: database.ping });
    const local = { incoming: { socket: { remoteAddress: "127.0.0.1" } } };
    let n = 0;
    const write = () =>
      app.request(
        "/api/leads",
        {
          method: "POST",
          headers: { "content-type": "application/json", origin: "http://localhost:3000" },
          body: JSON.stringify(leadBody(`restart-${++n}@example.com`)),
        },
        local,
      );
    const health = () => app.request("/api/health", {}, local);
    // A correctly signed cookie of a session that does not exist: its prepared statement runs
    // on the shared read connection (decision 0071), then Better Auth answers: nobody.
    const token = "restart-probe";
    const signed = `${token}.${createHmac("sha256", config.authSecret).update(token).digest("base64")}`;
    const me = () =>
      app.request(
        "/api/me",
        { headers: { cookie: `kurswerk.session_token=${encodeURIComponent(signed)}` } },
        local,
      );
    expect((await health()).status).toBe(200);
    expect(await (await me()).json()).toEqual({ user: null, socialProviders: [] });

    pgCtl("stop -m fast");
    for (let i = 0; i < 3; i++) {
      const down = await health();
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ status: "error", database: "error" });
      const res = await write();
      expect(res.status).toBe(500);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("INTERNAL");
      expect(body.error.message).toBe("Ein unerwarteter Fehler ist aufgetreten");
      expect((await me()).status).toBe(500);
    }

    pgCtl("start -l " + path.join(dir, "log"));
    const until = Date.now() + 30_000;
    let status = 0;
    while (Date.now() < until && status !== 200) {
      status = (await health()).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
    expect((await write()).status).toBe(201);
    // The read connection the server ended is replaced at the next statement.
    expect(await (await me()).json()).toEqual({ user: null, socialProviders: [] });
    await deps.jobs.stop();
  }, 180_000);
});
