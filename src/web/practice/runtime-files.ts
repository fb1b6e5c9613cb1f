/**
 * The runtimes' files for the sandbox frames, fetched by the app's page (decision 0243). The
 * frame's opaque origin has no HTTP cache: fetched there, Pyodide's and PGlite's megabytes
 * would be downloaded again in every new page. The page fetches them from its own cache when
 * the frame asks (practice:fetch) and posts them as blobs: the browser passes the frame's
 * process a handle, not the bytes. (Fetching them already when the frame is created was
 * measured and gained nothing: the frame asks within the first tenth of a second.)
 */
import { isPracticeAssetName, practiceAssetsBase, type ToSandbox } from "./protocol";

/**
 * Answers a frame's practice:fetch: each named file of this origin's versioned practice
 * folder, or why not. Only for worker frames (the caller checks), never with cookies.
 */
export function serveRuntimeFiles(frame: Window, baseHref: unknown, names: unknown): void {
  if (!Array.isArray(names)) return;
  const base = practiceAssetsBase(baseHref, location.origin);
  const answer = (m: ToSandbox & { kind: "practice:file" }) => frame.postMessage(m, "*");
  for (const name of names.slice(0, 16)) {
    if (typeof name !== "string") continue;
    if (!base || !isPracticeAssetName(name)) {
      answer({ kind: "practice:file", name, error: "not a practice file" });
      continue;
    }
    fetch(new URL(name, base), { credentials: "omit" })
      .then((r) => {
        if (!r.ok) throw new Error(`${name}: ${r.status}`);
        return r.blob();
      })
      .then(
        (data) => answer({ kind: "practice:file", name, data }),
        (e: unknown) => answer({ kind: "practice:file", name, error: String(e) }),
      );
  }
}
