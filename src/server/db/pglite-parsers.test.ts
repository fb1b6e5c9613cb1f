import { PGlite, types, type QueryOptions } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { date, integer, interval, jsonb, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DRIZZLE_TEXT_TYPES, drizzleClient, withoutDrizzleParsers } from "./pglite-parsers";

const t = pgTable("t", {
  id: integer("id").primaryKey(),
  name: text("name"),
  at: timestamp("at", { withTimezone: true }),
  plain: timestamp("plain"),
  day: date("day"),
  span: interval("span"),
  amount: numeric("amount"),
  tags: jsonb("tags"),
});

const ddl = `create table t (id int primary key, name text, at timestamptz, plain timestamp,
  day date, span interval, amount numeric, tags jsonb);
  insert into t values (1, 'eins', '2026-01-02T03:04:05.678Z', '2026-01-02 03:04:05', '2026-01-02',
    '1 day 02:00:00', 12.50, '["a"]'), (2, null, null, null, null, null, null, null)`;

describe("drizzle's parsers installed in PGlite once", () => {
  let plain: PGlite;
  let fast: PGlite;

  beforeAll(async () => {
    plain = await PGlite.create();
    fast = await PGlite.create();
    await plain.exec(ddl);
    await fast.exec(ddl);
  });
  afterAll(async () => {
    await plain.close();
    await fast.close();
  });

  it("drizzle passes only parsers of the installed types, and each keeps the text", async () => {
    const seen: QueryOptions[] = [];
    const spy = {
      query: (q: string, p: unknown[], options: QueryOptions) => {
        seen.push(options);
        return plain.query(q, p, options);
      },
    };
    const db = drizzle({ client: spy as unknown as PGlite });
    await db.select().from(t);
    await db.execute(sql`select at from t`);
    expect(seen).toHaveLength(2);
    for (const options of seen) {
      const keys = Object.keys(options.parsers ?? {}).map(Number);
      expect(keys.length).toBeGreaterThan(0);
      expect(DRIZZLE_TEXT_TYPES).toEqual(expect.arrayContaining(keys));
      for (const key of keys) expect(options.parsers![key]!("2026-01-02 03:04:05+00")).toBe("2026-01-02 03:04:05+00");
    }
  });

  it("answers exactly what drizzle on PGlite answers, in and outside a transaction", async () => {
    const before = drizzle({ client: plain });
    const after = drizzle({ client: drizzleClient(fast) });
    const read = (db: typeof before) =>
      Promise.all([
        db.select().from(t).orderBy(t.id),
        db.execute(sql`select at, plain, day, span, amount, tags, array[at] as ats from t order by id`),
        db.transaction((tx) => tx.select().from(t).orderBy(t.id)),
      ]);
    const [rows, raw, inTx] = await read(after);
    expect([rows, raw.rows, inTx]).toEqual(await read(before).then(([a, b, c]) => [a, b.rows, c]));
    expect(rows[0]!.at).toEqual(new Date("2026-01-02T03:04:05.678Z"));
    expect(raw.rows[0]).toMatchObject({
      at: "2026-01-02 03:04:05.678+00",
      day: "2026-01-02",
      span: "1 day 02:00:00",
      amount: "12.50",
    });
  });

  it("passes any other parser on as given", () => {
    const other = { parsers: { [types.INT4]: (v: string) => Number(v) + 1 } };
    expect(withoutDrizzleParsers(fast, other)).toBe(other);
    const drizzles = { rowMode: "array" as const, parsers: { [types.TIMESTAMPTZ]: (v: string) => v } };
    expect(withoutDrizzleParsers(fast, drizzles)).toEqual({ rowMode: "array" });
    // Not installed in this instance: drizzle's parsers stay with the query.
    expect(withoutDrizzleParsers(plain, drizzles)).toBe(drizzles);
  });
});
