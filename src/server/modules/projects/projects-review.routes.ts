import { createRoute, z } from "@hono/zod-openapi";
import {
  commentRequest,
  decisionRequest,
  reviewQueueResponse,
  reviewSubmissionResponse,
} from "@shared/contracts/projects";
import { errorResponse } from "@shared/contracts/auth";
import type { Language } from "@shared/i18n/languages";
import type { Deps } from "../../context";
import { requireRole } from "../../auth/guards";
import { createRouter, errors, json, jsonBody } from "../../lib/openapi";
import { notifyReviewed } from "./projects-notify";
import {
  claimSubmission,
  decideSubmission,
  releaseSubmission,
  reviewerComment,
  reviewQueue,
  reviewSubmission,
  type OnProjectPassed,
  type Reviewer,
} from "./projects-review.service";
import { queuedFirstPass, startFirstPass } from "./review-first-pass";

const idParam = z.object({ id: z.string() });
const tags = ["projects"];
const answer = {
  200: json(reviewSubmissionResponse, "The submission"),
  ...errors,
  409: json(errorResponse, "Claimed by someone else, or not in a status that allows it"),
};

/**
 * Project reviews under /api/review (moderators and admins; decision 0099). `onPassed` runs in
 * the transaction of a pass (the certificate; put together in modules/registry.ts).
 */
export function reviewRoutes(deps: Deps, onPassed: OnProjectPassed) {
  const app = createRouter();
  const { db } = deps;

  app.openapi(
    createRoute({
      method: "get",
      path: "/review/queue",
      tags,
      summary: "Waiting and claimed submissions of the courses the caller reviews, oldest first",
      responses: { 200: json(reviewQueueResponse, "The queue"), ...errors },
    }),
    async (c) => {
      const user = await requireRole(c, "moderator");
      return c.json(await reviewQueue(db, user), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/review/submissions/{id}",
      tags,
      summary: "A submission with every version, its files and the comments",
      request: { params: idParam },
      responses: answer,
    }),
    async (c) => {
      const user = await requireRole(c, "moderator");
      return c.json(await reviewSubmission(db, user, c.req.valid("param").id), 200);
    },
  );

  const claimAndStart = async (
    d: typeof db,
    user: Reviewer & { language: Language },
    id: string,
  ) => {
    const claimed = await claimSubmission(d, user, id);
    // A version submitted before first passes existed gets one now (decision 0124), and
    // one in another language is drafted again in the claimer's (decision 0145).
    const fp = claimed.firstPass;
    if (
      (!fp || (fp.status !== "running" && fp.language !== user.language)) &&
      (await startFirstPass(deps, {
        submissionId: id,
        version: claimed.version,
        language: user.language,
      }))
    )
      claimed.firstPass = queuedFirstPass(claimed.version, user.language);
    return claimed;
  };
  for (const [path, run, summary] of [
    ["claim", claimAndStart, "Claim a waiting submission (of two parallel claims one wins)"],
    [
      "release",
      releaseSubmission,
      "Give a claimed submission back to the queue (the claimer, or an admin)",
    ],
  ] as const)
    app.openapi(
      createRoute({
        method: "post",
        path: `/review/submissions/{id}/${path}`,
        tags,
        summary,
        request: { params: idParam },
        responses: answer,
      }),
      async (c) => {
        const user = await requireRole(c, "moderator");
        return c.json(await run(db, user, c.req.valid("param").id), 200);
      },
    );

  app.openapi(
    createRoute({
      method: "post",
      path: "/review/submissions/{id}/comments",
      tags,
      summary: "Comment on the submission or a line of one of its files (the claimer)",
      request: { params: idParam, ...jsonBody(commentRequest) },
      responses: answer,
    }),
    async (c) => {
      const user = await requireRole(c, "moderator");
      const { id } = c.req.valid("param");
      return c.json(await reviewerComment(db, user, id, c.req.valid("json")), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/review/submissions/{id}/decision",
      tags,
      summary: "Decide: passed or revise, with a summary and a mark per criterion (the claimer)",
      request: { params: idParam, ...jsonBody(decisionRequest) },
      responses: answer,
    }),
    async (c) => {
      const user = await requireRole(c, "moderator");
      const { id } = c.req.valid("param");
      const decided = await decideSubmission(db, user, id, c.req.valid("json"), onPassed);
      // The learner hears of the decision (issue 30, decision 0127).
      await notifyReviewed(deps, id);
      return c.json(decided, 200);
    },
  );

  return app;
}
