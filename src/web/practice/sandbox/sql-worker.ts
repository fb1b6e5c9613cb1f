/**
 * The SQL runtime's worker (decision 0077): PGlite from Kurswerk's own files
 * (PRACTICE_ASSETS/pglite/), fetched and compiled by the sandbox frame while this worker's
 * script loads (decision 0241), kept warm with the exercise's dataset loaded. Every attempt
 * runs in a transaction that is rolled back (runSqlAttempt); when the learner ended that
 * transaction, or another dataset comes, the database is created afresh.
 */
import { PGlite } from "@electric-sql/pglite";
import type { RunRequest, RunResult } from "@shared/domain/practice-core";
import { runSqlAttempt } from "@shared/domain/practice-harness";
import type { SqlFiles } from "./sql-files";
import { scope } from "./worker-scope";

/** PGlite's files, compiled and fetched by the sandbox frame while this worker loaded (sql-files.ts). */
let receive!: (message: { files?: SqlFiles; error?: string }) => void;
const files = new Promise<SqlFiles>(
  (resolve, reject) =>
    (receive = (m) => (m.files ? resolve(m.files) : reject(new Error(m.error ?? "no files")))),
);
// A run before the files came waits for them; a failure is its answer (and not unhandled).
files.catch(() => undefined);

/** A fresh empty database made ahead of need, so a dataset only has to be loaded into it. */
let spare: Promise<PGlite> | null = null;

async function create(): Promise<PGlite> {
  const { pgliteWasmModule, initdbWasmModule, fsBundle, loadDataDir } = await files;
  return PGlite.create({ pgliteWasmModule, initdbWasmModule, fsBundle, loadDataDir });
}

/** Makes the spare database (idle time: while the learner reads the task, after a run). */
function prepareSpare() {
  if (spare) return;
  const made = create();
  spare = made;
  made.catch(() => {
    if (spare === made) spare = null;
  });
}

function takeSpare(): Promise<PGlite> {
  const db = spare ?? create();
  spare = null;
  return db;
}

let current: { dataset: string; db: Promise<PGlite> } | null = null;

function database(dataset: string): Promise<PGlite> {
  if (current?.dataset === dataset) return current.db;
  const old = current;
  current = {
    dataset,
    db: (async () => {
      void old?.db.then((d) => d.close()).catch(() => undefined);
      const db = await takeSpare();
      if (dataset.trim()) await db.exec(dataset);
      return db;
    })(),
  };
  const mine = current;
  mine.db.catch(() => {
    if (current === mine) current = null;
  });
  return mine.db;
}
// Start PGlite while the learner reads the task; the exercise's dataset goes into it.
prepareSpare();

scope.onmessage = async (
  event: MessageEvent<
    { kind: "files"; files?: SqlFiles; error?: string } | { id: number; request: RunRequest }
  >,
) => {
  if ("kind" in event.data) return receive(event.data);
  const { id, request } = event.data;
  let db: PGlite;
  try {
    db = await database(request.dataset ?? "");
  } catch (e) {
    const error = `dataset: ${e instanceof Error ? e.message : String(e)}`;
    scope.postMessage({ kind: "result", id, result: { ok: false, output: [], error, ms: 0 } });
    return;
  }
  scope.postMessage({ kind: "started", id });
  const began = performance.now();
  const attempt = await runSqlAttempt(db, request.files, request.checks);
  if (attempt.dirty) {
    // The learner ended the harness's transaction: this database may hold their changes.
    const stale = current;
    current = null;
    void stale?.db.then((d) => d.close()).catch(() => undefined);
  }
  const { dirty: _dirty, ...rest } = attempt;
  const result: RunResult = { ...rest, output: [], ms: Math.round(performance.now() - began) };
  scope.postMessage({ kind: "result", id, result });
  // After the answer, not before it: the next dataset or a reset finds a database ready.
  if (attempt.dirty) void database(request.dataset ?? "");
  prepareSpare();
};
