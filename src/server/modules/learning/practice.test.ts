import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import type { DbOrTx } from "../../db/client";
import {
  courses,
  courseVersions,
  exerciseSubmissions,
  lessonExercises,
  lessonQuizzes,
  lessons,
  modules,
  user,
  userLessonProgress,
} from "../../db/schema";
import type { PlayerResponse } from "@shared/contracts/learning";
import type { QuizAnswerResponse, AchievementsResponse } from "@shared/contracts/achievements";
import type {
  PracticeResultsResponse,
  PracticeState,
  RevealSolutionResponse,
} from "@shared/contracts/practice";
import type { PracticeFile, PracticeSpec } from "@shared/domain/practice";
import type { CourseTranslationOverlay } from "@shared/domain/translation";

/*
 * The learner's side of code exercises (issue 29, decision 0080) and answers only when
 * earned (issue 33, decision 0081), through the API.
 */

const SOLUTION_TEXT = "MUSTERLOESUNG-TEXT-4711";
const SOLUTION_FILE = "SOLUTION-FILE-MARKER-0815";
const EXPLANATION = "ERKLAERUNG-MARKER-1234";
const CHECK_TITLE = "Die Funktion gibt für [] die 0 zurück";

const spec = (required = false): PracticeSpec => ({
  runtime: "javascript",
  starterFiles: [{ name: "main.js", content: "function sum(xs) {\n  // TODO\n}\n" }],
  solutionFiles: [
    {
      name: "main.js",
      content: `function sum(xs) { return xs.reduce((a, b) => a + b, 0); } // ${SOLUTION_FILE}`,
    },
  ],
  checks: [
    {
      id: "empty",
      title: CHECK_TITLE,
      hidden: false,
      code: "expectEqual(sum([]), 0)",
      ordered: false,
    },
    {
      id: "three",
      title: "sum([1, 2, 3]) ergibt 6",
      hidden: false,
      code: "expectEqual(sum([1, 2, 3]), 6)",
      ordered: false,
    },
  ],
  timeLimitMs: 5000,
  required,
});

/** A course with `lessons` lessons, each with a plain exercise, a code exercise and a quiz. */
async function makeCourse(
  db: DbOrTx,
  opts: { published?: boolean; required?: boolean; lessons?: number } = {},
) {
  const [course] = await db
    .insert(courses)
    .values({
      title: "Code",
      description: "B",
      isPublished: opts.published ?? true,
      language: "de",
    })
    .returning({ id: courses.id });
  const [mod] = await db
    .insert(modules)
    .values({ courseId: course.id, title: "Grundlagen", orderIndex: 1 })
    .returning({ id: modules.id });
  const lessonRows = await db
    .insert(lessons)
    .values(
      Array.from({ length: opts.lessons ?? 1 }, (_, i) => ({
        moduleId: mod.id,
        title: `Summen ${i + 1}`,
        content: "Text",
        orderIndex: i + 1,
      })),
    )
    .returning({ id: lessons.id });
  const made = [];
  for (const l of lessonRows) {
    const [plain, code] = await db
      .insert(lessonExercises)
      .values([
        { lessonId: l.id, task: "Erkläre.", hint: "H", solution: SOLUTION_TEXT, orderIndex: 1 },
        {
          lessonId: l.id,
          task: "Schreibe sum.",
          hint: "reduce",
          solution: null,
          practice: spec(opts.required),
          orderIndex: 2,
        },
      ])
      .returning({ id: lessonExercises.id });
    const [quiz] = await db
      .insert(lessonQuizzes)
      .values({
        lessonId: l.id,
        question: "Was ergibt sum([])?",
        choices: ["undefined", "0"],
        correctAnswer: 1,
        explanation: EXPLANATION,
      })
      .returning({ id: lessonQuizzes.id });
    made.push({ lessonId: l.id, plainId: plain.id, codeId: code.id, quizId: quiz.id });
  }
  return { courseId: course.id, moduleId: mod.id, ...made[0], lessons: made };
}

const FILES: PracticeFile[] = [{ name: "main.js", content: "function sum(xs) { return 0; }" }];
const SOLVED: PracticeFile[] = [
  { name: "main.js", content: "function sum(xs) { return xs.reduce((a, b) => a + b, 0); }" },
];
const PASSED = [
  { id: "empty", status: "passed" as const },
  { id: "three", status: "passed" as const },
];
const statements = (res: Response) => Number(res.headers.get("x-sql-statements"));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const playerText = async (courseId: string, cookie: string, lang = "de") => {
  const res = await t.request(`/api/learning/courses/${courseId}?lang=${lang}`, { cookie });
  expect(res.status).toBe(200);
  return res.text();
};
const save = (cookie: string, exerciseId: string, body: unknown) =>
  t.request(`/api/learning/exercises/${exerciseId}/code`, { method: "PUT", json: body, cookie });
