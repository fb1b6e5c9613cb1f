// The practice harness run for real: JavaScript in a fresh `vm` context (as the server runs
// it; the browser's worker evaluates the same program), Python in Pyodide, SQL in PGlite.
// eslint-disable-next-line no-restricted-imports -- the test runs the program as the server does, in a vm context
import vm from "node:vm";
import { PGlite } from "@electric-sql/pglite";
import { loadPyodide, type PyodideInterface } from "pyodide";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  consoleText,
  deepEqual,
  javascriptErrorText,
  javascriptProgram,
  javascriptSyntaxErrorPlace,
  OutputCollector,
  PracticeLimitError,
  PRACTICE_JS_HOOK,
  PYTHON_HARNESS,
  pythonCheckResults,
  pythonRequestJson,
  runJavaScriptChecks,
  runSqlAttempt,
  type PythonHarnessResult,
} from "./practice-harness";
import { compareSqlResult, type CheckResult, type PracticeCheck } from "./practice";

const check = (id: string, code: string, extra: Partial<PracticeCheck> = {}): PracticeCheck => ({
  id,
  title: `Prüfung ${id}`,
  hidden: false,
  code,
  ordered: false,
  ...extra,
});
const statuses = (r: CheckResult[]) => r.map((c) => `${c.id}:${c.status}`);

/* ------------------------------------------------------------------ JavaScript */

function runJs(
  main: string,
  checks: PracticeCheck[],
  extraFiles: { name: string; content: string }[] = [],
) {
  const logs: string[] = [];
  const context = vm.createContext({
    setTimeout,
    console: { log: (...a: unknown[]) => logs.push(consoleText(a)) },
  });
  let error: string | undefined;
  try {
    vm.runInContext(
      javascriptProgram([...extraFiles, { name: "main.js", content: main }]),
      context,
    );
  } catch (e) {
    error = javascriptErrorText(e);
  }
  const hook = context[PRACTICE_JS_HOOK] as (body: string) => (x: unknown) => Promise<unknown>;
  return { logs, error, results: error ? undefined : runJavaScriptChecks(checks, hook) };
}

