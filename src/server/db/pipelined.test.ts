import { afterAll, beforeAll, describe, expect, it } from "vitest";
import net from "node:net";
import { sql } from "drizzle-orm";
import { openTestDatabase } from "../test/harness";
import { inOrder, oneWriteTransaction } from "./pipelined";
import type { Db, Tx } from "./client";

/*
 * oneWriteTransaction (decisions 0069, 0074) on the test database: PGlite, or PostgreSQL with
 * TEST_DATABASE_URL, where BEGIN, the statements and COMMIT must leave in one write on a
 * shared connection and still run inside the transaction, in order, whole, whatever other
 * transactions share the connection.
 */

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Db;
const rows = async () =>
  (
    (await db.execute(sql`select v from kw_pipe order by id`)) as unknown as {
      rows: { v: string }[];
    }
  ).rows.map((r) => r.v);
const insert = (tx: Tx, v: string) =>
  tx.execute(sql`insert into kw_pipe (v) values (${v}) returning v`).then(() => v);
const count = (tx: Tx) =>
  tx
    .execute(sql`select count(*)::int as n from kw_pipe`)
    .then((r) => (r as unknown as { rows: { n: number }[] }).rows[0].n);

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  await db.execute(sql`create table kw_pipe (id serial primary key, v text not null unique)`);
});
afterAll(async () => {
  await database.close();
  await database.dropIfTemp();
});

/** Socket writes made while `fn` runs (PostgreSQL: the connection's; PGlite: none). */
async function writesDuring<T>(fn: () => Promise<T>) {
  const proto = net.Socket.prototype as unknown as Record<"_write" | "_writev", () => unknown>;
  const [one, many] = [proto._write, proto._writev];
  let writes = 0;
  proto._write = function (...a: unknown[]) {
    writes++;
    return one.apply(this, a as []);
  };
  proto._writev = function (...a: unknown[]) {
    writes++;
    return many.apply(this, a as []);
  };
  try {
    return { result: await fn(), writes };
  } finally {
    [proto._write, proto._writev] = [one, many];
  }
}

describe("one-write transaction", () => {
  const postgres = () => database.kind === "postgres";

  it("runs its steps in order inside the transaction and commits them in one write", async () => {
    await db.execute(sql`delete from kw_pipe`);
    await oneWriteTransaction(db, (tx) => count(tx)); // opens the shared connection
    const { result, writes } = await writesDuring(() =>
      oneWriteTransaction(db, (tx) =>
        inOrder(tx, [() => insert(tx, "a"), () => count(tx), () => insert(tx, "b")]),
      ),
    );
    // Each step saw the ones before it: the count ran after "a" and before "b".
    expect(result).toEqual(["a", 1, "b"]);
    expect(await rows()).toEqual(["a", "b"]);
    expect(writes).toBe(postgres() ? 1 : 0);
  });

  it("rolls back when a step fails in the middle, and later steps do not land", async () => {
    await db.execute(sql`delete from kw_pipe`);
    await db.execute(sql`insert into kw_pipe (v) values ('taken')`);
    await expect(
      oneWriteTransaction(db, (tx) =>
        inOrder(tx, [
          () => insert(tx, "first"),
          () => insert(tx, "taken"),
          () => insert(tx, "third"),
        ]),
      ),
    ).rejects.toThrow();
    expect(await rows()).toEqual(["taken"]);
    // The connection is usable afterwards.
    await oneWriteTransaction(db, (tx) => insert(tx, "after"));
    expect(await rows()).toEqual(["taken", "after"]);
  });

  it("keeps parallel transactions whole and apart; a failing one fails alone", async () => {
    await db.execute(sql`delete from kw_pipe`);
    await db.execute(sql`insert into kw_pipe (v) values ('p7-b')`);
    const own = (tx: Tx, i: number) =>
      tx
        .execute(sql`select count(*)::int as n from kw_pipe where v like ${`p${i}-%`}`)
        .then((r) => (r as unknown as { rows: { n: number }[] }).rows[0].n);
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        oneWriteTransaction(db, (tx) =>
          inOrder(tx, [() => insert(tx, `p${i}-a`), () => own(tx, i), () => insert(tx, `p${i}-b`)]),
        ),
      ),
    );
    // Transaction 7 ran into the row that was there: it rolled back, alone.
    expect(results.map((r) => r.status)).toEqual(
      results.map((_, i) => (i === 7 ? "rejected" : "fulfilled")),
    );
    for (const [i, r] of results.entries())
      if (i !== 7) expect(r).toEqual({ status: "fulfilled", value: [`p${i}-a`, 1, `p${i}-b`] });
    const stored = await rows();
    expect(stored).toHaveLength(1 + 39 * 2);
    expect(stored.filter((v) => v.startsWith("p7-"))).toEqual(["p7-b"]);
  });

  it("answers the function's error after COMMIT; what its statements wrote stays", async () => {
    await db.execute(sql`delete from kw_pipe`);
    await expect(
      oneWriteTransaction(db, async (tx) => {
        await inOrder(tx, [() => insert(tx, "kept")]);
        throw new Error("Lektion ist bereits abgeschlossen");
      }),
    ).rejects.toThrow("Lektion ist bereits abgeschlossen");
    // On PostgreSQL COMMIT had left with the statement; on PGlite the throw rolled back.
    expect(await rows()).toEqual(postgres() ? ["kept"] : []);
  });

  it("refuses a statement started after the first await (PostgreSQL)", async () => {
    if (!postgres()) return expect(database.kind).toBe("pglite");
    await db.execute(sql`delete from kw_pipe`);
    await expect(
      oneWriteTransaction(db, async (tx) => {
        await insert(tx, "in");
        return insert(tx, "late");
      }),
    ).rejects.toMatchObject({
      cause: {
        message: expect.stringContaining("a statement started after the transaction's write"),
      },
    });
    expect(await rows()).toEqual(["in"]);
    // Nothing was left open on the shared connection: the next transaction is whole.
    await expect(
      oneWriteTransaction(db, (tx) => inOrder(tx, [() => insert(tx, "x"), () => insert(tx, "in")])),
    ).rejects.toThrow();
    expect(await rows()).toEqual(["in"]);
  });
});
