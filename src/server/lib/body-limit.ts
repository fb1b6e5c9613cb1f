import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../context";
import { AppError } from "./errors";
import { formatMessage } from "@shared/i18n/messages";

/**
 * Request body limits, enforced before a body is read (decision 0031). A declared
 * Content-Length above the limit is refused at once; a streamed body (no length) is
 * counted while it arrives and refused when it passes the limit, so no request holds
 * more than its limit in memory. Answers 413 `{ error: { code: "PAYLOAD_TOO_LARGE" } }`.
 */
function limit(maxBytes: number, shownBytes = maxBytes): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => tooLarge(c as Context<AppEnv>, shownBytes),
  }) as MiddlewareHandler<AppEnv>;
}

function tooLarge(c: Context<AppEnv>, shownBytes: number): never {
  c.header("Connection", "close");
  throw new AppError(
    413,
    "PAYLOAD_TOO_LARGE",
    formatMessage("bodyTooLarge", c.get("lang"), { max: formatBytes(shownBytes) }),
    { maxBytes: shownBytes },
  );
}

export const formatBytes = (n: number) =>
  n >= 1024 * 1024 && n % (1024 * 1024) === 0
    ? `${n / (1024 * 1024)} MB`
    : n >= 1024
      ? `${Math.round(n / 1024)} KB`
      : `${n} B`;

/** Room for the multipart envelope around an upload of the largest allowed file. */
export const MULTIPART_ENVELOPE_BYTES = 64 * 1024;

const isMultipart = (type: string | undefined) => !!type?.includes("multipart/form-data");

/**
 * Mounted on every path in app.ts: JSON and other bodies up to `json` bytes (BODY_LIMIT_JSON),
 * multipart uploads up to `upload` bytes (BODY_LIMIT_UPLOAD); a route narrows further with
 * `routeBodyLimit`.
 */
export function globalBodyLimit(limits: {
  json: number;
  upload: number;
}): MiddlewareHandler<AppEnv> {
  const json = limit(limits.json);
  // The multipart envelope (boundaries, part headers, other fields) comes on top of the
  // file, so that an upload route's own check of the file size answers first.
  const uploadMax = limits.upload + MULTIPART_ENVELOPE_BYTES;
  const upload = limit(uploadMax, limits.upload);
  return (c, next) => {
    const multipart = isMultipart(c.req.header("content-type"));
    // Hono's bodyLimit first asks for `c.req.raw.body`, which makes the Node adapter build a
    // full Request (with an AbortController) for every request: 5 % of a read's CPU (0068).
    // Without Transfer-Encoding the declared length is all Node's parser reads as the body,
    // so it is checked here, as bodyLimit checks it; a GET or HEAD that declares nothing has
    // no body. Only a chunked body is counted by bodyLimit while it arrives.
    if (c.req.header("transfer-encoding") === undefined) {
      const length = c.req.header("content-length");
      if (length !== undefined) {
        if (Number(length) > (multipart ? uploadMax : limits.json))
          tooLarge(c, multipart ? limits.upload : limits.json);
        return next();
      }
      if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    }
    return multipart ? upload(c, next) : json(c, next);
  };
}

/**
 * A route's own limit, for example uploads:
 * `createRoute({ middleware: [uploadBodyLimit()] , ... })` or `app.post(path, uploadBodyLimit(), handler)`.
 * Runs before the route's validators. A multipart route may go up to the configured upload
 * limit (5 MB by default); anything larger must raise BODY_LIMIT_UPLOAD too.
 */
export const routeBodyLimit = (maxBytes: number): MiddlewareHandler<AppEnv> => limit(maxBytes);

/** The upload limit of the configuration (BODY_LIMIT_UPLOAD, 5 MB by default) for a media route. */
export const uploadBodyLimit = (): MiddlewareHandler<AppEnv> => async (c, next) =>
  limit(c.get("deps").config.bodyLimit.upload)(c, next);
