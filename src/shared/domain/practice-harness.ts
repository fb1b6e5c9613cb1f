/**
 * The practice engine's check harness (issue 29, decision 0077): how the learner's code
 * and an exercise's checks are combined and evaluated, one implementation for the browser
 * (the sandbox frame and its workers, src/web/practice/) and for Node (the server's
 * validation of an author's or the AI's exercise). Nothing here touches the DOM or Node:
 * each runtime passes in what evaluates code (a worker's global, a `vm` context, Pyodide,
 * PGlite), the harness decides the order, the verdicts and the failures.
 *
 * - JavaScript (web and plain): the learner's code runs as a script in a fresh global;
 *   each check's `code` is the body of an async function run in that same global with
 *   `expectEqual(actual, expected)` in scope. A check fails by throwing.
 * - Python: PYTHON_HARNESS (Python source) runs the learner's files in fresh globals,
 *   captures print, answers input() from stdin and runs each check in the same globals.
 * - SQL: the learner's statements and each check's SQL run in one transaction that is
 *   rolled back (fresh data every run); the last result is compared with compareSqlResult.
 *
 * Visible checks run first; hidden ones only when every visible check passed (checksToRun).
 */
import {
  checksToRun,
  cellText,
  compareSqlResult,
  describeValue,
  lineAtPosition,
  PRACTICE_ENTRY,
  PRACTICE_LIMITS,
  type CheckFailure,
  type CheckResult,
  type OutputLine,
  type ResultTable,
  type RunLimit,
} from "./practice-core";
import type { PracticeCheck, PracticeFile } from "./practice";

/* ------------------------------------------------------------------ common */

/** Thrown inside a run to stop it at a limit (an output flood, found by the harness). */
export class PracticeLimitError extends Error {
  constructor(readonly limit: RunLimit) {
    super(`practice limit: ${limit}`);
  }
}

/** The check results when the checks could not run (the learner's code failed first). */
export function checksBlocked(
  checks: readonly PracticeCheck[],
  failure: CheckFailure,
): CheckResult[] {
  return checks.map((c) => ({
    id: c.id,
    title: c.title,
    hidden: c.hidden,
    ...(c.hidden ? { status: "notRun" as const } : { status: "failed" as const, failure }),
  }));
}

/**
 * Runs `checks` with `runOne` in the harness's order: visible checks first, hidden ones
 * only when all visible passed (else "notRun"). Results come back in the checks' order.
 */
export async function runChecksInOrder(
  checks: readonly PracticeCheck[],
  runOne: (check: PracticeCheck) => Promise<CheckFailure | null>,
): Promise<CheckResult[]> {
  const byId = new Map<string, CheckResult>();
  const visible = checks.filter((c) => !c.hidden);
  for (const c of visible) byId.set(c.id, await verdict(c, runOne));
  const visiblePassed = [...byId.values()].every((r) => r.status === "passed");
  for (const c of checksToRun(checks, visiblePassed)) {
    if (!byId.has(c.id)) byId.set(c.id, await verdict(c, runOne));
  }
  return checks.map(
    (c) => byId.get(c.id) ?? { id: c.id, title: c.title, hidden: c.hidden, status: "notRun" },
  );
}

async function verdict(
  c: PracticeCheck,
  runOne: (check: PracticeCheck) => Promise<CheckFailure | null>,
): Promise<CheckResult> {
  let failure: CheckFailure | null;
  try {
    failure = await runOne(c);
  } catch (e) {
    if (e instanceof PracticeLimitError) throw e;
    failure = { kind: "error", text: errorText(e) };
  }
  return failure
    ? { id: c.id, title: c.title, hidden: c.hidden, status: "failed", failure }
    : { id: c.id, title: c.title, hidden: c.hidden, status: "passed" };
}

/** Collects a run's output, stopping it (PracticeLimitError "output") past the limit. */
export class OutputCollector {
  readonly lines: OutputLine[] = [];
  private chars = 0;
  constructor(
    private readonly onLine?: (line: OutputLine) => void,
    private readonly limit: number = PRACTICE_LIMITS.outputChars,
  ) {}
  push(stream: OutputLine["stream"], text: string): void {
    this.chars += text.length + 1;
    if (this.chars > this.limit) throw new PracticeLimitError("output");
    const line = { stream, text };
    this.lines.push(line);
    this.onLine?.(line);
  }
}

