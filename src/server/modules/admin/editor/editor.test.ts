import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../../test/harness";
import { courses, courseVersions, lessons, modules } from "../../../db/schema";
import type { CourseTranslationOverlay } from "@shared/domain/translation";
import type { EditorViewResponse, LessonResponse } from "@shared/contracts/editor";
import { caller, giveProgress, insertDemo, type DemoVersions } from "../../../test/editor-helpers";
import { user } from "../../../db/schema";

/** Course editor API: access, validation, settings, outline, lessons, blocks, conflicts. */
let t: TestApp;
let api: ReturnType<typeof caller>;
let demo: DemoVersions;
let englishCookie: string;
const unknown = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.signIn("admin");
  api = caller(t, admin.cookie);
  const en = await t.signIn("admin");
  await t.deps.db.update(user).set({ language: "en" }).where(eq(user.id, en.userId));
  englishCookie = en.cookie;
  demo = await insertDemo(t, 0);
});
afterAll(async () => {
  await t?.close();
});

const firstLesson = (v: EditorViewResponse) => v.modules.find((m) => m.lessons.length)!.lessons[0];

describe("access", () => {
  it("answers 401 anonymous and 403 to learners and moderators on every write, changing nothing", async () => {
    const v = await api.view(demo.sourceId);
    const m = v.modules[0];
    const l = firstLesson(v);
    const base = `/api/admin/editor/${demo.sourceId}`;
    const endpoints: [string, string, unknown?][] = [
      ["GET", base],
      ["PATCH", `${base}/course`, { title: "X" }],
      ["POST", `${base}/modules`, { title: "X" }],
      ["PATCH", `${base}/modules/${m.id}`, { expectedRevision: 1, title: "X" }],
      ["DELETE", `${base}/modules/${m.id}?expectedRevision=1`],
      ["GET", `${base}/modules/${m.id}/impact`],
      ["PUT", `${base}/modules/order`, { moduleIds: [m.id] }],
      ["POST", `${base}/modules/${m.id}/lessons`, { title: "X" }],
      ["PUT", `${base}/lessons/order`, { modules: [] }],
      ["GET", `${base}/lessons/${l.id}`],
      ["PATCH", `${base}/lessons/${l.id}`, { expectedRevision: 1, title: "X" }],
      ["DELETE", `${base}/lessons/${l.id}?expectedRevision=1`],
      ["POST", `${base}/lessons/${l.id}/quizzes`, {}],
      ["PATCH", `${base}/lessons/${l.id}/exercises/${unknown}`, {}],
      ["DELETE", `${base}/lessons/${l.id}/code-examples/${unknown}?expectedRevision=1`],
      ["PUT", `${base}/lessons/${l.id}/blocks/order`, {}],
      ["POST", `${base}/trash/${unknown}/restore`],
      ["POST", `${base}/lessons/${l.id}/regenerate`, {}],
      ["POST", `${base}/lessons/${l.id}/regenerate/accept`, {}],
      ["POST", `${base}/modules/${m.id}/regenerate`, {}],
      ["POST", `${base}/modules/${m.id}/regenerate/accept`, {}],
      ["GET", `/api/admin/courses/${demo.courseId}/history`],
    ];
    const learner = await t.signIn("user");
    const moderator = await t.signIn("moderator");
    for (const [method, path, json] of endpoints) {
      expect((await t.request(path, { method, json })).status, `${method} ${path}`).toBe(401);
      for (const who of [learner, moderator]) {
        const res = await t.request(path, { method, json, cookie: who.cookie });
        expect(res.status, `${method} ${path}`).toBe(403);
      }
    }
    expect(await api.view(demo.sourceId)).toEqual(v);
  });

  it("answers 404 for unknown ids", async () => {
    const v = await api.view(demo.sourceId);
    const l = firstLesson(v);
    const cases: [string, string, unknown, string][] = [
      ["GET", `/editor/${unknown}`, undefined, "VERSION_NOT_FOUND"],
      ["GET", `/editor/not-a-uuid`, undefined, "VERSION_NOT_FOUND"],
      [
        "PATCH",
        `/editor/${demo.sourceId}/modules/${unknown}`,
        { expectedRevision: 1, title: "X" },
        "MODULE_NOT_FOUND",
      ],
      [
        "DELETE",
        `/editor/${demo.sourceId}/lessons/${unknown}?expectedRevision=1`,
        undefined,
        "LESSON_NOT_FOUND",
      ],
      ["GET", `/editor/${demo.sourceId}/lessons/${unknown}`, undefined, "LESSON_NOT_FOUND"],
      [
        "POST",
        `/editor/${demo.sourceId}/modules/${unknown}/lessons`,
        { title: "X" },
        "MODULE_NOT_FOUND",
      ],
      [
        "PATCH",
        `/editor/${demo.sourceId}/lessons/${l.id}/quizzes/${unknown}`,
        { expectedRevision: l.revision, question: "Q", choices: ["a", "b"], correctAnswer: 0 },
        "BLOCK_NOT_FOUND",
      ],
      ["POST", `/editor/${demo.sourceId}/trash/${unknown}/restore`, undefined, "TRASH_NOT_FOUND"],
      ["GET", `/courses/${unknown}/history`, undefined, "COURSE_NOT_FOUND"],
    ];
    for (const [method, path, json, code] of cases) {
      const r = await api.call<{ error: { code: string; message: string } }>(method, path, json);
      expect(r.status, path).toBe(404);
      expect(r.body.error.code, path).toBe(code);
      expect(r.body.error.message).toBe("Nicht gefunden");
    }
  });
});

