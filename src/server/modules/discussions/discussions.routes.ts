import { createRoute } from "@hono/zod-openapi";
import { courseIdParam, lessonIdParam } from "@shared/contracts/learning";
import {
  answerBody,
  createdResponse,
  discussionOkResponse,
  discussionPageResponse,
  discussionQuery,
  discussionScopeBody,
  editPostBody,
  helpfulBody,
  hideBody,
  moderationQuery,
  moderationQueueResponse,
  newQuestionBody,
  postIdParam,
  reportBody,
  threadIdParam,
  toggleResponse,
} from "@shared/contracts/discussions";
import type { Deps } from "../../context";
import { requireRole, requireUser } from "../../auth/guards";
import { createRouter, errors, json, jsonBody } from "../../lib/openapi";
import { enforceRateLimit } from "../../lib/rate-limit";
import { listDiscussion } from "./discussions.service";
import {
  answerQuestion,
  askQuestion,
  deletePost,
  editPost,
  markHelpful,
  reportPost,
  setFollow,
  setHelpsToo,
} from "./discussion-writes";
import { moderatePost, moderationQueue, setDiscussionScope } from "./discussion-moderation";

const tags = ["discussions"];
/** New questions and answers per user: 10 in 10 minutes (kept in the database, every process). */
export const POSTS_PER_WINDOW = 10;
/** Reports per user: 20 an hour. */
export const REPORTS_PER_HOUR = 20;

const ok = { ok: true as const };

