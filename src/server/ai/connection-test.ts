import { z } from "zod";
import type { LanguageModel } from "ai";
import type { Language } from "@shared/i18n/languages";
import type { AiConnectionTestResponse } from "@shared/contracts/admin";
import { AiError, callStructured, errorDetail, type ModelCallSettings } from "./model-call";
import { languageName } from "./prompts";

/**
 * "Verbindung testen" (issue 46, decision 0182): one structured call through the same path as
 * generation (`callStructured`: json_schema output, time limit, logging, metrics), one attempt
 * and no transport retries, so the admin sees at once the model's answer or the exact error.
 */
export const connectionTestSchema = z.object({ answer: z.string().trim().min(1).max(500) });

export function connectionTestPrompt(language: Language) {
  return {
    system:
      "You are the language model of Kurswerk, a learning platform. An administrator is checking that Kurswerk can reach you and read your structured answers.",
    prompt: `Answer in ${languageName(language)} with one short sentence that says you are connected and ready to draft courses. Put it in "answer".`,
  };
}

export async function testModelConnection(
  model: LanguageModel,
  settings: ModelCallSettings,
  language: Language,
): Promise<AiConnectionTestResponse> {
  const started = performance.now();
  const base = { provider: settings.provider, model: settings.modelId };
  const ms = () => Math.round(performance.now() - started);
  try {
    const { answer } = await callStructured(
      model,
      { ...settings, maxAttempts: 1, transportRetries: 0 },
      {
        operation: "connection-test",
        schema: connectionTestSchema,
        schemaName: "connection_test",
        prompt: connectionTestPrompt(language),
      },
    );
    return { ...base, ok: true, answer, durationMs: ms(), error: null };
  } catch (err) {
    // The kind is shown in the admin's language, the detail exactly as the provider said it.
    const error =
      err instanceof AiError
        ? { kind: err.kind, detail: err.detail ?? null }
        : { kind: "unexpected" as const, detail: errorDetail(err) };
    return { ...base, ok: false, answer: null, durationMs: ms(), error };
  }
}
