import { sql, type Query, type SQL } from "drizzle-orm";
import { PgDialect, type PgSession } from "drizzle-orm/pg-core";
import type { Db, DbOrTx } from "./client";

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

const dialect = new PgDialect();

/**
 * A statement of a write transaction, run under a name on whatever handle it is given (a
 * transaction's connection included). On PostgreSQL node-postgres parses it once per pooled
 * connection and the server keeps its plan (after five custom plans, a generic one when that
 * is no dearer): planning was more than half of a lesson completion's database time. On
 * PGlite it runs as an ordinary query. `build` is called once, at the first run; its values
 * are `param("name")` placeholders, filled from `values`. Answers the rows as the server
 * names the columns.
 */
export function namedSql<Row>(name: string, build: () => SQL) {
  let query: Query | undefined;
  return async (db: DbOrTx, values: Record<string, unknown>): Promise<Row[]> => {
    query ??= dialect.sqlToQuery(build());
    const { session } = db as unknown as { session: PgSession };
    const result = await session.prepareQuery(query, undefined, name, false).execute(values);
    return (result as { rows: Row[] }).rows;
  };
}
