// Serving the practice sandbox (decision 0078): the sandbox page with its own CSP instead of
// the app's, the runtime files with their types, CORS and a year's cache, 404 for a file
// of another version, and the app's pages unchanged.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";

let t: TestApp;
let webDir: string;
const WASM = Buffer.from([0, 97, 115, 109, 1, 0, 0, 0]);

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), "kw-practice-assets-"));
  fs.writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>Kurswerk</title>");
  fs.mkdirSync(path.join(webDir, "practice/abc123/pglite"), { recursive: true });
  fs.writeFileSync(path.join(webDir, "practice/sandbox.html"), "<!doctype html><title>s</title>");
  fs.writeFileSync(path.join(webDir, "practice/abc123/pglite/pglite.wasm"), WASM);
  fs.writeFileSync(path.join(webDir, "practice/abc123/pglite/pglite.data"), "data");
  fs.writeFileSync(path.join(webDir, "practice/abc123/sql-worker.js"), "void 0;");
  // The database cluster as a plain tar with its brotli copy (decision 0241).
  fs.writeFileSync(path.join(webDir, "practice/abc123/pglite/base.tar"), "tar");
  fs.writeFileSync(
    path.join(webDir, "practice/abc123/pglite/base.tar.br"),
    zlib.brotliCompressSync(Buffer.from("tar")),
  );
  t = await createTestApp({}, { webDir });
  await t.signIn("admin");
});

afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (p: string) => t.request(p, { headers: { accept: "text/html,*/*" } });

describe("practice sandbox serving", () => {
  it("sends the sandbox page with its own CSP, framed only by Kurswerk, revalidated", async () => {
    const res = await get("/practice/sandbox.html");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const csp = res.headers.get("content-security-policy")!;
    const directives = Object.fromEntries(
      csp.split(/;\s*/).map((d) => [d.split(" ")[0], d.split(" ").slice(1).join(" ")]),
    );
    expect(directives["default-src"]).toBe("'none'");
    expect(directives["script-src"]).toContain("'wasm-unsafe-eval'");
    expect(directives["script-src"]).toContain("/practice/");
    expect(directives["worker-src"]).toBe("blob:");
    // Connections only to the runtime files: learner code cannot reach /api/.
    expect(directives["connect-src"].split(" ").every((s) => s.endsWith("/practice/"))).toBe(true);
    expect(directives["form-action"]).toBe("'none'");
    expect(directives["frame-ancestors"]).not.toContain("*");
    expect(directives["frame-ancestors"]).toContain("http://localhost:3000");
    expect(res.headers.get("x-frame-options")).toBeNull();
  });

  it("sends runtime files with their content types, CORS for the opaque frame and a year's cache", async () => {
    const wasm = await get("/practice/abc123/pglite/pglite.wasm");
    expect(wasm.status).toBe(200);
    expect(wasm.headers.get("content-type")).toBe("application/wasm");
    expect(wasm.headers.get("access-control-allow-origin")).toBe("*");
    expect(wasm.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await wasm.arrayBuffer()).equals(WASM)).toBe(true);
    const data = await get("/practice/abc123/pglite/pglite.data");
    expect(data.headers.get("content-type")).toBe("application/octet-stream");
    // The database cluster: compressed on the wire, a plain tar once the browser decoded it.
    const tar = await t.request("/practice/abc123/pglite/base.tar", {
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(tar.headers.get("content-type")).toBe("application/x-tar");
    expect(tar.headers.get("content-encoding")).toBe("br");
    expect(zlib.brotliDecompressSync(Buffer.from(await tar.arrayBuffer())).toString()).toBe("tar");
    const js = await get("/practice/abc123/sql-worker.js");
    expect(js.headers.get("content-type")).toMatch(/^text\/javascript/);
  });

  it("answers 404 for a file of another version, not the app's page", async () => {
    const res = await get("/practice/old999/sql-worker.js");
    expect(res.status).toBe(404);
  });

  it("keeps the app's CSP on the app's pages", async () => {
    const res = await get("/app/settings");
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });
});
