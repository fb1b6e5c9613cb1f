import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Language } from "@shared/i18n/languages";

/** Values of a message with placeholders ("v:key" with "{name}"), per caller language. */
export type MessageVars = (lang: Language) => Record<string, string | number>;

/** An error the API answers as `{ error: { code, message } }` with its status. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly vars?: MessageVars,
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string, details?: unknown) =>
  new AppError(400, code, message, details);
export const unauthorized = () => new AppError(401, "UNAUTHORIZED", "v:unauthorized");
export const forbidden = (message = "v:forbidden") => new AppError(403, "FORBIDDEN", message);
export const notFound = (code = "NOT_FOUND", message = "v:notFound") =>
  new AppError(404, code, message);
export const conflict = (code: string, message: string) => new AppError(409, code, message);
