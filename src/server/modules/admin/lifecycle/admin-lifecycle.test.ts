import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../../test/harness";
import { countStatements, type DbOrTx } from "../../../db/client";
import {
  auditLog,
  courses,
  courseVersions,
  lessonQuizzes,
  lessons,
  modules,
  userLearningPath,
} from "../../../db/schema";
import type { ModuleContent } from "../../../ai/schemas";
import type {
  CatalogueResponse,
  LearningPathResponse,
  PlayerResponse,
} from "@shared/contracts/learning";
import type { CourseLearnersResponse, JobsResponse } from "@shared/contracts/admin";
import { writeModuleContent } from "../generation/admin-generation";

/**
 * A course with an active source version ("de"), `lessons` lessons per module (0 = an
 * empty module) and an English translation overlay.
 */
async function makeCourse(
  db: DbOrTx,
  opts: {
    title?: string;
    lessons?: number[];
    content?: string;
    explanation?: string | null;
    skillArea?: string | null;
  } = {},
) {
  const title = opts.title ?? `Kurs ${Math.random().toString(36).slice(2, 8)}`;
  const [course] = await db
    .insert(courses)
    .values({
      title,
      description: "Beschreibung",
      language: "de",
      isPublished: false,
      skillArea: opts.skillArea === undefined ? "web-development" : opts.skillArea,
    })
    .returning();
  const moduleValues = (opts.lessons ?? [2]).map((_, i) => ({
    courseId: course.id,
    title: `Modul ${i + 1}`,
    orderIndex: i + 1,
  }));
  const mods = moduleValues.length ? await db.insert(modules).values(moduleValues).returning() : [];
  const lessonValues = mods.flatMap((m, i) =>
    Array.from({ length: (opts.lessons ?? [2])[i] }, (_, k) => ({
      moduleId: m.id,
      title: `Lektion ${i + 1}.${k + 1}`,
      content: opts.content ?? "Deutscher Inhalt",
      orderIndex: k + 1,
    })),
  );
  const ls = lessonValues.length ? await db.insert(lessons).values(lessonValues).returning() : [];
  if (ls.length)
    await db.insert(lessonQuizzes).values(
      ls.map((l) => ({
        lessonId: l.id,
        question: "Frage?",
        choices: ["a", "b"],
        correctAnswer: 0,
        explanation: opts.explanation === undefined ? "Weil." : opts.explanation,
        orderIndex: 1,
      })),
    );
  const [source] = await db
    .insert(courseVersions)
    .values({ courseId: course.id, language: "de", structureJson: {}, isActive: true })
    .returning();
  const [en] = await db
    .insert(courseVersions)
    .values({
      courseId: course.id,
      language: "en",
      structureJson: {},
      isActive: true,
      translationJson: {
        course: { title: `${title} (EN)`, description: "Description" },
        modules: Object.fromEntries(mods.map((m) => [m.id, { title: "Module", description: "" }])),
        lessons: Object.fromEntries(
          ls.map((l) => [
            l.id,
            { title: "Lesson", content: "English content", learningObjective: null },
          ]),
        ),
        codeExamples: {},
        exercises: {},
        quizzes: {},
      },
    })
    .returning();
  return { course, modules: mods, lessons: ls, source, en };
}

const generated = (n: number): ModuleContent => ({
  lessons: Array.from({ length: n }, (_, i) => ({
    title: `Neu ${i + 1}`,
    content: "Neuer Inhalt",
    learning_objective: "Ziel",
    estimated_duration_minutes: 10,
    code_examples: [],
    exercise: { task: "Aufgabe", hint: "", solution: "Lösung" },
    quiz: { question: "Frage?", choices: ["a", "b"], correct_answer: 0, explanation: "Weil." },
  })),
});

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn("admin")).cookie;
});
afterAll(() => t.close());

const publish = (versionId: string, body: unknown = {}, cookie = admin) =>
  t.request(`/api/admin/course-versions/${versionId}/publish`, { json: body, cookie });

