import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@shared/i18n/languages";
import { offlineModuleContent, offlineOutline, splitGoals } from "./offline";
import { moduleContentSchema, outlineSchema, type CourseBrief } from "./schemas";
import { createOfflineAi } from "./ai-service";

const brief = (over: Partial<CourseBrief> = {}): CourseBrief => ({
  title: "Datenanalyse mit Python",
  description: "Daten einlesen, bereinigen und auswerten.",
  difficulty: "Beginner",
  estimatedHours: 8,
  topic: "Python",
  specificGoals: "",
  language: "de",
  ...over,
});

describe("offline template generator", () => {
  it("fits the number of modules to hours and difficulty", () => {
    expect(offlineOutline(brief()).modules).toHaveLength(4);
    expect(offlineOutline(brief({ difficulty: "Advanced" })).modules).toHaveLength(5);
    expect(offlineOutline(brief({ estimatedHours: 1 })).modules).toHaveLength(2);
    expect(offlineOutline(brief({ estimatedHours: 100 })).modules).toHaveLength(12);
  });

  it("writes an outline from the topic and the goals, starting with an introduction and ending with a project", () => {
    const { modules } = offlineOutline(
      brief({
        estimatedHours: 12,
        specificGoals: "- Berichte automatisieren\n- Diagramme erstellen",
      }),
    );
    expect(modules[0].title).toBe("Einführung in Python");
    expect(modules.at(-1)!.title).toBe("Abschlussprojekt: Python anwenden");
    expect(modules.map((m) => m.title)).toContain("Praxisziel: Berichte automatisieren");
    expect(modules.map((m) => m.title)).toContain("Praxisziel: Diagramme erstellen");
    expect(outlineSchema.safeParse({ modules }).success).toBe(true);
  });

  it("writes valid, deterministic drafts in every course language", () => {
    const first: Record<string, string> = {};
    for (const language of LANGUAGES) {
      const c = brief({ language });
      const outline = offlineOutline(c);
      const req = {
        course: c,
        currentModuleIndex: 1,
        modules: outline.modules.map((m, i) => ({
          id: `m${i}`,
          ...m,
          orderIndex: i + 1,
          status: "not_generated" as const,
          lessonTitles: [],
        })),
      };
      const content = offlineModuleContent(req);
      expect(moduleContentSchema.safeParse(content).success).toBe(true);
      expect(offlineModuleContent(req)).toEqual(content);
      const [l] = content.lessons;
      expect(l.content.length).toBeGreaterThan(400);
      expect(l.content).toContain(outline.modules[2].title);
      expect(content.lessons.some((x) => x.code_examples[0]?.language === "python")).toBe(true);
      for (const x of content.lessons)
        expect(x.quiz.choices[x.quiz.correct_answer]).not.toBe(undefined);
      first[language] = outline.modules[0].title;
    }
    expect(first).toEqual({
      de: "Einführung in Python",
      en: "Introduction to Python",
      es: "Introducción a Python",
      fr: "Introduction à Python",
    });
  });

  it("splits goals by line, semicolon or comma", () => {
    expect(splitGoals("1. Erstens\n- Zweitens; Drittens, Viertens")).toEqual([
      "Erstens",
      "Zweitens",
      "Drittens",
      "Viertens",
    ]);
  });

  it("cannot translate and says how to configure a provider", async () => {
    await expect(
      createOfflineAi().translateHeader({
        from: "de",
        to: "en",
        header: { title: "a", description: "" },
      }),
    ).rejects.toMatchObject({
      kind: "unavailable",
      message: expect.stringContaining("AI_PROVIDER"),
    });
  });
});
