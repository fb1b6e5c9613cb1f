import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import { courses, funnelLeads, user, userLearningPath } from "../../db/schema";
import type { FunnelReportResponse } from "@shared/contracts/reports";
import { rowsOf } from "./course-report";
import { toCsv } from "../../lib/csv";
import { FUNNEL_CSV_HEADER, funnelCsvQueryByProbes, funnelCsvRow } from "./funnel-report";

/**
 * Decision 0162: the funnel report reads its answers and conversions from daily rollups kept
 * by triggers. After every kind of write, the report must say what the raw computation over
 * the leads, accounts and paths says (the per-lead probes of decision 0050), and the rollups
 * must equal a rebuild from scratch (`kw_refresh_funnel_rollups()`, what the migration ran).
 */
let t: TestApp;
let admin: string;
let courseId: string;
const period = { from: "2026-05-01", to: "2026-05-30" };
const DIMS = {
  goal: "goal",
  level: "experience_level",
  time: "time_available",
  topic: "interest_topic",
  blocker: "biggest_blocker",
} as const;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie: admin } = await t.signIn("admin"));
  const [c] = await t.deps.db
    .insert(courses)
    .values({ title: "Rollup-Kurs", isPublished: true })
    .returning({ id: courses.id });
  courseId = c.id;
});
afterAll(async () => {
  await t?.close();
});

async function report() {
  const res = await t.request(`/api/admin/reports/funnel?from=${period.from}&to=${period.to}`, {
    cookie: admin,
  });
  expect(res.status).toBe(200);
  return {
    body: (await res.json()) as FunnelReportResponse,
    statements: Number(res.headers.get("x-sql-statements")),
  };
}

/** What the report said before decision 0162, computed from the leads themselves. */
async function raw() {
  const leads = await rowsOf<Record<string, unknown>>(t.deps.db, funnelCsvQueryByProbes(period));
  const conv = (rows: Record<string, unknown>[]) => ({
    leads: rows.length,
    registered: rows.filter((r) => r.is_registered).length,
    started: rows.filter((r) => r.has_started).length,
    completed: rows.filter((r) => r.has_completed).length,
  });
  const groups = (key: string) => {
    const by = new Map<unknown, Record<string, unknown>[]>();
    for (const r of leads) by.set(r[key], [...(by.get(r[key]) ?? []), r]);
    return [...by].map(([k, rows]) => ({ k, ...conv(rows) }));
  };
  const order = (a: { leads: number; k: unknown }, b: { leads: number; k: unknown }) =>
    b.leads - a.leads ||
    (a.k === null ? 1 : b.k === null ? -1 : String(a.k) < String(b.k) ? -1 : 1);
  const answers = Object.fromEntries(
    Object.entries(DIMS).map(([dim, col]) => [
      dim,
      groups(col)
        .sort(order)
        .map((g) => ({ value: g.k as string | null, leads: g.leads })),
    ]),
  );
  return {
    conversion: conv(leads),
    bySource: groups("utm_source")
      .sort(order)
      .map(({ k, ...c }) => ({ utmSource: k as string | null, ...c })),
    byLanguage: groups("language")
      .sort(order)
      .map(({ k, ...c }) => ({ language: k as string, ...c })),
    answers,
  };
}

const snapshot = async () => ({
  answers: await rowsOf(
    t.deps.db,
    sql`select day::text, dim, value, leads from funnel_answer_daily_counts where leads <> 0 order by 1, 2, 3`,
  ),
  outcomes: await rowsOf(
    t.deps.db,
    sql`select day::text, utm_source, language, leads, registered, started, completed
      from funnel_outcome_daily_counts
      where leads <> 0 or registered <> 0 or started <> 0 or completed <> 0 order by 1, 2, 3`,
  ),
  flags: await rowsOf(
    t.deps.db,
    sql`select email, outcome_registered, outcome_started, outcome_completed from funnel_leads order by email`,
  ),
});

/**
 * The report equals the raw computation, and the kept rollups equal a rebuild; the CSV
 * export's stored lines (decision 0171) say what the per-lead probes say after every write.
 */
async function expectSameAsRaw() {
  const { body } = await report();
  const want = await raw();
  const csv = await t.request(`/api/admin/reports/funnel/csv?from=${period.from}&to=${period.to}`, {
    cookie: admin,
  });
  const probes = await rowsOf<Record<string, unknown>>(t.deps.db, funnelCsvQueryByProbes(period));
  expect(Buffer.from(await csv.arrayBuffer()).toString("utf8")).toBe(
    toCsv(FUNNEL_CSV_HEADER, probes.map(funnelCsvRow)),
  );
  expect(body.conversion).toEqual(want.conversion);
  expect(body.bySource).toEqual(want.bySource);
  expect(body.byLanguage).toEqual(want.byLanguage);
  expect(body.answers).toEqual(want.answers);
  const kept = await snapshot();
  await t.deps.db.execute(sql`select kw_refresh_funnel_rollups()`);
  expect(kept).toEqual(await snapshot());
}