describe("course settings", () => {
  it("refuses hours outside 1–100 with a clear message in German and English", async () => {
    const v = await api.view(demo.sourceId);
    const body = { ...v.course, expectedRevision: v.course.revision, estimatedHours: 101 };
    const de = await api.call<{ error: { code: string; message: string } }>(
      "PATCH",
      `/editor/${demo.sourceId}/course`,
      body,
    );
    expect(de.status).toBe(400);
    expect(de.body.error.message).toBe(
      "Die geschätzte Dauer muss zwischen 1 und 100 Stunden liegen",
    );
    const en = await caller(t, englishCookie).call<{ error: { message: string } }>(
      "PATCH",
      `/editor/${demo.sourceId}/course`,
      { ...body, estimatedHours: 0 },
    );
    expect(en.body.error.message).toBe("The estimated duration must be between 1 and 100 hours");
    const blank = await api.call<{ error: { message: string } }>(
      "PATCH",
      `/editor/${demo.sourceId}/course`,
      { ...body, estimatedHours: 5, title: " " },
    );
    expect(blank.body.error.message).toBe("Bitte gib einen Titel ein");
    const area = await api.call<{ error: { message: string } }>(
      "PATCH",
      `/editor/${demo.sourceId}/course`,
      { ...body, estimatedHours: 5, skillArea: "cooking" },
    );
    expect(area.body.error.message).toBe("Bitte wähle einen Bereich aus der Liste");
  });

  it("saves the settings, bumps the revision, records the change and refuses a stale revision", async () => {
    const v = await api.view(demo.sourceId);
    const body = {
      ...v.course,
      expectedRevision: v.course.revision,
      title: "Neuer Titel",
      estimatedHours: v.hoursFromLessons,
      skillArea: null,
    };
    const ok = await api.call<{ course: EditorViewResponse["course"] }>(
      "PATCH",
      `/editor/${demo.sourceId}/course`,
      body,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.course).toMatchObject({
      title: "Neuer Titel",
      skillArea: null,
      estimatedHours: v.hoursFromLessons,
      revision: v.course.revision + 1,
    });
    const stale = await api.call<{
      error: { code: string; message: string; details: { currentRevision: number } };
    }>("PATCH", `/editor/${demo.sourceId}/course`, { ...body, title: "Zweiter" });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("REVISION_CONFLICT");
    expect(stale.body.error.message).toMatch(
      /Jemand anderes hat diesen Inhalt inzwischen geändert/,
    );
    expect(stale.body.error.details.currentRevision).toBe(v.course.revision + 1);
    const history = await api.call<{
      entries: { action: string; entityType: string; actor: { name: string } | null }[];
    }>("GET", `/courses/${demo.courseId}/history`);
    expect(history.body.entries[0]).toMatchObject({ action: "updated", entityType: "course" });
    expect(history.body.entries[0].actor?.name).toBeTruthy();
  });
});

