import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import {
  courses,
  courseVersions,
  jobs,
  lessonQuizzes,
  lessons,
  modules,
  userLessonProgress,
} from "../../db/schema";
import { demoCourses, insertDemoCourse } from "../../db/seed/seed";
import type {
  EditViewResponse,
  OverviewResponse,
  PreviewResponse,
  PublishableResponse,
  VersionsResponse,
} from "@shared/contracts/admin";
import { rowCounts, runJob } from "../../test/admin-helpers";

/** The admin API with the default offline provider (no configuration). */
let t: TestApp;
let cookie: string;
let demoCourseId: string;

beforeAll(async () => {
  t = await createTestApp();
  t.deps.jobs.start();
  ({ cookie } = await t.signIn("admin"));
  demoCourseId = await t.deps.db.transaction((tx) =>
    insertDemoCourse(tx, demoCourses[0].course, demoCourses[0].translations, new Date()),
  );
});
afterAll(async () => {
  await t?.close();
});

const get = async <T>(path: string) => {
  const res = await t.request(path, { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
};

describe("access", () => {
  const id = "00000000-0000-4000-8000-000000000000";
  const endpoints: [string, string, unknown?][] = [
    ["GET", "/api/admin/stats"],
    ["GET", "/api/admin/ai"],
    ["POST", "/api/admin/courses", { title: "T", description: "D" }],
    ["GET", "/api/admin/courses"],
    ["GET", `/api/admin/course-versions/${id}`],
    ["POST", `/api/admin/modules/${id}/generate`, {}],
    ["POST", `/api/admin/course-versions/${id}/generate-all`, {}],
    ["GET", `/api/admin/jobs/${id}`],
    ["GET", "/api/admin/jobs?active=true"],
    ["GET", `/api/admin/jobs/${id}/events`],
    ["GET", "/api/admin/versions"],
    ["GET", `/api/admin/course-versions/${id}/preview`],
    ["POST", `/api/admin/course-versions/${id}/activate`, {}],
    ["GET", "/api/admin/publishable"],
    ["POST", `/api/admin/course-versions/${id}/publish`, {}],
    ["POST", `/api/admin/course-versions/${id}/translate`, { targetLanguage: "en" }],
  ];

  it("answers 401 to anonymous callers and 403 to learners and moderators on every endpoint", async () => {
    const learner = await t.signIn("user");
    const moderator = await t.signIn("moderator");
    const before = await rowCounts(t);
    for (const [method, path, json] of endpoints) {
      const anon = await t.request(path, { method, json });
      expect(anon.status, `${method} ${path}`).toBe(401);
      for (const who of [learner, moderator]) {
        const res = await t.request(path, { method, json, cookie: who.cookie });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect((await res.json()).error.code).toBe("FORBIDDEN");
      }
    }
    expect(await t.deps.db.select().from(jobs)).toEqual([]);
    expect(await rowCounts(t)).toEqual(before);
  });
});

describe("offline provider, end to end", () => {
  it("creates a course, generates modules, previews without problems, activates and publishes it", async () => {
    const ai = await get<{ provider: string; offline: boolean }>("/api/admin/ai");
    expect(ai).toEqual({ provider: "offline", model: null, offline: true });

    const created = await runJob(t, cookie, "/api/admin/courses", {
      title: "Datenbanken mit SQL",
      description: "Abfragen schreiben und Daten auswerten.",
      difficulty: "Beginner",
      estimatedHours: 8,
      topic: "SQL",
      specificGoals: "Berichte erstellen; Daten bereinigen",
    });
    expect(created.status).toBe("succeeded");
    const versionId = created.result!.courseVersionId!;
    const courseId = created.result!.courseId!;
    const [version] = await t.deps.db
      .select()
      .from(courseVersions)
      .where(eq(courseVersions.id, versionId));
    expect(version).toMatchObject({ generator: "offline", isActive: true, language: "de" });

    let view = await get<EditViewResponse>(`/api/admin/course-versions/${versionId}`);
    expect(view.ai.offline).toBe(true);
    expect(view.modules.map((m) => m.title)).toEqual([
      "Einführung in SQL",
      "Grundlagen von SQL",
      "Praxisziel: Berichte erstellen",
      "Abschlussprojekt: SQL anwenden",
    ]);

    const one = await runJob(t, cookie, `/api/admin/modules/${view.modules[0].id}/generate`);
    expect(one.status).toBe("succeeded");
    const all = await runJob(t, cookie, `/api/admin/course-versions/${versionId}/generate-all`);
    expect(all).toMatchObject({ status: "succeeded", progress: 3, total: 3 });

    view = await get<EditViewResponse>(`/api/admin/course-versions/${versionId}`);
    expect(view.version).toMatchObject({
      status: "generated",
      modulesGenerated: 4,
      modulesTotal: 4,
    });
    expect(view.modules[0].lessons[0].title).toBe("Überblick: Einführung in SQL");

    const preview = await get<PreviewResponse>(`/api/admin/course-versions/${versionId}/preview`);
    // Created without a skill area and a thumbnail: the same warnings as the gate's below.
    expect(preview.problems).toEqual([
      { kind: "course_without_skill_area" },
      { kind: "course_without_thumbnail" },
    ]);
    const code = preview.modules[0].lessons.flatMap((l) => l.codeExamples);
    expect(code[0]).toMatchObject({ title: "Code-Beispiel 1", language: "sql" });

    const activated = await t.request(`/api/admin/course-versions/${versionId}/activate`, {
      json: {},
      cookie,
    });
    expect(activated.status).toBe(200);
    expect(await activated.json()).toMatchObject({ id: versionId, isActive: true });

    const publishable = await get<PublishableResponse>("/api/admin/publishable");
    expect(publishable.versions.find((v) => v.id === versionId)).toMatchObject({
      courseTitle: "Datenbanken mit SQL",
      courseIsPublished: false,
      modulesCount: 4,
    });

    // No skill area and no thumbnail: warnings that need "Trotzdem veröffentlichen".
    const warned = await t.request(`/api/admin/course-versions/${versionId}/publish`, {
      json: {},
      cookie,
    });
    expect(warned.status).toBe(409);
    expect(await warned.json()).toMatchObject({
      error: {
        code: "PUBLISH_WARNINGS",
        details: {
          problems: [{ kind: "course_without_skill_area" }, { kind: "course_without_thumbnail" }],
        },
      },
    });
    const published = await t.request(`/api/admin/course-versions/${versionId}/publish`, {
      json: { confirmWarnings: true },
      cookie,
    });
    expect(published.status).toBe(200);
    expect(await published.json()).toEqual({ ok: true, courseId, versionId });
    const [course] = await t.deps.db.select().from(courses).where(eq(courses.id, courseId));
    expect(course.isPublished).toBe(true);
    expect(course.publishedAt).toBeInstanceOf(Date);

    const overview = await get<OverviewResponse>("/api/admin/courses");
    expect(overview.courses[0]).toMatchObject({
      id: courseId,
      isPublished: true,
      sourceLanguage: "de",
    });
    expect(overview.courses[0].versions[0]).toMatchObject({
      status: "published",
      isPublished: true,
    });
  });

  it("refuses to translate and tells the admin to configure an AI provider", async () => {
    const res = await t.request(
      `/api/admin/course-versions/${await sourceVersionOf(demoCourseId)}/translate`,
      {
        json: { targetLanguage: "fr" },
        cookie,
      },
    );
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe("OFFLINE_CANNOT_TRANSLATE");
    expect(error.message).toContain("Bitte konfiguriere einen KI-Anbieter");
  });

  it("answers a translation into an existing language with TRANSLATION_EXISTS", async () => {
    const res = await t.request(
      `/api/admin/course-versions/${await sourceVersionOf(demoCourseId)}/translate`,
      {
        json: { targetLanguage: "en" },
        cookie,
      },
    );
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatchObject({
      code: "TRANSLATION_EXISTS",
      message: "Übersetzung existiert bereits: Dieser Kurs wurde bereits nach Englisch übersetzt.",
    });
  });

  it("says both refusals in the admin's language, with the language's name in it", async () => {
    const translate = (targetLanguage: string) =>
      t.request(`/api/admin/course-versions/${demoSource}/translate`, {
        json: { targetLanguage },
        cookie,
      });
    const demoSource = await sourceVersionOf(demoCourseId);
    try {
      await t.request("/api/me/language", { method: "PUT", json: { language: "es" }, cookie });
      expect((await (await translate("en")).json()).error.message).toBe(
        "La traducción ya existe: este curso ya se ha traducido al inglés.",
      );
      expect((await (await translate("fr")).json()).error.message).toMatch(
        /^El generador sin conexión no puede traducir cursos\./,
      );
    } finally {
      await t.request("/api/me/language", { method: "PUT", json: { language: "de" }, cookie });
    }
  });

  it("validates the new-course form: required fields and hours", async () => {
    const res = await t.request("/api/admin/courses", {
      json: { title: " ", description: "x" },
      cookie,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe("Bitte fülle alle Pflichtfelder aus");
  });
});

async function sourceVersionOf(courseId: string) {
  const rows = await t.deps.db
    .select({ id: courseVersions.id, language: courseVersions.language })
    .from(courseVersions)
    .where(eq(courseVersions.courseId, courseId));
  return rows.find((r) => r.language === "de")!.id;
}

describe("preview, activate and publish rules", () => {
  it("lists the problems of spec section 5", async () => {
    const [course] = await t.deps.db
      .insert(courses)
      .values({ title: "Mit Problemen", description: "d", skillArea: "data-analytics" })
      .returning();
    const [version] = await t.deps.db
      .insert(courseVersions)
      .values({ courseId: course.id, language: "de", structureJson: {}, generator: "manual" })
      .returning();
    let preview = await get<PreviewResponse>(`/api/admin/course-versions/${version.id}/preview`);
    expect(preview.problems).toEqual([
      { kind: "course_without_modules" },
      { kind: "course_without_thumbnail" },
    ]);

    const [a, b] = await t.deps.db
      .insert(modules)
      .values([
        { courseId: course.id, title: "Modul A", orderIndex: 1 },
        { courseId: course.id, title: "Modul B", orderIndex: 2 },
      ])
      .returning();
    const [lesson] = await t.deps.db
      .insert(lessons)
      .values({ moduleId: a.id, title: "Leer", content: "  \n ", orderIndex: 1 })
      .returning();
    await t.deps.db.insert(lessonQuizzes).values({
      lessonId: lesson.id,
      question: "?",
      choices: ["a", "b"],
      correctAnswer: 0,
      explanation: " ",
    });
    preview = await get<PreviewResponse>(`/api/admin/course-versions/${version.id}/preview`);
    expect(preview.problems).toEqual([
      { kind: "lesson_without_content", moduleTitle: "Modul A", lessonTitle: "Leer" },
      { kind: "quiz_without_explanation", moduleTitle: "Modul A", lessonTitle: "Leer" },
      { kind: "module_without_lessons", moduleTitle: "Modul B" },
      { kind: "course_without_thumbnail" },
    ]);
    expect(b.title).toBe("Modul B");

    // Not active yet: not offered, and publishing is refused.
    const listed = await get<PublishableResponse>("/api/admin/publishable");
    expect(listed.versions.map((v) => v.id)).not.toContain(version.id);
    const refused = await t.request(`/api/admin/course-versions/${version.id}/publish`, {
      json: {},
      cookie,
    });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe("NOT_PUBLISHABLE");
  });

  it("answers an unknown version with 404 in the caller's language (spec: Version not found)", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "kein-uuid"]) {
      for (const path of ["publish", "activate"]) {
        // The admin's profile language is German (the spec's English text is the English one).
        const res = await t.request(`/api/admin/course-versions/${id}/${path}`, {
          json: {},
          cookie,
        });
        expect(res.status).toBe(404);
        expect((await res.json()).error).toEqual({
          code: "VERSION_NOT_FOUND",
          message: "Version nicht gefunden",
        });
      }
      const view = await t.request(`/api/admin/course-versions/${id}`, { cookie });
      expect(view.status).toBe(404);
    }
  });

  it("publishes a translated version on its own", async () => {
    const rows = await t.deps.db
      .select()
      .from(courseVersions)
      .where(eq(courseVersions.courseId, demoCourseId));
    const en = rows.find((r) => r.language === "en")!;
    await t.deps.db
      .update(courseVersions)
      .set({ isPublished: false, publishedAt: null })
      .where(eq(courseVersions.id, en.id));
    const res = await t.request(`/api/admin/course-versions/${en.id}/publish`, {
      json: { confirmWarnings: true },
      cookie,
    });
    expect(res.status).toBe(200);
    const [after] = await t.deps.db
      .select()
      .from(courseVersions)
      .where(eq(courseVersions.id, en.id));
    expect(after.isPublished).toBe(true);
    const versions = await get<VersionsResponse>("/api/admin/versions");
    expect(versions.versions.find((v) => v.id === en.id)).toMatchObject({
      language: "en",
      status: "published",
      courseTitle: demoCourses[0].translations[0].title,
    });
  });
});

describe("stats", () => {
  it("counts courses, published courses, drafts and learners active in the last 30 days", async () => {
    const learner = await t.signIn("user");
    const old = await t.signIn("user");
    const [lesson] = await t.deps.db.select({ id: lessons.id }).from(lessons).limit(2);
    const [, second] = await t.deps.db.select({ id: lessons.id }).from(lessons).limit(2);
    await t.deps.db.insert(userLessonProgress).values([
      { userId: learner.userId, lessonId: lesson.id },
      { userId: learner.userId, lessonId: second.id },
      { userId: old.userId, lessonId: lesson.id, updatedAt: new Date(Date.now() - 40 * 86400_000) },
    ]);
    const all = await t.deps.db.select({ p: courses.isPublished }).from(courses);
    const { trend, ...stats } = await get<Record<string, number> & { trend: unknown[] }>(
      "/api/admin/stats",
    );
    expect(stats).toEqual({
      totalCourses: all.length,
      publishedCourses: all.filter((c) => c.p).length,
      activeLearners30d: 1,
      drafts: all.filter((c) => !c.p).length,
      // Only production warns about missing legal pages (issue 31).
      legalPagesMissing: false,
    });
    expect(trend).toHaveLength(30);
    expect(trend.at(-1)).toMatchObject({ activeLearners: 1 });
  });
});

describe("SQL statements per request", () => {
  it("stay the same whatever the number of courses, modules and lessons", async () => {
    const paths = async () => {
      const [small] = await t.deps.db
        .select({ id: courseVersions.id })
        .from(courseVersions)
        .innerJoin(courses, eq(courses.id, courseVersions.courseId))
        .where(eq(courses.title, "Mit Problemen"));
      const [big] = await t.deps.db
        .select({ id: courseVersions.id })
        .from(courseVersions)
        .where(eq(courseVersions.courseId, demoCourseId))
        .limit(1);
      return { small: small.id, big: big.id };
    };
    const statements = async (path: string) => {
      const res = await t.request(path, { cookie });
      expect(res.status).toBe(200);
      return Number(res.headers.get("x-sql-statements"));
    };
    const lists = [
      "/api/admin/courses",
      "/api/admin/versions",
      "/api/admin/publishable",
      "/api/admin/stats",
    ];
    const before = await Promise.all(lists.map(statements));
    await t.deps.db.transaction(async (tx) => {
      for (const d of demoCourses.slice(1))
        await insertDemoCourse(tx, d.course, d.translations, new Date());
    });
    expect(await Promise.all(lists.map(statements))).toEqual(before);

    const { small, big } = await paths();
    for (const suffix of ["", "/preview"]) {
      expect(await statements(`/api/admin/course-versions/${big}${suffix}`)).toBe(
        await statements(`/api/admin/course-versions/${small}${suffix}`),
      );
    }
  });
});

describe("jobs", () => {
  it("marks running jobs whose lease expired a second time as failed with a readable message", async () => {
    const [stale] = await t.deps.db
      .insert(jobs)
      .values({
        type: "generate-module",
        status: "running",
        attempts: 2,
        payload: {},
        heartbeatAt: new Date(Date.now() - 10 * 60_000),
      })
      .returning();
    expect(await t.deps.jobs.reapStale()).toBe(1);
    const res = await get<{ job: { status: string; error: string } }>(
      `/api/admin/jobs/${stale.id}`,
    );
    expect(res.job).toMatchObject({
      status: "failed",
      error:
        "Der Auftrag wurde durch einen Neustart des Servers unterbrochen. Bitte starte ihn erneut.",
    });
    const recent = await get<{ jobs: { id: string }[] }>("/api/admin/jobs?active=true");
    expect(recent.jobs.map((j) => j.id)).toContain(stale.id);
  });
});
