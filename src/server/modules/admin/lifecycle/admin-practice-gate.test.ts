import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../../test/harness";
import {
  courses,
  courseVersions,
  lessonExercises,
  lessons,
  modules,
  type PracticeValidationRecord,
} from "../../../db/schema";
import { practiceSpecSchema, type PracticeSpec } from "@shared/domain/practice";
import type { PreviewResponse, PublishProblem } from "@shared/contracts/admin";
import {
  closePracticeRuntimes,
  generatedPlainRecord,
  practiceHash,
} from "../../../practice/practice-engine";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn("admin")).cookie;
});
afterAll(async () => {
  closePracticeRuntimes();
  await t.close();
});

const spec = (solution: string, starter = "function doppelt(x) { return 0; }"): PracticeSpec =>
  practiceSpecSchema.parse({
    runtime: "javascript",
    starterFiles: [{ name: "main.js", content: starter }],
    solutionFiles: [{ name: "main.js", content: solution }],
    checks: [{ id: "zwei", title: "doppelt(2) ist 4", code: "expectEqual(doppelt(2), 4);" }],
    timeLimitMs: 2000,
  });
const GOOD = "function doppelt(x) { return 2 * x; }";
const BROKEN = "function doppelt(x) { return x + 1; }";

/** A course with one module of two lessons, an active source version and an English overlay. */
async function makeCourse(
  practice: PracticeSpec | null,
  record: PracticeValidationRecord | null = null,
) {
  const db = t.deps.db;
  const [course] = await db
    .insert(courses)
    .values({
      title: `Kurs ${Math.random().toString(36).slice(2, 8)}`,
      description: "Beschreibung",
      language: "de",
      skillArea: "web-development",
      thumbnailUrl: "/uploads/x.webp",
    })
    .returning();
  const [mod] = await db
    .insert(modules)
    .values({ courseId: course.id, title: "Grundlagen", orderIndex: 1 })
    .returning();
  const ls = await db
    .insert(lessons)
    .values([
      { moduleId: mod.id, title: "Funktionen", content: "Inhalt", orderIndex: 1 },
      { moduleId: mod.id, title: "Schleifen", content: "Inhalt", orderIndex: 2 },
    ])
    .returning();
  const [exercise] = await db
    .insert(lessonExercises)
    .values({ lessonId: ls[0].id, task: "Schreibe doppelt", practice, practiceValidation: record })
    .returning();
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
        course: { title: "Course", description: "Description" },
        modules: { [mod.id]: { title: "Basics", description: "" } },
        lessons: Object.fromEntries(
          ls.map((l, i) => [
            l.id,
            { title: ["Functions", "Loops"][i], content: "Content", learningObjective: null },
          ]),
        ),
        codeExamples: {},
        exercises: {},
        quizzes: {},
      },
    })
    .returning();
  return { course, exercise, source, en };
}

const preview = async (versionId: string) => {
  const res = await t.request(`/api/admin/course-versions/${versionId}/preview`, { cookie: admin });
  expect(res.status).toBe(200);
  return ((await res.json()) as PreviewResponse).problems.filter((p) =>
    p.kind.startsWith("practice_"),
  );
};
const publish = (versionId: string, confirmWarnings = false) =>
  t.request(`/api/admin/course-versions/${versionId}/publish`, {
    json: { confirmWarnings },
    cookie: admin,
  });
const storedRecord = async (id: string) =>
  (await t.deps.db.select().from(lessonExercises).where(eq(lessonExercises.id, id)))[0]
    .practiceValidation;

describe("publish gate: code exercises", () => {
  it("refuses a course whose model solution fails its own checks, naming the lesson, in preview and publish alike", async () => {
    const { source, en, exercise } = await makeCourse(spec(BROKEN));
    const problem = {
      kind: "practice_solution_fails",
      moduleTitle: "Grundlagen",
      lessonTitle: "Funktionen",
    };
    expect(await preview(source.id)).toEqual([problem]);
    const res = await publish(source.id, true);
    expect(res.status).toBe(409);
    const body = (await res.json()) as {
      error: { code: string; details: { problems: PublishProblem[] } };
    };
    expect(body.error.code).toBe("PUBLISH_BLOCKED");
    expect(body.error.details.problems).toEqual([problem]);
    // The translation names the lesson in its own language; its code is the source's.
    expect(await preview(en.id)).toEqual([
      { kind: "practice_solution_fails", moduleTitle: "Basics", lessonTitle: "Functions" },
    ]);
    const record = await storedRecord(exercise.id);
    expect(record).toMatchObject({ hash: practiceHash(spec(BROKEN)), ok: false });
    expect(record?.problems).toEqual([
      expect.objectContaining({ kind: "solutionFails", checkId: "zwei" }),
    ]);
  });

  it("refuses a course whose starter code already passes every check", async () => {
    const { source } = await makeCourse(spec(GOOD, GOOD));
    expect(await preview(source.id)).toEqual([
      { kind: "practice_starter_passes", moduleTitle: "Grundlagen", lessonTitle: "Funktionen" },
    ]);
    expect((await publish(source.id, true)).status).toBe(409);
  });

  it("publishes a course whose exercise is sound, and validates an exercise again once it changed", async () => {
    const { source, exercise } = await makeCourse(spec(BROKEN));
    expect(await preview(source.id)).toHaveLength(1);
    await t.deps.db
      .update(lessonExercises)
      .set({ practice: spec(GOOD) })
      .where(eq(lessonExercises.id, exercise.id));
    expect(await preview(source.id)).toEqual([]);
    expect(await storedRecord(exercise.id)).toMatchObject({
      hash: practiceHash(spec(GOOD)),
      ok: true,
    });
    expect((await publish(source.id)).status).toBe(200);
  });

  it("uses the stored outcome of an unchanged exercise instead of running it again", async () => {
    // A record for exactly this spec says "ok": the gate trusts it and does not run the code.
    const record = { hash: practiceHash(spec(BROKEN)), ok: true, at: new Date().toISOString() };
    const { source } = await makeCourse(spec(BROKEN), record);
    expect(await preview(source.id)).toEqual([]);
    // A record of another spec is stale: the exercise is run.
    const stale = { ...record, hash: practiceHash(spec(GOOD)) };
    const other = await makeCourse(spec(BROKEN), stale);
    expect(await preview(other.source.id)).toHaveLength(1);
  });

  it("warns about an exercise the AI could not make runnable (stored plain)", async () => {
    const { source } = await makeCourse(null, generatedPlainRecord([]));
    const warning = {
      kind: "practice_generated_plain",
      moduleTitle: "Grundlagen",
      lessonTitle: "Funktionen",
    };
    expect(await preview(source.id)).toEqual([warning]);
    const res = await publish(source.id);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("PUBLISH_WARNINGS");
    expect((await publish(source.id, true)).status).toBe(200);
  });
});
