/**
 * The practice engine's Node executor (decision 0083): one worker thread per runtime,
 * started by runner.ts with `workerData = { runtime, paths }`. It loads its runtime once
 * (jsdom, Pyodide or PGlite), then answers `{ id, job }` messages with `{ id, result }`.
 * The main thread owns the time limit: it terminates this worker when a run overruns.
 * The check code it runs is prepared by the main thread (runner.ts / harness); this file
 * only executes and reports.
 */
import { createRequire } from "node:module";
import vm from "node:vm";
import { parentPort, workerData } from "node:worker_threads";

/** Loads the runtimes' CommonJS builds by the absolute paths the main thread resolved. */
const load = createRequire(import.meta.url);

const { runtime, paths, limits } = workerData;
const OUTPUT_CHARS = limits.outputChars;
const RESULT_ROWS = limits.resultRows;

function collector() {
  const lines = [];
  let size = 0;
  let flooded = false;
  return {
    lines,
    get flooded() {
      return flooded;
    },
    push(stream, text) {
      if (flooded) return;
      size += text.length;
      if (size > OUTPUT_CHARS) {
        flooded = true;
        return;
      }
      lines.push({ stream, text });
    },
  };
}

const errorText = (e) => {
  if (e && typeof e === "object" && "message" in e) {
    const name = e.name && e.name !== "Error" ? `${e.name}: ` : "";
    return `${name}${e.message}`;
  }
  return String(e);
};

/* ------------------------------------------------------------ JavaScript and web */

/** Source of the helpers every JS/web check sees (evaluated inside the learner's realm). */
const JS_PRELUDE = `
(() => {
  const describe = (v) => {
    let t;
    if (v === undefined) t = "undefined";
    else if (typeof v === "string") t = JSON.stringify(v);
    else if (typeof v === "function") t = ("function " + (v.name || "")).trim();
    else { try { t = JSON.stringify(v); if (t === undefined) t = String(v); } catch { t = String(v); } }
    return t.length > 300 ? t.slice(0, 297) + "…" : t;
  };
  const same = (a, b) => {
    if (Object.is(a, b)) return true;
    if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
    if (Array.isArray(a) !== Array.isArray(b)) return false;
    const ka = Object.keys(a), kb = Object.keys(b);
    if (ka.length !== kb.length) return false;
    return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && same(a[k], b[k]));
  };
  class PracticeCheckFailure extends Error {}
  globalThis.expectEqual = (actual, expected) => {
    if (same(actual, expected)) return;
    const f = new PracticeCheckFailure("expected " + describe(expected));
    f.practice = { kind: "equal", expected: describe(expected), actual: describe(actual) };
    throw f;
  };
  globalThis.__practiceCheck = async (fn) => {
    try { await fn(); return JSON.stringify({ ok: true }); }
    catch (e) {
      if (e && e.practice) return JSON.stringify({ ok: false, failure: e.practice });
      const text = e && typeof e === "object" && "message" in e ? String(e.message) : String(e);
      return JSON.stringify({ ok: false, failure: { kind: "message", text } });
    }
  };
})();
`;

async function runChecks(evalInRealm, checks, deadline) {
  const results = [];
  for (const check of checks) {
    const remaining = Math.max(1, deadline - Date.now());
    const source = `__practiceCheck(async () => {\n${check.code}\n})`;
    const json = await evalInRealm(source, remaining);
    const parsed = JSON.parse(String(json));
    results.push({ id: check.id, ok: parsed.ok, failure: parsed.failure });
  }
  return results;
}

async function runJavaScript(job) {
  const out = collector();
  const deadline = Date.now() + job.timeLimitMs;
  const log =
    (stream) =>
    (...args) =>
      out.push(stream, args.map((a) => (typeof a === "string" ? a : describeHost(a))).join(" "));
  const context = vm.createContext({
    console: { log: log("out"), info: log("out"), debug: log("out"), warn: log("err"), error: log("err") },
  });
  vm.runInContext(JS_PRELUDE, context);
  const evalInRealm = (source, ms) => vm.runInContext(source, context, { timeout: ms });
  let error;
  for (const file of job.files.filter((f) => f.name.endsWith(".js"))) {
    try {
      vm.runInContext(file.content, context, {
        filename: file.name,
        timeout: Math.max(1, deadline - Date.now()),
      });
    } catch (e) {
      if (String(e && e.code) === "ERR_SCRIPT_EXECUTION_TIMEOUT") return { limit: "time", output: out.lines };
      error = `${file.name}: ${errorText(e)}`;
      break;
    }
  }
  if (out.flooded) return { limit: "output", output: out.lines };
  if (error || !job.checks.length) return { error, output: out.lines };
  try {
    const checks = await runChecks(evalInRealm, job.checks, deadline);
    return { output: out.lines, checks, limit: out.flooded ? "output" : undefined };
  } catch (e) {
    if (String(e && e.code) === "ERR_SCRIPT_EXECUTION_TIMEOUT") return { limit: "time", output: out.lines };
    throw e;
  }
}

