import type { Context } from "hono";
import { stream } from "hono/streaming";
import { sql, type SQL } from "drizzle-orm";
import type { AppEnv, Deps } from "../../context";
import { rowsOf } from "./course-report";
import { csvLine } from "./csv";

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
) {
  const deps = c.get("deps");
  c.header("Content-Type", "text/csv; charset=utf-8");
  c.header("Content-Disposition", `attachment; filename="${name}.csv"`);
  c.header("Cache-Control", "no-store");
  return stream(
    c,
    async (out) => {
      await out.write(`\uFEFF${csvLine(header)}\r\n`);
      await streamRows<T>(deps, query, async (rows) => {
        await out.write(`${rows.map(toLine).join("\r\n")}\r\n`);
      });
    },
    async (err) => {
      deps.logger.error("csv export failed while streaming", { error: String(err) });
    },
  );
}
