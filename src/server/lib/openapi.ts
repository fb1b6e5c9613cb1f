import { OpenAPIHono } from "@hono/zod-openapi";
import type { z } from "zod";
import type { AppEnv } from "../context";
import { AppError } from "./errors";
import { errorResponse } from "@shared/contracts/auth";

/** A router whose request validation failures become our 400 error shape. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        const issue = result.error.issues[0];
        throw new AppError(400, "VALIDATION_ERROR", issue?.message ?? "v:invalid", {
          field: issue?.path.join("."),
          issues: result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
        });
      }
    },
  });
}

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { "application/json": { schema } },
  description,
});

/** The usual error answers, documented once. */
export const errors = {
  400: json(errorResponse, "Invalid input"),
  401: json(errorResponse, "Not signed in"),
  403: json(errorResponse, "Not allowed"),
  404: json(errorResponse, "Not found"),
} as const;