const results = (cookie: string, exerciseId: string, body: unknown) =>
  t.request(`/api/learning/exercises/${exerciseId}/results`, { json: body, cookie });
const reveal = (cookie: string, lessonId: string, itemId: string) =>
  t.request(`/api/learning/lessons/${lessonId}/reveals`, {
    json: { kind: "solution", itemId },
    cookie,
  });
const answer = (cookie: string, quizId: string, choice: number) =>
  t.request(`/api/learning/quizzes/${quizId}/answer`, { json: { choice }, cookie });
const complete = (cookie: string, lessonId: string) =>
  t.request(`/api/learning/lessons/${lessonId}/complete`, { method: "POST", cookie });
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string; details?: unknown } }).error;
async function english(userId: string) {
  await t.deps.db.update(user).set({ language: "en" }).where(eq(user.id, userId));
}

describe("answers only when earned (decision 0081)", () => {
  it("the player's answer has no solution, solution files, correct answer or explanation until revealed or answered", async () => {
    const c = await makeCourse(t.deps.db);
    const a = await t.signIn();
    const before = await playerText(c.courseId, a.cookie);
    for (const secret of [
      SOLUTION_TEXT,
      SOLUTION_FILE,
      EXPLANATION,
      '"correctAnswer"',
      '"solution":',
      '"solutionFiles"',
    ])
      expect(before, secret).not.toContain(secret);
    // The public part of the code exercise is there: starter code and check titles.
    const player = JSON.parse(before) as PlayerResponse;
    const ex = player.modules[0].lessons[0].exercises;
    expect(ex.map((e) => e.hasSolution)).toEqual([true, true]);
    expect(ex[1].practice?.starterFiles[0].content).toContain("TODO");
    expect(ex[1].practice?.checks.map((k) => k.title)).toEqual([
      CHECK_TITLE,
      "sum([1, 2, 3]) ergibt 6",
    ]);
    expect(player.revealed).toEqual({ solutions: [], quizzes: [] });

    const plain = await reveal(a.cookie, c.lessonId, c.plainId);
    expect(plain.status).toBe(200);
    expect((await plain.json()) as RevealSolutionResponse).toEqual({
      exerciseId: c.plainId,
      solution: SOLUTION_TEXT,
      solutionFiles: null,
    });
    const code = (await (
      await reveal(a.cookie, c.lessonId, c.codeId)
    ).json()) as RevealSolutionResponse;
    expect(code.solutionFiles?.[0].content).toContain(SOLUTION_FILE);
    // A wrong first answer earns a real second try, not the answer (issue 46, decision 0185).
    const quiz = await answer(a.cookie, c.quizId, 0);
    expect(quiz.status).toBe(200);
    expect((await quiz.json()) as QuizAnswerResponse).toMatchObject({
      correct: false,
      correctAnswer: null,
      explanation: null,
      firstAnswer: true,
    });
    const between = await playerText(c.courseId, a.cookie);
    for (const secret of [EXPLANATION, '"correctAnswer"'])
      expect(between, secret).not.toContain(secret);
    // The answer after the retry tells them, right or wrong.
    const retry = await answer(a.cookie, c.quizId, 0);
    expect((await retry.json()) as QuizAnswerResponse).toMatchObject({
      correct: false,
      correctAnswer: 1,
      explanation: EXPLANATION,
      firstAnswer: false,
    });

    const after = await playerText(c.courseId, a.cookie);
    for (const earned of [SOLUTION_TEXT, SOLUTION_FILE, EXPLANATION, '"correctAnswer":1'])
      expect(after, earned).toContain(earned);
    // Only for the learner who earned them.
    const b = await t.signIn();
    const other = await playerText(c.courseId, b.cookie);
    for (const secret of [SOLUTION_TEXT, SOLUTION_FILE, EXPLANATION, '"correctAnswer"'])
      expect(other, secret).not.toContain(secret);
  });

  it("a reveal or answer of an unknown item, or of another lesson's or an unpublished course's, answers 404 in the caller's language", async () => {
    const c = await makeCourse(t.deps.db);
    const other = await makeCourse(t.deps.db);
    const hidden = await makeCourse(t.deps.db, { published: false });
    const a = await t.signIn();
    for (const [lessonId, itemId] of [
      [c.lessonId, "00000000-0000-4000-8000-000000000000"],
      [c.lessonId, "not-an-id"],
      [c.lessonId, other.plainId],
      [other.lessonId, c.plainId],
      [hidden.lessonId, hidden.plainId],
      [c.lessonId, c.quizId],
    ]) {
      const res = await reveal(a.cookie, lessonId, itemId);
      expect(res.status, `${lessonId} ${itemId}`).toBe(404);
      expect(await errorOf(res)).toEqual({
        code: "EXERCISE_NOT_FOUND",
        message: "Aufgabe nicht gefunden",
      });
    }
    const quiz = await answer(a.cookie, hidden.quizId, 0);
    expect(quiz.status).toBe(404);
    expect((await errorOf(quiz)).message).toBe("Quiz nicht gefunden");
    // The old way to uncover a quiz answer without answering is gone.
    const asQuiz = await t.request(`/api/learning/lessons/${c.lessonId}/reveals`, {
      json: { kind: "quiz", itemId: c.quizId },
      cookie: a.cookie,
    });
    expect(asQuiz.status).toBe(400);
    expect(
      (await t.request(`/api/learning/courses/${hidden.courseId}`, { cookie: a.cookie })).status,
    ).toBe(404);

    const en = await t.signIn();
    await english(en.userId);
    const res = await reveal(en.cookie, c.lessonId, other.plainId);
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe("Exercise not found");
  });
});

