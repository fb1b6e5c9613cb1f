import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asc, eq, inArray } from "drizzle-orm";
import type { TestApp } from "../../../test/harness";
import { courseVersions, lessonExercises, lessons, modules } from "../../../db/schema";
import type { FakeOpenAI } from "../../../test/fake-openai";
import type { PreviewResponse } from "@shared/contracts/admin";
import type { LessonProposal, LessonResponse } from "@shared/contracts/editor";
import type { CourseTranslationOverlay } from "@shared/domain/translation";
import { closePracticeRuntimes } from "../../../practice/practice-engine";
import { runJob, startFakeAiApp } from "../../../test/admin-helpers";

/**
 * Runnable exercises from AI generation against the fake OpenAI-compatible server
 * (decision 0084): validated before they are stored, the model asked again when its
 * solution fails, stored plain with a note after the last attempt; translations carry
 * the check titles and leave the code alone.
 */
let fake: FakeOpenAI;
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  ({ fake, t, cookie } = await startFakeAiApp({ AI_MAX_ATTEMPTS: "2", AI_CONCURRENCY: "2" }));
});
afterAll(async () => {
  closePracticeRuntimes();
  await t?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

/** A generated course (two modules of two lessons) in the AI & automation skill area. */
async function generatedCourse(title: string) {
  const created = await runJob(t, cookie, "/api/admin/courses", {
    title: `${title} [[fake-modules:2]]`,
    description: "Abläufe mit kleinen Programmen automatisieren.",
    skillArea: "ai-automation",
  });
  expect(created.status).toBe("succeeded");
  const sourceId = created.result!.courseVersionId!;
  const courseId = created.result!.courseId!;
  const all = await runJob(t, cookie, `/api/admin/course-versions/${sourceId}/generate-all`);
  expect(all.status).toBe("succeeded");
  const mods = await t.deps.db.select().from(modules).where(eq(modules.courseId, courseId));
  const ls = await t.deps.db
    .select()
    .from(lessons)
    .where(
      inArray(
        lessons.moduleId,
        mods.map((m) => m.id),
      ),
    )
    .orderBy(asc(lessons.orderIndex));
  const exercises = await t.deps.db
    .select()
    .from(lessonExercises)
    .where(
      inArray(
        lessonExercises.lessonId,
        ls.map((l) => l.id),
      ),
    );
  return { courseId, sourceId, exercises };
}

const contentRequests = () => fake.requests.filter((r) => r.operation === "module_content");

async function previewProblems(versionId: string) {
  const res = await t.request(`/api/admin/course-versions/${versionId}/preview`, { cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as PreviewResponse).problems.filter((p) =>
    p.kind.startsWith("practice_"),
  );
}

describe("AI generation of runnable exercises", () => {
  it("stores the model's exercises runnable when their solution passes and the starter fails", async () => {
    const c = await generatedCourse("Automatisieren mit JavaScript");
    expect(contentRequests()).toHaveLength(2);
    expect(c.exercises).toHaveLength(4);
    for (const e of c.exercises) {
      expect(e.practice).toMatchObject({
        runtime: "javascript",
        checks: [{ id: "c1", title: "summe(2, 3) gibt 5 zurück" }],
      });
      expect(e.practiceValidation).toMatchObject({ ok: true });
    }
    expect(await previewProblems(c.sourceId)).toEqual([]);
  });

  it("asks the model again when a model solution fails its check, and keeps the sound answer", async () => {
    const c = await generatedCourse("Skripte [[fake:practice-broken-once]]");
    // Two modules, each answered twice: the broken answer, then the repaired one.
    expect(contentRequests()).toHaveLength(4);
    expect(c.exercises.every((e) => e.practice && e.practiceValidation?.ok)).toBe(true);
  });

  it("stores the exercise plain with a note the preview shows after the last attempt", async () => {
    const c = await generatedCourse("Bots [[fake:practice-broken]]");
    expect(contentRequests()).toHaveLength(4);
    expect(c.exercises).toHaveLength(4);
    for (const e of c.exercises) {
      expect(e.practice).toBeNull();
      expect(e.task).toMatch(/^Aufgabe zu Lektion/);
      expect(e.practiceValidation).toMatchObject({
        ok: false,
        problems: [
          {
            kind: "generatedPlain",
            reasons: [
              expect.stringContaining(
                'fail the check "summe(2, 3) gibt 5 zurück": expected 5, got -1',
              ),
            ],
          },
        ],
      });
    }
    const problems = await previewProblems(c.sourceId);
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatchObject({
      kind: "practice_generated_plain",
      lessonTitle: expect.any(String),
    });
  });
});

describe("translation of runnable exercises", () => {
  it("carries the task and the check titles; code, files and checks stay the source's", async () => {
    const c = await generatedCourse("Übersetzte Automatisierung");
    const job = await runJob(t, cookie, `/api/admin/course-versions/${c.sourceId}/translate`, {
      targetLanguage: "en",
    });
    expect(job.status).toBe("succeeded");
    const [en] = await t.deps.db
      .select()
      .from(courseVersions)
      .where(eq(courseVersions.id, job.result!.courseVersionId!));
    const o = en.translationJson as CourseTranslationOverlay;
    for (const e of c.exercises) {
      expect(o.exercises[e.id]).toMatchObject({
        task: expect.stringMatching(/^\[EN\] Aufgabe zu Lektion/),
        checkTitles: { c1: "[EN] summe(2, 3) gibt 5 zurück" },
      });
    }
    // The source rows are untouched: the code is not translated.
    const [row] = await t.deps.db
      .select()
      .from(lessonExercises)
      .where(eq(lessonExercises.id, c.exercises[0].id));
    expect(row.practice).toEqual(c.exercises[0].practice);
    // The translated version passes the gate with the source's validation.
    expect(await previewProblems(en.id)).toEqual([]);
  });
});

describe("regenerating a lesson with a runnable exercise", () => {
  it("proposes the validated exercise and validates it again on accept", async () => {
    const c = await generatedCourse("Neu geschrieben");
    const lessonId = c.exercises[0].lessonId;
    const base = `/api/admin/editor/${c.sourceId}/lessons/${lessonId}/regenerate`;
    const res = await t.request(base, { json: { instruction: "" }, cookie });
    expect(res.status).toBe(200);
    const { proposal, revision } = (await res.json()) as {
      proposal: LessonProposal;
      revision: number;
    };
    expect(proposal.exercises[0].practice).toMatchObject({ runtime: "javascript" });
    // The browser sends the proposal back: a changed solution is run again, not trusted.
    const practice = proposal.exercises[0].practice!;
    const tampered: LessonProposal = {
      ...proposal,
      exercises: [
        {
          ...proposal.exercises[0],
          practice: {
            ...practice,
            solutionFiles: [{ name: "main.js", content: "function summe(a, b) { return 0; }" }],
          },
        },
      ],
    };
    const accepted = await t.request(`${base}/accept`, {
      json: { expectedRevision: revision, proposal: tampered },
      cookie,
    });
    expect(accepted.status).toBe(200);
    const lesson = ((await accepted.json()) as LessonResponse).lesson;
    expect(lesson.exercises[0].practiceValidation).toMatchObject({ current: true, ok: false });
    expect(await previewProblems(c.sourceId)).toEqual([
      expect.objectContaining({ kind: "practice_solution_fails" }),
    ]);
  });
});
