import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import {
  courses,
  funnelLeads,
  lessonExercises,
  lessonQuizzes,
  lessons,
  modules,
} from "../../db/schema";
import type {
  CatalogueResponse,
  DashboardResponse,
  LearningPathResponse,
} from "@shared/contracts/learning";
import type { CourseReportResponse, FunnelReportResponse } from "@shared/contracts/reports";
import type { LearnerProjectsResponse } from "@shared/contracts/projects";
import type { PracticeSpec } from "@shared/domain/practice";
import { finishWeek, WEEKLY_MINUTES } from "@shared/domain/learning-plan";
import {
  api,
  createProject,
  externalProject,
  rubric,
  type Caller,
} from "../../test/projects-helpers";
import { WEB_CAREER_PLAN } from "../../test/plan-helpers";

/*
 * The record of learning (issue 42, decisions 0187, 0188, 0201), kind by kind: a new learner
 * (a lead of the funnel) does one act, and every screen's API counts it the same way: the
 * dashboard, the path, the catalogue, the admin home's active learners, the course report and
 * the funnel's "Kurs begonnen". And the path's finish estimate reads the record: a lesson
 * completed by solving and the reading of the others shorten what is left.
 */

const spec = (required: boolean): PracticeSpec => ({
  runtime: "javascript",
  starterFiles: [{ name: "main.js", content: "function one() {}" }],
  solutionFiles: [{ name: "main.js", content: "function one() { return 1; }" }],
  checks: [{ id: "one", title: "one() ergibt 1", hidden: false, code: "x", ordered: false }],
  timeLimitMs: 5000,
  required,
});

/**
 * A published course of two lessons (`minutes` each): the first has a code exercise (required
 * when asked) and a quiz, the second an optional code exercise.
 */
async function makeCourse(t: TestApp, opts: { required?: boolean; minutes?: number[] } = {}) {
  const db = t.deps.db;
  const [m1, m2] = opts.minutes ?? [10, 10];
  const [course] = await db
    .insert(courses)
    .values({ title: "Rekordkurs", description: "B", isPublished: true, language: "de" })
    .returning({ id: courses.id });
  const [mod] = await db
    .insert(modules)
    .values({ courseId: course.id, title: "M", orderIndex: 1 })
    .returning({ id: modules.id });
  const [l1, l2] = await db
    .insert(lessons)
    .values([
      {
        moduleId: mod.id,
        title: "Erste",
        content: "T",
        orderIndex: 1,
        estimatedDurationMinutes: m1,
      },
      {
        moduleId: mod.id,
        title: "Zweite",
        content: "T",
        orderIndex: 2,
        estimatedDurationMinutes: m2,
      },
    ])
    .returning({ id: lessons.id });
  const [code, optional] = await db
    .insert(lessonExercises)
    .values([
      {
        lessonId: l1.id,
        task: "Schreibe one.",
        practice: spec(opts.required ?? false),
        orderIndex: 1,
      },
      { lessonId: l2.id, task: "Noch einmal one.", practice: spec(false), orderIndex: 1 },
    ])
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
    optionalId: optional.id,
    quizId: quiz.id,
  };
}
type Course = Awaited<ReturnType<typeof makeCourse>>;

const results = (me: Caller, exerciseId: string, status: "passed" | "failed") =>
  me<{ completion: unknown }>("POST", `/learning/exercises/${exerciseId}/results`, {
    files: [{ name: "main.js", content: "function one() { return 1; }" }],
    results: [{ id: "one", status }],
  });

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

/** What the admin's screens count (the admin home, the funnel, the course report). */
async function adminCounts(courseId: string) {
  const stats = (await admin<{ activeLearners30d: number }>("GET", "/admin/stats")).body;
  const funnel = (await admin<FunnelReportResponse>("GET", "/admin/reports/funnel")).body;
  const report = (await admin<CourseReportResponse>("GET", `/admin/reports/courses/${courseId}`))
    .body;
  return {
    activeLearners: stats.activeLearners30d,
    funnelStarted: funnel.conversion.started,
    reportStarted: report.totals.started,
    reportCompleted: report.totals.completed,
  };
}

