// The practice engine in the production build (issue 29, decisions 0077/0078): lessons
// without a code exercise load what they loaded before (the runtimes, the editor and the
// sandbox client come only with an exercise on screen), and the sandbox page and the
// runtimes' files are in the build under one versioned path, as the packages ship them.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");
const webDir = path.join(path.resolve(root, process.env.DIST_DIR ?? "dist"), "web");

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;
let manifest: Manifest;

beforeAll(() => {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.NODE_ENV;
  const r = spawnSync(process.execPath, [path.join(root, "scripts/build.mjs")], {
    cwd: root,
    env,
    encoding: "utf8",
  });
  if (r.status !== 0) throw new Error(`build failed:\n${r.stdout}\n${r.stderr}`);
  manifest = JSON.parse(fs.readFileSync(path.join(webDir, ".vite/manifest.json"), "utf8"));
}, 300_000);

function staticClosure(from: string): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const i of manifest[key]?.imports ?? []) visit(i);
  };
  visit(from);
  return [...seen].map((k) => manifest[k].file);
}
const versionOf = () =>
  /content="\/practice\/([0-9a-f]{12})\/"/.exec(text("practice/sandbox.html"))![1];
const text = (file: string) => fs.readFileSync(path.join(webDir, file), "utf8");

/** Code that only the practice engine brings, and how to recognise it in a chunk. */
const MARKERS = {
  pyodide: /loadPyodide|pyodide\.asm/,
  pglite: /pglite\.(wasm|data)|initdb\.wasm/,
  harness: /_practice_run|__practiceCheck/,
  sandboxClient: /practice:run/,
  codemirror: /\.cm-editor/,
};
const found = (files: string[]) =>
  Object.entries(MARKERS)
    .filter(([, re]) => files.some((f) => re.test(text(f))))
    .map(([name]) => name);

describe("practice engine in the build", () => {
  it("the lesson player's own chunks hold no runtime, editor or sandbox client", () => {
    const player = Object.keys(manifest).find((k) => k.endsWith("features/player/player-page.tsx"));
    expect(player).toBeDefined();
    const files = staticClosure(player!);
    expect(files.length).toBeGreaterThan(1);
    expect(found(files)).toEqual([]);
    // Nor does the entry every page loads.
    expect(found(staticClosure("index.html"))).toEqual([]);
  });

  it("no app chunk carries Pyodide, PGlite or the harness: they live in the sandbox's files only", () => {
    const chunks = fs.readdirSync(path.join(webDir, "assets")).filter((f) => f.endsWith(".js"));
    const carriers = chunks.filter((f) =>
      [MARKERS.pyodide, MARKERS.pglite, MARKERS.harness].some((re) => re.test(text(`assets/${f}`))),
    );
    expect(carriers).toEqual([]);
  });

  it("the sandbox page carries its script and names one versioned folder holding the workers and the runtimes' files", () => {
    const page = text("practice/sandbox.html");
    const version = /<meta name="practice-assets" content="\/practice\/([0-9a-f]{12})\/">/.exec(
      page,
    )?.[1];
    expect(version).toBeDefined();
    // Inline (decision 0243): nothing from an opaque origin is cached, a file would cost a request.
    const script = /<script>([\s\S]+)<\/script>/.exec(page)?.[1] ?? "";
    expect(script.length).toBeGreaterThan(1000);
    expect(script).toContain("practice:fetch");
    expect(page).not.toMatch(/<script src=/);
    const dir = path.join(webDir, "practice", version!);
    for (const f of ["js-worker.js", "python-worker.js", "sql-worker.js"])
      expect(fs.statSync(path.join(dir, f)).size, f).toBeGreaterThan(1000);
    expect(text(`practice/${version}/python-worker.js`)).toMatch(MARKERS.harness);
    const shipped = {
      "pyodide/pyodide.asm.wasm": "node_modules/pyodide/pyodide.asm.wasm",
      "pyodide/pyodide.asm.js": "node_modules/pyodide/pyodide.asm.js",
      "pyodide/python_stdlib.zip": "node_modules/pyodide/python_stdlib.zip",
      "pyodide/pyodide-lock.json": "node_modules/pyodide/pyodide-lock.json",
      "pglite/pglite.wasm": "node_modules/@electric-sql/pglite/dist/pglite.wasm",
      "pglite/initdb.wasm": "node_modules/@electric-sql/pglite/dist/initdb.wasm",
      "pglite/pglite.data": "node_modules/@electric-sql/pglite/dist/pglite.data",
    };
    for (const [file, source] of Object.entries(shipped)) {
      const built = fs.readFileSync(path.join(dir, file));
      expect(built.equals(fs.readFileSync(path.join(root, source))), file).toBe(true);
    }
    // Compressed copies for the server to send as they are.
    for (const f of ["pyodide/pyodide.asm.wasm", "pglite/pglite.wasm", "pglite/base.tar"]) {
      expect(fs.existsSync(path.join(dir, `${f}.br`)), f).toBe(true);
      expect(fs.existsSync(path.join(dir, `${f}.gz`)), f).toBe(true);
    }
  });

  it("the SQL worker's database cluster starts PGlite without initdb, small: one database, one WAL segment (decisions 0241, 0243)", async () => {
    const dir = path.join(webDir, "practice", versionOf());
    const tar = fs.readFileSync(path.join(dir, "pglite/base.tar"));
    expect(tar.length).toBeLessThan(11_000_000);
    const wal = tar.toString("latin1").match(/pg_wal\/[0-9A-F]{24}/g) ?? [];
    expect(new Set(wal).size).toBe(1);
    const { PGlite } = await import("@electric-sql/pglite");
    const db = await PGlite.create({ loadDataDir: new Blob([tar]) });
    try {
      const dbs = await db.query<{ datname: string }>("SELECT datname FROM pg_database ORDER BY 1");
      expect(dbs.rows.map((r) => r.datname)).toEqual(["postgres"]);
      await db.exec("CREATE TABLE t (a int); INSERT INTO t VALUES (41);");
      expect((await db.query<{ b: number }>("SELECT a + 1 AS b FROM t")).rows).toEqual([{ b: 42 }]);
      // More WAL than the one segment it came with: PostgreSQL makes the next ones.
      await db.exec(
        "CREATE TABLE big AS SELECT repeat('x', 200) AS s FROM generate_series(1, 30000); CHECKPOINT;",
      );
      expect((await db.query<{ n: number }>("SELECT count(*)::int AS n FROM big")).rows).toEqual([
        { n: 30000 },
      ]);
      const settings = await db.query<{ wal: string; buffers: string }>(
        "SELECT current_setting('wal_segment_size') AS wal, current_setting('shared_buffers') AS buffers",
      );
      expect(settings.rows[0]).toEqual({ wal: "1MB", buffers: "16MB" });
    } finally {
      await db.close();
    }
  }, 60_000);

  it("the Python worker's snapshot starts the same Pyodide, with the harness's modules imported (decision 0241)", async () => {
    const dir = path.join(webDir, "practice", versionOf());
    const { loadPyodide } = await import("pyodide");
    const py = await loadPyodide({
      packages: [],
      _loadSnapshot: fs.readFileSync(path.join(dir, "pyodide/snapshot.bin")),
    });
    expect(py.runPython("import sys; 'json' in sys.modules and 'traceback' in sys.modules")).toBe(
      true,
    );
    expect(py.runPython("sum(x * x for x in range(4))")).toBe(14);
  }, 60_000);
});
