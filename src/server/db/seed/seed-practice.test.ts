/**
 * Every runnable exercise of the demo content (issue 29) is what the publish gate asks of an
 * author's: its model solution passes every check and its starter code fails at least one,
 * run by the server's validator (the same harness as the learner's browser).
 */
import { afterAll, describe, expect, it } from "vitest";
import { practiceSpecSchema, PRACTICE_RUNTIMES } from "@shared/domain/practice";
import { closePracticeRuntimes, validatePracticeExercise } from "../../practice/practice-engine";
import { demoCourses } from "./seed";

afterAll(() => closePracticeRuntimes());

const exercises = demoCourses.flatMap(({ course }) =>
  course.modules.flatMap((m, mi) =>
    m.lessons.flatMap((l, li) =>
      l.exercises.flatMap((e, ei) =>
        e.practice ? [{ name: `${course.key} ${mi + 1}.${li + 1} ${l.title} #${ei + 1}`, e }] : [],
      ),
    ),
  ),
);

/**
 * The lessons that teach code (issue 29: "at least one per lesson that teaches code"): in the
 * web development, data and AI automation courses, every lesson with a code example in a
 * programming language. Lessons whose examples are only JSON, Markdown or shell commands
 * (a metric's profile, a prompt, a no-code flow) and the UI/UX and freelancing courses
 * (design tokens and a rate calculator as illustrations, not taught) teach none.
 */
const CODE_AREAS: Record<string, string[]> = {
  "web-development": ["web", "javascript"],
  "data-analytics": ["sql", "python"],
  "ai-automation": ["javascript"],
};
const CODE_LANGUAGES = ["html", "css", "javascript", "typescript", "python", "sql"];
const codeLessons = demoCourses.flatMap(({ course }) =>
  course.skillArea in CODE_AREAS
    ? course.modules.flatMap((m, mi) =>
        m.lessons
          .map((l, li) => ({ name: `${course.key} ${mi + 1}.${li + 1} ${l.title}`, l, course }))
          .filter(({ l }) => l.codeExamples.some((c) => CODE_LANGUAGES.includes(c.language))),
      )
    : [],
);

describe("demo content's code exercises", () => {
  it.each(codeLessons)(
    "$name teaches code and has a runnable exercise in its course's runtimes",
    ({ l, course }) => {
      const runtimes = l.exercises.flatMap((e) => (e.practice ? [e.practice.runtime] : []));
      expect(runtimes.length).toBeGreaterThan(0);
      for (const r of runtimes) expect(CODE_AREAS[course.skillArea]).toContain(r);
    },
  );

  it("finds the code lessons of every code course", () => {
    const keys = new Set(codeLessons.map((x) => x.course.key));
    expect([...keys].sort()).toEqual([
      "ai-automation",
      "data-analysis",
      "data-analytics-beginner",
      "web-development",
      "web-development-advanced",
      "web-development-intermediate",
    ]);
  });

  it("has one in every runtime", () => {
    const runtimes = new Set(exercises.map((x) => x.e.practice!.runtime));
    expect([...runtimes].sort()).toEqual([...PRACTICE_RUNTIMES].sort());
  });

  it.each(exercises)(
    "$name: the solution passes every check, the starter fails one",
    async ({ e }) => {
      const spec = practiceSpecSchema.parse(e.practice);
      const v = await validatePracticeExercise(spec);
      expect(v.problems).toEqual([]);
      expect(v.ok).toBe(true);
    },
  );

  it("translations name every check of the exercises they translate, and only those", () => {
    for (const { course, translations } of demoCourses)
      for (const t of translations)
        t.modules.forEach((m, mi) =>
          m.lessons.forEach((l, li) =>
            l.exercises.forEach((e, ei) => {
              const source = course.modules[mi].lessons[li].exercises[ei];
              const ids = source.practice?.checks.map((c) => c.id) ?? [];
              expect(Object.keys(e.checkTitles ?? {}).sort()).toEqual([...ids].sort());
            }),
          ),
        );
  });
});
