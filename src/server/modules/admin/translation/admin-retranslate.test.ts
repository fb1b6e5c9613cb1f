import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import type { TestApp } from "../../../test/harness";
import { courses, lessons, modules } from "../../../db/schema";
import type { FakeOpenAI } from "../../../test/fake-openai";
import type { Job } from "@shared/contracts/admin";
import type { EditorViewResponse } from "@shared/contracts/editor";
import { rowCounts, runJob, sleep, startFakeAiApp } from "../../../test/admin-helpers";

/**
 * Re-translation module by module with the fake OpenAI-compatible server: partial results
 * kept, failed modules listed with their cause (kept until retried), retry only those,
 * one module or every outdated one, generating inside a translation, cancelling a hanging
 * call. Generation errors stay on the module until it is generated.
 */
let fake: FakeOpenAI;
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  ({ fake, t, cookie } = await startFakeAiApp({
    // Long enough that a hanging call ends only by cancelling it.
    AI_TIMEOUT_MS: "60000",
    AI_MAX_ATTEMPTS: "2",
    AI_CONCURRENCY: "4",
  }));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

const translationRequests = () =>
  fake.requests.filter((r) => r.operation === "module_translation").length;

async function view(versionId: string) {
  const res = await t.request(`/api/admin/editor/${versionId}`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as EditorViewResponse;
}

async function start(path: string, json: unknown = {}) {
  const res = await t.request(path, { json, cookie });
  return { status: res.status, body: (await res.json()) as { job: Job; error?: { code: string } } };
}

async function baseModules(courseId: string) {
  return t.deps.db
    .select()
    .from(modules)
    .where(eq(modules.courseId, courseId))
    .orderBy(asc(modules.orderIndex));
}

/** A generated course in German with three modules. */
async function course(title: string) {
  const created = await runJob(t, cookie, "/api/admin/courses", {
    title,
    description: "Ein praxisnaher Kurs zum Ausprobieren.",
  });
  const sourceId = created.result!.courseVersionId!;
  const all = await runJob(t, cookie, `/api/admin/course-versions/${sourceId}/generate-all`);
  expect(all.status).toBe("succeeded");
  return { courseId: created.result!.courseId!, sourceId };
}

describe("translation module by module", () => {
  it("keeps the modules that translated, lists the failed one with its cause until a retry of only that one", async () => {
    const c = await course("Teilweise");
    const mods = await baseModules(c.courseId);
    // The fake answers this module's translation with the wrong shape, every time.
    await t.deps.db
      .update(modules)
      .set({ title: `${mods[1].title} [[fake:shape-mismatch]]` })
      .where(eq(modules.id, mods[1].id));
    fake.reset();

    const job = await runJob(t, cookie, `/api/admin/course-versions/${c.sourceId}/translate`, {
      targetLanguage: "en",
    });
    expect(job.status).toBe("failed");
    const cause = "Das KI-Modell hat nach 2 Versuchen keine gültige Antwort geliefert.";
    expect(job.error).toBe(
      `1 von 3 Modulen konnten nicht übersetzt werden. „${mods[1].title} [[fake:shape-mismatch]]“: ${cause}`,
    );
    const enId = job.result!.courseVersionId!;
    expect(job.result!.failedModuleIds).toEqual([mods[1].id]);
    const en = await view(enId);
    expect(en.modules.map((m) => [m.translation, m.error])).toEqual([
      ["translated", null],
      ["not_translated", cause],
      ["translated", null],
    ]);
    expect(en.modules[0].title).toBe(`[EN] ${mods[0].title}`);

    // The cause stays (a reload reads it again) until the module is retried.
    await t.deps.db.update(modules).set({ title: mods[1].title }).where(eq(modules.id, mods[1].id));
    fake.reset();
    const retry = await runJob(t, cookie, `/api/admin/course-versions/${enId}/retranslate`, {
      moduleIds: job.result!.failedModuleIds,
    });
    expect(retry).toMatchObject({ status: "succeeded", error: null, progress: 2, total: 2 });
    expect(retry.target.moduleId).toBe(mods[1].id);
    expect(translationRequests()).toBe(1);
    const after = await view(enId);
    expect(after.modules.map((m) => [m.translation, m.error])).toEqual([
      ["translated", null],
      ["translated", null],
      ["translated", null],
    ]);
    expect(after.modules[1].title).toBe(`[EN] ${mods[1].title}`);

    const upToDate = await start(`/api/admin/course-versions/${enId}/retranslate`);
    expect(upToDate.status).toBe(409);
    expect(upToDate.body.error?.code).toBe("TRANSLATION_UP_TO_DATE");
  });

  it("re-translates one outdated module, or every outdated one, and nothing else", async () => {
    const c = await course("Veraltet");
    const first = await runJob(t, cookie, `/api/admin/course-versions/${c.sourceId}/translate`, {
      targetLanguage: "fr",
    });
    expect(first.status).toBe("succeeded");
    const frId = first.result!.courseVersionId!;
    const mods = await baseModules(c.courseId);
    for (const m of [mods[0], mods[2]])
      await t.deps.db
        .update(modules)
        .set({ contentRevision: m.contentRevision + 1 })
        .where(eq(modules.id, m.id));
    expect((await view(frId)).modules.map((m) => m.translation)).toEqual([
      "outdated",
      "translated",
      "outdated",
    ]);

    fake.reset();
    const one = await runJob(t, cookie, `/api/admin/course-versions/${frId}/retranslate`, {
      moduleIds: [mods[2].id],
    });
    expect(one.status).toBe("succeeded");
    expect(translationRequests()).toBe(1);
    expect((await view(frId)).modules.map((m) => m.translation)).toEqual([
      "outdated",
      "translated",
      "translated",
    ]);

    fake.reset();
    const rest = await runJob(t, cookie, `/api/admin/course-versions/${frId}/retranslate`);
    expect(rest).toMatchObject({ status: "succeeded", total: 2 });
    expect(translationRequests()).toBe(1);
    expect((await view(frId)).modules.map((m) => m.translation)).toEqual([
      "translated",
      "translated",
      "translated",
    ]);

    const notTranslation = await start(`/api/admin/course-versions/${c.sourceId}/retranslate`);
    expect(notTranslation.status).toBe(400);
    expect(notTranslation.body.error?.code).toBe("NOT_A_TRANSLATION");
  });

  it("generating a module inside a translation writes it in that language", async () => {
    const c = await course("Mehrsprachig");
    const tr = await runJob(t, cookie, `/api/admin/course-versions/${c.sourceId}/translate`, {
      targetLanguage: "en",
    });
    const enId = tr.result!.courseVersionId!;
    const [added] = await t.deps.db
      .insert(modules)
      .values({ courseId: c.courseId, title: "Neues Modul", description: "Neu.", orderIndex: 4 })
      .returning();
    expect((await view(enId)).modules[3]).toMatchObject({
      status: "not_generated",
      translation: "not_translated",
    });

    fake.reset();
    const job = await runJob(
      t,
      cookie,
      `/api/admin/modules/${added.id}/generate?versionId=${enId}`,
    );
    expect(job).toMatchObject({ status: "succeeded", progress: 3, total: 3 });
    expect(fake.requests.map((r) => r.operation)).toEqual(["module_content", "module_translation"]);
    const en = await view(enId);
    expect(en.modules[3]).toMatchObject({
      status: "generated",
      translation: "translated",
      title: "[EN] Neues Modul",
    });
    expect(en.modules[3].lessons.map((l) => l.title)).toEqual([
      "[EN] Neues Modul: Lektion 1",
      "[EN] Neues Modul: Lektion 2",
    ]);
    // The source keeps the source language.
    const de = await view(c.sourceId);
    expect(de.modules[3].lessons[0].title).toBe("Neues Modul: Lektion 1");
  });

  it("cancelling a hanging translation aborts the call and writes nothing", async () => {
    const c = await course("Hängt");
    // Every call of this translation (header and modules) hangs from now on.
    await t.deps.db
      .update(courses)
      .set({ title: "Hängt [[fake:hang]]" })
      .where(eq(courses.id, c.courseId));
    const before = await rowCounts(t);
    fake.reset();
    const { status, body } = await start(`/api/admin/course-versions/${c.sourceId}/translate`, {
      targetLanguage: "es",
    });
    expect(status).toBe(202);
    const id = body.job.id;
    await expect
      .poll(async () => (await t.deps.jobs.get(id))?.status, { timeout: 10_000 })
      .toBe("running");
    // The header's model call is under way and never answers.
    await sleep(500);
    const cancel = await t.request(`/api/admin/jobs/${id}/cancel`, { method: "POST", cookie });
    expect(cancel.status).toBe(200);
    await expect
      .poll(() => fake.requests.map((r) => r.outcome), { timeout: 10_000 })
      .toContain("client-gone");
    await sleep(300);
    const { job } = (await (await t.request(`/api/admin/jobs/${id}`, { cookie })).json()) as {
      job: Job;
    };
    expect(job).toMatchObject({ status: "cancelled", error: "Der Auftrag wurde abgebrochen." });
    expect(await rowCounts(t)).toEqual(before);
  });
});

describe("generation errors stay on the module", () => {
  it("shows a failed module's cause until it is generated", async () => {
    const created = await runJob(t, cookie, "/api/admin/courses", {
      title: "Fehlerhaft",
      description: "Ein Kurs, dessen Modul einmal scheitert.",
    });
    const sourceId = created.result!.courseVersionId!;
    const mods = await baseModules(created.result!.courseId!);
    await t.deps.db
      .update(modules)
      .set({ title: `${mods[0].title} [[fake:invalid-schema]]` })
      .where(eq(modules.id, mods[0].id));
    const all = await runJob(t, cookie, `/api/admin/course-versions/${sourceId}/generate-all`);
    const cause = "Das KI-Modell hat nach 2 Versuchen keine gültige Antwort geliefert.";
    expect(all).toMatchObject({
      status: "failed",
      error: `1 von 3 Modulen konnten nicht generiert werden. „${mods[0].title} [[fake:invalid-schema]]“: ${cause}`,
    });
    expect(all.result?.failedModuleIds).toEqual([mods[0].id]);
    const v = await view(sourceId);
    expect(v.modules.map((m) => [m.status, m.error])).toEqual([
      ["not_generated", cause],
      ["generated", null],
      ["generated", null],
    ]);

    await t.deps.db.update(modules).set({ title: mods[0].title }).where(eq(modules.id, mods[0].id));
    const again = await runJob(t, cookie, `/api/admin/course-versions/${sourceId}/generate-all`);
    expect(again).toMatchObject({ status: "succeeded", total: 1 });
    expect((await view(sourceId)).modules.map((m) => m.error)).toEqual([null, null, null]);
    expect(
      (await t.deps.db.select().from(lessons).where(eq(lessons.moduleId, mods[0].id))).length,
    ).toBe(2);
  });
});
