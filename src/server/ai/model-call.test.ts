import { describe, expect, it } from "vitest";
import { MockLanguageModelV3, simulateReadableStream } from "ai/test";
import type { LanguageModelV3StreamPart } from "@ai-sdk/provider";
import { createModelAi } from "./ai-service";
import { AiError } from "./model-call";
import {
  moduleContentSchema,
  type CourseBrief,
  type ModuleRequest,
  type ModuleText,
} from "./schemas";
import type { Logger } from "../lib/logger";

/** Prompt assembly and schema handling with the AI SDK's mock model. */

type Call = MockLanguageModelV3["doGenerateCalls"][number];

const answer = (text: string, finish: "stop" | "length" = "stop") => ({
  content: [{ type: "text" as const, text }],
  finishReason: { unified: finish, raw: finish },
  usage: {
    inputTokens: { total: 100, noCache: 100, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: 50, text: 50, reasoning: undefined },
  },
  warnings: [],
});

const usage = answer("").usage;

/** A streamed answer (doStream) of `text` in pieces of `size` characters. */
const streamed = (text: string, size = 40, finish: "stop" | "length" = "stop") => {
  const deltas: LanguageModelV3StreamPart[] = [];
  for (let i = 0; i < text.length; i += size)
    deltas.push({ type: "text-delta", id: "t", delta: text.slice(i, i + size) });
  return {
    stream: simulateReadableStream<LanguageModelV3StreamPart>({
      chunks: [
        { type: "stream-start", warnings: [] },
        { type: "text-start", id: "t" },
        ...deltas,
        { type: "text-end", id: "t" },
        { type: "finish", finishReason: { unified: finish, raw: finish }, usage },
      ],
    }),
  };
};

function recordingLogger() {
  const lines: { level: string; msg: string; fields?: Record<string, unknown> }[] = [];
  const at = (level: string) => (msg: string, fields?: Record<string, unknown>) =>
    lines.push({ level, msg, fields });
  const logger: Logger = {
    debug: at("debug"),
    info: at("info"),
    warn: at("warn"),
    error: at("error"),
  };
  return { lines, logger };
}

function service(model: MockLanguageModelV3, maxAttempts = 3) {
  const { lines, logger } = recordingLogger();
  const ai = createModelAi(model, {
    provider: "mock",
    modelId: "mock-model",
    timeoutMs: 5000,
    maxAttempts,
    logger,
    transportRetries: 0,
  });
  return { ai, lines };
}

const course: CourseBrief = {
  title: "Webentwicklung",
  description: "HTML, CSS und JavaScript",
  difficulty: "Beginner",
  estimatedHours: 8,
  topic: "JavaScript",
  specificGoals: "Eine eigene Seite bauen",
  language: "fr",
};

const lesson = {
  title: "Variablen",
  content: "## Variablen\n\nText",
  learning_objective: "Variablen anlegen",
  estimated_duration_minutes: null,
  code_examples: [{ description: "Beispiel", language: "javascript", code: "let a = 1;" }],
  exercise: { task: "Lege eine Variable an", hint: "", solution: "let x = 2;" },
  quiz: {
    question: "Was ist let?",
    choices: ["A", "B", "C"],
    correct_answer: 2,
    explanation: "Weil.",
  },
};

const moduleRequest: ModuleRequest = {
  course,
  currentModuleIndex: 1,
  modules: [
    {
      id: "m1",
      title: "Grundlagen",
      description: "Erste Schritte",
      orderIndex: 1,
      status: "generated",
      lessonTitles: ["Was ist HTML?", "Tags"],
    },
    {
      id: "m2",
      title: "Variablen und Typen",
      description: "Werte speichern",
      orderIndex: 2,
      status: "not_generated",
      lessonTitles: [],
    },
    {
      id: "m3",
      title: "Funktionen",
      description: "Code wiederverwenden",
      orderIndex: 3,
      status: "not_generated",
      lessonTitles: [],
    },
  ],
};

const promptText = (call: Call) =>
  call.prompt
    .map((m) =>
      typeof m.content === "string"
        ? m.content
        : m.content.map((p) => ("text" in p ? p.text : "")).join(""),
    )
    .join("\n");

