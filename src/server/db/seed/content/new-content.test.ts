import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import { insertDemoCourse } from "../seed";
import type { PlayerResponse } from "@shared/contracts/learning";
import type { DemoCourse, Difficulty } from "./types";
import { webDevelopmentIntermediateCourse } from "./web-development-intermediate";
import { webDevelopmentAdvancedCourse } from "./web-development-advanced";
import { aiAutomationBeginnerCourse } from "./ai-automation-beginner";

/** The new demo courses with the key, area and level they must have. */
const cases: { course: DemoCourse; key: string; area: string; difficulty: Difficulty }[] = [
  {
    course: webDevelopmentIntermediateCourse,
    key: "web-development-intermediate",
    area: "web-development",
    difficulty: "Intermediate",
  },
  {
    course: webDevelopmentAdvancedCourse,
    key: "web-development-advanced",
    area: "web-development",
    difficulty: "Advanced",
  },
  {
    course: aiAutomationBeginnerCourse,
    key: "ai-automation-beginner",
    area: "ai-automation",
    difficulty: "Beginner",
  },
];

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe.each(cases)("demo course $key", ({ course, key, area, difficulty }) => {
  const lessons = course.modules.flatMap((m) => m.lessons);

  it("has its key, area, level, language and a realistic size", () => {
    expect(course.key).toBe(key);
    expect(course.skillArea).toBe(area);
    expect(course.difficulty).toBe(difficulty);
    expect(course.language).toBe("de");
    expect(course.estimatedHours).toBeGreaterThanOrEqual(4);
    expect(course.estimatedHours).toBeLessThanOrEqual(8);
    expect(course.modules.length).toBeGreaterThanOrEqual(2);
    for (const m of course.modules) {
      expect(m.title.trim()).not.toBe("");
      expect(m.description.trim()).not.toBe("");
      expect(m.lessons.length).toBeGreaterThanOrEqual(2);
    }
  });

  it("teaches in every lesson: 350+ words under ## headings, objective, 10-25 minutes", () => {
    for (const l of lessons) {
      expect(words(l.content), l.title).toBeGreaterThanOrEqual(350);
      expect(l.content, l.title).toMatch(/^## /m);
      expect(l.learningObjective.trim(), l.title).not.toBe("");
      expect(l.estimatedMinutes, l.title).toBeGreaterThanOrEqual(10);
      expect(l.estimatedMinutes, l.title).toBeLessThanOrEqual(25);
    }
    // Learners with little time get short lessons first (issue 15: "limited-time").
    expect(lessons.some((l) => l.estimatedMinutes <= 15)).toBe(true);
  });

  it("gives every lesson a code example, an exercise and a well-formed quiz", () => {
    for (const l of lessons) {
      expect(l.codeExamples.length, l.title).toBeGreaterThanOrEqual(1);
      for (const c of l.codeExamples) {
        expect(c.code.trim(), l.title).not.toBe("");
        expect(c.title.trim(), l.title).not.toBe("");
        expect([
          "javascript",
          "typescript",
          "python",
          "sql",
          "bash",
          "html",
          "css",
          "json",
          // Prompt templates: the player highlights markdown with Prism.
          "markdown",
        ]).toContain(c.language);
        if (c.language === "json") expect(() => JSON.parse(c.code), c.title).not.toThrow();
      }
      expect(l.exercises.length, l.title).toBeGreaterThanOrEqual(1);
      for (const e of l.exercises) {
        expect(e.task.trim(), l.title).not.toBe("");
        expect(e.hint.trim(), l.title).not.toBe("");
        expect(e.solution.trim(), l.title).not.toBe("");
      }
      expect(l.quizzes.length, l.title).toBeGreaterThanOrEqual(1);
      for (const q of l.quizzes) {
        expect(q.choices.length, q.question).toBeGreaterThanOrEqual(2);
        expect(q.choices.length, q.question).toBeLessThanOrEqual(5);
        expect(new Set(q.choices).size, q.question).toBe(q.choices.length);
        expect(Number.isInteger(q.correctAnswer), q.question).toBe(true);
        expect(q.correctAnswer, q.question).toBeGreaterThanOrEqual(0);
        expect(q.correctAnswer, q.question).toBeLessThan(q.choices.length);
        expect(q.explanation.trim(), q.question).not.toBe("");
      }
    }
  });
});

describe("new demo courses in the database", () => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    await t.deps.db.transaction(async (tx) => {
      for (const { course } of cases)
        ids[course.key] = await insertDemoCourse(tx, course, [], new Date());
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(cases)(
    "a learner opens $key with all its lessons, code, exercises and quizzes",
    async ({ course }) => {
      const { cookie } = await t.signIn();
      const res = await t.request(`/api/learning/courses/${ids[course.key]}`, { cookie });
      expect(res.status).toBe(200);
      const body = (await res.json()) as PlayerResponse;
      expect(body.course.title).toBe(course.title);
      expect(body.modules.map((m) => m.title)).toEqual(course.modules.map((m) => m.title));
      expect(body.modules.map((m) => m.lessons.map((l) => l.title))).toEqual(
        course.modules.map((m) => m.lessons.map((l) => l.title)),
      );
      const served = body.modules.flatMap((m) => m.lessons);
      const given = course.modules.flatMap((m) => m.lessons);
      expect(
        served.map((l) => [l.codeExamples.length, l.exercises.length, l.quizzes.length]),
      ).toEqual(given.map((l) => [l.codeExamples.length, l.exercises.length, l.quizzes.length]));
      expect(body.progress.totalLessons).toBe(given.length);
    },
  );
});
