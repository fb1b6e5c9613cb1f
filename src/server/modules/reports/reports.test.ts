import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import { courses, funnelLeads, user, userLearningPath } from "../../db/schema";
import type { CourseReportResponse, FunnelReportResponse } from "@shared/contracts/reports";
import type { OverviewResponse } from "@shared/contracts/admin";
import { REPORT_FIXTURE, seedReportFixture } from "./report-fixture";

let t: TestApp;
let admin: string;
let courseId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie: admin } = await t.signIn("admin"));
  ({ courseId } = await seedReportFixture(t.deps.db));
});
afterAll(async () => {
  await t?.close();
});

const get = async <T>(path: string) => {
  const res = await t.request(path, { cookie: admin });
  expect(res.status, await res.clone().text()).toBe(200);
  return { body: (await res.json()) as T, statements: Number(res.headers.get("x-sql-statements")) };
};
const period = `from=${REPORT_FIXTURE.period.from}&to=${REPORT_FIXTURE.period.to}`;

describe("access", () => {
  it("answers 401 signed out and 403 to learners and moderators for every report", async () => {
    const { cookie: learner } = await t.signIn("user");
    const { cookie: moderator } = await t.signIn("moderator");
    for (const path of [
      `/api/admin/reports/courses/${courseId}`,
      `/api/admin/reports/courses/${courseId}/csv`,
      "/api/admin/reports/funnel",
      "/api/admin/reports/funnel/csv",
    ]) {
      expect((await t.request(path)).status).toBe(401);
      expect((await t.request(path, { cookie: learner })).status).toBe(403);
      expect((await t.request(path, { cookie: moderator })).status).toBe(403);
    }
  });

  it("offers the known data set only outside production and only to admins", async () => {
    const { cookie: learner } = await t.signIn("user");
    const asLearner = await t.request("/api/dev/report-fixture", {
      method: "POST",
      json: {},
      cookie: learner,
    });
    expect(asLearner.status).toBe(403);
    const again = await t.request("/api/dev/report-fixture", {
      method: "POST",
      json: {},
      cookie: admin,
    });
    expect(await again.json()).toEqual({ courseId });

    const prod = await createTestApp({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(40) });
    try {
      const { cookie } = await prod.signIn("admin");
      const res = await prod.request("/api/dev/report-fixture", {
        method: "POST",
        json: {},
        cookie,
      });
      expect(res.status).toBe(404);
      expect(await prod.deps.db.select().from(courses)).toEqual([]);
    } finally {
      await prod.close();
    }
  });

  it("answers 404 for an unknown course and 400 for a period the wrong way round", async () => {
    const res = await t.request("/api/admin/reports/courses/00000000-0000-4000-8000-000000000000", {
      cookie: admin,
    });
    expect(res.status).toBe(404);
    const bad = await t.request("/api/admin/reports/funnel?from=2026-03-05&to=2026-03-01", {
      cookie: admin,
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe("INVALID_PERIOD");
  });
});

describe("course report on the known data set", () => {
  it("shows totals, distribution, drop-off per lesson and one page of learners", async () => {
    const { body } = await get<CourseReportResponse>(
      `/api/admin/reports/courses/${courseId}?pageSize=2`,
    );
    expect(body.course.title).toBe(REPORT_FIXTURE.title);
    expect(body.totals).toEqual({
      enrolled: 5,
      started: 4,
      completed: 1,
      averageProgress: 45,
      lessons: 4,
    });
    expect(body.distribution.map((b) => b.learners)).toEqual([1, 1, 2, 0, 0, 1]);
    expect(body.dropOff.map((d) => [d.lessonTitle, d.learners])).toEqual([
      ["Lektion 1", 1],
      ["Lektion 2", 1],
      ["Lektion 3", 0],
      ["Lektion 4", 0],
    ]);
    expect(body.total).toBe(5);
    expect(body.learners.map((l) => [l.name, l.progress])).toEqual([
      ["Emil Neu", 0],
      ["Dora Aktiv", 50],
    ]);
    expect(body.learners[0].startedAt).toBeNull();
    expect(body.learners[0].lastActivityAt).toBeNull();

    const last = await get<CourseReportResponse>(
      `/api/admin/reports/courses/${courseId}?pageSize=2&page=3`,
    );
    expect(last.body.learners.map((l) => l.name)).toEqual(["=Anna Formel"]);
    expect(last.body.learners[0].completedAt).not.toBeNull();
  });

  it("exports every learner as CSV with a formula-looking name made harmless", async () => {
    const res = await t.request(`/api/admin/reports/courses/${courseId}/csv`, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toContain("kurs-berichtskurs-testdaten.csv");
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "name,email,enrolled_at,started_at,progress_percent,last_activity_at,completed_at",
    );
    expect(lines).toHaveLength(6);
    const anna = lines.find((l) => l.includes("Anna"))!;
    expect(anna.startsWith("'=Anna Formel,report-anna@fixture.test,")).toBe(true);
    expect(lines.some((l) => l.startsWith("="))).toBe(false);
  });

  it("runs the same number of statements with many more learners", async () => {
    const path = `/api/admin/reports/courses/${courseId}?pageSize=3`;
    const before = (await get(path)).statements;
    const csvBefore = Number(
      (await t.request(`${path.split("?")[0]}/csv`, { cookie: admin })).headers.get(
        "x-sql-statements",
      ),
    );
    const ids = Array.from({ length: 60 }, (_, i) => `report-more-${i}`);
    await t.deps.db
      .insert(user)
      .values(ids.map((id) => ({ id, name: id, email: `${id}@fixture.test` })));
    await t.deps.db
      .insert(userLearningPath)
      .values(ids.map((userId) => ({ userId, courseId, progressPercentage: 10 })));
    const after = await get<CourseReportResponse>(path);
    expect(after.statements).toBe(before);
    expect(after.body.total).toBe(65);
    expect(
      Number(
        (await t.request(`${path.split("?")[0]}/csv`, { cookie: admin })).headers.get(
          "x-sql-statements",
        ),
      ),
    ).toBe(csvBefore);
    await t.deps.db.delete(userLearningPath).where(inArray(userLearningPath.userId, ids));
  });
});

describe("funnel report on the known data set", () => {
  it("shows leads per day, answers and conversion per source and language in the period", async () => {
    const { body } = await get<FunnelReportResponse>(`/api/admin/reports/funnel?${period}`);
    expect(body.leadsPerDay).toEqual([
      { day: "2026-03-02", leads: 2 },
      { day: "2026-03-03", leads: 1 },
      { day: "2026-03-04", leads: 2 },
    ]);
    expect(body.conversion).toEqual({ leads: 5, registered: 3, started: 2, completed: 1 });
    expect(body.bySource).toEqual([
      { utmSource: "google", leads: 2, registered: 1, started: 0, completed: 0 },
      { utmSource: "newsletter", leads: 2, registered: 2, started: 2, completed: 1 },
      { utmSource: null, leads: 1, registered: 0, started: 0, completed: 0 },
    ]);
    expect(body.byLanguage).toEqual([
      { language: "de", leads: 3, registered: 2, started: 2, completed: 1 },
      { language: "en", leads: 1, registered: 1, started: 0, completed: 0 },
      { language: "fr", leads: 1, registered: 0, started: 0, completed: 0 },
    ]);
    expect(body.answers.goal).toEqual([
      { value: "new-career", leads: 3 },
      { value: "explore", leads: 1 },
      { value: "side-income", leads: 1 },
    ]);
    expect(body.answers.level).toContainEqual({ value: null, leads: 1 });
    // "Wie lernst du am besten?" (issue 46): multi-choice, a lead counts once per style.
    expect(body.answers.style).toEqual([
      { value: "projects", leads: 3 },
      { value: null, leads: 2 },
      { value: "quizzes", leads: 1 },
      { value: "videos", leads: 1 },
    ]);
    expect(body.recentLeads.map((l) => l.email)[0]).toBe("report-lead-e@fixture.test");
    expect(body.recentLeads).toHaveLength(5);
  });

  it("exports the period's leads as CSV", async () => {
    const res = await t.request(`/api/admin/reports/funnel/csv?${period}`, { cookie: admin });
    expect(res.status).toBe(200);
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(6);
    expect(lines[1]).toBe(
      "2026-03-02T09:00:00.000Z,report-anna@fixture.test,new-career,beginner,2-5,projects;videos,web-dev,limited-time,newsletter,de,true,true,true",
    );
  });

  it("counts a lead as registered only when an account with its address exists", async () => {
    // The lead's own flag says registered, but no account has this address (deleted since).
    await t.deps.db.insert(funnelLeads).values({
      tokenHash: "ghost-lead",
      email: "ghost-lead@fixture.test",
      goal: "explore",
      registered: true,
      registeredAt: new Date("2026-03-03T11:00:00Z"),
      createdAt: new Date("2026-03-03T10:00:00Z"),
    });
    try {
      const { body } = await get<FunnelReportResponse>(`/api/admin/reports/funnel?${period}`);
      expect(body.conversion).toEqual({ leads: 6, registered: 3, started: 2, completed: 1 });
      const ghost = body.recentLeads.find((l) => l.email === "ghost-lead@fixture.test");
      expect(ghost?.registered).toBe(false);
      const csv = await (
        await t.request(`/api/admin/reports/funnel/csv?${period}`, { cookie: admin })
      ).text();
      expect(csv).toContain("ghost-lead@fixture.test,explore,,,,,,,de,false,false,false");
    } finally {
      await t.deps.db.delete(funnelLeads).where(eq(funnelLeads.tokenHash, "ghost-lead"));
    }
  });

  it("runs the same number of statements with many more leads", async () => {
    const path = `/api/admin/reports/funnel?from=2026-01-01&to=2026-03-31`;
    const before = (await get(path)).statements;
    await t.deps.db.insert(funnelLeads).values(
      Array.from({ length: 50 }, (_, i) => ({
        tokenHash: `bulk-${i}`,
        email: `bulk-${i}@fixture.test`,
        goal: "explore",
        utmSource: `source-${i % 7}`,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    );
    const after = await get<FunnelReportResponse>(path);
    expect(after.statements).toBe(before);
    expect(after.body.conversion.leads).toBe(56);
  });
});

describe("admin home and course overview", () => {
  it("carries a 30-day trend in the stats", async () => {
    const { body } = await get<{ trend: { day: string; activeLearners: number }[] }>(
      "/api/admin/stats",
    );
    expect(body.trend).toHaveLength(30);
    // Dora was active yesterday.
    expect(body.trend.reduce((n, d) => n + d.activeLearners, 0)).toBeGreaterThanOrEqual(3);
  });

  it("searches, sorts and pages the overview on the server", async () => {
    await t.deps.db.insert(courses).values(
      ["Alpha Kurs", "beta kurs", "Gamma 100%_Kurs"].map((title, i) => ({
        title,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    );
    const names = async (query: string) => {
      const { body, statements } = await get<OverviewResponse>(`/api/admin/courses?${query}`);
      return { titles: body.courses.map((c) => c.title), total: body.total, statements };
    };
    expect((await names("sort=name&pageSize=2")).titles).toEqual([
      "Alpha Kurs",
      "Berichtskurs (Testdaten)",
    ]);
    expect(await names("sort=name&pageSize=2&page=2")).toMatchObject({
      titles: ["beta kurs", "Gamma 100%_Kurs"],
      total: 4,
    });
    expect((await names("q=KURS&sort=name&dir=desc")).titles).toEqual([
      "Gamma 100%_Kurs",
      "beta kurs",
      "Berichtskurs (Testdaten)",
      "Alpha Kurs",
    ]);
    expect((await names("q=100%_")).titles).toEqual(["Gamma 100%_Kurs"]);
    expect((await names("q=0%a")).titles).toEqual([]);
    expect((await names("status=published")).titles).toEqual(["Berichtskurs (Testdaten)"]);
    expect((await names("sort=status")).titles[0]).toBe("Berichtskurs (Testdaten)");
    const bad = await t.request("/api/admin/courses?pageSize=1000", { cookie: admin });
    expect(bad.status).toBe(400);

    const before = (await names("pageSize=2")).statements;
    await t.deps.db
      .insert(courses)
      .values(Array.from({ length: 30 }, (_, i) => ({ title: `Mehr ${i}` })));
    const after = await names("pageSize=2");
    expect(after.statements).toBe(before);
    expect(after.total).toBe(34);
  });
});
