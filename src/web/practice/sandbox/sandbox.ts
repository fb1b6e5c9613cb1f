/**
 * The practice sandbox frame's script (decision 0077), loaded by /practice/sandbox.html in
 * an <iframe sandbox="allow-scripts"> without allow-same-origin: an opaque origin, so the
 * learner's code cannot read Kurswerk's cookies or storage or call its API as the learner.
 * It accepts runs only from its parent window and answers with the protocol of
 * src/web/practice/protocol.ts. The runtime is the page's hash (#web, #python …).
 */
import { RUNTIME_FILES, type FromSandbox, type ToSandbox } from "../protocol";
import type { PracticeRuntime } from "@shared/domain/practice-core";
import { askParent, receiveFile } from "./parent-files";
import { pythonFiles } from "./python-files";
import { sqlFiles } from "./sql-files";
import { runWeb } from "./web-runtime";
import { WorkerHost } from "./worker-host";

const app = window.parent;
const post = (m: FromSandbox) => app.postMessage(m, "*");
const meta = document.querySelector<HTMLMetaElement>('meta[name="practice-assets"]');
const assets = new URL(meta?.content ?? "./", location.href);
const runtime = location.hash.slice(1) as PracticeRuntime;

// The worker's script and the runtime's files come through the app's page (decision 0243).
const files = RUNTIME_FILES[runtime];
if (files) askParent(assets, [...files], post);

const host =
  runtime === "javascript"
    ? new WorkerHost(assets, "js-worker.js", true)
    : runtime === "python"
      ? new WorkerHost(assets, "python-worker.js", false, true, () =>
          pythonFiles(assets).then((files) => ({ kind: "files", files })),
        )
      : runtime === "sql"
        ? new WorkerHost(assets, "sql-worker.js", false, false, () =>
            sqlFiles(assets).then(
              (files) => ({ kind: "files", files }),
              (e: unknown) => ({ kind: "files", error: String(e) }),
            ),
          )
        : null;
host?.warm();

let queue: Promise<unknown> = Promise.resolve();

window.addEventListener("message", (event: MessageEvent<ToSandbox>) => {
  if (event.source !== app) return;
  if (event.data?.kind === "practice:file") return receiveFile(event.data);
  if (event.data?.kind !== "practice:run") return;
  const { id, request } = event.data;
  // The run's own port (session.ts): its messages leave at once, even while a learner's page
  // in this frame loops; a window's postMessage would wait for this frame's event loop.
  const port = event.ports[0] as MessagePort | undefined;
  const send = (m: FromSandbox) => (port ? port.postMessage(m) : post(m));
  const emit = {
    started: () => send({ kind: "practice:started", id }),
    output: (
      line: FromSandbox & { kind: "practice:output" } extends { line: infer L } ? L : never,
    ) => send({ kind: "practice:output", id, line }),
  };
  queue = queue.then(async () => {
    try {
      const result = host ? await host.run(id, request, emit) : await runWeb(request, emit);
      send({ kind: "practice:result", id, result });
    } catch (e) {
      send({
        kind: "practice:result",
        id,
        result: { ok: false, output: [], error: String(e), ms: 0 },
      });
    }
  });
});

post({ kind: "practice:ready" });
