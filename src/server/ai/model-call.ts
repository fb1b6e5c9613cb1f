import {
  APICallError,
  generateText,
  NoObjectGeneratedError,
  Output,
  RetryError,
  streamText,
  type FinishReason,
  type LanguageModel,
  type LanguageModelUsage,
  type ModelMessage,
} from "ai";
import type { z } from "zod";
import type { Logger } from "../lib/logger";
import { observeAiCall } from "../lib/metrics";
import { repairMessage, type Prompt } from "./prompts";

export type AiErrorKind = "invalid_output" | "truncated" | "timeout" | "provider" | "unavailable";

/** A generation that failed for good; `message` is readable German for the admin. */
export class AiError extends Error {
  /** The job queue stores readable messages as the job's error. */
  readonly readable = true;
  constructor(
    readonly kind: AiErrorKind,
    message: string,
    /** The cause as the provider or the network gave it (the connection test shows it). */
    readonly detail?: string,
  ) {
    super(message);
  }
}

/** The exact cause of a failed call: HTTP status and body, or the error chain's messages. */
export function errorDetail(err: unknown): string {
  const parts: string[] = [];
  let e: unknown = RetryError.isInstance(err) ? err.lastError : err;
  for (let depth = 0; e && depth < 4; depth++) {
    if (APICallError.isInstance(e)) {
      const body = e.responseBody?.trim();
      parts.push(
        [e.statusCode ? `HTTP ${e.statusCode}` : null, body || e.message, e.url]
          .filter(Boolean)
          .join(" · "),
      );
    } else if (e instanceof Error) {
      const code = (e as { code?: unknown }).code;
      parts.push(
        typeof code === "string" && !e.message.includes(code) ? `${code}: ${e.message}` : e.message,
      );
    } else parts.push(String(e));
    e = e instanceof Error ? e.cause : undefined;
  }
  return parts.join(" ← ").slice(0, 2000);
}

export interface ModelCallSettings {
  provider: string;
  modelId: string;
  timeoutMs: number;
  maxAttempts: number;
  logger: Logger;
  /** Transport retries of the SDK (HTTP 429/5xx, network); default 2. */
  transportRetries?: number;
}

export interface StructuredCall<S extends z.ZodType> {
  operation: string;
  schema: S;
  schemaName: string;
  prompt: Prompt;
  /**
   * Checks beyond the schema (for example the shape of a translation, or running a generated
   * exercise); a string is the problem told to the model. `last`: no attempt follows.
   */
  check?: (value: z.infer<S>, attempt: { last: boolean }) => string | null | Promise<string | null>;
  signal?: AbortSignal;
  /**
   * Streams the answer (`streamText` with the same object output): called at the start of
   * every attempt, the function it returns gets each partial object as it arrives. The
   * complete answer is validated as strictly as without streaming.
   */
  watchPartials?: () => (partial: unknown) => void;
}

interface Attempt {
  /** The parsed, schema-checked output (a NoObjectGeneratedError when it is not). */
  output: () => Promise<unknown>;
  finishReason: FinishReason | undefined;
  usage: LanguageModelUsage | undefined;
  text: string;
}

type AttemptArgs = {
  model: LanguageModel;
  system: string;
  messages: ModelMessage[];
  output: ReturnType<typeof Output.object>;
  maxRetries: number;
  abortSignal: AbortSignal;
};

async function generateAttempt(args: AttemptArgs): Promise<Attempt> {
  const result = await generateText(args);
  return {
    output: async () => result.output,
    finishReason: result.finishReason,
    usage: result.usage,
    text: result.text,
  };
}

/**
 * One streamed attempt: partial objects go to `onPartial`; errors of the stream (provider,
 * abort) are thrown as they would be by `generateText`.
 */
async function streamAttempt(
  args: AttemptArgs,
  onPartial: (partial: unknown) => void,
): Promise<Attempt> {
  // Errors arrive as stream parts and are thrown below.
  const result = streamText({ ...args, onError: () => undefined });
  const partials = (async () => {
    for await (const partial of result.partialOutputStream) onPartial(partial);
  })().catch(() => undefined);
  let text = "";
  let finishReason: FinishReason | undefined;
  let usage: LanguageModelUsage | undefined;
  for await (const part of result.fullStream) {
    if (part.type === "text-delta") text += part.text;
    else if (part.type === "error") throw part.error;
    else if (part.type === "abort") throw new Error("aborted");
    else if (part.type === "finish") {
      finishReason = part.finishReason;
      usage = part.totalUsage;
    }
  }
  await partials;
  return { output: () => Promise.resolve(result.output), finishReason, usage, text };
}

