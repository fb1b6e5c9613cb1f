import { sql } from "drizzle-orm";
import type { Db, Tx } from "./client";

/*
 * Write transactions in few round trips (decision 0069). On PostgreSQL the statements a
 * transaction starts in one go (BEGIN with its first statements, its last statements with
 * COMMIT) leave in one write on the connection, pipelined (node-postgres `pipeline: true`);
 * the server still runs them one after the other, in order, each seeing what the ones
 * before it wrote. A socket write and the wake-ups around it were the larger part of a
 * lesson completion's CPU on both sides. On PGlite (in process, no socket) it is an
 * ordinary transaction.
 */

/** What `openPostgres` registers: a pool whose clients pipeline, and drizzle's session parts. */
interface PipelinedPool {
  connect(): Promise<PooledClient>;
  /** drizzle-orm/node-postgres/session's classes (loaded with pg, not in PGlite mode). */
  session: new (client: PooledClient, dialect: unknown, schema: unknown, options: unknown) => object;
  transaction: new (dialect: unknown, session: object, schema: unknown) => Tx;
}
interface PooledClient {
  connection: { stream: { cork(): void; uncork(): void } };
  release(err?: Error | boolean): void;
}

const pools = new WeakMap<object, PipelinedPool>();
/** Transactions whose statements may be sent without waiting (see `inOrder`). */
const pipelinedTx = new WeakMap<object, <R>(send: () => R) => R>();

export function usePipelinedPool(db: Db, pool: PipelinedPool) {
  pools.set(db, pool);
}

/**
 * Sends `last()`'s statements and COMMIT in one write and answers `last()`'s result once
 * the transaction is committed. Call it at most once, as the transaction's last step.
 */
export type Finish = <R>(last: () => Promise<R>) => Promise<R>;

/**
 * Runs `fn` in a transaction. The statements `fn` starts before its first `await` leave
 * together with BEGIN; start independent statements together (`Promise.all`) to send them
 * in one write. `finish(last)` sends the last statements with COMMIT. When `fn` throws,
 * the transaction is rolled back; a COMMIT the server answers with ROLLBACK (a statement
 * failed that nobody awaited) is an error, never a silent success.
 */
export async function pipelinedTransaction<T>(
  db: Db,
  fn: (tx: Tx, finish: Finish) => Promise<T>,
): Promise<T> {
  const pool = pools.get(db);
  if (!pool) return db.transaction((tx) => fn(tx, (last) => last()));

  const base = (db as unknown as { session: { dialect: unknown; schema: unknown; options: unknown } })
    .session;
  const client = await pool.connect();
  const session = new pool.session(client, base.dialect, base.schema, base.options);
  const tx = new pool.transaction(base.dialect, session, base.schema);
  const stream = client.connection.stream;
  const together = <R>(send: () => R): R => {
    stream.cork();
    try {
      return send();
    } finally {
      stream.uncork();
    }
  };
  pipelinedTx.set(tx, together);
  // drizzle's execute() is lazy (it runs at `then`): `then` here sends it now, in order.
  const run = (statement: string) =>
    tx.execute(sql.raw(statement)).then((r) => r as unknown as { command?: string });
  let commit: Promise<{ command?: string }> | undefined;
  const finish: Finish = async (last) => {
    if (commit) throw new Error("pipelinedTransaction: finish called twice");
    const result = together(() => {
      const r = last();
      commit = run("commit");
      return r;
    });
    // Both answers arrive before either is looked at: the connection is idle afterwards.
    const [value, committed] = await Promise.allSettled([result, commit!]);
    if (value.status === "rejected") throw value.reason;
    if (committed.status === "rejected") throw committed.reason;
    if (committed.value.command !== "COMMIT") throw new Error("transaction was rolled back");
    return value.value;
  };

  let broken: unknown;
  try {
    const begun = together(() => {
      const b = run("begin");
      return { b, result: fn(tx, finish) };
    });
    const [, result] = await Promise.all([begun.b, begun.result]);
    if (!commit) {
      const committed = await run("commit");
      if (committed.command !== "COMMIT") throw new Error("transaction was rolled back");
    }
    return result;
  } catch (err) {
    if (commit) {
      // COMMIT was sent: the transaction ended either way (a failure before it turned it
      // into a rollback). Wait for its answer so the connection is idle when released.
      await commit.catch(() => undefined);
    } else {
      // Sent after whatever is still in flight: its answer means the connection is idle.
      await run("rollback").catch((e: unknown) => (broken = e));
    }
    throw err;
  } finally {
    client.release(broken instanceof Error ? broken : undefined);
  }
}

/**
 * Runs `steps` in the order given, each seeing what the ones before it wrote. In a
 * pipelined transaction on PostgreSQL their statements are sent without waiting for the
 * answers in between (one write when nothing awaited before); elsewhere one after the other.
 */
export async function inOrder<const T extends readonly (() => Promise<unknown>)[]>(
  tx: Tx,
  steps: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  type Out = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
  const together = pipelinedTx.get(tx);
  if (together) return (await Promise.all(together(() => steps.map((step) => step())))) as Out;
  const out: unknown[] = [];
  for (const step of steps) out.push(await step());
  return out as Out;
}