/** "Fragen & Antworten" under every lesson and its moderation (issue 45, decision 0218). */
export function discussionsRoutes(deps: Deps) {
  const app = createRouter();
  const limitPosts = (userId: string) =>
    enforceRateLimit(deps.db, {
      scope: "discussion-post",
      clientIp: userId,
      max: POSTS_PER_WINDOW,
      windowS: 600,
    });

  app.openapi(
    createRoute({
      method: "get",
      path: "/learning/lessons/{lessonId}/discussion",
      tags,
      summary: "A page of the lesson's questions and answers the caller may read (search with q)",
      request: { params: lessonIdParam, query: discussionQuery },
      responses: { 200: json(discussionPageResponse, "Threads"), ...errors },
    }),
    async (c) => {
      const user = await requireUser(c);
      const { lessonId } = c.req.valid("param");
      return c.json(await listDiscussion(deps.db, user, lessonId, c.req.valid("query")), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/learning/lessons/{lessonId}/discussion",
      tags,
      summary: "Ask a question in the lesson's discussion",
      request: { params: lessonIdParam, ...jsonBody(newQuestionBody) },
      responses: { 201: json(createdResponse, "Asked"), ...errors },
    }),
    async (c) => {
      const user = await requireUser(c);
      await limitPosts(user.id);
      const { lessonId } = c.req.valid("param");
      return c.json(await askQuestion(deps.db, user, lessonId, c.req.valid("json")), 201);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/learning/discussion/threads/{threadId}/answers",
      tags,
      summary: "Answer a question (its followers are notified)",
      request: { params: threadIdParam, ...jsonBody(answerBody) },
      responses: { 201: json(createdResponse, "Answered"), ...errors },
    }),
    async (c) => {
      const user = await requireUser(c);
      await limitPosts(user.id);
      const { threadId } = c.req.valid("param");
      return c.json(await answerQuestion(deps, user, threadId, c.req.valid("json")), 201);
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/learning/discussion/threads/{threadId}/helpful",
      tags,
      summary: "The asker marks the answer that helped",
      request: { params: threadIdParam, ...jsonBody(helpfulBody) },
      responses: { 200: json(discussionOkResponse, "Done"), ...errors },
    }),
    async (c) => {
      const user = await requireUser(c);
      const { threadId } = c.req.valid("param");
      await markHelpful(deps.db, user, threadId, c.req.valid("json").postId);
      return c.json(ok, 200);
    },
  );

  for (const [what, path, fn] of [
    ["'Hilft mir auch'", "helps-too", setHelpsToo],
    ["Follow", "follow", setFollow],
  ] as const)
    for (const on of [true, false])
      app.openapi(
        createRoute({
          method: on ? "put" : "delete",
          path: `/learning/discussion/threads/{threadId}/${path}`,
          tags,
          summary: `${what} ${on ? "on" : "off"} (once per user)`,
          request: { params: threadIdParam },
          responses: { 200: json(toggleResponse, "Count"), ...errors },
        }),
        async (c) => {
          const user = await requireUser(c);
          return c.json(await fn(deps.db, user, c.req.valid("param").threadId, on), 200);
        },
      );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/learning/discussion/posts/{postId}",
      tags,
      summary: "Edit one's own post",
      request: { params: postIdParam, ...jsonBody(editPostBody) },
      responses: { 200: json(discussionOkResponse, "Done"), ...errors },
    }),
    async (c) => {
      const user = await requireUser(c);
      await editPost(deps.db, user, c.req.valid("param").postId, c.req.valid("json"));
      return c.json(ok, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/learning/discussion/posts/{postId}",
      tags,
      summary: "Delete one's own post",
      request: { params: postIdParam },
      responses: { 200: json(discussionOkResponse, "Done"), ...errors },
    }),
    async (c) => {
      const user = await requireUser(c);
      await deletePost(deps.db, user, c.req.valid("param").postId);
      return c.json(ok, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/learning/discussion/posts/{postId}/report",
      tags,
      summary: "Report a post for moderation",
      request: { params: postIdParam, ...jsonBody(reportBody) },
      responses: { 200: json(discussionOkResponse, "Done"), ...errors },
    }),
    async (c) => {
      const user = await requireUser(c);
      await enforceRateLimit(deps.db, {
        scope: "discussion-report",
        clientIp: user.id,
        max: REPORTS_PER_HOUR,
        windowS: 3600,
      });
      await reportPost(deps.db, user, c.req.valid("param").postId, c.req.valid("json"));
      return c.json(ok, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/discussions/moderation",
      tags,
      summary: "Reported (open) or hidden posts the caller may moderate, oldest first",
      request: { query: moderationQuery },
      responses: { 200: json(moderationQueueResponse, "Queue"), ...errors },
    }),
    async (c) => {
      const user = await requireRole(c, "teacher");
      return c.json(await moderationQueue(deps.db, user, c.req.valid("query").status), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/discussions/moderation/posts/{postId}/hide",
      tags,
      summary: "Hide a post with the reason (closes its reports)",
      request: { params: postIdParam, ...jsonBody(hideBody) },
      responses: { 200: json(discussionOkResponse, "Done"), ...errors },
    }),
    async (c) => {
      const user = await requireRole(c, "teacher");
      const { postId } = c.req.valid("param");
      await moderatePost(deps.db, user, postId, { hide: true, reason: c.req.valid("json").reason });
      return c.json(ok, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/discussions/moderation/posts/{postId}/restore",
      tags,
      summary: "Show a hidden post again, or keep a reported one (closes its reports)",
      request: { params: postIdParam },
      responses: { 200: json(discussionOkResponse, "Done"), ...errors },
    }),
    async (c) => {
      const user = await requireRole(c, "teacher");
      await moderatePost(deps.db, user, c.req.valid("param").postId, { hide: false });
      return c.json(ok, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/admin/courses/{courseId}/discussions",
      tags,
      summary: "Who reads a lesson's discussion: each class its own, or all learners of the course",
      request: { params: courseIdParam, ...jsonBody(discussionScopeBody) },
      responses: { 200: json(discussionOkResponse, "Done"), ...errors },
    }),
    async (c) => {
      await requireRole(c, "admin");
      const { courseId } = c.req.valid("param");
      await setDiscussionScope(deps.db, courseId, c.req.valid("json").scope);
      return c.json(ok, 200);
    },
  );

  return app;
}
