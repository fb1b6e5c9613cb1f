import { afterAll, beforeAll, describe, expect, it } from "vitest";
import net from "node:net";
import { sql } from "drizzle-orm";
import { openTestDatabase } from "../test/harness";
import { inOrder, pipelinedTransaction } from "./pipelined";
import type { Db, Tx } from "./client";

/*
 * pipelinedTransaction (decision 0069) on the test database: PGlite, or PostgreSQL with
 * TEST_DATABASE_URL, where the statements started together must leave in one write and
 * still run inside the transaction, in order.
 */

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Db;
const rows = async () =>
  ((await db.execute(sql`select v from kw_pipe order by id`)) as unknown as { rows: { v: string }[] })
    .rows.map((r) => r.v);
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

describe("pipelined transaction", () => {
  it("runs its steps in order inside the transaction and commits them with the last", async () => {
    await db.execute(sql`delete from kw_pipe`);
    const { result, writes } = await writesDuring(() =>
      pipelinedTransaction(db, async (tx, finish) => {
        const [a, seen, b] = await inOrder(tx, [
          () => insert(tx, "a"),
          () => count(tx),
          () => insert(tx, "b"),
        ]);
        return finish(async () => [a, seen, b, await insert(tx, "c")]);
      }),
    );
    // Each step saw the ones before it: the count ran after "a" and before "b".
    expect(result).toEqual(["a", 1, "b", "c"]);
    expect(await rows()).toEqual(["a", "b", "c"]);
    // BEGIN with the first steps, the last step with COMMIT.
    expect(writes).toBe(database.kind === "postgres" ? 2 : 0);
  });

  it("rolls back what the first steps wrote when the function throws after them", async () => {
    await db.execute(sql`delete from kw_pipe`);
    await expect(
      pipelinedTransaction(db, async (tx) => {
        await inOrder(tx, [() => insert(tx, "x"), () => insert(tx, "y")]);
        throw new Error("nicht sichtbar");
      }),
    ).rejects.toThrow("nicht sichtbar");
    expect(await rows()).toEqual([]);
  });

  it("rolls back everything when a statement sent with COMMIT fails", async () => {
    await db.execute(sql`delete from kw_pipe`);
    await db.execute(sql`insert into kw_pipe (v) values ('taken')`);
    await expect(
      pipelinedTransaction(db, async (tx, finish) => {
        await inOrder(tx, [() => insert(tx, "new")]);
        return finish(() => insert(tx, "taken"));
      }),
    ).rejects.toThrow();
    expect(await rows()).toEqual(["taken"]);
    // The connection is usable afterwards.
    await pipelinedTransaction(db, async (tx) => insert(tx, "after"));
    expect(await rows()).toEqual(["taken", "after"]);
  });

  it("rolls back when a step fails in the middle, and later steps do not land", async () => {
    await db.execute(sql`delete from kw_pipe`);
    await db.execute(sql`insert into kw_pipe (v) values ('taken')`);
    await expect(
      pipelinedTransaction(db, async (tx, finish) => {
        await inOrder(tx, [
          () => insert(tx, "first"),
          () => insert(tx, "taken"),
          () => insert(tx, "third"),
        ]);
        return finish(async () => "never");
      }),
    ).rejects.toThrow();
    expect(await rows()).toEqual(["taken"]);
  });
});