describe("prompt assembly", () => {
  it("asks for the outline in the course's language with a module count fitted to hours and difficulty", async () => {
    const model = new MockLanguageModelV3({
      doGenerate: answer(JSON.stringify({ modules: [{ title: "Intro", description: "Desc" }] })),
    });
    const { ai, lines } = service(model);
    const outline = await ai.generateOutline(course);
    expect(outline.modules).toEqual([{ title: "Intro", description: "Desc" }]);
    const call = model.doGenerateCalls[0];
    const text = promptText(call);
    expect(text).toContain("Write every title and description in French (Français)");
    expect(text).toContain("Title: Webentwicklung");
    expect(text).toContain("Specific goals of the learners: Eine eigene Seite bauen");
    expect(text).toContain("About 4 modules");
    expect(call.responseFormat).toMatchObject({ type: "json", name: "course_structure" });
    expect(lines).toEqual([
      expect.objectContaining({
        msg: "ai call",
        fields: expect.objectContaining({
          operation: "course-structure",
          provider: "mock",
          model: "mock-model",
          inputTokens: 100,
          outputTokens: 50,
          outcome: "ok",
          durationMs: expect.any(Number),
        }),
      }),
    ]);
  });

  it("gives the model the course, the whole outline and the neighbouring modules with their lessons", async () => {
    const model = new MockLanguageModelV3({
      doStream: streamed(JSON.stringify({ lessons: [lesson] })),
    });
    const { ai } = service(model);
    const content = await ai.generateModuleContent(moduleRequest);
    expect(content.lessons[0].title).toBe("Variablen");
    const text = promptText(model.doStreamCalls[0]);
    expect(text).toContain("in French (Français)");
    expect(text).toContain("Write the lessons of module 2");
    expect(text).toContain("2. Variablen und Typen  <- this module");
    expect(text).toContain("Previous module: 1. Grundlagen – Erste Schritte");
    expect(text).toContain("Its lessons (do not repeat them): Was ist HTML?; Tags");
    expect(text).toContain("Next module: 3. Funktionen – Code wiederverwenden");
    expect(text).toContain("Description: Werte speichern");
  });
});

describe("schema handling", () => {
  it("retries an answer that fails the schema, telling the model what was wrong", async () => {
    const bad = { lessons: [{ ...lesson, quiz: { ...lesson.quiz, correct_answer: 5 } }] };
    const model = new MockLanguageModelV3({
      doStream: [streamed(JSON.stringify(bad)), streamed(JSON.stringify({ lessons: [lesson] }))],
    });
    const { ai, lines } = service(model);
    const content = await ai.generateModuleContent(moduleRequest);
    expect(content.lessons[0].quiz!.correct_answer).toBe(2);
    expect(model.doStreamCalls).toHaveLength(2);
    const retry = model.doStreamCalls[1].prompt;
    expect(retry.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    // The repair message quotes the broken answer as streamed.
    expect(promptText(model.doStreamCalls[1])).toContain('"correct_answer":5');
    expect(promptText(model.doStreamCalls[1])).toContain("Your previous answer could not be used");
    expect(lines.map((l) => l.fields?.outcome)).toEqual(["invalid_output", "ok"]);
  });

  it("gives up after maxAttempts with a readable error", async () => {
    const model = new MockLanguageModelV3({ doGenerate: answer("Leider kein JSON") });
    const { ai } = service(model, 2);
    await expect(ai.generateOutline(course)).rejects.toMatchObject({
      kind: "invalid_output",
      message: "Das KI-Modell hat nach 2 Versuchen keine gültige Antwort geliefert.",
    });
    expect(model.doGenerateCalls).toHaveLength(2);
  });

  it("rejects truncated output even when it happens to parse", async () => {
    const model = new MockLanguageModelV3({
      doGenerate: answer(JSON.stringify({ modules: [{ title: "A", description: "B" }] }), "length"),
    });
    const { ai } = service(model);
    const err = await ai.generateOutline(course).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AiError);
    expect((err as AiError).kind).toBe("truncated");
    expect(model.doGenerateCalls).toHaveLength(1);
  });

  it("checks a translation's shape and retries a mismatch", async () => {
    const source: ModuleText = {
      id: "m1",
      title: "Grundlagen",
      description: "Erste Schritte",
      lessons: [
        {
          id: "l1",
          title: "Variablen",
          content: "Text",
          learningObjective: null,
          codeExamples: [
            { id: "c1", title: "Code-Beispiel 1", description: null, code: "// Hallo\nx()" },
          ],
          exercises: [],
          quizzes: [{ id: "q1", question: "Was?", choices: ["Ja", "Nein"], explanation: "Darum" }],
        },
      ],
    };
    const translated = structuredClone(source);
    translated.title = "Basics";
    const wrong = structuredClone(translated);
    wrong.lessons[0].quizzes[0].choices = ["Yes"];
    const model = new MockLanguageModelV3({
      doGenerate: [answer(JSON.stringify(wrong)), answer(JSON.stringify(translated))],
    });
    const { ai, lines } = service(model);
    const result = await ai.translateModule({
      course: { title: "Kurs", description: "" },
      from: "de",
      to: "en",
      module: source,
    });
    expect(result.title).toBe("Basics");
    expect(lines.map((l) => l.fields?.outcome)).toEqual(["check_failed", "ok"]);
    expect(promptText(model.doGenerateCalls[1])).toContain("quiz q1 needs 2 choices, got 1");
    const first = promptText(model.doGenerateCalls[0]);
    expect(first).toContain("from German (Deutsch) to English");
    expect(first).toContain('"id":"l1"');
  });

  it("accepts a null duration (the lesson then gets the default) and rejects blank text", () => {
    expect(moduleContentSchema.safeParse({ lessons: [lesson] }).success).toBe(true);
    expect(
      moduleContentSchema.safeParse({ lessons: [{ ...lesson, content: "   " }] }).success,
    ).toBe(false);
    expect(moduleContentSchema.safeParse({ lessons: [] }).success).toBe(false);
  });
});

