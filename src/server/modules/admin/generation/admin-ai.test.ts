import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import type { TestApp } from "../../../test/harness";
import { courseVersions, lessonQuizzes, lessons, modules } from "../../../db/schema";
import type { FakeOpenAI } from "../../../test/fake-openai";
import type { CourseTranslationOverlay } from "@shared/domain/translation";
import type {
  EditViewResponse,
  Job,
  OverviewResponse,
  PreviewResponse,
} from "@shared/contracts/admin";
import { rowCounts, runJob, startFakeAiApp, waitForJob } from "../../../test/admin-helpers";

/**
 * The real provider path (AI_PROVIDER=openai-compatible, @ai-sdk/openai-compatible over
 * HTTP) against the fake OpenAI-compatible server on 127.0.0.1.
 */
let fake: FakeOpenAI;
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  ({ fake, t, cookie } = await startFakeAiApp(
    { AI_TIMEOUT_MS: "2000", AI_MAX_ATTEMPTS: "3", AI_CONCURRENCY: "6" },
    { slowMs: 5000 },
  ));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

const create = (title: string, extra: Record<string, unknown> = {}) =>
  runJob(t, cookie, "/api/admin/courses", {
    title,
    description: "Ein praxisnaher Kurs zum Ausprobieren.",
    ...extra,
  });

