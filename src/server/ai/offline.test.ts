import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@shared/i18n/languages";
import { offlineModuleContent, offlineOutline, splitGoals } from "./offline";
import { outlineSchema, type CourseBrief } from "./schemas";
import { createOfflineAi } from "./ai-service";
import { demoCourses } from "../db/seed/seed";
import { holdsTodo, lessonHoldsTodo, TODO_MARKER } from "@shared/domain/authoring-todo";

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

  const requestFor = (c: CourseBrief, currentModuleIndex = 1) => {
    const outline = offlineOutline(c);
    return {
      outline,
      req: {
        course: c,
        currentModuleIndex,
        modules: outline.modules.map((m, i) => ({
          id: `m${i}`,
          ...m,
          orderIndex: i + 1,
          status: "not_generated" as const,
          lessonTitles: [],
        })),
      },
    };
  };

  it("writes a deterministic skeleton in every course language: every lesson body a to-do checklist", () => {
    const first: Record<string, string> = {};
    for (const language of LANGUAGES) {
      const c = brief({ language, specificGoals: "Berichte automatisieren" });
      const { outline, req } = requestFor(c);
      const content = offlineModuleContent(req);
      expect(offlineModuleContent(req)).toEqual(content);
      expect(content.lessons.length).toBeGreaterThanOrEqual(2);
      for (const l of content.lessons) {
        expect(l.title).toContain(outline.modules[1].title);
        expect(l.estimated_duration_minutes).toBe(25);
        // The body is addressed to the author, marked to-do in every line of the checklist.
        expect(holdsTodo(l.content)).toBe(true);
        const items = l.content.split("\n").filter((line) => line.startsWith(`- ${TODO_MARKER} `));
        expect(items.length).toBeGreaterThanOrEqual(4);
        for (const item of items) expect(item).toContain(TODO_MARKER);
        expect(l.content).toContain("Berichte automatisieren");
        // Nothing invented: no code example, exercise, quiz or learning objective.
        expect(l.code_examples).toEqual([]);
        expect(l.exercise).toBeNull();
        expect(l.quiz).toBeNull();
        expect(l.learning_objective).toBe("");
        expect(lessonHoldsTodo({ content: l.content })).toBe(true);
      }
      first[language] = outline.modules[0].title;
    }
    expect(first).toEqual({
      de: "Einführung in Python",
      en: "Introduction to Python",
      es: "Introducción a Python",
      fr: "Introduction à Python",
    });
  });

  it("never writes text that pretends to teach (issue 46: the Git course)", () => {
    const c = brief({
      title: "Versionskontrolle mit Git",
      description: "Ein kurzer Kurs über Git für Einsteiger.",
      topic: "Versionskontrolle mit Git",
      estimatedHours: 2,
      skillArea: "web-development",
    });
    const { req } = requestFor(c, 0);
    const { lessons } = offlineModuleContent(req);
    const text = lessons.map((l) => l.content).join("\n");
    // The hollow template text and the promised code example of the issue are gone.
    expect(text).not.toContain("Baustein");
    expect(text).not.toContain("die kleinste Einheit");
    expect(text).not.toContain("Probiere das Code-Beispiel");
    // What remains is the author's plan: the suggested exercise per lesson, for this area code.
    expect(lessons[0].content).toContain("Vorgeschlagene Übung: Reflexionsfrage");
    expect(lessons.at(-1)!.content).toContain(
      "Vorgeschlagene Übung: Programmieraufgabe (HTML/CSS/JavaScript)",
    );
    expect(lessons[0].content).toContain("Entwurf ohne KI");
  });

  it("suggests an exercise type per lesson kind, with code only where the area runs code", () => {
    const sixLessons = { estimatedHours: 100, difficulty: "Beginner" };
    const plain = offlineModuleContent(requestFor(brief({ ...sixLessons, language: "en" })).req);
    expect(plain.lessons.map((l) => /Suggested exercise: (.+)/.exec(l.content)?.[1])).toEqual([
      "Reflection question",
      "Hands-on task",
      "Find the mistake",
      "Hands-on task",
      "Mini project",
      "Self-check with a quiz",
    ]);
    const data = offlineModuleContent(
      requestFor(brief({ ...sixLessons, language: "fr", skillArea: "data-analytics" })).req,
    );
    expect(data.lessons[1].content).toContain(
      "Exercice proposé : Exercice de programmation (SQL, Python)",
    );
  });

  it("leaves the demo content alone: no demo lesson, in any language, holds the to-do marker", () => {
    const lessons = demoCourses.flatMap(({ course, translations }) =>
      [course, ...translations].flatMap((c) => c.modules.flatMap((m) => m.lessons)),
    );
    expect(lessons.length).toBeGreaterThan(50);
    for (const l of lessons)
      expect(
        lessonHoldsTodo({
          content: l.content,
          learningObjective: l.learningObjective,
          codeExamples: l.codeExamples,
          exercises: l.exercises,
          quizzes: l.quizzes,
        }),
        l.title,
      ).toBe(false);
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