describe("JavaScript harness", () => {
  const checks = [
    check("sum-empty", "expectEqual(sum([]), 0);"),
    check("sum-three", "expectEqual(sum([1, 2, 3]), 6);"),
    check("hidden", "expectEqual(sum([-1, 1]), 0);", { hidden: true }),
  ];

  it("a wrong solution fails with expected vs. got; hidden checks do not run", async () => {
    const { results } = runJs("function sum(xs) { return xs.length; }", checks);
    const r = await results!;
    expect(statuses(r)).toEqual(["sum-empty:passed", "sum-three:failed", "hidden:notRun"]);
    expect(r[1].failure).toEqual({ kind: "equal", expected: "6", actual: "3" });
    expect(r[1].title).toBe("Prüfung sum-three");
  });

  it("a right solution passes every check, the hidden one too", async () => {
    const { results } = runJs("const sum = (xs) => xs.reduce((a, b) => a + b, 0);", checks);
    expect(statuses(await results!)).toEqual([
      "sum-empty:passed",
      "sum-three:passed",
      "hidden:passed",
    ]);
  });

  it("checks see top-level let, const and class of the learner's script and of its other files", async () => {
    const { results } = runJs(
      "let count = 2; class Box { get n() { return count + helper(); } }",
      [check("a", "expectEqual(new Box().n, 5);")],
      [{ name: "util.js", content: "function helper() { return 3; }" }],
    );
    expect(statuses(await results!)).toEqual(["a:passed"]);
  });

  it("a thrown Error is the check's message, other errors are named, async checks are awaited", async () => {
    const { results } = runJs("function f() { return 1; }", [
      check("msg", 'if (f() !== 2) throw new Error("f() soll 2 liefern");'),
      check("ref", "missing();"),
      check("async", "await new Promise((r) => setTimeout(r, 1)); expectEqual(f(), 1);"),
      check("deep", "expectEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] });"),
    ]);
    const r = await results!;
    expect(r.map((c) => c.failure)).toEqual([
      { kind: "message", text: "f() soll 2 liefern" },
      { kind: "error", text: "ReferenceError: missing is not defined" },
      undefined,
      { kind: "equal", expected: '{"a":[1,{"b":3}]}', actual: '{"a":[1,{"b":2}]}' },
    ]);
  });

  it("console output is captured as the learner prints it; errors name the line", () => {
    const { logs, error } = runJs('console.log("Hallo", 42, [1]);\nconst x = 1;\nx.y.z = 2;', []);
    expect(logs).toEqual(["Hallo 42 [1]"]);
    expect(error).toMatch(/^main\.js:3: TypeError: Cannot set properties of undefined/);
  });

  it("finds the line of a syntax error, which V8 does not give for eval'd code (issue 42)", () => {
    // As the worker compiles: parsed whole, stopped before the learner's first statement.
    const compile = (source: string) => vm.runInNewContext(`throw 0;\n${source}`);
    const file = (name: string, content: string) => ({ name, content });
    expect(
      javascriptSyntaxErrorPlace([file("main.js", "let x = 1;\nlet = = 2;\nx();")], compile),
    ).toEqual({ file: "main.js", line: 2 });
    expect(
      javascriptSyntaxErrorPlace(
        [file("main.js", "const a = 1;"), file("helper.js", "function f() {\n  if (x {\n}\n}")],
        compile,
      ),
    ).toEqual({ file: "helper.js", line: 2 });
    // An unclosed bracket is noticed at the end of the file.
    expect(
      javascriptSyntaxErrorPlace([file("main.js", "function f() {\n  return 1;\n")], compile),
    ).toEqual({ file: "main.js", line: 3 });
    expect(javascriptSyntaxErrorPlace([file("main.js", "let ok = 1;")], compile)).toBeNull();
  });

  it("deepEqual compares values, not identities", () => {
    expect(deepEqual([1, { a: "x" }], [1, { a: "x" }])).toBe(true);
    expect(deepEqual([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(deepEqual(new Set([1, 2]), new Set([2, 1]))).toBe(true);
    expect(deepEqual(new Map([["a", 1]]), new Map([["a", 2]]))).toBe(false);
    expect(deepEqual(NaN, NaN)).toBe(true);
    expect(deepEqual({ a: undefined }, {})).toBe(false);
  });

  it("output beyond the limit stops the run with limit 'output'", () => {
    const seen: string[] = [];
    const out = new OutputCollector((l) => seen.push(l.text), 20);
    out.push("out", "0123456789");
    expect(() => out.push("out", "0123456789")).toThrow(PracticeLimitError);
    expect(seen).toEqual(["0123456789"]);
  });
});

/* ------------------------------------------------------------------ Python */

describe("Python harness (Pyodide)", () => {
  let py: PyodideInterface;
  beforeAll(async () => {
    py = await loadPyodide();
    py.runPython(PYTHON_HARNESS);
  }, 60_000);

  function runPy(
    files: { name: string; content: string }[],
    checks: PracticeCheck[] = [],
    stdin = "",
  ) {
    const lines: string[] = [];
    const run = py.globals.get("_practice_run");
    const answer = JSON.parse(
      run(pythonRequestJson(files, checks, stdin), (stream: string, text: string) =>
        lines.push(`${stream}:${text}`),
      ),
    ) as PythonHarnessResult;
    run.destroy();
    return { lines, answer, checks: pythonCheckResults(checks, answer) };
  }

  const main = (content: string) => [{ name: "main.py", content }];

  it("captures print and answers input() from stdin, line by line", () => {
    const { lines, answer } = runPy(
      main('name = input("Name? ")\nage = int(input())\nprint(f"Hallo {name}, {age + 1}")'),
      [],
      "Ada\n36\n",
    );
    expect(answer).toEqual({ ok: true });
    expect(lines).toEqual(["out:Name? ", "out:Hallo Ada, 37"]);
  });

  it("a wrong solution fails with expected vs. got, a fixed one passes the hidden check too", () => {
    const checks = [
      check("empty", "expect_equal(total([]), 0)"),
      check("three", "expect_equal(total([1, 2, 3]), 6)"),
      check("hidden", "assert total([2]) == 2, 'total([2]) soll 2 sein'", { hidden: true }),
    ];
    const wrong = runPy(main("def total(xs):\n    return len(xs)\n"), checks);
    expect(statuses(wrong.checks!)).toEqual(["empty:passed", "three:failed", "hidden:notRun"]);
    expect(wrong.checks![1].failure).toEqual({ kind: "equal", expected: "6", actual: "3" });
    const right = runPy(main("def total(xs):\n    return sum(xs)\n"), checks);
    expect(statuses(right.checks!)).toEqual(["empty:passed", "three:passed", "hidden:passed"]);
  });

  it("assert messages and errors of a check are its failure", () => {
    const { checks } = runPy(main("x = 1"), [
      check("assert", "assert x == 2, 'x soll 2 sein'"),
      check("name", "y + 1"),
    ]);
    expect(checks!.map((c) => c.failure)).toEqual([
      { kind: "message", text: "x soll 2 sein" },
      { kind: "error", text: "NameError: name 'y' is not defined" },
    ]);
  });

  it("each run gets fresh globals and fresh imports of the learner's modules", () => {
    runPy([
      { name: "main.py", content: "import helper\nleftover = helper.VALUE" },
      { name: "helper.py", content: "VALUE = 1" },
    ]);
    const { checks } = runPy(
      [
        { name: "main.py", content: "import helper\nvalue = helper.VALUE" },
        { name: "helper.py", content: "VALUE = 2" },
      ],
      [check("fresh", "assert 'leftover' not in globals()\nexpect_equal(value, 2)")],
    );
    expect(statuses(checks!)).toEqual(["fresh:passed"]);
  });

  it("the learner's error names file and line; the checks then fail with it", () => {
    const { answer, checks } = runPy(main("a = 1\nb = a / 0\n"), [check("c", "pass")]);
    expect(answer.ok).toBe(false);
    expect(answer.error).toBe("main.py:2: ZeroDivisionError: division by zero");
    expect(checks![0]).toMatchObject({ status: "failed", failure: { kind: "error" } });
  });

  it("an output flood stops the run with limit 'output', even under a bare except", () => {
    const { answer } = runPy(
      main("try:\n    while True:\n        print('x' * 1000)\nexcept:\n    pass\n"),
    );
    expect(answer).toEqual({ ok: false, limit: "output" });
    // The interpreter is usable afterwards, print goes to the next run again.
    expect(runPy(main("print('weiter')")).lines).toEqual(["out:weiter"]);
  });
});

/* ------------------------------------------------------------------ SQL */

describe("SQL harness (PGlite)", () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create();
    await db.exec(`
      CREATE TABLE sales (id int PRIMARY KEY, product text, amount numeric(8,2), sold_on date);
      INSERT INTO sales VALUES (1, 'Brot', 3.50, '2026-01-02'), (2, 'Brezel', 1.20, '2026-01-02'),
        (3, 'Brot', 3.50, '2026-01-03'), (4, 'Kuchen', 12.00, '2026-01-03');`);
  }, 60_000);
  afterAll(() => db?.close());

  const q = (content: string) => [{ name: "query.sql", content }];
  const totals = check("totals", "", {
    expectedColumns: ["product", "total"],
    expectedRows: [
      ["Brot", "7"],
      ["Brezel", "1.2"],
      ["Kuchen", "12.00"],
    ],
  });

  it("the result table is the last statement's; rows compare without order unless ordered", async () => {
    const r = await runSqlAttempt(
      db,
      q(
        "SELECT 1;\nSELECT product, sum(amount) AS total FROM sales GROUP BY product ORDER BY total DESC;",
      ),
      [totals, { ...totals, id: "ordered", ordered: true }],
    );
    expect(r.table).toEqual({
      columns: ["product", "total"],
      rows: [
        ["Kuchen", "12.00"],
        ["Brot", "7.00"],
        ["Brezel", "1.20"],
      ],
    });
    expect(statuses(r.checks!)).toEqual(["totals:passed", "ordered:failed"]);
    expect(r.checks![1].failure).toMatchObject({ kind: "rows" });
  });

  it("a wrong query fails with the row count or the rows; an error blocks the checks", async () => {
    const few = await runSqlAttempt(db, q("SELECT product, amount AS total FROM sales LIMIT 2"), [
      totals,
    ]);
    expect(few.checks![0].failure).toEqual({ kind: "rowCount", expected: 3, actual: 2 });
    const bad = await runSqlAttempt(db, q("SELECT nope FROM sales"), [totals]);
    expect(bad.ok).toBe(false);
    expect(bad.error).toMatch(/column "nope" does not exist/);
    expect(bad.checks![0]).toMatchObject({ status: "failed", failure: { kind: "error" } });
  });

  it("names the line of the learner's SQL error, as the other runtimes do (issue 42)", async () => {
    const syntax = await runSqlAttempt(db, q("SELECT 1;\n\nSELEC product\nFROM sales;"), []);
    expect(syntax.error).toBe('query.sql:3: syntax error at or near "SELEC"');
    const table = await runSqlAttempt(db, q("SELECT 1;\nSELECT *\n  FROM verkauf;"), []);
    expect(table.error).toBe('query.sql:3: relation "verkauf" does not exist');
    // No position (a runtime error of a row), no line.
    const zero = await runSqlAttempt(db, q("SELECT amount / 0 FROM sales;"), []);
    expect(zero.error).toBe("division by zero");
  });

  it("changes are rolled back after every attempt; a check's SQL sees the learner's changes", async () => {
    const priced = check("priced", "SELECT amount FROM sales WHERE id = 2", {
      expectedRows: [["1.5"]],
    });
    const r = await runSqlAttempt(
      db,
      q("UPDATE sales SET amount = 1.50 WHERE product = 'Brezel';"),
      [priced],
    );
    expect(r.table).toBeUndefined();
    expect(statuses(r.checks!)).toEqual(["priced:passed"]);
    expect(r.dirty).toBe(false);
    const after = await db.query<{ amount: string }>("SELECT amount FROM sales WHERE id = 2");
    expect(after.rows[0].amount).toBe("1.20");
  });

  it("a learner's COMMIT is noticed as dirty (the caller reloads the dataset)", async () => {
    const r = await runSqlAttempt(db, q("COMMIT; CREATE TABLE kept (x int);"), [totals]);
    expect(r.dirty).toBe(true);
    await db.exec("DROP TABLE kept;");
  });

  it("compareSqlResult: columns case-insensitive, numbers and booleans normalized, NULLs", () => {
    const table = {
      columns: ["Name", "N", "ok"],
      rows: [
        ["a", "1.0", "t"],
        ["b", null, "f"],
      ],
    };
    const rows = [
      ["b", null, "false"],
      ["a", "1", "true"],
    ];
    expect(
      compareSqlResult(
        { expectedRows: rows, expectedColumns: ["name", "n", "OK"], ordered: false },
        table,
      ),
    ).toBeNull();
    expect(compareSqlResult({ expectedRows: rows, ordered: true }, table)).toMatchObject({
      kind: "rows",
    });
    expect(
      compareSqlResult({ expectedRows: rows, expectedColumns: ["name"], ordered: false }, table),
    ).toMatchObject({
      kind: "columns",
    });
    expect(compareSqlResult({ expectedRows: rows, ordered: false }, undefined)).toEqual({
      kind: "noResult",
    });
  });
});
