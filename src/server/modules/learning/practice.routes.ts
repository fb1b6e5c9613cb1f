import { createRoute, z } from "@hono/zod-openapi";
import { lessonIdParam } from "@shared/contracts/learning";
import {
  practiceResultsRequest,
  practiceResultsResponse,
  practiceStateSchema,
  revealSolutionResponse,
  savePracticeCodeRequest,
} from "@shared/contracts/practice";
import { tutorRevealBody } from "@shared/contracts/tutor";
import { errorResponse } from "@shared/contracts/auth";
import type { Deps } from "../../context";
import { requireUser } from "../../auth/guards";
import { createRouter, errors, json, jsonBody } from "../../lib/openapi";
import { recordPracticeResults, revealSolution, savePracticeCode } from "./practice-writes";
import { learningEventRequest, learningEventResponse } from "@shared/contracts/learning-events";
import { recordLearningEvent } from "./learning-events";

const tags = ["learning"];
const exerciseIdParam = z.object({ exerciseId: z.string() });

/**
 * The learner's code exercises (issue 29, decision 0080), the reveal of a model solution
 * (decision 0081) and the acts of learning the browser posts (decision 0187), under
 * /api/learning (signed-in users).
 */
export function practiceRoutes(deps: Deps) {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "post",
      path: "/learning/events",
      tags,
      summary:
        "Record an act of learning without a write of its own: a lesson opened, reading time (capped per lesson), a code run",
      request: jsonBody(learningEventRequest),
      responses: { 200: json(learningEventResponse, "Recorded"), ...errors },
    }),
    async (c) => {
      const user = await requireUser(c);
      await recordLearningEvent(deps.db, user.id, c.req.valid("json"));
      return c.json({ ok: true as const }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/learning/exercises/{exerciseId}/code",
      tags,
      summary:
        "Save the learner's code of a code exercise (debounced; a stale expectedRevision answers 409 REVISION_CONFLICT)",
      request: { params: exerciseIdParam, ...jsonBody(savePracticeCodeRequest) },
      responses: {
        200: json(practiceStateSchema, "Saved"),
        ...errors,
        409: json(errorResponse, "Saved elsewhere since (details.state: the stored state)"),
      },
    }),
    async (c) => {
      const user = await requireUser(c);
      const { exerciseId } = c.req.valid("param");
      return c.json(await savePracticeCode(deps.db, user.id, exerciseId, c.req.valid("json")), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/learning/exercises/{exerciseId}/results",
      tags,
      summary:
        "Record the results of the learner's check run; every check passed: solved (once) and badges",
      request: { params: exerciseIdParam, ...jsonBody(practiceResultsRequest) },
      responses: { 200: json(practiceResultsResponse, "Recorded"), ...errors },
    }),
    async (c) => {
      const user = await requireUser(c);
      const { exerciseId } = c.req.valid("param");
      return c.json(
        await recordPracticeResults(deps.db, user.id, exerciseId, c.req.valid("json")),
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/learning/lessons/{lessonId}/reveals",
      tags,
      summary:
        "Reveal an exercise's model solution: recorded (the tutor may use it from now on) and answered",
      request: { params: lessonIdParam, ...jsonBody(tutorRevealBody) },
      responses: { 200: json(revealSolutionResponse, "The model solution"), ...errors },
    }),
    async (c) => {
      const user = await requireUser(c);
      const { lessonId } = c.req.valid("param");
      return c.json(
        await revealSolution(deps.db, user.id, lessonId, c.req.valid("json"), user.language),
        200,
      );
    },
  );

  return app;
}