async function publishNow(versionId: string) {
  const res = await publish(versionId, { confirmWarnings: true });
  expect(res.status).toBe(200);
}

async function asLearner() {
  const learner = await t.signIn();
  const get = async <T>(path: string) => {
    const res = await t.request(path, { cookie: learner.cookie });
    return { status: res.status, body: (await res.json()) as T };
  };
  return { ...learner, get };
}

describe("publish gate", () => {
  it("refuses a version with blocking problems and lists them", async () => {
    const { source } = await makeCourse(t.deps.db, { lessons: [1, 0], content: "  " });
    const res = await publish(source.id, { confirmWarnings: true });
    expect(res.status).toBe(409);
    const body = (await res.json()) as {
      error: { code: string; details: { problems: { kind: string; moduleTitle?: string }[] } };
    };
    expect(body.error.code).toBe("PUBLISH_BLOCKED");
    expect(body.error.details.problems).toEqual([
      { kind: "lesson_without_content", moduleTitle: "Modul 1", lessonTitle: "Lektion 1.1" },
      { kind: "module_without_lessons", moduleTitle: "Modul 2" },
    ]);
    const [course] = await t.deps.db.select().from(courses).where(eq(courses.id, source.courseId));
    expect(course.isPublished).toBe(false);
  });

  it("refuses a course without modules", async () => {
    const { source } = await makeCourse(t.deps.db, { lessons: [] });
    const res = await publish(source.id, { confirmWarnings: true });
    expect(await res.json()).toMatchObject({
      error: {
        code: "PUBLISH_BLOCKED",
        details: { problems: [{ kind: "course_without_modules" }] },
      },
    });
  });

  it("warns about a course without skill area ('nicht zugeordnet') in the preview and the gate", async () => {
    const { source } = await makeCourse(t.deps.db, { skillArea: null });
    const res = await publish(source.id);
    expect(res.status).toBe(409);
    const body = (await res.json()) as {
      error: { code: string; details: { problems: { kind: string }[] } };
    };
    expect(body.error.code).toBe("PUBLISH_WARNINGS");
    expect(body.error.details.problems.map((p) => p.kind)).toEqual([
      "course_without_skill_area",
      "course_without_thumbnail",
    ]);
  });

  it("publishes with warnings only after 'Trotzdem veröffentlichen'", async () => {
    const { source, course } = await makeCourse(t.deps.db, { explanation: null });
    const first = await publish(source.id);
    expect(first.status).toBe(409);
    const body = (await first.json()) as {
      error: { code: string; details: { problems: { kind: string }[] } };
    };
    expect(body.error.code).toBe("PUBLISH_WARNINGS");
    expect(body.error.details.problems.map((p) => p.kind)).toEqual([
      "quiz_without_explanation",
      "quiz_without_explanation",
      "course_without_thumbnail",
    ]);
    expect((await publish(source.id, { confirmWarnings: true })).status).toBe(200);
    const [after] = await t.deps.db.select().from(courses).where(eq(courses.id, course.id));
    expect(after.isPublished).toBe(true);
    const audit = await t.deps.db.select().from(auditLog).where(eq(auditLog.courseId, course.id));
    expect(audit.map((a) => a.action)).toContain("published");
  });

  it("the preview lists exactly what the gate refuses or asks to confirm", async () => {
    const preview = async (versionId: string) =>
      (
        (await (
          await t.request(`/api/admin/course-versions/${versionId}/preview`, { cookie: admin })
        ).json()) as { problems: { kind: string }[] }
      ).problems;
    const gate = async (versionId: string) => {
      const res = await publish(versionId);
      if (res.status === 200) return [];
      const body = (await res.json()) as { error: { details: { problems: { kind: string }[] } } };
      return body.error.details.problems;
    };
    // No thumbnail only: the preview used to say "Keine Probleme gefunden" and the gate 409.
    const onlyThumbnail = await makeCourse(t.deps.db);
    expect(await preview(onlyThumbnail.source.id)).toEqual([{ kind: "course_without_thumbnail" }]);
    expect(await gate(onlyThumbnail.source.id)).toEqual(await preview(onlyThumbnail.source.id));
    const several = await makeCourse(t.deps.db, { explanation: null, skillArea: null });
    const listed = await preview(several.source.id);
    expect(listed.map((p) => p.kind)).toEqual([
      "quiz_without_explanation",
      "quiz_without_explanation",
      "course_without_skill_area",
      "course_without_thumbnail",
    ]);
    expect(await gate(several.source.id)).toEqual(listed);
    // A clean course: nothing in the preview, and the gate publishes at once.
    const clean = await makeCourse(t.deps.db);
    await t.deps.db
      .update(courses)
      .set({ thumbnailUrl: "/uploads/clean.webp" })
      .where(eq(courses.id, clean.course.id));
    expect(await preview(clean.source.id)).toEqual([]);
    expect(await gate(clean.source.id)).toEqual([]);
  });

  it("publishes a clean course with a thumbnail at once and refuses learners", async () => {
    const { source, course } = await makeCourse(t.deps.db);
    await t.deps.db
      .update(courses)
      .set({ thumbnailUrl: "/uploads/x.webp" })
      .where(eq(courses.id, course.id));
    const learner = await t.signIn();
    expect((await publish(source.id, {}, learner.cookie)).status).toBe(403);
    expect((await publish(source.id)).status).toBe(200);
  });
});

