/**
 * The practice engine's runtimes measured in Chromium with Playwright (issue 29,
 * docs/benchmarks.md): a JavaScript check run, and the first run (cold: a new browser
 * context, nothing cached, the runtime loads) and later runs (warm) of SQL and Python, each
 * timed in the page around createPracticeSession(...).run(...). Targets: JavaScript ≤ 100 ms;
 * SQL ≤ 1.5 s cold, ≤ 100 ms warm; Python ≤ 4 s cold, ≤ 300 ms warm.
 */
import { chromium, type Browser } from "@playwright/test";
import type { RunRequest } from "../src/shared/domain/practice";
import type * as Practice from "../src/web/lib/practice/index";
import { openPracticePage } from "../e2e/support/practice-page";

const check = (id: string, code: string) => ({
  id,
  title: id,
  hidden: false,
  code,
  ordered: false,
});

const REQUESTS: Record<"javascript" | "sql" | "python", RunRequest> = {
  javascript: {
    runtime: "javascript",
    files: [{ name: "main.js", content: "const summe = (xs) => xs.reduce((a, b) => a + b, 0);" }],
    checks: [
      check("a", "expectEqual(summe([]), 0);"),
      check("b", "expectEqual(summe([1, 2, 3]), 6);"),
      check("c", "expectEqual(summe([-1, 1]), 0);"),
    ],
    timeLimitMs: 5_000,
  },
  sql: {
    runtime: "sql",
    files: [
      {
        name: "query.sql",
        content:
          "SELECT produkt, sum(menge) AS menge FROM verkauf GROUP BY produkt ORDER BY produkt;",
      },
    ],
    dataset:
      "CREATE TABLE verkauf (id serial PRIMARY KEY, produkt text, menge int, tag date);\n" +
      Array.from(
        { length: 200 },
        (_, i) =>
          `INSERT INTO verkauf (produkt, menge, tag) VALUES ('${["Brot", "Brezel", "Kuchen"][i % 3]}', ${(i % 7) + 1}, '2026-01-${String((i % 28) + 1).padStart(2, "0")}');`,
      ).join("\n"),
    checks: [
      {
        ...check("rows", ""),
        expectedColumns: ["produkt", "menge"],
        expectedRows: [
          ["Brezel", "264"],
          ["Brot", "267"],
          ["Kuchen", "263"],
        ],
      },
    ],
    timeLimitMs: 5_000,
  },
  python: {
    runtime: "python",
    files: [
      {
        name: "main.py",
        content:
          "def mittelwert(xs):\n    return sum(xs) / len(xs)\n\nprint(mittelwert([1, 2, 3]))\n",
      },
    ],
    checks: [
      check("a", "expect_equal(mittelwert([2]), 2)"),
      check("b", "expect_equal(mittelwert([1, 3]), 2)"),
    ],
    timeLimitMs: 5_000,
  },
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Cold: the first run in a fresh context (session created, runtime loaded, code run); warm: the median of the next runs. */
async function measure(
  browser: Browser,
  base: string,
  runtime: keyof typeof REQUESTS,
  warmRuns: number,
) {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  try {
    await openPracticePage(page);
    const times = await page.evaluate(
      async ({ req, n }) => {
        const p = (window as unknown as { KurswerkPractice: typeof Practice }).KurswerkPractice;
        const t0 = performance.now();
        const session = p.createPracticeSession(req.runtime);
        const first = await session.run(req);
        const cold = performance.now() - t0;
        const warm: number[] = [];
        const failures: string[] = [];
        if (!first.checks?.every((c) => c.status === "passed"))
          failures.push(JSON.stringify(first));
        for (let i = 0; i < n; i++) {
          const t = performance.now();
          const r = await session.run(req);
          warm.push(performance.now() - t);
          if (!r.checks?.every((c) => c.status === "passed")) failures.push(JSON.stringify(r));
        }
        session.dispose();
        return { cold, warm, failures };
      },
      { req: REQUESTS[runtime], n: warmRuns },
    );
    return { cold: times.cold, warm: median(times.warm), failures: times.failures };
  } finally {
    await context.close();
  }
}

export async function practiceBench(
  base: string,
  opts: { warmRuns?: number } = {},
): Promise<string[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const failures: string[] = [];
  const targets = { javascript: [Infinity, 100], sql: [1500, 100], python: [4000, 300] } as const;
  try {
    console.log("\n### Practice engine in Chromium (ms, cold = first run in a fresh context)\n");
    console.log("| runtime | cold first run | target | warm run (median) | target |");
    console.log("|---|---|---|---|---|");
    for (const runtime of ["javascript", "sql", "python"] as const) {
      const r = await measure(browser, base, runtime, opts.warmRuns ?? 10);
      failures.push(
        ...r.failures.map((f) => `practice ${runtime}: checks did not pass: ${f.slice(0, 200)}`),
      );
      const [coldTarget, warmTarget] = targets[runtime];
      const mark = (v: number, t: number) => (v <= t ? "" : " (over)");
      console.log(
        `| ${runtime} | ${Math.round(r.cold)}${mark(r.cold, coldTarget)} | ${coldTarget === Infinity ? "–" : `≤ ${coldTarget}`} | ${Math.round(r.warm)}${mark(r.warm, warmTarget)} | ≤ ${warmTarget} |`,
      );
    }
  } finally {
    await browser.close();
  }
  return failures;
}
