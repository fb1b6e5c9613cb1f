import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import type {
  EditorViewResponse,
  LessonResponse,
  PracticeValidateResponse,
} from "@shared/contracts/editor";
import type { PracticeSpec } from "@shared/domain/practice";
import { closePracticeRuntimes } from "../../../practice/practice-engine";
import { caller, insertDemo, type DemoVersions } from "../../../test/editor-helpers";

let t: TestApp;
let api: ReturnType<typeof caller>;
let demo: DemoVersions;
let lessonId: string;

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t, (await t.signIn("admin")).cookie);
  demo = await insertDemo(t, 0);
  const view: EditorViewResponse = await api.view(demo.sourceId);
  lessonId = view.modules[0].lessons[0].id;
});
afterAll(async () => {
  closePracticeRuntimes();
  await t.close();
});

const practice = (solution: string, titles = ["gruss('Ada') ist 'Hallo, Ada!'"]): PracticeSpec => ({
  runtime: "javascript",
  starterFiles: [{ name: "main.js", content: "function gruss(name) {\n  // TODO\n}" }],
  solutionFiles: [{ name: "main.js", content: solution }],
  checks: [
    {
      id: "ada",
      title: titles[0],
      hidden: false,
      code: "expectEqual(gruss('Ada'), 'Hallo, Ada!');",
      ordered: false,
    },
  ],
  timeLimitMs: 2000,
  required: true,
});
const GOOD = "function gruss(name) { return `Hallo, ${name}!`; }";
const BROKEN = "function gruss(name) { return 'Hallo'; }";

async function lesson(versionId = demo.sourceId) {
  const r = await api.call<LessonResponse>("GET", `/editor/${versionId}/lessons/${lessonId}`);
  expect(r.status).toBe(200);
  return r.body.lesson;
}

describe("editor: code exercises", () => {
  it("saves an exercise with its practice part and the server's validation of it", async () => {
    const before = await lesson();
    const added = await api.call<LessonResponse>(
      "POST",
      `/editor/${demo.sourceId}/lessons/${lessonId}/exercises`,
      { task: "Schreibe gruss", expectedRevision: before.revision, practice: practice(BROKEN) },
    );
    expect(added.status).toBe(201);
    const ex = added.body.lesson.exercises.at(-1)!;
    expect(ex.practice).toMatchObject({ runtime: "javascript", required: true });
    expect(ex.practiceValidation).toMatchObject({ current: true, ok: false });
    expect(ex.practiceValidation?.problems).toEqual([
      expect.objectContaining({ kind: "solutionFails", checkId: "ada" }),
    ]);

    const fixed = await api.call<LessonResponse>(
      "PATCH",
      `/editor/${demo.sourceId}/lessons/${lessonId}/exercises/${ex.id}`,
      {
        task: "Schreibe gruss",
        expectedRevision: added.body.lesson.revision,
        practice: practice(GOOD),
      },
    );
    expect(fixed.status).toBe(200);
    const saved = fixed.body.lesson.exercises.find((e) => e.id === ex.id)!;
    expect(saved.practiceValidation).toMatchObject({ current: true, ok: true, problems: [] });

    // A stale revision is refused as for every block.
    const stale = await api.call(
      "PATCH",
      `/editor/${demo.sourceId}/lessons/${lessonId}/exercises/${ex.id}`,
      { task: "x", expectedRevision: added.body.lesson.revision, practice: practice(GOOD) },
    );
    expect(stale.status).toBe(409);
  });

  it("refuses a practice part that breaks the shared schema, with a translated message", async () => {
    const before = await lesson();
    const bad = { ...practice(GOOD), starterFiles: [{ name: "../evil.js", content: "" }] };
    const r = await api.call<{ error: { code: string; message: string } }>(
      "POST",
      `/editor/${demo.sourceId}/lessons/${lessonId}/exercises`,
      { task: "x", expectedRevision: before.revision, practice: bad },
    );
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain("Dateinamen bestehen aus Buchstaben");
  });

  it("a translation writes only the check titles; other changes to the code are structure", async () => {
    const source = await lesson();
    // The exercise the first test wrote (the demo lesson has a code exercise of its own too).
    const ex = source.exercises.find((e) => e.practice && e.task === "Schreibe gruss")!;
    const translated = await lesson(demo.translatedId);
    const target = `/editor/${demo.translatedId}/lessons/${lessonId}/exercises/${ex.id}`;
    const ok = await api.call<LessonResponse>("PATCH", target, {
      task: "Write gruss",
      expectedRevision: translated.revision,
      practice: practice(GOOD, ["gruss('Ada') is 'Hallo, Ada!'"]),
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const shown = ok.body.lesson.exercises.find((e) => e.id === ex.id)!;
    expect(shown.task).toBe("Write gruss");
    expect(shown.practice?.checks[0].title).toBe("gruss('Ada') is 'Hallo, Ada!'");
    // The source keeps its German title.
    expect((await lesson()).exercises.find((e) => e.id === ex.id)!.practice?.checks[0].title).toBe(
      "gruss('Ada') ist 'Hallo, Ada!'",
    );
    const changedCode = await api.call<{ error: { code: string } }>("PATCH", target, {
      task: "Write gruss",
      expectedRevision: ok.body.lesson.revision,
      practice: practice(BROKEN),
    });
    expect(changedCode.status).toBe(409);
    expect(changedCode.body.error.code).toBe("STRUCTURE_SOURCE_ONLY");
  });

  it("validates a practice part on demand without saving it", async () => {
    const r = await api.call<PracticeValidateResponse>("POST", "/editor/practice/validate", {
      practice: practice(BROKEN),
    });
    expect(r.status).toBe(200);
    expect(r.body.validation.ok).toBe(false);
    expect(r.body.validation.solution[0]).toMatchObject({
      id: "ada",
      status: "failed",
      failure: { kind: "equal", expected: '"Hallo, Ada!"', actual: '"Hallo"' },
    });
    expect(r.body.validation.starter[0]).toMatchObject({ status: "failed" });
    const learner = await t.signIn("user");
    const denied = await t.request("/api/admin/editor/practice/validate", {
      json: { practice: practice(GOOD) },
      cookie: learner.cookie,
    });
    expect(denied.status).toBe(403);
  });
});
