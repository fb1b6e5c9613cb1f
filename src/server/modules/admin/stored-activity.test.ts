import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import { funnelLeads, lessons, modules, user, userLessonProgress } from "../../db/schema";
import { insertDemo } from "../../test/editor-helpers";

/**
 * Decision 0136: the admin home's active learners come from tables kept by triggers on
 * user_lesson_progress. After every kind of write (and under concurrent writes on PostgreSQL:
 * TEST_DATABASE_URL) they equal a full recount, and the stats answer what the old count over
 * every progress row answered.
 */
let t: TestApp;
let cookie: string;
let lessonIds: string[];
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await t.signIn("admin"));
  const { courseId } = await insertDemo(t, 0);
  lessonIds = (
    await t.deps.db
      .select({ id: lessons.id })
      .from(lessons)
      .innerJoin(modules, eq(modules.id, lessons.moduleId))
      .where(eq(modules.courseId, courseId))
      .limit(12)
  ).map((l) => l.id);
  expect(lessonIds.length).toBeGreaterThan(5);
});
afterAll(async () => {
  await t?.close();
});

const DAY = 86400_000;
const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.deps.db.execute(q)) as unknown as { rows: T[] }).rows;

/** The three stored tables, as plain values (days without learners left out). */
async function stored() {
  return {
    days: await rows<{ user_id: string; day: string; n: number }>(sql`
      select user_id, day::text as day, progress_rows as n from learner_activity_days
      order by 1, 2`),
    last: await rows<{ user_id: string; at: string }>(sql`
      select user_id, to_char(last_active_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') as at
      from learner_activity order by 1`),
    daily: await rows<{ day: string; active: number; last: number }>(sql`
      select day::text as day, active_learners as active, last_active_learners as last
      from activity_daily_counts where active_learners <> 0 or last_active_learners <> 0
      order by 1`),
  };
}