describe("unpublish", () => {
  it("hides the course from a new learner and keeps it for one who started it", async () => {
    const { source, course, lessons: ls } = await makeCourse(t.deps.db, { lessons: [3] });
    await publishNow(source.id);
    const started = await asLearner();
    expect(
      (
        await t.request(`/api/learning/lessons/${ls[0].id}/complete`, {
          method: "POST",
          cookie: started.cookie,
        })
      ).status,
    ).toBe(200);

    const res = await t.request(`/api/admin/course-versions/${source.id}/unpublish`, {
      method: "POST",
      cookie: admin,
    });
    expect(res.status).toBe(200);

    const fresh = await asLearner();
    const cat = await fresh.get<CatalogueResponse>("/api/learning/courses");
    expect(cat.body.courses.map((c) => c.id)).not.toContain(course.id);
    expect((await fresh.get(`/api/learning/courses/${course.id}`)).status).toBe(404);

    const keeps = await started.get<LearningPathResponse>("/api/learning/path");
    expect(keeps.body.items.find((i) => i.id === course.id)).toMatchObject({
      offered: false,
      completedLessons: 1,
      progress: 33,
    });
    const player = await started.get<PlayerResponse>(`/api/learning/courses/${course.id}`);
    expect(player.status).toBe(200);
    expect(player.body.course.offered).toBe(false);
    expect(player.body.progress.completedLessonIds).toEqual([ls[0].id]);
  });

  it("falls back to the source language when a translation is unpublished", async () => {
    const { source, en, course } = await makeCourse(t.deps.db);
    await publishNow(source.id);
    await publishNow(en.id);
    const learner = await asLearner();
    const before = await learner.get<PlayerResponse>(`/api/learning/courses/${course.id}?lang=en`);
    expect(before.body.course.language).toBe("en");
    expect(before.body.modules[0].lessons[0].content).toBe("English content");

    const res = await t.request(`/api/admin/course-versions/${en.id}/unpublish`, {
      method: "POST",
      cookie: admin,
    });
    expect(res.status).toBe(200);
    const after = await learner.get<PlayerResponse>(`/api/learning/courses/${course.id}?lang=en`);
    expect(after.body.course).toMatchObject({ language: "de", title: course.title, offered: true });
    expect(after.body.modules[0].lessons[0].content).toBe("Deutscher Inhalt");
  });
});

