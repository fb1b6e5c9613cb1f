import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { MockLanguageModelV3 } from "ai/test";
import type { TestApp } from "../../../test/harness";
import { courseProjects, courses, courseVersions, user } from "../../../db/schema";
import type { FakeOpenAI } from "../../../test/fake-openai";
import type { CourseTranslationOverlay } from "@shared/domain/translation";
import type { LearnerProjectsResponse } from "@shared/contracts/projects";
import { createModelAi, createOfflineAi } from "../../../ai/ai-service";
import { createLogger } from "../../../lib/logger";
import { runJob, startFakeAiApp } from "../../../test/admin-helpers";
import { jsProject, rubric } from "../../../test/projects-helpers";

/**
 * The translation job translates a course's projects (issue 30, decision 0146): title, brief,
 * rubric and check titles into the overlay, by the same job and provider as the modules,
 * through the fake OpenAI-compatible server's real HTTP path; "veraltet" by source revision,
 * re-translation of only what changed, failures kept until retried; learners read it.
 */
let fake: FakeOpenAI;
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  ({ fake, t, cookie } = await startFakeAiApp({ AI_MAX_ATTEMPTS: "1", AI_CONCURRENCY: "2" }));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

const requests = (operation: string) => fake.requests.filter((r) => r.operation === operation);

async function call<T = Record<string, unknown>>(method: string, path: string, json?: unknown) {
  const res = await t.request(`/api${path}`, { method, json, cookie });
  return { status: res.status, body: (await res.json()) as T };
}

/** A generated German course with one project (with a check) and its English translation. */
async function translatedCourse(title: string, projectTitle = "Rechner") {
  const created = await runJob(t, cookie, "/api/admin/courses", {
    title,
    description: "Ein praxisnaher Kurs zum Ausprobieren.",
  });
  const courseId = created.result!.courseId!;
  const sourceId = created.result!.courseVersionId!;
  expect(
    (await runJob(t, cookie, `/api/admin/course-versions/${sourceId}/generate-all`)).status,
  ).toBe("succeeded");
  const project = await call<{ id: string; revision: number }>(
    "POST",
    `/admin/courses/${courseId}/projects`,
    jsProject({ title: projectTitle, brief: "Baue einen **Rechner**." }),
  );
  expect(project.status, JSON.stringify(project.body)).toBe(201);
  fake.reset();
  const job = await runJob(t, cookie, `/api/admin/course-versions/${sourceId}/translate`, {
    targetLanguage: "en",
  });
  return { courseId, sourceId, project: project.body, job, enId: job.result?.courseVersionId };
}

async function overlayOf(versionId: string) {
  const [row] = await t.deps.db
    .select({ json: courseVersions.translationJson })
    .from(courseVersions)
    .where(eq(courseVersions.id, versionId));
  return row.json as CourseTranslationOverlay;
}