function describeHost(v) {
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
}

/** index.html with the exercise's own scripts and style sheets inlined (no loading). */
function inlineFiles(files) {
  const byName = new Map(files.map((f) => [f.name, f.content]));
  const entry = byName.get("index.html") ?? "<!doctype html><html><body></body></html>";
  const safeScript = (s) => s.replace(/<\/script/gi, "<\\/script");
  return entry
    .replace(/<script\b([^>]*)\bsrc\s*=\s*["']\.?\/?([^"']+)["']([^>]*)>\s*<\/script>/gi, (m, a, name, b) =>
      byName.has(name) ? `<script${a}${b}>${safeScript(byName.get(name))}</script>` : m,
    )
    .replace(/<link\b[^>]*\bhref\s*=\s*["']\.?\/?([^"']+)["'][^>]*>/gi, (m, name) =>
      /stylesheet/i.test(m) && byName.has(name) ? `<style>${byName.get(name)}</style>` : m,
    );
}

let JSDOM, VirtualConsole;
async function runWeb(job) {
  if (!JSDOM) ({ JSDOM, VirtualConsole } = load(paths.jsdom));
  const out = collector();
  const deadline = Date.now() + job.timeLimitMs;
  const virtualConsole = new VirtualConsole();
  const errors = [];
  for (const [method, stream] of [
    ["log", "out"],
    ["info", "out"],
    ["warn", "err"],
    ["error", "err"],
  ])
    virtualConsole.on(method, (...args) =>
      out.push(stream, args.map((a) => (typeof a === "string" ? a : describeHost(a))).join(" ")),
    );
  virtualConsole.on("jsdomError", (e) => errors.push(errorText(e.detail ?? e)));
  const dom = new JSDOM(inlineFiles(job.files), {
    runScripts: "dangerously",
    pretendToBeVisual: true,
    virtualConsole,
    url: "https://exercise.invalid/",
  });
  const { window } = dom;
  try {
    await new Promise((resolve) => {
      if (window.document.readyState === "complete") resolve();
      else window.addEventListener("load", () => resolve(), { once: true });
    });
    if (out.flooded) return { limit: "output", output: out.lines };
    const error = errors.length ? errors[0] : undefined;
    if (error || !job.checks.length) return { error, output: out.lines };
    window.eval(JS_PRELUDE);
    const evalInRealm = (source) => window.eval(source);
    const checks = await runChecks(evalInRealm, job.checks, deadline);
    return { output: out.lines, checks, limit: out.flooded ? "output" : undefined };
  } finally {
    window.close();
  }
}

/* ------------------------------------------------------------ Python */

const PY_PRELUDE = `
import json as __practice_json

class PracticeCheckFailure(AssertionError):
    def __init__(self, expected, actual):
        super().__init__(f"expected {expected}, got {actual}")
        self.expected = expected
        self.actual = actual

def __practice_describe(v):
    t = repr(v)
    return t if len(t) <= 300 else t[:297] + "…"

def expect_equal(actual, expected):
    if actual != expected:
        raise PracticeCheckFailure(__practice_describe(expected), __practice_describe(actual))

def __practice_check(__source, __globals):
    try:
        exec(compile(__source, "<check>", "exec"), __globals)
        return __practice_json.dumps({"ok": True})
    except PracticeCheckFailure as e:
        return __practice_json.dumps({"ok": False, "failure": {"kind": "equal", "expected": e.expected, "actual": e.actual}})
    except AssertionError as e:
        return __practice_json.dumps({"ok": False, "failure": {"kind": "message", "text": str(e) or "AssertionError"}})
    except BaseException as e:
        return __practice_json.dumps({"ok": False, "failure": {"kind": "error", "text": f"{type(e).__name__}: {e}"}})
`;

let pyodide;
let runCounter = 0;
async function loadPython() {
  if (pyodide) return pyodide;
  const { loadPyodide } = load(paths.pyodide);
  pyodide = await loadPyodide({ stdout: () => {}, stderr: () => {} });
  pyodide.runPython(PY_PRELUDE);
  return pyodide;
}

function pythonErrorText(e) {
  const text = String((e && e.message) || e);
  const lines = text.trim().split("\n");
  // Pyodide's traceback: keep the learner's frames and the last line.
  const useful = lines.filter((l) => !/_pyodide|pyodide\/|^Traceback/.test(l));
  return useful.slice(-3).join("\n").trim() || lines.at(-1);
}

