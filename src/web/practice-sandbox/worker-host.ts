/**
 * Hosts a runtime's Web Worker inside the sandbox frame (decision 0077). The worker's
 * script is fetched from Kurswerk (CORS: the frame's origin is opaque) and started from a
 * blob: URL, which is how an opaque-origin document may start a worker. Its messages are
 * relayed to the app; output past PRACTICE_LIMITS.outputChars terminates it (limit
 * "output"), an error the worker could not report (out of memory) ends the run with
 * limit "memory". The app terminates the whole frame when a run outlives its time limit.
 */
import {
  PRACTICE_LIMITS,
  type OutputLine,
  type RunRequest,
  type RunResult,
} from "@shared/domain/practice-core";
import { isMemoryError } from "./limits";

export type WorkerMessage =
  | { kind: "started"; id: number }
  | { kind: "output"; id: number; line: OutputLine }
  | { kind: "result"; id: number; result: RunResult };

const sources = new Map<string, Promise<string>>();

function workerUrl(assets: URL, file: string): Promise<string> {
  let url = sources.get(file);
  if (!url) {
    url = fetch(new URL(file, assets), { credentials: "omit" })
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

  /** `fresh`: a new worker for every run (JavaScript: fresh globals), the next one started ahead. */
  constructor(
    private readonly assets: URL,
    private readonly file: string,
    private readonly fresh: boolean,
  ) {}

  private async start(): Promise<Worker> {
    return new Worker(await workerUrl(this.assets, this.file));
  }

  /** Starts the worker ahead of the first run (the runtime loads while the learner reads). */
  warm(): void {
    if (!this.spare && !this.worker) this.spare = this.start();
  }

  private async take(): Promise<Worker> {
    if (this.worker && !this.fresh) return this.worker;
    const w = await (this.spare ?? this.start());
    this.spare = null;
    this.worker = w;
    return w;
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
      const stop = (limit: RunResult["limit"], error?: string) => {
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
        if (m.id !== id) return;
        if (m.kind === "started") emit.started();
        else if (m.kind === "output") {
          chars += m.line.text.length + 1;
          if (chars > PRACTICE_LIMITS.outputChars) return stop("output");
          lines.push(m.line);
          emit.output(m.line);
        } else if (m.kind === "result") resolve({ ...m.result, output: lines });
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
    return result;
  }
}
