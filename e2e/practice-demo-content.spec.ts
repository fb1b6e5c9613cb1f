// Every runnable exercise of the demo courses (issue 29) in the learner's real browser
// sandbox: the model solution passes every check and the starter code fails at least one,
// as the server's validator finds in src/server/db/seed/seed-practice.test.ts. This catches
// what only a browser differs in (computed styles, events, the sandbox's fetch and storage).
import { practiceSpecSchema, type PracticeRuntime } from "../src/shared/domain/practice";
import type { DemoCourse } from "../src/server/db/seed/content/types";
import { webDevelopmentCourse } from "../src/server/db/seed/content/web-development";
import { webDevelopmentIntermediateCourse } from "../src/server/db/seed/content/web-development-intermediate";
import { webDevelopmentAdvancedCourse } from "../src/server/db/seed/content/web-development-advanced";
import { aiAutomationCourse } from "../src/server/db/seed/content/ai-automation";
import { dataAnalysisCourse } from "../src/server/db/seed/content/data-analysis";
import { dataAnalyticsBeginnerCourse } from "../src/server/db/seed/content/data-analytics-beginner";
import { expect, test } from "./support/fixtures";
import { openPracticePage, practiceRun } from "./support/practice-page";

const COURSES: DemoCourse[] = [
  webDevelopmentCourse,
  webDevelopmentIntermediateCourse,
  webDevelopmentAdvancedCourse,
  aiAutomationCourse,
  dataAnalysisCourse,
  dataAnalyticsBeginnerCourse,
];

const exercises = COURSES.flatMap((course) =>
  course.modules.flatMap((m) =>
    m.lessons.flatMap((l) =>
      l.exercises.flatMap((e, i) =>
        e.practice
          ? [
              {
                name: `${course.key}: ${l.title} #${i + 1}`,
                spec: practiceSpecSchema.parse(e.practice),
              },
            ]
          : [],
      ),
    ),
  ),
);

const RUNTIMES: PracticeRuntime[] = ["web", "javascript", "sql", "python"];

for (const runtime of RUNTIMES) {
  test(`${runtime}: every demo exercise's solution passes in the browser, its starter fails`, async ({
    page,
    allowConsole,
  }) => {
    test.setTimeout(120_000);
    // The debugging exercise's starter code throws on purpose (a selector that finds nothing).
    if (runtime === "web") allowConsole(/Cannot set properties of null \(setting 'textContent'\)/);
    await openPracticePage(page);
    const mine = exercises.filter((x) => x.spec.runtime === runtime);
    expect(mine.length).toBeGreaterThan(0);
    for (const { name, spec } of mine) {
      const run = (files: typeof spec.starterFiles) =>
        practiceRun(page, {
          runtime,
          files,
          checks: spec.checks,
          ...(spec.dataset ? { dataset: spec.dataset } : {}),
          timeLimitMs: spec.timeLimitMs,
        });
      const solution = await run(spec.solutionFiles);
      expect
        .soft(
          solution.checks?.map((c) => [c.id, c.status, c.failure ?? null]),
          `${name}: the solution passes (${solution.error ?? ""})`,
        )
        .toEqual(spec.checks.map((c) => [c.id, "passed", null]));
      const starter = await run(spec.starterFiles);
      expect
        .soft(
          (starter.checks ?? []).every((c) => c.status === "passed") && !!starter.checks,
          `${name}: the starter fails a check`,
        )
        .toBe(false);
    }
  });
}