/** What the learner's screens say of the course. */
async function learnerScreens(me: Caller, courseId: string) {
  const dashboard = (await me<DashboardResponse>("GET", "/learning/dashboard")).body;
  const path = (await me<LearningPathResponse>("GET", "/learning/path")).body;
  const catalogue = (await me<CatalogueResponse>("GET", "/learning/courses")).body;
  const item = path.items.find((i) => i.id === courseId);
  const entry = catalogue.courses.find((c) => c.id === courseId);
  return {
    activeCourses: dashboard.stats.activeCourses,
    lessonsThisWeek: dashboard.stats.lessonsThisWeek,
    overallProgress: dashboard.stats.overallProgress,
    recent: dashboard.recentActivity.some((r) => r.courseId === courseId),
    project: dashboard.projects.some((p) => p.courseId === courseId),
    pathStatus: item?.status ?? null,
    pathProgress: item?.progress ?? null,
    catalogueStatus: entry?.status ?? null,
    catalogueLessons: entry?.completedLessons ?? null,
  };
}

/** A project of the course, submitted by `me` (the first version). */
async function submitProject(me: Caller, courseId: string) {
  const p = await createProject(admin, courseId, externalProject());
  const d = await me<{ revision: number }>("PUT", `/learning/projects/${p.id}/draft`, {
    link: "https://example.com",
    description: "Mein Projekt",
    expectedRevision: 0,
  });
  const s = await me<{ id: string }>("POST", `/learning/projects/${p.id}/submit`, {
    expectedRevision: d.body.revision,
  });
  expect(s.status, JSON.stringify(s.body)).toBe(200);
  return { projectId: p.id, submissionId: s.body.id };
}

const ok = async (r: Promise<{ status: number; body: unknown }>) => {
  const a = await r;
  expect(a.status, JSON.stringify(a.body)).toBe(200);
};

/** Each kind of act, done by the learner `me` in course `c` (nothing else). */
const acts: Array<{
  kind: string;
  required?: boolean;
  act: (me: Caller, c: Course) => Promise<void>;
  /** The lessons it completes (0: the course is started, not progressed). */
  completes?: number;
  /** A project's act: the dashboard lists the project ("Letzte Aktivitäten" lists lessons). */
  project?: boolean;
}> = [
  {
    kind: "lesson_opened",
    act: (me, c) =>
      ok(me("POST", "/learning/events", { lessonId: c.lessonId, kind: "lesson_opened" })),
  },
  {
    kind: "reading",
    act: (me, c) =>
      ok(me("POST", "/learning/events", { lessonId: c.lessonId, kind: "reading", seconds: 90 })),
  },
  {
    kind: "code_run",
    act: (me, c) =>
      ok(
        me("POST", "/learning/events", {
          lessonId: c.lessonId,
          kind: "code_run",
          exerciseId: c.codeId,
        }),
      ),
  },
  { kind: "code_checked", act: (me, c) => ok(results(me, c.codeId, "failed")) },
  { kind: "exercise_solved (optional)", act: (me, c) => ok(results(me, c.codeId, "passed")) },
  {
    kind: "quiz_answered",
    act: (me, c) => ok(me("POST", `/learning/quizzes/${c.quizId}/answer`, { choice: 0 })),
  },
  {
    kind: "project_submitted",
    project: true,
    act: (me, c) => submitProject(me, c.courseId).then(() => {}),
  },
  {
    kind: "project_revised",
    project: true,
    act: async (me, c) => {
      const { projectId, submissionId } = await submitProject(me, c.courseId);
      expect((await mod("POST", `/review/submissions/${submissionId}/claim`)).status).toBe(200);
      await ok(
        mod("POST", `/review/submissions/${submissionId}/decision`, {
          decision: "revise",
          summary: "Bitte überarbeiten",
          marks: rubric.map((r) => ({ criterionId: r.id, fulfilled: false })),
        }),
      );
      const mine = await me<LearnerProjectsResponse>(
        "GET",
        `/learning/course-projects/${c.courseId}`,
      );
      const revision = mine.body.projects[0].submission!.revision;
      await ok(
        me("POST", `/learning/projects/${projectId}/submit`, { expectedRevision: revision }),
      );
    },
  },
  {
    kind: "lesson_completed (button)",
    completes: 1,
    act: (me, c) => ok(me("POST", `/learning/lessons/${c.lessonId}/complete`)),
  },
  {
    kind: "lesson_completed (by solving the required exercise)",
    required: true,
    completes: 1,
    act: async (me, c) => {
      const r = await results(me, c.codeId, "passed");
      expect(r.status).toBe(200);
      expect(r.body.completion).not.toBeNull();
    },
  },
  {
    kind: "course_completed",
    completes: 2,
    act: async (me, c) => {
      await ok(me("POST", `/learning/lessons/${c.lessonId}/complete`));
      await ok(me("POST", `/learning/lessons/${c.secondLessonId}/complete`));
    },
  },
];

