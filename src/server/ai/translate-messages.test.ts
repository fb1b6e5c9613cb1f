import { describe, expect, it } from "vitest";
import { MockLanguageModelV3 } from "ai/test";
import { createModelAi } from "./ai-service";
import { AiError } from "./model-call";
import type { ModuleText } from "./schemas";

/**
 * The AI translation of a module carries the literal messages its checks throw (decision
 * 0157), with the AI SDK's mock model: sent in the prompt, translated in the same order, and
 * an answer that drops or blanks one is retried like any other shape mismatch.
 */

const answer = (value: unknown) => ({
  content: [{ type: "text" as const, text: JSON.stringify(value) }],
  finishReason: { unified: "stop" as const, raw: "stop" },
  usage: {
    inputTokens: { total: 100, noCache: 100, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: 50, text: 50, reasoning: undefined },
  },
  warnings: [],
});

const source: ModuleText = {
  id: "m1",
  title: "Grundlagen",
  description: "Erste Schritte",
  lessons: [
    {
      id: "l1",
      title: "Funktionen",
      content: "Text",
      learningObjective: null,
      codeExamples: [],
      exercises: [
        {
          id: "e1",
          task: "Schreibe summe.",
          hint: null,
          solution: null,
          checks: [
            {
              id: "summe",
              title: "summe(2, 3) ergibt 5",
              messages: ["Die Funktion summe fehlt.", "summe(2, 3) ergibt nicht 5."],
            },
            { id: "leer", title: "summe() ergibt 0", messages: [] },
          ],
        },
      ],
      quizzes: [],
    },
  ],
};

function translated(messages: string[]): ModuleText {
  const t = structuredClone(source);
  t.title = "Basics";
  t.lessons[0].exercises[0].checks[0] = {
    id: "summe",
    title: "sum(2, 3) gives 5",
    messages,
  };
  t.lessons[0].exercises[0].checks[1].title = "summe() gives 0";
  return t;
}

function service(model: MockLanguageModelV3, maxAttempts = 2) {
  return createModelAi(model, {
    provider: "mock",
    modelId: "mock-model",
    timeoutMs: 5000,
    maxAttempts,
    logger: { debug() {}, info() {}, warn() {}, error() {} },
    transportRetries: 0,
  });
}

const request = { course: { title: "Kurs", description: "" }, from: "de", to: "en" } as const;
const promptOf = (model: MockLanguageModelV3, i: number) =>
  JSON.stringify(model.doGenerateCalls[i].prompt);

describe("translating a module's check messages", () => {
  it("sends the messages and returns their translations in the same order", async () => {
    const good = ["The function summe is missing.", "summe(2, 3) does not give 5."];
    const model = new MockLanguageModelV3({
      doGenerate: [answer(translated([good[0]])), answer(translated(good))],
    });
    const result = await service(model).translateModule({ ...request, module: source });
    expect(result.lessons[0].exercises[0].checks[0].messages).toEqual(good);
    expect(promptOf(model, 0)).toContain("Die Funktion summe fehlt.");
    expect(promptOf(model, 0)).toContain("Translate each message of a check");
    // The first answer dropped a message: asked again with the cause.
    expect(promptOf(model, 1)).toContain("check summe of exercise e1 needs its 2 messages");
  });

  it("fails like any other answer of the wrong shape when every attempt blanks a message", async () => {
    const model = new MockLanguageModelV3({
      doGenerate: answer(translated(["The function summe is missing.", "  "])),
    });
    const err = await service(model)
      .translateModule({ ...request, module: source })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AiError);
    expect(model.doGenerateCalls).toHaveLength(2);
  });
});
