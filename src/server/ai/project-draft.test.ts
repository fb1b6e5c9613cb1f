import { afterAll, describe, expect, it } from "vitest";
import { MockLanguageModelV3 } from "ai/test";
import { projectInputSchema } from "@shared/contracts/projects";
import { createModelAi, createOfflineAi } from "./ai-service";
import { AiError } from "./model-call";
import type { ProjectDraftModel, ProjectDraftRequest } from "./project-draft";
import { closePracticeRuntimes } from "../practice/practice-engine";
import type { Logger } from "../lib/logger";

/** "Projekt mit KI entwerfen" (decision 0142) with the AI SDK's mock model and offline. */

afterAll(() => closePracticeRuntimes());

const silent: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

const answer = (value: unknown) => ({
  content: [{ type: "text" as const, text: JSON.stringify(value) }],
  finishReason: { unified: "stop" as const, raw: "stop" },
  usage: {
    inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: 5, text: 5, reasoning: undefined },
  },
  warnings: [],
});

function modelAnswering(values: unknown[]) {
  let n = 0;
  const model = new MockLanguageModelV3({
    doGenerate: async () => answer(values[Math.min(n++, values.length - 1)]),
  });
  const ai = createModelAi(model, {
    provider: "mock",
    modelId: "mock",
    timeoutMs: 20_000,
    maxAttempts: 2,
    logger: silent,
    transportRetries: 0,
  });
  return { ai, model };
}

const request = (over: Partial<ProjectDraftRequest["course"]> = {}): ProjectDraftRequest => ({
  course: {
    title: "Automatisieren mit JavaScript",
    description: "Kleine Programme, die Arbeit abnehmen.",
    difficulty: "Beginner",
    estimatedHours: 8,
    topic: "",
    specificGoals: "",
    language: "de",
    skillArea: "ai-automation",
    ...over,
  },
  modules: [
    { title: "Grundlagen", description: "Werte und Funktionen", lessonTitles: ["Variablen"] },
    { title: "Daten", description: "Listen und Objekte", lessonTitles: [] },
  ],
  instruction: "",
});

const modelDraft = (solution: string): ProjectDraftModel => ({
  title: "Ein Rechner",
  brief: "## Aufgabe\nBaue einen Rechner.",
  runtime: "javascript",
  starter_files: [{ name: "main.js", content: "function summe(a, b) {}\n" }],
  solution_files: [{ name: "main.js", content: `function summe(a, b) { return ${solution}; }\n` }],
  checks: [
    {
      title: "summe(2, 3) gibt 5 zurück",
      hidden: false,
      code: "expectEqual(summe(2, 3), 5);",
      expected_rows: null,
      ordered: false,
    },
  ],
  dataset: null,
  rubric: ["Rechnet", "Lesbar", "Beschrieben"].map((title) => ({
    title,
    description: `${title}?`,
    fulfilled: `${title}.`,
  })),
});

describe("model draft", () => {
  it("sends the course and its modules and answers a project the editor can save", async () => {
    const { ai, model } = modelAnswering([modelDraft("a + b")]);
    const draft = await ai.draftProject(request());
    expect(projectInputSchema.safeParse(draft).success).toBe(true);
    expect(draft).toMatchObject({
      title: "Ein Rechner",
      runtime: "javascript",
      checks: { checks: [{ id: "c1", title: "summe(2, 3) gibt 5 zurück" }] },
      solutionFiles: [{ name: "main.js" }],
      rubric: [{ id: "k1", title: "Rechnet" }, { id: "k2" }, { id: "k3" }],
    });
    const prompt = JSON.stringify(model.doGenerateCalls[0].prompt);
    expect(prompt).toContain("Automatisieren mit JavaScript");
    expect(prompt).toContain("1. Grundlagen: Werte und Funktionen (lessons: Variablen)");
    expect(prompt).toContain("runtime: one of javascript, python, external");
    expect(prompt).toContain("German");
  });

  it("asks again when the model solution fails its check and keeps the sound answer", async () => {
    const { ai, model } = modelAnswering([modelDraft("a - b"), modelDraft("a + b")]);
    const draft = await ai.draftProject(request());
    expect(model.doGenerateCalls).toHaveLength(2);
    expect(JSON.stringify(model.doGenerateCalls[1].prompt)).toContain(
      '\\"summe(2, 3) gibt 5 zurück\\" fails',
    );
    expect(draft.checks?.checks).toHaveLength(1);
  });

  it("drops unsound checks after the last attempt and keeps brief and rubric", async () => {
    const { ai } = modelAnswering([modelDraft("a - b")]);
    const draft = await ai.draftProject(request());
    expect(draft.checks).toBeNull();
    expect(draft.solutionFiles).toEqual([]);
    expect(draft.rubric).toHaveLength(3);
  });

  it("refuses a runtime the course does not use and an answer of the wrong shape", async () => {
    const wrongRuntime = { ...modelDraft("a + b"), runtime: "sql" };
    await expect(modelAnswering([wrongRuntime]).ai.draftProject(request())).rejects.toMatchObject({
      kind: "invalid_output",
    });
    const tooFew = { ...modelDraft("a + b"), rubric: modelDraft("").rubric.slice(0, 2) };
    const err = await modelAnswering([tooFew])
      .ai.draftProject(request())
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AiError);
  });
});

describe("offline draft", () => {
  it("builds a deterministic capstone from the modules in the course's language", async () => {
    const ai = createOfflineAi();
    const a = await ai.draftProject(request());
    const b = await ai.draftProject(request());
    expect(a).toEqual(b);
    expect(projectInputSchema.safeParse(a).success).toBe(true);
    expect(a.title).toBe("Abschlussprojekt: Automatisieren mit JavaScript");
    expect(a.runtime).toBe("javascript");
    expect(a.brief).toContain("1. **Grundlagen**: Werte und Funktionen");
    expect(a.rubric.map((c) => c.title)).toEqual([
      "Grundlagen",
      "Daten",
      "Funktioniert wie beschrieben",
      "Verständlich beschrieben",
      "Sauber aufgebaut",
    ]);
  });

  it("writes English for an English course and an external project without a skill area", async () => {
    const d = await createOfflineAi().draftProject(request({ language: "en", skillArea: null }));
    expect(d.title).toBe("Capstone project: Automatisieren mit JavaScript");
    expect(d.runtime).toBe("external");
    expect(d.starterFiles).toEqual([]);
    expect(projectInputSchema.safeParse(d).success).toBe(true);
  });

  it("keeps at most eight criteria for a long course", async () => {
    const long = request();
    long.modules = Array.from({ length: 12 }, (_, i) => ({
      title: `Modul ${i + 1}`,
      description: "",
      lessonTitles: [],
    }));
    const d = await createOfflineAi().draftProject(long);
    expect(d.rubric).toHaveLength(8);
  });
});
