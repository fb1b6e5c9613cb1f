// The practice engine's sandbox (decision 0078): the runtime workers and the runtimes' own
// files (Pyodide, PGlite) into <web>/practice/<version>/, served by Kurswerk with long-lived
// immutable caching; the page itself, /practice/sandbox.html, carries the frame's script
// (decision 0243), names the version and is revalidated. Nothing comes from a CDN.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** The runtimes' files, copied as they are from their npm packages. */
export const PRACTICE_RUNTIME_FILES = {
  pyodide: ["pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"],
  pglite: ["pglite.wasm", "initdb.wasm", "pglite.data"],
};
const packageDir = {
  pyodide: "node_modules/pyodide",
  pglite: "node_modules/@electric-sql/pglite/dist",
};
const ENTRIES = ["sandbox", "js-worker", "python-worker", "sql-worker"];

export async function buildPractice(root, webDir) {
  const esbuild = await import("esbuild");
  const out = await esbuild.build({
    entryPoints: Object.fromEntries(
      ENTRIES.map((e) => [e, path.join(root, `src/web/practice/sandbox/${e}.ts`)]),
    ),
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2022",
    minify: true,
    write: false,
    outdir: "/practice",
    // Pyodide and PGlite import Node's modules only when they run in Node.
    external: [
      "node:*",
      "fs",
      "path",
      "url",
      "crypto",
      "child_process",
      "ws",
      "module",
      "fs/promises",
      "vm",
    ],
    alias: { "@shared": path.join(root, "src/shared") },
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "warning",
  });
  const files = new Map(
    out.outputFiles.map((f) => [path.basename(f.path), Buffer.from(f.contents)]),
  );
  for (const [pkg, names] of Object.entries(PRACTICE_RUNTIME_FILES))
    for (const name of names)
      files.set(`${pkg}/${name}`, fs.readFileSync(path.join(root, packageDir[pkg], name)));
  files.set("pglite/base.tar", await pgliteCluster());
  files.set("pyodide/snapshot.bin", await pyodideSnapshot());
  // The frame's own script goes into the sandbox page (below): an opaque origin caches
  // nothing, so a separate file would be one more request for every frame (decision 0243).
  const sandboxJs = files.get("sandbox.js").toString("utf8");
  files.delete("sandbox.js");
  const h = createHash("sha256").update("sandbox.js").update(sandboxJs);
  for (const [name, data] of [...files].sort(([a], [b]) => a.localeCompare(b)))
    h.update(name).update(data);
  const version = h.digest("hex").slice(0, 12);
  const base = path.join(webDir, "practice");
  fs.rmSync(base, { recursive: true, force: true });
  const dir = path.join(base, version);
  for (const [name, data] of files) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, data);
    // Compressed copies served as they are (the server's precompressed static files).
    if (/\.(js|wasm|data|json|tar|bin)$/.test(name) && data.length > 1024) {
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      fs.writeFileSync(
        `${file}.br`,
        zlib.brotliCompressSync(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: data.length > 1_000_000 ? 9 : 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
      );
    }
  }
  const page = `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="practice-assets" content="/practice/${version}/">
<title>Kurswerk</title>
<script>${sandboxJs.replace(/<\/(script)/gi, "<\\/$1")}</script>
</head>
<body></body>
</html>
`;
  fs.writeFileSync(path.join(base, "sandbox.html"), page);
  fs.writeFileSync(path.join(base, "sandbox.html.gz"), zlib.gzipSync(page, { level: 9 }));
  fs.writeFileSync(
    path.join(base, "sandbox.html.br"),
    zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  return version;
}

/**
 * PGlite's database cluster, made once here (initdb takes seconds) and loaded by the SQL
 * worker instead of running initdb in the learner's browser (decision 0078). Kept small,
 * because the worker unpacks it into memory on every start (decisions 0241, 0243): 1 MB WAL
 * segments, and only the one the last checkpoint starts in (PostgreSQL makes the next ones as
 * it needs them), 16 MB of shared buffers (not 128: they are set up at every start; an
 * exercise's data is far smaller), only the database PGlite opens ("postgres": no template0
 * or template1, which only CREATE DATABASE needs, and that cannot run in an attempt's
 * transaction), and an uncompressed tar that the browser receives compressed (.br/.gz) and
 * decodes natively, instead of gunzipping it in JavaScript.
 */
async function pgliteCluster() {
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create({
    initDbStartParams: ["--wal-segsize=1", "-c", "min_wal_size=2MB", "-c", "shared_buffers=16MB"],
  });
  try {
    for (const template of ["template0", "template1"]) {
      await db.exec(`ALTER DATABASE ${template} IS_TEMPLATE false`);
      await db.exec(`DROP DATABASE ${template}`);
    }
    for (let i = 0; i < 2; i++) {
      await db.query("SELECT pg_switch_wal()");
      await db.exec("CHECKPOINT");
    }
    const {
      rows: [{ redo, dir }],
    } = await db.query(
      "SELECT redo_wal_file AS redo, current_setting('data_directory') AS dir FROM pg_control_checkpoint()",
    );
    // The segments before the checkpoint's and the ones recycled ahead of need.
    const wal = `${dir}/pg_wal`;
    const fs = db.mod.FS;
    for (const name of fs.readdir(wal))
      if (/^[0-9A-F]{24}$/.test(name) && name !== redo) fs.unlink(`${wal}/${name}`);
    return Buffer.from(await (await db.dumpDataDir("none")).arrayBuffer());
  } finally {
    await db.close();
  }
}

/**
 * A memory snapshot of a started Pyodide (decision 0241): the Python worker starts from it in
 * a fraction of the time Python's own start takes (Pyodide's `_loadSnapshot`, the way
 * Cloudflare's Python workers start). Made with the same pyodide.asm.wasm the browser gets;
 * the modules the harness and most exercises import are imported before the snapshot.
 */
async function pyodideSnapshot() {
  const { loadPyodide } = await import("pyodide");
  const py = await loadPyodide({ packages: [], _makeSnapshot: true });
  py.runPython(
    "import builtins, io, json, os, shutil, sys, traceback, math, random, re, string, " +
      "collections, itertools, functools, datetime, statistics, decimal, fractions",
  );
  return Buffer.from(py.makeMemorySnapshot());
}