describe("the translation job translates projects", () => {
  it("writes title, brief, rubric and check titles; a learner with English reads them", async () => {
    const c = await translatedCourse("Projekte übersetzen");
    expect(c.job.status, c.job.error ?? "").toBe("succeeded");
    expect(requests("project_translation")).toHaveLength(1);
    const o = await overlayOf(c.enId!);
    const p = o.projects![c.project.id];
    expect(p).toMatchObject({
      title: "[EN] Rechner",
      brief: "[EN] Baue einen **Rechner**.",
      checkTitles: { adds: "[EN] add addiert" },
      revision: 1,
    });
    expect(p.rubric.works).toEqual({
      title: "[EN] Funktioniert",
      description: "[EN] Die Seite lädt",
      fulfilled: "[EN] Lädt ohne Fehler",
    });
    expect(p.sourceRevision).toEqual(expect.any(String));

    // Published (the source and the translation), a learner whose language is English reads it.
    await t.deps.db
      .update(courseVersions)
      .set({ isPublished: true })
      .where(eq(courseVersions.courseId, c.courseId));
    await t.deps.db.update(courses).set({ isPublished: true }).where(eq(courses.id, c.courseId));
    const learner = await t.signIn();
    await t.deps.db.update(user).set({ language: "en" }).where(eq(user.id, learner.userId));
    const res = await t.request(`/api/learning/course-projects/${c.courseId}`, {
      cookie: learner.cookie,
    });
    expect(res.status).toBe(200);
    const read = ((await res.json()) as LearnerProjectsResponse).projects[0];
    expect(read.title).toBe("[EN] Rechner");
    expect(read.brief).toBe("[EN] Baue einen **Rechner**.");
    expect(read.rubric.map((r) => r.fulfilled)).toEqual(rubric.map((r) => `[EN] ${r.fulfilled}`));
    expect(read.checks?.checks[0]).toMatchObject({ id: "adds", title: "[EN] add addiert" });
    // The German learner still reads German.
    const de = await t.request(`/api/learning/course-projects/${c.courseId}?lang=de`, {
      cookie: learner.cookie,
    });
    expect(((await de.json()) as LearnerProjectsResponse).projects[0].title).toBe("Rechner");
  });

  it("a changed source text makes the project outdated; re-translating sends only it", async () => {
    const c = await translatedCourse("Veraltete Projekte");
    expect(c.job.status).toBe("succeeded");
    // Up to date: nothing to re-translate.
    const none = await call<{ error: { code: string } }>(
      "POST",
      `/admin/course-versions/${c.enId}/retranslate`,
      {},
    );
    expect(none.status).toBe(409);
    expect(none.body.error.code).toBe("TRANSLATION_UP_TO_DATE");

    // Moving the project is no text change: still up to date.
    await call("PUT", `/admin/courses/${c.courseId}/projects/order`, { ids: [c.project.id] });
    expect((await call("POST", `/admin/course-versions/${c.enId}/retranslate`, {})).status).toBe(
      409,
    );

    const [row] = await t.deps.db
      .select()
      .from(courseProjects)
      .where(eq(courseProjects.id, c.project.id));
    const edit = await call("PUT", `/admin/projects/${c.project.id}`, {
      expectedRevision: row.revision,
      project: { ...jsProject({ title: "Rechner", brief: "Baue einen **besseren** Rechner." }) },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    fake.reset();
    const again = await runJob(t, cookie, `/api/admin/course-versions/${c.enId}/retranslate`, {});
    expect(again.status, again.error ?? "").toBe("succeeded");
    expect(requests("project_translation")).toHaveLength(1);
    expect(requests("module_translation")).toHaveLength(0);
    const p = (await overlayOf(c.enId!)).projects![c.project.id];
    expect(p.brief).toBe("[EN] Baue einen **besseren** Rechner.");
    expect(p.revision).toBe(2);

    // "Übersetzung starten" on the source again also counts a changed project.
    const repeat = await call<{ error: { code: string } }>(
      "POST",
      `/admin/course-versions/${c.sourceId}/translate`,
      { targetLanguage: "en" },
    );
    expect(repeat.body.error.code).toBe("TRANSLATION_EXISTS");
  });

  it("a project the model fails keeps its cause until a retry translates it", async () => {
    const c = await translatedCourse("Fehlerhafte Projekte", "Rechner [[fake:invalid-schema]]");
    expect(c.job.status).toBe("failed");
    expect(c.job.error).toContain("Rechner [[fake:invalid-schema]]");
    expect(c.job.error).toMatch(/1 von 1 Projekten/);
    let o = await overlayOf(c.enId!);
    // The modules translated; the project did not and its cause is kept.
    expect(Object.keys(o.modules).length).toBeGreaterThan(0);
    expect(o.projects?.[c.project.id]).toBeUndefined();
    expect(o.projectErrors?.[c.project.id]).toEqual(expect.any(String));

    await t.deps.db
      .update(courseProjects)
      .set({ title: "Rechner" })
      .where(eq(courseProjects.id, c.project.id));
    fake.reset();
    const retry = await runJob(t, cookie, `/api/admin/course-versions/${c.enId}/retranslate`, {});
    expect(retry.status, retry.error ?? "").toBe("succeeded");
    expect(requests("module_translation")).toHaveLength(0);
    o = await overlayOf(c.enId!);
    expect(o.projects?.[c.project.id]?.title).toBe("[EN] Rechner");
    expect(o.projectErrors?.[c.project.id]).toBeUndefined();
  });
});

describe("translateProject with the AI SDK mock model and offline", () => {
  const project = {
    id: "p1",
    title: "Rechner",
    brief: "Baue",
    rubric: [{ id: "works", title: "Läuft", description: "D", fulfilled: "F" }],
    checks: [{ id: "adds", title: "addiert" }],
  };
  const usage = {
    inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: 1, text: 1, reasoning: undefined },
  };
  const answer = (value: unknown) => ({
    content: [{ type: "text" as const, text: JSON.stringify(value) }],
    finishReason: { unified: "stop" as const, raw: "stop" },
    usage,
    warnings: [],
  });
  const settings = {
    provider: "mock",
    modelId: "mock",
    timeoutMs: 5000,
    maxAttempts: 2,
    logger: createLogger({ level: "silent", json: false }),
    transportRetries: 0,
  };
  const request = {
    course: { title: "K", description: "" },
    from: "de",
    to: "fr",
    project,
  } as const;

  it("asks again when the answer drops a criterion, and answers the translation", async () => {
    const good = {
      ...project,
      title: "Calculatrice",
      rubric: [{ id: "works", title: "Marche", description: "D", fulfilled: "F" }],
      checks: [{ id: "adds", title: "additionne" }],
    };
    const answers = [answer({ ...good, rubric: [] }), answer(good)];
    const model = new MockLanguageModelV3({ doGenerate: async () => answers.shift()! });
    const ai = createModelAi(model, settings);
    await expect(ai.translateProject(request)).resolves.toEqual(good);
    expect(model.doGenerateCalls).toHaveLength(2);
    expect(JSON.stringify(model.doGenerateCalls[0].prompt)).toContain("to French");
  });

  it("offline, translating a project is refused like a module", async () => {
    await expect(createOfflineAi().translateProject(request)).rejects.toThrow(/Offline-Generator/);
  });
});
