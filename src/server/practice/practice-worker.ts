/**
 * The practice engine's Node executor (decision 0083): a worker thread for one runtime,
 * started by runner.ts with `workerData = { runtime, paths }`. It loads its runtime once
 * (jsdom, Pyodide or PGlite) and answers `{ id, job }` messages with `{ id, result }`. The
 * main thread owns the time limit: it terminates this worker when a run overruns. How code
 * and checks are combined and judged is the shared harness's (practice-harness.ts), the one
 * the browser runs, so author, AI and learner see the same verdicts.
 */
import { createRequire } from "node:module";
import vm from "node:vm";
import { parentPort, workerData } from "node:worker_threads";
import type * as PyodideModule from "pyodide";
import type { PyodideInterface } from "pyodide";
import type * as PgliteModule from "@electric-sql/pglite";
import type { PGlite } from "@electric-sql/pglite";
import type {
  CheckResult,
  OutputLine,
  RunLimit,
  RunRequest,
  ResultTable,
} from "@shared/domain/practice";
import {
  checksBlocked,
  consoleText,
  entryFile,
  javascriptErrorText,
  javascriptProgram,
  OutputCollector,
  PracticeLimitError,
  PRACTICE_JS_HOOK,
  PYTHON_HARNESS,
  pythonCheckResults,
  pythonRequestJson,
  runJavaScriptChecks,
  runSqlAttempt,
  type PythonHarnessResult,
} from "@shared/domain/practice-harness";

export interface WorkerResult {
  output: OutputLine[];
  error?: string;
  limit?: RunLimit;
  table?: ResultTable;
  checks?: CheckResult[];
  loaded?: boolean;
}

const { runtime, paths } = workerData as {
  runtime: RunRequest["runtime"];
  paths: { jsdom: string; pyodide: string; pglite: string };
};
/** Loads the runtimes' CommonJS builds by the absolute paths the main thread resolved. */
const load = createRequire(import.meta.url);

const errorText = (e: unknown) =>
  e && typeof e === "object" && "message" in e ? String((e as Error).message) : String(e);

/** A run's answer when it stopped at a limit or the learner's code failed before the checks. */
function stopped(job: RunRequest, out: OutputCollector, e: unknown): WorkerResult {
  if (e instanceof PracticeLimitError)
    return {
      output: out.lines,
      limit: e.limit,
      ...(job.checks?.length
        ? { checks: checksBlocked(job.checks, { kind: "limit", limit: e.limit }) }
        : {}),
    };
  throw e;
}

/* ------------------------------------------------------------ JavaScript */

function runJavaScript(job: RunRequest): Promise<WorkerResult> | WorkerResult {
  const out = new OutputCollector();
  const deadline = Date.now() + job.timeLimitMs;
  const log =
    (stream: OutputLine["stream"]) =>
    (...args: unknown[]) =>
      out.push(stream, consoleText(args));
  const context = vm.createContext({
    console: {
      log: log("out"),
      info: log("out"),
      debug: log("out"),
      warn: log("err"),
      error: log("err"),
    },
  });
  const entry = entryFile("javascript", job.files).name;
  try {
    vm.runInContext(javascriptProgram(job.files), context, {
      filename: "<anonymous>",
      timeout: Math.max(1, deadline - Date.now()),
    });
  } catch (e) {
    if (e instanceof PracticeLimitError) return stopped(job, out, e);
    if ((e as { code?: string })?.code === "ERR_SCRIPT_EXECUTION_TIMEOUT")
      return stopped(job, out, new PracticeLimitError("time"));
    const error = javascriptErrorText(e, entry);
    return {
      output: out.lines,
      error,
      ...(job.checks?.length
        ? { checks: checksBlocked(job.checks, { kind: "error", text: error }) }
        : {}),
    };
  }
  if (!job.checks?.length) return { output: out.lines };
  const hook = (context as Record<string, unknown>)[PRACTICE_JS_HOOK] as (
    body: string,
  ) => (expect: unknown) => Promise<unknown>;
  return runJavaScriptChecks(job.checks, (body) => hook(body)).then(
    (checks) => ({ output: out.lines, checks }),
    (e) => stopped(job, out, e),
  );
}

