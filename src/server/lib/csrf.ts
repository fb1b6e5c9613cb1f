import type { Context } from "hono";

const DEV_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost):5173$/;

/** The host of an Origin header, or null when it is not a URL ("null" of a sandboxed frame). */
function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * Whether a write comes from our own pages (decision 0089). An Origin must be ours (the
 * configured origin, the Host the request came to, or Vite's dev server outside production);
 * the opaque origin "null" (sandboxed frames, data: URLs, some redirects) is never ours.
 * Without an Origin, a browser's Sec-Fetch-Site must not say "cross-site" or "same-site";
 * requests without both (curl, server to server) carry no cookie of a victim's browser.
 */
export function isSameOriginWrite(c: Context, selfOrigin: string, isProduction: boolean) {
  const origin = c.req.header("origin");
  const site = c.req.header("sec-fetch-site");
  if (origin === undefined) return !site || site === "same-origin" || site === "none";
  if (origin === selfOrigin) return true;
  if (!isProduction && DEV_ORIGIN.test(origin)) return true;
  const host = c.req.header("host");
  const fromHost = originHost(origin);
  return fromHost !== null && !!host && fromHost === host;
}
