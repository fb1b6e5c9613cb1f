import { afterAll, describe, expect, it } from "vitest";
import { practiceSpecSchema, type PracticeSpec } from "@shared/domain/practice";
import { closePracticeRuntimes, runPractice } from "./runner";
import { practiceHash, validatePracticeExercise } from "./validate";

afterAll(() => closePracticeRuntimes());

const spec = (s: unknown): PracticeSpec => practiceSpecSchema.parse(s);

const js = (solution: string, starter: string, timeLimitMs = 2000) =>
  spec({
    runtime: "javascript",
    starterFiles: [{ name: "main.js", content: starter }],
    solutionFiles: [{ name: "main.js", content: solution }],
    checks: [
      { id: "empty", title: "Für [] gibt sum 0 zurück", code: "expectEqual(sum([]), 0);" },
      {
        id: "three",
        title: "Für [1,2,3] gibt sum 6 zurück",
        hidden: true,
        code: "expectEqual(sum([1, 2, 3]), 6);",
      },
    ],
    timeLimitMs,
  });

describe("validatePracticeExercise: JavaScript", () => {
  it("accepts an exercise whose solution passes every check and whose starter fails one", async () => {
    const v = await validatePracticeExercise(
      js(
        "function sum(xs) { return xs.reduce((a, b) => a + b, 0); }",
        "function sum(xs) { return 0; }",
      ),
    );
    expect(v.problems).toEqual([]);
    expect(v.ok).toBe(true);
    expect(v.solution.map((c) => c.status)).toEqual(["passed", "passed"]);
    expect(v.starter.map((c) => c.status)).toEqual(["passed", "failed"]);
    expect(v.starter[1].failure).toEqual({ kind: "equal", expected: "6", actual: "0" });
  });

  it("names the hidden check a broken solution fails, with expected and got", async () => {
    const v = await validatePracticeExercise(
      js("function sum(xs) { return xs.length; }", "function sum(xs) {}"),
    );
    expect(v.ok).toBe(false);
    expect(v.problems).toEqual([
      {
        kind: "solutionFails",
        checkId: "three",
        checkTitle: "Für [1,2,3] gibt sum 6 zurück",
        failure: { kind: "equal", expected: "6", actual: "3" },
      },
    ]);
  });

  it("refuses a trivial exercise whose starter code already passes", async () => {
    const code = "const sum = (xs) => xs.reduce((a, b) => a + b, 0);";
    const v = await validatePracticeExercise(js(code, code));
    expect(v.problems).toEqual([{ kind: "starterPasses" }]);
  });

  it("stops an infinite loop at the time limit and runs again afterwards", async () => {
    const started = Date.now();
    const looping = await runPractice({
      runtime: "javascript",
      files: [{ name: "main.js", content: "while (true) {}" }],
      checks: js("", "").checks,
      timeLimitMs: 600,
    });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(looping.limit).toBe("time");
    expect(looping.checks?.[0]).toMatchObject({
      status: "failed",
      failure: { kind: "limit", limit: "time" },
    });
    const async = await runPractice({
      runtime: "javascript",
      files: [{ name: "main.js", content: "function sum() { return 0; }" }],
      checks: [
        {
          id: "a",
          title: "hängt",
          hidden: false,
          ordered: false,
          code: "await new Promise(() => {});",
        },
      ],
      timeLimitMs: 600,
    });
    expect(async.limit).toBe("time");
    const after = await runPractice({
      runtime: "javascript",
      files: [{ name: "main.js", content: "console.log('weiter')" }],
      timeLimitMs: 1000,
    });
    expect(after).toMatchObject({ ok: true, output: [{ stream: "out", text: "weiter" }] });
  });

  it("sees no environment of the server", async () => {
    const r = await runPractice({
      runtime: "javascript",
      files: [{ name: "main.js", content: "console.log(typeof process, typeof require)" }],
      timeLimitMs: 1000,
    });
    expect(r.output).toEqual([{ stream: "out", text: "undefined undefined" }]);
  });
});