describe("each kind of act counts on every screen's API", () => {
  for (const { kind, act, required, completes = 0, project = false } of acts)
    it(kind, async () => {
      const c = await makeCourse(t, { required });
      const a = await t.signIn("user", `${kind.replace(/\W+/g, "-")}@screens.test`);
      await t.deps.db.insert(funnelLeads).values({ tokenHash: `screens-${kind}`, email: a.email });
      const me = api(t, a.cookie);
      const before = await adminCounts(c.courseId);
      expect(await learnerScreens(me, c.courseId)).toMatchObject({
        activeCourses: 0,
        pathStatus: null,
        catalogueStatus: "not-started",
      });

      await act(me, c);

      const finished = completes === 2;
      const screens = await learnerScreens(me, c.courseId);
      const status = finished ? "completed" : "in-progress";
      expect(screens).toEqual({
        activeCourses: finished ? 0 : 1,
        lessonsThisWeek: completes,
        overallProgress: completes * 50,
        recent: !project,
        project,
        pathStatus: status,
        pathProgress: completes * 50,
        catalogueStatus: status,
        catalogueLessons: completes,
      });
      expect(await adminCounts(c.courseId)).toEqual({
        activeLearners: before.activeLearners + 1,
        funnelStarted: before.funnelStarted + 1,
        reportStarted: before.reportStarted + 1,
        reportCompleted: before.reportCompleted + (finished ? 1 : 0),
      });
    });
});

describe("the path's finish estimate reads the record (decision 0201)", () => {
  let own: TestApp;
  beforeAll(async () => {
    own = await createTestApp();
  }, 60_000);
  afterAll(async () => {
    await own?.close();
  });

  it("a learner who only practised and read has less left: solved lessons and read minutes count", async () => {
    const a = await own.signIn("user", "estimate@screens.test");
    const me = api(own, a.cookie);
    // The plan first (an empty path: no course is published yet), 90 minutes a week.
    const planned = await me("PUT", "/plan/profile", {
      ...WEB_CAREER_PLAN,
      timeCommitment: "less-2",
    });
    expect(planned.status).toBe(200);
    const weekly = WEEKLY_MINUTES["less-2"];
    const c = await makeCourse(own, { required: true, minutes: [180, 300] });
    const estimate = async () => {
      const path = (await me<LearningPathResponse>("GET", "/learning/path")).body;
      return path.plan?.finishWeek ?? null;
    };
    const expected = (remaining: number) => finishWeek(new Date(), remaining, weekly);

    // Opened: on the path, nothing done yet: all 480 minutes are left.
    await ok(me("POST", "/learning/events", { lessonId: c.lessonId, kind: "lesson_opened" }));
    expect(await estimate()).toEqual(expected(480));
    // Solving the required exercise completes the first lesson: its 180 minutes are done.
    expect((await results(me, c.codeId, "passed")).body.completion).not.toBeNull();
    expect(await estimate()).toEqual(expected(300));
    // 100 minutes read in the second lesson (posts of two minutes) are done too.
    for (let i = 0; i < 50; i++)
      await ok(
        me("POST", "/learning/events", {
          lessonId: c.secondLessonId,
          kind: "reading",
          seconds: 120,
        }),
      );
    expect(await estimate()).toEqual(expected(200));
    // Reading counts up to the lesson's own minutes (300 of the 900 the cap lets through).
    for (let i = 0; i < 120; i++)
      await ok(
        me("POST", "/learning/events", {
          lessonId: c.secondLessonId,
          kind: "reading",
          seconds: 120,
        }),
      );
    expect(await estimate()).toEqual(expected(0));
  }, 60_000);
});
