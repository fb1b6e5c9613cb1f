/**
 * The practice engine's shared model (issue 29, decision 0077): a code exercise
 * ("Programmieraufgabe") is a lesson exercise with a `practice` part. The learner's code
 * runs in the browser in a sandboxed frame with an opaque origin; the server runs the same
 * checks in Node to validate an author's or the AI's exercise. Both sides speak the types
 * below, and the pure helpers here (file names, SQL result comparison, verdicts) are the
 * one implementation both use.
 */
import { z } from "zod";
import { V } from "../i18n/messages";

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

export const practiceFileNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9_][A-Za-z0-9_.-]{0,59}$/, { message: V("practiceFileName") });

export const practiceFileSchema = z.object({
  name: practiceFileNameSchema,
  content: z.string().max(PRACTICE_LIMITS.fileChars),
});
export type PracticeFile = z.infer<typeof practiceFileSchema>;

export const practiceFilesSchema = z
  .array(practiceFileSchema)
  .min(1)
  .max(PRACTICE_LIMITS.files)
  .refine((files) => new Set(files.map((f) => f.name)).size === files.length, {
    message: V("practiceDuplicateFile"),
  })
  .refine(
    (files) => files.reduce((n, f) => n + f.content.length, 0) <= PRACTICE_LIMITS.filesChars,
    { message: V("practiceFilesTooLarge") },
  );

/**
 * One automatic check. `code` is written in the runtime's language:
 * - web / javascript: the body of an async JavaScript function run after the learner's
 *   code, in the same global scope (web: inside the preview's document). It fails by
 *   throwing; `expectEqual(actual, expected)` throws a failure that shows expected vs. got.
 * - python: Python run after the learner's code in the same globals; fails on an
 *   exception; `expect_equal(actual, expected)` shows expected vs. got.
 * - sql: optional SQL run after the learner's statements (e.g. to look at a table the
 *   learner changed); the result of that query, or else of the learner's last statement,
 *   is compared with `expectedRows` (`ordered`: the order counts).
 */
export const practiceCheckSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
  title: z.string().trim().min(1).max(300),
  hidden: z.boolean().default(false),
  code: z.string().max(PRACTICE_LIMITS.checkCodeChars).default(""),
  /** SQL only: the rows the result must have, as text cells (null for SQL NULL). */
  expectedRows: z.array(z.array(z.string().nullable())).max(PRACTICE_LIMITS.resultRows).optional(),
  /** SQL only: the column names the result must have (in order), when given. */
  expectedColumns: z.array(z.string()).optional(),
  /** SQL only: whether the rows must come in this order. */
  ordered: z.boolean().default(false),
});
export type PracticeCheck = z.infer<typeof practiceCheckSchema>;

/** The practice part of an exercise as the author writes it and the database keeps it. */
export const practiceSpecSchema = z.object({
  runtime: z.enum(PRACTICE_RUNTIMES),
  starterFiles: practiceFilesSchema,
  solutionFiles: practiceFilesSchema,
  checks: z.array(practiceCheckSchema).min(1).max(PRACTICE_LIMITS.checks),
  /** SQL only: the script that creates and fills the exercise's tables. */
  dataset: z.string().max(PRACTICE_LIMITS.datasetChars).optional(),
  timeLimitMs: z
    .number()
    .int()
    .min(PRACTICE_LIMITS.timeLimitMsMin)
    .max(PRACTICE_LIMITS.timeLimitMsMax)
    .default(PRACTICE_LIMITS.timeLimitMsDefault),
  /** The lesson counts as completed only once this exercise is solved. */
  required: z.boolean().default(false),
});
export type PracticeSpec = z.infer<typeof practiceSpecSchema>;

/** What the learner's browser receives before the model solution is revealed. */
export type PracticePublic = Omit<PracticeSpec, "solutionFiles">;

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
