import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { createRouter, json, jsonBody } from "../../../lib/openapi";
import {
  blocksOrderInput,
  codeExampleWrite,
  exerciseWrite,
  expectedRevisionQuery,
  lessonResponse,
  practiceValidateRequest,
  practiceValidateResponse,
  quizWrite,
  type BlockKind,
} from "@shared/contracts/editor";
import { addBlock, deleteBlock, patchBlock, reorderBlocks, type BlockInput } from "./editor-blocks";
import { admin, editorErrors, lessonParams, tags, V } from "./editor-route-kit";
import { validatePracticeExercise } from "../../../practice/practice-engine";

/** Blocks of a lesson: code examples, exercises, quizzes (admin role checked by editorRoutes). */

const SCHEMAS = {
  "code-examples": codeExampleWrite,
  exercises: exerciseWrite,
  quizzes: quizWrite,
} as const;
const blockParams = z.object({ ...V, lessonId: z.string(), blockId: z.string() });

export function editorBlockRoutes() {
  const app = createRouter();
  for (const kind of Object.keys(SCHEMAS) as BlockKind[]) {
    const body = SCHEMAS[kind];
    app.openapi(
      createRoute({
        method: "post",
        path: `/admin/editor/{versionId}/lessons/{lessonId}/${kind}`,
        tags,
        summary: `Add to a lesson's ${kind} (expectedRevision: the lesson's)`,
        request: { params: lessonParams, ...jsonBody(body) },
        responses: { 201: json(lessonResponse, "Lesson"), ...editorErrors },
      }),
      async (c) => {
        const user = await admin(c);
        const { versionId, lessonId } = c.req.valid("param");
        const input = c.req.valid("json") as BlockInput[typeof kind];
        return c.json(
          await addBlock(c.get("deps"), user.id, versionId, lessonId, kind, input),
          201,
        );
      },
    );
    app.openapi(
      createRoute({
        method: "patch",
        path: `/admin/editor/{versionId}/lessons/{lessonId}/${kind}/{blockId}`,
        tags,
        summary: `Replace one of a lesson's ${kind} (the whole block is sent)`,
        request: { params: blockParams, ...jsonBody(body) },
        responses: { 200: json(lessonResponse, "Lesson"), ...editorErrors },
      }),
      async (c) => {
        const user = await admin(c);
        const { versionId, lessonId, blockId } = c.req.valid("param");
        const input = c.req.valid("json") as BlockInput[typeof kind];
        return c.json(
          await patchBlock(c.get("deps"), user.id, versionId, lessonId, kind, blockId, input),
          200,
        );
      },
    );
    app.openapi(
      createRoute({
        method: "delete",
        path: `/admin/editor/{versionId}/lessons/{lessonId}/${kind}/{blockId}`,
        tags,
        summary: `Delete one of a lesson's ${kind}`,
        request: { params: blockParams, query: expectedRevisionQuery },
        responses: { 200: json(lessonResponse, "Lesson"), ...editorErrors },
      }),
      async (c) => {
        const user = await admin(c);
        const { versionId, lessonId, blockId } = c.req.valid("param");
        const { expectedRevision } = c.req.valid("query");
        return c.json(
          await deleteBlock(
            c.get("deps"),
            user.id,
            versionId,
            lessonId,
            kind,
            blockId,
            expectedRevision,
          ),
          200,
        );
      },
    );
  }

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/editor/practice/validate",
      tags,
      summary:
        "Run a code exercise's model solution and starter code against its checks on the server (nothing is saved)",
      request: jsonBody(practiceValidateRequest),
      responses: { 200: json(practiceValidateResponse, "Validation"), ...editorErrors },
    }),
    async (c) => {
      await admin(c);
      const { practice } = c.req.valid("json");
      return c.json({ validation: await validatePracticeExercise(practice) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/admin/editor/{versionId}/lessons/{lessonId}/blocks/order",
      tags,
      summary: "Reorder a lesson's blocks (every id of each kind, in the new order)",
      request: { params: lessonParams, ...jsonBody(blocksOrderInput) },
      responses: { 200: json(lessonResponse, "Lesson"), ...editorErrors },
    }),
    async (c) => {
      const user = await admin(c);
      const { versionId, lessonId } = c.req.valid("param");
      return c.json(
        await reorderBlocks(c.get("deps"), user.id, versionId, lessonId, c.req.valid("json")),
        200,
      );
    },
  );
  return app;
}
