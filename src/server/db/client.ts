import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { PGlite } from "@electric-sql/pglite";
import type { Logger } from "drizzle-orm/logger";
import type { DatabaseConfig } from "../config";
import * as schema from "./schema";
import { usePipelinedWrites } from "./pipelined";
import { usePreparedDatabase } from "./prepared";
import { sharedConnections } from "./shared-connections";
import { dbPipelined, observePoolWaits, watchDatabase } from "../lib/metrics";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a consistent gzip tarball of the data folder, taken by the open instance. */
  dumpDataDir?(): Promise<Blob>;
}

/** Counts SQL statements per request (used by tests and benchmarks, shown in a header outside production). */
export const statementCounter = new AsyncLocalStorage<{ count: number }>();

class CountingLogger implements Logger {
  logQuery(): void {
    const store = statementCounter.getStore();
    if (store) store.count++;
  }
}

export async function countStatements<T>(
  fn: () => Promise<T>,
): Promise<{ result: T; count: number }> {
  const store = { count: 0 };
  const result = await statementCounter.run(store, fn);
  return { result, count: store.count };
}

/** Default: ./drizzle of the working directory (config.migrationsDir passes it explicitly). */
const defaultMigrations = () => path.resolve("drizzle");

export class DatabaseLockedError extends Error {}

function takeLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockFile = path.join(path.dirname(dir), `${path.basename(dir)}.lock`);
  const tryCreate = () => {
    const fd = fs.openSync(lockFile, "wx");
    fs.writeSync(fd, String(process.pid));
    fs.closeSync(fd);
  };
  try {
    tryCreate();
  } catch {
    const pid = Number(fs.readFileSync(lockFile, "utf8").trim());
    let alive = false;
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid) {
      try {
        process.kill(pid, 0);
        alive = true;
      } catch {
        alive = false;
      }
    }
    if (alive) {
      throw new DatabaseLockedError(
        `The embedded database in ${dir} is in use by another Kurswerk process (pid ${pid}). ` +
          `PGlite allows one process per data folder: stop the other process, choose another DATA_DIR, ` +
          `or set DATABASE_URL to use PostgreSQL with several processes.`,
      );
    }
    fs.rmSync(lockFile, { force: true });
    tryCreate();
  }
  return () => {
    try {
      if (fs.readFileSync(lockFile, "utf8").trim() === String(process.pid)) fs.rmSync(lockFile);
    } catch {
      /* already gone */
    }
  };
}

export async function openPglite(
  dir: string | null,
  migrationsFolder = defaultMigrations(),
  /** Start from this dumped data folder (the tests' migrated template, decision 0170). */
  loadDataDir?: Blob,
): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const release = dir ? takeLock(dir) : () => {};
  try {
    // pg_trgm: the trigram indexes of the users search (decision 0154, migration scale2-sql).
    const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
    const extensions = { pg_trgm };
    const client = dir
      ? await PGlite.create(dir, { extensions, loadDataDir })
      : await PGlite.create({ extensions, loadDataDir });
    // drizzle's result parsers installed once, not merged into PGlite's table per query (0068).
    const { drizzleClient } = await import("./pglite-parsers");
    const db = drizzle({ client: drizzleClient(client), schema, logger: new CountingLogger() });
    // The hot reads run as named statements, planned once (decision 0064).
    const { namedStatementClient } = await import("./pglite-named");
    usePreparedDatabase(
      db as unknown as Db,
      drizzle({
        client: (await namedStatementClient(client)) as unknown as PGlite,
        schema,
        logger: new CountingLogger(),
      }) as unknown as Db,
    );
    return {
      db: db as unknown as Db,
      kind: "pglite",
      migrate: () => migrate(db, { migrationsFolder }),
      ping: async () => {
        await client.query("select 1");
      },
      dumpDataDir: () => client.dumpDataDir("gzip"),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

/** The advisory lock key of the migrations on PostgreSQL ("kurswerk" in ASCII, truncated). */
const MIGRATION_LOCK = 0x6b757273;

export async function openPostgres(
  url: string,
  poolSize: number,
  migrationsFolder = defaultMigrations(),
  readConnections = 1,
  writeConnections = 1,
): Promise<Database> {
  const pg = await import("pg");
  const { drizzle, NodePgSession, NodePgTransaction } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  // JIT off for the app's connections (decision 0138): its compilation took 0.8 s of a 2 s
  // export and pays only for analytical queries far longer than any request may take.
  const noJit = "-c jit=off";
  const pool = new pg.default.Pool({ connectionString: url, max: poolSize, options: noJit });
  // An idle client can lose its connection (server restart, admin command): pg emits an
  // error on the pool; without a listener that would crash the process. The pool replaces
  // the client on the next checkout.
  pool.on("error", (err) => console.error("PostgreSQL idle client error:", err.message));
  observePoolWaits(pool);
  const db = drizzle(pool, { schema, logger: new CountingLogger() });
  // Transactions that leave in one write share these connections, pipelined (pipelined.ts,
  // decision 0074).
  const writes = sharedConnections(
    () => new pg.default.Client({ connectionString: url, pipeline: true, options: noJit }),
    writeConnections,
    (err) => console.error("PostgreSQL write connection error:", err.message),
    (s) => dbPipelined.observe({ connections: "write" }, s),
  );
  usePipelinedWrites(db as unknown as Db, {
    withClient: writes.withClient as never,
    session: NodePgSession as never,
    transaction: NodePgTransaction as never,
  });
  // The hot reads' prepared statements run on their own connections with generic plans
  // forced (decision 0062): PostgreSQL's heuristic otherwise re-plans them at every call.
  // Every request shares them, pipelined (decision 0071).
  const reads = sharedConnections(
    () =>
      new pg.default.Client({
        connectionString: url,
        pipeline: true,
        options: `-c plan_cache_mode=force_generic_plan ${noJit}`,
      }),
    readConnections,
    (err) => console.error("PostgreSQL read connection error:", err.message),
    (s) => dbPipelined.observe({ connections: "read" }, s),
  );
  watchDatabase(pool, { read: reads.inFlight, write: writes.inFlight });
  usePreparedDatabase(
    db as unknown as Db,
    drizzle(reads as never, { schema, logger: new CountingLogger() }) as unknown as Db,
  );
  return {
    db: db as unknown as Db,
    kind: "postgres",
    // Replicas starting at once (an upgrade behind a load balancer): one applies the
    // migrations under an advisory lock, the others wait for it and find them applied.
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
        await migrate(drizzle(client, { schema }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      await pool.query("select 1");
    },
    close: async () => {
      await Promise.all([pool.end(), reads.end(), writes.end()]);
    },
  };
}

/** Opens the database the configuration names (PGlite in DATA_DIR or PostgreSQL). */
export function openDatabase(config: {
  database: DatabaseConfig;
  migrationsDir: string;
}): Promise<Database> {
  const d = config.database;
  return d.kind === "pglite"
    ? openPglite(d.dir, config.migrationsDir)
    : openPostgres(d.url, d.poolSize, config.migrationsDir, d.readConnections, d.writeConnections);
}
