/**
 * The practice engine's browser API (issue 29, decision 0077). Everything the learner
 * wrote runs in an <iframe sandbox="allow-scripts"> (no allow-same-origin: an opaque
 * origin) loaded from Kurswerk's /practice/sandbox.html; JavaScript, Python and SQL run in
 * a Web Worker inside that frame, the web runtime in the frame itself (the live preview).
 *
 *   const session = createPracticeSession("python");
 *   const result = await session.run({ runtime: "python", files, checks, timeLimitMs, stdin },
 *                                    { onOutput: (line) => … });
 *   session.dispose();
 *
 * The time limit counts from the moment the runtime starts the learner's code (loading
 * Pyodide or PGlite is not counted); past it the run answers { ok: false, limit: "time" }
 * with the output printed until then. JavaScript, Python and SQL: the frame terminates the
 * runtime's worker and keeps the frame (Python: a spare interpreter takes the next run,
 * decision 0192); when the frame does not answer FRAME_GRACE_MS later, it is removed. The
 * web runtime: the frame is removed at once (the learner's page is the frame), and the next
 * run gets a new one. Each run's messages come through a MessagePort of its own, which
 * delivers output even while the learner's page loops (a window's postMessage waits for the
 * sender's event loop in Chromium).
 * Python, SQL and JavaScript share one hidden frame per runtime on the page (Pyodide and
 * PGlite stay warm between runs and between exercises); the web runtime's frame is the
 * preview inside `container`, loaded afresh for every run.
 */
import type {
  OutputLine,
  PracticeRuntime,
  RunRequest,
  RunResult,
} from "@shared/domain/practice-core";
import { isFromSandbox, SANDBOX_PATH, type FromSandbox, type ToSandbox } from "./protocol";
import { serveRuntimeFiles } from "./runtime-files";

export interface RunOptions {
  /** Each line of output as it comes (print, console.log). */
  onOutput?(line: OutputLine): void;
  /** The runtime has loaded and the learner's code starts now. */
  onStarted?(): void;
}

export interface PracticeSession {
  run(request: RunRequest, options?: RunOptions): Promise<RunResult>;
  dispose(): void;
}

/** How long a runtime may take to load before its run fails (a broken install, no wasm). */
const LOAD_TIMEOUT_MS = 60_000;
/** How long the app waits for a worker runtime's own time-out answer before it removes the frame. */
const FRAME_GRACE_MS = 1_500;
/** A shared frame is kept this long after its last session left (navigating between lessons). */
const KEEP_WARM_MS = 60_000;

type Listener = (m: FromSandbox) => void;
const listeners = new Map<Window, Listener>();
let listening = false;

function listen(win: Window, fn: Listener) {
  if (!listening) {
    listening = true;
    window.addEventListener("message", (event) => {
      // Only our frames' windows are heard; the data is checked before use.
      const fn = event.source && listeners.get(event.source as Window);
      if (fn && isFromSandbox(event.data)) fn(event.data);
    });
  }
  listeners.set(win, fn);
}

let nextId = 1;

/** One sandbox frame: created, run in, and removed (ending its workers) at a time limit. */
class SandboxFrame {
  readonly iframe: HTMLIFrameElement;
  readonly ready: Promise<void>;
  private handler: Listener = () => undefined;
  private removed = false;
  private abortRun: (() => void) | undefined;

  constructor(
    private readonly runtime: PracticeRuntime,
    container: HTMLElement | undefined,
    title: string,
  ) {
    const iframe = document.createElement("iframe");
    iframe.setAttribute("sandbox", "allow-scripts");
    iframe.setAttribute("title", title);
    iframe.setAttribute("referrerpolicy", "no-referrer");
    iframe.src = `${SANDBOX_PATH}#${runtime}`;
    if (container) {
      iframe.className = "practice-preview";
      iframe.style.cssText = "width:100%;height:100%;border:0;background:#fff;display:block";
      container.appendChild(iframe);
    } else {
      iframe.setAttribute("aria-hidden", "true");
      iframe.tabIndex = -1;
      iframe.style.cssText = "position:absolute;width:0;height:0;border:0;visibility:hidden";
      document.body.appendChild(iframe);
    }
    this.iframe = iframe;
    frames.add(this);
    let resolveReady!: () => void;
    this.ready = new Promise((r) => (resolveReady = r));
    listen(iframe.contentWindow!, (m) => {
      if (m.kind === "practice:ready") resolveReady();
      // The runtime's files (decision 0243), for worker frames only: never the learner's page.
      else if (m.kind === "practice:fetch" && runtime !== "web")
        serveRuntimeFiles(iframe.contentWindow!, m.base, m.names);
      else this.handler(m);
    });
  }

  get isRemoved() {
    return this.removed;
  }