/** The entry file of a runtime's files (the first file when the entry is missing). */
export function entryFile(runtime: keyof typeof PRACTICE_ENTRY, files: readonly PracticeFile[]) {
  return files.find((f) => f.name === PRACTICE_ENTRY[runtime]) ?? files[0];
}

/** An error's "Name: message" (duck-typed: errors of a worker or `vm` realm are not our Error). */
function errorText(e: unknown): string {
  if (isErrorLike(e)) return `${e.name}: ${e.message}`;
  return describeValue(e);
}

function isErrorLike(e: unknown): e is { name: string; message: string; stack?: string } {
  return !!e && typeof e === "object" && "message" in e && "name" in e;
}

/* ------------------------------------------------------------------ JavaScript */

/** Marker of expectEqual's failures (a property, not instanceof: it crosses realms). */
const FAILURE = "__practiceFailure";

/** Deep equality of plain values (primitives, arrays, plain objects, Map/Set, Date). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (a instanceof Map || b instanceof Map) {
    if (!(a instanceof Map && b instanceof Map) || a.size !== b.size) return false;
    for (const [k, v] of a) if (!b.has(k) || !deepEqual(v, b.get(k))) return false;
    return true;
  }
  if (a instanceof Set || b instanceof Set) {
    if (!(a instanceof Set && b instanceof Set) || a.size !== b.size) return false;
    for (const v of a) if (!b.has(v)) return false;
    return true;
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every(
    (k) =>
      Object.prototype.hasOwnProperty.call(b, k) &&
      deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}

/** `expectEqual(actual, expected)` of the checks: throws a failure showing expected vs. got. */
export function expectEqual(actual: unknown, expected: unknown): void {
  if (deepEqual(actual, expected)) return;
  const error = new Error(`expected ${describeValue(expected)}, got ${describeValue(actual)}`);
  (error as unknown as Record<string, CheckFailure>)[FAILURE] = {
    kind: "equal",
    expected: describeValue(expected),
    actual: describeValue(actual),
  };
  throw error;
}

/**
 * The failure of a check that threw `e`: expectEqual's structured failure, a plain
 * `throw new Error("msg")` (or a thrown string) as the message, any other error
 * (TypeError, ReferenceError …) as "Name: message".
 */
export function failureFromThrown(e: unknown): CheckFailure {
  if (e instanceof PracticeLimitError) throw e;
  if (e && typeof e === "object" && FAILURE in e)
    return (e as Record<string, CheckFailure>)[FAILURE];
  if (typeof e === "string") return { kind: "message", text: e };
  if (e && typeof e === "object" && "message" in e) {
    const name = String((e as Error).name ?? "Error");
    const message = String((e as Error).message);
    return name === "Error" || name === "AssertionError"
      ? { kind: "message", text: message }
      : { kind: "error", text: `${name}: ${message}` };
  }
  return { kind: "message", text: describeValue(e) };
}

/**
 * The plain-JavaScript program: the learner's files (main.js last, the others before it
 * in their order) as one script, followed by a hook that compiles a check's body inside
 * the script's own scope, so a check sees the learner's top-level `function`, `let`,
 * `const` and `class` declarations. The hook's name is fixed (PRACTICE_JS_HOOK).
 *
 * The program is evaluated as a classic script by the runtime (indirect eval in the
 * browser's worker, `vm.runInContext` in Node); `import`/`export` are not supported.
 */
export const PRACTICE_JS_HOOK = "__practiceCheck";

export function javascriptProgram(files: readonly PracticeFile[]): string {
  const entry = entryFile("javascript", files);
  const ordered = [...files.filter((f) => f !== entry && f.name.endsWith(".js")), entry];
  // The learner's code first, so its line numbers are the editor's (single-file exercises);
  // no backtick or comment opener in the hook, so unclosed learner text stays an error.
  return (
    ordered.map((f) => f.content).join("\n;\n") +
    `\n;globalThis.${PRACTICE_JS_HOOK} = function (body) { return eval("(async function (expectEqual) {\\n" + body + "\\n})"); };\n`
  );
}