const seconds = (ms: number) => Math.round(ms / 1000);

/**
 * One structured generation: `generateText` (or with `watchPartials` `streamText`) with
 * `Output.object`, a time limit per call,
 * an answer that fails the schema (or the check) is retried up to maxAttempts with the
 * problem told to the model, truncated output (finishReason "length") is rejected.
 * Every call is logged with operation, provider, model, tokens, duration and outcome.
 */
export async function callStructured<S extends z.ZodType>(
  model: LanguageModel,
  settings: ModelCallSettings,
  call: StructuredCall<S>,
): Promise<z.infer<S>> {
  const messages: ModelMessage[] = [{ role: "user", content: call.prompt.prompt }];
  let lastProblem = "";
  for (let attempt = 1; attempt <= settings.maxAttempts; attempt++) {
    const started = performance.now();
    const timeout = AbortSignal.timeout(settings.timeoutMs);
    const signal = call.signal ? AbortSignal.any([call.signal, timeout]) : timeout;
    const log = (
      outcome: string,
      usage?: { inputTokens?: number; outputTokens?: number },
      extra: Record<string, unknown> = {},
    ) => {
      observeAiCall(settings.provider, call.operation, outcome, usage);
      settings.logger[outcome === "ok" ? "info" : "warn"]("ai call", {
        operation: call.operation,
        provider: settings.provider,
        model: settings.modelId,
        attempt,
        inputTokens: usage?.inputTokens ?? null,
        outputTokens: usage?.outputTokens ?? null,
        durationMs: Math.round(performance.now() - started),
        outcome,
        ...extra,
      });
    };

    let badText: string | undefined;
    try {
      const args: AttemptArgs = {
        model,
        system: call.prompt.system,
        messages,
        output: Output.object({ schema: call.schema, name: call.schemaName }),
        maxRetries: settings.transportRetries ?? 2,
        abortSignal: signal,
      };
      const result = call.watchPartials
        ? await streamAttempt(args, call.watchPartials())
        : await generateAttempt(args);
      if (result.finishReason === "length") {
        log("truncated", result.usage);
        throw truncatedError();
      }
      const value = (await result.output()) as z.infer<S>;
      const problem =
        (await call.check?.(value, { last: attempt === settings.maxAttempts })) ?? null;
      if (problem === null) {
        log("ok", result.usage);
        return value;
      }
      log("check_failed", result.usage, { problem });
      lastProblem = problem;
      badText = result.text;
    } catch (err) {
      if (err instanceof AiError) throw err;
      if (call.signal?.aborted) {
        log("aborted");
        throw err;
      }
      if (timeout.aborted) {
        log("timeout");
        throw new AiError(
          "timeout",
          `Das KI-Modell hat nicht innerhalb von ${seconds(settings.timeoutMs)} Sekunden geantwortet.`,
          `AI_TIMEOUT_MS=${settings.timeoutMs}`,
        );
      }
      if (NoObjectGeneratedError.isInstance(err)) {
        if (err.finishReason === "length") {
          log("truncated", err.usage);
          throw truncatedError();
        }
        const cause = err.cause instanceof Error ? err.cause.message : err.message;
        log("invalid_output", err.usage, { problem: cause.slice(0, 500) });
        lastProblem = cause;
        badText = err.text;
      } else {
        const apiError = RetryError.isInstance(err) ? err.lastError : err;
        if (APICallError.isInstance(apiError)) {
          log("provider_error", undefined, { status: apiError.statusCode ?? null });
          throw new AiError(
            "provider",
            apiError.statusCode
              ? `Der KI-Anbieter hat mit einem Fehler geantwortet (HTTP ${apiError.statusCode}).`
              : "Der KI-Anbieter ist nicht erreichbar.",
            errorDetail(err),
          );
        }
        log("error", undefined, { error: String(err) });
        throw new AiError("provider", "Der KI-Anbieter ist nicht erreichbar.", errorDetail(err));
      }
    }
    messages.push({ role: "assistant", content: badText?.trim() ? badText : "{}" });
    messages.push({ role: "user", content: repairMessage(lastProblem) });
  }
  throw new AiError(
    "invalid_output",
    `Das KI-Modell hat nach ${settings.maxAttempts} Versuchen keine gültige Antwort geliefert.`,
    lastProblem.slice(0, 2000),
  );
}

function truncatedError() {
  return new AiError(
    "truncated",
    "Die Antwort des KI-Modells wurde abgeschnitten (Ausgabelimit erreicht).",
  );
}
