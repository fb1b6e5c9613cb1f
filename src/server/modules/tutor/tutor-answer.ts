import { streamText, type LanguageModel } from "ai";
import type { Config } from "../../config";
import type { Logger } from "../../lib/logger";
import { observeAiCall } from "../../lib/metrics";
import { createLanguageModel } from "../../ai/provider";
import type { Language } from "@shared/i18n/languages";
import { tutorMessages, tutorSystemPrompt } from "./tutor-context";
import { findPassages, offlineAnswer } from "./tutor-offline";
import type { AskContext } from "./tutor.service";

/** Longest answer a model may write (tokens); keeps cost and screen length bounded. */
const MAX_OUTPUT_TOKENS = 800;
/** The tutor waits less than the generation jobs: a learner is watching. */
const TUTOR_TIMEOUT_MS = 60_000;

const models = new WeakMap<Config["ai"], LanguageModel | null>();

/** The language model of AI_PROVIDER, or null for the offline provider (one per config). */
export function tutorModel(ai: Config["ai"]): LanguageModel | null {
  if (!models.has(ai)) models.set(ai, createLanguageModel(ai));
  return models.get(ai) ?? null;
}

export interface TutorAnswer {
  mode: "model" | "offline";
  /** Pieces of the answer as they arrive. */
  deltas: AsyncIterable<string>;
  /** Resolves after the stream ended: tokens from the provider's usage data. */
  usage(): Promise<{ inputTokens: number; outputTokens: number }>;
}

/** Answers from the lesson's passages (no model): never an error, never invented text. */
export function offlineTutorAnswer(
  ctx: AskContext,
  question: string,
  lang: Language = "de",
): TutorAnswer {
  const text = offlineAnswer(findPassages(ctx.lesson, ctx.revealed, question, 3, lang), lang);
  return {
    mode: "offline",
    deltas: (async function* () {
      if (text) yield text;
    })(),
    usage: async () => ({ inputTokens: 0, outputTokens: 0 }),
  };
}

/**
 * Streams a model's answer. The server alone builds the prompt (fenced lesson material,
 * solutions only when revealed). Aborts when the learner goes (signal) or after the
 * time limit; an error in the stream is thrown from `deltas`.
 */
export function modelTutorAnswer(
  model: LanguageModel,
  ctx: AskContext,
  question: string,
  lang: Language,
  opts: { signal: AbortSignal; timeoutMs?: number; logger: Logger; provider: string },
): TutorAnswer {
  const timeoutMs = Math.min(opts.timeoutMs ?? TUTOR_TIMEOUT_MS, TUTOR_TIMEOUT_MS);
  const signal = AbortSignal.any([opts.signal, AbortSignal.timeout(timeoutMs)]);
  const started = performance.now();
  let usage = { inputTokens: 0, outputTokens: 0 };
  const result = streamText({
    model,
    system: tutorSystemPrompt(ctx.lesson, ctx.revealed, lang),
    messages: tutorMessages(ctx.history, question),
    maxOutputTokens: MAX_OUTPUT_TOKENS,
    maxRetries: 1,
    abortSignal: signal,
    // Errors arrive as stream parts and are handled (and logged) below.
    onError: () => undefined,
  });
  const deltas = (async function* () {
    try {
      for await (const part of result.fullStream) {
        if (part.type === "text-delta") yield part.text;
        else if (part.type === "error") throw part.error;
        else if (part.type === "abort") throw new Error("aborted");
        else if (part.type === "finish") {
          usage = {
            inputTokens: part.totalUsage.inputTokens ?? 0,
            outputTokens: part.totalUsage.outputTokens ?? 0,
          };
        }
      }
    } catch (err) {
      observeAiCall(opts.provider, "tutor", signal.aborted ? "aborted" : "error", usage);
      throw err;
    }
    observeAiCall(opts.provider, "tutor", "ok", usage);
    opts.logger.info("ai call", {
      operation: "tutor",
      provider: opts.provider,
      ...usage,
      durationMs: Math.round(performance.now() - started),
      outcome: "ok",
    });
  })();
  return { mode: "model", deltas, usage: async () => usage };
}
