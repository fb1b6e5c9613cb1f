/** Fetch wrapper for our JSON API: same-origin cookies, `{ error: { code, message } }` errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    /** Seconds until a rate-limited caller may try again (429: Retry-After / X-Retry-After). */
    readonly retryAfterS?: number,
  ) {
    super(message);
  }
}

export async function api<T>(
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<T> {
  const { json, headers, ...rest } = init;
  let res: Response;
  try {
    res = await fetch(path.startsWith("/") ? path : `/api/${path}`, {
      credentials: "same-origin",
      ...rest,
      headers: {
        Accept: "application/json",
        "Accept-Language": document.documentElement.lang || "de",
        ...(json !== undefined ? { "Content-Type": "application/json" } : {}),
        ...headers,
      },
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
  } catch (err) {
    throw new ApiError(0, "NETWORK", (err as Error).message || "Network error");
  }
  const text = await res.text();
  const body = text ? safeJson(text) : null;
  if (!res.ok) {
    const e =
      (body as {
        error?: { code?: string; message?: string; details?: unknown };
        code?: string;
        message?: string;
      } | null) ?? null;
    // Our API answers { error: {...} }; Better Auth answers { code, message }.
    const code = e?.error?.code ?? e?.code ?? `HTTP_${res.status}`;
    const message = e?.error?.message ?? e?.message ?? res.statusText;
    const retryAfter = Number(res.headers.get("retry-after") ?? res.headers.get("x-retry-after"));
    throw new ApiError(
      res.status,
      code,
      message,
      e?.error?.details,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    );
  }
  return body as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
