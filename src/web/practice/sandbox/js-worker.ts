/**
 * The JavaScript runtime's worker (decision 0077): one fresh worker per run, so the
 * learner's globals never outlive a run and an endless loop blocks only this worker (the
 * app terminates the frame at the time limit). The learner's files run as one script
 * (javascriptProgram), console output is captured, then the checks run in its scope.
 */
import type { RunRequest, RunResult } from "@shared/domain/practice-core";
import {
  checksBlocked,
  consoleText,
  javascriptErrorText,
  javascriptProgram,
  javascriptEntryName,
  javascriptSyntaxErrorPlace,
  OutputCollector,
  PracticeLimitError,
  PRACTICE_JS_HOOK,
  runJavaScriptChecks,
  type expectEqual,
} from "@shared/domain/practice-harness";
import { isMemoryError } from "./limits";
import { scope } from "./worker-scope";

scope.onmessage = async (event: MessageEvent<{ id: number; request: RunRequest }>) => {
  const { id, request } = event.data;
  const began = performance.now();
  const out = new OutputCollector((line) => scope.postMessage({ kind: "output", id, line }));
  let flooded = false;
  let error: string | undefined;
  const write = (stream: "out" | "err", args: unknown[]) => {
    if (flooded) throw new PracticeLimitError("output");
    try {
      out.push(stream, consoleText(args));
    } catch (e) {
      flooded = true;
      throw e;
    }
  };
  const console = globalThis.console as unknown as Record<string, (...a: unknown[]) => void>;
  for (const name of ["log", "info", "debug"]) console[name] = (...a) => write("out", a);
  for (const name of ["error", "warn"]) console[name] = (...a) => write("err", a);
  scope.addEventListener("unhandledrejection", (e) => {
    e.preventDefault();
    error ??= javascriptErrorText(e.reason);
  });
  const entry = javascriptEntryName(request.files);
  scope.postMessage({ kind: "started", id });
  try {
    (0, eval)(javascriptProgram(request.files));
    // Let timers and promises the program started at once settle before the checks.
    await new Promise((r) => setTimeout(r, 0));
  } catch (e) {
    error = javascriptErrorText(e, entry);
    // V8 gives eval'd code's syntax errors no line: find it (issue 42).
    const place = /^SyntaxError\b/.test(error)
      ? javascriptSyntaxErrorPlace(request.files, (source) => (0, eval)(`throw 0;\n${source}`))
      : null;
    if (place) error = `${place.file}:${place.line}: ${error}`;
  }
  const result: RunResult = { ok: !error, output: [], ms: 0 };
  if (error) result.error = error;
  if (isMemoryError(error)) result.limit = "memory";
  const checks = request.checks ?? [];
  if (checks.length && !flooded) {
    const hook = (globalThis as Record<string, unknown>)[PRACTICE_JS_HOOK] as
      ((body: string) => (expect: typeof expectEqual) => Promise<unknown>) | undefined;
    result.checks =
      error || !hook
        ? checksBlocked(checks, { kind: "error", text: error ?? "" })
        : await runJavaScriptChecks(checks, hook);
  }
  if (flooded) Object.assign(result, { ok: false, limit: "output", checks: undefined });
  result.ms = Math.round(performance.now() - began);
  scope.postMessage({ kind: "result", id, result });
};
