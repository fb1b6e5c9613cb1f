/**
 * The Python runtime's worker (decision 0077): Pyodide from Kurswerk's own files
 * (PRACTICE_ASSETS/pyodide/), loaded once and kept warm; each run gets fresh globals
 * through the shared harness (PYTHON_HARNESS). At the time limit the frame terminates this
 * worker and its interpreter; a spare worker, loaded once this one said "ready", takes the
 * next run (worker-host.ts, decision 0192).
 */
import { loadPyodide, type PyodideInterface } from "pyodide";
import type { RunRequest, RunResult } from "@shared/domain/practice-core";
import {
  PYTHON_HARNESS,
  pythonCheckResults,
  pythonRequestJson,
  type PythonHarnessResult,
} from "@shared/domain/practice-harness";
import { isMemoryError } from "./limits";
import { scope } from "./worker-scope";

let pyodide: Promise<PyodideInterface> | null = null;

/** Pyodide's files as the frame holds them (python-files.ts), or none: then they are fetched. */
let receive!: (files: Record<string, Blob>) => void;
const files = new Promise<Record<string, Blob>>((resolve) => (receive = resolve));

const TYPES: Record<string, string> = { wasm: "application/wasm", json: "application/json" };

/**
 * Pyodide reads its files with fetch (the wasm, the standard library, the lock file): the
 * frame's copies answer for them, and its script is run here first, so that Pyodide does not
 * load it again. Any other URL is fetched as before.
 */
function takeFrameFiles(own: Record<string, Blob>) {
  const base = scope.PRACTICE_ASSETS;
  const script = own["pyodide/pyodide.asm.js"];
  if (script) {
    const url = URL.createObjectURL(script);
    scope.importScripts(url);
    URL.revokeObjectURL(url);
  }
  const fetchAsBefore = scope.fetch.bind(scope);
  scope.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    const blob = url.startsWith(base) ? own[url.slice(base.length)] : undefined;
    if (!blob) return fetchAsBefore(input, init);
    const type = TYPES[url.slice(url.lastIndexOf(".") + 1)] ?? "application/octet-stream";
    return Promise.resolve(new Response(blob, { headers: { "content-type": type } }));
  };
}

/**
 * Pyodide from the memory snapshot made at build time (decision 0241), whose download
 * overlaps Pyodide's own; Python's own start when that fails (a snapshot that does not fit
 * this Pyodide, or did not arrive).
 */
async function load(): Promise<PyodideInterface> {
  takeFrameFiles(await files);
  const indexURL = new URL("pyodide/", scope.PRACTICE_ASSETS).href;
  const snapshot = scope
    .fetch(new URL("snapshot.bin", indexURL), { credentials: "omit" })
    .then((r) => {
      if (!r.ok) throw new Error(`snapshot: ${r.status}`);
      return r.arrayBuffer();
    });
  return loadPyodide({ indexURL, packages: [], _loadSnapshot: snapshot }).catch(() =>
    loadPyodide({ indexURL, packages: [] }),
  );
}

function interpreter(): Promise<PyodideInterface> {
  pyodide ??= load().then((py) => {
    // The snapshot holds the random generator's state of the build: seed it afresh here.
    py.runPython("import random\nrandom.seed()");
    py.runPython(PYTHON_HARNESS);
    return py;
  });
  return pyodide;
}
// Load while the learner reads the task; then the frame may load a spare beside it.
void interpreter().then(() => scope.postMessage({ kind: "ready" }));

scope.onmessage = async (
  event: MessageEvent<
    { kind: "files"; files?: Record<string, Blob> } | { id: number; request: RunRequest }
  >,
) => {
  if ("kind" in event.data) return receive(event.data.files ?? {});
  const { id, request } = event.data;
  const py = await interpreter();
  const began = performance.now();
  scope.postMessage({ kind: "started", id });
  const run = py.globals.get("_practice_run") as (
    json: string,
    emit: (stream: string, text: string) => void,
  ) => string;
  let answer: PythonHarnessResult;
  try {
    answer = JSON.parse(
      run(pythonRequestJson(request.files, request.checks, request.stdin), (stream, text) =>
        scope.postMessage({
          kind: "output",
          id,
          line: { stream: stream === "err" ? "err" : "out", text },
        }),
      ),
    );
  } catch (e) {
    answer = { ok: false, error: String(e) };
  }
  const result: RunResult = {
    ok: answer.ok,
    output: [],
    ms: Math.round(performance.now() - began),
    ...(answer.error ? { error: answer.error } : {}),
    ...(answer.limit
      ? { limit: answer.limit }
      : isMemoryError(answer.error)
        ? { limit: "memory" as const }
        : {}),
  };
  const checks = pythonCheckResults(request.checks ?? [], answer);
  if (checks && !answer.limit) result.checks = checks;
  scope.postMessage({ kind: "result", id, result });
};
