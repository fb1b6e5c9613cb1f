// A migrated database made once per test run, which every test file's fresh database
// starts as a copy of (decision 0170): running the 35+ migrations (and, on PGlite, its
// initdb) for every file cost seconds each time. On PGlite the template is a dump of a
// migrated data folder, loaded by each new instance; on PostgreSQL a database that
// `CREATE DATABASE … TEMPLATE` copies. Both are named by a hash of the migrations, so a
// changed or added migration makes a new one, and the harness still runs `migrate()` on
// the copy (it finds every migration applied).
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openPglite, openPostgres } from "../db/client";

/** A hash of every migration file (and the PGlite version, whose data folder layout we dump). */
export function migrationsKey(migrationsFolder = path.resolve("drizzle")): string {
  const hash = createHash("sha256");
  const walk = (dir: string) => {
    for (const name of fs.readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (fs.statSync(file).isDirectory()) walk(file);
      else
        hash
          .update(path.relative(migrationsFolder, file))
          .update("\0")
          .update(fs.readFileSync(file));
    }
  };
  walk(migrationsFolder);
  const pglite = JSON.parse(
    fs.readFileSync(path.resolve("node_modules/@electric-sql/pglite/package.json"), "utf8"),
  ) as { version: string };
  hash.update(`pglite ${pglite.version}`);
  return hash.digest("hex").slice(0, 16);
}

/**
 * The file of a migrated PGlite data folder (gzip tarball), made if missing. Kept in the
 * system's temporary folder between runs; written under another name and renamed, so a
 * run that stops halfway never leaves half a file.
 */
export async function pgliteTemplate(key = migrationsKey()): Promise<string> {
  const dir = path.join(os.tmpdir(), "kurswerk-test-templates");
  const file = path.join(dir, `pglite-${key}.tar.gz`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(dir, { recursive: true });
  const db = await openPglite(null);
  try {
    await db.migrate();
    const blob = await db.dumpDataDir!();
    const tmp = `${file}.${process.pid}.${randomUUID().slice(0, 8)}`;
    fs.writeFileSync(tmp, Buffer.from(await blob.arrayBuffer()));
    fs.renameSync(tmp, file);
  } finally {
    await db.close();
  }
  return file;
}

/** The advisory lock key of making the template ("kwtp" in ASCII). */
const TEMPLATE_LOCK = 0x6b777470;

/**
 * The name of a migrated template database on the PostgreSQL server of `url`, made if
 * missing (under an advisory lock, so two runs at once make it once). Migrated under a
 * temporary name and renamed when done: a template is never half migrated.
 */
export async function postgresTemplate(url: string, key = migrationsKey()): Promise<string> {
  const pg = (await import("pg")).default;
  const name = `kw_template_${key}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK]);
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount) return name;
    const building = `kw_tbuild_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
    await admin.query(`create database ${building}`);
    const u = new URL(url);
    u.pathname = `/${building}`;
    const db = await openPostgres(u.toString(), 1);
    try {
      await db.migrate();
    } finally {
      await db.close();
    }
    // The closed connections' server processes may take a moment to end; a database in use
    // cannot be renamed (nor copied).
    for (let i = 0; ; i++) {
      try {
        await admin.query(`alter database ${building} rename to ${name}`);
        break;
      } catch (err) {
        if (i >= 100) throw err;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    return name;
  } finally {
    await admin.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK]).catch(() => {});
    await admin.end();
  }
}
