// A small test page for the practice engine (issue 29): the app's own browser API
// (src/web/practice) bundled as it is, served on Kurswerk's origin through Playwright's
// routing (with the app's CSP), so that a test or the bench can create sessions and run
// code before (and independent of) the lesson player's UI. The sandbox page and runtime
// files come from the real server.
import path from "node:path";
import type { Page } from "@playwright/test";
import type { RunRequest, RunResult } from "../../src/shared/domain/practice";
import type * as Practice from "../../src/web/practice/index";

let bundle: Promise<string> | null = null;

function practiceBundle(): Promise<string> {
  bundle ??= import("esbuild").then(async (esbuild) => {
    const root = path.resolve(import.meta.dirname, "../..");
    const out = await esbuild.build({
      stdin: {
        contents: `import * as p from "./src/web/practice/index.ts"; window.KurswerkPractice = p;`,
        resolveDir: root,
        loader: "ts",
      },
      bundle: true,
      format: "iife",
      write: false,
      alias: { "@shared": path.join(root, "src/shared") },
      external: ["react"],
      // The hook module imports React; the test page uses only createPracticeSession.
      plugins: [
        {
          name: "no-react",
          setup(b) {
            b.onResolve({ filter: /^react$/ }, () => ({ path: "react", namespace: "stub" }));
            b.onLoad({ filter: /.*/, namespace: "stub" }, () => ({
              contents:
                "export const useCallback=()=>{}, useEffect=()=>{}, useRef=()=>{}, useState=()=>[];",
            }));
          },
        },
      ],
    });
    return out.outputFiles[0].text;
  });
  return bundle;
}

export const PRACTICE_TEST_PATH = "/__practice-test/";

/** The test page's files: the page (with the app's CSP) and its script, by path. */
export async function practiceTestFile(
  pathname: string,
): Promise<{ body: string; contentType: string; headers: Record<string, string> }> {
  if (pathname.endsWith(".js"))
    return { body: await practiceBundle(), contentType: "text/javascript", headers: {} };
  return {
    contentType: "text/html",
    headers: {
      // The app's own policy (src/server/app.ts): the page around the sandbox stays strict.
      "content-security-policy":
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self'; frame-ancestors 'none'",
    },
    body: `<!doctype html><html lang="de"><head><title>Practice test</title>
<script src="${PRACTICE_TEST_PATH}practice.js"></script></head>
<body><main><h1>Practice test</h1><div id="preview" style="width:600px;height:300px;border:1px solid #888"></div>
<button id="counter" type="button">0</button></main></body></html>`,
  };
}

/**
 * Opens the test page: a preview box (#preview) and window.KurswerkPractice. Served through
 * Playwright's routing, which turns the browser's HTTP cache off: a test of caching serves
 * it from a proxy instead (`routed: false`, practice-proxy.ts).
 */
export async function openPracticePage(
  page: Page,
  opts: { routed?: boolean; base?: string } = { routed: true },
) {
  if (opts.routed !== false)
    await page.route(`**${PRACTICE_TEST_PATH}*`, async (route) =>
      route.fulfill(await practiceTestFile(new URL(route.request().url()).pathname)),
    );
  await page.goto(opts.base ? new URL(PRACTICE_TEST_PATH, opts.base).href : PRACTICE_TEST_PATH);
  await page.waitForFunction(() => "KurswerkPractice" in window);
}

/** Runs a request in a session of the test page (kept per runtime in window.sessions). */
export function practiceRun(page: Page, request: RunRequest): Promise<RunResult> {
  return page.evaluate(async (req) => {
    const w = window as unknown as {
      KurswerkPractice: typeof Practice;
      sessions?: Record<string, ReturnType<typeof Practice.createPracticeSession>>;
    };
    w.sessions ??= {};
    w.sessions[req.runtime] ??= w.KurswerkPractice.createPracticeSession(req.runtime, {
      container: req.runtime === "web" ? document.getElementById("preview")! : undefined,
      title: "Vorschau",
    });
    return w.sessions[req.runtime].run(req);
  }, request);
}
