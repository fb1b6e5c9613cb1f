import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import type { Config } from "../config";

/** The language model chosen by AI_PROVIDER, or null for the offline template generator. */
export function createLanguageModel(ai: Config["ai"]): LanguageModel | null {
  const model = ai.model ?? "";
  switch (ai.provider) {
    case "offline":
      return null;
    case "openai":
      return createOpenAI({ apiKey: ai.apiKey, baseURL: ai.baseUrl })(model);
    case "anthropic":
      return createAnthropic({ apiKey: ai.apiKey, baseURL: ai.baseUrl })(model);
    case "openai-compatible":
      return createOpenAICompatible({
        name: "openai-compatible",
        baseURL: ai.baseUrl ?? "",
        apiKey: ai.apiKey,
        // Ollama, vLLM and LM Studio accept response_format json_schema.
        supportsStructuredOutputs: true,
        // Streamed answers (the tutor) report their token use.
        includeUsage: true,
      }).chatModel(model);
  }
}
