// The practice engine's runtimes in the browser (issue 29, decision 0077): each runtime
// runs and checks code, an endless loop is stopped at the time limit while the page stays
// responsive, and the sandbox frame cannot read the learner's cookies or use the API.
import type { PracticeCheck, RunRequest } from "../src/shared/domain/practice";
import { expect, origin, signInAs, test } from "./support/fixtures";
import { openPracticePage, practiceRun } from "./support/practice-page";

const check = (
  id: string,
  title: string,
  code: string,
  extra: Partial<PracticeCheck> = {},
): PracticeCheck => ({
  id,
  title,
  hidden: false,
  code,
  ordered: false,
  ...extra,
});
const req = (
  runtime: RunRequest["runtime"],
  files: Record<string, string>,
  more: Partial<RunRequest> = {},
): RunRequest => ({
  runtime,
  files: Object.entries(files).map(([name, content]) => ({ name, content })),
  timeLimitMs: 3_000,
  ...more,
});
const statuses = (r: { checks?: { status: string }[] }) => r.checks?.map((c) => c.status);

test.beforeEach(async ({ page }) => {
  await openPracticePage(page);
});

test("JavaScript: console output, a failing check with expected vs. got, then the fix passes", async ({
  page,
}) => {
  const checks = [
    check("empty", "summe([]) ist 0", "expectEqual(summe([]), 0);"),
    check("three", "summe([1, 2, 3]) ist 6", "expectEqual(summe([1, 2, 3]), 6);"),
    check("hidden", "versteckt", "expectEqual(summe([5]), 5);", { hidden: true }),
  ];
  const wrong = await practiceRun(
    page,
    req(
      "javascript",
      { "main.js": 'function summe(xs) { return xs.length; }\nconsole.log("Hallo", [1, 2]);' },
      { checks },
    ),
  );
  expect(wrong.output).toEqual([{ stream: "out", text: "Hallo [1,2]" }]);
  expect(statuses(wrong)).toEqual(["passed", "failed", "notRun"]);
  expect(wrong.checks![1].failure).toEqual({ kind: "equal", expected: "6", actual: "3" });

  const fixed = await practiceRun(
    page,
    req(
      "javascript",
      { "main.js": "const summe = (xs) => xs.reduce((a, b) => a + b, 0);" },
      { checks },
    ),
  );
  expect(fixed.ok).toBe(true);
  expect(statuses(fixed)).toEqual(["passed", "passed", "passed"]);
  // Fresh globals for each run: the first run's function is gone, the second's is there.
  const again = await practiceRun(
    page,
    req("javascript", { "main.js": "" }, { checks: [checks[0]] }),
  );
  expect(again.checks![0].failure).toEqual({
    kind: "error",
    text: "ReferenceError: summe is not defined",
  });
});

test("web: the preview shows the learner's page; checks query its DOM and call its functions", async ({
  page,
}) => {
  const files = (greeting: string) => ({
    "index.html":
      '<!doctype html><html><head><link rel="stylesheet" href="style.css"></head><body><h1 id="title">Titel</h1><button id="b">Los</button><script src="script.js"></script></body></html>',
    "style.css": "h1 { color: rgb(200, 0, 0); }",
    "script.js": `function greet(name) { return ${greeting}; }\ndocument.getElementById("b").addEventListener("click", () => { document.getElementById("title").textContent = greet("Ada"); });`,
  });
  const checks = [
    check(
      "css",
      "Die Überschrift ist rot",
      'expectEqual(getComputedStyle(document.querySelector("h1")).color, "rgb(200, 0, 0)");',
    ),
    check(
      "click",
      "Ein Klick begrüßt Ada",
      'document.getElementById("b").click(); expectEqual(document.getElementById("title").textContent, "Hallo Ada");',
    ),
  ];
  const wrong = await practiceRun(page, req("web", files('"Hi " + name'), { checks }));
  expect(statuses(wrong)).toEqual(["passed", "failed"]);
  expect(wrong.checks![1].failure).toEqual({
    kind: "equal",
    expected: '"Hallo Ada"',
    actual: '"Hi Ada"',
  });

  const fixed = await practiceRun(page, req("web", files('"Hallo " + name'), { checks }));
  expect(statuses(fixed)).toEqual(["passed", "passed"]);
  // The preview is the sandboxed frame inside the container, showing the learner's page.
  const frame = page.frameLocator("#preview iframe");
  await expect(frame.locator("h1")).toHaveText("Hallo Ada");
  await expect(page.locator("#preview iframe")).toHaveAttribute("sandbox", "allow-scripts");
});