describe("streamed module content (decision 0036)", () => {
  const lessons = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ ...lesson, title: `Lektion ${i + 1}` }));

  it("reports each lesson as it is complete in the stream, then the whole module", async () => {
    const model = new MockLanguageModelV3({
      doStream: streamed(JSON.stringify({ lessons: lessons(4) }), 25),
    });
    const { ai } = service(model);
    const seen: [number, number][] = [];
    const content = await ai.generateModuleContent(moduleRequest, undefined, (done, total) =>
      seen.push([done, total]),
    );
    expect(content.lessons.map((l) => l.title)).toEqual([
      "Lektion 1",
      "Lektion 2",
      "Lektion 3",
      "Lektion 4",
    ]);
    // 8 hours over 3 modules: the prompt asks for 4 lessons.
    expect(seen).toEqual([
      [1, 4],
      [2, 4],
      [3, 4],
      [4, 4],
    ]);
    expect(model.doGenerateCalls).toHaveLength(0);
  });

  it("validates the complete streamed answer as strictly as before and retries it", async () => {
    const blank = { lessons: [...lessons(2), { ...lesson, content: "  " }] };
    const model = new MockLanguageModelV3({
      doStream: [streamed(JSON.stringify(blank)), streamed(JSON.stringify(blank))],
    });
    const { ai, lines } = service(model, 2);
    const seen: number[] = [];
    await expect(
      ai.generateModuleContent(moduleRequest, undefined, (done) => seen.push(done)),
    ).rejects.toMatchObject({
      kind: "invalid_output",
      message: "Das KI-Modell hat nach 2 Versuchen keine gültige Antwort geliefert.",
    });
    expect(lines.map((l) => l.fields?.outcome)).toEqual(["invalid_output", "invalid_output"]);
    // Progress was seen while it streamed; no "all lessons done" for an invalid answer.
    expect(seen).toEqual([1, 2, 1, 2]);
  });

  it("rejects a streamed answer cut off by the output limit", async () => {
    const text = JSON.stringify({ lessons: lessons(3) });
    const model = new MockLanguageModelV3({
      doStream: streamed(text.slice(0, text.length / 2), 40, "length"),
    });
    const { ai } = service(model);
    await expect(ai.generateModuleContent(moduleRequest)).rejects.toMatchObject({
      kind: "truncated",
    });
    expect(model.doStreamCalls).toHaveLength(1);
  });

  it("stops the stream when the job is cancelled", async () => {
    const controller = new AbortController();
    const text = JSON.stringify({ lessons: lessons(4) });
    const chunks: LanguageModelV3StreamPart[] = [
      { type: "stream-start", warnings: [] },
      { type: "text-start", id: "t" },
    ];
    for (let i = 0; i < text.length; i += 20)
      chunks.push({ type: "text-delta", id: "t", delta: text.slice(i, i + 20) });
    chunks.push(
      { type: "text-end", id: "t" },
      { type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage },
    );
    let pulled = 0;
    const model = new MockLanguageModelV3({
      doStream: async () => ({
        stream: new ReadableStream<LanguageModelV3StreamPart>({
          async pull(c) {
            await new Promise((r) => setTimeout(r, 5));
            if (pulled < chunks.length) c.enqueue(chunks[pulled++]);
            else c.close();
          },
        }),
      }),
    });
    const { ai, lines } = service(model);
    const seen: number[] = [];
    const err = await ai
      .generateModuleContent(moduleRequest, controller.signal, (done) => {
        seen.push(done);
        if (done === 1) controller.abort();
      })
      .catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(AiError);
    expect(controller.signal.aborted).toBe(true);
    expect(seen).toEqual([1]);
    expect(pulled).toBeLessThan(chunks.length);
    expect(lines.map((l) => l.fields?.outcome)).toEqual(["aborted"]);
  });
});