  run(request: RunRequest, options: RunOptions = {}): Promise<RunResult> {
    const id = nextId++;
    const output: OutputLine[] = [];
    const began = performance.now();
    const channel = new MessageChannel();
    return new Promise<RunResult>((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      let done = false;
      const finish = (result: RunResult) => {
        if (done) return;
        done = true;
        this.abortRun = undefined;
        clearTimeout(timer);
        this.handler = () => undefined;
        channel.port1.close();
        resolve(result);
      };
      const stop = (limit: "time" | undefined, error?: string) => {
        this.abortRun = undefined;
        this.remove();
        // Browsers may put all sandbox frames of a page in one process: a preview that
        // loops blocks them all, and that process ends only when none of them is left.
        if (this.runtime === "web") removeAllFrames();
        finish({
          ok: false,
          output,
          ...(limit ? { limit } : {}),
          ...(error ? { error } : {}),
          ms: Math.round(performance.now() - began),
        });
      };
      timer = setTimeout(() => stop(undefined, "runtime did not load"), LOAD_TIMEOUT_MS);
      // Removed while this run waited (another frame's time limit): it ends without a result.
      this.abortRun = () =>
        finish({
          ok: false,
          output,
          error: "interrupted",
          ms: Math.round(performance.now() - began),
        });
      let timing = false;
      const startClock = () => {
        if (timing) return;
        timing = true;
        clearTimeout(timer);
        timer = setTimeout(
          () => stop("time"),
          request.timeLimitMs + (this.runtime === "web" ? 0 : FRAME_GRACE_MS),
        );
        options.onStarted?.();
      };
      this.handler = (m) => {
        if (!("id" in m) || m.id !== id) return;
        if (m.kind === "practice:started") startClock();
        else if (m.kind === "practice:output") {
          output.push(m.line);
          options.onOutput?.(m.line);
        } else if (m.kind === "practice:result") finish(m.result);
      };
      channel.port1.onmessage = (e: MessageEvent) => {
        if (isFromSandbox(e.data)) this.handler(e.data);
      };
      void this.ready.then(() => {
        if (this.removed) return;
        const message: ToSandbox = { kind: "practice:run", id, request };
        // The frame's origin is opaque: "*" is the only target that reaches it.
        this.iframe.contentWindow?.postMessage(message, "*", [channel.port2]);
        // The web runtime has nothing to load: its clock starts now. (Its "started" may
        // never arrive: a page that loops at once blocks the frame before it is sent.)
        if (this.runtime === "web") startClock();
      });
    });
  }

  remove() {
    if (this.removed) return;
    this.removed = true;
    frames.delete(this);
    this.abortRun?.();
    if (this.iframe.contentWindow) listeners.delete(this.iframe.contentWindow);
    this.iframe.remove();
  }
}

const frames = new Set<SandboxFrame>();

function removeAllFrames() {
  for (const f of frames) f.remove();
}

/* ------------------------------------------------------------------ shared worker frames */

interface Pooled {
  frame: SandboxFrame;
  users: number;
  queue: Promise<unknown>;
  idle?: ReturnType<typeof setTimeout>;
}
const pool = new Map<PracticeRuntime, Pooled>();

function pooled(runtime: PracticeRuntime): Pooled {
  let p = pool.get(runtime);
  if (!p) {
    p = {
      frame: new SandboxFrame(runtime, undefined, runtime),
      users: 0,
      queue: Promise.resolve(),
    };
    pool.set(runtime, p);
  } else if (p.frame.isRemoved) {
    // Removed at a time limit: a new frame (and runtime) for the next run.
    p.frame = new SandboxFrame(runtime, undefined, runtime);
  }
  return p;
}

/* ------------------------------------------------------------------ the session */

export function createPracticeSession(
  runtime: PracticeRuntime,
  options: { container?: HTMLElement; title?: string } = {},
): PracticeSession {
  let disposed = false;
  if (runtime === "web") {
    const title = options.title ?? "Vorschau";
    let frame: SandboxFrame | null = new SandboxFrame(runtime, options.container, title);
    let used = false;
    let queue: Promise<unknown> = Promise.resolve();
    return {
      run(request, runOptions) {
        const next = queue.then(() => {
          if (disposed) return { ok: false, output: [], ms: 0 } satisfies RunResult;
          // A fresh page for every run: nothing of the last run's globals or DOM is left.
          if (used || !frame || frame.isRemoved) {
            frame?.remove();
            frame = new SandboxFrame(runtime, options.container, title);
          }
          used = true;
          return frame.run(request, runOptions);
        });
        queue = next.catch(() => undefined);
        return next;
      },
      dispose() {
        disposed = true;
        frame?.remove();
        frame = null;
      },
    };
  }
  const entry = pooled(runtime);
  entry.users += 1;
  clearTimeout(entry.idle);
  return {
    run(request, runOptions) {
      const p = pooled(runtime);
      const next = p.queue.then(() =>
        disposed
          ? ({ ok: false, output: [], ms: 0 } satisfies RunResult)
          : pooled(runtime).frame.run(request, runOptions),
      );
      p.queue = next.catch(() => undefined);
      return next;
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      const p = pool.get(runtime);
      if (!p) return;
      p.users -= 1;
      if (p.users <= 0)
        p.idle = setTimeout(() => {
          if (p.users > 0) return;
          p.frame.remove();
          if (pool.get(runtime) === p) pool.delete(runtime);
        }, KEEP_WARM_MS);
    },
  };
}
