import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

/** The rows of a raw statement (PGlite and node-postgres answer alike). */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(res) ? res : (res.rows ?? []);
}

/** An ISO calendar date of a `date` column, whichever driver read it. */
export const isoOf = (v: unknown): string =>
  v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10);

/** A timestamp as ISO text, whichever driver read it. */
export const tsOf = (v: unknown): string =>
  v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString();
