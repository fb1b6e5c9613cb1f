import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "./client";

/**
 * The rows of a raw SQL statement, on PGlite and on node-postgres alike (issue 43: one helper
 * instead of a copy per module). Both drivers answer `{ rows }`; an array is taken as it is.
 */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(res) ? res : (res.rows ?? []);
}