describe("saving code (decision 0080)", () => {
  it("saves, restores in the player, refuses a stale revision from another device and is idempotent", async () => {
    const c = await makeCourse(t.deps.db);
    const a = await t.signIn();
    const first = await save(a.cookie, c.codeId, { files: FILES });
    expect(first.status).toBe(200);
    expect((await first.json()) as PracticeState).toMatchObject({
      exerciseId: c.codeId,
      files: FILES,
      revision: 1,
      solved: false,
    });
    const restored = JSON.parse(await playerText(c.courseId, a.cookie)) as PlayerResponse;
    expect(restored.practiceStates).toMatchObject([
      { exerciseId: c.codeId, files: FILES, revision: 1 },
    ]);

    // Another device that loaded the lesson before the first save still thinks revision 0.
    const stale = await save(a.cookie, c.codeId, {
      files: [{ name: "main.js", content: "// tablet" }],
      expectedRevision: 0,
    });
    expect(stale.status).toBe(409);
    const err = await errorOf(stale);
    expect(err.code).toBe("REVISION_CONFLICT");
    expect(err.message).toContain("anderen Gerät");
    expect((err.details as { state: PracticeState }).state).toMatchObject({
      revision: 1,
      files: FILES,
    });

    // The same request again (a retry after a lost answer) answers the stored state.
    const again = await save(a.cookie, c.codeId, { files: FILES, expectedRevision: 0 });
    expect(again.status).toBe(200);
    expect(((await again.json()) as PracticeState).revision).toBe(1);

    const next = await save(a.cookie, c.codeId, { files: SOLVED, expectedRevision: 1 });
    expect(((await next.json()) as PracticeState).revision).toBe(2);

    const en = await t.signIn();
    await english(en.userId);
    await save(en.cookie, c.codeId, { files: FILES });
    const enStale = await save(en.cookie, c.codeId, { files: SOLVED, expectedRevision: 0 });
    expect((await errorOf(enStale)).message).toContain("another device");
  });

  it("keeps each learner's code their own and refuses exercises they may not see", async () => {
    const c = await makeCourse(t.deps.db);
    const hidden = await makeCourse(t.deps.db, { published: false });
    const a = await t.signIn();
    const b = await t.signIn();
    await save(a.cookie, c.codeId, { files: SOLVED });

    // B neither reads A's code nor writes into A's row.
    const bPlayer = JSON.parse(await playerText(c.courseId, b.cookie)) as PlayerResponse;
    expect(bPlayer.practiceStates).toEqual([]);
    expect(JSON.stringify(bPlayer)).not.toContain("reduce((a, b)");
    const bSave = await save(b.cookie, c.codeId, { files: FILES, expectedRevision: 1 });
    expect(bSave.status).toBe(200);
    expect((await bSave.json()) as PracticeState).toMatchObject({ revision: 1, files: FILES });
    const aPlayer = JSON.parse(await playerText(c.courseId, a.cookie)) as PlayerResponse;
    expect(aPlayer.practiceStates).toMatchObject([{ files: SOLVED, revision: 1 }]);

    for (const id of [hidden.codeId, c.plainId, "00000000-0000-4000-8000-000000000000", "x"]) {
      for (const res of [
        await save(a.cookie, id, { files: FILES }),
        await results(a.cookie, id, { files: FILES, results: PASSED }),
      ]) {
        expect(res.status, id).toBe(404);
        expect(await errorOf(res)).toEqual({
          code: "EXERCISE_NOT_FOUND",
          message: "Programmieraufgabe nicht gefunden",
        });
      }
    }
    expect(
      await t.deps.db
        .select()
        .from(exerciseSubmissions)
        .where(eq(exerciseSubmissions.exerciseId, hidden.codeId)),
    ).toHaveLength(0);
    expect(
      (
        await t.request(`/api/learning/exercises/${c.codeId}/code`, {
          method: "PUT",
          json: { files: FILES },
        })
      ).status,
    ).toBe(401);
  });
});

