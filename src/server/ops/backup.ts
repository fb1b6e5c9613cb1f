import { spawn } from "node:child_process";
import { createHmac, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { formatMessage } from "@shared/i18n/messages";
import type { Config } from "../config";
import { DatabaseLockedError, openPglite, type Database } from "../db/client";
import { loopbackOnly } from "../lib/dev-only";

/**
 * Backup and restore (issue 14, decision 0061). A backup is a folder:
 *   manifest.json   kind (pglite | postgres), time, what is included
 *   db.tar.gz       PGlite: the data folder, dumped by the open instance (consistent)
 *   db.sql          PostgreSQL: pg_dump (plain SQL, one consistent snapshot)
 *   uploads/        the uploaded files ($DATA_DIR/uploads; an S3 bucket is not copied)
 * While the server runs, PGlite's data folder is locked: the backup then asks the running
 * server through GET /api/ops/backup, which answers only the machine itself and only with
 * a key derived from AUTH_SECRET.
 */
export const BACKUP_PATH = "/api/ops/backup";
const KEY_HEADER = "x-kurswerk-backup-key";

export const backupKey = (authSecret: string) =>
  createHmac("sha256", authSecret).update("kurswerk-backup-v1").digest("hex");

function keyMatches(given: string | undefined, authSecret: string) {
  const want = Buffer.from(backupKey(authSecret));
  const got = Buffer.from(given ?? "");
  return got.length === want.length && timingSafeEqual(got, want);
}

/** GET /api/ops/backup: the PGlite data folder as db.tar.gz (loopback and key only). */
export function mountBackupRoute(
  app: Hono<AppEnv>,
  dumpDataDir: Database["dumpDataDir"] | undefined,
) {
  app.use(BACKUP_PATH, loopbackOnly());
  app.get(BACKUP_PATH, async (c) => {
    const deps = c.get("deps");
    if (!keyMatches(c.req.header(KEY_HEADER), deps.config.authSecret) || !dumpDataDir)
      return c.json(
        { error: { code: "NOT_FOUND", message: formatMessage("unknownApiPath", c.get("lang")) } },
        404,
      );
    const blob = await dumpDataDir();
    deps.logger.info("backup taken through the running server", { bytes: blob.size });
    return new Response(blob, { headers: { "content-type": "application/gzip" } });
  });
}

export interface BackupManifest {
  format: 1;
  kind: "pglite" | "postgres";
  createdAt: string;
  uploads: "included" | "s3-not-included";
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** Writes a backup of the instance `config` describes into the empty or new folder `out`. */
export async function backup(
  config: Config,
  out: string,
  opts: {
    /** Always ask the running server at this fetch (tests); by default only when locked. */
    throughServer?: FetchLike;
    pgBin?: string;
  } = {},
): Promise<BackupManifest> {
  // Only the owner may enter the folder, from before the first byte is written; every file
  // in it is made readable by its owner only (a backup holds password hashes and sessions).
  ensureEmptyDir(out, 0o700);
  fs.chmodSync(out, 0o700);
  const kind = config.database.kind;
  if (config.database.kind === "postgres") {
    await run(pgTool("pg_dump", opts.pgBin), [
      "--no-owner",
      "--no-privileges",
      "--file",
      path.join(out, "db.sql"),
      config.database.url,
    ]);
  } else {
    fs.writeFileSync(path.join(out, "db.tar.gz"), await pgliteDump(config, opts.throughServer), {
      mode: 0o600,
    });
  }
  const uploads = config.storage.kind === "local" ? "included" : "s3-not-included";
  if (config.storage.kind === "local" && fs.existsSync(config.storage.dir))
    fs.cpSync(config.storage.dir, path.join(out, "uploads"), { recursive: true });
  const manifest: BackupManifest = {
    format: 1,
    kind,
    createdAt: new Date().toISOString(),
    uploads,
  };
  fs.writeFileSync(path.join(out, "manifest.json"), JSON.stringify(manifest, null, 2), {
    mode: 0o600,
  });
  ownerOnly(out);
  return manifest;
}

/** Folders 700, files 600, below and including `dir` (pg_dump and cpSync follow the umask). */
function ownerOnly(dir: string) {
  fs.chmodSync(dir, 0o700);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) ownerOnly(p);
    else fs.chmodSync(p, 0o600);
  }
}

/** The data folder: dumped directly when no server holds it, else through the running server. */
async function pgliteDump(config: Config, throughServer?: FetchLike): Promise<Buffer> {
  if (config.database.kind !== "pglite") throw new Error("not PGlite");
  if (throughServer) return dumpThroughServer(config, throughServer);
  try {
    const db = await openPglite(config.database.dir, config.migrationsDir);
    try {
      return Buffer.from(await (await db.dumpDataDir!()).arrayBuffer());
    } finally {
      await db.close();
    }
  } catch (err) {
    if (!(err instanceof DatabaseLockedError)) throw err;
  }
  return dumpThroughServer(config, fetch);
}

async function dumpThroughServer(config: Config, fetchImpl: FetchLike): Promise<Buffer> {
  const res = await fetchImpl(`http://127.0.0.1:${config.port}${BACKUP_PATH}`, {
    headers: { [KEY_HEADER]: backupKey(config.authSecret) },
  });
  if (!res.ok) throw new Error(`the running server refused the backup: ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

/**
 * Restores a backup into the instance `config` describes: an empty (or new) PGlite data
 * folder, or an empty PostgreSQL database; uploads into an empty uploads folder.
 */
export async function restore(
  config: Config,
  from: string,
  opts: { pgBin?: string } = {},
): Promise<void> {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(from, "manifest.json"), "utf8"),
  ) as BackupManifest;
  if (manifest.kind !== config.database.kind)
    throw new Error(
      `the backup is of ${manifest.kind}, the configuration names ${config.database.kind}`,
    );
  if (config.storage.kind === "local") ensureEmptyDir(config.storage.dir);
  if (config.database.kind === "pglite") {
    const dir = config.database.dir;
    ensureEmptyDir(dir);
    const { PGlite } = await import("@electric-sql/pglite");
    const data = fs.readFileSync(path.join(from, "db.tar.gz"));
    const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
    const db = await PGlite.create({
      dataDir: dir,
      loadDataDir: new Blob([data]),
      extensions: { pg_trgm },
    });
    await db.query("select 1");
    await db.close();
  } else {
    await run(pgTool("psql", opts.pgBin), [
      "--quiet",
      "--no-psqlrc",
      "--set",
      "ON_ERROR_STOP=1",
      "--single-transaction",
      "--file",
      path.join(from, "db.sql"),
      config.database.url,
    ]);
  }
  const uploads = path.join(from, "uploads");
  if (config.storage.kind === "local" && fs.existsSync(uploads))
    fs.cpSync(uploads, config.storage.dir, { recursive: true });
}

function ensureEmptyDir(dir: string, mode?: number) {
  if (fs.existsSync(dir) && fs.readdirSync(dir).length)
    throw new Error(`${dir} is not empty: restore and backup write only into an empty folder`);
  fs.mkdirSync(dir, { recursive: true, mode });
}

/** pg_dump / psql from PG_BIN, or PATH. */
function pgTool(name: string, bin = process.env.PG_BIN) {
  return bin ? path.join(bin, name) : name;
}

function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ["ignore", "inherit", "pipe"] });
    let err = "";
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} failed (${code}): ${err.trim()}`)),
    );
  });
}