async function runPython(job) {
  const py = await loadPython();
  const out = collector();
  const deadline = Date.now() + job.timeLimitMs;
  py.setStdout({ batched: (s) => out.push("out", s) });
  py.setStderr({ batched: (s) => out.push("err", s) });
  const input = (job.stdin ?? "").split("\n");
  let next = 0;
  py.setStdin({ stdin: () => (next < input.length ? input[next++] : undefined), autoEOF: true });
  const dir = `/practice/run${++runCounter}`;
  py.FS.mkdirTree(dir);
  for (const f of job.files) py.FS.writeFile(`${dir}/${f.name}`, f.content);
  const globals = py.globals.get("dict")();
  globals.set("__name__", "__main__");
  globals.set("expect_equal", py.globals.get("expect_equal"));
  const sys = py.pyimport("sys");
  sys.path.insert(0, dir);
  try {
    const entry = job.files.find((f) => f.name === "main.py") ?? job.files.find((f) => f.name.endsWith(".py"));
    let error;
    if (entry) {
      try {
        await py.runPythonAsync(entry.content, { globals, filename: entry.name });
      } catch (e) {
        error = pythonErrorText(e);
      }
    }
    if (out.flooded) return { limit: "output", output: out.lines };
    if (error || !job.checks.length) return { error, output: out.lines };
    const check = py.globals.get("__practice_check");
    const checks = [];
    for (const c of job.checks) {
      if (Date.now() > deadline) return { limit: "time", output: out.lines };
      const parsed = JSON.parse(check(c.code, globals));
      checks.push({ id: c.id, ok: parsed.ok, failure: parsed.failure });
    }
    check.destroy();
    return { output: out.lines, checks, limit: out.flooded ? "output" : undefined };
  } finally {
    // The run's own modules leave the import cache, so the next run imports its files.
    py.runPython(
      `import sys\nfor k, m in list(sys.modules.items()):\n    if (getattr(m, "__file__", None) or "").startswith(${JSON.stringify(dir)}): del sys.modules[k]\nsys.path.remove(${JSON.stringify(dir)})`,
    );
    globals.destroy();
    sys.destroy();
  }
}

/* ------------------------------------------------------------ SQL */

let pg;
async function loadSql() {
  if (pg) return pg;
  const { PGlite } = load(paths.pglite);
  pg = new PGlite();
  await pg.waitReady;
  return pg;
}

const cell = (v) => {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  if (v instanceof Uint8Array) return "\\x" + Buffer.from(v).toString("hex");
  if (typeof v === "object") return JSON.stringify(v);
  return String(v);
};

function tableOf(results) {
  const last = [...results].reverse().find((r) => r.fields && r.fields.length);
  if (!last) return undefined;
  const rows = last.rows.slice(0, RESULT_ROWS).map((r) => r.map(cell));
  return {
    columns: last.fields.map((f) => f.name),
    rows,
    truncated: last.rows.length > RESULT_ROWS || undefined,
  };
}

/** A clean database for each run: the public schema and any schema a run made are dropped. */
async function resetDatabase(db) {
  await db.exec(`
    DO $$ DECLARE s text; BEGIN
      FOR s IN SELECT nspname FROM pg_namespace
        WHERE nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast') AND nspname NOT LIKE 'pg\\_%'
      LOOP EXECUTE format('DROP SCHEMA %I CASCADE', s); END LOOP;
    END $$;
    CREATE SCHEMA public;
    SET search_path TO public;
  `);
}

async function runSql(job) {
  const db = await loadSql();
  await resetDatabase(db);
  if (job.dataset && job.dataset.trim()) {
    try {
      await db.exec(job.dataset);
    } catch (e) {
      return { error: `dataset: ${errorText(e)}`, output: [], datasetError: true };
    }
  }
  const entry = job.files.find((f) => f.name === "query.sql") ?? job.files.find((f) => f.name.endsWith(".sql"));
  let table;
  try {
    const results = entry && entry.content.trim() ? await db.exec(entry.content, { rowMode: "array" }) : [];
    table = tableOf(results);
  } catch (e) {
    return { error: errorText(e), output: [] };
  }
  if (!job.checks.length) return { output: [], table };
  const checks = [];
  for (const c of job.checks) {
    let actual = table;
    if (c.code && c.code.trim()) {
      try {
        actual = tableOf(await db.exec(c.code, { rowMode: "array" }));
      } catch (e) {
        checks.push({ id: c.id, ok: false, failure: { kind: "error", text: errorText(e) } });
        continue;
      }
    }
    checks.push({ id: c.id, table: actual });
  }
  return { output: [], table, checks };
}

/* ------------------------------------------------------------ loop */

const RUNNERS = { javascript: runJavaScript, web: runWeb, python: runPython, sql: runSql };
const LOADERS = { python: loadPython, sql: loadSql };

parentPort.on("message", async ({ id, job }) => {
  try {
    if (job === "load") {
      await LOADERS[runtime]?.();
      parentPort.postMessage({ id, result: { loaded: true } });
      return;
    }
    const result = await RUNNERS[runtime](job);
    parentPort.postMessage({ id, result });
  } catch (e) {
    parentPort.postMessage({ id, result: { error: errorText(e), output: [], internal: true } });
  }
});