describe("archive and delete", () => {
  it("names the learners, archives, and deletes only with the typed title while learners have progress", async () => {
    const { source, course, lessons: ls } = await makeCourse(t.deps.db, { title: "Löschkurs" });
    await publishNow(source.id);
    const learner = await asLearner();
    await t.request(`/api/learning/lessons/${ls[0].id}/complete`, {
      method: "POST",
      cookie: learner.cookie,
    });

    const info = (await (
      await t.request(`/api/admin/courses/${course.id}/learners`, { cookie: admin })
    ).json()) as CourseLearnersResponse;
    expect(info).toMatchObject({ enrolled: 1, withProgress: 1, title: "Löschkurs" });

    const archived = await t.request(`/api/admin/courses/${course.id}/archive`, {
      method: "POST",
      cookie: admin,
    });
    expect(await archived.json()).toMatchObject({ isPublished: false });
    const overview = async () =>
      (
        (await (await t.request("/api/admin/courses", { cookie: admin })).json()) as {
          courses: { id: string; archivedAt: string | null }[];
        }
      ).courses.find((c) => c.id === course.id)!;
    expect((await overview()).archivedAt).toEqual(expect.any(String));
    const back = await t.request(`/api/admin/courses/${course.id}/unarchive`, {
      method: "POST",
      cookie: admin,
    });
    expect(await back.json()).toMatchObject({ isPublished: false, archivedAt: null });
    expect((await overview()).archivedAt).toBeNull();

    const refused = await t.request(`/api/admin/courses/${course.id}`, {
      method: "DELETE",
      json: {},
      cookie: admin,
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: "COURSE_HAS_PROGRESS" } });
    const wrong = await t.request(`/api/admin/courses/${course.id}`, {
      method: "DELETE",
      json: { confirmTitle: "Falsch" },
      cookie: admin,
    });
    expect(wrong.status).toBe(409);

    const deleted = await t.request(`/api/admin/courses/${course.id}`, {
      method: "DELETE",
      json: { confirmTitle: "Löschkurs" },
      cookie: admin,
    });
    expect(deleted.status).toBe(200);
    expect(await t.deps.db.select().from(courses).where(eq(courses.id, course.id))).toEqual([]);
    const audit = await t.deps.db.select().from(auditLog).where(eq(auditLog.courseId, course.id));
    expect(audit.find((a) => a.action === "deleted")?.details).toMatchObject({
      title: "Löschkurs",
      withProgress: 1,
    });
  });

  it("deletes a course nobody started without a title", async () => {
    const { course } = await makeCourse(t.deps.db);
    const res = await t.request(`/api/admin/courses/${course.id}`, {
      method: "DELETE",
      json: {},
      cookie: admin,
    });
    expect(res.status).toBe(200);
  });
});

describe("honest progress", () => {
  /** A published course of `size` lessons that `learners` learners completed, plus an empty module. */
  async function completedCourse(size: number, learners: number) {
    const c = await makeCourse(t.deps.db, { lessons: [size, 0] });
    await t.deps.db.update(courses).set({ isPublished: true }).where(eq(courses.id, c.course.id));
    const users = [];
    for (let i = 0; i < learners; i++) {
      const l = await asLearner();
      for (const lesson of c.lessons)
        await t.request(`/api/learning/lessons/${lesson.id}/complete`, {
          method: "POST",
          cookie: l.cookie,
        });
      users.push(l);
    }
    return { ...c, users };
  }

  it("a completed learner is in progress again when generation adds lessons (same statements at two sizes)", async () => {
    const small = await completedCourse(3, 1);
    const before = await small.users[0].get<LearningPathResponse>("/api/learning/path");
    expect(before.body.items[0]).toMatchObject({ status: "completed", progress: 100 });

    const smallRun = await countStatements(() =>
      writeModuleContent(t.deps.db, small.modules[1].id, generated(5), "de"),
    );
    const after = await small.users[0].get<LearningPathResponse>("/api/learning/path");
    expect(after.body.items[0]).toMatchObject({
      status: "in-progress",
      progress: 38,
      completedLessons: 3,
      totalLessons: 8,
    });
    const [row] = await t.deps.db
      .select()
      .from(userLearningPath)
      .where(eq(userLearningPath.userId, small.users[0].userId));
    expect(row).toMatchObject({ progressPercentage: 38, completedAt: null });

    const big = await completedCourse(9, 3);
    const bigRun = await countStatements(() =>
      writeModuleContent(t.deps.db, big.modules[1].id, generated(5), "de"),
    );
    expect(bigRun.count).toBe(smallRun.count);
    for (const u of big.users) {
      const p = await u.get<LearningPathResponse>("/api/learning/path");
      expect(p.body.items[0]).toMatchObject({ status: "in-progress", progress: 64 });
    }
  });
});

