import { describe, expect, it } from "vitest";
import { APICallError } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { createModelAi, createOfflineAi } from "./ai-service";
import { silentLogger } from "../lib/logger";

/** "Verbindung testen" with the AI SDK's mock model (decision 0182). */

const answer = (text: string) => ({
  content: [{ type: "text" as const, text }],
  finishReason: { unified: "stop" as const, raw: "stop" },
  usage: {
    inputTokens: { total: 30, noCache: 30, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: 10, text: 10, reasoning: undefined },
  },
  warnings: [],
});

const service = (model: MockLanguageModelV3) =>
  createModelAi(model, {
    provider: "openai-compatible",
    modelId: "llama3.1",
    timeoutMs: 5000,
    maxAttempts: 3,
    logger: silentLogger,
  });

describe("connection test", () => {
  it("asks the model once for a structured answer in the admin's language and shows it", async () => {
    const model = new MockLanguageModelV3({
      doGenerate: answer(JSON.stringify({ answer: "Connected and ready." })),
    });
    const result = await service(model).testConnection("en");
    expect(result).toMatchObject({
      ok: true,
      provider: "openai-compatible",
      model: "llama3.1",
      answer: "Connected and ready.",
      error: null,
    });
    expect(model.doGenerateCalls).toHaveLength(1);
    const call = model.doGenerateCalls[0];
    // The real path of generation: a json_schema answer, as course drafts are asked for.
    expect(call.responseFormat).toMatchObject({ type: "json", name: "connection_test" });
    expect(JSON.stringify(call.prompt)).toContain("Answer in English");
  });

  it("shows the provider's exact error, without retrying", async () => {
    const model = new MockLanguageModelV3({
      doGenerate: async () => {
        throw new APICallError({
          message: "Unauthorized",
          url: "http://127.0.0.1:11434/v1/chat/completions",
          requestBodyValues: {},
          statusCode: 401,
          responseBody: '{"error":{"message":"Incorrect API key provided"}}',
          isRetryable: false,
        });
      },
    });
    const result = await service(model).testConnection("de");
    expect(result.ok).toBe(false);
    expect(result.answer).toBeNull();
    expect(result.error).toEqual({
      kind: "provider",
      detail: expect.stringContaining("HTTP 401"),
    });
    expect(result.error!.detail).toContain("Incorrect API key provided");
    expect(result.error!.detail).toContain("http://127.0.0.1:11434/v1/chat/completions");
    expect(model.doGenerateCalls).toHaveLength(1);
  });

  it("names an answer that is not the asked-for JSON, with what was wrong", async () => {
    const model = new MockLanguageModelV3({ doGenerate: answer("Hallo! Ich bin bereit.") });
    const result = await service(model).testConnection("de");
    expect(result).toMatchObject({ ok: false, error: { kind: "invalid_output" } });
    expect(result.error!.detail).toBeTruthy();
    expect(model.doGenerateCalls).toHaveLength(1);
  });

  it("without a model says that none is configured", async () => {
    expect(await createOfflineAi().testConnection("de")).toEqual({
      ok: false,
      provider: "offline",
      model: null,
      answer: null,
      durationMs: 0,
      error: { kind: "offline", detail: "AI_PROVIDER=offline" },
    });
  });
});
