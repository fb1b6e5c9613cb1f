import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import { funnelLeads } from "../../db/schema";
import { CSV_BATCH, binaryCopyTexts, streamCopyCsv, streamRows } from "./csv-stream";
import { rowsOf } from "./course-report";
import { toCsv } from "../../lib/csv";
import {
  FUNNEL_CSV_HEADER,
  funnelCsvQuery,
  funnelCsvQueryByProbes,
  funnelCsvRow,
} from "./funnel-report";
import { seedReportFixture } from "./report-fixture";
import { countStatements } from "../../db/client";

/** Decision 0137: CSV exports read through a cursor on PostgreSQL (TEST_DATABASE_URL). */
const SPECIAL = [
  'news, "letter"',
  "=cmd",
  "+1",
  "-1",
  "@sum",
  "\ttab",
  "\rcr",
  "line\nbreak",
  "crlf\r\nin",
  'say "hi"',
  "Ümläut ß",
  "plain",
  "",
  'quoted "\nline" ends',
];
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie: admin } = await t.signIn("admin"));
});
afterAll(async () => {
  await t?.close();
});

describe("streamed CSV", () => {
  it("passes the texts of a binary COPY on as they are, whatever the chunks' cuts", () => {
    const texts = ['a,"x\ny",b\r\n', "", "Ümläut\\ \t\r\n", "last\r\n"];
    const frame = (s: string) => {
      const bytes = Buffer.from(s);
      const head = Buffer.alloc(6);
      head.writeInt16BE(1, 0);
      head.writeInt32BE(bytes.length, 2);
      return Buffer.concat([head, bytes]);
    };
    const header = Buffer.concat([
      Buffer.from("PGCOPY\n\xff\r\n\0", "latin1"),
      Buffer.from([0, 0, 0, 0, 0, 0, 0, 2, 9, 9]), // flags, a 2-byte header extension
    ]);
    const trailer = Buffer.from([0xff, 0xff]);
    const stream = Buffer.concat([header, ...texts.map(frame), trailer]);
    const want = texts.join("");
    for (let cut = 0; cut <= stream.length; cut++) {
      for (let cut2 = cut; cut2 <= stream.length; cut2 += 5) {
        const copy = binaryCopyTexts();
        const parts = [stream.subarray(0, cut), stream.subarray(cut, cut2), stream.subarray(cut2)];
        const out = Buffer.concat(parts.map((p) => copy.push(p))).toString();
        copy.end();
        expect(out).toBe(want);
      }
    }
    const cutShort = binaryCopyTexts();
    cutShort.push(stream.subarray(0, stream.length - 3));
    expect(() => cutShort.end()).toThrow(/stopped before its end/);
    expect(() => binaryCopyTexts().push(Buffer.from("a,b\n".repeat(10)))).toThrow(/signature/);
  });

  it("hands every row on in batches of at most the batch size, in order", async () => {
    const batches: number[][] = [];
    await streamRows<{ n: number }>(
      t.deps,
      sql`select g as n from generate_series(1, 10) g order by g`,
      async (rows) => {
        batches.push(rows.map((r) => Number(r.n)));
      },
      4,
    );
    expect(batches).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
      [9, 10],
    ]);
  });

  it("sends the funnel export byte for byte as the file built in memory, past one batch", async () => {
    const n = CSV_BATCH + 345;
    await t.deps.db.insert(funnelLeads).values(
      Array.from({ length: n }, (_, i) => ({
        tokenHash: `stream-${i}`,
        email: `stream-${i}@fixture.test`,
        goal: i % 3 ? "explore" : "=formula",
        // Every case of `csvCell`, made by the database's `kw_csv_cell` (decision 0155).
        utmSource: i % 5 ? null : SPECIAL[i % SPECIAL.length],
        // The learning styles (decision 0202): none answered, none chosen, one, two.
        learningStyle: [null, [], ["projects"], ["projects", "quizzes"]][i % 4],
        createdAt: new Date(Date.UTC(2026, 1, 1 + (i % 28), 0, i % 60)),
      })),
    );
    const q = { from: "2026-02-01", to: "2026-02-28" };
    const res = await t.request(`/api/admin/reports/funnel/csv?from=${q.from}&to=${q.to}`, {
      cookie: admin,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="funnel-2026-02-01-2026-02-28.csv"',
    );
    // The bytes as sent (Response.text() would drop the BOM).
    const text = Buffer.from(await res.arrayBuffer()).toString("utf8");
    const all = await rowsOf<Record<string, unknown>>(t.deps.db, funnelCsvQueryByProbes(q));
    expect(all).toHaveLength(n);
    expect(text).toBe(toCsv(FUNNEL_CSV_HEADER, all.map(funnelCsvRow)));
    // The styles' column, between the time and the topic: joined by ";", empty without any.
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(
      "\uFEFFcreated_at,email,goal,level,time,style,topic,blocker,utm_source,language,registered,started_course,completed_course",
    );
    const style = (k: number) =>
      lines.find((l) => l.includes(`,stream-${k}@fixture.test,`))!.split(",")[5];
    expect([0, 1, 2, 3].map(style)).toEqual(["", "", "projects", "projects;quizzes"]);
  });

  it("exports what the per-lead probes say, byte for byte: registered, started, completed", async () => {
    // The known data set: leads with an account that completed a course, one that started
    // one, one without a path, and leads without an account (issue 34: now joined set-based).
    await seedReportFixture(t.deps.db);
    // Microseconds, as now() stores them: the text date is the one `toISOString` wrote.
    await t.deps.db.execute(sql`insert into funnel_leads (token_hash, email, created_at)
      values ('micro', 'micro@fixture.test', '2026-02-10 10:00:00.123987+00')`);
    const q = { from: "2026-02-01", to: "2026-03-31" };
    const byProbes = await rowsOf<Record<string, unknown>>(t.deps.db, funnelCsvQueryByProbes(q));
    const outcomes = byProbes.map((r) => [r.is_registered, r.has_started, r.has_completed].join());
    expect(outcomes).toContain("true,true,true");
    expect(outcomes).toContain("true,true,false");
    expect(outcomes).toContain("true,false,false");
    expect(outcomes).toContain("false,false,false");
    const res = await t.request(`/api/admin/reports/funnel/csv?from=${q.from}&to=${q.to}`, {
      cookie: admin,
    });
    const text = Buffer.from(await res.arrayBuffer()).toString("utf8");
    expect(text).toBe(toCsv(FUNNEL_CSV_HEADER, byProbes.map(funnelCsvRow)));
  });

  it("reads any number of leads with the same statements (one statement, then batches)", async () => {
    const q = { from: "2027-01-01", to: "2027-01-31" };
    const count = async () =>
      (
        await countStatements(() =>
          streamRows(t.deps, funnelCsvQuery(q).query, async () => {}, 1000),
        )
      ).count;
    const lead = (i: number) => ({
      tokenHash: `count-${i}`,
      email: `count-${i}@fixture.test`,
      createdAt: new Date(Date.UTC(2027, 0, 1 + (i % 28))),
    });
    await t.deps.db.insert(funnelLeads).values(Array.from({ length: 3 }, (_, i) => lead(i)));
    const few = await count();
    await t.deps.db.insert(funnelLeads).values(Array.from({ length: 900 }, (_, i) => lead(i + 3)));
    expect(await count()).toBe(few);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "PostgreSQL writes the export itself (COPY) with the same statements for any number of leads",
    async () => {
      const q = { from: "2028-01-01", to: "2028-01-31" };
      const run = async () => {
        let bytes = 0;
        const { count } = await countStatements(() =>
          streamCopyCsv(t.deps, funnelCsvQuery(q).copy, async (chunk) => {
            bytes += chunk.length;
          }),
        );
        return { count, bytes };
      };
      const lead = (i: number) => ({
        tokenHash: `copy-${i}`,
        email: `copy-${i}@fixture.test`,
        createdAt: new Date(Date.UTC(2028, 0, 1 + (i % 28))),
      });
      await t.deps.db.insert(funnelLeads).values(Array.from({ length: 3 }, (_, i) => lead(i)));
      const few = await run();
      await t.deps.db
        .insert(funnelLeads)
        .values(Array.from({ length: 900 }, (_, i) => lead(i + 3)));
      const many = await run();
      expect(many.count).toBe(few.count);
      expect(many.bytes).toBeGreaterThan(few.bytes * 100);
    },
  );

  it("answers a bad period with 400 before anything is sent", async () => {
    const res = await t.request(`/api/admin/reports/funnel/csv?from=2026-03-01&to=2026-01-01`, {
      cookie: admin,
    });
    expect(res.status).toBe(400);
  });
});
