/**
 * Hosts a runtime's Web Worker inside the sandbox frame (decision 0077). The worker's
 * script is fetched from Kurswerk (CORS: the frame's origin is opaque) and started from a
 * blob: URL, which is how an opaque-origin document may start a worker. Its messages are
 * relayed to the app as they come; output past PRACTICE_LIMITS.outputChars terminates it
 * (limit "output"), an error the worker could not report (out of memory) ends the run with
 * limit "memory". A run that outlives its time limit (counted from the worker's "started")
 * terminates its worker here and answers limit "time" with the output printed until then
 * (issue 42, decision 0192); the app removes the whole frame only when that answer does not
 * come. The worker's script comes through the app's page when it gave it (parent-files.ts).
 * A runtime kept warm (`spare: "warm"`, Python) has a second worker loaded once the
 * first is ready, so that the run after a time-out starts at once.
 */
import {
  PRACTICE_LIMITS,
  type OutputLine,
  type RunRequest,
  type RunResult,
} from "@shared/domain/practice-core";
import { isMemoryError } from "./limits";
import { assetResponse } from "./parent-files";

export type WorkerMessage =
  | { kind: "ready" }
  | { kind: "started"; id: number }
  | { kind: "output"; id: number; line: OutputLine }
  | { kind: "result"; id: number; result: RunResult };

const sources = new Map<string, Promise<string>>();

function workerUrl(assets: URL, file: string): Promise<string> {
  let url = sources.get(file);
  if (!url) {
    url = assetResponse(assets, file)
      .then((r) => {
        if (!r.ok) throw new Error(`${file}: ${r.status}`);
        return r.text();
      })
      .then((text) =>
        URL.createObjectURL(
          new Blob([`self.PRACTICE_ASSETS = ${JSON.stringify(assets.href)};\n${text}`], {
            type: "text/javascript",
          }),
        ),
      );
    sources.set(file, url);
  }
  return url;
}

export class WorkerHost {
  private worker: Worker | null = null;
  private spare: Promise<Worker> | null = null;
  /** Workers that said "ready" (their runtime has loaded). */
  private readonly loaded = new WeakSet<Worker>();

  /**
   * `fresh`: a new worker for every run (JavaScript: fresh globals), the next one started
   * ahead. `spare: "warm"`: one worker is kept (Python) and, once it has loaded, a second one
   * loads beside it for the run after a time-out (one spare: each holds a whole interpreter).
   */
  constructor(
    private readonly assets: URL,
    private readonly file: string,
    private readonly fresh: boolean,
    private readonly spareWhenReady = false,
    /** A first message every new worker gets (SQL: the files the frame loaded for it, or why not). */
    private readonly init?: () => Promise<unknown>,
  ) {}

  private async start(): Promise<Worker> {
    const w = new Worker(await workerUrl(this.assets, this.file));
    void this.init?.().then((m) => w.postMessage(m));
    w.addEventListener("message", (e: MessageEvent<WorkerMessage>) => {
      if (e.data?.kind !== "ready") return;
      this.loaded.add(w);
      this.keepSpare();
    });
    return w;
  }

  /** The spare of a kept runtime, started once the kept worker has loaded (not both at once). */
  private keepSpare() {
    if (this.spareWhenReady && this.worker && this.loaded.has(this.worker) && !this.spare)
      this.spare = this.start();
  }

  /** Starts the worker ahead of the first run (the runtime loads while the learner reads). */
  warm(): void {
    if (!this.spare && !this.worker) this.spare = this.start();
  }

  private taking: Promise<Worker> | null = null;

  private take(): Promise<Worker> {
    if (this.worker && !this.fresh) return Promise.resolve(this.worker);
    if (this.taking) return this.taking;
    const next = this.spare ?? this.start();
    this.spare = null;
    const taking = next.then((w) => {
      this.worker = w;
      this.taking = null;
      this.keepSpare();
      return w;
    });
    this.taking = taking;
    taking.catch(() => {
      if (this.taking === taking) this.taking = null;
    });
    return taking;
  }

  private drop(w: Worker) {
    w.terminate();
    if (this.worker === w) this.worker = null;
  }

  async run(
    id: number,
    request: RunRequest,
    emit: { started(): void; output(line: OutputLine): void },
  ): Promise<RunResult> {
    const w = await this.take();
    const began = performance.now();
    const lines: OutputLine[] = [];
    let chars = 0;
    const result = await new Promise<RunResult>((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const stop = (limit: RunResult["limit"], error?: string) => {
        clearTimeout(timer);
        this.drop(w);
        resolve({
          ok: false,
          output: lines,
          limit,
          ...(error ? { error } : {}),
          ms: Math.round(performance.now() - began),
        });
      };
      w.onmessage = (e: MessageEvent<WorkerMessage>) => {
        const m = e.data;
        if (m.kind === "ready" || m.id !== id) return;
        if (m.kind === "started") {
          timer = setTimeout(() => stop("time"), request.timeLimitMs);
          emit.started();
        } else if (m.kind === "output") {
          chars += m.line.text.length + 1;
          if (chars > PRACTICE_LIMITS.outputChars) return stop("output");
          lines.push(m.line);
          emit.output(m.line);
        } else if (m.kind === "result") {
          clearTimeout(timer);
          resolve({ ...m.result, output: lines });
        }
      };
      w.onerror = (e: ErrorEvent) => {
        e.preventDefault();
        const text = String(e.message ?? "");
        stop(isMemoryError(text) || !text ? "memory" : undefined, text || undefined);
      };
      w.postMessage({ id, request });
    });
    if (this.fresh) {
      this.drop(w);
      this.warm();
    }
    // After a time-out: the spare becomes the runtime now, not at the next run.
    if (!this.worker && this.spareWhenReady) void this.take();
    return result;
  }
}
