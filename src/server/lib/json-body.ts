import type { Context } from "hono";
import { AppError } from "./errors";

/**
 * The JSON object of a request that a route reads itself (routes with a schema get theirs
 * through the validator). A body that is not JSON, or JSON that is not an object (`null`,
 * an array, a number), answers 400 in the caller's language, never 500.
 */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  let value: unknown;
  try {
    value = await c.req.json();
  } catch {
    throw new AppError(400, "INVALID_JSON", "v:malformedJson");
  }
  if (value === null || typeof value !== "object" || Array.isArray(value))
    throw new AppError(400, "VALIDATION_ERROR", "v:bodyNotObject");
  return value as Record<string, unknown>;
}

/** A form's fields, or none when the form cannot be read (a broken multipart body). */
export async function readForm(c: Context): Promise<Record<string, unknown>> {
  try {
    return (await c.req.parseBody()) as Record<string, unknown>;
  } catch {
    return {};
  }
}