/**
 * Where a JavaScript syntax error is (issue 42): V8 reports none for eval'd code. The first
 * file that does not compile, and the shortest start of it (whole lines) that fails with the
 * same message: the parser stops at the first error, so that is the line it is on. An error
 * at the end of the input (an unclosed bracket) is on the file's last line. `compile` throws
 * as the runtime's parser does, without running the learner's code (the worker: indirect eval
 * of "throw 0;" and the source, which is parsed whole and stops before its first statement).
 */
export function javascriptSyntaxErrorPlace(
  files: readonly PracticeFile[],
  compile: (source: string) => void,
): { file: string; line: number } | null {
  const entry = entryFile("javascript", files);
  const ordered = [...files.filter((f) => f !== entry && f.name.endsWith(".js")), entry];
  const failure = (source: string) => {
    try {
      compile(source);
      return null;
    } catch (e) {
      return isErrorLike(e) && e.name === "SyntaxError" ? e.message : null;
    }
  };
  for (const file of ordered) {
    const message = failure(file.content);
    if (message === null) continue;
    const lines = file.content.split("\n");
    if (/end of input|unterminated/i.test(message) || lines.length > 2_000)
      return { file: file.name, line: lines.length };
    for (let k = 1; k <= lines.length; k++)
      if (failure(lines.slice(0, k).join("\n")) === message) return { file: file.name, line: k };
    return { file: file.name, line: lines.length };
  }
  return null;
}

/** Where the learner's program starts in `javascriptProgram` (for error lines). */
export function javascriptEntryName(files: readonly PracticeFile[]): string {
  return entryFile("javascript", files).name;
}

/**
 * Runs the checks of a JavaScript (plain or web) exercise. `compile(body)` returns the
 * check as an async function of `expectEqual` (the plain runtime: through the hook of
 * javascriptProgram; the web runtime: the AsyncFunction constructor of the preview's
 * window, whose globals are the page's).
 */
export function runJavaScriptChecks(
  checks: readonly PracticeCheck[],
  compile: (body: string) => (expect: typeof expectEqual) => Promise<unknown>,
): Promise<CheckResult[]> {
  return runChecksInOrder(checks, async (check) => {
    try {
      const fn = compile(check.code);
      await fn(expectEqual);
      return null;
    } catch (e) {
      return failureFromThrown(e);
    }
  });
}

/** A console argument as the output shows it (strings as they are, the rest described). */
export function consoleText(args: readonly unknown[]): string {
  return args.map((a) => (typeof a === "string" ? a : describeValue(a))).join(" ");
}

/** A learner's JavaScript error as the player shows it, with the line when known. */
export function javascriptErrorText(e: unknown, fileName = PRACTICE_ENTRY.javascript): string {
  const text = errorText(e);
  const stack = isErrorLike(e) ? String(e.stack ?? "") : "";
  // V8: "at eval (eval at …, <anonymous>:3:7)"; Firefox: "… > eval:3:7".
  const m = /(?:<anonymous>|> eval):(\d+):\d+/.exec(stack);
  return m ? `${fileName}:${m[1]}: ${text}` : text;
}

/* ------------------------------------------------------------------ Python */

/**
 * Python source of the harness. It defines `_practice_run(request_json, emit)`, which runs
 * the learner's files and the checks and returns a JSON text:
 * `{ ok, error?, limit?, checks?: [{id, status, failure?}] }`. `emit(stream, text)` is
 * called for each line of output (print, input prompts, stderr). The learner's files are
 * written to a fresh folder (so `import helper` works); main.py runs in fresh globals each
 * run, with `__name__ == "__main__"`; each check runs in those same globals, with
 * `expect_equal(actual, expected)`.
 */
