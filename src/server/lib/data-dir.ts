import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { loadConfig, type Config } from "../config";

/*
 * DATA_DIR holds the embedded database (password hashes, sessions), the uploads and the
 * session secret: it is private to the user the service runs as (issue 41, decision 0174).
 *
 * - `privateFiles()` sets the process umask to 077 before anything is written, so what the
 *   process creates itself is 700/600 whatever the umask it was started with.
 * - `prepareDataDir()` at start: creates the folder 700, refuses a folder (or anything in
 *   it) owned by another user, and repairs every mode under it to 700 (folders) and 600 at
 *   most (files). PGlite sets 666 on the files it creates itself, umask or not; the folder's
 *   700 keeps them out of reach, and the repair after the migrations and at shutdown (and
 *   at every start) brings them back to 600.
 * - Without AUTH_SECRET outside production: the secret in DATA_DIR/auth-secret, made on the
 *   first start (48 random bytes, mode 600, created atomically), kept from then on
 *   (decision 0172).
 */

export const AUTH_SECRET_FILE = "auth-secret";
const SECRET_MIN = 32;

export class DataDirError extends Error {}

/** Every file and folder this process creates is its owner's only (umask 077). */
export function privateFiles() {
  process.umask(0o077);
}

const uid = () => (typeof process.getuid === "function" ? process.getuid() : null);

function notOwned(p: string, owner: number, me: number, root: string) {
  return new DataDirError(
    `${p} belongs to user ${owner}, but Kurswerk runs as user ${me}. DATA_DIR (${root}) holds ` +
      `the database, the uploads and the session secret and must belong to the user the ` +
      `service runs as: chown -R ${me} ${root} (or start Kurswerk as that folder's owner).`,
  );
}

/**
 * Folders 700, files without any group or other permission, everything owned by this
 * process's user (symbolic links are left alone, never followed). Returns how many modes
 * were changed.
 */
export function repairModes(root: string): number {
  const me = uid();
  if (me === null) return 0; // Windows: no POSIX modes
  let changed = 0;
  const visit = (p: string, st: fs.Stats) => {
    if (st.uid !== me) throw notOwned(p, st.uid, me, root);
    const mode = st.mode & 0o7777;
    const wanted = st.isDirectory() ? 0o700 : mode & 0o700;
    if (mode !== wanted) {
      fs.chmodSync(p, wanted);
      changed++;
    }
    if (!st.isDirectory()) return;
    for (const name of fs.readdirSync(p)) {
      const child = path.join(p, name);
      let cst: fs.Stats;
      try {
        cst = fs.lstatSync(child);
      } catch {
        continue; // gone meanwhile (a temporary file of the running database)
      }
      if (cst.isSymbolicLink()) continue;
      visit(child, cst);
    }
  };
  visit(root, fs.statSync(root));
  return changed;
}

function readSecret(file: string): string | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw err;
  }
  const secret = text.trim();
  if (secret.length < SECRET_MIN)
    throw new DataDirError(
      `${file} does not hold a session secret of ${SECRET_MIN}+ characters. Delete it to have ` +
        `a new one made at the next start (every session ends), or set AUTH_SECRET.`,
    );
  return secret;
}

/**
 * The secret in DATA_DIR/auth-secret, made now when there is none. The new file appears
 * whole or not at all (written under a temporary name, then linked to its name, which
 * fails when another process made it first: then that one's secret is used).
 */
export function dataDirSecret(dir: string): { secret: string; created: boolean } {
  const file = path.join(dir, AUTH_SECRET_FILE);
  const existing = readSecret(file);
  if (existing) return { secret: existing, created: false };
  const secret = randomBytes(48).toString("base64url");
  const tmp = `${file}.${randomUUID()}.tmp`;
  fs.writeFileSync(tmp, `${secret}\n`, { mode: 0o600, flag: "wx" });
  let created = false;
  try {
    fs.linkSync(tmp, file);
    created = true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== "EEXIST") {
      // A file system without hard links: exclusive create of the name itself.
      try {
        fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
        created = true;
      } catch (again) {
        if ((again as NodeJS.ErrnoException).code !== "EEXIST") throw again;
      }
    }
  } finally {
    fs.rmSync(tmp, { force: true });
  }
  return created ? { secret, created } : { secret: readSecret(file)!, created };
}

export interface DataDirReport {
  /** Modes changed under DATA_DIR to 700/600. */
  repaired: number;
  /** Where the session secret comes from ("process": none found, this process's own). */
  secret: "env" | "created" | "kept" | "process";
}

/**
 * Makes DATA_DIR private (see above) and, without AUTH_SECRET, returns the configuration
 * with the secret kept there. Throws DataDirError with a message for the operator.
 * `readOnly` (npm run backup, which may run as another user): no folder made, no modes
 * changed, only an existing secret read.
 */
export function prepareDataDir(
  config: Config,
  opts: { readOnly?: boolean } = {},
): { config: Config; report: DataDirReport } {
  const dir = config.dataDir;
  const fromEnv = config.authSecretSource === "env";
  if (opts.readOnly) {
    const secret = fromEnv ? undefined : readSecret(path.join(dir, AUTH_SECRET_FILE));
    return {
      config: secret ? { ...config, authSecret: secret, authSecretSource: "data-dir" } : config,
      report: { repaired: 0, secret: secret ? "kept" : fromEnv ? "env" : "process" },
    };
  }
  const needed = config.database.kind === "pglite" || config.storage.kind === "local" || !fromEnv;
  if (!fs.existsSync(dir)) {
    if (!needed) return { config, report: { repaired: 0, secret: "env" } };
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  }
  if (!fs.statSync(dir).isDirectory()) throw new DataDirError(`DATA_DIR (${dir}) is not a folder.`);
  const repaired = repairModes(dir);
  if (fromEnv) return { config, report: { repaired, secret: "env" } };
  const { secret, created } = dataDirSecret(dir);
  return {
    config: { ...config, authSecret: secret, authSecretSource: "data-dir" },
    report: { repaired, secret: created ? "created" : "kept" },
  };
}

/** The log line about the session secret of a start, or null with AUTH_SECRET set. */
export function secretNotice(config: Config, report: DataDirReport): string | null {
  if (report.secret === "env" || report.secret === "process") return null;
  const file = path.join(config.dataDir, AUTH_SECRET_FILE);
  return report.secret === "created"
    ? `AUTH_SECRET is not set: made a random session secret in ${file} (mode 600). ` +
        "Keep it with your backups; set AUTH_SECRET for production and for several processes."
    : `AUTH_SECRET is not set: sessions are signed with the secret in ${file}.`;
}

/**
 * The configuration of a command-line tool, as the server sees it (the same secret, the
 * same private DATA_DIR); `readOnly` for npm run backup (see prepareDataDir).
 */
export function toolConfig(opts: { readOnly?: boolean } = {}): Config {
  if (!opts.readOnly) privateFiles();
  return prepareDataDir(loadConfig(), opts).config;
}
