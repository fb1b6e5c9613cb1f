/**
 * The runtime's files as the app's page fetched them (decision 0243). This frame's origin is
 * opaque, and Chromium keeps no HTTP cache for an opaque origin: fetched here, Pyodide's and
 * PGlite's megabytes would be downloaded (and PGlite's wasm compiled without a code cache)
 * again in every new page. So the frame names the files it will need as soon as its script
 * runs (practice:fetch), the app fetches them from its own origin's cache and posts them here
 * as blobs (practice:file); a file the app could not give is fetched here as before.
 */
import type { FromSandbox, ToSandbox } from "../protocol";

type Answer = { data?: Blob; error?: string };
const asked = new Map<string, Promise<Answer>>();
const waiting = new Map<string, (a: Answer) => void>();

const TYPES: Record<string, string> = {
  js: "text/javascript",
  wasm: "application/wasm",
  json: "application/json",
};

/** Asks the app for these files (paths inside the assets folder). */
export function askParent(assets: URL, names: string[], post: (m: FromSandbox) => void) {
  for (const name of names)
    asked.set(name, new Promise<Answer>((resolve) => waiting.set(name, resolve)));
  post({ kind: "practice:fetch", base: assets.href, names });
}

/** The app's answer for one file (the frame's message listener hands it here). */
export function receiveFile(m: ToSandbox & { kind: "practice:file" }) {
  waiting.get(m.name)?.({
    data: m.data instanceof Blob ? m.data : undefined,
    error: m.error,
  });
  waiting.delete(m.name);
}

/** A file of the assets folder: the app's copy when it had one, else fetched from here. */
export async function assetResponse(assets: URL, name: string): Promise<Response> {
  const answer = await asked.get(name);
  // Each copy is read once: a second reader (a new worker's script) fetches.
  asked.delete(name);
  if (answer?.data) {
    const ext = name.slice(name.lastIndexOf(".") + 1);
    return new Response(answer.data, {
      headers: { "content-type": TYPES[ext] ?? "application/octet-stream" },
    });
  }
  return fetch(new URL(name, assets), { credentials: "omit" });
}

/** A file of the assets folder as a blob: the app's own (no copy), else fetched from here. */
export async function assetBlob(assets: URL, name: string): Promise<Blob> {
  const answer = await asked.get(name);
  asked.delete(name);
  if (answer?.data) return answer.data;
  const r = await fetch(new URL(name, assets), { credentials: "omit" });
  if (!r.ok) throw new Error(`${name}: ${r.status}`);
  return r.blob();
}