// A plain template (no tag, no backslashes in the Python): bundlers drop it where unused.
export const PYTHON_HARNESS = `
import builtins, io, json, os, shutil, sys, traceback

_NL = chr(10)

class _PracticeOutputLimit(BaseException):
    pass

class _PracticeExpectation(AssertionError):
    def __init__(self, expected, actual):
        super().__init__("expected %s, got %s" % (expected, actual))
        self.expected = expected
        self.actual = actual

def _practice_describe(value):
    try:
        text = json.dumps(value, ensure_ascii=False)
    except Exception:
        text = repr(value)
    return text if len(text) <= 300 else text[:297] + chr(0x2026)

def expect_equal(actual, expected):
    if actual != expected:
        raise _PracticeExpectation(_practice_describe(expected), _practice_describe(actual))

class _PracticeStream(io.TextIOBase):
    def __init__(self, name, state):
        self.name = name
        self.state = state
        self.buffer_text = ""
    def writable(self):
        return True
    def write(self, text):
        text = str(text)
        self.state["chars"] += len(text)
        if self.state["chars"] > self.state["limit"]:
            self.state["flooded"] = True
            raise _PracticeOutputLimit()
        self.buffer_text += text
        while _NL in self.buffer_text:
            line, self.buffer_text = self.buffer_text.split(_NL, 1)
            self.state["emit"](self.name, line)
        return len(text)
    def flush(self):
        if self.buffer_text:
            line, self.buffer_text = self.buffer_text, ""
            self.state["emit"](self.name, line)

def _practice_error(exc, folder):
    tb = traceback.extract_tb(exc.__traceback__)
    where = ""
    for frame in reversed(tb):
        if frame.filename.startswith(folder + "/"):
            where = "%s:%d: " % (frame.filename[len(folder) + 1:], frame.lineno)
            break
    if isinstance(exc, SyntaxError) and exc.filename and exc.filename.startswith(folder + "/"):
        where = "%s:%d: " % (exc.filename[len(folder) + 1:], exc.lineno or 0)
    return "%s%s: %s" % (where, type(exc).__name__, exc)

def _practice_failure(exc, folder):
    if isinstance(exc, _PracticeExpectation):
        return {"kind": "equal", "expected": exc.expected, "actual": exc.actual}
    if isinstance(exc, AssertionError):
        return {"kind": "message", "text": str(exc) or "assert"}
    return {"kind": "error", "text": _practice_error(exc, folder)}

def _practice_run(request_json, emit, folder="/tmp/practice"):
    request = json.loads(request_json)
    files = request["files"]
    checks = request.get("checks") or []
    lines = (request.get("stdin") or "").split(_NL)
    if lines and lines[-1] == "":
        lines.pop()
    state = {"chars": 0, "limit": request.get("outputChars", 100000), "emit": emit, "flooded": False}
    out, err = _PracticeStream("out", state), _PracticeStream("err", state)

    def practice_input(prompt=""):
        if prompt:
            out.write(str(prompt))
        out.flush()
        if not lines:
            raise EOFError("EOF when reading a line")
        return lines.pop(0)

    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    for f in files:
        with open(os.path.join(folder, f["name"]), "w", encoding="utf-8") as handle:
            handle.write(f["content"])
    names = [f["name"] for f in files]
    entry = "main.py" if "main.py" in names else names[0]
    source = next(f["content"] for f in files if f["name"] == entry)

    result = {"ok": True}
    saved = (sys.stdout, sys.stderr, builtins.input, list(sys.path), os.getcwd())
    sys.stdout, sys.stderr, builtins.input = out, err, practice_input
    sys.path.insert(0, folder)
    os.chdir(folder)
    scope = {"__name__": "__main__", "__file__": folder + "/" + entry, "__builtins__": builtins}
    try:
        try:
            exec(compile(source, folder + "/" + entry, "exec"), scope)
        except _PracticeOutputLimit:
            raise
        except SystemExit:
            pass
        except BaseException as exc:
            result["ok"] = False
            result["error"] = _practice_error(exc, folder)
        if checks:
            scope["expect_equal"] = expect_equal
            results = {}
            def run_check(check):
                if not result["ok"]:
                    return {"kind": "error", "text": result["error"]}
                try:
                    exec(compile(check.get("code") or "", "<check %s>" % check["id"], "exec"), scope)
                    return None
                except _PracticeOutputLimit:
                    raise
                except BaseException as exc:
                    return _practice_failure(exc, folder)
            visible = [c for c in checks if not c.get("hidden")]
            for c in visible:
                results[c["id"]] = run_check(c)
            visible_passed = result["ok"] and all(v is None for v in results.values())
            for c in checks:
                if c.get("hidden") and visible_passed:
                    results[c["id"]] = run_check(c)
            result["checks"] = [
                {"id": c["id"], "status": "notRun"} if c["id"] not in results
                else {"id": c["id"], "status": "passed"} if results[c["id"]] is None
                else {"id": c["id"], "status": "failed", "failure": results[c["id"]]}
                for c in checks
            ]
        out.flush()
        err.flush()
        if state["flooded"]:
            # Caught by the learner's bare except: still a flood.
            raise _PracticeOutputLimit()
    except _PracticeOutputLimit:
        result = {"ok": False, "limit": "output"}
    finally:
        sys.stdout, sys.stderr, builtins.input = saved[0], saved[1], saved[2]
        sys.path[:] = saved[3]
        os.chdir(saved[4])
        for name, module in list(sys.modules.items()):
            if (getattr(module, "__file__", None) or "").startswith(folder + "/"):
                del sys.modules[name]
    return json.dumps(result)
`;

