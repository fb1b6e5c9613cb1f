/** A SQL check's expected result as the author types it (issue 29). */
import type { PracticeCheck } from "@shared/domain/practice";

/** Expected rows as text: a header line of column names, then one line per row, cells by "|". */
export function rowsToText(check: Pick<PracticeCheck, "expectedColumns" | "expectedRows">): string {
  const lines: string[] = [];
  if (check.expectedColumns?.length) lines.push(check.expectedColumns.join(" | "));
  for (const row of check.expectedRows ?? []) lines.push(row.map((c) => c ?? "NULL").join(" | "));
  return lines.join("\n");
}

export function textToRows(text: string): Pick<PracticeCheck, "expectedColumns" | "expectedRows"> {
  const lines = text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => l.split("|").map((c) => c.trim()));
  if (!lines.length) return { expectedColumns: undefined, expectedRows: undefined };
  const [head, ...rows] = lines;
  return {
    expectedColumns: head,
    expectedRows: rows.map((r) => r.map((c) => (c === "NULL" ? null : c))),
  };
}
