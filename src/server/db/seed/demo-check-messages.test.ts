/**
 * The extractor of thrown messages (decision 0157) finds every message the demo's translations
 * translate by hand (decision 0149): what the AI job and the editor offer covers them.
 */
import { describe, expect, it } from "vitest";
import { practiceSpecSchema } from "@shared/domain/practice";
import { checkMessageSources } from "@shared/domain/practice-messages";
import { demoCourses } from "./seed";

describe("demo check messages", () => {
  it("are all found by the extractor", () => {
    let seen = 0;
    for (const { course, translations } of demoCourses)
      for (const t of translations)
        course.modules.forEach((m, mi) =>
          m.lessons.forEach((l, li) =>
            l.exercises.forEach((e, ei) => {
              const messages = t.modules[mi].lessons[li].exercises[ei].checkMessages;
              if (!messages || !e.practice) return;
              const sources = checkMessageSources(practiceSpecSchema.parse(e.practice));
              for (const [id, byText] of Object.entries(messages))
                for (const text of Object.keys(byText)) {
                  seen++;
                  expect(sources[id] ?? [], `${course.key} ${id}`).toContain(text);
                }
            }),
          ),
        );
    expect(seen).toBeGreaterThanOrEqual(5);
  });
});