/** What PYTHON_HARNESS's `_practice_run` answers. */
export interface PythonHarnessResult {
  ok: boolean;
  error?: string;
  limit?: RunLimit;
  checks?: { id: string; status: CheckResult["status"]; failure?: CheckFailure }[];
}

/** The request `_practice_run` reads (JSON). */
export function pythonRequestJson(
  files: readonly PracticeFile[],
  checks: readonly PracticeCheck[] | undefined,
  stdin: string | undefined,
): string {
  return JSON.stringify({
    files,
    checks: (checks ?? []).map((c) => ({ id: c.id, hidden: c.hidden, code: c.code })),
    stdin: stdin ?? "",
    outputChars: PRACTICE_LIMITS.outputChars,
  });
}

/** The harness's answer with the checks' titles (CheckResult[]) put back. */
export function pythonCheckResults(
  checks: readonly PracticeCheck[],
  answer: PythonHarnessResult,
): CheckResult[] | undefined {
  if (!answer.checks) return undefined;
  const byId = new Map(answer.checks.map((c) => [c.id, c]));
  return checks.map((c) => {
    const r = byId.get(c.id);
    return {
      id: c.id,
      title: c.title,
      hidden: c.hidden,
      status: r?.status ?? "notRun",
      ...(r?.failure ? { failure: r.failure } : {}),
    };
  });
}

/* ------------------------------------------------------------------ SQL */

/** The part of PGlite's interface the SQL harness needs (the same in Node and the browser). */
export interface SqlDatabase {
  exec(
    sql: string,
    options?: { rowMode?: "array" | "object" },
  ): Promise<{ fields: { name: string }[]; rows: unknown[] }[]>;
}

/** The table of the last statement of `results` that returns columns (SELECT, RETURNING …). */
export function lastResultTable(
  results: readonly { fields: { name: string }[]; rows: unknown[] }[],
): ResultTable | undefined {
  const last = [...results].reverse().find((r) => r.fields.length > 0);
  if (!last) return undefined;
  const rows = last.rows.slice(0, PRACTICE_LIMITS.resultRows).map((row) => {
    const cells = Array.isArray(row)
      ? row
      : last.fields.map((f) => (row as Record<string, unknown>)[f.name]);
    return cells.map(cellText);
  });
  return {
    columns: last.fields.map((f) => f.name),
    rows,
    ...(last.rows.length > PRACTICE_LIMITS.resultRows ? { truncated: true } : {}),
  };
}

function sqlErrorText(e: unknown): string {
  return isErrorLike(e) ? e.message : describeValue(e);
}

/**
 * The learner's SQL error with its line ("query.sql:2: syntax error at or near …", as the
 * other runtimes name theirs; issue 42): PostgreSQL reports the character position in the
 * script, which is the learner's file as written.
 */
