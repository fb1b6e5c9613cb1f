import { createRequire } from "node:module";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import {
  type CheckResult,
  type PracticeRuntime,
  type RunLimit,
  type RunRequest,
  type RunResult,
} from "@shared/domain/practice";
import type { WorkerResult } from "./practice-worker";

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
const HEAP_MB: Record<PracticeRuntime, number> = {
  javascript: 128,
  web: 256,
  python: 512,
  sql: 512,
};

/**
 * The worker's code: the bundled practice-worker.mjs beside the server bundle in production
 * (scripts/build.mjs), else the TypeScript source loaded through tsx's loader (development
 * and tests; a worker does not inherit the parent's loader).
 */
function workerEntry(): { source: URL | string; eval: boolean } {
  const bundled = new URL("./practice/practice-worker.mjs", import.meta.url);
  if (existsSync(bundled)) return { source: bundled, eval: false };
  const tsx = pathToFileURL(require.resolve("tsx/esm/api").replace(/\.cjs$/, ".mjs")).href;
  const source = new URL("./practice-worker.ts", import.meta.url).href;
  return {
    source: `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(source)}); });`,
    eval: true,
  };
}

class RuntimeWorker {
  private worker: Worker | null = null;
  private ready: Promise<void> | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private seq = 0;

  constructor(private readonly runtime: PracticeRuntime) {}

  private start(): Promise<void> {
    const entry = workerEntry();
    const worker = new Worker(entry.source, {
      eval: entry.eval,
      workerData: {
        runtime: this.runtime,
        paths: {
          jsdom: require.resolve("jsdom"),
          pyodide: require.resolve("pyodide"),
          pglite: require.resolve("@electric-sql/pglite"),
        },
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
  private send(
    worker: Worker,
    job: unknown,
    ms: number,
  ): Promise<WorkerResult | "timeout" | "exit"> {
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

/** Every check failed at `limit` (the worker was stopped, so it could not say). */
function checksAtLimit(req: RunRequest, limit: RunLimit): CheckResult[] {
  return (req.checks ?? []).map((c) => ({
    id: c.id,
    title: c.title,
    hidden: c.hidden,
    status: "failed" as const,
    failure: { kind: "limit" as const, limit },
  }));
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
    return {
      ok: false,
      output: [],
      limit,
      ...(req.checks?.length ? { checks: checksAtLimit(req, limit) } : {}),
      ms,
    };
  }
  return {
    ok: !raw.error && !raw.limit,
    output: raw.output,
    ...(raw.table ? { table: raw.table } : {}),
    ...(raw.error ? { error: raw.error } : {}),
    ...(raw.limit ? { limit: raw.limit } : {}),
    ...(raw.checks ? { checks: raw.checks } : {}),
    ms,
  };
}
