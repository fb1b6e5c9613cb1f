/**
 * The extractor of thrown messages (decision 0157) and the demo's translations (decision 0149):
 * it finds every message they translate by hand, and they translate every message it finds,
 * so the publish gate has no "practice_message_not_translated" warning for a seeded version.
 */
import { describe, expect, it } from "vitest";
import { practiceSpecSchema } from "@shared/domain/practice";
import { checkMessageSources } from "@shared/domain/practice-messages";
import { demoCourses } from "./seed";

const cases = demoCourses.flatMap(({ course, translations }) =>
  translations.flatMap((t) =>
    course.modules.flatMap((m, mi) =>
      m.lessons.flatMap((l, li) =>
        l.exercises.flatMap((e, ei) =>
          e.practice
            ? [
                {
                  where: `${course.key} (${t.language}) ${l.title}`,
                  sources: checkMessageSources(practiceSpecSchema.parse(e.practice)),
                  messages: t.modules[mi].lessons[li].exercises[ei].checkMessages ?? {},
                },
              ]
            : [],
        ),
      ),
    ),
  ),
);

describe("demo check messages", () => {
  it("are all found by the extractor", () => {
    let seen = 0;
    for (const { where, sources, messages } of cases)
      for (const [id, byText] of Object.entries(messages))
        for (const text of Object.keys(byText)) {
          seen++;
          expect(sources[id] ?? [], `${where} ${id}`).toContain(text);
        }
    expect(seen).toBeGreaterThanOrEqual(5);
  });

  it("translate every message the extractor finds", () => {
    const missing = cases.flatMap(({ where, sources, messages }) =>
      Object.entries(sources).flatMap(([id, list]) =>
        list.filter((m) => !messages[id]?.[m]).map((m) => `${where} ${id}: ${m}`),
      ),
    );
    expect(missing).toEqual([]);
  });
});
