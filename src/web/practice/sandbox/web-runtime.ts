/**
 * The web runtime inside the sandbox frame (decision 0077): the frame itself is the live
 * preview. The learner's index.html replaces the sandbox page's document, with the
 * exercise's other files inlined (<link href="style.css"> → <style>, <script src="script.js">
 * → its text); scripts run in document order, then DOMContentLoaded and load are sent,
 * then the checks run in the page's global scope (they can query the DOM and call the
 * page's functions). The app loads a fresh frame for each run.
 */
import {
  describeValue,
  type OutputLine,
  type RunRequest,
  type RunResult,
} from "@shared/domain/practice-core";
import type { PracticeFile } from "@shared/domain/practice";
import {
  checksBlocked,
  consoleText,
  OutputCollector,
  PracticeLimitError,
  runJavaScriptChecks,
  type expectEqual,
} from "@shared/domain/practice-harness";
import { isMemoryError } from "./limits";

type AsyncFn = new (...args: string[]) => (expect: typeof expectEqual) => Promise<unknown>;
const AsyncFunction = Object.getPrototypeOf(async function () {}).constructor as AsyncFn;

const isLocal = (ref: string | null) => !!ref && !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(ref);
const fileName = (ref: string) => ref.replace(/^\.\//, "").split(/[?#]/)[0];

/** The learner's document with local style sheets and scripts inlined. */
function learnerDocument(files: readonly PracticeFile[]): Document {
  const byName = new Map(files.map((f) => [f.name, f.content]));
  const html =
    byName.get("index.html") ?? files.find((f) => f.name.endsWith(".html"))?.content ?? "";
  const doc = new DOMParser().parseFromString(html, "text/html");
  for (const link of Array.from(doc.querySelectorAll('link[rel~="stylesheet"]'))) {
    const href = link.getAttribute("href");
    const css = isLocal(href) ? byName.get(fileName(href!)) : undefined;
    if (css === undefined) continue;
    const style = doc.createElement("style");
    style.textContent = css;
    style.dataset.file = fileName(href!);
    link.replaceWith(style);
  }
  for (const script of Array.from(doc.querySelectorAll("script[src]"))) {
    const src = script.getAttribute("src");
    const js = isLocal(src) ? byName.get(fileName(src!)) : undefined;
    if (js === undefined) continue;
    script.removeAttribute("src");
    script.textContent = js;
    script.setAttribute("data-file", fileName(src!));
  }
  return doc;
}

export async function runWeb(
  request: RunRequest,
  emit: { started(): void; output(line: OutputLine): void },
): Promise<RunResult> {
  const started = performance.now();
  const out = new OutputCollector(emit.output);
  let flooded = false;
  let error: string | undefined;
  let currentFile = "index.html";
  const write = (stream: OutputLine["stream"], args: unknown[]) => {
    if (flooded) throw new PracticeLimitError("output");
    try {
      out.push(stream, consoleText(args));
    } catch (e) {
      flooded = true;
      throw e;
    }
  };
  console.log = console.info = console.debug = (...a: unknown[]) => write("out", a);
  console.error = console.warn = (...a: unknown[]) => write("err", a);
  const onError = (event: ErrorEvent) => {
    const text = String(event.message ?? describeValue(event.error))
      .replace(/^Uncaught /, "")
      // A script inserted by replaceWith reports its syntax error through that call.
      .replace(/^(\w*Error: )Failed to execute '\w+' on '\w+': /, "$1");
    const where = event.lineno ? `${currentFile}:${event.lineno}: ` : "";
    if (!error) error = `${where}${text}`;
    try {
      out.push("err", `${where}${text}`);
    } catch {
      flooded = true;
    }
  };
  window.addEventListener("error", onError);
  emit.started();

  const doc = learnerDocument(request.files);
  const scripts = Array.from(doc.querySelectorAll("script"));
  const placeholders = scripts.map((s) => {
    const mark = doc.createComment("script");
    s.replaceWith(mark);
    return { mark, source: s };
  });
  document.replaceChild(document.adoptNode(doc.documentElement), document.documentElement);
  for (const { mark, source } of placeholders) {
    const script = document.createElement("script");
    for (const attr of Array.from(source.attributes)) script.setAttribute(attr.name, attr.value);
    script.textContent = source.textContent;
    currentFile = source.getAttribute("data-file") ?? "index.html";
    // Inline scripts (all local ones are inline now) run when inserted, one after the other.
    mark.replaceWith(script);
  }
  currentFile = "index.html";
  document.dispatchEvent(new Event("DOMContentLoaded", { bubbles: true }));
  window.dispatchEvent(new Event("load"));
  await new Promise((r) => setTimeout(r, 0));

  const result: RunResult = { ok: !error, output: out.lines, ms: 0 };
  if (error) {
    result.error = error;
    if (isMemoryError(error)) result.limit = "memory";
  }
  const checks = request.checks ?? [];
  if (checks.length && !flooded) {
    result.checks = error
      ? checksBlocked(checks, { kind: "error", text: error })
      : await runJavaScriptChecks(checks, (body) => new AsyncFunction("expectEqual", body));
  }
  if (flooded) Object.assign(result, { ok: false, limit: "output", checks: undefined });
  window.removeEventListener("error", onError);
  result.ms = Math.round(performance.now() - started);
  return result;
}