describe("modules and lessons", () => {
  it("adds, renames and reorders modules; a wrong order list changes nothing", async () => {
    const added = await api.call<{ module: EditorViewResponse["modules"][number] }>(
      "POST",
      `/editor/${demo.sourceId}/modules`,
      { title: "Extras", description: "Mehr" },
    );
    expect(added.status).toBe(201);
    expect(added.body.module).toMatchObject({
      title: "Extras",
      status: "not_generated",
      lessonCount: 0,
    });
    const renamed = await api.call<{
      module: { title: string; revision: number; contentRevision: number };
    }>("PATCH", `/editor/${demo.sourceId}/modules/${added.body.module.id}`, {
      expectedRevision: added.body.module.revision,
      title: "Zusatz",
    });
    expect(renamed.body.module).toMatchObject({ title: "Zusatz", revision: 2, contentRevision: 2 });
    const second = await api.call<{
      error: { code: string; details: { currentRevision: number } };
    }>("PATCH", `/editor/${demo.sourceId}/modules/${added.body.module.id}`, {
      expectedRevision: added.body.module.revision,
      title: "Überschrieben?",
    });
    expect(second.status).toBe(409);
    expect(second.body.error).toMatchObject({
      code: "REVISION_CONFLICT",
      details: { currentRevision: 2 },
    });

    const before = await api.view(demo.sourceId);
    const ids = before.modules.map((m) => m.id);
    for (const wrong of [ids.slice(1), [...ids, unknown], [ids[0], ...ids.slice(0, -1)]]) {
      const r = await api.call<{ error: { code: string; message: string } }>(
        "PUT",
        `/editor/${demo.sourceId}/modules/order`,
        { moduleIds: wrong },
      );
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe("ORDER_MISMATCH");
    }
    expect((await api.view(demo.sourceId)).modules.map((m) => m.id)).toEqual(ids);
    const reversed = [...ids].reverse();
    const ok = await api.call<{ modules: { id: string }[] }>(
      "PUT",
      `/editor/${demo.sourceId}/modules/order`,
      { moduleIds: reversed },
    );
    expect(ok.body.modules.map((m) => m.id)).toEqual(reversed);
    expect((await api.view(demo.sourceId)).modules.map((m) => m.id)).toEqual(reversed);
  });

  it("adds a manual lesson, edits it with validation, moves it to another module", async () => {
    const v = await api.view(demo.sourceId);
    const [a, b] = v.modules.filter((m) => m.lessons.length);
    const created = await api.call<LessonResponse>(
      "POST",
      `/editor/${demo.sourceId}/modules/${a.id}/lessons`,
      { title: "Von Hand" },
    );
    expect(created.status).toBe(201);
    expect(created.body.lesson).toMatchObject({ title: "Von Hand", content: "", status: "manual" });
    const id = created.body.lesson.id;
    const path = `/editor/${demo.sourceId}/lessons/${id}`;
    const bad = [
      [{ estimatedDurationMinutes: 601 }, "Die Dauer muss zwischen 1 und 600 Minuten liegen"],
      [
        { videoUrl: "http://example.com/video" },
        "Bitte gib eine YouTube-, Vimeo- oder andere https-Adresse ein",
      ],
      [
        { videoUrl: "javascript:alert(1)" },
        "Bitte gib eine YouTube-, Vimeo- oder andere https-Adresse ein",
      ],
      [{ title: "" }, "Bitte gib einen Titel ein"],
    ] as const;
    for (const [patch, message] of bad) {
      const r = await api.call<{ error: { message: string } }>("PATCH", path, {
        expectedRevision: 1,
        ...patch,
      });
      expect(r.status).toBe(400);
      expect(r.body.error.message).toBe(message);
    }
    const en = await caller(t, englishCookie).call<{ error: { message: string } }>("PATCH", path, {
      expectedRevision: 1,
      estimatedDurationMinutes: 0,
    });
    expect(en.body.error.message).toBe("The duration must be between 1 and 600 minutes");
    const saved = await api.call<LessonResponse>("PATCH", path, {
      expectedRevision: 1,
      content: "# Überschrift\n\nText",
      videoUrl: "https://www.youtube.com/watch?v=abc",
      learningObjective: "Ziel",
      estimatedDurationMinutes: 12,
    });
    expect(saved.body.lesson).toMatchObject({
      content: "# Überschrift\n\nText",
      revision: 2,
      estimatedDurationMinutes: 12,
    });
    const conflict = await api.call<{ error: { code: string } }>("PATCH", path, {
      expectedRevision: 1,
      title: "Alt",
    });
    expect(conflict.status).toBe(409);
    expect(conflict.body.error.code).toBe("REVISION_CONFLICT");
    const after = await api.view(demo.sourceId);
    const moduleA = after.modules.find((m) => m.id === a.id)!;
    expect(moduleA.contentRevision).toBeGreaterThan(a.contentRevision);
    expect(moduleA.status).toBe("manual");

    // Move it to the top of module b: the full new order of both modules in one request.
    const aIds = moduleA.lessons.map((l) => l.id).filter((x) => x !== id);
    const bIds = [id, ...b.lessons.map((l) => l.id)];
    const wrong = await api.call("PUT", `/editor/${demo.sourceId}/lessons/order`, {
      modules: [
        { moduleId: a.id, lessonIds: aIds },
        { moduleId: b.id, lessonIds: b.lessons.map((l) => l.id) },
      ],
    });
    expect(wrong.status).toBe(400);
    const moved = await api.call<{ modules: EditorViewResponse["modules"] }>(
      "PUT",
      `/editor/${demo.sourceId}/lessons/order`,
      {
        modules: [
          { moduleId: a.id, lessonIds: aIds },
          { moduleId: b.id, lessonIds: bIds },
        ],
      },
    );
    expect(moved.status).toBe(200);
    expect(moved.body.modules.find((m) => m.id === b.id)!.lessons.map((l) => l.id)).toEqual(bIds);
    expect(moved.body.modules.find((m) => m.id === a.id)!.lessons.map((l) => l.id)).toEqual(aIds);
  });
});

