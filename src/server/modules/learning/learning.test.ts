import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import type { DbOrTx } from "../../db/client";
import {
  courses,
  courseVersions,
  learnerStreaks,
  lessonCodeExamples,
  lessonExercises,
  lessonQuizzes,
  lessons,
  modules,
  userLearningPath,
  userLessonProgress,
} from "../../db/schema";
import { demoCourseDate, demoCourses, insertDemoCourse } from "../../db/seed/seed";
import type {
  CatalogueResponse,
  CompleteLessonResponse,
  CourseProgressResponse,
  DashboardResponse,
  LearningPathResponse,
  PlayerResponse,
} from "@shared/contracts/learning";
import { catalogueResponse, playerResponse } from "@shared/contracts/learning";
import type { CourseTranslationOverlay } from "@shared/domain/translation";
import type { QuizAnswerResponse } from "@shared/contracts/achievements";
import type { RevealSolutionResponse } from "@shared/contracts/practice";
import { WEB_CAREER_PLAN } from "../../test/plan-helpers";

/** A synthetic course: `m` modules of `l` lessons, each lesson with one block of every kind. */
async function makeCourse(
  db: DbOrTx,
  opts: {
    title?: string;
    modules?: number;
    lessons?: number;
    published?: boolean;
    createdAt?: Date;
    language?: string;
  } = {},
) {
  const [course] = await db
    .insert(courses)
    .values({
      title: opts.title ?? "Testkurs",
      description: "Beschreibung",
      difficultyLevel: "Beginner",
      isPublished: opts.published ?? true,
      language: opts.language ?? "de",
      createdAt: opts.createdAt ?? new Date(),
    })
    .returning({ id: courses.id });
  const mods = await db
    .insert(modules)
    .values(
      Array.from({ length: opts.modules ?? 1 }, (_, i) => ({
        courseId: course.id,
        title: `Modul ${i + 1}`,
        orderIndex: i + 1,
      })),
    )
    .returning({ id: modules.id });
  const lessonRows = await db
    .insert(lessons)
    .values(
      mods.flatMap((m, mi) =>
        Array.from({ length: opts.lessons ?? 2 }, (_, i) => ({
          moduleId: m.id,
          title: `Lektion ${mi + 1}.${i + 1}`,
          content: "## Text",
          estimatedDurationMinutes: 10,
          orderIndex: i + 1,
        })),
      ),
    )
    .returning({ id: lessons.id });
  await db
    .insert(lessonCodeExamples)
    .values(lessonRows.map((l) => ({ lessonId: l.id, title: "Code", code: "let a = 1;" })));
  await db
    .insert(lessonExercises)
    .values(lessonRows.map((l) => ({ lessonId: l.id, task: "Aufgabe", hint: "H", solution: "S" })));
  await db.insert(lessonQuizzes).values(
    lessonRows.map((l) => ({
      lessonId: l.id,
      question: "Frage?",
      choices: ["a", "b"],
      correctAnswer: 0,
    })),
  );
  return { id: course.id, lessonIds: lessonRows.map((l) => l.id) };
}

const statements = (res: Response) => Number(res.headers.get("x-sql-statements"));

