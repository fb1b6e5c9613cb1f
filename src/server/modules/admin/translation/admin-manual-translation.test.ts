import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../../test/harness";
import { lessons } from "../../../db/schema";
import type { EditorViewResponse, LessonResponse } from "@shared/contracts/editor";
import { caller, insertDemo, type DemoVersions } from "../../../test/editor-helpers";

/**
 * Translating by hand without an AI provider (decision 0094): the version of the language is
 * created with every module "nicht übersetzt" and the source text to write over, the lesson
 * editor shows the source beside the translation, and saved text counts as translated from
 * the source as it is now (a later source change makes it "veraltet").
 */
let t: TestApp;
let admin: ReturnType<typeof caller>;
let demo: DemoVersions;

beforeAll(async () => {
  t = await createTestApp(); // no AI provider: the offline generator
  admin = caller(t, (await t.signIn("admin")).cookie);
  demo = await insertDemo(t, 0);
});
afterAll(async () => {
  await t?.close();
});

type Created = { courseVersionId: string; courseId: string; error?: { code: string } };
const create = (versionId: string, targetLanguage: string, cookie?: string) =>
  (cookie ? caller(t, cookie) : admin).call<Created>(
    "POST",
    `/course-versions/${versionId}/manual-translation`,
    { targetLanguage },
  );

describe("manual translation", () => {
  it("creates the language version with every module 'nicht übersetzt' and the source text in place", async () => {
    // The automatic translation refuses without a provider …
    const auto = await admin.call("POST", `/course-versions/${demo.sourceId}/translate`, {
      targetLanguage: "fr",
    });
    expect(auto.status).toBe(400);
    // … the manual one creates the version.
    const made = await create(demo.sourceId, "fr");
    expect(made.status).toBe(201);
    expect(made.body.courseId).toBe(demo.courseId);
    const fr = made.body.courseVersionId;

    const source = await admin.view(demo.sourceId);
    const view: EditorViewResponse = await admin.view(fr);
    expect(view.version).toMatchObject({ language: "fr", isSource: false, isPublished: false });
    expect(view.course.title).toBe(source.course.title);
    expect(view.modules.map((m) => m.translation)).toEqual(
      source.modules.map(() => "not_translated"),
    );
    expect(view.modules.map((m) => m.title)).toEqual(source.modules.map((m) => m.title));

    const lesson = source.modules[0].lessons[0];
    const detail = await admin.call<LessonResponse>("GET", `/editor/${fr}/lessons/${lesson.id}`);
    expect(detail.status).toBe(200);
    const [base] = await t.deps.db.select().from(lessons).where(eq(lessons.id, lesson.id));
    expect(detail.body.lesson).toMatchObject({ title: base.title, content: base.content });
    expect(detail.body.lesson.source).toEqual({
      language: "de",
      title: base.title,
      content: base.content,
      learningObjective: base.learningObjective,
      translated: false,
    });
    // The source version has no "source" beside it.
    const own = await admin.call<LessonResponse>(
      "GET",
      `/editor/${demo.sourceId}/lessons/${lesson.id}`,
    );
    expect(own.body.lesson.source).toBeNull();
  });

  it("refuses a second version of the language, the source's language, and non-admins", async () => {
    const again = await create(demo.sourceId, "fr");
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe("TRANSLATION_EXISTS");
    // English exists from the seed.
    expect((await create(demo.sourceId, "en")).status).toBe(409);
    const same = await create(demo.sourceId, "de");
    expect(same.status).toBe(400);
    const learner = await t.signIn("user");
    expect((await create(demo.sourceId, "es", learner.cookie)).status).toBe(403);
    const unknown = await create("00000000-0000-4000-8000-000000000000", "es");
    expect(unknown.status).toBe(404);
  });

  it("counts a module translated once its text is saved, and 'veraltet' after a source change", async () => {
    const es = (await create(demo.sourceId, "es")).body.courseVersionId;
    let view = await admin.view(es);
    const m = view.modules[0];
    const r1 = await admin.call("PATCH", `/editor/${es}/modules/${m.id}`, {
      expectedRevision: m.revision,
      title: "Módulo uno",
    });
    expect(r1.status).toBe(200);
    for (const l of m.lessons) {
      const d = await admin.call<LessonResponse>("GET", `/editor/${es}/lessons/${l.id}`);
      const saved = await admin.call<LessonResponse>("PATCH", `/editor/${es}/lessons/${l.id}`, {
        expectedRevision: d.body.lesson.revision,
        title: `ES ${l.title}`,
        content: "Texto traducido.",
      });
      expect(saved.status).toBe(200);
      expect(saved.body.lesson.source?.translated).toBe(true);
    }
    view = await admin.view(es);
    expect(view.modules[0].translation).toBe("translated");
    expect(view.modules[1].translation).toBe("not_translated");

    // The author changes the German text: the Spanish module is now behind.
    const src = await admin.view(demo.sourceId);
    const first = src.modules[0].lessons[0];
    const d = await admin.call<LessonResponse>(
      "GET",
      `/editor/${demo.sourceId}/lessons/${first.id}`,
    );
    const edited = await admin.call("PATCH", `/editor/${demo.sourceId}/lessons/${first.id}`, {
      expectedRevision: d.body.lesson.revision,
      content: `${d.body.lesson.content}\n\nNeuer Absatz.`,
    });
    expect(edited.status).toBe(200);
    view = await admin.view(es);
    expect(view.modules[0].translation).toBe("outdated");
  });

  it("runs the same number of statements for a small and a large course", async () => {
    const small = await insertDemo(t, 1);
    const statements = async (versionId: string) => {
      const r = await create(versionId, "fr");
      expect(r.status).toBe(201);
      return Number(r.headers.get("x-sql-statements"));
    };
    const other = await insertDemo(t, 2);
    expect(await statements(small.sourceId)).toBe(await statements(other.sourceId));
  });
});
