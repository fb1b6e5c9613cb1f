import type { Context } from "hono";
import { stream } from "hono/streaming";
import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Pool } from "pg";
import { to as copyTo } from "pg-copy-streams";
import type { AppEnv, Deps } from "../../context";
import { rowsOf } from "./course-report";
import { csvLine } from "../../lib/csv";
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

/** Bytes of the CSV gathered before each write to the response. */
const COPY_CHUNK = 256 * 1024;
/** The start of every binary COPY stream: signature, flags, header extension length. */
const BINARY_SIGNATURE = Buffer.from("PGCOPY\n\xff\r\n\0", "latin1");
const BINARY_HEADER = BINARY_SIGNATURE.length + 8;
const NOTHING = Buffer.alloc(0);

/**
 * Takes the bytes of `COPY (select one text) TO STDOUT (FORMAT binary)` chunk by chunk (a
 * row may span two chunks) and gives back the rows' texts joined, as they are stored (no
 * escaping, no quoting: decision 0171). Binary COPY frames each row as a 16-bit field count
 * (1) and a 32-bit length, and ends with the field count -1. `end()` throws when the stream
 * stopped inside a row or before its end mark.
 */
export function binaryCopyTexts(): { push(chunk: Buffer): Buffer; end(): void } {
  let rest: Buffer | null = null;
  let started = false;
  let ended = false;
  const fail = (why: string) => new Error(`binary COPY: ${why}`);
  return {
    push(chunk) {
      const data = rest ? Buffer.concat([rest, chunk]) : chunk;
      rest = null;
      let pos = 0;
      if (!started) {
        if (data.length < BINARY_HEADER) {
          rest = data;
          return NOTHING;
        }
        if (!data.subarray(0, BINARY_SIGNATURE.length).equals(BINARY_SIGNATURE)) {
          throw fail("no signature");
        }
        const extension = data.readUInt32BE(BINARY_HEADER - 4);
        if (data.length < BINARY_HEADER + extension) {
          rest = data;
          return NOTHING;
        }
        pos = BINARY_HEADER + extension;
        started = true;
      }
      const texts: Buffer[] = [];
      while (!ended && pos + 2 <= data.length) {
        const fields = data.readInt16BE(pos);
        if (fields === -1) {
          ended = true;
          pos += 2;
          break;
        }
        if (fields !== 1) throw fail(`${fields} fields in a row, expected 1`);
        if (pos + 6 > data.length) break;
        const length = data.readInt32BE(pos + 2);
        if (length < 0) throw fail("a null text");
        if (pos + 6 + length > data.length) break;
        texts.push(data.subarray(pos + 6, pos + 6 + length));
        pos += 6 + length;
      }
      if (pos < data.length) {
        if (ended) throw fail("bytes after the end mark");
        rest = data.subarray(pos);
      }
      return texts.length === 1 ? texts[0]! : Buffer.concat(texts);
    },
    end() {
      if (!ended || rest) throw fail("the stream stopped before its end");
    },
  };
}

/**
 * Runs a statement of one text column as `COPY (…) TO STDOUT (FORMAT binary)` on PostgreSQL
 * (decisions 0161, 0171) and hands on the texts, joined as they are: the statement makes each
 * row a whole CSV line with its CRLF, the server only passes the bytes on. One connection
 * of the pool in a read-only transaction; each chunk is handed on (and written out) before
 * the next is read, so the server's memory stays flat. COPY takes no parameters: the
 * statement must carry its values as literals.
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
    // Rows come in index order when the table's pages are in that order (leads are written
    // as they come), so the first bytes go out at once; else by one sort, with this room.
    await client.query("set local work_mem = '64MB'");
    if (counter) counter.count += 2;
    const copy = client.query(copyTo(`copy (${text}) to stdout with (format binary)`));
    if (counter) counter.count++;
    // COPY sends one message per row: gathered into chunks of COPY_CHUNK bytes, one write each
    // (a write per row cost the server more than PostgreSQL's whole export).
    const texts = binaryCopyTexts();
    let pending: Buffer[] = [];
    let size = 0;
    for await (const chunk of copy as AsyncIterable<Buffer>) {
      pending.push(chunk);
      size += chunk.length;
      if (size >= COPY_CHUNK) {
        await onChunk(texts.push(Buffer.concat(pending, size)));
        pending = [];
        size = 0;
      }
    }
    if (size) await onChunk(texts.push(Buffer.concat(pending, size)));
    texts.end();
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
