/**
 * A learner of a translated demo course reads check failures in that language (issue 29,
 * decision 0149): every code exercise's checks run against wrong answers (the starter code,
 * and every file emptied), with the translation's messages applied as the player applies
 * them; no failure message may be German.
 */
import { afterAll, describe, expect, it } from "vitest";
import { practiceSpecSchema, translateCheckMessages } from "@shared/domain/practice";
import { closePracticeRuntimes, runPractice } from "../../practice/practice-engine";
import { demoCourses } from "./seed";

afterAll(() => closePracticeRuntimes());

const GERMAN =
  /[äöüÄÖÜß„“]|\b(fehlt|fehlen|keine|keinen|gibt|mit|der|die|das|dem|den|ein|eine|einen|ist|nicht|und|im|wurde|kam)\b/;

const cases = demoCourses.flatMap(({ course, translations }) =>
  translations.flatMap((t) =>
    course.modules.flatMap((m, mi) =>
      m.lessons.flatMap((l, li) =>
        l.exercises.flatMap((e, ei) =>
          e.practice
            ? [
                {
                  name: `${course.key} (${t.language}) ${mi + 1}.${li + 1} ${l.title} #${ei + 1}`,
                  spec: practiceSpecSchema.parse(e.practice),
                  messages: t.modules[mi].lessons[li].exercises[ei].checkMessages ?? {},
                },
              ]
            : [],
        ),
      ),
    ),
  ),
);

describe("check failures of translated demo courses", () => {
  it("has translated demo courses with code exercises", () => {
    expect(cases.length).toBeGreaterThanOrEqual(6);
  });

  const seen: string[] = [];
  it.each(cases)(
    "$name: no German failure message on wrong answers",
    async ({ spec, messages }) => {
      const checks = spec.checks.map((c) => ({
        ...c,
        ...(messages[c.id] ? { messages: messages[c.id] } : {}),
      }));
      const wrong = [spec.starterFiles, spec.starterFiles.map((f) => ({ ...f, content: "" }))];
      for (const files of wrong) {
        const run = await runPractice({
          runtime: spec.runtime,
          files,
          checks,
          timeLimitMs: spec.timeLimitMs,
          ...(spec.dataset ? { dataset: spec.dataset } : {}),
        });
        const results = translateCheckMessages(run.checks ?? [], checks);
        expect(results.some((r) => r.status === "failed")).toBe(true);
        for (const r of results)
          if (r.failure?.kind === "message" || r.failure?.kind === "error") {
            seen.push(r.failure.text);
            expect(r.failure.text, `check ${r.id}`).not.toMatch(GERMAN);
          }
      }
    },
    60_000,
  );

  it("ran the checks that throw their own messages", () => {
    expect(seen).toContain("An <h1> with text is missing.");
    expect(seen).toContain("The <header> is missing the <h1> with your name.");
    expect(seen).toContain('There is no button with the id "modus".');
  });
});
