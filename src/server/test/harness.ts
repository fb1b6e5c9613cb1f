import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { inject } from "vitest";
import { eq } from "drizzle-orm";
import { loadConfig } from "../config";
import { openPglite, openPostgres, type Database } from "../db/client";
import { createDeps } from "../deps";
import { createApp } from "../app";
import { silentLogger, type Logger } from "../lib/logger";
import { upsertAccount } from "../auth/accounts";
import { mailOutbox } from "../db/schema";
import type { Role } from "@shared/contracts/auth";
import type { Deps } from "../context";

export const BASE_URL = "http://localhost:3000";

/**
 * What a browser's cookie jar does with a response: cookies it sets replace ours, cookies
 * it expires (Max-Age=0, e.g. the session cache after a write) are dropped.
 */
export function withSetCookies(cookie: string, res: Response): string {
  const jar = new Map(
    cookie
      .split(/;\s*/)
      .filter(Boolean)
      .map((c) => [c.slice(0, c.indexOf("=")), c] as const),
  );
  for (const set of res.headers.getSetCookie()) {
    const pair = set.split(";")[0];
    const name = pair.slice(0, pair.indexOf("="));
    if (/max-age=0/i.test(set) || pair.endsWith("=")) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

/** What the run's global setup provided (none outside vitest's global setup). */
function provided<K extends "pgliteTemplate" | "postgresTemplate">(key: K): string | null {
  try {
    return inject(key) ?? null;
  } catch {
    return null;
  }
}

let pgliteTemplateData: Blob | undefined;

/**
 * A fresh database for one test file: in-memory PGlite, or with TEST_DATABASE_URL a
 * new database on that PostgreSQL server (dropped on close). Both start as a copy of the
 * run's migrated template when there is one (decision 0170); `migrate()` still runs on it.
 */
export async function openTestDatabase(): Promise<
  Database & { dropIfTemp: () => Promise<void>; url?: string }
> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const template = provided("pgliteTemplate");
    if (template && !pgliteTemplateData) pgliteTemplateData = new Blob([fs.readFileSync(template)]);
    const db = await openPglite(null, undefined, template ? pgliteTemplateData : undefined);
    return Object.assign(db, { dropIfTemp: async () => {} });
  }
  const pg = (await import("pg")).default;
  const name = `kw_test_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  const template = provided("postgresTemplate");
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const db = await openPostgres(u.toString(), 5);
  return Object.assign(db, {
    url: u.toString(),
    dropIfTemp: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  });
}

export interface TestApp {
  deps: Deps;
  /** PostgreSQL: the test database's address (another "process" can open it). */
  databaseUrl?: string;
  /** The Hono app itself, e.g. to serve it on a real port. */
  app: ReturnType<typeof createApp>;
  database: Database;
  /** Sends a request as a browser on our origin would (Origin header, JSON body). */
  request(
    path: string,
    init?: {
      method?: string;
      json?: unknown;
      /** Any other body (for example FormData for uploads); `json` wins when both are set. */
      body?: BodyInit;
      cookie?: string;
      ip?: string;
      headers?: Record<string, string>;
    },
  ): Promise<Response>;
  /** Creates a confirmed account and returns its session cookie. */
  signIn(role?: Role, email?: string): Promise<{ cookie: string; userId: string; email: string }>;
  outbox(to: string): Promise<(typeof mailOutbox.$inferSelect)[]>;
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  opts: {
    logger?: Logger;
    /** PostgreSQL: serve this existing database (a second server process on it). */
    databaseUrl?: string;
    /** Serve the web app's pages from this folder (as dist/web). */
    webDir?: string;
  } = {},
): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: "test", BASE_URL, LOG_LEVEL: "silent", ...env });
  const database = opts.databaseUrl
    ? Object.assign(await openPostgres(opts.databaseUrl, 3), {
        url: opts.databaseUrl,
        dropIfTemp: async () => {},
      })
    : await openTestDatabase();
  await database.migrate();
  const deps = createDeps(config, database, opts.logger ?? silentLogger);
  const app = createApp(deps, {
    ping: database.ping,
    dumpDataDir: database.dumpDataDir,
    webDir: opts.webDir,
  });
  let counter = 0;

  const request: TestApp["request"] = (path, init = {}) => {
    const headers: Record<string, string> = {
      origin: BASE_URL,
      accept: "application/json",
      ...init.headers,
    };
    if (init.json !== undefined) headers["content-type"] = "application/json";
    if (init.cookie) headers.cookie = init.cookie;
    return Promise.resolve(
      app.request(
        path,
        {
          method: init.method ?? (init.json !== undefined ? "POST" : "GET"),
          headers,
          body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
        },
        { incoming: { socket: { remoteAddress: init.ip ?? "127.0.0.1" } } },
      ),
    );
  };

  return {
    deps,
    databaseUrl: database.url,
    app,
    database,
    request,
    async signIn(role = "user", email) {
      const address = email ?? `${role}-${++counter}-${randomUUID().slice(0, 8)}@example.com`;
      const password = "test-password-123";
      const { id } = await upsertAccount(deps.db, {
        email: address,
        name: `Test ${role}`,
        password,
        role,
      });
      const res = await request("/api/auth/sign-in/email", {
        json: { email: address, password },
        ip: `10.9.${counter % 250}.${(counter * 7) % 250}`,
      });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      return { cookie, userId: id, email: address };
    },
    outbox: (to) => deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to.toLowerCase())),
    async close() {
      for (const fn of deps.onClose) await fn();
      await database.close();
      await database.dropIfTemp();
    },
  };
}
