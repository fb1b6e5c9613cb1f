/**
 * PGlite's files for the SQL worker, received and compiled by the sandbox frame as soon as it
 * loads (decision 0241): the worker's own script (PGlite's JavaScript, half a megabyte) loads
 * meanwhile, instead of before them. The app's page fetches them from its HTTP cache
 * (parent-files.ts, decision 0243). Compiled modules and blobs are passed to the worker by
 * reference; one copy serves every worker of the frame.
 */
import { assetBlob, assetResponse } from "./parent-files";

export interface SqlFiles {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  /** PGlite's share/ files (Emscripten's file package). */
  fsBundle: Blob;
  /** The empty database cluster made at build time (scripts/build-practice.mjs): no initdb
   * here. A plain tar, decoded from its .br/.gz by the browser. */
  loadDataDir: Blob;
}

let loading: Promise<SqlFiles> | null = null;

export function sqlFiles(assets: URL): Promise<SqlFiles> {
  loading ??= (async () => {
    const get = async (file: string) => {
      const r = await assetResponse(assets, `pglite/${file}`);
      if (!r.ok) throw new Error(`${file}: ${r.status}`);
      return r;
    };
    const [pgliteWasmModule, initdbWasmModule, fsBundle, loadDataDir] = await Promise.all([
      WebAssembly.compileStreaming(get("pglite.wasm")),
      WebAssembly.compileStreaming(get("initdb.wasm")),
      assetBlob(assets, "pglite/pglite.data"),
      assetBlob(assets, "pglite/base.tar"),
    ]);
    return { pgliteWasmModule, initdbWasmModule, fsBundle, loadDataDir };
  })();
  const mine = loading;
  mine.catch(() => {
    if (loading === mine) loading = null;
  });
  return mine;
}
