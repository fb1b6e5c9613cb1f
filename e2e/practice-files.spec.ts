// The runtimes' files in a learner's next page (decision 0243): the sandbox frame's origin is
// opaque and has no HTTP cache, so the app's page fetches Pyodide's and PGlite's files from
// its own cache and hands them to the frame. The test page comes through a proxy that counts
// what reaches the server (Playwright's routing would turn the cache off).
import { expect, origin, test } from "./support/fixtures";
import { openPracticePage, practiceRun } from "./support/practice-page";
import { startPracticeProxy } from "./support/practice-proxy";
import type { RunRequest } from "../src/shared/domain/practice";

const SQL: RunRequest = {
  runtime: "sql",
  dataset: "CREATE TABLE t (n int); INSERT INTO t VALUES (1), (2), (3);",
  files: [{ name: "query.sql", content: "SELECT sum(n) AS summe FROM t;" }],
  timeLimitMs: 5_000,
};
const PYTHON: RunRequest = {
  runtime: "python",
  files: [{ name: "main.py", content: "print(sum([1, 2, 3]))" }],
  timeLimitMs: 5_000,
};
const RUNTIME_FILE = /\/practice\/[0-9a-f]+\/(?:pglite|pyodide)\//;

test("a new page runs SQL and Python without downloading their runtimes again", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const proxy = await startPracticeProxy(origin(page), 0);
  try {
    await openPracticePage(page, { routed: false, base: proxy.base });
    expect((await practiceRun(page, SQL)).table?.rows).toEqual([["6"]]);
    expect((await practiceRun(page, PYTHON)).output).toEqual([{ stream: "out", text: "6" }]);
    // The first page downloaded them, through the app's page.
    const first = proxy.forwarded.filter((p) => RUNTIME_FILE.test(p));
    expect(first.some((p) => p.endsWith("/pglite/pglite.wasm"))).toBe(true);
    expect(first.some((p) => p.endsWith("/pyodide/pyodide.asm.wasm"))).toBe(true);
    await page.close();

    proxy.forwarded.length = 0;
    const next = await context.newPage();
    await openPracticePage(next, { routed: false, base: proxy.base });
    expect((await practiceRun(next, SQL)).table?.rows).toEqual([["6"]]);
    expect((await practiceRun(next, PYTHON)).output).toEqual([{ stream: "out", text: "6" }]);
    // Nothing of the runtimes reached the server again: the browser's cache had them all.
    expect(proxy.forwarded.filter((p) => RUNTIME_FILE.test(p))).toEqual([]);
    const cached = await next.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((e) => /\/(?:pglite|pyodide)\//.test(e.name))
        .map((e) => ({
          file: e.name.split("/").slice(-2).join("/"),
          fromCache: (e as PerformanceResourceTiming).transferSize === 0,
        })),
    );
    expect(cached.map((c) => c.file).sort()).toEqual([
      "pglite/base.tar",
      "pglite/initdb.wasm",
      "pglite/pglite.data",
      "pglite/pglite.wasm",
      "pyodide/pyodide-lock.json",
      "pyodide/pyodide.asm.js",
      "pyodide/pyodide.asm.wasm",
      "pyodide/python_stdlib.zip",
      "pyodide/snapshot.bin",
    ]);
    expect(cached.every((c) => c.fromCache)).toBe(true);
    await next.close();
  } finally {
    await proxy.close();
  }
});
