import { types, type PGlite, type QueryOptions, type Transaction } from "@electric-sql/pglite";

/**
 * drizzle's PGlite driver passes the same result parsers with every query: timestamps, dates,
 * intervals and their arrays stay text, drizzle maps them itself. PGlite merges a query's
 * parsers into its own table at every call (`{ ...pg.parsers, ...options.parsers }`), and that
 * table has one entry per array type of the schema (about 350 here): 0.14 ms per statement,
 * measured, on the server's only thread. Decision 0068: the parsers are installed in PGlite's
 * table once, and the client drizzle gets leaves them out of each query.
 *
 * Once installed, a direct `pg.query` on that instance also answers these types as text; the
 * server reaches PGlite only through drizzle (this client and the named-statement client).
 */
const text = (value: string) => value;

/** The types drizzle keeps as text (drizzle-orm/pglite/session.js); checked by a test. */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const installed = new Set(DRIZZLE_TEXT_TYPES);

/** Puts drizzle's parsers into PGlite's own table (after PGlite has read its array types). */
export function installDrizzleParsers(pg: PGlite) {
  for (const type of DRIZZLE_TEXT_TYPES) pg.parsers[type] = text;
}

/**
 * The options without parsers when they are only drizzle's and installed in `pg`; anything
 * else is passed on as given.
 */
export function withoutDrizzleParsers(
  pg: PGlite,
  options: QueryOptions | undefined,
): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers || pg.parsers[types.TIMESTAMPTZ] !== text) return options;
  // A prepared statement's drizzle query keeps its options object: strip it once.
  let rest = stripped.get(options);
  if (!rest) {
    for (const key of Object.keys(parsers)) if (!installed.has(Number(key))) return options;
    const { parsers: _installed, ...others } = options;
    stripped.set(options, (rest = others));
  }
  return rest;
}
const stripped = new WeakMap<QueryOptions, QueryOptions>();

/** The client to give drizzle: PGlite with drizzle's parsers installed once. */
export function drizzleClient(pg: PGlite): PGlite {
  installDrizzleParsers(pg);
  const inTransaction = (tx: Transaction): Transaction =>
    Object.assign(Object.create(tx) as Transaction, {
      query: (query: string, params?: unknown[], options?: QueryOptions) =>
        tx.query(query, params, withoutDrizzleParsers(pg, options)),
    });
  const client = {
    query: (query: string, params?: unknown[], options?: QueryOptions) =>
      pg.query(query, params, withoutDrizzleParsers(pg, options)),
    transaction: <T>(fn: (tx: Transaction) => Promise<T>) =>
      pg.transaction((tx) => fn(inTransaction(tx))),
  };
  return client as unknown as PGlite;
}