describe("learning API", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("refuses every endpoint when signed out", async () => {
    const c = await makeCourse(t.deps.db);
    for (const [path, method] of [
      ["/api/learning/dashboard", "GET"],
      ["/api/learning/path", "GET"],
      ["/api/learning/courses", "GET"],
      [`/api/learning/courses/${c.id}`, "GET"],
      [`/api/learning/courses/${c.id}/progress`, "GET"],
      [`/api/learning/courses/${c.id}/start`, "POST"],
      [`/api/learning/lessons/${c.lessonIds[0]}/complete`, "POST"],
      ["/api/learning/sample-data", "POST"],
    ] as const) {
      const res = await t.request(path, { method });
      expect(res.status, path).toBe(401);
    }
    const rows = await t.deps.db.select().from(userLessonProgress);
    expect(rows).toHaveLength(0);
  });

  it("validates the language", async () => {
    const { cookie } = await t.signIn();
    const res = await t.request("/api/learning/courses?lang=xx", { cookie });
    expect(res.status).toBe(400);
  });

  it("completes a lesson once, keeps the path row in step and refuses a second completion", async () => {
    const c = await makeCourse(t.deps.db, { modules: 1, lessons: 3 });
    const { cookie, userId } = await t.signIn();
    const first = await t.request(`/api/learning/lessons/${c.lessonIds[0]}/complete`, {
      method: "POST",
      cookie,
    });
    expect(first.status).toBe(200);
    const body = (await first.json()) as CompleteLessonResponse;
    expect(body).toMatchObject({ progress: 33, completed: false, totalLessons: 3 });
    const [path] = await t.deps.db
      .select()
      .from(userLearningPath)
      .where(and(eq(userLearningPath.userId, userId), eq(userLearningPath.courseId, c.id)));
    expect(path.startedAt).not.toBeNull();
    expect(path.progressPercentage).toBe(33);
    expect(path.completedAt).toBeNull();

    const again = await t.request(`/api/learning/lessons/${c.lessonIds[0]}/complete`, {
      method: "POST",
      cookie,
    });
    expect(again.status).toBe(409);
    const rows = await t.deps.db
      .select()
      .from(userLessonProgress)
      .where(eq(userLessonProgress.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0].timeSpentMinutes).toBe(10);

    for (const id of c.lessonIds.slice(1))
      expect(
        (await t.request(`/api/learning/lessons/${id}/complete`, { method: "POST", cookie }))
          .status,
      ).toBe(200);
    const [done] = await t.deps.db
      .select()
      .from(userLearningPath)
      .where(and(eq(userLearningPath.userId, userId), eq(userLearningPath.courseId, c.id)));
    expect(done.progressPercentage).toBe(100);
    expect(done.completedAt).not.toBeNull();
    const path2 = (await (
      await t.request("/api/learning/path", { cookie })
    ).json()) as LearningPathResponse;
    expect(path2.items[0]).toMatchObject({ status: "completed", progress: 100 });
  });

  it("gives one progress row for 20 parallel completions", async () => {
    const c = await makeCourse(t.deps.db, { lessons: 2 });
    const { cookie, userId } = await t.signIn();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.request(`/api/learning/lessons/${c.lessonIds[0]}/complete`, { method: "POST", cookie }),
      ),
    );
    const codes = results.map((r) => r.status);
    expect(codes.filter((s) => s === 200)).toHaveLength(1);
    expect(codes.filter((s) => s === 409)).toHaveLength(19);
    const rows = await t.deps.db
      .select()
      .from(userLessonProgress)
      .where(eq(userLessonProgress.userId, userId));
    expect(rows).toHaveLength(1);
    const paths = await t.deps.db
      .select()
      .from(userLearningPath)
      .where(eq(userLearningPath.userId, userId));
    expect(paths).toHaveLength(1);
    expect(paths[0].progressPercentage).toBe(50);
  });

  /** A two-lesson course with a title to escape; learner a has done its first lesson, b nothing. */
  const twoLearnersOneLessonDone = async () => {
    const c = await makeCourse(t.deps.db, { title: 'Zitat "ß" & <b>', lessons: 2 });
    const a = await t.signIn();
    const b = await t.signIn();
    await t.request(`/api/learning/lessons/${c.lessonIds[0]}/complete`, {
      method: "POST",
      cookie: a.cookie,
    });
    return { c, a, b };
  };

  it("answers the catalogue in the contract's shape, the shared part cached, the learner's part their own", async () => {
    const { c, a, b } = await twoLearnersOneLessonDone();
    const read = async (cookie: string) => {
      const res = await t.request("/api/learning/courses", { cookie });
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      const body = (await res.json()) as CatalogueResponse;
      // Exactly the contract: every field, of its type, nothing more.
      expect(catalogueResponse.strict().parse(body)).toEqual(body);
      return body.courses.find((x) => x.id === c.id)!;
    };
    for (let round = 0; round < 2; round++) {
      expect(await read(a.cookie)).toMatchObject({
        title: 'Zitat "ß" & <b>',
        totalLessons: 2,
        completedLessons: 1,
        progress: 50,
        status: "in-progress",
      });
      expect(await read(b.cookie)).toMatchObject({
        title: 'Zitat "ß" & <b>',
        completedLessons: 0,
        progress: 0,
        status: "not-started",
      });
    }
  });

  it("answers the player in the contract's shape, the content shared, progress and certificate the learner's own", async () => {
    const { c, a, b } = await twoLearnersOneLessonDone();
    const read = async (cookie: string) => {
      const res = await t.request(`/api/learning/courses/${c.id}`, { cookie });
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      const body = (await res.json()) as PlayerResponse;
      expect(playerResponse.strict().parse(body)).toEqual(body);
      return body;
    };
    for (let round = 0; round < 2; round++) {
      const [ofA, ofB] = [await read(a.cookie), await read(b.cookie)];
      expect(ofA.course.title).toBe('Zitat "ß" & <b>');
      expect(ofB.modules).toEqual(ofA.modules);
      expect(ofA.progress).toEqual({
        courseId: c.id,
        completedLessonIds: [c.lessonIds[0]],
        totalLessons: 2,
        progress: 50,
        completed: false,
      });
      expect(ofB.progress).toMatchObject({ completedLessonIds: [], progress: 0, completed: false });
      expect(ofA.certificate).toBeNull();
    }
  });

  it("stores the rounded progress it answers, and completes the course with its last lesson", async () => {
    const c = await makeCourse(t.deps.db, { lessons: 3 });
    const { cookie, userId } = await t.signIn();
    const stored = async () =>
      (
        await t.deps.db
          .select()
          .from(userLearningPath)
          .where(and(eq(userLearningPath.userId, userId), eq(userLearningPath.courseId, c.id)))
      )[0];
    const expected = [33, 67, 100];
    for (const [i, lessonId] of c.lessonIds.entries()) {
      const res = await t.request(`/api/learning/lessons/${lessonId}/complete`, {
        method: "POST",
        cookie,
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as CompleteLessonResponse;
      expect(body.progress).toBe(expected[i]);
      expect(body.completedLessonIds).toHaveLength(i + 1);
      const row = await stored();
      expect(row.progressPercentage).toBe(expected[i]);
      expect(row.startedAt).not.toBeNull();
      expect(row.completedAt === null).toBe(i < 2);
      expect(body.completed).toBe(i === 2);
    }
  });

  it("never shows one learner's rows to another", async () => {
    const c = await makeCourse(t.deps.db, { lessons: 2 });
    const a = await t.signIn();
    const b = await t.signIn();
    await t.request(`/api/learning/lessons/${c.lessonIds[0]}/complete`, {
      method: "POST",
      cookie: a.cookie,
    });
    const prog = (await (
      await t.request(`/api/learning/courses/${c.id}/progress`, { cookie: b.cookie })
    ).json()) as CourseProgressResponse;
    expect(prog.completedLessonIds).toEqual([]);
    const dash = (await (
      await t.request("/api/learning/dashboard", { cookie: b.cookie })
    ).json()) as DashboardResponse;
    expect(dash.recentActivity).toEqual([]);
    expect(dash.pathEmpty).toBe(true);
    const player = (await (
      await t.request(`/api/learning/courses/${c.id}`, { cookie: b.cookie })
    ).json()) as PlayerResponse;
    expect(player.progress.progress).toBe(0);
    const cat = (await (
      await t.request("/api/learning/courses", { cookie: b.cookie })
    ).json()) as CatalogueResponse;
    expect(cat.courses.find((x) => x.id === c.id)?.status).toBe("not-started");
    // B completing the same lesson writes B's own row, A's stays untouched.
    const res = await t.request(`/api/learning/lessons/${c.lessonIds[0]}/complete`, {
      method: "POST",
      cookie: b.cookie,
    });
    expect(res.status).toBe(200);
    const aRows = await t.deps.db
      .select()
      .from(userLessonProgress)
      .where(eq(userLessonProgress.userId, a.userId));
    expect(aRows).toHaveLength(1);
  });

  it("hides unpublished courses everywhere from learners who did not start them (404)", async () => {
    const c = await makeCourse(t.deps.db, { title: "Entwurf", published: false });
    const { cookie, userId } = await t.signIn();
    await t.deps.db.insert(userLearningPath).values({ userId, courseId: c.id });
    const cat = (await (
      await t.request("/api/learning/courses", { cookie })
    ).json()) as CatalogueResponse;
    expect(cat.courses.map((x) => x.title)).not.toContain("Entwurf");
    const path = (await (
      await t.request("/api/learning/path", { cookie })
    ).json()) as LearningPathResponse;
    expect(path.items).toEqual([]);
    expect((await t.request(`/api/learning/courses/${c.id}`, { cookie })).status).toBe(404);
    expect((await t.request(`/api/learning/courses/${c.id}/progress`, { cookie })).status).toBe(
      404,
    );
    expect(
      (await t.request(`/api/learning/courses/${c.id}/start`, { method: "POST", cookie })).status,
    ).toBe(404);
    expect(
      (
        await t.request(`/api/learning/lessons/${c.lessonIds[0]}/complete`, {
          method: "POST",
          cookie,
        })
      ).status,
    ).toBe(404);
    expect((await t.request(`/api/learning/courses/not-a-uuid`, { cookie })).status).toBe(404);
    const rows = await t.deps.db
      .select()
      .from(userLessonProgress)
      .where(eq(userLessonProgress.userId, userId));
    expect(rows).toHaveLength(0);
    // The refused completion left nothing behind: no streak, the path row as it was.
    const streaks = await t.deps.db
      .select()
      .from(learnerStreaks)
      .where(eq(learnerStreaks.userId, userId));
    expect(streaks).toHaveLength(0);
    const [pathRow] = await t.deps.db
      .select()
      .from(userLearningPath)
      .where(eq(userLearningPath.userId, userId));
    expect(pathRow).toMatchObject({ startedAt: null, progressPercentage: 0, completedAt: null });
  });

  it("starts a course: creates the path row once", async () => {
    const c = await makeCourse(t.deps.db);
    const { cookie, userId } = await t.signIn();
    for (let i = 0; i < 2; i++) {
      const res = await t.request(`/api/learning/courses/${c.id}/start`, {
        method: "POST",
        cookie,
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ courseId: c.id, status: "in-progress" });
    }
    const rows = await t.deps.db
      .select()
      .from(userLearningPath)
      .where(eq(userLearningPath.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0].progressPercentage).toBe(0);
  });
});