describe("blocks", () => {
  it("validates quizzes and code examples and adds, edits, reorders and deletes blocks", async () => {
    const v = await api.view(demo.sourceId);
    const l = firstLesson(v);
    const path = `/editor/${demo.sourceId}/lessons/${l.id}`;
    const quiz = {
      expectedRevision: l.revision,
      question: "Frage?",
      choices: ["a", "b", "c"],
      correctAnswer: 1,
      explanation: "Weil",
    };
    const bad = [
      [{ ...quiz, choices: ["a"], correctAnswer: 0 }, "Ein Quiz braucht 2 bis 6 Antworten"],
      [
        { ...quiz, choices: ["a", "b", "c", "d", "e", "f", "g"] },
        "Ein Quiz braucht 2 bis 6 Antworten",
      ],
      [{ ...quiz, choices: ["a", " "] }, "Antworten dürfen nicht leer sein"],
      [
        { ...quiz, correctAnswer: 3 },
        "Bitte wähle die richtige Antwort unter den vorhandenen Antworten",
      ],
    ] as const;
    for (const [body, message] of bad) {
      const r = await api.call<{ error: { message: string } }>("POST", `${path}/quizzes`, body);
      expect(r.status).toBe(400);
      expect(r.body.error.message).toBe(message);
    }
    const fr = await t.signIn("admin");
    await t.deps.db.update(user).set({ language: "fr" }).where(eq(user.id, fr.userId));
    const frRes = await caller(t, fr.cookie).call<{ error: { message: string } }>(
      "POST",
      `${path}/code-examples`,
      { expectedRevision: l.revision, language: "cobol", code: "x" },
    );
    expect(frRes.body.error.message).toBe("Merci de choisir un langage dans la liste");

    const before = (await api.call<LessonResponse>("GET", path)).body.lesson;
    const added = await api.call<LessonResponse>("POST", `${path}/quizzes`, quiz);
    expect(added.status).toBe(201);
    const q = added.body.lesson.quizzes.at(-1)!;
    expect(q).toMatchObject({ question: "Frage?", choices: ["a", "b", "c"], correctAnswer: 1 });
    expect(added.body.lesson.revision).toBe(l.revision + 1);
    const stale = await api.call<{ error: { code: string } }>("PATCH", `${path}/quizzes/${q.id}`, {
      ...quiz,
      question: "Neu",
    });
    expect(stale.status).toBe(409);
    const edited = await api.call<LessonResponse>("PATCH", `${path}/quizzes/${q.id}`, {
      ...quiz,
      expectedRevision: l.revision + 1,
      question: "Neu",
    });
    expect(edited.body.lesson.quizzes.at(-1)!.question).toBe("Neu");
    const ids = edited.body.lesson.quizzes.map((x) => x.id).reverse();
    const order = {
      expectedRevision: edited.body.lesson.revision,
      codeExamples: before.codeExamples.map((x) => x.id),
      exercises: before.exercises.map((x) => x.id),
      quizzes: ids,
    };
    expect(
      (await api.call("PUT", `${path}/blocks/order`, { ...order, quizzes: ids.slice(1) })).status,
    ).toBe(400);
    const reordered = await api.call<LessonResponse>("PUT", `${path}/blocks/order`, order);
    expect(reordered.body.lesson.quizzes.map((x) => x.id)).toEqual(ids);
    const removed = await api.call<LessonResponse>(
      "DELETE",
      `${path}/quizzes/${q.id}?expectedRevision=${reordered.body.lesson.revision}`,
    );
    expect(removed.status).toBe(200);
    expect(removed.body.lesson.quizzes.map((x) => x.id)).not.toContain(q.id);
  });
});