/* ------------------------------------------------------------ web */

/** index.html with the exercise's own scripts and style sheets inlined (nothing is fetched). */
export function inlineWebFiles(files: RunRequest["files"]): string {
  const byName = new Map(files.map((f) => [f.name, f.content]));
  const entry = byName.get("index.html") ?? "<!doctype html><html><body></body></html>";
  const safe = (s: string) => s.replace(/<\/script/gi, "<\\/script");
  return entry
    .replace(
      /<script\b([^>]*?)\bsrc\s*=\s*["']\.?\/?([^"']+)["']([^>]*)>\s*<\/script>/gi,
      (m: string, a: string, name: string, b: string) =>
        byName.has(name) ? `<script${a}${b}>${safe(byName.get(name)!)}</script>` : m,
    )
    .replace(
      /<link\b[^>]*\bhref\s*=\s*["']\.?\/?([^"']+)["'][^>]*>/gi,
      (m: string, name: string) =>
        /stylesheet/i.test(m) && byName.has(name) ? `<style>${byName.get(name)}</style>` : m,
    );
}

/** The part of jsdom used here (jsdom ships no types; @types/jsdom is not installed). */
interface JsdomModule {
  JSDOM: new (
    html: string,
    options: { runScripts: "dangerously"; pretendToBeVisual: boolean; virtualConsole: unknown; url: string },
  ) => { window: unknown };
  VirtualConsole: new () => { on(event: string, listener: (...args: never[]) => void): void };
}
let jsdom: JsdomModule | undefined;

async function runWeb(job: RunRequest): Promise<WorkerResult> {
  jsdom ??= load(paths.jsdom) as JsdomModule;
  const out = new OutputCollector();
  const virtualConsole = new jsdom.VirtualConsole();
  const errors: string[] = [];
  let flood: unknown;
  for (const [method, stream] of [
    ["log", "out"],
    ["info", "out"],
    ["warn", "err"],
    ["error", "err"],
  ] as const)
    virtualConsole.on(method, (...args: unknown[]) => {
      try {
        out.push(stream, consoleText(args));
      } catch (e) {
        flood = e;
      }
    });
  virtualConsole.on("jsdomError", (e: Error & { detail?: unknown }) =>
    errors.push(javascriptErrorText(e.detail ?? e, "index.html")),
  );
  const dom = new jsdom.JSDOM(inlineWebFiles(job.files), {
    runScripts: "dangerously",
    pretendToBeVisual: true,
    virtualConsole,
    url: "https://exercise.invalid/",
  });
  const window = dom.window as unknown as Window & { eval: (s: string) => unknown };
  try {
    await new Promise<void>((resolve) => {
      if (window.document.readyState === "complete") resolve();
      else window.addEventListener("load", () => resolve(), { once: true });
    });
    if (flood) return stopped(job, out, flood);
    const error = errors[0];
    if (error)
      return {
        output: out.lines,
        error,
        ...(job.checks?.length
          ? { checks: checksBlocked(job.checks, { kind: "error", text: error }) }
          : {}),
      };
    if (!job.checks?.length) return { output: out.lines };
    // Compiled in the page's realm: a check sees the page's globals and its document.
    const AsyncFunction = window.eval("(async function () {}).constructor") as new (
      ...args: string[]
    ) => (expect: unknown) => Promise<unknown>;
    const checks = await runJavaScriptChecks(
      job.checks,
      (body) => new AsyncFunction("expectEqual", body),
    );
    if (flood) return stopped(job, out, flood);
    return { output: out.lines, checks };
  } catch (e) {
    return stopped(job, out, e);
  } finally {
    window.close();
  }
}

/* ------------------------------------------------------------ Python */

let pyodide: PyodideInterface | undefined;
async function loadPython() {
  if (pyodide) return pyodide;
  const { loadPyodide } = load(paths.pyodide) as typeof PyodideModule;
  const py = await loadPyodide({ stdout: () => {}, stderr: () => {} });
  py.runPython(PYTHON_HARNESS);
  pyodide = py;
  return py;
}