describe("sample data and translations (demo content)", () => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    const base = Date.now();
    await t.deps.db.transaction(async (tx) => {
      for (const [i, d] of demoCourses.entries())
        ids[d.course.key] = await insertDemoCourse(
          tx,
          d.course,
          d.translations,
          demoCourseDate(i, base),
        );
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("says a learner is returning only once they learned here (issue 46: no 'zurück' at the first visit)", async () => {
    const { cookie } = await t.signIn();
    const dash = async () =>
      (await (await t.request("/api/learning/dashboard", { cookie })).json()) as DashboardResponse;
    expect((await dash()).returning).toBe(false);
    // Opening the dashboard again changes nothing by itself.
    expect((await dash()).returning).toBe(false);
    await t.request("/api/learning/sample-data", { method: "POST", cookie });
    expect((await dash()).returning).toBe(true);
  });

  it("creates the spec's sample data and ignores duplicates", async () => {
    const { cookie, userId } = await t.signIn();
    const res = await t.request("/api/learning/sample-data", { method: "POST", cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ courses: 2, completedLessons: 2 });
    const again = await t.request("/api/learning/sample-data", { method: "POST", cookie });
    expect(again.status).toBe(200);
    const paths = await t.deps.db
      .select()
      .from(userLearningPath)
      .where(eq(userLearningPath.userId, userId));
    expect(paths.map((p) => p.progressPercentage).sort((a, b) => b - a)).toEqual([25, 0]);
    expect(paths.filter((p) => p.startedAt !== null)).toHaveLength(1);
    const progress = await t.deps.db
      .select()
      .from(userLessonProgress)
      .where(eq(userLessonProgress.userId, userId));
    expect(progress).toHaveLength(2);
    expect(progress.every((p) => p.timeSpentMinutes === 15 && p.completedAt)).toBe(true);
    const dash = (await (
      await t.request("/api/learning/dashboard", { cookie })
    ).json()) as DashboardResponse;
    expect(dash.pathEmpty).toBe(false);
    expect(dash.recentActivity).toHaveLength(2);
    expect(dash.recentActivity.every((a) => a.completed)).toBe(true);
    expect(dash.stats.lessonsThisWeek).toBe(2);
    expect(dash.stats.activeCourses).toBe(1);
    expect(dash.continueLearning?.nextLesson).not.toBeNull();
  });

  it("shows a course in the interface language when a published version exists, else in its source language", async () => {
    const { cookie } = await t.signIn();
    const web = ids["web-development"];
    const en = (await (
      await t.request("/api/learning/courses?lang=en", { cookie })
    ).json()) as CatalogueResponse;
    const webEn = en.courses.find((c) => c.id === web)!;
    expect(webEn.title).toBe("Web Development for Beginners: HTML, CSS and JavaScript");
    expect(webEn.language).toBe("en");
    const other = en.courses.find((c) => c.id !== web)!;
    expect(other.language).toBe("de");

    const fr = (await (
      await t.request("/api/learning/courses?lang=fr", { cookie })
    ).json()) as CatalogueResponse;
    expect(fr.courses.find((c) => c.id === web)!.title).toMatch(/^Webentwicklung/);

    const playerEn = (await (
      await t.request(`/api/learning/courses/${web}?lang=en`, { cookie })
    ).json()) as PlayerResponse;
    const playerDe = (await (
      await t.request(`/api/learning/courses/${web}?lang=de`, { cookie })
    ).json()) as PlayerResponse;
    expect(playerEn.course.language).toBe("en");
    expect(playerEn.modules[0].lessons[0].title).toBe("How the Web Works");
    expect(playerDe.modules[0].lessons[0].title).toBe("Wie das Web funktioniert");
    // Same lesson ids in every language; code stays, quiz correct answer stays.
    const lessonIds = (p: PlayerResponse) => p.modules.flatMap((m) => m.lessons.map((l) => l.id));
    expect(lessonIds(playerEn)).toEqual(lessonIds(playerDe));
    const quizId = playerDe.modules[0].lessons[0].quizzes[0].id;
    const answerIn = async (lang: string) =>
      (await (
        await t.request(`/api/learning/quizzes/${quizId}/answer`, {
          json: { choice: 0, lang },
          cookie,
        })
      ).json()) as QuizAnswerResponse;
    await answerIn("de"); // the first answer may earn only a second try (decision 0185)
    expect((await answerIn("en")).correctAnswer).toBe((await answerIn("de")).correctAnswer);

    // Progress made in German shows in English.
    const lessonId = playerDe.modules[0].lessons[0].id;
    await t.request(`/api/learning/lessons/${lessonId}/complete`, { method: "POST", cookie });
    const afterEn = (await (
      await t.request(`/api/learning/courses/${web}?lang=en`, { cookie })
    ).json()) as PlayerResponse;
    expect(afterEn.progress.completedLessonIds).toEqual([lessonId]);
    const dashEn = (await (
      await t.request("/api/learning/dashboard?lang=en", { cookie })
    ).json()) as DashboardResponse;
    expect(dashEn.recentActivity[0]).toMatchObject({
      lessonTitle: "How the Web Works",
      moduleTitle: "Foundations: How the Web Works",
      courseTitle: "Web Development for Beginners: HTML, CSS and JavaScript",
    });
    // "Weiterlernen" opens the first lesson not completed, in the shown language.
    const second = playerEn.modules[0].lessons[1];
    expect(dashEn.continueLearning).toMatchObject({
      courseId: web,
      completedLessons: 1,
      nextLesson: { id: second.id, title: second.title, moduleTitle: playerEn.modules[0].title },
    });
    const dashDe = (await (
      await t.request("/api/learning/dashboard?lang=de", { cookie })
    ).json()) as DashboardResponse;
    expect(dashDe.continueLearning?.nextLesson).toEqual({
      id: second.id,
      title: playerDe.modules[0].lessons[1].title,
      moduleTitle: playerDe.modules[0].title,
    });
    expect(second.title).not.toBe(playerDe.modules[0].lessons[1].title);
    const pathEn = (await (
      await t.request("/api/learning/path?lang=en", { cookie })
    ).json()) as LearningPathResponse;
    expect(pathEn.items[0].title).toBe("Web Development for Beginners: HTML, CSS and JavaScript");
  });

  it("names each recent lesson by its own course's translation, once", async () => {
    const { cookie } = await t.signIn();
    const web = ids["web-development"];
    const en = (await (
      await t.request("/api/learning/courses?lang=en", { cookie })
    ).json()) as CatalogueResponse;
    const other = en.courses.find((c) => c.language === "de")!;
    const player = async (id: string, lang: string) =>
      (await (
        await t.request(`/api/learning/courses/${id}?lang=${lang}`, { cookie })
      ).json()) as PlayerResponse;
    const [webEn, otherDe] = [await player(web, "en"), await player(other.id, "de")];
    for (const id of [webEn.modules[0].lessons[0].id, otherDe.modules[0].lessons[0].id])
      expect(
        (await t.request(`/api/learning/lessons/${id}/complete`, { method: "POST", cookie }))
          .status,
      ).toBe(200);
    const dash = (await (
      await t.request("/api/learning/dashboard?lang=en", { cookie })
    ).json()) as DashboardResponse;
    // The course without an English version keeps its own title, not the translated course's.
    expect(dash.recentActivity.map((a) => [a.courseId, a.courseTitle, a.lessonTitle])).toEqual([
      [other.id, otherDe.course.title, otherDe.modules[0].lessons[0].title],
      [web, webEn.course.title, webEn.modules[0].lessons[0].title],
    ]);
  });

  it("continues a course without completed lessons at its first lesson, translated, and follows a reorder", async () => {
    const { cookie } = await t.signIn();
    const web = ids["web-development"];
    expect(
      (await t.request(`/api/learning/courses/${web}/start`, { method: "POST", cookie })).status,
    ).toBe(200);
    const playerEn = (await (
      await t.request(`/api/learning/courses/${web}?lang=en`, { cookie })
    ).json()) as PlayerResponse;
    const dashboardEn = async () =>
      (
        (await (
          await t.request("/api/learning/dashboard?lang=en", { cookie })
        ).json()) as DashboardResponse
      ).continueLearning;
    const [first, second] = playerEn.modules[0].lessons;
    expect(await dashboardEn()).toMatchObject({
      courseId: web,
      completedLessons: 0,
      nextLesson: { id: first.id, title: first.title, moduleTitle: playerEn.modules[0].title },
    });
    // An author moves the second lesson to the front: the next request sees the new order.
    const orderOf = async (id: string) =>
      (await t.deps.db.select().from(lessons).where(eq(lessons.id, id)))[0].orderIndex;
    const [a, b] = [await orderOf(first.id), await orderOf(second.id)];
    await t.deps.db.transaction(async (tx) => {
      await tx.update(lessons).set({ orderIndex: b }).where(eq(lessons.id, first.id));
      await tx.update(lessons).set({ orderIndex: a }).where(eq(lessons.id, second.id));
    });
    try {
      expect((await dashboardEn())?.nextLesson).toEqual({
        id: second.id,
        title: second.title,
        moduleTitle: playerEn.modules[0].title,
      });
    } finally {
      await t.deps.db.transaction(async (tx) => {
        await tx.update(lessons).set({ orderIndex: a }).where(eq(lessons.id, first.id));
        await tx.update(lessons).set({ orderIndex: b }).where(eq(lessons.id, second.id));
      });
    }
  });

  it("falls back to the source language while the translation is unpublished", async () => {
    const web = ids["web-development"];
    const { cookie } = await t.signIn();
    await t.deps.db
      .update(courseVersions)
      .set({ isPublished: false })
      .where(and(eq(courseVersions.courseId, web), eq(courseVersions.language, "en")));
    try {
      const player = (await (
        await t.request(`/api/learning/courses/${web}?lang=en`, { cookie })
      ).json()) as PlayerResponse;
      expect(player.course.language).toBe("de");
      expect(player.modules[0].lessons[0].title).toBe("Wie das Web funktioniert");
    } finally {
      await t.deps.db
        .update(courseVersions)
        .set({ isPublished: true })
        .where(and(eq(courseVersions.courseId, web), eq(courseVersions.language, "en")));
    }
  });
});

/**
 * The statement-count budget: every learner endpoint runs the same number of SQL
 * statements whether the database holds one small course or six bigger ones (with
 * translations and progress).
 */
describe("fixed number of SQL statements per learner endpoint", () => {
  async function measure(size: "small" | "large") {
    const t = await createTestApp();
    try {
      const n = size === "small" ? 1 : 6;
      const made = [];
      for (let i = 0; i < n; i++)
        made.push(
          await makeCourse(t.deps.db, {
            title: `Kurs ${i}`,
            modules: size === "small" ? 1 : 4,
            lessons: size === "small" ? 2 : 5,
            createdAt: new Date(Date.now() - i * 1000),
          }),
        );
      // An English overlay for every course.
      for (const c of made) {
        const overlayJson: CourseTranslationOverlay = {
          course: { title: "Course", description: "Description" },
          modules: {},
          lessons: Object.fromEntries(
            c.lessonIds.map((id) => [
              id,
              { title: "Lesson", content: "Text", learningObjective: null },
            ]),
          ),
          codeExamples: {},
          exercises: {},
          quizzes: {},
        };
        await t.deps.db.insert(courseVersions).values([
          { courseId: c.id, language: "de", structureJson: {}, isPublished: true },
          {
            courseId: c.id,
            language: "en",
            structureJson: {},
            translationJson: overlayJson,
            isPublished: true,
          },
        ]);
      }
      const { cookie } = await t.signIn();
      const fresh = await t.signIn();
      // Progress: in the large case several courses with completions.
      for (const c of made.slice(0, size === "small" ? 1 : 5))
        for (const l of c.lessonIds.slice(0, size === "small" ? 1 : 4))
          await t.request(`/api/learning/lessons/${l}/complete`, { method: "POST", cookie });

      const counts: Record<string, number> = {};
      const get = async (
        name: string,
        path: string,
        init: { method?: string; cookie?: string } = {},
      ) => {
        const res = await t.request(path, { cookie, ...init });
        expect(res.status, `${name} ${await res.clone().text()}`).toBe(200);
        counts[name] = statements(res);
      };
      const c0 = made[0];
      // With a learning profile the path and dashboard also read the plan (issue 15).
      const planned = await t.request("/api/plan/profile", {
        method: "PUT",
        cookie,
        json: WEB_CAREER_PLAN,
      });
      expect(planned.status).toBe(200);
      for (const lang of ["de", "en"]) {
        await get(`dashboard-${lang}`, `/api/learning/dashboard?lang=${lang}`);
        await get(`path-${lang}`, `/api/learning/path?lang=${lang}`);
        await get(`catalogue-${lang}`, `/api/learning/courses?lang=${lang}`);
        await get(`player-${lang}`, `/api/learning/courses/${c0.id}?lang=${lang}`);
      }
      await get("progress", `/api/learning/courses/${c0.id}/progress`);
      await get("start", `/api/learning/courses/${made[n - 1].id}/start`, { method: "POST" });
      await get(
        "complete",
        `/api/learning/lessons/${c0.lessonIds[c0.lessonIds.length - 1]}/complete`,
        {
          method: "POST",
        },
      );
      await get("sample-data", "/api/learning/sample-data", {
        method: "POST",
        cookie: fresh.cookie,
      });
      return counts;
    } finally {
      await t.close();
    }
  }

  it("does not grow with the data", async () => {
    const small = await measure("small");
    const large = await measure("large");
    for (const [name, count] of Object.entries(large)) {
      expect(count, `${name}: ${small[name]} -> ${count}`).toBeLessThanOrEqual(small[name]);
      expect(count, name).toBeGreaterThan(0);
    }
  }, 120_000);
});

describe("hostile course text", () => {
  it("is returned as data, unchanged (the player renders it inert, see lesson-blocks.test.tsx)", async () => {
    const t = await createTestApp();
    try {
      const payload = `<img src=x onerror="alert(1)"><script>alert(1)</script>[x](javascript:alert(1))`;
      const c = await makeCourse(t.deps.db, { lessons: 1 });
      await t.deps.db.update(lessons).set({ content: payload, title: payload });
      await t.deps.db.update(lessonCodeExamples).set({ code: payload, description: payload });
      await t.deps.db
        .update(lessonExercises)
        .set({ task: payload, hint: payload, solution: payload });
      await t.deps.db
        .update(lessonQuizzes)
        .set({ question: payload, choices: [payload, { text: payload }], explanation: payload });
      const { cookie } = await t.signIn();
      const res = await t.request(`/api/learning/courses/${c.id}`, { cookie });
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      const body = (await res.json()) as PlayerResponse;
      const lesson = body.modules[0].lessons[0];
      expect(lesson.content).toBe(payload);
      expect(lesson.codeExamples[0].code).toBe(payload);
      // The solution is earned by revealing it (decision 0081), and comes unchanged too.
      const revealed = await t.request(`/api/learning/lessons/${lesson.id}/reveals`, {
        json: { kind: "solution", itemId: lesson.exercises[0].id },
        cookie,
      });
      expect(((await revealed.json()) as RevealSolutionResponse).solution).toBe(payload);
      expect(lesson.quizzes[0].choices).toEqual([payload, { text: payload }]);
    } finally {
      await t.close();
    }
  });
});