describe("translated version", () => {
  it("writes text edits into the overlay, never the base rows, and refuses structure", async () => {
    const v = await api.view(demo.translatedId);
    expect(v.version.isSource).toBe(false);
    const l = firstLesson(v);
    const [base] = await t.deps.db.select().from(lessons).where(eq(lessons.id, l.id));
    const r = await api.call<LessonResponse>(
      "PATCH",
      `/editor/${demo.translatedId}/lessons/${l.id}`,
      {
        expectedRevision: l.revision,
        title: "Translated title",
        content: "Translated text",
      },
    );
    expect(r.status).toBe(200);
    expect(r.body.lesson).toMatchObject({ title: "Translated title", content: "Translated text" });
    const [after] = await t.deps.db.select().from(lessons).where(eq(lessons.id, l.id));
    expect(after).toMatchObject({ title: base.title, content: base.content });
    const [version] = await t.deps.db
      .select()
      .from(courseVersions)
      .where(eq(courseVersions.id, demo.translatedId));
    const o = version.translationJson as CourseTranslationOverlay;
    expect(o.lessons[l.id]).toMatchObject({
      title: "Translated title",
      content: "Translated text",
    });
    const [m] = await t.deps.db.select().from(modules).where(eq(modules.id, after.moduleId));
    const sourceModule = (await api.view(demo.sourceId)).modules.find((x) => x.id === m.id)!;
    expect(m.contentRevision).toBe(sourceModule.contentRevision);

    const course = await api.call<{ course: { title: string } }>(
      "PATCH",
      `/editor/${demo.translatedId}/course`,
      {
        ...v.course,
        expectedRevision: v.course.revision,
        title: "English title",
      },
    );
    expect(course.body.course.title).toBe("English title");
    const [c] = await t.deps.db.select().from(courses).where(eq(courses.id, demo.courseId));
    expect(c.title).not.toBe("English title");

    // A quiz's text goes to the overlay; its structure (number of choices, answer) stays.
    const detail = (
      await api.call<LessonResponse>("GET", `/editor/${demo.translatedId}/lessons/${l.id}`)
    ).body.lesson;
    const q = detail.quizzes[0];
    const quizPath = `/editor/${demo.translatedId}/lessons/${l.id}/quizzes/${q.id}`;
    const quizBody = {
      ...q,
      expectedRevision: detail.revision,
      question: "Which one?",
      choices: q.choices.map((_, i) => `Choice ${i}`),
    };
    const moreChoices = await api.call<{ error: { code: string } }>("PATCH", quizPath, {
      ...quizBody,
      choices: [...quizBody.choices, "extra"],
    });
    expect(moreChoices.body.error.code).toBe("STRUCTURE_SOURCE_ONLY");
    const quiz = await api.call<LessonResponse>("PATCH", quizPath, quizBody);
    expect(quiz.body.lesson.quizzes[0]).toMatchObject({
      question: "Which one?",
      choices: quizBody.choices,
    });
    const [v2] = await t.deps.db
      .select()
      .from(courseVersions)
      .where(eq(courseVersions.id, demo.translatedId));
    expect((v2.translationJson as CourseTranslationOverlay).quizzes[q.id]).toMatchObject({
      question: "Which one?",
    });
    const sourceQuiz = (
      await api.call<LessonResponse>("GET", `/editor/${demo.sourceId}/lessons/${l.id}`)
    ).body.lesson.quizzes[0];
    expect(sourceQuiz.question).not.toBe("Which one?");

    const structure = await api.call<{ error: { code: string; message: string } }>(
      "POST",
      `/editor/${demo.translatedId}/modules`,
      { title: "X" },
    );
    expect(structure.status).toBe(409);
    expect(structure.body.error).toMatchObject({
      code: "STRUCTURE_SOURCE_ONLY",
      message:
        "Die Struktur (hinzufügen, löschen, verschieben) wird in der Ausgangssprache bearbeitet.",
    });
    const del = await api.call<{ error: { code: string } }>(
      "DELETE",
      `/editor/${demo.translatedId}/lessons/${l.id}?expectedRevision=${r.body.lesson.revision}`,
    );
    expect(del.body.error.code).toBe("STRUCTURE_SOURCE_ONLY");
  });
});

