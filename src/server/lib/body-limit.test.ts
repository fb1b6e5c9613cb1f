import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../context";
import { createTestApp, type TestApp } from "../test/harness";
import { AppError } from "./errors";
import { globalBodyLimit, uploadBodyLimit } from "./body-limit";

/** Body limits before the body is read: 413 with a clear message, memory stays flat. */
let t: TestApp;
let server: ServerType;
let port: number;
const MB = 1024 * 1024;

beforeAll(async () => {
  t = await createTestApp();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((r) => server.once("listening", r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((r) => server?.close(r));
  await t?.close();
});

/**
 * Posts `total` bytes to the real server, streamed in chunks (chunked transfer encoding
 * unless `withLength`), and stops sending once the server has answered.
 */
function postStream(path: string, total: number, withLength = false) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request({
      host: "127.0.0.1",
      port,
      path,
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: "http://localhost:3000",
        "accept-language": "de",
        ...(withLength ? { "content-length": String(total) } : {}),
      },
    });
    let answered = false;
    req.on("response", (res) => {
      answered = true;
      let body = "";
      res.on("data", (d: Buffer) => (body += d.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", (err) => (answered ? undefined : reject(err)));
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      req.end();
    };
    req.write("{");
    pump();
  });
}

describe("request body limits", () => {
  it("refuses a JSON body over 1 MB with a declared length: 413 and a clear message", async () => {
    const res = await t.request("/api/leads", {
      json: { email: "a@b.de", padding: "x".repeat(MB + 10) },
      headers: { "accept-language": "de" },
    });
    expect(res.status).toBe(413);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error).toEqual({
      code: "PAYLOAD_TOO_LARGE",
      message: "Die Anfrage ist zu groß: erlaubt sind höchstens 1 MB.",
      details: { maxBytes: MB },
    });
  });

  it("refuses a streamed body without Content-Length once it passes the limit", async () => {
    const res = await postStream("/api/leads", 8 * MB);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("refuses an oversized Content-Length before reading, also on the auth routes", async () => {
    expect((await postStream("/api/auth/sign-up/email", 4 * MB, true)).status).toBe(413);
    expect((await postStream("/api/leads", 4 * MB, true)).status).toBe(413);
    // A protected route answers its role check first and learns nothing of the body.
    expect((await postStream("/api/admin/courses", 4 * MB, true)).status).toBe(401);
  });

  it("lets a body under the limit through", async () => {
    const res = await t.request("/api/leads", {
      json: { email: "a@b.de", padding: "x".repeat(500_000) },
    });
    expect(res.status).toBe(400);
  });

  it("keeps the server's memory flat under large bodies sent in parallel", async () => {
    global.gc?.();
    const before = process.memoryUsage().rss;
    for (let round = 0; round < 2; round++) {
      const results = await Promise.all(
        Array.from({ length: 4 }, (_, i) => postStream("/api/leads", 150 * MB, i % 2 === 0)),
      );
      expect(results.map((r) => r.status)).toEqual([413, 413, 413, 413]);
    }
    const grownMb = (process.memoryUsage().rss - before) / MB;
    expect(grownMb).toBeLessThan(120);
  });

  it("gives upload routes the larger upload limit (5 MB) through uploadBodyLimit()", async () => {
    const app = new Hono<AppEnv>();
    app.use("*", async (c, next) => {
      c.set("deps", t.deps);
      c.set("lang", "en");
      await next();
    });
    app.use("*", globalBodyLimit(t.deps.config.bodyLimit));
    app.post("/upload", uploadBodyLimit(), async (c) => {
      const form = await c.req.parseBody();
      return c.json({ size: (form.file as File).size });
    });
    app.onError((err, c) =>
      err instanceof AppError
        ? c.json({ error: { code: err.code, message: err.message } }, err.status)
        : c.json({ error: { code: "INTERNAL", message: String(err) } }, 500),
    );
    const upload = (bytes: number) => {
      const form = new FormData();
      form.set("file", new File([new Uint8Array(bytes)], "a.png", { type: "image/png" }));
      return app.request("/upload", { method: "POST", body: form });
    };
    const ok = await upload(3 * MB);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ size: 3 * MB });
    const tooBig = await upload(6 * MB);
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({
      error: {
        code: "PAYLOAD_TOO_LARGE",
        message: "The request is too large: at most 5 MB is allowed.",
      },
    });
  });
});
