import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TestApp } from "../../../test/harness";
import { courses, courseVersions } from "../../../db/schema";
import type { FakeOpenAI } from "../../../test/fake-openai";
import type { EditorViewResponse, LessonResponse } from "@shared/contracts/editor";
import type { PlayerResponse } from "@shared/contracts/learning";
import { BLOCKING_PROBLEMS, type PreviewResponse } from "@shared/contracts/admin";
import { translateCheckMessages, type PracticeSpec } from "@shared/domain/practice";
import type { CourseTranslationOverlay } from "@shared/domain/translation";
import { closePracticeRuntimes, runPractice } from "../../../practice/practice-engine";
import { runJob, startFakeAiApp } from "../../../test/admin-helpers";

/**
 * The AI translation job translates the literal messages a code exercise's checks throw
 * (decision 0157) with the fake OpenAI-compatible server: stored as the translation's
 * `checkMessages`, translated again when the source changes (module revision), and read by
 * the learner of the translated version when a check fails.
 */
let fake: FakeOpenAI;
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  ({ fake, t, cookie } = await startFakeAiApp({ AI_MAX_ATTEMPTS: "2" }));
});
afterAll(async () => {
  closePracticeRuntimes();
  await t?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

const practice = (missing = "Die Funktion summe fehlt."): PracticeSpec => ({
  runtime: "javascript",
  starterFiles: [{ name: "main.js", content: "function summe(a, b) {\n}\n" }],
  solutionFiles: [{ name: "main.js", content: "function summe(a, b) {\n  return a + b;\n}\n" }],
  checks: [
    {
      id: "summe",
      title: "summe(2, 3) ergibt 5",
      hidden: false,
      ordered: false,
      code: `if (typeof summe !== "function") throw new Error("${missing}");\nif (summe(2, 3) !== 5) throw new Error("summe(2, 3) ergibt nicht 5.");`,
    },
  ],
  timeLimitMs: 3000,
  required: false,
});

async function api<T>(method: string, path: string, json?: unknown) {
  const res = await t.request(`/api/admin${path}`, { method, json, cookie });
  return { status: res.status, body: (await res.json()) as T };
}

async function overlayOf(versionId: string) {
  const [row] = await t.deps.db
    .select({ json: courseVersions.translationJson })
    .from(courseVersions)
    .where(eq(courseVersions.id, versionId));
  return row.json as CourseTranslationOverlay;
}

/** A generated German course whose first lesson gets a code exercise that throws messages. */
async function courseWithCodeExercise() {
  const created = await runJob(t, cookie, "/api/admin/courses", {
    title: "Meldungen",
    description: "Ein Kurs mit Programmieraufgaben.",
  });
  const sourceId = created.result!.courseVersionId!;
  expect(
    (await runJob(t, cookie, `/api/admin/course-versions/${sourceId}/generate-all`)).status,
  ).toBe("succeeded");
  const view = await api<EditorViewResponse>("GET", `/editor/${sourceId}`);
  const lessonId = view.body.modules[0].lessons[0].id;
  const lesson = await api<LessonResponse>("GET", `/editor/${sourceId}/lessons/${lessonId}`);
  const added = await api<LessonResponse>(
    "POST",
    `/editor/${sourceId}/lessons/${lessonId}/exercises`,
    {
      task: "Schreibe summe.",
      expectedRevision: lesson.body.lesson.revision,
      practice: practice(),
    },
  );
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const exerciseId = added.body.lesson.exercises.at(-1)!.id;
  return {
    courseId: created.result!.courseId!,
    sourceId,
    lessonId,
    exerciseId,
    revision: added.body.lesson.revision,
  };
}

describe("the translation job and the checks' thrown messages", () => {
  it("translates them, keeps them fresh by the source revision, and the learner reads them", async () => {
    const c = await courseWithCodeExercise();
    fake.reset();
    const job = await runJob(t, cookie, `/api/admin/course-versions/${c.sourceId}/translate`, {
      targetLanguage: "en",
    });
    expect(job.status, job.error ?? "").toBe("succeeded");
    const enId = job.result!.courseVersionId!;
    // The fake translates what it was sent: the messages went to the model with the lesson.
    expect((await overlayOf(enId)).exercises[c.exerciseId].checkMessages).toEqual({
      summe: {
        "Die Funktion summe fehlt.": "[EN] Die Funktion summe fehlt.",
        "summe(2, 3) ergibt nicht 5.": "[EN] summe(2, 3) ergibt nicht 5.",
      },
    });

    // The author changes a message in the source: the module is outdated and translated
    // again; the old message is gone, the new one translated.
    const changed = await api<LessonResponse>(
      "PATCH",
      `/editor/${c.sourceId}/lessons/${c.lessonId}/exercises/${c.exerciseId}`,
      {
        task: "Schreibe summe.",
        expectedRevision: c.revision,
        practice: practice("Es gibt keine Funktion summe."),
      },
    );
    expect(changed.status).toBe(200);
    const view = await api<EditorViewResponse>("GET", `/editor/${enId}`);
    expect(view.body.modules[0].translation).toBe("outdated");
    const again = await runJob(t, cookie, `/api/admin/course-versions/${enId}/retranslate`);
    expect(again.status, again.error ?? "").toBe("succeeded");
    expect((await overlayOf(enId)).exercises[c.exerciseId].checkMessages).toEqual({
      summe: {
        "Es gibt keine Funktion summe.": "[EN] Es gibt keine Funktion summe.",
        "summe(2, 3) ergibt nicht 5.": "[EN] summe(2, 3) ergibt nicht 5.",
      },
    });

    // The publish gate: nothing to say while every message is translated; a warning (not a
    // block) once the author empties one in the translation view.
    const problems = async () =>
      (await api<PreviewResponse>("GET", `/course-versions/${enId}/preview`)).body.problems;
    expect((await problems()).map((p) => p.kind)).not.toContain("practice_message_not_translated");
    const en = (await api<LessonResponse>("GET", `/editor/${enId}/lessons/${c.lessonId}`)).body
      .lesson;
    const enEx = en.exercises.find((e) => e.id === c.exerciseId)!;
    const emptied = await api<LessonResponse>(
      "PATCH",
      `/editor/${enId}/lessons/${c.lessonId}/exercises/${c.exerciseId}`,
      {
        task: enEx.task,
        expectedRevision: en.revision,
        practice: enEx.practice,
        checkMessages: {
          summe: { ...enEx.checkMessages!.summe, "Es gibt keine Funktion summe.": "" },
        },
      },
    );
    expect(emptied.status).toBe(200);
    const warning = (await problems()).find((p) => p.kind === "practice_message_not_translated");
    expect(warning).toEqual({
      kind: "practice_message_not_translated",
      moduleTitle: view.body.modules[0].title,
      lessonTitle: en.title,
    });
    expect(BLOCKING_PROBLEMS).not.toContain("practice_message_not_translated");

    // A learner of the English version runs the starter code: the failure is in English.
    await t.deps.db.update(courses).set({ isPublished: true }).where(eq(courses.id, c.courseId));
    await t.deps.db
      .update(courseVersions)
      .set({ isPublished: true })
      .where(eq(courseVersions.courseId, c.courseId));
    const learner = await t.signIn("user");
    const res = await t.request(`/api/learning/courses/${c.courseId}?lang=en`, {
      cookie: learner.cookie,
    });
    expect(res.status).toBe(200);
    const player = (await res.json()) as PlayerResponse;
    const ex = player.modules[0].lessons[0].exercises.find((e) => e.id === c.exerciseId)!;
    const spec = ex.practice!;
    const run = await runPractice({
      runtime: spec.runtime,
      files: spec.starterFiles,
      checks: spec.checks,
      timeLimitMs: spec.timeLimitMs,
    });
    const shown = translateCheckMessages(run.checks ?? [], spec.checks);
    expect(shown[0].failure).toEqual({ kind: "message", text: "[EN] summe(2, 3) ergibt nicht 5." });
  });
});

describe("the editor's translation view and the checks' thrown messages", () => {
  it("a translation by hand lists them empty; the save writes them with the lesson's revision (409 when stale)", async () => {
    const c = await courseWithCodeExercise();
    const made = await api<{ courseVersionId: string }>(
      "POST",
      `/course-versions/${c.sourceId}/manual-translation`,
      { targetLanguage: "fr" },
    );
    expect(made.status).toBe(201);
    const fr = made.body.courseVersionId;
    const path = `/editor/${fr}/lessons/${c.lessonId}`;
    const before = (await api<LessonResponse>("GET", path)).body.lesson;
    const ex = before.exercises.find((e) => e.id === c.exerciseId)!;
    // Nothing translated them: the author fills them in.
    expect(ex.checkMessages).toEqual({
      summe: { "Die Funktion summe fehlt.": "", "summe(2, 3) ergibt nicht 5.": "" },
    });
    // The source version has no such fields.
    const source = await api<LessonResponse>("GET", `/editor/${c.sourceId}/lessons/${c.lessonId}`);
    expect(
      source.body.lesson.exercises.find((e) => e.id === c.exerciseId)!.checkMessages,
    ).toBeNull();

    const body = (revision: number, translation: string) => ({
      task: "Écris summe.",
      expectedRevision: revision,
      practice: ex.practice,
      checkMessages: {
        summe: {
          "Die Funktion summe fehlt.": translation,
          "summe(2, 3) ergibt nicht 5.": "  ",
          "Nicht in der Prüfung.": "Pas dans la vérification.",
        },
        autre: { x: "y" },
      },
    });
    const saved = await api<LessonResponse>(
      "PATCH",
      `${path}/exercises/${c.exerciseId}`,
      body(before.revision, "La fonction summe manque."),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.lesson.exercises.find((e) => e.id === c.exerciseId)!.checkMessages).toEqual({
      summe: {
        "Die Funktion summe fehlt.": "La fonction summe manque.",
        "summe(2, 3) ergibt nicht 5.": "",
      },
    });
    // Only messages the check throws, and only non-blank ones, are stored.
    expect((await overlayOf(fr)).exercises[c.exerciseId].checkMessages).toEqual({
      summe: { "Die Funktion summe fehlt.": "La fonction summe manque." },
    });

    // A second save with the old revision (someone saved meanwhile) is refused.
    const stale = await api<{ error: { code: string } }>(
      "PATCH",
      `${path}/exercises/${c.exerciseId}`,
      body(before.revision, "Autre texte."),
    );
    expect(stale.status).toBe(409);
    expect((await overlayOf(fr)).exercises[c.exerciseId].checkMessages).toEqual({
      summe: { "Die Funktion summe fehlt.": "La fonction summe manque." },
    });

    // A save without the field keeps what is stored.
    const { checkMessages: _m, ...withoutMessages } = body(saved.body.lesson.revision, "");
    const kept = await api<LessonResponse>(
      "PATCH",
      `${path}/exercises/${c.exerciseId}`,
      withoutMessages,
    );
    expect(kept.status).toBe(200);
    expect((await overlayOf(fr)).exercises[c.exerciseId].checkMessages).toEqual({
      summe: { "Die Funktion summe fehlt.": "La fonction summe manque." },
    });
  });
});
