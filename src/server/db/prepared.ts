import { sql } from "drizzle-orm";
import type { Db } from "./client";

/**
 * Named prepared statements for the hot reads (decision 0062). The query is built once per
 * database handle (drizzle's `.prepare(name)`); on PostgreSQL node-postgres then parses it once
 * per pooled connection and the server plans it without re-reading the text; on PGlite the
 * statement is parsed and planned once under a name (pglite-named.ts, decision 0064). Values
 * that change per request are `param("name")` placeholders.
 */
const statements = new WeakMap<object, Map<string, unknown>>();
const preparedDatabases = new WeakMap<object, Db>();

/** The handle prepared statements of `db` run on (PostgreSQL: a pool with generic plans). */
export function usePreparedDatabase(db: Db, target: Db) {
  preparedDatabases.set(db, target);
}

export function prepared<T>(db: Db, name: string, build: (db: Db) => T): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (!statement) {
    statement = build(preparedDatabases.get(db) ?? db);
    byName.set(name, statement);
  }
  return statement;
}

/** A placeholder filled by `.execute({ name: value })`. */
export const param = (name: string) => sql.placeholder(name);

/**
 * A LIMIT written into a prepared statement's text. Drizzle sends `.limit(n)` as a parameter;
 * PostgreSQL's generic plan then cannot count on it, prefers re-planning at every execution
 * and the statement costs its planning time again each time (measured: 1.6 ms of 1.7).
 */
export const fixedLimit = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as number;
