/**
 * Serving the practice engine's sandbox (decision 0078): /practice/sandbox.html and the
 * versioned runtime files under /practice/<version>/ (built by scripts/build-practice.mjs).
 *
 * - The runtime files are public and never change under their version: cached a year,
 *   immutable, with their content types (application/wasm …), precompressed copies, and
 *   `Access-Control-Allow-Origin: *`, because the sandbox frame (an opaque origin) and its
 *   workers fetch them cross-origin, without credentials.
 * - The sandbox page gets its own CSP instead of the app's: scripts only from the runtime
 *   files, inline (the learner's page) and eval (the learner's code and the checks, inside
 *   this opaque origin only) and WebAssembly; workers only from blob: (how an opaque
 *   origin starts one); connections only to the runtime files (not the API); framed only
 *   by Kurswerk itself; no forms, no base, no plugins.
 */
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, MiddlewareHandler, Next } from "hono";

const TYPES: Record<string, string> = {
  ".wasm": "application/wasm",
  ".data": "application/octet-stream",
  ".zip": "application/zip",
  ".gz": "application/gzip",
  // PGlite's database cluster and Pyodide's memory snapshot (decision 0241).
  ".tar": "application/x-tar",
  ".bin": "application/octet-stream",
  ".json": "application/json",
  ".js": "text/javascript; charset=utf-8",
};

/** The sandbox page's Content-Security-Policy for the given origins of this Kurswerk. */
export function practiceSandboxCsp(origins: readonly string[]): string {
  const runtime = [...new Set(origins)].map((o) => `${o}/practice/`).join(" ");
  const self = [...new Set(origins)].join(" ");
  return [
    "default-src 'none'",
    `script-src ${runtime} 'unsafe-inline' 'unsafe-eval' 'wasm-unsafe-eval' blob:`,
    "worker-src blob:",
    `connect-src ${runtime}`,
    "style-src 'unsafe-inline'",
    "img-src data: blob:",
    "font-src data:",
    "media-src data: blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${self}`,
  ].join("; ");
}

/** Whether a request is for the practice sandbox (which keeps its own headers). */
export const isPracticePath = (p: string) => p.startsWith("/practice/");

/** The headers every /practice/ answer gets instead of the app's secure headers. */
export function practiceHeaders(baseUrl: string): MiddlewareHandler {
  const base = new URL(baseUrl).origin;
  return async (c: Context, next: Next) => {
    await next();
    const own = new URL(c.req.url).origin;
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "no-referrer");
    if (c.req.path === "/practice/sandbox.html") {
      c.header("Content-Security-Policy", practiceSandboxCsp([base, own]));
      c.header("Cache-Control", "no-cache");
    } else {
      c.header("Access-Control-Allow-Origin", "*");
      c.header("Cross-Origin-Resource-Policy", "cross-origin");
      if (c.res.status === 200 || c.res.status === 206 || c.res.status === 304) {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
        const type = TYPES[path.extname(c.req.path)];
        if (type) c.header("Content-Type", type);
      }
    }
  };
}

/** Static files of /practice/ from the built web app (headers: practiceHeaders). */
export function practiceStatic(webDir: string): MiddlewareHandler {
  const root = path.relative(process.cwd(), webDir) || ".";
  return serveStatic({ root, precompressed: true });
}