describe("check results (decision 0080)", () => {
  it("marks solved once when every check passed, keeps the passing files and earns the badge", async () => {
    const c = await makeCourse(t.deps.db);
    const a = await t.signIn();
    await save(a.cookie, c.codeId, { files: FILES });

    const failed = await results(a.cookie, c.codeId, {
      files: FILES,
      results: [
        { id: "empty", status: "passed" },
        { id: "three", status: "failed", failure: { kind: "equal", expected: "6", actual: "0" } },
      ],
    });
    expect(failed.status).toBe(200);
    const f = (await failed.json()) as PracticeResultsResponse;
    expect(f).toMatchObject({ newlySolved: false, newBadges: [] });
    expect(f.state).toMatchObject({ solved: false, passedFiles: null, files: FILES, revision: 1 });
    expect(f.state.lastResults?.[1]).toEqual({
      id: "three",
      status: "failed",
      failure: { kind: "equal", expected: "6", actual: "0" },
    });

    // Results for checks the exercise does not have do not solve it.
    const foreign = (await (
      await results(a.cookie, c.codeId, {
        files: SOLVED,
        results: [
          { id: "empty", status: "passed" },
          { id: "made-up", status: "passed" },
        ],
      })
    ).json()) as PracticeResultsResponse;
    expect(foreign.state.solved).toBe(false);
    expect(foreign.state.lastResults).toEqual([{ id: "empty", status: "passed" }]);

    const solved = (await (
      await results(a.cookie, c.codeId, { files: SOLVED, results: PASSED })
    ).json()) as PracticeResultsResponse;
    expect(solved.newlySolved).toBe(true);
    expect(solved.newBadges).toContain("first-code-exercise");
    expect(solved.state).toMatchObject({
      solved: true,
      passedFiles: SOLVED,
      files: FILES,
      revision: 1,
    });

    const other: PracticeFile[] = [
      { name: "main.js", content: "const sum = (xs) => xs.reduce((a, b) => a + b, 0);" },
    ];
    const again = (await (
      await results(a.cookie, c.codeId, { files: other, results: PASSED })
    ).json()) as PracticeResultsResponse;
    expect(again).toMatchObject({ newlySolved: false, newBadges: [] });
    expect(again.state.solvedAt).toBe(solved.state.solvedAt);
    expect(again.state.passedFiles).toEqual(other);

    const worse = (await (
      await results(a.cookie, c.codeId, {
        files: FILES,
        results: [{ id: "empty", status: "failed" }],
      })
    ).json()) as PracticeResultsResponse;
    expect(worse.state).toMatchObject({
      solved: true,
      solvedAt: solved.state.solvedAt,
      passedFiles: other,
    });

    const achievements = (await (
      await t.request("/api/me/achievements", { cookie: a.cookie })
    ).json()) as AchievementsResponse;
    const badge = achievements.badges.find((x) => x.id === "first-code-exercise");
    expect(badge?.earnedAt).not.toBeNull();
    expect(achievements.badges.find((x) => x.id === "code-exercises-10")).toMatchObject({
      earnedAt: null,
      progress: 1,
      target: 10,
    });
  });
});

