/**
 * Pyodide's files for the Python workers, as the app's page fetched them from its HTTP cache
 * (parent-files.ts, decision 0243): kept as blobs in the frame, so that the kept worker and
 * its spare (decision 0192) each read them without a download. A file the app could not
 * give is left out, and the worker fetches it as before.
 */
import { assetResponse } from "./parent-files";

/** What the Python worker loads: its own script comes first (worker-host.ts). */
export const PYTHON_FILES = [
  "pyodide/pyodide.asm.js",
  "pyodide/pyodide.asm.wasm",
  "pyodide/python_stdlib.zip",
  "pyodide/pyodide-lock.json",
  "pyodide/snapshot.bin",
];

let loading: Promise<Record<string, Blob>> | null = null;

export function pythonFiles(assets: URL): Promise<Record<string, Blob>> {
  loading ??= Promise.all(
    PYTHON_FILES.map(async (name) => {
      try {
        const r = await assetResponse(assets, name);
        return r.ok ? ([[name, await r.blob()]] as const) : [];
      } catch {
        return [];
      }
    }),
  ).then((entries) => Object.fromEntries(entries.flat()));
  return loading;
}
