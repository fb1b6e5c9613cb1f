import type { Language } from "@shared/i18n/languages";
import { AUTH_ERROR_MESSAGE_KEYS, authStatusMessageKey } from "@shared/i18n/api-messages";
import { formatMessage, formatWait, translateValidationMessage } from "@shared/i18n/messages";
import { formatZodMarkersIn } from "@shared/i18n/zod-errors";

/** Codes whose message the server already wrote in the caller's language (admin-plugin.ts). */
const OWN_MESSAGES = new Set(["BANNED_USER"]);

const STATUS_CODES: Record<number, string> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  415: "UNSUPPORTED_MEDIA_TYPE",
  422: "UNPROCESSABLE_ENTITY",
};

/** Better Auth's successful answers that carry a text meant for people. */
const SUCCESS_TEXTS: Record<string, Parameters<typeof formatMessage>[0]> = {
  "/api/auth/request-password-reset": "authResetRequested",
};

/**
 * Better Auth's answer in the caller's language (decision 0089). Its errors are
 * `{ code, message }` with English messages: the code chooses our message (unknown codes
 * one by status); our own zod markers and `v:` keys are translated. Its 429 carries only
 * `X-Retry-After`: the answer gets `Retry-After`, the code `RATE_LIMITED` and a message
 * naming the wait. The codes stay, so clients keep telling the cases apart.
 */
export async function translateAuthAnswer(
  res: Response,
  path: string,
  lang: Language,
): Promise<Response> {
  const successKey = res.status < 300 ? SUCCESS_TEXTS[path] : undefined;
  if (!successKey && (res.status < 400 || res.status >= 500)) return res;
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  if (res.status === 429) {
    const wait = Number(res.headers.get("x-retry-after"));
    const retryAfterS = Number.isFinite(wait) && wait > 0 ? Math.ceil(wait) : 60;
    await res.body?.cancel();
    headers.set("Retry-After", String(retryAfterS));
    headers.set("content-type", "application/json");
    const message = formatMessage("rateLimited", lang, { time: formatWait(retryAfterS, lang) });
    // Both shapes: Better Auth's client reads code/message, ours reads error.
    return new Response(
      JSON.stringify({
        code: "RATE_LIMITED",
        message,
        error: { code: "RATE_LIMITED", message, details: { retryAfterS } },
      }),
      { status: 429, headers },
    );
  }
  if (!res.headers.get("content-type")?.includes("json")) return res;
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, { status: res.status, headers });
  }
  if (body && typeof body === "object" && !Array.isArray(body)) {
    const answer = body as { code?: unknown; message?: unknown; [k: string]: unknown };
    if (successKey) {
      if (typeof answer.message === "string") answer.message = formatMessage(successKey, lang);
    } else {
      answer.message = authMessage(answer, res.status, lang);
      // Some of its errors carry no code ("No fields to update"): one by status.
      if (typeof answer.code !== "string") answer.code = STATUS_CODES[res.status] ?? "AUTH_ERROR";
    }
  }
  return new Response(JSON.stringify(body), { status: res.status, headers });
}

function authMessage(
  answer: { code?: unknown; message?: unknown },
  status: number,
  lang: Language,
): string {
  const code = typeof answer.code === "string" ? answer.code : "";
  const message = typeof answer.message === "string" ? answer.message : "";
  if (message.startsWith("v:")) return translateValidationMessage(message, lang);
  // Better Auth's body validation names the field before our zod markers: "[body.email] …".
  const translated = formatZodMarkersIn(message, lang);
  if (translated !== message) return translated.replace(/\[[^\]]*\]\s*/g, "");
  if (OWN_MESSAGES.has(code) && message) return message;
  const key = AUTH_ERROR_MESSAGE_KEYS[code] ?? authStatusMessageKey(status);
  return formatMessage(key, lang);
}
