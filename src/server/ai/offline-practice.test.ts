import { afterAll, describe, expect, it } from "vitest";
import { LANGUAGES } from "@shared/i18n/languages";
import { PRACTICE_RUNTIMES } from "@shared/domain/practice";
import { closePracticeRuntimes, validatePracticeExercise } from "../practice/practice.service";
import { createOfflineAi } from "./ai-service";
import { offlinePracticeExercise } from "./offline-practice";
import { practiceSpecOf } from "./practice-generation";
import type { ModuleRequest } from "./schemas";

afterAll(() => closePracticeRuntimes());

describe("offline generator: runnable exercises", () => {
  it(
    "every runtime's template passes its own checks and its starter fails one, in every language",
    { timeout: 120_000 },
    async () => {
      // The languages differ only in titles and task texts: every runtime in German with two
      // lesson numbers, every language once.
      const cases = [
        ...PRACTICE_RUNTIMES.flatMap((runtime) =>
          [1, 12].map((n) => ({ runtime, language: "de" as const, n })),
        ),
        ...LANGUAGES.map((language, i) => ({ runtime: PRACTICE_RUNTIMES[i], language, n: 3 })),
      ];
      for (const { runtime, language, n } of cases) {
        const exercise = offlinePracticeExercise(runtime, language, n);
        const spec = practiceSpecOf(exercise.practice!);
        expect(spec.success, `${runtime} ${language}`).toBe(true);
        const v = await validatePracticeExercise(spec.data!);
        expect(v.problems, `${runtime} ${language} ${n}`).toEqual([]);
        expect(v.starter.some((c) => c.status === "failed")).toBe(true);
      }
    },
  );

  const request = (skillArea: string | null, topic: string): ModuleRequest => ({
    course: {
      title: topic,
      description: "Ein Kurs",
      difficulty: "Beginner",
      estimatedHours: 8,
      topic,
      specificGoals: "",
      language: "de",
      skillArea,
    },
    modules: [
      {
        id: "m1",
        title: "Grundlagen",
        description: "",
        orderIndex: 1,
        status: "not_generated",
        lessonTitles: [],
      },
      {
        id: "m2",
        title: "Praxis",
        description: "",
        orderIndex: 2,
        status: "not_generated",
        lessonTitles: [],
      },
    ],
    currentModuleIndex: 0,
  });

  it(
    "writes validated runnable exercises where the topic calls for code, plain ones elsewhere",
    { timeout: 60_000 },
    async () => {
      const ai = createOfflineAi();
      const data = await ai.generateModuleContent(request("data-analytics", "SQL für Einsteiger"));
      const runnable = data.lessons.filter((l) => l.exercise.settled?.spec);
      expect(runnable.length).toBeGreaterThan(0);
      for (const l of runnable) {
        expect(l.exercise.settled!.spec!.runtime).toBe("sql");
        expect(l.exercise.settled!.record).toMatchObject({ ok: true });
        expect(l.exercise.task).toContain("entries");
      }
      const web = await ai.generateModuleContent(request("web-development", "HTML und CSS"));
      expect(web.lessons.some((l) => l.exercise.settled?.spec?.runtime === "web")).toBe(true);
      const marketing = await ai.generateModuleContent(request("digital-marketing", "SEO"));
      expect(
        marketing.lessons.every((l) => !l.exercise.practice && !l.exercise.settled?.spec),
      ).toBe(true);
    },
  );
});
