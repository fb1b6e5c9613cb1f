import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { jsonTextResponse } from "../../lib/json-text";
import {
  catalogueResponse,
  completeLessonResponse,
  courseIdParam,
  courseProgressResponse,
  dashboardResponse,
  learningLangQuery,
  learningPathResponse,
  lessonIdParam,
  playerResponse,
  sampleDataResponse,
  startCourseResponse,
} from "@shared/contracts/learning";
import { errorResponse } from "@shared/contracts/auth";
import {
  completeLessonRequest,
  quizAnswerRequest,
  quizAnswerResponse,
  quizIdParam,
} from "@shared/contracts/achievements";
import type { Language } from "@shared/i18n/languages";
import type { AppEnv, Deps } from "../../context";
import { requireUser } from "../../auth/guards";
import type { Reader } from "../../auth/session-live";
import { createRouter, errors, json, jsonBody } from "../../lib/openapi";
import { answerQuiz } from "./quiz-answers";
import { practiceRoutes } from "./practice.routes";
import {
  catalogue,
  completeLesson,
  courseProgress,
  createSampleData,
  dashboard,
  learningPath,
  playerContent,
  startCourse,
} from "./learning.service";

const tags = ["learning"];
const langRequest = { query: learningLangQuery };

/**
 * The language a learner screen is shown in (?lang=, else the profile's language) and the
 * reader: the learner and their session, which the screen's statement confirms (decision 0095).
 */
async function learner(c: Context<AppEnv>, lang: Language | undefined) {
  const user = await requireUser(c);
  const reader: Reader = { userId: user.id, sessionId: c.get("sessionId") ?? "" };
  return { user, reader, lang: lang ?? user.language };
}

/** Learner screens: dashboard, learning path, catalogue, player, progress (issue "learner area"). */
export function learningRoutes(deps: Deps) {
  const app = createRouter();
  const db = () => deps.db;

  app.openapi(
    createRoute({
      method: "get",
      path: "/learning/dashboard",
      tags,
      summary: "Dashboard: stats, Continue Learning, Recent Activity",
      request: langRequest,
      responses: { 200: json(dashboardResponse, "Dashboard"), ...errors },
    }),
    async (c) => {
      const { reader, lang } = await learner(c, c.req.valid("query").lang);
      return c.json(await dashboard(db(), reader, lang), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/learning/path",
      tags,
      summary: "The signed-in learner's learning path with totals",
      request: langRequest,
      responses: { 200: json(learningPathResponse, "Learning path"), ...errors },
    }),
    async (c) => {
      const { reader, lang } = await learner(c, c.req.valid("query").lang);
      return c.json(await learningPath(db(), reader, lang), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/learning/courses",
      tags,
      summary: "Catalogue: published courses, newest first, with the learner's status",
      request: langRequest,
      responses: { 200: json(catalogueResponse, "Catalogue"), ...errors },
    }),
    async (c) => {
      const { reader, lang } = await learner(c, c.req.valid("query").lang);
      const { json, etag } = await catalogue(db(), reader, lang);
      return jsonTextResponse(c, json, { etag });
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/learning/courses/{courseId}",
      tags,
      summary: "Course player: a published course with modules, lessons, blocks and progress",
      request: { ...langRequest, params: courseIdParam },
      responses: { 200: json(playerResponse, "Course content"), ...errors },
    }),
    async (c) => {
      const { reader, lang } = await learner(c, c.req.valid("query").lang);
      const { courseId } = c.req.valid("param");
      const { json, etag } = await playerContent(db(), reader, courseId, lang);
      return jsonTextResponse(c, json, { etag });
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/learning/courses/{courseId}/progress",
      tags,
      summary: "The learner's progress in one published course",
      request: { params: courseIdParam },
      responses: { 200: json(courseProgressResponse, "Progress"), ...errors },
    }),
    async (c) => {
      const { reader } = await learner(c, undefined);
      return c.json(await courseProgress(db(), reader, c.req.valid("param").courseId), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/learning/courses/{courseId}/start",
      tags,
      summary: "Start a course: adds it to the learning path (started now)",
      request: { params: courseIdParam },
      responses: { 200: json(startCourseResponse, "Started"), ...errors },
    }),
    async (c) => {
      const user = await requireUser(c);
      return c.json(await startCourse(db(), user.id, c.req.valid("param").courseId), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/learning/lessons/{lessonId}/complete",
      tags,
      summary:
        "Mark a lesson complete (once; refused when already complete); optional body: the browser's time zone and the content language (streak, certificate)",
      request: {
        params: lessonIdParam,
        body: {
          content: { "application/json": { schema: completeLessonRequest } },
          required: false,
        },
      },
      responses: {
        200: json(completeLessonResponse, "Completed"),
        ...errors,
        409: json(errorResponse, "Already completed"),
      },
    }),
    async (c) => {
      const user = await requireUser(c);
      const body = (c.req.valid("json") as typeof completeLessonRequest._output | undefined) ?? {};
      return c.json(await completeLesson(db(), user.id, c.req.valid("param").lessonId, body), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/learning/quizzes/{quizId}/answer",
      tags,
      summary:
        "Check a quiz answer (answers the correct choice and the explanation); the first answer counts for badges",
      request: { params: quizIdParam, ...jsonBody(quizAnswerRequest) },
      responses: { 200: json(quizAnswerResponse, "Checked"), ...errors },
    }),
    async (c) => {
      const user = await requireUser(c);
      const { choice, lang } = c.req.valid("json");
      const quizId = c.req.valid("param").quizId;
      return c.json(await answerQuiz(db(), user.id, quizId, choice, lang ?? user.language), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/learning/sample-data",
      tags,
      summary: "Sample data: two courses on the path, two lessons completed",
      responses: { 200: json(sampleDataResponse, "Created"), ...errors },
    }),
    async (c) => {
      const user = await requireUser(c);
      return c.json(await createSampleData(db(), user.id), 200);
    },
  );

  // Code exercises and the reveal of a model solution (decisions 0080, 0081).
  app.route("/", practiceRoutes(deps));

  return app;
}
