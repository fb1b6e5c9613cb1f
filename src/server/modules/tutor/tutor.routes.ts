import { createRoute, z } from "@hono/zod-openapi";
import { streamSSE } from "hono/streaming";
import { lessonIdParam } from "@shared/contracts/learning";
import {
  okResponse,
  tutorConversationResponse,
  tutorFeedbackBody,
  tutorMessageIdParam,
  tutorMessageSchema,
  tutorQuestionBody,
} from "@shared/contracts/tutor";
import { errorResponse } from "@shared/contracts/auth";
import { translateValidationMessage, V } from "@shared/i18n/messages";
import type { Deps } from "../../context";
import { requireUser } from "../../auth/guards";
import { createRouter, errors, json, jsonBody } from "../../lib/openapi";
import { enforceRateLimit } from "../../lib/rate-limit";
import { modelTutorAnswer, offlineTutorAnswer, tutorModel } from "./tutor-answer";
import {
  clearTutorConversation,
  prepareQuestion,
  saveAnswer,
  tutorConversation,
  tutorFeedback,
} from "./tutor.service";

const tags = ["tutor"];
/** Questions per learner and minute (on top of the daily limit). */
const PER_MINUTE = 8;

/** The AI tutor in the lesson (issue 17): learner endpoints under /api/learning. */
export function tutorRoutes(deps: Deps) {
  const app = createRouter();
  const model = () => tutorModel(deps.config.ai);

  app.openapi(
    createRoute({
      method: "get",
      path: "/learning/lessons/{lessonId}/tutor",
      tags,
      summary: "The learner's tutor conversation in a lesson, the switch and messages left today",
      request: { params: lessonIdParam },
      responses: { 200: json(tutorConversationResponse, "Conversation"), ...errors },
    }),
    async (c) => {
      const user = await requireUser(c);
      const { lessonId } = c.req.valid("param");
      return c.json(await tutorConversation(deps.db, user.id, lessonId, model() === null), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/learning/lessons/{lessonId}/tutor",
      tags,
      summary:
        "Ask the tutor: server-sent events 'delta' {text}, then 'done' {message, remaining} or 'error' {code, message}",
      request: { params: lessonIdParam, ...jsonBody(tutorQuestionBody) },
      responses: {
        200: {
          content: { "text/event-stream": { schema: z.string() } },
          description: "Answer stream",
        },
        ...errors,
        429: json(errorResponse, "Daily limit, budget or rate limit"),
      },
    }),
    async (c) => {
      const user = await requireUser(c);
      await enforceRateLimit(deps.db, {
        scope: "tutor",
        clientIp: user.id,
        max: PER_MINUTE,
        windowS: 60,
      });
      const { lessonId } = c.req.valid("param");
      const { question, lang: asked } = c.req.valid("json");
      const lang = asked ?? user.language;
      const m = model();
      const ctx = await prepareQuestion(deps.db, user.id, lessonId, m === null, user.role);
      const abort = new AbortController();
      c.req.raw.signal?.addEventListener("abort", () => abort.abort());
      c.header("Cache-Control", "no-cache");
      c.header("X-Accel-Buffering", "no");
      return streamSSE(c, async (stream) => {
        stream.onAbort(() => abort.abort());
        const answer = m
          ? modelTutorAnswer(m, ctx, question, lang, {
              signal: abort.signal,
              timeoutMs: deps.config.ai.timeoutMs,
              logger: deps.logger,
              provider: deps.config.ai.provider,
            })
          : offlineTutorAnswer(ctx, question, lang);
        let text = "";
        try {
          for await (const delta of answer.deltas) {
            text += delta;
            await stream.writeSSE({ event: "delta", data: JSON.stringify({ text: delta }) });
          }
          if (abort.signal.aborted) return;
          const usage = await answer.usage();
          const message = await saveAnswer(deps.db, {
            userId: user.id,
            courseId: ctx.courseId,
            lessonId,
            question,
            answer: text,
            mode: answer.mode,
            ...usage,
          });
          await stream.writeSSE({
            event: "done",
            data: JSON.stringify({ message, remaining: Math.max(0, ctx.remaining - 1) }),
          });
        } catch (err) {
          // A failed or abandoned call is not stored and costs no message.
          if (abort.signal.aborted) return;
          deps.logger.warn("tutor answer failed", { error: String(err).slice(0, 300) });
          await stream.writeSSE({
            event: "error",
            data: JSON.stringify({
              code: "TUTOR_FAILED",
              message: translateValidationMessage(V("tutorFailed"), lang),
            }),
          });
        }
      });
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/learning/lessons/{lessonId}/tutor",
      tags,
      summary: "Clear the learner's tutor conversation in a lesson",
      request: { params: lessonIdParam },
      responses: { 200: json(okResponse, "Cleared"), ...errors },
    }),
    async (c) => {
      const user = await requireUser(c);
      await clearTutorConversation(deps.db, user.id, c.req.valid("param").lessonId);
      return c.json({ ok: true as const }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/learning/tutor/messages/{messageId}",
      tags,
      summary: "Rate an answer (helpful / not helpful) or report it",
      request: { params: tutorMessageIdParam, ...jsonBody(tutorFeedbackBody) },
      responses: { 200: json(tutorMessageSchema, "The answer"), ...errors },
    }),
    async (c) => {
      const user = await requireUser(c);
      const { messageId } = c.req.valid("param");
      return c.json(await tutorFeedback(deps.db, user.id, messageId, c.req.valid("json")), 200);
    },
  );

  return app;
}