test("Python: print and input(), a failing check, then the fix passes", async ({ page }) => {
  test.setTimeout(90_000);
  const checks = [
    check("zero", "mittelwert([0]) ist 0", "expect_equal(mittelwert([0]), 0)"),
    check("two", "mittelwert([1, 3]) ist 2", "expect_equal(mittelwert([1, 3]), 2)"),
  ];
  const wrong = await practiceRun(
    page,
    req(
      "python",
      {
        "main.py":
          'def mittelwert(xs):\n    return sum(xs)\n\nname = input("Name? ")\nprint(f"Hallo {name}")',
      },
      { checks, stdin: "Ada\n", timeLimitMs: 5_000 },
    ),
  );
  expect(wrong.output.map((l) => l.text)).toEqual(["Name? ", "Hallo Ada"]);
  expect(statuses(wrong)).toEqual(["passed", "failed"]);
  expect(wrong.checks![1].failure).toEqual({ kind: "equal", expected: "2", actual: "4" });
  const fixed = await practiceRun(
    page,
    req("python", { "main.py": "def mittelwert(xs):\n    return sum(xs) / len(xs)\n" }, { checks }),
  );
  expect(statuses(fixed)).toEqual(["passed", "passed"]);
});

test("Python from the build's snapshot: every new page draws its own random numbers (decision 0241)", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const draw = req("python", {
    "main.py": "import random\nprint(random.random(), random.randint(1, 10**9))",
  });
  const first = await practiceRun(page, draw);
  expect(first.ok).toBe(true);
  // A second page starts its own interpreter from the same snapshot.
  const other = await context.newPage();
  await openPracticePage(other);
  const second = await practiceRun(other, draw);
  expect(second.ok).toBe(true);
  expect(first.output[0].text).toMatch(/^0\.\d+ \d+$/);
  expect(second.output[0].text).not.toBe(first.output[0].text);
  await other.close();
});

test("SQL: the dataset, the result table, a failing check, then the fix passes", async ({
  page,
}) => {
  const dataset =
    "CREATE TABLE verkauf (produkt text, menge int); INSERT INTO verkauf VALUES ('Brot', 3), ('Brezel', 5), ('Brot', 2);";
  const checks = [
    check("sum", "Menge je Produkt", "", {
      expectedColumns: ["produkt", "menge"],
      expectedRows: [
        ["Brot", "5"],
        ["Brezel", "5"],
      ],
    }),
  ];
  const wrong = await practiceRun(
    page,
    req("sql", { "query.sql": "SELECT produkt, menge FROM verkauf;" }, { checks, dataset }),
  );
  expect(wrong.table?.rows).toHaveLength(3);
  expect(wrong.checks![0].failure).toEqual({ kind: "rowCount", expected: 2, actual: 3 });
  const fixed = await practiceRun(
    page,
    req(
      "sql",
      {
        "query.sql":
          "DELETE FROM verkauf WHERE menge > 100;\nSELECT produkt, sum(menge) AS menge FROM verkauf GROUP BY produkt;",
      },
      { checks, dataset },
    ),
  );
  expect(statuses(fixed)).toEqual(["passed"]);
  expect(fixed.table?.columns).toEqual(["produkt", "menge"]);
  // A learner who ends the harness's transaction changes nothing for the next run.
  await practiceRun(
    page,
    req("sql", { "query.sql": "COMMIT;\nDELETE FROM verkauf;" }, { checks, dataset }),
  );
  const again = await practiceRun(
    page,
    req("sql", { "query.sql": "SELECT produkt, menge FROM verkauf;" }, { checks, dataset }),
  );
  expect(again.table?.rows).toHaveLength(3);
});