describe("validatePracticeExercise: web", () => {
  const web = (script: string, starterScript: string) =>
    spec({
      runtime: "web",
      starterFiles: [
        {
          name: "index.html",
          content: '<button id="b">Los</button><p id="out"></p><script src="script.js"></script>',
        },
        { name: "script.js", content: starterScript },
      ],
      solutionFiles: [
        {
          name: "index.html",
          content: '<button id="b">Los</button><p id="out"></p><script src="script.js"></script>',
        },
        { name: "script.js", content: script },
      ],
      checks: [
        {
          id: "click",
          title: "Ein Klick schreibt „Hallo“ in den Absatz",
          code: "document.getElementById('b').click(); expectEqual(document.getElementById('out').textContent, 'Hallo');",
        },
      ],
      timeLimitMs: 3000,
    });

  it("runs checks against the page's DOM with the exercise's script inlined", async () => {
    const ok = await validatePracticeExercise(
      web(
        "document.getElementById('b').addEventListener('click', () => { document.getElementById('out').textContent = 'Hallo'; });",
        "// TODO",
      ),
    );
    expect(ok.problems).toEqual([]);
    expect(ok.starter[0].failure).toEqual({ kind: "equal", expected: '"Hallo"', actual: '""' });
  });

  it("reports a failing solution and a trivial starter", async () => {
    const wrong =
      "document.getElementById('b').onclick = () => { document.getElementById('out').textContent = 'Hi'; };";
    const v = await validatePracticeExercise(web(wrong, wrong));
    expect(v.problems[0]).toMatchObject({ kind: "solutionFails", checkId: "click" });
    const right =
      "document.getElementById('b').onclick = () => { document.getElementById('out').textContent = 'Hallo'; };";
    expect((await validatePracticeExercise(web(right, right))).problems).toEqual([
      { kind: "starterPasses" },
    ]);
  });

  it("stops an infinite loop in the page's script", async () => {
    const v = await validatePracticeExercise({ ...web("while (true) {}", ""), timeLimitMs: 800 });
    expect(v.problems[0]).toMatchObject({ kind: "solutionError", limit: "time" });
  });
});

describe("validatePracticeExercise: Python", () => {
  const py = (solution: string, starter: string, timeLimitMs = 3000) =>
    spec({
      runtime: "python",
      starterFiles: [{ name: "main.py", content: starter }],
      solutionFiles: [{ name: "main.py", content: solution }],
      checks: [
        {
          id: "avg",
          title: "durchschnitt([2, 4]) ist 3",
          code: "expect_equal(durchschnitt([2, 4]), 3)",
        },
        {
          id: "leer",
          title: "durchschnitt([]) ist 0",
          hidden: true,
          code: "assert durchschnitt([]) == 0, 'leere Liste'",
        },
      ],
      timeLimitMs,
    });

  it("passes, fails, refuses a trivial exercise", { timeout: 60_000 }, async () => {
    const good = await validatePracticeExercise(
      py(
        "def durchschnitt(xs):\n    return sum(xs) / len(xs) if xs else 0\nprint('ok')",
        "def durchschnitt(xs):\n    pass",
      ),
    );
    expect(good.problems).toEqual([]);
    expect(good.starter[0].failure).toEqual({ kind: "equal", expected: "3", actual: "null" });

    const bad = await validatePracticeExercise(
      py("def durchschnitt(xs):\n    return sum(xs) / len(xs)", "def durchschnitt(xs):\n    pass"),
    );
    expect(bad.problems).toEqual([
      {
        kind: "solutionFails",
        checkId: "leer",
        checkTitle: "durchschnitt([]) ist 0",
        failure: { kind: "error", text: "main.py:2: ZeroDivisionError: division by zero" },
      },
    ]);

    const code = "def durchschnitt(xs):\n    return sum(xs) / len(xs) if xs else 0";
    expect((await validatePracticeExercise(py(code, code))).problems).toEqual([
      { kind: "starterPasses" },
    ]);
  });

  it(
    "stops an infinite loop and loads Python again for the next run",
    { timeout: 90_000 },
    async () => {
      const v = await validatePracticeExercise(py("while True:\n    pass", "x = 1", 1000));
      expect(v.problems[0]).toMatchObject({ kind: "solutionError", limit: "time" });
      const r = await runPractice({
        runtime: "python",
        files: [{ name: "main.py", content: "name = input()\nprint('Hallo', name)" }],
        stdin: "Ada",
        timeLimitMs: 2000,
      });
      expect(r).toMatchObject({ ok: true, output: [{ stream: "out", text: "Hallo Ada" }] });
    },
  );
});