describe("required code exercises and the lesson completion (decision 0080)", () => {
  it("refuses the completion with 409 until the learner solved it, in the learner's language", async () => {
    const c = await makeCourse(t.deps.db, { required: true });
    const a = await t.signIn();
    const refused = await complete(a.cookie, c.lessonId);
    expect(refused.status).toBe(409);
    const err = await errorOf(refused);
    expect(err.code).toBe("PRACTICE_REQUIRED");
    expect(err.message).toMatch(/^Löse zuerst die Programmieraufgabe/);
    expect(
      await t.deps.db
        .select()
        .from(userLessonProgress)
        .where(eq(userLessonProgress.userId, a.userId)),
    ).toHaveLength(0);

    // Failing checks do not count.
    await results(a.cookie, c.codeId, {
      files: FILES,
      results: [{ id: "empty", status: "failed" }],
    });
    expect((await complete(a.cookie, c.lessonId)).status).toBe(409);

    // Solving the lesson's last required exercise completes it as the button would
    // (issue 42, decision 0188): progress, streak and badges in the answer.
    const solved = await results(a.cookie, c.codeId, { files: SOLVED, results: PASSED });
    const body = (await solved.json()) as PracticeResultsResponse;
    expect(body.completion).toMatchObject({
      lessonId: c.lessonId,
      courseId: c.courseId,
      completedLessonIds: [c.lessonId],
      progress: 100,
      completed: true,
      earned: { streak: { current: 1 } },
    });
    expect(body.completion?.earned.certificate).not.toBeNull();
    // Solving again completes nothing more; the button answers that it is done.
    const rerun = await results(a.cookie, c.codeId, { files: SOLVED, results: PASSED });
    expect(((await rerun.json()) as PracticeResultsResponse).completion).toBeNull();
    const again = await complete(a.cookie, c.lessonId);
    expect((await errorOf(again)).code).toBe("ALREADY_COMPLETED");

    const en = await t.signIn();
    await english(en.userId);
    expect((await errorOf(await complete(en.cookie, c.lessonId))).message).toMatch(
      /^Solve this lesson's coding exercise first/,
    );
  });

  it("an exercise that is not required does not hold the completion, nor completes the lesson when solved", async () => {
    const c = await makeCourse(t.deps.db, { required: false });
    const a = await t.signIn();
    const solved = await results(a.cookie, c.codeId, { files: SOLVED, results: PASSED });
    expect(((await solved.json()) as PracticeResultsResponse).completion).toBeNull();
    expect((await complete(a.cookie, c.lessonId)).status).toBe(200);
  });
});

describe("personal data", () => {
  it("exports the learner's code and results and deletes them with the account", async () => {
    const c = await makeCourse(t.deps.db);
    const a = await t.signIn();
    await save(a.cookie, c.codeId, { files: FILES });
    await results(a.cookie, c.codeId, { files: SOLVED, results: PASSED });
    const res = await t.request("/api/me/export", { cookie: a.cookie });
    expect(res.status).toBe(200);
    const data = JSON.parse(await res.text()) as {
      learning: {
        codeExercises: {
          exerciseId: string;
          files: unknown;
          passedFiles: unknown;
          lastResults: unknown;
          solvedAt: string | null;
        }[];
      };
    };
    expect(data.learning.codeExercises).toHaveLength(1);
    expect(data.learning.codeExercises[0]).toMatchObject({
      exerciseId: c.codeId,
      files: FILES,
      passedFiles: SOLVED,
      lastResults: PASSED,
    });
    expect(data.learning.codeExercises[0].solvedAt).not.toBeNull();

    const deleted = await t.request("/api/me/delete", {
      json: { email: a.email },
      cookie: a.cookie,
    });
    expect(deleted.status).toBe(200);
    expect(
      await t.deps.db
        .select()
        .from(exerciseSubmissions)
        .where(eq(exerciseSubmissions.userId, a.userId)),
    ).toHaveLength(0);
  });
});