test("an endless loop is stopped at the time limit; the page stays responsive and the next run works", async ({
  page,
}) => {
  for (const runtime of ["javascript", "web"] as const) {
    const files: Record<string, string> =
      runtime === "web"
        ? { "index.html": "<p>x</p><script>while (true) {}</script>" }
        : { "main.js": "while (true) {}" };
    const looping = practiceRun(page, req(runtime, files, { timeLimitMs: 2_000 }));
    // While the learner's loop runs, the page's own scripts keep running.
    await page.waitForTimeout(700);
    const ticks = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let n = 0;
          const id = setInterval(() => {
            n += 1;
            if (n === 5) {
              clearInterval(id);
              resolve(n);
            }
          }, 20);
        }),
    );
    expect(ticks).toBe(5);
    const result = await looping;
    // Stopped by the time limit (a runtime that never started would answer without a limit).
    expect(result).toMatchObject({ ok: false, limit: "time" });
    expect(result.ms).toBeGreaterThanOrEqual(2_000);
    const next =
      runtime === "web"
        ? await practiceRun(
            page,
            req(
              "web",
              { "index.html": "<p id=p>ok</p>" },
              {
                checks: [
                  check("p", "p", 'expectEqual(document.getElementById("p").textContent, "ok");'),
                ],
              },
            ),
          )
        : await practiceRun(page, req("javascript", { "main.js": "console.log('weiter')" }));
    expect(next.ok).toBe(true);
  }
  const flood = await practiceRun(
    page,
    req("javascript", { "main.js": "for (;;) console.log('x'.repeat(1000));" }),
  );
  expect(flood).toMatchObject({ ok: false, limit: "output" });
});

test("what was printed before an endless loop survives the stop, in every runtime (issue 42)", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const cases: [RunRequest["runtime"], Record<string, string>][] = [
    ["web", { "index.html": '<script>console.log("vorher"); for (;;) {}</script>' }],
    ["javascript", { "main.js": 'console.log("vorher");\nfor (;;) {}' }],
    ["python", { "main.py": 'print("vorher")\nwhile True:\n    pass\n' }],
  ];
  for (const [runtime, files] of cases) {
    const r = await practiceRun(page, req(runtime, files, { timeLimitMs: 1_000 }));
    expect(r, runtime).toMatchObject({
      ok: false,
      limit: "time",
      output: [{ stream: "out", text: "vorher" }],
    });
  }
});

test("Python: the run after a time-out starts on the spare interpreter, as fast as a warm run", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const timed = async (files: Record<string, string>, timeLimitMs = 3_000) => {
    const began = Date.now();
    const result = await practiceRun(page, req("python", files, { timeLimitMs }));
    return { result, ms: Date.now() - began };
  };
  const first = await timed({ "main.py": "print(1)" });
  expect(first.result.ok).toBe(true);
  // The spare loads once the first interpreter is ready: give it the first load's time.
  await page.waitForTimeout(Math.max(first.ms, 3_000));
  for (let i = 0; i < 2; i++) {
    const loop = await timed({ "main.py": "while True:\n    pass\n" }, 1_000);
    expect(loop.result.limit).toBe("time");
    const next = await timed({ "main.py": "x = 41\nprint(x + 1)" });
    expect(next.result.output).toEqual([{ stream: "out", text: "42" }]);
    // Before: a new frame loaded Python again, as long as the first run.
    expect(next.ms).toBeLessThan(Math.max(1_000, first.ms / 2));
    // The new spare loads while the learner reads.
    await page.waitForTimeout(Math.max(first.ms, 3_000));
  }
});