describe("idempotent course creation and jobs", () => {
  it("creates one job and one course for 10 parallel identical requests", async () => {
    const key = crypto.randomUUID();
    const body = {
      title: "Einmalig",
      description: "Nur einmal anlegen",
      idempotencyKey: key,
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.request("/api/admin/courses", { json: body, cookie: admin }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(202));
    const ids = new Set(
      await Promise.all(
        answers.map(async (r) => ((await r.json()) as { job: { id: string } }).job.id),
      ),
    );
    expect(ids.size).toBe(1);
    await t.deps.jobs.drain();
    const again = await t.request("/api/admin/courses", { json: body, cookie: admin });
    expect(((await again.json()) as { job: { id: string } }).job.id).toBe([...ids][0]);
    await t.deps.jobs.drain();
    const rows = await t.deps.db.select().from(courses).where(eq(courses.title, "Einmalig"));
    expect(rows).toHaveLength(1);
  });

  it("lists a course's jobs and cancels a queued one", async () => {
    const { course, modules: mods } = await makeCourse(t.deps.db, { lessons: [0] });
    const start = await t.request(`/api/admin/modules/${mods[0].id}/generate`, {
      method: "POST",
      cookie: admin,
    });
    const { job } = (await start.json()) as { job: { id: string } };
    const cancel = await t.request(`/api/admin/jobs/${job.id}/cancel`, {
      method: "POST",
      cookie: admin,
    });
    expect(cancel.status).toBe(200);
    expect(await cancel.json()).toMatchObject({
      job: { status: "cancelled", error: "Der Auftrag wurde abgebrochen." },
    });
    await t.deps.jobs.drain();
    const list = (await (
      await t.request(`/api/admin/courses/${course.id}/jobs`, { cookie: admin })
    ).json()) as JobsResponse;
    expect(list.jobs).toHaveLength(1);
    expect(list.jobs[0]).toMatchObject({
      id: job.id,
      status: "cancelled",
      target: { moduleId: mods[0].id },
    });
    // The same job read by an admin whose interface is French: its messages in French.
    await t.request("/api/me/language", { method: "PUT", json: { language: "fr" }, cookie: admin });
    try {
      const fr = (await (
        await t.request(`/api/admin/jobs/${job.id}`, { cookie: admin })
      ).json()) as { job: { error: string } };
      expect(fr.job.error).toBe("La tâche a été annulée.");
    } finally {
      await t.request("/api/me/language", {
        method: "PUT",
        json: { language: "de" },
        cookie: admin,
      });
    }
    const [lessonCount] = await t.deps.db
      .select()
      .from(lessons)
      .where(eq(lessons.moduleId, mods[0].id));
    expect(lessonCount).toBeUndefined();
    const again = await t.request(`/api/admin/jobs/${job.id}/cancel`, {
      method: "POST",
      cookie: admin,
    });
    expect(again.status).toBe(409);
  });
});

describe("translations stay in their language", () => {
  async function publishedWithTranslation(lessonsPerModule: number[]) {
    const c = await makeCourse(t.deps.db, { lessons: lessonsPerModule });
    const o = c.en.translationJson as Record<string, unknown>;
    await t.deps.db
      .update(courseVersions)
      .set({
        translationJson: {
          ...o,
          moduleRevisions: Object.fromEntries(c.modules.map((m) => [m.id, m.contentRevision])),
        },
      })
      .where(eq(courseVersions.id, c.en.id));
    await t.deps.db
      .update(courses)
      .set({ isPublished: true, thumbnailUrl: "/uploads/translated.webp" })
      .where(eq(courses.id, c.course.id));
    return c;
  }
  const previewProblemsOf = async (versionId: string) =>
    (
      (await (
        await t.request(`/api/admin/course-versions/${versionId}/preview`, { cookie: admin })
      ).json()) as { problems: { kind: string; moduleTitle?: string }[] }
    ).problems;

  it("marks a module outdated after a source edit and offers re-translation", async () => {
    const c = await publishedWithTranslation([2]);
    expect(await previewProblemsOf(c.en.id)).toEqual([]);
    const fresh = await t.request(`/api/admin/course-versions/${c.source.id}/translate`, {
      json: { targetLanguage: "en" },
      cookie: admin,
    });
    expect(await fresh.json()).toMatchObject({ error: { code: "TRANSLATION_EXISTS" } });

    // What the editor does on every source content change.
    await t.deps.db
      .update(modules)
      .set({ contentRevision: c.modules[0].contentRevision + 1 })
      .where(eq(modules.id, c.modules[0].id));
    expect(await previewProblemsOf(c.en.id)).toEqual([
      { kind: "module_outdated", moduleTitle: "Module" },
    ]);
    expect(await previewProblemsOf(c.source.id)).toEqual([]);
    const editView = (await (
      await t.request(`/api/admin/course-versions/${c.en.id}`, { cookie: admin })
    ).json()) as { modules: { translation?: string }[] };
    expect(editView.modules.map((m) => m.translation)).toEqual(["outdated"]);
    const gate = (await (await publish(c.en.id)).json()) as {
      error: { code: string; details: { problems: { kind: string }[] } };
    };
    expect(gate.error.code).toBe("PUBLISH_WARNINGS");
    expect(gate.error.details.problems.map((p) => p.kind)).toContain("module_outdated");
    // "Übersetzung existiert bereits" no longer blocks: the offline test provider is the only refusal left.
    const again = await t.request(`/api/admin/course-versions/${c.source.id}/translate`, {
      json: { targetLanguage: "en" },
      cookie: admin,
    });
    expect(await again.json()).toMatchObject({ error: { code: "OFFLINE_CANNOT_TRANSLATE" } });
  });

  it("a module generated in the source after translating is 'nicht übersetzt'; the English player never mixes languages", async () => {
    const c = await publishedWithTranslation([1, 0]);
    await t.deps.db
      .update(courseVersions)
      .set({ isPublished: true })
      .where(eq(courseVersions.id, c.en.id));
    const learner = await asLearner();
    const before = await learner.get<PlayerResponse>(
      `/api/learning/courses/${c.course.id}?lang=en`,
    );
    expect(before.body.course.language).toBe("en");

    await writeModuleContent(t.deps.db, c.modules[1].id, generated(2), "de");
    expect(await previewProblemsOf(c.en.id)).toEqual([
      { kind: "module_not_translated", moduleTitle: "Module" },
    ]);
    const gate = await publish(c.en.id, { confirmWarnings: true });
    expect(await gate.json()).toMatchObject({ error: { code: "PUBLISH_BLOCKED" } });
    const editView = (await (
      await t.request(`/api/admin/course-versions/${c.en.id}`, { cookie: admin })
    ).json()) as { modules: { translation?: string }[] };
    expect(editView.modules.map((m) => m.translation)).toEqual(["translated", "not_translated"]);

    const after = await learner.get<PlayerResponse>(`/api/learning/courses/${c.course.id}?lang=en`);
    expect(after.body.course).toMatchObject({ language: "de", title: c.course.title });
    const titles = after.body.modules.map((m) => m.title);
    expect(titles).toEqual(["Modul 1", "Modul 2"]);
    expect(after.body.modules[1].lessons.map((l) => l.title)).toEqual(["Neu 1", "Neu 2"]);
  });
});
