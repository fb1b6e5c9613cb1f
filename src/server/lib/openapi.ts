import { OpenAPIHono } from "@hono/zod-openapi";
import type { z } from "zod";
import type { AppEnv } from "../context";
import { AppError } from "./errors";
import { errorResponse } from "@shared/contracts/auth";
import { translateValidationMessage } from "@shared/i18n/messages";
import { installZodErrorMap } from "@shared/i18n/zod-errors";
import { findForbiddenText } from "@shared/domain/text-rules";

// Validation messages are markers or keys, turned into the caller's language below.
installZodErrorMap();

/** A router whose request validation failures become our 400 error shape. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const lang = c.get("sessionUser")?.language ?? c.get("lang") ?? "de";
        const text = (m: string) => translateValidationMessage(m, lang);
        const issue = result.error.issues[0];
        throw new AppError(400, "VALIDATION_ERROR", text(issue?.message ?? "v:invalid"), {
          field: issue?.path.join("."),
          issues: result.error.issues
            .slice(0, 20)
            .map((i) => ({ path: i.path.join("."), message: text(i.message) })),
        });
      }
      // The character rule for every text a user writes, through every route (issue 14).
      const field = findForbiddenText(result.data);
      if (field !== null) {
        const lang = c.get("sessionUser")?.language ?? c.get("lang") ?? "de";
        const message = translateValidationMessage("v:textCharacters", lang);
        throw new AppError(400, "VALIDATION_ERROR", message, {
          field,
          issues: [{ path: field, message }],
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