test("the sandbox cannot read the learner's cookies, call the API as the learner or leave the frame", async ({
  page,
  allowConsole,
}) => {
  // The browser reports each attempt it refuses: exactly the refusals this test provokes.
  allowConsole(
    /^error: Connecting to '[^']+\/api\/[^']*' violates the following Content Security Policy/,
  );
  allowConsole(/^error: Fetch API cannot load \S+\/api\/\S+\. Refused to connect/);
  allowConsole(
    /^error: Blocked opening '[^']+' in a new window because the request was made in a sandboxed frame/,
  );
  allowConsole(
    /^error: Unsafe attempt to initiate navigation for frame .* The frame attempting navigation of the top-level window is sandboxed/,
  );
  allowConsole(
    /^error: Failed to load resource: the server responded with a status of 403 \(Forbidden\) \(\S+\/api\/\S+\)$/,
  );
  await signInAs(page, "learner");
  const base = origin(page);
  const before = await page.request.get(`${base}/api/me/settings`);
  expect(before.status()).toBe(200);
  const nameBefore = (await before.json()).profile.name;
  expect(nameBefore).toBe("Lena Lernende");
  // A cookie the app's page can read: the sandbox must not see it.
  await page.evaluate(() => (document.cookie = "kurswerk_probe=sichtbar; path=/"));
  expect(await page.evaluate(() => document.cookie)).toContain("kurswerk_probe=sichtbar");
  const script = `
    const report = {};
    try { report.cookie = document.cookie; } catch (e) { report.cookie = "blocked: " + e.name; }
    try { report.storage = typeof localStorage.getItem("x"); } catch (e) { report.storage = "blocked: " + e.name; }
    try { const r = await fetch("${base}/api/me/settings", { credentials: "include" }); report.read = r.status + " " + (await r.text()).slice(0, 80); }
    catch (e) { report.read = "failed: " + e.name; }
    try {
      const r = await fetch("${base}/api/me/profile", { method: "PUT", credentials: "include",
        headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "Gehackt" }) });
      report.write = String(r.status);
    } catch (e) { report.write = "failed: " + e.name; }
    try { report.popup = String(window.open("${base}/app")); } catch (e) { report.popup = "blocked: " + e.name; }
    try { top.location.href = "${base}/evil"; report.top = "navigated"; } catch (e) { report.top = "blocked: " + e.name; }
    // The app fetches runtime files for its worker frames (decision 0243), never for a learner's page.
    report.files = await new Promise((resolve) => {
      addEventListener("message", (e) => {
        if (e.data && e.data.kind === "practice:file") resolve("answered: " + (e.data.error || e.data.name));
      });
      parent.postMessage({ kind: "practice:fetch", base: "${base}/practice/0123456789ab/",
        names: ["pglite/base.tar", "../../api/me/settings"] }, "*");
      setTimeout(() => resolve("no answer"), 1500);
    });
    window.report = report;`;
  const result = await practiceRun(page, {
    runtime: "web",
    files: [{ name: "index.html", content: "<p>x</p>" }],
    timeLimitMs: 5_000,
    checks: [check("probe", "probe", `${script}\nthrow new Error(JSON.stringify(report));`)],
  });
  const report = JSON.parse((result.checks![0].failure as { text: string }).text);
  // An opaque origin has no cookies: reading them throws (or gives "" in other browsers).
  expect(report.cookie).toMatch(/^(|blocked: SecurityError)$/);
  expect(report.storage).toMatch(/^blocked/);
  expect(report.read).toMatch(/^failed/);
  expect(report.write).toMatch(/^failed|^403$/);
  expect(report.popup).toBe("null");
  expect(report.top).toMatch(/^blocked/);
  expect(report.files).toBe("no answer");
  expect(new URL(page.url()).pathname).toBe("/__practice-test/");
  // The learner's data is as it was.
  const after = await page.request.get(`${base}/api/me/settings`);
  expect((await after.json()).profile.name).toBe("Lena Lernende");
});
