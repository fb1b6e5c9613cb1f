/**
 * Messages between the app and the practice sandbox frame (decision 0077). The frame has an
 * opaque origin, so the app posts with target "*" and accepts a message only when its
 * `event.source` is the frame's window; the frame accepts only messages from its parent.
 * The frame's workers speak the same run/started/output/result messages.
 */
import type {
  OutputLine,
  PracticeRuntime,
  RunRequest,
  RunResult,
} from "@shared/domain/practice-core";

export type ToSandbox =
  | { kind: "practice:run"; id: number; request: RunRequest }
  /** One of the files the frame asked for (practice:fetch), or why the app has none. */
  | { kind: "practice:file"; name: string; data?: Blob; error?: string };

export type FromSandbox =
  | { kind: "practice:ready" }
  /**
   * The frame asks the app for its runtime's files (decision 0243): the frame's opaque
   * origin has no HTTP cache, the app's page has. `base` is the frame's versioned assets
   * folder, `names` are paths inside it.
   */
  | { kind: "practice:fetch"; base: string; names: string[] }
  | { kind: "practice:started"; id: number }
  | { kind: "practice:output"; id: number; line: OutputLine }
  | { kind: "practice:result"; id: number; result: RunResult };

export function isFromSandbox(data: unknown): data is FromSandbox {
  return (
    !!data &&
    typeof data === "object" &&
    typeof (data as { kind?: unknown }).kind === "string" &&
    (data as { kind: string }).kind.startsWith("practice:")
  );
}

/** The sandbox page (served by Kurswerk with its own CSP, src/server/practice/practice-assets.ts). */
export const SANDBOX_PATH = "/practice/sandbox.html";

/**
 * What a worker runtime's frame loads from its versioned folder, worker script first: the
 * frame asks the app for these (practice:fetch, runtime-files.ts, decision 0243).
 */
export const RUNTIME_FILES: Partial<Record<PracticeRuntime, readonly string[]>> = {
  javascript: ["js-worker.js"],
  python: [
    "python-worker.js",
    "pyodide/pyodide.asm.js",
    "pyodide/pyodide.asm.wasm",
    "pyodide/python_stdlib.zip",
    "pyodide/pyodide-lock.json",
    "pyodide/snapshot.bin",
  ],
  sql: [
    "sql-worker.js",
    "pglite/pglite.wasm",
    "pglite/initdb.wasm",
    "pglite/pglite.data",
    "pglite/base.tar",
  ],
};

/**
 * The versioned assets folder a frame names in practice:fetch, when it is one of Kurswerk's
 * (this origin's /practice/<version>/), else null: the app fetches nothing else for a frame.
 */
export function practiceAssetsBase(base: unknown, origin: string): URL | null {
  if (typeof base !== "string") return null;
  try {
    const url = new URL(base);
    return url.origin === origin &&
      /^\/practice\/[0-9a-f]{6,64}\/$/.test(url.pathname) &&
      !url.search
      ? url
      : null;
  } catch {
    return null;
  }
}

/** A file a frame may ask the app for: a worker script or a runtime's file, nothing above the folder. */
export function isPracticeAssetName(name: unknown): name is string {
  return (
    typeof name === "string" &&
    /^(?:(?:pglite|pyodide)\/)?[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.(?:js|wasm|data|tar|bin|zip|json)$/.test(
      name,
    )
  );
}
