import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { openPostgres } from "./client";

/*
 * Replicas starting together after an upgrade (issue 31): on PostgreSQL the migrations run
 * under an advisory lock, so both starts succeed and the migrations are applied once.
 */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("migrations of two processes at once (PostgreSQL)", () => {
  it("both succeed, each migration recorded once", async () => {
    const pg = (await import("pg")).default;
    const name = `kw_mig_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const u = new URL(url!);
    u.pathname = `/${name}`;
    const [a, b] = await Promise.all([
      openPostgres(u.toString(), 2),
      openPostgres(u.toString(), 2),
    ]);
    try {
      await Promise.all([a.migrate(), b.migrate()]);
      const c = new pg.Client({ connectionString: u.toString() });
      await c.connect();
      const { rows } = await c.query<{ n: number; d: number }>(
        "select count(*)::int as n, count(distinct hash)::int as d from drizzle.__drizzle_migrations",
      );
      await c.end();
      expect(rows[0].n).toBeGreaterThan(10);
      expect(rows[0].n).toBe(rows[0].d);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});