async function runPython(job: RunRequest): Promise<WorkerResult> {
  const py = await loadPython();
  const output: OutputLine[] = [];
  const run = py.globals.get("_practice_run") as (
    request: string,
    emit: (stream: string, text: string) => void,
  ) => string;
  const answer = JSON.parse(
    run(pythonRequestJson(job.files, job.checks, job.stdin), (stream, text) =>
      output.push({ stream: stream === "err" ? "err" : "out", text }),
    ),
  ) as PythonHarnessResult;
  const checks = job.checks?.length ? pythonCheckResults(job.checks, answer) : undefined;
  return {
    output,
    ...(answer.error ? { error: answer.error } : {}),
    ...(answer.limit ? { limit: answer.limit } : {}),
    ...(checks
      ? { checks }
      : answer.limit && job.checks?.length
        ? { checks: checksBlocked(job.checks, { kind: "limit", limit: answer.limit }) }
        : {}),
  };
}

/* ------------------------------------------------------------ SQL */

let pg: PGlite | undefined;
let loadedDataset: string | undefined;

async function loadSql() {
  if (pg) return pg;
  const { PGlite } = load(paths.pglite) as typeof PgliteModule;
  const db = new PGlite();
  await db.waitReady;
  pg = db;
  return db;
}

/** An empty database: every schema but the system's dropped, public made again. */
async function resetDatabase(db: PGlite) {
  await db.exec(`
    DO $$ DECLARE s text; BEGIN
      FOR s IN SELECT nspname FROM pg_namespace
        WHERE nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast') AND nspname NOT LIKE 'pg\\_%'
      LOOP EXECUTE format('DROP SCHEMA %I CASCADE', s); END LOOP;
    END $$;
    CREATE SCHEMA public;
    SET search_path TO public;
  `);
}

async function runSql(job: RunRequest): Promise<WorkerResult> {
  const db = await loadSql();
  const dataset = job.dataset ?? "";
  // The dataset stays loaded between runs of the same exercise: the harness rolls back.
  if (loadedDataset !== dataset) {
    loadedDataset = undefined;
    await resetDatabase(db);
    try {
      if (dataset.trim()) await db.exec(dataset);
    } catch (e) {
      const error = `dataset: ${errorText(e)}`;
      return {
        output: [],
        error,
        ...(job.checks?.length
          ? { checks: checksBlocked(job.checks, { kind: "error", text: error }) }
          : {}),
      };
    }
    loadedDataset = dataset;
  }
  const attempt = await runSqlAttempt(db as never, job.files, job.checks);
  if (attempt.dirty) loadedDataset = undefined;
  return {
    output: [],
    ...(attempt.table ? { table: attempt.table } : {}),
    ...(attempt.error ? { error: attempt.error } : {}),
    ...(attempt.checks ? { checks: attempt.checks } : {}),
  };
}

/* ------------------------------------------------------------ loop */

const RUNNERS: Record<
  RunRequest["runtime"],
  (job: RunRequest) => Promise<WorkerResult> | WorkerResult
> = {
  javascript: runJavaScript,
  web: runWeb,
  python: runPython,
  sql: runSql,
};
const LOADERS: Partial<Record<RunRequest["runtime"], () => Promise<unknown>>> = {
  python: loadPython,
  sql: loadSql,
  web: async () => (jsdom ??= load(paths.jsdom) as JsdomModule),
};

parentPort!.on("message", async ({ id, job }: { id: number; job: RunRequest | "load" }) => {
  try {
    if (job === "load") {
      await LOADERS[runtime]?.();
      parentPort!.postMessage({ id, result: { output: [], loaded: true } satisfies WorkerResult });
      return;
    }
    parentPort!.postMessage({ id, result: await RUNNERS[runtime](job) });
  } catch (e) {
    parentPort!.postMessage({
      id,
      result: { output: [], error: errorText(e) } satisfies WorkerResult,
    });
  }
});
