import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import {
  courses,
  funnelLeads,
  learningEvents,
  lessonExercises,
  lessonQuizzes,
  lessons,
  modules,
  userLessonProgress,
} from "../../db/schema";
import type {
  CatalogueResponse,
  DashboardResponse,
  LearningPathResponse,
} from "@shared/contracts/learning";
import type { CourseReportResponse, FunnelReportResponse } from "@shared/contracts/reports";
import type { AchievementsResponse } from "@shared/contracts/achievements";
import type { PracticeSpec } from "@shared/domain/practice";
import {
  api,
  createProject,
  externalProject,
  publishedCourse,
  rubric,
  type Caller,
} from "../../test/projects-helpers";
import { WEB_CAREER_PLAN } from "../../test/plan-helpers";

/*
 * The record of learning (issue 42, decision 0187): every kind of act (a check run, a solved
 * exercise, a quiz answer, a submitted and a passed project, a completed lesson) is an event,
 * and every screen's API counts the learner who did it as started, active and working, the
 * same way: dashboard, path, catalogue, achievements, the admin home, the course report and
 * the funnel.
 */

const spec: PracticeSpec = {
  runtime: "javascript",
  starterFiles: [{ name: "main.js", content: "function one() {}" }],
  solutionFiles: [{ name: "main.js", content: "function one() { return 1; }" }],
  checks: [{ id: "one", title: "one() ergibt 1", hidden: false, code: "x", ordered: false }],
  timeLimitMs: 5000,
  required: false,
};

/** A published course of two lessons; the first has a code exercise and a quiz. */
async function makeCourse(t: TestApp) {
  const db = t.deps.db;
  const [course] = await db
    .insert(courses)
    .values({ title: "Rekord", description: "B", isPublished: true, language: "de" })
    .returning({ id: courses.id });
  const [mod] = await db
    .insert(modules)
    .values({ courseId: course.id, title: "M", orderIndex: 1 })
    .returning({ id: modules.id });
  const [l1, l2] = await db
    .insert(lessons)
    .values([
      { moduleId: mod.id, title: "Erste", content: "T", orderIndex: 1 },
      { moduleId: mod.id, title: "Zweite", content: "T", orderIndex: 2 },
    ])
    .returning({ id: lessons.id });
  const [code] = await db
    .insert(lessonExercises)
    .values({ lessonId: l1.id, task: "Schreibe one.", practice: spec, orderIndex: 1 })
    .returning({ id: lessonExercises.id });
  const [quiz] = await db
    .insert(lessonQuizzes)
    .values({ lessonId: l1.id, question: "?", choices: ["a", "b"], correctAnswer: 1 })
    .returning({ id: lessonQuizzes.id });
  return {
    courseId: course.id,
    lessonId: l1.id,
    secondLessonId: l2.id,
    codeId: code.id,
    quizId: quiz.id,
  };
}