describe("validatePracticeExercise: SQL", () => {
  const dataset =
    "CREATE TABLE verkaeufe (produkt text, menge int, preis numeric(6,2));" +
    "INSERT INTO verkaeufe VALUES ('Brot', 3, 2.50), ('Brezel', 5, 0.80), ('Brot', 2, 2.50);";
  const sql = (solution: string, starter: string, timeLimitMs = 3000) =>
    spec({
      runtime: "sql",
      dataset,
      starterFiles: [{ name: "query.sql", content: starter }],
      solutionFiles: [{ name: "query.sql", content: solution }],
      checks: [
        {
          id: "umsatz",
          title: "Umsatz je Produkt",
          expectedColumns: ["produkt", "umsatz"],
          expectedRows: [
            ["Brot", "12.5"],
            ["Brezel", "4"],
          ],
        },
        {
          id: "tabelle",
          title: "Die Tabelle bleibt unverändert",
          hidden: true,
          code: "SELECT count(*) FROM verkaeufe",
          expectedRows: [["3"]],
        },
      ],
      timeLimitMs,
    });

  it(
    "passes, fails, refuses a trivial exercise, each on fresh data",
    { timeout: 60_000 },
    async () => {
      const solution =
        "SELECT produkt, sum(menge * preis) AS umsatz FROM verkaeufe GROUP BY produkt;";
      const good = await validatePracticeExercise(sql(solution, "SELECT * FROM verkaeufe;"));
      expect(good.problems).toEqual([]);
      expect(good.starter[0].failure).toEqual({
        kind: "columns",
        expected: ["produkt", "umsatz"],
        actual: ["produkt", "menge", "preis"],
      });

      const visibleFails = await validatePracticeExercise(
        sql("DELETE FROM verkaeufe WHERE menge = 2; " + solution, "SELECT 1;"),
      );
      expect(visibleFails.problems.map((p) => p.kind === "solutionFails" && p.checkId)).toEqual([
        "umsatz",
      ]);
      expect(visibleFails.solution.map((c) => c.status)).toEqual(["failed", "notRun"]);

      const hiddenFails = await validatePracticeExercise(
        sql(
          "INSERT INTO verkaeufe VALUES ('Kuchen', 0, 3.00); " +
            "SELECT produkt, sum(menge * preis) AS umsatz FROM verkaeufe WHERE menge > 0 GROUP BY produkt;",
          "SELECT 1;",
        ),
      );
      expect(hiddenFails.problems).toEqual([
        {
          kind: "solutionFails",
          checkId: "tabelle",
          checkTitle: "Die Tabelle bleibt unverändert",
          failure: { kind: "rows", expected: "3", actual: "4" },
        },
      ]);

      expect((await validatePracticeExercise(sql(solution, solution))).problems).toEqual([
        { kind: "starterPasses" },
      ]);
    },
  );

  it("stops an endless query", { timeout: 60_000 }, async () => {
    const v = await validatePracticeExercise(
      sql(
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT count(*) FROM n;",
        "SELECT 1;",
        1000,
      ),
    );
    expect(v.problems[0]).toMatchObject({ kind: "solutionError", limit: "time" });
  });
});

describe("practiceHash", () => {
  it("changes with code, not with titles", () => {
    const a = js("function sum() {}", "");
    expect(practiceHash({ ...a, checks: a.checks.map((c) => ({ ...c, title: "anders" })) })).toBe(
      practiceHash(a),
    );
    expect(practiceHash({ ...a, starterFiles: [{ name: "main.js", content: "x" }] })).not.toBe(
      practiceHash(a),
    );
  });
});