describe("translations", () => {
  it("a translated version shows its check titles; the code stays as it is", async () => {
    const c = await makeCourse(t.deps.db);
    const overlay: CourseTranslationOverlay = {
      course: { title: "Code", description: "D" },
      modules: { [c.moduleId]: { title: "Basics", description: "" } },
      lessons: { [c.lessonId]: { title: "Sums", content: "Text", learningObjective: null } },
      codeExamples: {},
      exercises: {
        [c.codeId]: {
          task: "Write sum.",
          hint: "reduce",
          solution: null,
          checkTitles: { empty: "The function returns 0 for []" },
          checkMessages: { empty: { "Summe fehlt.": "The sum is missing." } },
        },
      },
      quizzes: {},
    };
    await t.deps.db.insert(courseVersions).values({
      courseId: c.courseId,
      language: "en",
      structureJson: {},
      translationJson: overlay,
      isPublished: true,
    });
    const a = await t.signIn();
    const en = JSON.parse(await playerText(c.courseId, a.cookie, "en")) as PlayerResponse;
    const ex = en.modules[0].lessons[0].exercises[1];
    expect(ex.task).toBe("Write sum.");
    expect(ex.practice?.checks.map((k) => k.title)).toEqual([
      "The function returns 0 for []",
      "sum([1, 2, 3]) ergibt 6",
    ]);
    expect(ex.practice?.checks[0].code).toBe("expectEqual(sum([]), 0)");
    expect(ex.practice?.starterFiles[0].content).toContain("TODO");
    expect(JSON.stringify(en)).not.toContain("checkTitles");
    // The checks' thrown messages travel translated with their check (decision 0149).
    expect(ex.practice?.checks.map((k) => k.messages)).toEqual([
      { "Summe fehlt.": "The sum is missing." },
      undefined,
    ]);
    const de = JSON.parse(await playerText(c.courseId, a.cookie, "de")) as PlayerResponse;
    expect(JSON.stringify(de)).not.toContain("Summe fehlt.");
  });
});

/** The learner's practice routes run as many statements with one small course as with several bigger ones. */
describe("fixed number of SQL statements", () => {
  async function measure(size: "small" | "large") {
    const app = await createTestApp();
    try {
      const courses = [];
      for (let i = 0; i < (size === "small" ? 1 : 4); i++)
        courses.push(
          await makeCourse(app.deps.db, { required: true, lessons: size === "small" ? 1 : 6 }),
        );
      const { cookie } = await app.signIn();
      const c = courses[0];
      const counts: Record<string, number> = {};
      const run = async (name: string, res: Promise<Response>, status = 200) => {
        const r = await res;
        expect(r.status, `${name} ${await r.clone().text()}`).toBe(status);
        counts[name] = statements(r);
      };
      // In the large case the learner has code, results and reveals in many exercises.
      if (size === "large")
        for (const k of courses)
          for (const l of k.lessons) {
            await app.request(`/api/learning/exercises/${l.codeId}/code`, {
              method: "PUT",
              json: { files: FILES },
              cookie,
            });
            await app.request(`/api/learning/exercises/${l.codeId}/results`, {
              json: { files: SOLVED, results: PASSED },
              cookie,
            });
            await app.request(`/api/learning/lessons/${l.lessonId}/reveals`, {
              json: { kind: "solution", itemId: l.plainId },
              cookie,
            });
          }
      const last = c.lessons[c.lessons.length - 1];
      await run(
        "complete-refused",
        app.request(`/api/learning/lessons/${last.lessonId}/complete`, { method: "POST", cookie }),
        // Small: the required exercise is unsolved; large: solving completed it (decision 0188).
        409,
      );
      await run(
        "save-first",
        app.request(`/api/learning/exercises/${last.codeId}/code`, {
          method: "PUT",
          json: {
            files: [{ name: "main.js", content: "// v2" }],
            expectedRevision: size === "small" ? 0 : 1,
          },
          cookie,
        }),
      );
      await run(
        "save-again",
        app.request(`/api/learning/exercises/${last.codeId}/code`, {
          method: "PUT",
          json: { files: SOLVED, expectedRevision: size === "small" ? 1 : 2 },
          cookie,
        }),
      );
      await run(
        "results",
        app.request(`/api/learning/exercises/${last.codeId}/results`, {
          json: { files: SOLVED, results: PASSED },
          cookie,
        }),
      );
      await run(
        "reveal",
        app.request(`/api/learning/lessons/${last.lessonId}/reveals`, {
          json: { kind: "solution", itemId: last.codeId },
          cookie,
        }),
      );
      await run(
        "quiz",
        app.request(`/api/learning/quizzes/${last.quizId}/answer`, { json: { choice: 1 }, cookie }),
      );
      await run("player", app.request(`/api/learning/courses/${c.courseId}`, { cookie }));
      await run("player-again", app.request(`/api/learning/courses/${c.courseId}`, { cookie }));
      return counts;
    } finally {
      await app.close();
    }
  }

  it("does not grow with the data", async () => {
    const small = await measure("small");
    const large = await measure("large");
    for (const [name, count] of Object.entries(large)) {
      expect(count, `${name}: ${small[name]} -> ${count}`).toBeLessThanOrEqual(small[name]);
      expect(count, name).toBeGreaterThan(0);
    }
  }, 180_000);
});
