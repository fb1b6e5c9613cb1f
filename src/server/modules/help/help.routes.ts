import { createRoute, z } from "@hono/zod-openapi";
import {
  helpAnswerRequest,
  helpAskRequest,
  helpInboxResponse,
  helpRequestDetail,
  helpRequestIdParam,
  myHelpResponse,
  type InboxItem,
} from "@shared/contracts/help";
import { HELP_LIMITS } from "@shared/domain/help";
import { errorResponse } from "@shared/contracts/auth";
import { V } from "@shared/i18n/messages";
import type { Deps } from "../../context";
import { requireRole, requireUser } from "../../auth/guards";
import { AppError } from "../../lib/errors";
import { createRouter, errors, json, jsonBody } from "../../lib/openapi";
import {
  answerHelpRequest,
  askForHelp,
  helpInbox,
  helpRequestForHelper,
  myHelpRequests,
  oldestFirst,
} from "./help.service";
import { unansweredQuestionsForHelper } from "../discussions/discussions.service";
import { seedHelpCohort } from "./help-fixture";

const exerciseIdParam = z.object({ exerciseId: z.string() });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const exerciseId = (id: string) => {
  if (!UUID.test(id)) throw new AppError(404, "EXERCISE_NOT_FOUND", V("helpExerciseNotFound"));
  return id;
};

/**
 * Help requests (issue 45, decision 0223): the learner's side under /api/learning (signed-in
 * users, only their own requests), the helper's under /api/help (teachers, moderators and
 * admins by the access rules; each request only for its helpers, admins every one).
 */
export function helpRoutes(deps: Deps) {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/learning/exercises/{exerciseId}/help",
      tags: ["help"],
      summary: "The learner's own help requests on a code exercise, newest first, with answers",
      request: { params: exerciseIdParam },
      responses: { 200: json(myHelpResponse, "The learner's requests"), ...errors },
    }),
    async (c) => {
      const user = await requireUser(c);
      const id = exerciseId(c.req.valid("param").exerciseId);
      return c.json(await myHelpRequests(deps.db, user.id, id), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/learning/exercises/{exerciseId}/help",
      tags: ["help"],
      summary:
        "Ask the learner's teachers (or the course's reviewers) for help: the question, the files and the last check results",
      request: { params: exerciseIdParam, ...jsonBody(helpAskRequest) },
      responses: {
        200: json(myHelpResponse, "Asked; the learner's requests"),
        ...errors,
        409: json(errorResponse, "A request of this exercise is still open"),
      },
    }),
    async (c) => {
      const user = await requireUser(c);
      const id = exerciseId(c.req.valid("param").exerciseId);
      return c.json(await askForHelp(deps, user.id, id, c.req.valid("json")), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/help/inbox",
      tags: ["help"],
      summary: "The helper's open help requests, oldest first, with how many wait in all",
      responses: { 200: json(helpInboxResponse, "The inbox"), ...errors },
    }),
    async (c) => {
      const user = await requireRole(c, "teacher");
      // The lessons' unanswered questions join the help requests (issue 45): two statements.
      const [help, open] = await Promise.all([
        helpInbox(deps.db, user),
        unansweredQuestionsForHelper(deps.db, user, HELP_LIMITS.inbox),
      ]);
      const questions: InboxItem[] = open.questions.map((q) => ({
        kind: "question",
        id: q.id,
        text: (q.title ? `${q.title}: ${q.body}` : q.body).slice(0, 300),
        learnerName: q.authorName,
        courseTitle: q.courseTitle,
        lessonTitle: q.lessonTitle,
        createdAt: q.createdAt,
        link: q.link,
      }));
      return c.json(
        {
          items: oldestFirst(help.items, questions).slice(0, HELP_LIMITS.inbox),
          total: help.total + open.total,
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/help/requests/{requestId}",
      tags: ["help"],
      summary: "A help request with the learner's files, check results and the answer",
      request: { params: helpRequestIdParam },
      responses: { 200: json(helpRequestDetail, "The request"), ...errors },
    }),
    async (c) => {
      const user = await requireRole(c, "teacher");
      const { requestId } = c.req.valid("param");
      return c.json(await helpRequestForHelper(deps.db, user, requestId), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/help/requests/{requestId}/answer",
      tags: ["help"],
      summary: "Answer an open help request: a text and line comments with suggested changes",
      request: { params: helpRequestIdParam, ...jsonBody(helpAnswerRequest) },
      responses: {
        200: json(helpRequestDetail, "Answered; the request"),
        ...errors,
        409: json(errorResponse, "Already answered"),
      },
    }),
    async (c) => {
      const user = await requireRole(c, "teacher");
      const { requestId } = c.req.valid("param");
      const body = c.req.valid("json");
      return c.json(await answerHelpRequest(deps, user, requestId, body), 200);
    },
  );

  // Outside production only: a teacher's class for the browser test (help-fixture.ts).
  if (!deps.config.isProduction) {
    app.post("/dev/help-cohort", async (c) => {
      await requireRole(c, "admin");
      const body = z
        .object({ courseId: z.string().uuid(), teacherEmail: z.string(), learnerEmail: z.string() })
        .safeParse(await c.req.json().catch(() => null));
      // Nothing named: nothing to seed.
      if (!body.success) return c.json({ cohortId: null }, 200);
      return c.json(await seedHelpCohort(deps.db, body.data), 200);
    });
  }

  return app;
}