async function editView(versionId: string) {
  const res = await t.request(`/api/admin/course-versions/${versionId}`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as EditViewResponse;
}

describe("course creation with a model", () => {
  it("generates the outline, then writes course, version and modules; the AI info names the provider", async () => {
    const ai = await (await t.request("/api/admin/ai", { cookie })).json();
    expect(ai).toEqual({ provider: "openai-compatible", model: "fake", offline: false });

    const job = await create("Python für Einsteiger", { language: "en", estimatedHours: "x" });
    expect(job).toMatchObject({ type: "create-course", status: "succeeded", error: null });
    expect(job.progress).toBe(job.total);
    expect(job.target.courseTitle).toBe("Python für Einsteiger");
    const { courseId, courseVersionId } = job.result!;
    expect(fake.requests.map((r) => r.operation)).toEqual(["course_structure"]);

    const [version] = await t.deps.db
      .select()
      .from(courseVersions)
      .where(eq(courseVersions.id, courseVersionId!));
    expect(version).toMatchObject({
      courseId,
      versionNumber: 1,
      language: "en",
      isActive: true,
      isPublished: false,
      generator: "ai",
    });
    expect((version.structureJson as { modules: unknown[] }).modules).toHaveLength(3);

    const view = await editView(courseVersionId!);
    expect(view.course).toMatchObject({
      title: "Python für Einsteiger",
      estimatedDurationHours: 8,
    });
    expect(view.modules.map((m) => [m.orderIndex, m.title, m.status])).toEqual([
      [1, "Grundlagen 1", "not_generated"],
      [2, "Werkzeuge 2", "not_generated"],
      [3, "Praxis 3", "not_generated"],
    ]);
    expect(view.version).toMatchObject({ status: "draft", modulesGenerated: 0, modulesTotal: 3 });
  });

  it("retries an answer that is not JSON and succeeds with the next one", async () => {
    const before = await rowCounts(t);
    const job = await create("Wiederholung [[fake:invalid-json-once]]");
    expect(job.status).toBe("succeeded");
    expect(fake.requests.map((r) => r.outcome)).toEqual(["invalid-json", "ok"]);
    expect((await rowCounts(t)).courses).toBe(before.courses + 1);
  });

  it("fails clearly after the bounded attempts when every answer is invalid, and writes nothing", async () => {
    for (const scenario of ["invalid-json", "invalid-schema"]) {
      fake.reset();
      const before = await rowCounts(t);
      const job = await create(`Kaputt [[fake:${scenario}]]`);
      expect(job.status).toBe("failed");
      expect(job.error).toBe("Das KI-Modell hat nach 3 Versuchen keine gültige Antwort geliefert.");
      expect(fake.requests).toHaveLength(3);
      expect(await rowCounts(t)).toEqual(before);
    }
  });

  it("stops a call at the time limit", async () => {
    const before = await rowCounts(t);
    const job = await create("Langsam [[fake:slow]]");
    expect(job.status).toBe("failed");
    expect(job.error).toBe("Das KI-Modell hat nicht innerhalb von 2 Sekunden geantwortet.");
    expect(await rowCounts(t)).toEqual(before);
  });

  it("retries HTTP 500 in the transport and fails readably when it persists", async () => {
    const before = await rowCounts(t);
    const failed = await create("Serverfehler [[fake:http-500]]");
    expect(failed.status).toBe("failed");
    expect(failed.error).toBe("Der KI-Anbieter hat mit einem Fehler geantwortet (HTTP 500).");
    // (status 0: a request of the slow test before, whose client gave up)
    const answered = () => fake.requests.filter((r) => r.status !== 0).map((r) => r.status);
    expect(answered()).toEqual([500, 500, 500]);
    expect(await rowCounts(t)).toEqual(before);

    fake.reset();
    const recovered = await create("Einmal Serverfehler [[fake:http-500-once]]");
    expect(recovered.status).toBe("succeeded");
    expect(answered()).toEqual([500, 200]);
  });

  it("rejects truncated output (finish_reason length) without retrying it", async () => {
    const before = await rowCounts(t);
    const job = await create("Abgeschnitten [[fake:length]]");
    expect(job.status).toBe("failed");
    expect(job.error).toBe(
      "Die Antwort des KI-Modells wurde abgeschnitten (Ausgabelimit erreicht).",
    );
    expect(fake.requests).toHaveLength(1);
    expect(await rowCounts(t)).toEqual(before);
  });
});

describe("module content with a model", () => {
  it("writes lessons, code examples, exercise and quiz of a module in one go", async () => {
    const created = await create("Module im Test");
    const versionId = created.result!.courseVersionId!;
    const [first] = (await editView(versionId)).modules;
    const job = await runJob(t, cookie, `/api/admin/modules/${first.id}/generate`);
    expect(job).toMatchObject({
      type: "generate-module",
      status: "succeeded",
      target: { courseVersionId: versionId, moduleId: first.id },
    });

    const view = await editView(versionId);
    expect(view.modules[0].status).toBe("generated");
    expect(view.modules[0].lessons.map((l) => [l.orderIndex, l.estimatedDurationMinutes])).toEqual([
      [1, 20],
      [2, 25],
    ]);
    expect(view.version).toMatchObject({ status: "draft", modulesGenerated: 1, modulesTotal: 3 });

    const preview = (await (
      await t.request(`/api/admin/course-versions/${versionId}/preview`, { cookie })
    ).json()) as PreviewResponse;
    const lesson = preview.modules[0].lessons[0];
    expect(lesson).toMatchObject({
      lessonType: "enhanced_text",
      learningObjective: expect.any(String),
    });
    expect(
      preview.modules[0].lessons.flatMap((l) => l.codeExamples.map((c) => [c.title, c.language])),
    ).toEqual([
      ["Code-Beispiel 1", "python"],
      ["Code-Beispiel 2", "javascript"],
    ]);
    expect(lesson.exercises).toEqual([
      expect.objectContaining({ task: "Aufgabe zu Lektion 1", hint: "Ein Hinweis", orderIndex: 1 }),
    ]);
    expect(lesson.quizzes).toEqual([
      expect.objectContaining({
        choices: ["Antwort A", "Antwort B", "Antwort C"],
        correctAnswer: 1,
        orderIndex: 1,
      }),
    ]);

    const again = await t.request(`/api/admin/modules/${first.id}/generate`, { json: {}, cookie });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe("MODULE_GENERATED");
  });

  it("refuses to generate the same module twice at once", async () => {
    const created = await create("Doppelt [[fake-delay:600]]");
    const [first] = (await editView(created.result!.courseVersionId!)).modules;
    const one = await t.request(`/api/admin/modules/${first.id}/generate`, { json: {}, cookie });
    const two = await t.request(`/api/admin/modules/${first.id}/generate`, { json: {}, cookie });
    expect(one.status).toBe(202);
    expect(two.status).toBe(409);
    expect((await two.json()).error.code).toBe("JOB_RUNNING");
    const view = await editView(created.result!.courseVersionId!);
    expect(view.activeJobs.map((j) => j.target.moduleId)).toEqual([first.id]);
    const job = await waitForJob(t, cookie, ((await one.json()) as { job: Job }).job.id);
    expect(job.status).toBe("succeeded");
  });

  it("leaves a module untouched when its generation fails", async () => {
    const created = await create("Modulfehler");
    const [first] = (await editView(created.result!.courseVersionId!)).modules;
    fake.setScenario("invalid-json");
    const job = await runJob(t, cookie, `/api/admin/modules/${first.id}/generate`);
    expect(job.status).toBe("failed");
    expect(job.error).toBe("Das KI-Modell hat nach 3 Versuchen keine gültige Antwort geliefert.");
    const rows = await t.deps.db.select().from(lessons).where(eq(lessons.moduleId, first.id));
    expect(rows).toEqual([]);
  });

  it("generates all missing modules concurrently: six modules take about as long as one", async () => {
    const delay = 1000;
    const created = await create(`Sechs Module [[fake-modules:6]] [[fake-delay:${delay}]]`);
    const versionId = created.result!.courseVersionId!;
    const started = Date.now();
    const job = await runJob(t, cookie, `/api/admin/course-versions/${versionId}/generate-all`);
    const elapsed = Date.now() - started;
    expect(job).toMatchObject({ type: "generate-all", status: "succeeded", progress: 6, total: 6 });
    expect(elapsed).toBeLessThan(delay * 3);
    const view = await editView(versionId);
    expect(view.modules.every((m) => m.status === "generated")).toBe(true);
    expect(view.version).toMatchObject({
      status: "generated",
      modulesGenerated: 6,
      modulesTotal: 6,
    });
  });

  it("streams job progress as server-sent events until the job finished", async () => {
    const res = await t.request("/api/admin/courses", {
      json: { title: "Ereignisse [[fake-delay:300]]", description: "SSE" },
      cookie,
    });
    const { job } = (await res.json()) as { job: Job };
    const events = await t.request(`/api/admin/jobs/${job.id}/events`, { cookie });
    expect(events.headers.get("content-type")).toContain("text/event-stream");
    const text = await events.text();
    const jobs = [...text.matchAll(/event: job\ndata: (.*)\n/g)].map(
      (m) => JSON.parse(m[1]) as Job,
    );
    expect(jobs.length).toBeGreaterThan(1);
    expect(jobs.at(-1)).toMatchObject({ id: job.id, status: "succeeded" });
  });
});

describe("translation with a model", () => {
  let versionId: string;
  let courseId: string;
  beforeAll(async () => {
    fake.reset();
    const created = await create("Übersetzbar");
    versionId = created.result!.courseVersionId!;
    courseId = created.result!.courseId!;
    const all = await runJob(t, cookie, `/api/admin/course-versions/${versionId}/generate-all`);
    expect(all.status).toBe("succeeded");
  });

  it("translates the whole course into a new inactive version keyed by the base rows", async () => {
    const job = await runJob(t, cookie, `/api/admin/course-versions/${versionId}/translate`, {
      targetLanguage: "en",
    });
    expect(job).toMatchObject({
      type: "translate-course",
      status: "succeeded",
      progress: 4,
      total: 4,
    });
    expect(fake.requests.map((r) => r.operation).sort()).toEqual([
      "course_header_translation",
      "module_translation",
      "module_translation",
      "module_translation",
    ]);
    const [v] = await t.deps.db
      .select()
      .from(courseVersions)
      .where(eq(courseVersions.id, job.result!.courseVersionId!));
    expect(v).toMatchObject({
      courseId,
      language: "en",
      isActive: false,
      isPublished: false,
      generator: "ai",
      versionNumber: 1,
    });
    const o = v.translationJson as CourseTranslationOverlay;
    expect(o.course.title).toBe("[EN] Übersetzbar");
    const baseModules = await t.deps.db
      .select()
      .from(modules)
      .where(eq(modules.courseId, courseId))
      .orderBy(asc(modules.orderIndex));
    expect(
      (v.structureJson as { modules: { title: string }[] }).modules.map((m) => m.title),
    ).toEqual(baseModules.map((m) => `[EN] ${m.title}`));
    expect(Object.keys(o.modules).sort()).toEqual(baseModules.map((m) => m.id).sort());
    const quizzes = await t.deps.db.select().from(lessonQuizzes);
    const translatedQuiz = quizzes.find((q) => o.quizzes[q.id])!;
    expect(o.quizzes[translatedQuiz.id].choices).toEqual(
      (translatedQuiz.choices as string[]).map((c) => `[EN] ${c}`),
    );
    const codeIds = Object.keys(o.codeExamples);
    expect(codeIds.length).toBe(6);
    expect(Object.values(o.codeExamples).map((c) => c.code)).not.toContain(undefined);

    const preview = (await (
      await t.request(`/api/admin/course-versions/${v.id}/preview`, { cookie })
    ).json()) as PreviewResponse;
    expect(preview.course.title).toBe("[EN] Übersetzbar");
    expect(preview.modules[0].lessons[0].title).toMatch(/^\[EN\] /);
    expect(preview.modules[0].lessons[0].codeExamples[0].code).toBe("# Ausgabe\nprint('Hallo')");
    expect(preview.version).toMatchObject({
      language: "en",
      status: "translated",
      isActive: false,
    });

    const overview = (await (
      await t.request("/api/admin/courses", { cookie })
    ).json()) as OverviewResponse;
    const course = overview.courses.find((c) => c.id === courseId)!;
    expect(course.versions.map((x) => [x.language, x.status])).toEqual([
      ["de", "generated"],
      ["en", "translated"],
    ]);
  });

  it("refuses a language the course already has, and the source language", async () => {
    const dup = await t.request(`/api/admin/course-versions/${versionId}/translate`, {
      json: { targetLanguage: "en" },
      cookie,
    });
    expect(dup.status).toBe(409);
    expect((await dup.json()).error.code).toBe("TRANSLATION_EXISTS");
    const same = await t.request(`/api/admin/course-versions/${versionId}/translate`, {
      json: { targetLanguage: "de" },
      cookie,
    });
    expect(same.status).toBe(400);
    expect((await same.json()).error.code).toBe("SAME_LANGUAGE");
  });

  it("retries a translation of the wrong shape and fails cleanly when it stays wrong", async () => {
    const before = await rowCounts(t);
    fake.setScenario("shape-mismatch");
    const job = await runJob(t, cookie, `/api/admin/course-versions/${versionId}/translate`, {
      targetLanguage: "fr",
    });
    expect(job.status).toBe("failed");
    expect(job.error).toMatch(
      /^3 von 3 Modulen konnten nicht übersetzt werden\. „[^“]+“: Das KI-Modell hat nach 3 Versuchen keine gültige Antwort geliefert\./,
    );
    expect(job.result?.failedModuleIds).toHaveLength(3);
    expect(fake.requests.filter((r) => r.operation === "module_translation")).toHaveLength(9);
    // The translated header is kept as a version whose modules are all "nicht übersetzt".
    expect(await rowCounts(t)).toEqual({ ...before, versions: before.versions + 1 });
    const fr = await editView(job.result!.courseVersionId!);
    expect(fr.modules.map((m) => m.translation)).toEqual([
      "not_translated",
      "not_translated",
      "not_translated",
    ]);

    fake.reset();
    fake.setScenario("shape-mismatch-once");
    const ok = await runJob(t, cookie, `/api/admin/course-versions/${versionId}/translate`, {
      targetLanguage: "fr",
    });
    expect(ok.status).toBe("succeeded");
    expect(fake.requests.filter((r) => r.operation === "module_translation")).toHaveLength(6);
  });
});