function learnerSqlErrorText(e: unknown, file: PracticeFile): string {
  const text = sqlErrorText(e);
  const position = Number((e as { position?: unknown } | null)?.position);
  if (!Number.isInteger(position) || position < 1) return text;
  return `${file.name}:${lineAtPosition(file.content, position)}: ${text}`;
}

/** The outcome of one SQL attempt (RunResult without output and time). */
export interface SqlAttempt {
  ok: boolean;
  table?: ResultTable;
  error?: string;
  checks?: CheckResult[];
  /**
   * The learner's statements ended the harness's transaction (COMMIT, ROLLBACK …): the
   * database may hold the attempt's changes, the caller must load the dataset afresh.
   */
  dirty: boolean;
}

/**
 * Runs the learner's SQL and the checks on `db`, which holds the exercise's dataset, in a
 * transaction that is rolled back: every attempt starts from the same data. The learner's
 * statements run as one script (several statements, PGlite's exec); the result shown is the
 * last statement's that returns columns. Each check runs its `code` (when given) in a
 * savepoint after the learner's statements and compares that result (else the learner's)
 * with its expected rows. A learner's COMMIT/ROLLBACK is noticed (a SET LOCAL marker is
 * gone) and reported as `dirty`.
 */
export async function runSqlAttempt(
  db: SqlDatabase,
  files: readonly PracticeFile[],
  checks: readonly PracticeCheck[] | undefined,
): Promise<SqlAttempt> {
  const entry = entryFile("sql", files);
  const source = entry.content;
  await db.exec("BEGIN; SET LOCAL practice.run = 'on';");
  let attempt: SqlAttempt = { ok: true, dirty: false };
  try {
    let table: ResultTable | undefined;
    let error: string | undefined;
    await db.exec("SAVEPOINT practice_learner;");
    try {
      table = lastResultTable(await db.exec(source, { rowMode: "array" }));
    } catch (e) {
      error = learnerSqlErrorText(e, entry);
    }
    // After an error the transaction is aborted: back to the savepoint. When that savepoint
    // or the SET LOCAL marker is gone, the learner ended the harness's transaction.
    const rolledBack = error
      ? await db.exec("ROLLBACK TO SAVEPOINT practice_learner;").then(
          () => true,
          () => false,
        )
      : true;
    if (!rolledBack || !(await markerOn(db)))
      return {
        ok: !error,
        dirty: true,
        ...(table ? { table } : {}),
        ...(error ? { error } : {}),
        ...blockedIfChecks(checks, error),
      };
    attempt = {
      ok: !error,
      dirty: false,
      ...(table ? { table } : {}),
      ...(error ? { error } : {}),
    };
    let checkEndedTransaction = false;
    if (checks?.length) {
      attempt.checks = error
        ? checksBlocked(checks, { kind: "error", text: error })
        : await runChecksInOrder(checks, async (check) => {
            if (!check.code.trim()) return compareSqlResult(check, table);
            await db.exec("SAVEPOINT practice_check;");
            try {
              const own = lastResultTable(await db.exec(check.code, { rowMode: "array" }));
              return compareSqlResult(check, own ?? table);
            } catch (e) {
              return { kind: "error", text: sqlErrorText(e) };
            } finally {
              await db.exec("ROLLBACK TO SAVEPOINT practice_check;").catch(() => {
                checkEndedTransaction = true;
              });
            }
          });
    }
    return { ...attempt, dirty: checkEndedTransaction };
  } finally {
    await db.exec("ROLLBACK;").catch(() => undefined);
  }
}

function blockedIfChecks(checks: readonly PracticeCheck[] | undefined, error: string | undefined) {
  if (!checks?.length) return {};
  return {
    checks: checksBlocked(checks, {
      kind: "error",
      text: error ?? "COMMIT/ROLLBACK",
    }),
  };
}

async function markerOn(db: SqlDatabase): Promise<boolean> {
  try {
    const [r] = await db.exec("SELECT current_setting('practice.run', true) AS on;", {
      rowMode: "array",
    });
    return (r?.rows[0] as unknown[] | undefined)?.[0] === "on";
  } catch {
    return false;
  }
}
