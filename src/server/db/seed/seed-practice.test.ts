/**
 * Every runnable exercise of the demo content (issue 29) is what the publish gate asks of an
 * author's: its model solution passes every check and its starter code fails at least one,
 * run by the server's validator (the same harness as the learner's browser).
 */
import { afterAll, describe, expect, it } from "vitest";
import { practiceSpecSchema, PRACTICE_RUNTIMES } from "@shared/domain/practice";
import { closePracticeRuntimes, validatePracticeExercise } from "../../practice/practice.service";
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

describe("demo content's code exercises", () => {
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