let t: TestApp;
let admin: Caller;
let mod: Caller;
beforeAll(async () => {
  t = await createTestApp();
  admin = api(t, (await t.signIn("admin")).cookie);
  mod = api(t, (await t.signIn("moderator")).cookie);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const solve = (me: Caller, exerciseId: string) =>
  me("POST", `/learning/exercises/${exerciseId}/results`, {
    files: [{ name: "main.js", content: "function one() { return 1; }" }],
    results: [{ id: "one", status: "passed" }],
  });
const check = (me: Caller, exerciseId: string) =>
  me("POST", `/learning/exercises/${exerciseId}/results`, {
    files: [{ name: "main.js", content: "function one() {}" }],
    results: [{ id: "one", status: "failed" }],
  });

/** What every screen's API says of the learner and the course. */
async function screens(me: Caller, courseId: string) {
  const dashboard = (await me<DashboardResponse>("GET", "/learning/dashboard")).body;
  const path = (await me<LearningPathResponse>("GET", "/learning/path")).body;
  const catalogue = (await me<CatalogueResponse>("GET", "/learning/courses")).body;
  const achievements = (await me<AchievementsResponse>("GET", "/me/achievements")).body;
  const report = (await admin<CourseReportResponse>("GET", `/admin/reports/courses/${courseId}`))
    .body;
  const stats = (await admin<{ activeLearners30d: number }>("GET", "/admin/stats")).body;
  return {
    activeCourses: dashboard.stats.activeCourses,
    streak: dashboard.streak.current,
    recent: dashboard.recentActivity.filter((r) => r.courseId === courseId).length,
    continueCourse: dashboard.continueLearning?.courseId ?? null,
    pathStatus: path.items.find((i) => i.id === courseId)?.status ?? null,
    catalogueStatus: catalogue.courses.find((c) => c.id === courseId)?.status ?? null,
    started: report.totals.started,
    reportLearnerActive: report.learners.some((l) => l.lastActivityAt !== null),
    activeLearners: stats.activeLearners30d,
    achievements,
  };
}

const startedEverywhere = {
  activeCourses: 1,
  streak: 1,
  recent: 1,
  pathStatus: "in-progress",
  catalogueStatus: "in-progress",
  started: 1,
  reportLearnerActive: true,
};

/** A learner with a learning profile (so the dashboard shows the week's goal) and their week's minutes. */
async function plannedLearner(t: TestApp, email?: string) {
  const me = api(t, (await t.signIn("user", email)).cookie);
  const planned = await me("PUT", "/plan/profile", WEB_CAREER_PLAN);
  expect(planned.status).toBe(200);
  const week = async () =>
    (await me<DashboardResponse>("GET", "/learning/dashboard")).body.weeklyGoal?.doneMinutes;
  return { me, week };
}

/** A course whose lesson takes 5 minutes. */
async function fiveMinuteCourse(t: TestApp) {
  const c = await makeCourse(t);
  await t.deps.db
    .update(lessons)
    .set({ estimatedDurationMinutes: 5 })
    .where(eq(lessons.id, c.lessonId));
  return c;
}

describe("every act of learning counts on every screen", () => {
  it("a learner who only solved a code exercise has started the course everywhere, and the admin sees an active learner", async () => {
    const c = await makeCourse(t);
    const before = await screens(api(t, (await t.signIn()).cookie), c.courseId);
    const a = await t.signIn("user", "solver@record.test");
    await t.deps.db.insert(funnelLeads).values({ tokenHash: "record-solver", email: a.email });
    const me = api(t, a.cookie);
    expect((await solve(me, c.codeId)).status).toBe(200);

    const after = await screens(me, c.courseId);
    expect(after).toMatchObject({ ...startedEverywhere, continueCourse: c.courseId });
    expect(after.activeLearners).toBe(before.activeLearners + 1);
    const badge = (id: string) => after.achievements.badges.find((b) => b.id === id);
    expect(badge("first-code-exercise")?.earnedAt).not.toBeNull();
    expect(badge("first-course-started")?.earnedAt).not.toBeNull();
    // The funnel's "Kurs begonnen" counts the lead whose account practised.
    const funnel = (await admin<FunnelReportResponse>("GET", "/admin/reports/funnel")).body;
    expect(funnel.conversion.started).toBeGreaterThanOrEqual(1);
    const [lead] = await t.deps.db
      .select({ started: funnelLeads.outcomeStarted })
      .from(funnelLeads)
      .where(eq(funnelLeads.email, a.email));
    expect(lead.started).toBe(true);
    // The record holds the check run and the solution, once each.
    const kinds = await t.deps.db
      .select({ kind: learningEvents.kind })
      .from(learningEvents)
      .where(eq(learningEvents.userId, a.userId));
    expect(kinds.map((k) => k.kind).sort()).toEqual(["code_checked", "exercise_solved"]);
    // Solving again is a check run, not a second solution.
    await solve(me, c.codeId);
    const solved = await t.deps.db
      .select()
      .from(learningEvents)
      .where(and(eq(learningEvents.userId, a.userId), eq(learningEvents.kind, "exercise_solved")));
    expect(solved).toHaveLength(1);
  });

  it("a failed check run alone counts as working on the lesson", async () => {
    const c = await makeCourse(t);
    const me = api(t, (await t.signIn()).cookie);
    expect((await check(me, c.codeId)).status).toBe(200);
    expect(await screens(me, c.courseId)).toMatchObject(startedEverywhere);
  });

  it("a quiz answer starts the course everywhere", async () => {
    const c = await makeCourse(t);
    const me = api(t, (await t.signIn()).cookie);
    const answered = await me("POST", `/learning/quizzes/${c.quizId}/answer`, { choice: 1 });
    expect(answered.status).toBe(200);
    expect(await screens(me, c.courseId)).toMatchObject(startedEverywhere);
  });

  it("a submitted project starts the course everywhere, and its pass is recorded", async () => {
    const c = await publishedCourse(t);
    const p = await createProject(admin, c.courseId, externalProject());
    const a = await t.signIn();
    const me = api(t, a.cookie);
    const d = await me<{ revision: number }>("PUT", `/learning/projects/${p.id}/draft`, {
      link: "https://example.com",
      description: "Mein Projekt",
      expectedRevision: 0,
    });
    const s = await me<{ id: string }>("POST", `/learning/projects/${p.id}/submit`, {
      expectedRevision: d.body.revision,
    });
    expect(s.status).toBe(200);
    const seen = await screens(me, c.courseId);
    expect(seen).toMatchObject({
      activeCourses: 1,
      streak: 1,
      pathStatus: "in-progress",
      catalogueStatus: "in-progress",
      started: 1,
    });
    expect((await mod("POST", `/review/submissions/${s.body.id}/claim`)).status).toBe(200);
    const decided = await mod("POST", `/review/submissions/${s.body.id}/decision`, {
      decision: "passed",
      summary: "Gut",
      marks: rubric.map((r) => ({ criterionId: r.id, fulfilled: true })),
    });
    expect(decided.status).toBe(200);
    const kinds = await t.deps.db
      .select({ kind: learningEvents.kind })
      .from(learningEvents)
      .where(eq(learningEvents.userId, a.userId));
    expect(kinds.map((k) => k.kind).sort()).toEqual(["project_passed", "project_submitted"]);
  });

  it("a completed lesson is one event, and its progress row stays completed when the learner practises on", async () => {
    const c = await makeCourse(t);
    const a = await t.signIn();
    const me = api(t, a.cookie);
    expect((await me("POST", `/learning/lessons/${c.lessonId}/complete`)).status).toBe(200);
    await check(me, c.codeId);
    const [row] = await t.deps.db
      .select({ completedAt: userLessonProgress.completedAt })
      .from(userLessonProgress)
      .where(
        and(eq(userLessonProgress.userId, a.userId), eq(userLessonProgress.lessonId, c.lessonId)),
      );
    expect(row.completedAt).not.toBeNull();
    const kinds = await t.deps.db
      .select({ kind: learningEvents.kind })
      .from(learningEvents)
      .where(eq(learningEvents.userId, a.userId));
    expect(kinds.map((k) => k.kind).sort()).toEqual(["code_checked", "lesson_completed"]);
    const { achievements } = await screens(me, c.courseId);
    expect(achievements.badges.find((b) => b.id === "first-lesson")?.earnedAt).not.toBeNull();
  });

  it("the course report's drop-off counts an inactive learner who only practised at the lesson they worked on", async () => {
    const c = await makeCourse(t);
    const a = await t.signIn();
    await check(api(t, a.cookie), c.codeId);
    // Inactive for longer than the report's threshold.
    const old = new Date(Date.now() - 60 * 24 * 3600 * 1000);
    await t.deps.db
      .update(userLessonProgress)
      .set({ updatedAt: old })
      .where(eq(userLessonProgress.userId, a.userId));
    const report = (
      await admin<CourseReportResponse>("GET", `/admin/reports/courses/${c.courseId}`)
    ).body;
    expect(report.dropOff.map((d) => [d.lessonTitle, d.learners])).toEqual([
      ["Erste", 1],
      ["Zweite", 0],
    ]);
  });

  it("opening a lesson starts the course everywhere; reading counts for the week's minutes, capped per lesson", async () => {
    const c = await fiveMinuteCourse(t);
    const { me, week } = await plannedLearner(t);
    const opened = await me("POST", "/learning/events", {
      lessonId: c.lessonId,
      kind: "lesson_opened",
    });
    expect(opened.status).toBe(200);
    // Opened, not yet learnt: started, no streak.
    expect(await screens(me, c.courseId)).toMatchObject({
      activeCourses: 1,
      streak: 0,
      pathStatus: "in-progress",
      catalogueStatus: "in-progress",
      started: 1,
    });
    const read = (seconds: number) =>
      me("POST", "/learning/events", { lessonId: c.lessonId, kind: "reading", seconds });
    const first = await read(120);
    expect(first.status).toBe(200);
    expect(await week()).toBe(2);
    expect((await screens(me, c.courseId)).streak).toBe(1);
    // The cap: three times the lesson's 5 minutes, at least 10 minutes = 15 minutes.
    const more = [];
    for (let i = 0; i < 10; i++) more.push((await read(120)).sql);
    expect(await week()).toBe(15);
    // One statement per post, however much was read before.
    expect(new Set([first.sql, ...more]).size).toBe(1);
    // Completing the lesson counts its minutes or the reading, whichever is more.
    await me("POST", `/learning/lessons/${c.lessonId}/complete`);
    expect(await week()).toBe(15);
  });

  it("the week's minutes: a lesson read for less than its minutes counts its minutes once completed, and lessons add up", async () => {
    const c = await fiveMinuteCourse(t);
    const { me, week } = await plannedLearner(t, "weekly@record.test");
    const read = (lessonId: string, seconds: number) =>
      me("POST", "/learning/events", { lessonId, kind: "reading", seconds });
    expect((await read(c.lessonId, 90)).status).toBe(200);
    expect(await week()).toBe(2); // 1.5 minutes, rounded
    await me("POST", `/learning/lessons/${c.lessonId}/complete`);
    // Completed: its 5 minutes, not 5 + 1.5.
    expect(await week()).toBe(5);
    // Another course's lesson, read for 3 minutes and not completed: 5 + 3.
    const d = await makeCourse(t);
    expect((await read(d.lessonId, 90)).status).toBe(200);
    expect((await read(d.lessonId, 90)).status).toBe(200);
    expect(await week()).toBe(8);
  });

  it("a code run (without checks) is recorded with its exercise and starts the course; another lesson's exercise is refused", async () => {
    const c = await makeCourse(t);
    const a = await t.signIn("user", "runner@record.test");
    const me = api(t, a.cookie);
    const ran = await me("POST", "/learning/events", {
      lessonId: c.lessonId,
      kind: "code_run",
      exerciseId: c.codeId,
    });
    expect(ran.status).toBe(200);
    expect(await screens(me, c.courseId)).toMatchObject({
      activeCourses: 1,
      pathStatus: "in-progress",
      catalogueStatus: "in-progress",
      started: 1,
    });
    const runs = await t.deps.db
      .select({ kind: learningEvents.kind, subject: learningEvents.subjectId })
      .from(learningEvents)
      .where(eq(learningEvents.userId, a.userId));
    expect(runs).toEqual([{ kind: "code_run", subject: c.codeId }]);
    const other = await makeCourse(t);
    const foreign = await me("POST", "/learning/events", {
      lessonId: c.lessonId,
      kind: "code_run",
      exerciseId: other.codeId,
    });
    expect(foreign.status).toBe(404);
  });

  it("refuses events of a lesson the learner may not see, and too long a reading post", async () => {
    const c = await makeCourse(t);
    await t.deps.db.update(courses).set({ isPublished: false }).where(eq(courses.id, c.courseId));
    const me = api(t, (await t.signIn()).cookie);
    const hidden = await me("POST", "/learning/events", {
      lessonId: c.lessonId,
      kind: "lesson_opened",
    });
    expect(hidden.status).toBe(404);
    const unknown = await me("POST", "/learning/events", {
      lessonId: "00000000-0000-4000-8000-000000000000",
      kind: "reading",
      seconds: 5,
    });
    expect(unknown.status).toBe(404);
    const tooLong = await me("POST", "/learning/events", {
      lessonId: c.lessonId,
      kind: "reading",
      seconds: 3600,
    });
    expect(tooLong.status).toBe(400);
  });
});
