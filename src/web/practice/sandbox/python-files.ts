/**
 * Pyodide's files for the Python workers, as the app's page fetched them from its HTTP cache
 * (parent-files.ts, decision 0243): kept as blobs in the frame, so that the kept worker and
 * its spare (decision 0192) each read them without a download. A file the app could not
 * give is left out, and the worker fetches it as before.
 */
import { RUNTIME_FILES } from "../protocol";
import { assetBlob } from "./parent-files";

/** What the Python worker loads, but its own script (worker-host.ts loads that). */
const PYTHON_FILES = (RUNTIME_FILES.python ?? []).filter((f) => f.startsWith("pyodide/"));

let loading: Promise<Record<string, Blob>> | null = null;

export function pythonFiles(assets: URL): Promise<Record<string, Blob>> {
  loading ??= Promise.all(
    PYTHON_FILES.map(async (name) => {
      try {
        return [[name, await assetBlob(assets, name)] as const];
      } catch {
        return [];
      }
    }),
  ).then((entries) => Object.fromEntries(entries.flat()));
  return loading;
}
