import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../test/harness";
import { loadConfig } from "../config";
import { openPglite, openPostgres, type Database } from "../db/client";
import { insertDemo } from "../test/editor-helpers";
import { leadBody } from "../test/lead-body";
import { backup, backupKey, BACKUP_PATH, restore } from "./backup";

/**
 * npm run backup / npm run restore (decision 0061): a populated instance is backed up while
 * it runs, restored elsewhere, and every table's rows are compared, uploads included. On
 * PGlite the backup goes through the running server; with TEST_DATABASE_URL through pg_dump.
 */
const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "kw-backup-"));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: path.join(tmp, "source") });
  // A populated instance: a course, learners with progress, a lead, an uploaded file.
  const demo = await insertDemo(t, 0);
  for (let i = 0; i < 2; i++) {
    const { cookie } = await t.signIn("user");
    await t.request(`/api/learning/courses/${demo.courseId}/start`, { json: {}, cookie });
  }
  await t.request("/api/leads", {
    ip: "10.70.0.1",
    json: leadBody("backup-lead@example.com", { utmSource: "backup" }),
  });
  const uploads = path.join(tmp, "source", "uploads", "thumbnails");
  fs.mkdirSync(uploads, { recursive: true });
  fs.writeFileSync(path.join(uploads, "kurs.webp"), Buffer.from([1, 2, 3, 250]));
}, 120_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Every table of the public schema and the migration journal, rows in a stable order. */
async function snapshot(db: Database["db"]) {
  const rowsOf = async (q: string) =>
    ((await db.execute(sql.raw(q))) as unknown as { rows: Record<string, unknown>[] }).rows;
  const tables = await rowsOf(
    `select table_schema || '.' || table_name as name from information_schema.tables
     where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, string[]> = {};
  for (const { name } of tables) {
    const [schema, table] = String(name).split(".");
    const rows = await rowsOf(`select * from "${schema}"."${table}"`);
    out[String(name)] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

function listFiles(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const p = path.join(dir, f);
    if (fs.statSync(p).isFile()) out[f] = fs.readFileSync(p).toString("base64");
  }
  return out;
}

/** The backup folder and its subfolders are 700, every file 600: only the owner reads it. */
function expectOwnerOnly(dir: string) {
  const modes: Record<string, string> = {};
  const want: Record<string, string> = {};
  for (const f of [".", ...(fs.readdirSync(dir, { recursive: true }) as string[])]) {
    const st = fs.statSync(path.join(dir, f));
    modes[f] = (st.mode & 0o777).toString(8);
    want[f] = st.isDirectory() ? "700" : "600";
  }
  expect(Object.keys(modes)).toEqual(expect.arrayContaining(["manifest.json", "uploads"]));
  expect(modes).toEqual(want);
}

const isPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe(`backup and restore (${isPostgres ? "PostgreSQL: pg_dump" : "PGlite: through the running server"})`, () => {
  it("restores a populated instance elsewhere with every table's rows and the uploads", async () => {
    const before = await snapshot(t.deps.db);
    expect(Object.keys(before).length).toBeGreaterThan(15);
    expect(before["public.user"].length).toBeGreaterThanOrEqual(2);
    expect(before["public.funnel_leads"].length).toBe(1);

    const out = path.join(tmp, "backup");
    let restored: Database;
    if (!isPostgres) {
      const source = loadConfig({
        NODE_ENV: "test",
        DATA_DIR: path.join(tmp, "source"),
        PORT: "3999",
      });
      const manifest = await backup(source, out, {
        // The running server answers the machine itself with the key only.
        throughServer: (url, init) =>
          Promise.resolve(
            t.app.request(new URL(url).pathname, init, {
              incoming: { socket: { remoteAddress: "127.0.0.1" } },
            }),
          ),
      });
      expect(manifest).toMatchObject({ kind: "pglite", uploads: "included" });
      expectOwnerOnly(out);
      const target = loadConfig({ NODE_ENV: "test", DATA_DIR: path.join(tmp, "restored") });
      await restore(target, out);
      restored = await openPglite(path.join(tmp, "restored", "db"));
    } else {
      const base = process.env.TEST_DATABASE_URL!;
      const name = (await t.deps.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const sourceUrl = new URL(base);
      sourceUrl.pathname = `/${name.rows[0].name}`;
      const source = loadConfig({
        NODE_ENV: "test",
        DATABASE_URL: sourceUrl.toString(),
        DATA_DIR: path.join(tmp, "source"),
      });
      await backup(source, out, { pgBin: PG_BIN });
      expectOwnerOnly(out);
      const pg = (await import("pg")).default;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      const targetName = `${name.rows[0].name}_restored`;
      await admin.query(`create database ${targetName}`);
      await admin.end();
      const targetUrl = new URL(base);
      targetUrl.pathname = `/${targetName}`;
      const target = loadConfig({
        NODE_ENV: "test",
        DATABASE_URL: targetUrl.toString(),
        DATA_DIR: path.join(tmp, "restored"),
      });
      await restore(target, out, { pgBin: PG_BIN });
      restored = await openPostgres(targetUrl.toString(), 2);
      restored.close = async () => {
        await (await openPostgres(targetUrl.toString(), 1)).close();
        const c = new pg.Client({ connectionString: base });
        await c.connect();
        await c.query(`drop database if exists ${targetName} with (force)`);
        await c.end();
      };
    }
    try {
      expect(await snapshot(restored.db)).toEqual(before);
    } finally {
      await restored.close();
    }
    expect(listFiles(path.join(tmp, "restored", "uploads"))).toEqual(
      listFiles(path.join(tmp, "source", "uploads")),
    );
    // Never over existing data.
    await expect(backup(loadConfig({ NODE_ENV: "test", DATA_DIR: tmp }), out)).rejects.toThrow(
      /not empty/,
    );
  }, 180_000);

  it("the running server hands out its data folder only to the machine itself, with the key", async () => {
    const key = backupKey(t.deps.config.authSecret);
    const remote = await t.request(BACKUP_PATH, {
      ip: "192.0.2.1",
      headers: { "x-kurswerk-backup-key": key },
    });
    expect(remote.status).toBe(404);
    const noKey = await t.request(BACKUP_PATH, { ip: "127.0.0.1" });
    expect(noKey.status).toBe(404);
    const admin = await t.signIn("admin");
    const asAdmin = await t.request(BACKUP_PATH, { ip: "127.0.0.1", cookie: admin.cookie });
    expect(asAdmin.status).toBe(404);
  });
});
