import type { Context, TypedResponse } from "hono";

/** UTF-8 JSON its producer guarantees to be a `T` (serialised from cached parts, decision 0062). */
export type JsonText<T> = Uint8Array & { readonly __json: T };

export const asJsonText = <T>(bytes: Uint8Array) => bytes as JsonText<T>;

/**
 * Answers with JSON that is already encoded, typed like `c.json(value)` for the route's
 * response schema (an OpenAPI handler must answer with its declared body type).
 */
export function jsonTextResponse<T>(
  c: Context,
  text: JsonText<T>,
  headers: Record<string, string> = {},
): Response & TypedResponse<T, 200, "json"> {
  return c.body(text as Uint8Array<ArrayBuffer>, 200, {
    ...headers,
    "content-type": "application/json",
  }) as unknown as Response & TypedResponse<T, 200, "json">;
}
