import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { namedStatementClient, type NamedStatementClient } from "./pglite-named";

describe("named statements on PGlite", () => {
  let pg: PGlite;
  let named: NamedStatementClient;
  const text = "select id, name, at, tags from t where id = $1 or name = $2 order by id";

  beforeAll(async () => {
    pg = await PGlite.create();
    await pg.exec(`create table t (id int primary key, name text, at timestamptz, tags jsonb);
      insert into t values (1, 'eins', '2026-01-02T03:04:05Z', '["a"]'), (2, null, null, null)`);
    named = await namedStatementClient(pg);
  });
  afterAll(() => pg.close());

  it("answers like PGlite's own query, in object and array mode, with nulls", async () => {
    for (const options of [undefined, { rowMode: "array" as const }]) {
      const own = await pg.query(text, [1, null], options);
      const viaName = await named.query(text, [1, null], options);
      expect(viaName.rows).toEqual(own.rows);
      expect(viaName.fields).toEqual(own.fields);
    }
    const { rows } = await named.query<{ at: Date; tags: string[] }>(text, [2, "eins"]);
    expect(rows.map((r) => r.at?.toISOString() ?? null)).toEqual(["2026-01-02T03:04:05.000Z", null]);
    expect(rows[0]!.tags).toEqual(["a"]);
  });

  it("parses a statement once and plans it once, whatever the values", async () => {
    for (let i = 0; i < 5; i++) await named.query(text, [i, `n${i}`]);
    const { rows } = await pg.query<{ statement: string; generic_plans: number; custom_plans: number }>(
      "select statement, generic_plans, custom_plans from pg_prepared_statements",
    );
    const mine = rows.filter((r) => r.statement === text);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.custom_plans).toBe(0);
    expect(mine[0]!.generic_plans).toBeGreaterThanOrEqual(5);
  });

  it("reports a bad value or a bad statement and stays usable", async () => {
    await expect(named.query("select id from t where id = $1", ["x"])).rejects.toThrow(
      /invalid input syntax for type integer/,
    );
    await expect(named.query("select nope from t where id = $1", [1])).rejects.toThrow(
      /column "nope" does not exist/,
    );
    expect((await named.query("select id from t where id = $1", [1])).rows).toEqual([{ id: 1 }]);
    expect((await pg.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
  });

  it("waits for a transaction in progress and then sees what it committed", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    const tx = pg.transaction(async (t) => {
      await t.query("insert into t (id, name) values (3, 'drei')");
      inserted();
      await held;
    });
    await insertDone;
    const read = named.query<{ name: string }>("select name from t where id = $1", [3]);
    let answered = false;
    void read.then(() => (answered = true));
    await new Promise((r) => setTimeout(r, 50));
    const waited = answered;
    release();
    await tx;
    expect((await read).rows).toEqual([{ name: "drei" }]);
    expect(waited).toBe(false);
  });
});
