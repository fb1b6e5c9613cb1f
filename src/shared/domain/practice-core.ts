/**
 * The practice engine's model without zod (issue 29, decision 0077): runtimes, limits,
 * results and the pure helpers. The sandbox's workers and the web app's practice client
 * import this module, so they do not carry the schemas (practice.ts re-exports all of it).
 */
import type { PracticeCheck, PracticeFile } from "./practice";

export const PRACTICE_RUNTIMES = ["web", "javascript", "python", "sql"] as const;
export type PracticeRuntime = (typeof PRACTICE_RUNTIMES)[number];

/** Limits of one exercise (author-set time limit is clamped to these). */
export const PRACTICE_LIMITS = {
  /** Default and bounds of a run's wall time in milliseconds. */
  timeLimitMsDefault: 5_000,
  timeLimitMsMin: 500,
  timeLimitMsMax: 20_000,
  /** Output kept per run (characters); beyond it the run is stopped as an output flood. */
  outputChars: 100_000,
  /** Size of one file and of all files of an exercise (characters). */
  fileChars: 50_000,
  filesChars: 150_000,
  files: 8,
  checks: 20,
  checkCodeChars: 20_000,
  /** The SQL dataset script (CREATE/INSERT) of an exercise. */
  datasetChars: 200_000,
  /** Rows of a SQL result shown and compared. */
  resultRows: 1_000,
} as const;

/** The file a runtime runs first (the entry), by runtime. */
export const PRACTICE_ENTRY: Record<PracticeRuntime, string> = {
  web: "index.html",
  javascript: "main.js",
  python: "main.py",
  sql: "query.sql",
};

/* ------------------------------------------------------------------ results */

/** Why a check failed, rendered in the learner's language by the player. */
export type CheckFailure =
  | { kind: "equal"; expected: string; actual: string }
  | { kind: "message"; text: string }
  | { kind: "rowCount"; expected: number; actual: number }
  | { kind: "columns"; expected: string[]; actual: string[] }
  | { kind: "rows"; expected: string; actual: string }
  | { kind: "noResult" }
  | { kind: "error"; text: string }
  | { kind: "limit"; limit: RunLimit };

export type CheckStatus = "passed" | "failed" | "notRun";

export interface CheckResult {
  id: string;
  title: string;
  hidden: boolean;
  status: CheckStatus;
  failure?: CheckFailure;
}

/** A run was stopped: too long, too much output, too much memory. */
export type RunLimit = "time" | "output" | "memory";

export interface OutputLine {
  stream: "out" | "err";
  text: string;
}

export interface ResultTable {
  columns: string[];
  rows: (string | null)[][];
  /** True when the result had more rows than PRACTICE_LIMITS.resultRows. */
  truncated?: boolean;
}

export interface RunResult {
  /** False when the code threw, did not compile or hit a limit. */
  ok: boolean;
  output: OutputLine[];
  /** SQL: the result of the learner's last statement. */
  table?: ResultTable;
  /** The learner's error (message, with a line when known). */
  error?: string;
  limit?: RunLimit;
  /** Present when the checks were run ("Prüfen"). */
  checks?: CheckResult[];
  /** Wall time of the run in milliseconds. */
  ms: number;
}

export interface RunRequest {
  runtime: PracticeRuntime;
  files: PracticeFile[];
  /** Checks to run; empty or absent: just run the code ("Ausführen"). */
  checks?: PracticeCheck[];
  dataset?: string;
  timeLimitMs: number;
  /** Python: answers to input(), one per line, in order. */
  stdin?: string;
}

/** All visible checks passed and then all hidden ones: the exercise is solved. */
export function allChecksPassed(results: readonly CheckResult[] | undefined): boolean {
  return !!results && results.length > 0 && results.every((r) => r.status === "passed");
}

/**
 * The results with each check's thrown message in the reader's language: a check of a
 * translated course carries `messages` (source text → translation, decision 0149); a
 * message it has no translation for stays as thrown.
 */
