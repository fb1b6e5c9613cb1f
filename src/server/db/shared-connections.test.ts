import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { sharedConnections, type SharedConnections } from "./shared-connections";

/*
 * The hot reads' shared, pipelined connections (decision 0071) against a real PostgreSQL
 * (TEST_DATABASE_URL; PGlite has no connections): many requests at once on one backend, each
 * answered with its own rows, a failing statement failing only its own request, and a lost
 * connection replaced at the next statement.
 */
const url = process.env.TEST_DATABASE_URL;
let reads: SharedConnections;
const errors: string[] = [];
const admin = () => new pg.Client({ connectionString: url });

const named = (n: number) => ({
  name: "kw_test_shared",
  text: "select $1::int * 2 as doubled, pg_backend_pid() as pid",
  values: [n],
});
type Row = { doubled: number; pid: number };
const rowsOf = (r: unknown) => (r as { rows: Row[] }).rows;

beforeAll(() => {
  if (!url) return;
  reads = sharedConnections(
    () => new pg.Client({ connectionString: url, pipeline: true }),
    1,
    (err) => errors.push(err.message),
  );
});
afterAll(async () => {
  await reads?.end();
});

describe.runIf(url)("shared pipelined read connections (TEST_DATABASE_URL)", () => {
  it("answers many statements at once on one backend, each with its own rows", async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => reads.query(named(i)).then(rowsOf)),
    );
    expect(answers.map((rows) => rows[0].doubled)).toEqual(
      Array.from({ length: 200 }, (_, i) => i * 2),
    );
    expect(new Set(answers.map((rows) => rows[0].pid)).size).toBe(1);
  });

  it("fails only the statement that fails", async () => {
    const [before, failed, after] = await Promise.allSettled([
      reads.query(named(1)),
      reads.query({ text: "select 1 / $1::int", values: [0] }),
      reads.query(named(3)),
    ]);
    expect(before.status === "fulfilled" && rowsOf(before.value)[0].doubled).toBe(2);
    expect(failed.status === "rejected" && (failed.reason as Error).message).toBe(
      "division by zero",
    );
    expect(after.status === "fulfilled" && rowsOf(after.value)[0].doubled).toBe(6);
  });

  it("replaces a connection the server ended, at the next statement", async () => {
    const [{ pid }] = rowsOf(await reads.query(named(1)));
    const other = admin();
    await other.connect();
    try {
      await other.query("select pg_terminate_backend($1)", [pid]);
    } finally {
      await other.end();
    }
    // The ended connection's next statement may fail; the one after runs on a new backend.
    await reads.query(named(2)).catch(() => undefined);
    const [again] = rowsOf(await reads.query(named(5)));
    expect(again.doubled).toBe(10);
    expect(again.pid).not.toBe(pid);
    expect(errors.join(" ")).toMatch(/terminat/);
  });

  it("refuses statements once ended", async () => {
    const closing = sharedConnections(
      () => new pg.Client({ connectionString: url, pipeline: true }),
      1,
      () => undefined,
    );
    expect(rowsOf(await closing.query(named(4)))[0].doubled).toBe(8);
    await closing.end();
    await expect(closing.query(named(4))).rejects.toThrow("The database connections are closed");
  });
});
