import { sql } from "drizzle-orm";
import type { Db, Tx } from "./client";

/*
 * Write transactions in one write (decisions 0069, 0073, 0074). On PostgreSQL BEGIN, the
 * transaction's statements and COMMIT leave together, pipelined (node-postgres
 * `pipeline: true`); the server still runs them one after the other, in order, each seeing
 * what the ones before it wrote. Since nothing waits between them, the transaction needs no
 * connection to itself: it goes to the shared write connections, where the backend finds the
 * next transaction already waiting instead of sleeping and being woken for each one (a
 * socket write to a sleeping backend was the larger part of a completion's CPU on both
 * sides). On PGlite (in process, no socket) it is an ordinary transaction.
 */

/** A pipelined node-postgres client as drizzle's session uses it. */
interface PipelinedClient {
  query(config: unknown, values?: unknown): Promise<unknown>;
  connection: { stream: { cork(): void; uncork(): void } };
}

/** What `openPostgres` registers: the shared write connections and drizzle's session parts. */
interface PipelinedWrites {
  /** Runs `use` with the least busy shared write connection (shared-connections.ts). */
  withClient<T>(use: (client: PipelinedClient) => Promise<T>): Promise<T>;
  /** drizzle-orm/node-postgres/session's classes (loaded with pg, not in PGlite mode). */
  session: new (
    client: PipelinedClient,
    dialect: unknown,
    schema: unknown,
    options: unknown,
  ) => object;
  transaction: new (dialect: unknown, session: object, schema: unknown) => Tx;
}

const writers = new WeakMap<object, PipelinedWrites>();
/** Transactions whose statements are sent without waiting (see `inOrder`). */
const pipelinedTx = new WeakSet<object>();

export function usePipelinedWrites(db: Db, writes: PipelinedWrites) {
  writers.set(db, writes);
}

/**
 * Runs `fn` as a transaction that leaves in one write: BEGIN, every statement `fn` starts
 * before its first `await` (start several with `inOrder`) and COMMIT. `fn`'s answer is
 * looked at once COMMIT is answered, so nothing it decides from its statements' answers can
 * roll them back: a statement that must not write in some case carries that condition
 * itself (decision 0073). A statement that fails rolls the whole transaction back and is
 * the error; a statement started after `fn`'s first `await` is refused with an error (it
 * would run outside the transaction, between other requests' statements).
 */
export async function oneWriteTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const writes = writers.get(db);
  if (!writes) return db.transaction((tx) => fn(tx));

  const base = (
    db as unknown as { session: { dialect: unknown; schema: unknown; options: unknown } }
  ).session;
  return writes.withClient(async (client) => {
    let open = true;
    const guarded = Object.create(client, {
      query: {
        value: (config: unknown, values?: unknown) => {
          if (!open)
            throw new Error(
              "oneWriteTransaction: a statement started after the transaction's write",
            );
          return client.query(config, values);
        },
      },
    }) as PipelinedClient;
    const session = new writes.session(guarded, base.dialect, base.schema, base.options);
    const tx = new writes.transaction(base.dialect, session, base.schema);
    pipelinedTx.add(tx);
    // drizzle's execute() is lazy (it runs at `then`): `then` here sends it now, in order.
    const run = (statement: string) =>
      tx.execute(sql.raw(statement)).then((r) => r as unknown as { command?: string });
    const stream = client.connection.stream;
    let result: Promise<T>;
    let commit: Promise<{ command?: string }>;
    stream.cork();
    try {
      void run("begin").catch(() => undefined);
      let threw = false;
      try {
        result = fn(tx);
      } catch (err) {
        [result, threw] = [Promise.reject(err), true];
      }
      // Never leave a transaction open on a shared connection.
      commit = run(threw ? "rollback" : "commit");
    } finally {
      open = false;
      stream.uncork();
    }
    // Both answers arrive before either is looked at: the connection is past this
    // transaction afterwards.
    const [value, committed] = await Promise.allSettled([result, commit]);
    if (value.status === "rejected") throw value.reason;
    if (committed.status === "rejected") throw committed.reason;
    if (committed.value.command !== "COMMIT") throw new Error("transaction was rolled back");
    return value.value;
  });
}

/**
 * Runs `steps` in the order given, each seeing what the ones before it wrote. In a
 * one-write transaction on PostgreSQL their statements are sent without waiting for the
 * answers in between; elsewhere one after the other.
 */
export async function inOrder<const T extends readonly (() => Promise<unknown>)[]>(
  tx: Tx,
  steps: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  type Out = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
  if (pipelinedTx.has(tx)) return (await Promise.all(steps.map((step) => step()))) as Out;
  const out: unknown[] = [];
  for (const step of steps) out.push(await step());
  return out as Out;
}