/** The same, counted from every progress row. */
async function recount() {
  const days = await rows<{ user_id: string; day: string; n: number }>(sql`
    select user_id, (updated_at at time zone 'UTC')::date::text as day, count(*)::int as n
    from user_lesson_progress group by 1, 2 order by 1, 2`);
  const last = await rows<{ user_id: string; at: string }>(sql`
    select user_id, to_char(max(updated_at) at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') as at
    from user_lesson_progress group by 1 order by 1`);
  const byDay = new Map<string, { day: string; active: number; last: number }>();
  const bump = (day: string, k: "active" | "last") => {
    const e = byDay.get(day) ?? { day, active: 0, last: 0 };
    e[k]++;
    byDay.set(day, e);
  };
  for (const d of days) bump(d.day, "active");
  for (const l of last) bump(l.at.slice(0, 10), "last");
  const daily = [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
  return { days: days.map((d) => ({ ...d, n: Number(d.n) })), last, daily };
}

const expectRecount = async () => {
  const s = await stored();
  expect({
    ...s,
    days: s.days.map((d) => ({ ...d, n: Number(d.n) })),
    daily: s.daily.map((d) => ({ ...d, active: Number(d.active), last: Number(d.last) })),
  }).toEqual(await recount());
};

/** What GET /api/admin/stats answered before decision 0136: counted over every progress row. */
async function oldAnswer() {
  const since = new Date(Date.now() - 30 * DAY).toISOString();
  const [{ n }] = await rows<{ n: number }>(sql`
    select count(distinct user_id)::int as n from user_lesson_progress where updated_at >= ${since}::timestamptz`);
  const perDay = await rows<{ day: string; n: number }>(sql`
    select to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(distinct user_id)::int as n
    from user_lesson_progress where updated_at >= ${since.slice(0, 10)}::timestamptz group by 1`);
  return { n: Number(n), perDay: new Map(perDay.map((r) => [r.day, Number(r.n)])) };
}

async function expectStatsAsBefore() {
  const res = await t.request("/api/admin/stats", { cookie });
  expect(res.status).toBe(200);
  const body = (await res.json()) as {
    activeLearners30d: number;
    trend: Array<{ day: string; activeLearners: number }>;
  };
  const old = await oldAnswer();
  expect(body.activeLearners30d).toBe(old.n);
  expect(body.trend.map((d) => [d.day, d.activeLearners])).toEqual(
    body.trend.map((d) => [d.day, old.perDay.get(d.day) ?? 0]),
  );
  return { body, statements: Number(res.headers.get("x-sql-statements")) };
}

async function learners(n: number) {
  const ids = Array.from({ length: n }, (_, i) => `act-${Date.now()}-${i}`);
  await t.deps.db
    .insert(user)
    .values(ids.map((id) => ({ id, name: id, email: `${id}@example.com`, emailVerified: true })));
  return ids;
}

describe("stored learner activity (decision 0136)", () => {
  it("equals a full recount after inserts, updates, deletes, rollbacks and account deletion", async () => {
    const [a, b, c] = await learners(3);
    const ago = (days: number) => new Date(Date.now() - days * DAY);
    await t.deps.db.insert(userLessonProgress).values([
      { userId: a, lessonId: lessonIds[0] },
      { userId: a, lessonId: lessonIds[1], updatedAt: ago(3) },
      { userId: b, lessonId: lessonIds[0], updatedAt: ago(29.9) },
      { userId: b, lessonId: lessonIds[1], updatedAt: ago(31) },
      { userId: c, lessonId: lessonIds[2], updatedAt: ago(45) },
    ]);
    await expectRecount();
    const first = await expectStatsAsBefore();
    expect(first.body.activeLearners30d).toBeGreaterThanOrEqual(2);

    // A learner's newest row moves back in time, another's moves to today.
    await t.deps.db
      .update(userLessonProgress)
      .set({ updatedAt: ago(40) })
      .where(eq(userLessonProgress.userId, b));
    await t.deps.db
      .update(userLessonProgress)
      .set({ updatedAt: new Date() })
      .where(eq(userLessonProgress.userId, c));
    await expectRecount();
    await expectStatsAsBefore();

    // A completion through the API, a deleted row, a rolled-back delete.
    await t.deps.db.delete(userLessonProgress).where(eq(userLessonProgress.lessonId, lessonIds[1]));
    await t.deps.db
      .transaction(async (tx) => {
        await tx.delete(userLessonProgress).where(eq(userLessonProgress.userId, a));
        throw new Error("rollback");
      })
      .catch(() => {});
    const learner = await t.signIn("user");
    const res = await t.request(`/api/learning/lessons/${lessonIds[3]}/complete`, {
      method: "POST",
      cookie: learner.cookie,
    });
    expect(res.status).toBe(200);
    await expectRecount();

    // An account deleted with its rows (cascade).
    await t.deps.db.delete(user).where(eq(user.id, c));
    await expectRecount();
    await expectStatsAsBefore();
  });

  it("equals a full recount after concurrent writes of the same learners", async () => {
    const ids = await learners(4);
    // Every learner gets rows from parallel statements (separate connections on PostgreSQL),
    // on today and on older days, then half of them are deleted in parallel.
    await Promise.all(
      lessonIds.flatMap((lessonId, i) =>
        ids.map((userId, j) =>
          t.deps.db.insert(userLessonProgress).values({
            userId,
            lessonId,
            updatedAt: new Date(Date.now() - ((i + j) % 3) * DAY),
          }),
        ),
      ),
    );
    await expectRecount();
    // Parallel moves, one learner per statement (as the app writes progress; statements over
    // several learners at once can deadlock in the row triggers of decision 0056).
    await Promise.all(
      ids.flatMap((userId) =>
        lessonIds
          .filter((_, i) => i % 2 === 0)
          .map((lessonId) =>
            t.deps.db
              .update(userLessonProgress)
              .set({ updatedAt: new Date(Date.now() - 35 * DAY) })
              .where(
                and(
                  eq(userLessonProgress.userId, userId),
                  eq(userLessonProgress.lessonId, lessonId),
                ),
              ),
          ),
      ),
    );
    await expectRecount();
    await Promise.all(
      ids.map((userId) =>
        t.deps.db.delete(userLessonProgress).where(eq(userLessonProgress.userId, userId)),
      ),
    );
    await expectRecount();
    await expectStatsAsBefore();
  });

  it("keeps the leads per day equal to a recount after inserts, moves and deletes", async () => {
    const recountLeads = async () => {
      const stored = await rows<{ day: string; n: number }>(sql`
        select day::text as day, leads as n from lead_daily_counts where leads <> 0 order by 1`);
      const counted = await rows<{ day: string; n: number }>(sql`
        select (created_at at time zone 'UTC')::date::text as day, count(*)::int as n
        from funnel_leads group by 1 order by 1`);
      expect(stored.map((r) => [r.day, Number(r.n)])).toEqual(
        counted.map((r) => [r.day, Number(r.n)]),
      );
    };
    await t.deps.db.insert(funnelLeads).values(
      Array.from({ length: 30 }, (_, i) => ({
        tokenHash: `days-${i}`,
        email: `days-${i}@example.com`,
        createdAt: new Date(Date.now() - (i % 9) * DAY),
      })),
    );
    await recountLeads();
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.deps.db
          .update(funnelLeads)
          .set({ createdAt: new Date(Date.now() - (i + 2) * DAY) })
          .where(eq(funnelLeads.tokenHash, `days-${i}`)),
      ),
    );
    await Promise.all(
      [10, 11, 12].map((i) =>
        t.deps.db.delete(funnelLeads).where(eq(funnelLeads.tokenHash, `days-${i}`)),
      ),
    );
    await recountLeads();
    const res = await t.request("/api/admin/stats", { cookie });
    const { trend } = (await res.json()) as { trend: Array<{ day: string; leads: number }> };
    const perDay = await rows<{ day: string; n: number }>(sql`
      select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n
      from funnel_leads group by 1`);
    const want = new Map(perDay.map((r) => [r.day, Number(r.n)]));
    expect(trend.map((d) => [d.day, d.leads])).toEqual(
      trend.map((d) => [d.day, want.get(d.day) ?? 0]),
    );
  });

  it("keeps the statements of GET /api/admin/stats fixed as learners and progress grow", async () => {
    const before = (await expectStatsAsBefore()).statements;
    const ids = await learners(40);
    await t.deps.db.insert(userLessonProgress).values(
      ids.flatMap((userId, j) =>
        lessonIds.map((lessonId, i) => ({
          userId,
          lessonId,
          updatedAt: new Date(Date.now() - ((i * 7 + j) % 35) * DAY),
        })),
      ),
    );
    await expectRecount();
    expect((await expectStatsAsBefore()).statements).toBe(before);
  });
});