describe("statement counts", () => {
  it("reads the editor view and a lesson with the same number of statements at two data sizes", async () => {
    const small = await insertDemo(t, 1);
    const count = async (path: string) => {
      const r = await api.call("GET", path);
      expect(r.status).toBe(200);
      return Number(r.headers.get("x-sql-statements"));
    };
    const v1 = await api.view(small.sourceId);
    const first = [
      await count(`/editor/${small.sourceId}`),
      await count(`/editor/${small.sourceId}/lessons/${firstLesson(v1).id}`),
    ];
    // More modules, lessons and learners in the same course.
    for (let i = 0; i < 3; i++) {
      const m = await api.call<{ module: { id: string } }>(
        "POST",
        `/editor/${small.sourceId}/modules`,
        { title: `M${i}` },
      );
      const l = await api.call<LessonResponse>(
        "POST",
        `/editor/${small.sourceId}/modules/${m.body.module.id}/lessons`,
        { title: "L" },
      );
      await giveProgress(t, small.courseId, [l.body.lesson.id, firstLesson(v1).id]);
    }
    // The deleted lesson lands in the recycle bin the view lists.
    const extra = (await api.view(small.sourceId)).modules.at(-1)!.lessons[0];
    const deleted = await api.call(
      "DELETE",
      `/editor/${small.sourceId}/lessons/${extra.id}?expectedRevision=${extra.revision}`,
    );
    expect(deleted.status).toBe(200);
    const second = [
      await count(`/editor/${small.sourceId}`),
      await count(`/editor/${small.sourceId}/lessons/${firstLesson(v1).id}`),
    ];
    expect(second).toEqual(first);
    expect(first[0]).toBeLessThanOrEqual(8);
  });
});

describe("OpenAPI", () => {
  it("describes every editor endpoint", async () => {
    const res = await t.request("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
    const p = doc.paths;
    expect(Object.keys(p["/api/admin/editor/{versionId}/lessons/{lessonId}"]).sort()).toEqual([
      "delete",
      "get",
      "patch",
    ]);
    expect(p["/api/admin/editor/{versionId}/modules/order"]).toHaveProperty("put");
    expect(p["/api/admin/editor/{versionId}/lessons/{lessonId}/quizzes/{blockId}"]).toHaveProperty(
      "patch",
    );
    expect(p["/api/admin/editor/{versionId}/modules/{moduleId}/regenerate/accept"]).toHaveProperty(
      "post",
    );
    expect(p["/api/admin/courses/{courseId}/history"]).toHaveProperty("get");
  });
});
