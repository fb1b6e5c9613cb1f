import { rowsOf } from "../../db/rows";

export { rowsOf };

/** An ISO calendar date of a `date` column, whichever driver read it. */
export const isoOf = (v: unknown): string =>
  v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10);

/** A timestamp as ISO text, whichever driver read it. */
export const tsOf = (v: unknown): string =>
  v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString();
