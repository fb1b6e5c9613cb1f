import type { Context } from "hono";
import { stream } from "hono/streaming";
import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Pool } from "pg";
import { to as copyTo } from "pg-copy-streams";
import type { AppEnv, Deps } from "../../context";
import { rowsOf } from "./course-report";
import { csvLine } from "./csv";
import { statementCounter } from "../../db/client";

/** Rows per FETCH of the cursor (and per chunk written to the response). */
export const CSV_BATCH = 10_000;

/**
 * Reads a statement's rows in batches (decision 0137). On PostgreSQL through a cursor in a
 * read-only transaction: `FETCH` `batch` rows at a time, each batch handed on (and written
 * out) before the next is read, so memory stays flat whatever the number of rows. PGlite has
 * one connection that a long transaction would hold for every other request, so there the
 * statement runs once and its rows are handed on in the same batches.
 */
export async function streamRows<T>(
  deps: Pick<Deps, "db" | "config">,
  query: SQL,
  onRows: (rows: T[]) => Promise<void>,
  batch = CSV_BATCH,
): Promise<void> {
  if (deps.config.database.kind !== "postgres") {
    const all = await rowsOf<T>(deps.db, query);
    for (let i = 0; i < all.length; i += batch) await onRows(all.slice(i, i + batch));
    return;
  }
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`set transaction read only`);
    // A cursor is planned for its first 10 % of rows by default: nested loops that probe
    // per row. An export reads every row, so plan for all of them (hash joins, one sort),
    // with room for the sort and the hash tables (at most this much memory, whatever the rows).
    await tx.execute(sql`set local cursor_tuple_fraction = 1`);
    await tx.execute(sql`set local work_mem = '64MB'`);
    await tx.execute(sql`declare kw_export no scroll cursor for ${query}`);
    for (;;) {
      const rows = await rowsOf<T>(tx, sql.raw(`fetch forward ${batch} from kw_export`));
      if (rows.length) await onRows(rows);
      if (rows.length < batch) break;
    }
  });
}

const QUOTE = 0x22;
const LF = 0x0a;
const CRLF = Buffer.from("\r\n");
/** Bytes of the CSV gathered before each write to the response. */
const COPY_CHUNK = 256 * 1024;

/**
 * PostgreSQL's CSV ends each record with `\n`; the exports end lines with `\r\n` (RFC 4180, as
 * `toCsv` writes). A line break inside a quoted cell stays as it is. Returns a function that
 * rewrites one chunk after the other (a quoted cell may span two chunks).
 */
export function crlfRecords(): (chunk: Buffer) => Buffer {
  let quoted = false;
  return (chunk) => {
    const parts: Buffer[] = [];
    let pos = 0;
    let from = 0;
    let nextQuote = -2; // -2: not searched yet after `pos`
    while (pos < chunk.length) {
      if (nextQuote !== -1 && nextQuote < pos) nextQuote = chunk.indexOf(QUOTE, pos);
      if (quoted) {
        // Inside a quoted cell: its end is the next quote ("" escapes close and reopen it).
        if (nextQuote === -1) break;
        quoted = false;
        pos = nextQuote + 1;
        continue;
      }
      const lf = chunk.indexOf(LF, pos);
      if (lf === -1 && nextQuote === -1) break;
      if (lf !== -1 && (nextQuote === -1 || lf < nextQuote)) {
        parts.push(chunk.subarray(from, lf), CRLF);
        from = pos = lf + 1;
      } else {
        quoted = true;
        pos = nextQuote + 1;
      }
    }
    if (from === 0) return chunk;
    parts.push(chunk.subarray(from));
    return Buffer.concat(parts);
  };
}

/**
 * Runs a statement as `COPY (…) TO STDOUT (FORMAT csv)` on PostgreSQL (decision 0161): the
 * database writes the CSV (quoting in C), the server only passes the bytes on, record ends
 * made CRLF. One connection of the pool in a read-only transaction; each chunk is handed on
 * (and written out) before the next is read, so the server's memory stays flat. COPY takes
 * no parameters: the statement must carry its values as literals.
 */
export async function streamCopyCsv(
  deps: Pick<Deps, "db">,
  query: SQL,
  onChunk: (chunk: Buffer) => Promise<void>,
): Promise<void> {
  const { sql: text, params } = new PgDialect().sqlToQuery(query);
  if (params.length) throw new Error("COPY takes no parameters: inline the statement's values");
  const pool = (deps.db as unknown as { $client: Pool }).$client;
  const counter = statementCounter.getStore();
  const client = await pool.connect();
  let failed: unknown = undefined;
  try {
    await client.query("begin read only");
    // Room for the sort and the hash tables (at most this much, whatever the rows).
    await client.query("set local work_mem = '64MB'");
    // An export reads a whole period: its rows by bitmap (pages in order) and one sort, not
    // one heap visit per index entry (at 1,000,000 leads whose pages are not in date order,
    // 3.6 s of PostgreSQL CPU against 1.4 s; measured, decision 0161).
    await client.query("set local enable_indexscan = off");
    if (counter) counter.count += 3;
    const copy = client.query(copyTo(`copy (${text}) to stdout with (format csv)`));
    if (counter) counter.count++;
    // COPY sends one message per row: gathered into chunks of COPY_CHUNK bytes, one write each
    // (a write per row cost the server more than PostgreSQL's whole export).
    const crlf = crlfRecords();
    let pending: Buffer[] = [];
    let size = 0;
    for await (const chunk of copy as AsyncIterable<Buffer>) {
      pending.push(chunk);
      size += chunk.length;
      if (size >= COPY_CHUNK) {
        await onChunk(crlf(Buffer.concat(pending, size)));
        pending = [];
        size = 0;
      }
    }
    if (size) await onChunk(crlf(Buffer.concat(pending, size)));
    await client.query("commit");
    if (counter) counter.count++;
  } catch (err) {
    failed = err;
    throw err;
  } finally {
    // A connection left inside a COPY or a transaction is not handed back: it is closed.
    client.release(failed === undefined ? undefined : (failed as Error));
  }
}

/**
 * Sends a CSV file (UTF-8 with BOM, CRLF; the cells as `toCsv` writes them) as it is read:
 * the header line first, then each batch of rows, each row made a line by `toLine` (the
 * funnel export's rows arrive as JSON arrays of their cells). Everything that
 * can answer an error (access, validation, 404) must have run before: once the first bytes
 * are sent, a failure can only cut the file short (it is logged).
 */
export function sendCsvStream<T>(
  c: Context<AppEnv>,
  name: string,
  header: string[],
  query: SQL,
  toLine: (row: T) => string,
  /** On PostgreSQL: the same file made by the database (`streamCopyCsv`), header excepted. */
  copy?: SQL,
) {
  const deps = c.get("deps");
  c.header("Content-Type", "text/csv; charset=utf-8");
  c.header("Content-Disposition", `attachment; filename="${name}.csv"`);
  c.header("Cache-Control", "no-store");
  return stream(
    c,
    async (out) => {
      await out.write(`\uFEFF${csvLine(header)}\r\n`);
      if (copy && deps.config.database.kind === "postgres") {
        await streamCopyCsv(deps, copy, async (chunk) => {
          await out.write(chunk);
        });
        return;
      }
      await streamRows<T>(deps, query, async (rows) => {
        await out.write(`${rows.map(toLine).join("\r\n")}\r\n`);
      });
    },
    async (err) => {
      deps.logger.error("csv export failed while streaming", { error: String(err) });
    },
  );
}