const lead = (i: number, extra: Partial<typeof funnelLeads.$inferInsert> = {}) => ({
  tokenHash: `rollup-${i}`,
  email: `rollup-${i}@fixture.test`,
  goal: ["explore", "new-career", null][i % 3],
  experienceLevel: i % 2 ? "beginner" : null,
  utmSource: ["google", "newsletter", null][i % 3],
  language: i % 4 ? "de" : "en",
  createdAt: new Date(Date.UTC(2026, 4, 1 + (i % 30), 8)),
  ...extra,
});

describe("funnel report from the daily rollups (decision 0162)", () => {
  it("says what the leads say after inserts, answer changes, re-submits and deletes", async () => {
    await t.deps.db.insert(funnelLeads).values(Array.from({ length: 12 }, (_, i) => lead(i)));
    await expectSameAsRaw();
    // A re-submit of the same answers changes nothing; other answers move the counts.
    await t.deps.db
      .update(funnelLeads)
      .set({ goal: "explore", experienceLevel: null })
      .where(eq(funnelLeads.email, "rollup-0@fixture.test"));
    const before = await snapshot();
    await t.deps.db
      .update(funnelLeads)
      .set({ goal: "explore", experienceLevel: null })
      .where(eq(funnelLeads.email, "rollup-0@fixture.test"));
    expect(await snapshot()).toEqual(before);
    await t.deps.db
      .update(funnelLeads)
      .set({ goal: "side-income", interestTopic: "data", utmSource: "podcast", language: "fr" })
      .where(eq(funnelLeads.email, "rollup-1@fixture.test"));
    // A lead moved to another day, one outside the period, one deleted.
    await t.deps.db
      .update(funnelLeads)
      .set({ createdAt: new Date("2026-05-20T23:59:59.999Z") })
      .where(eq(funnelLeads.email, "rollup-2@fixture.test"));
    await t.deps.db
      .update(funnelLeads)
      .set({ createdAt: new Date("2026-06-02T00:00:00Z") })
      .where(eq(funnelLeads.email, "rollup-3@fixture.test"));
    await t.deps.db.delete(funnelLeads).where(eq(funnelLeads.email, "rollup-4@fixture.test"));
    await expectSameAsRaw();
  });

  it("follows the accounts: sign-up, start, completion, address change, deletion", async () => {
    const email = (i: number) => `rollup-${i}@fixture.test`;
    // Accounts for three leads, one for an address without a lead.
    for (const i of [5, 6, 7, 99])
      await t.deps.db
        .insert(user)
        .values({ id: `rollup-user-${i}`, name: `R ${i}`, email: email(i), emailVerified: true });
    await expectSameAsRaw();
    await t.deps.db.insert(userLearningPath).values([
      { userId: "rollup-user-5", courseId, startedAt: new Date() },
      { userId: "rollup-user-6", courseId },
    ]);
    await expectSameAsRaw();
    await t.deps.db
      .update(userLearningPath)
      .set({ completedAt: new Date() })
      .where(eq(userLearningPath.userId, "rollup-user-5"));
    await t.deps.db
      .update(userLearningPath)
      .set({ startedAt: new Date() })
      .where(eq(userLearningPath.userId, "rollup-user-6"));
    await expectSameAsRaw();
    // The account changes its address to another lead's; then one account is deleted.
    await t.deps.db
      .update(user)
      .set({ email: email(8) })
      .where(eq(user.id, "rollup-user-6"));
    await expectSameAsRaw();
    await t.deps.db.delete(user).where(eq(user.id, "rollup-user-5"));
    await expectSameAsRaw();
    // A lead whose account already exists (and has started) is counted at once.
    await t.deps.db
      .insert(userLearningPath)
      .values({ userId: "rollup-user-99", courseId, startedAt: new Date() });
    await t.deps.db.insert(funnelLeads).values(lead(99));
    await expectSameAsRaw();
    await t.deps.db.delete(userLearningPath).where(eq(userLearningPath.userId, "rollup-user-99"));
    await expectSameAsRaw();
  });

  it("runs the same statements whatever the number of leads", async () => {
    const few = (await report()).statements;
    await t.deps.db
      .insert(funnelLeads)
      .values(Array.from({ length: 400 }, (_, i) => lead(1000 + i)));
    const many = await report();
    expect(many.statements).toBe(few);
    expect(many.body.conversion.leads).toBeGreaterThan(400);
  });
});
