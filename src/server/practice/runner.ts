import { createRequire } from "node:module";
import { existsSync } from "node:fs";
import { Worker } from "node:worker_threads";
import {
  compareSqlResult,
  PRACTICE_LIMITS,
  type CheckFailure,
  type CheckResult,
  type OutputLine,
  type PracticeRuntime,
  type ResultTable,
  type RunLimit,
  type RunRequest,
  type RunResult,
} from "@shared/domain/practice";

/**
 * Runs exercise code in Node (decision 0083): one worker thread per runtime, loaded lazily
 * on first use and kept for later runs (Pyodide and PGlite load once per process). Runs of
 * one runtime go one after the other. A run that overruns its time limit terminates the
 * worker (an infinite loop cannot be interrupted otherwise); the next run starts a new one.
 * The worker gets no environment variables and a heap limit.
 */

const require = createRequire(import.meta.url);

/** Wall time a runtime may take to load (Pyodide, PGlite, jsdom), outside the exercise's limit. */
const LOAD_LIMIT_MS = 60_000;
/** Heap of a JavaScript/web worker; Python's and PGlite's WebAssembly memory is separate. */
const HEAP_MB: Record<PracticeRuntime, number> = { javascript: 128, web: 256, python: 512, sql: 512 };

function workerFile(): URL {
  // Beside this module in the source tree; beside the bundle (dist/server) in production.
  for (const rel of ["./practice-worker.mjs", "./practice/practice-worker.mjs"]) {
    const url = new URL(rel, import.meta.url);
    if (existsSync(url)) return url;
  }
  throw new Error("practice-worker.mjs not found");
}

interface WorkerCheck {
  id: string;
  ok?: boolean;
  failure?: CheckFailure;
  table?: ResultTable;
}
interface WorkerResult {
  output: OutputLine[];
  error?: string;
  limit?: RunLimit;
  table?: ResultTable;
  checks?: WorkerCheck[];
  loaded?: boolean;
}

class RuntimeWorker {
  private worker: Worker | null = null;
  private ready: Promise<void> | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private seq = 0;

  constructor(private readonly runtime: PracticeRuntime) {}

  private start(): Promise<void> {
    const worker = new Worker(workerFile(), {
      workerData: {
        runtime: this.runtime,
        paths: {
          jsdom: require.resolve("jsdom"),
          pyodide: require.resolve("pyodide"),
          pglite: require.resolve("@electric-sql/pglite"),
        },
        limits: { outputChars: PRACTICE_LIMITS.outputChars, resultRows: PRACTICE_LIMITS.resultRows },
      },
      env: {},
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: HEAP_MB[this.runtime], stackSizeMb: 8 },
      stdout: true,
      stderr: true,
    });
    worker.unref();
    this.worker = worker;
    const ready = this.send(worker, "load", LOAD_LIMIT_MS).then(() => undefined);
    this.ready = ready;
    ready.catch(() => this.stop(worker));
    return ready;
  }

  private stop(worker: Worker | null) {
    if (!worker) return;
    if (this.worker === worker) {
      this.worker = null;
      this.ready = null;
    }
    void worker.terminate();
  }

  /** One message to the worker, answered or failed within `ms`; on timeout the worker is stopped. */
  private send(worker: Worker, job: unknown, ms: number): Promise<WorkerResult | "timeout" | "exit"> {
    const id = ++this.seq;
    return new Promise((resolve) => {
      const done = (value: WorkerResult | "timeout" | "exit") => {
        clearTimeout(timer);
        worker.off("message", onMessage);
        worker.off("exit", onExit);
        worker.off("error", onExit);
        resolve(value);
      };
      const onMessage = (msg: { id: number; result: WorkerResult }) => {
        if (msg.id === id) done(msg.result);
      };
      const onExit = () => {
        this.stop(worker);
        done("exit");
      };
      const timer = setTimeout(() => {
        this.stop(worker);
        done("timeout");
      }, ms);
      worker.on("message", onMessage);
      worker.once("exit", onExit);
      worker.once("error", onExit);
      worker.postMessage({ id, job });
    });
  }

  /** Loads the runtime now (e.g. at start, off the request path). */
  warm(): Promise<void> {
    return this.ready ?? this.start();
  }

  run(job: RunRequest): Promise<WorkerResult | "timeout" | "exit"> {
    const next = this.queue.then(async () => {
      if (!this.ready) void this.start();
      try {
        await this.ready;
      } catch {
        return "exit" as const;
      }
      const worker = this.worker;
      if (!worker) return "exit" as const;
      return this.send(worker, { ...job, checks: job.checks ?? [] }, job.timeLimitMs + 250);
    });
    this.queue = next.catch(() => undefined);
    return next;
  }

  close() {
    this.stop(this.worker);
  }
}

const workers = new Map<PracticeRuntime, RuntimeWorker>();
function workerFor(runtime: PracticeRuntime) {
  let w = workers.get(runtime);
  if (!w) workers.set(runtime, (w = new RuntimeWorker(runtime)));
  return w;
}

/** Loads a runtime ahead of its first run (no-op when loaded). */
export function warmPracticeRuntime(runtime: PracticeRuntime): Promise<void> {
  return workerFor(runtime).warm();
}

/** Stops every runtime worker (tests, shutdown). */
export function closePracticeRuntimes() {
  for (const w of workers.values()) w.close();
  workers.clear();
}

function checkResults(req: RunRequest, raw: WorkerCheck[] | undefined, limit?: RunLimit): CheckResult[] {
  const byId = new Map((raw ?? []).map((c) => [c.id, c]));
  return (req.checks ?? []).map((check) => {
    const base = { id: check.id, title: check.title, hidden: check.hidden };
    const got = byId.get(check.id);
    if (!got) {
      return limit
        ? { ...base, status: "failed" as const, failure: { kind: "limit" as const, limit } }
        : { ...base, status: "notRun" as const };
    }
    let failure: CheckFailure | null | undefined = got.ok === false ? got.failure : undefined;
    if (got.ok === undefined && req.runtime === "sql") failure = compareSqlResult(check, got.table);
    return failure
      ? { ...base, status: "failed" as const, failure }
      : { ...base, status: "passed" as const };
  });
}

/**
 * Runs one request (code, and its checks when given) in the runtime's worker, bounded by
 * `timeLimitMs` (after the runtime has loaded). Every check of the request is run, hidden or not.
 */
export async function runPractice(req: RunRequest): Promise<RunResult> {
  const started = Date.now();
  const raw = await workerFor(req.runtime).run(req);
  const ms = Date.now() - started;
  if (raw === "timeout" || raw === "exit") {
    const limit: RunLimit = raw === "timeout" ? "time" : "memory";
    return { ok: false, output: [], limit, checks: checkResults(req, undefined, limit), ms };
  }
  const checks = req.checks?.length
    ? raw.error
      ? checkResults(req, undefined).map((c) => ({
          ...c,
          status: "failed" as const,
          failure: { kind: "error" as const, text: raw.error! },
        }))
      : checkResults(req, raw.checks, raw.limit)
    : undefined;
  return {
    ok: !raw.error && !raw.limit,
    output: raw.output,
    ...(raw.table ? { table: raw.table } : {}),
    ...(raw.error ? { error: raw.error } : {}),
    ...(raw.limit ? { limit: raw.limit } : {}),
    ...(checks ? { checks } : {}),
    ms,
  };
}