export function translateCheckMessages<R extends Pick<CheckResult, "id" | "failure">>(
  results: readonly R[],
  checks: readonly { id: string; messages?: Record<string, string> }[],
): R[] {
  const byId = new Map(checks.map((c) => [c.id, c.messages]));
  return results.map((r) => {
    const text = r.failure?.kind === "message" ? byId.get(r.id)?.[r.failure.text] : undefined;
    return text ? { ...r, failure: { kind: "message" as const, text } } : r;
  });
}

/**
 * Visible checks run first; hidden checks run only when every visible check passed
 * (else they are reported as "notRun" and their title stays hidden in the player).
 */
export function checksToRun(
  checks: readonly PracticeCheck[],
  visiblePassed: boolean,
): PracticeCheck[] {
  return checks.filter((c) => !c.hidden || visiblePassed);
}

/* ------------------------------------------------------------------ SQL comparison */

/** One cell as text, the way PostgreSQL prints it (numbers without trailing zeros kept as sent). */
export function cellText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

function normalizeCell(cell: string | null): string | null {
  if (cell === null) return null;
  const trimmed = cell.trim();
  // 12.50 and 12.5 are the same number; so are "1" and "1.0".
  if (/^-?\d+(\.\d+)?$/.test(trimmed)) return String(Number(trimmed));
  if (trimmed === "t" || trimmed === "true") return "true";
  if (trimmed === "f" || trimmed === "false") return "false";
  return trimmed;
}

const rowKey = (row: readonly (string | null)[]) =>
  JSON.stringify(row.map((c) => normalizeCell(c)));

const preview = (rows: readonly (readonly (string | null)[])[]) =>
  rows
    .slice(0, 5)
    .map((r) => r.map((c) => (c === null ? "NULL" : c)).join(" | "))
    .join("\n") + (rows.length > 5 ? `\n… (${rows.length})` : "");

/**
 * Compares a SQL result with a check's expectation: column names (when the check gives
 * them, case-insensitive), row count, then the rows (as a multiset unless `ordered`).
 * Returns null when they agree, else the failure the player shows.
 */
export function compareSqlResult(
  check: Pick<PracticeCheck, "expectedRows" | "expectedColumns" | "ordered">,
  actual: ResultTable | undefined,
): CheckFailure | null {
  if (!check.expectedRows) return null;
  if (!actual) return { kind: "noResult" };
  if (check.expectedColumns) {
    const want = check.expectedColumns.map((c) => c.toLowerCase());
    const got = actual.columns.map((c) => c.toLowerCase());
    if (want.length !== got.length || want.some((c, i) => c !== got[i]))
      return { kind: "columns", expected: check.expectedColumns, actual: actual.columns };
  }
  if (check.expectedRows.length !== actual.rows.length)
    return { kind: "rowCount", expected: check.expectedRows.length, actual: actual.rows.length };
  const want = check.expectedRows.map(rowKey);
  const got = actual.rows.map(rowKey);
  if (!check.ordered) {
    want.sort();
    got.sort();
  }
  if (want.some((w, i) => w !== got[i]))
    return { kind: "rows", expected: preview(check.expectedRows), actual: preview(actual.rows) };
  return null;
}

/** A short text of any value for "expected vs. got" (JSON where possible, bounded). */
export function describeValue(value: unknown): string {
  let text: string;
  if (value === undefined) text = "undefined";
  else if (typeof value === "string") text = JSON.stringify(value);
  else if (typeof value === "function") text = `function ${value.name || ""}`.trim();
  else {
    try {
      text = JSON.stringify(value) ?? String(value);
    } catch {
      text = String(value);
    }
  }
  return text.length > 300 ? `${text.slice(0, 297)}…` : text;
}

/** The line of `text` (1-based) at a 1-based character position, as PostgreSQL reports it. */
export function lineAtPosition(text: string, position: number): number {
  const before = text.slice(0, Math.max(0, position - 1));
  return before.split("\n").length;
}
