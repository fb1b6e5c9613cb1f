import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { createTestApp, type TestApp } from "../test/harness";
import { eq, inArray } from "drizzle-orm";
import { lessonQuizzes, lessons, modules, session } from "../db/schema";
import { insertDemo } from "../test/editor-helpers";
import { looksEnglish } from "@shared/test/english-labels";

/**
 * Property-based fuzzing of every route the server registers (`app.routes`, the ones outside
 * /api/openapi.json included) and of every endpoint of Better Auth (issues 14 and 33):
 * generated bodies (wrong types, missing and extra fields, top-level null, arrays and
 * numbers, huge strings, deep nesting, unicode edge cases, numbers at the limits), query
 * strings and path ids, all under `Accept-Language: de`. Zero 5xx; every 4xx JSON answer has
 * `{ error: { code, message } }` (Better Auth: `{ code, message }`) with a message that is
 * not English; every write with `Origin: null` is refused; the app still answers afterwards.
 * Prints the number of requests per route.
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 14);

interface Operation {
  method: string;
  path: string;
  params: string[];
  query: string[];
  bodyKeys: string[] | null;
  /** Not in the OpenAPI document: found in app.routes only. */
  codeOnly?: boolean;
}

let t: TestApp;
let admin = "";
let learner = "";
const realIds: string[] = [];
const operations: Operation[] = [];
/** Better Auth's endpoints (method and path under /api/auth), from the library itself. */
const authOperations: { method: string; path: string }[] = [];
const counts = new Map<string, number>();
const statuses = new Map<number, number>();
let ipCounter = 0;

/** Better Auth's JSON endpoints (their errors have their own shape: only "no 5xx" holds). */
const AUTH_ENDPOINTS = [
  "/api/auth/sign-in/email",
  "/api/auth/sign-up/email",
  "/api/auth/request-password-reset",
  "/api/auth/reset-password",
  "/api/auth/update-user",
  "/api/auth/change-password",
  "/api/auth/send-verification-email",
];

beforeAll(async () => {
  t = await createTestApp();
  const demo = await insertDemo(t, 0);
  realIds.push(demo.courseId, demo.sourceId, demo.translatedId);
  // Real module, lesson and block ids, so that generated requests reach past "not found".
  const mods = await t.deps.db
    .select({ id: modules.id })
    .from(modules)
    .where(eq(modules.courseId, demo.courseId));
  const lessonRows = await t.deps.db
    .select({ id: lessons.id })
    .from(lessons)
    .where(
      inArray(
        lessons.moduleId,
        mods.map((m) => m.id),
      ),
    );
  const quizRows = await t.deps.db
    .select({ id: lessonQuizzes.id })
    .from(lessonQuizzes)
    .where(
      inArray(
        lessonQuizzes.lessonId,
        lessonRows.map((l) => l.id),
      ),
    );
  const rows = [...mods.slice(0, 2), ...lessonRows.slice(0, 3), ...quizRows.slice(0, 2)];
  realIds.push(...rows.map((r) => r.id));
  admin = (await t.signIn("admin")).cookie;
  learner = (await t.signIn("user")).cookie;
  const doc = (await (await t.request("/api/openapi.json")).json()) as OpenApiDoc;
  for (const [path, ops] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(ops)) {
      const parameters = op.parameters ?? [];
      const schema = op.requestBody?.content?.["application/json"]?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        params: parameters.filter((p) => p.in === "path").map((p) => p.name),
        query: parameters.filter((p) => p.in === "query").map((p) => p.name),
        bodyKeys: op.requestBody ? Object.keys(resolve(doc, schema)?.properties ?? {}) : null,
      });
    }
  // Every other route the app registers (middleware and catch-alls are registered as ALL):
  // the unsubscribe and confirm forms, uploads, the job events, development routes …
  const documented = new Set(operations.map((o) => `${o.method} ${o.path}`));
  for (const r of t.app.routes) {
    if (r.method === "ALL" || r.path.startsWith("/api/auth/")) continue;
    const path = r.path.replace(/:(\w+)/g, "{$1}").replace(/\*$/, "{rest}");
    if (documented.has(`${r.method} ${path}`)) continue;
    documented.add(`${r.method} ${path}`);
    operations.push({
      method: r.method,
      path,
      params: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!),
      query: ["token", "email", "lang"],
      bodyKeys: r.method === "GET" ? null : ["token", "email"],
      codeOnly: true,
    });
  }
  // Better Auth's endpoints, as its router registers them under /api/auth/*.
  const endpoints = t.deps.auth.api as unknown as Record<
    string,
    { path?: string; options?: { method?: string | string[] } }
  >;
  for (const e of Object.values(endpoints)) {
    if (!e.path) continue;
    const methods = [e.options?.method ?? "GET"].flat();
    for (const method of methods)
      authOperations.push({ method, path: `/api/auth${e.path.replace(/:(\w+)/g, "{$1}")}` });
  }
}, 60_000);
afterAll(async () => {
  const lines = [...counts].map(([route, n]) => `${String(n).padStart(5)}  ${route}`);
  const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
  console.log(`fuzz: requests per route (seed ${SEED})\n${lines.join("\n")}`);
  console.log(`fuzz: answers by status: ${byStatus.join(", ")}`);
  await t?.close();
});

interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content?: Record<string, { schema?: SchemaObject }> };
      }
    >
  >;
  components?: { schemas?: Record<string, SchemaObject> };
}
interface SchemaObject {
  $ref?: string;
  properties?: Record<string, unknown>;
}
function resolve(doc: OpenApiDoc, s: SchemaObject | undefined): SchemaObject | undefined {
  if (!s?.$ref) return s;
  return doc.components?.schemas?.[s.$ref.split("/").pop()!];
}

// ---- generators ---------------------------------------------------------------------

const EDGE_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0007b",
  "\uD800",
  "x\uDC00",
  "\u202Eevil",
  "\u200B\u200D",
  "\uFEFF",
  "𝓚urs\u0301werk",
  "👩‍👩‍👧‍👦".repeat(50),
  "%00",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "'; drop table users; --",
  "null",
  "-1",
  "1e309",
  "00000000-0000-0000-0000-000000000000",
  "de",
  "admin",
];
const EDGE_NUMBERS = [
  0,
  -0,
  -1,
  1,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  1e308,
  -1e308,
  5e-324,
  0.1,
];

const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 3, arbitrary: fc.constantFrom(...EDGE_STRINGS) },
  { weight: 1, arbitrary: fc.nat({ max: 300_000 }).map((n) => "x".repeat(n)) },
);
const num = fc.oneof(
  fc.constantFrom(...EDGE_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const leaf = fc.oneof(text, num, fc.boolean(), fc.constant(null));
const { json } = fc.letrec((tie) => ({
  json: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    leaf,
    fc.array(tie("json"), { maxLength: 5 }),
    fc.dictionary(text, tie("json"), { maxKeys: 5 }),
  ),
}));
/** Nesting far deeper than any schema: 2,000 levels of arrays or objects. */
const deep = fc
  .tuple(fc.nat({ max: 2000 }), fc.boolean())
  .map(([n, arr]) =>
    arr ? "[".repeat(n) + "]".repeat(n) : '{"a":'.repeat(n) + "1" + "}".repeat(n),
  );

/** A body for a route that declares these keys: some of them with any value, plus extras. */
function bodyFor(keys: string[]) {
  const key = fc.oneof(
    { weight: 4, arbitrary: keys.length ? fc.constantFrom(...keys) : text },
    { weight: 1, arbitrary: fc.constantFrom("__proto__", "constructor", "extra", "id", "role") },
  );
  return fc.oneof(
    { weight: 6, arbitrary: fc.dictionary(key, json, { maxKeys: keys.length + 2 }).map(stringify) },
    { weight: 1, arbitrary: json.map(stringify) },
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: fc.constantFrom("", "{", "nul", '{"a":1}}', "\u0000", "[]") },
    // JSON that is not an object where an object is expected (issue 33).
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        "null",
        "[]",
        "[null]",
        '[{"token":"x"}]',
        "0",
        "-1",
        '"x"',
        "true",
      ),
    },
  );
}
function stringify(v: unknown) {
  return JSON.stringify(v);
}

function pathId() {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...realIds) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: text.map((s) => encodeURIComponent(s.slice(0, 2000)) || "x") },
  );
}

function requestFor(op: Operation) {
  return fc.record({
    params: fc.tuple(...op.params.map(() => pathId())),
    query: fc.dictionary(
      fc.oneof(op.query.length ? fc.constantFrom(...op.query) : text, text),
      text.map((s) => s.slice(0, 2000)),
      { maxKeys: 3 },
    ),
    body: op.bodyKeys ? bodyFor(op.bodyKeys) : fc.constant(undefined),
    caller: fc.constantFrom("admin", "admin", "admin", "learner", "anonymous"),
  });
}

// ---- the property -------------------------------------------------------------------

async function send(
  method: string,
  path: string,
  body: string | undefined,
  caller: string,
  origin?: string,
): Promise<Response> {
  const n = ++ipCounter;
  const cookie = caller === "admin" ? admin : caller === "learner" ? learner : undefined;
  // A real server always gets a Host header (the CSRF check compares it with the Origin).
  const headers: Record<string, string> = { "accept-language": "de", host: "localhost:3000" };
  if (origin) headers.origin = origin;
  if (body !== undefined) headers["content-type"] = "application/json";
  return t.request(path, {
    method,
    cookie,
    ip: `10.88.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`,
    headers,
    ...(body === undefined || method === "GET" || method === "HEAD" ? {} : { body }),
  });
}

/**
 * No 5xx; a 4xx in JSON says `{ error: { code, message } }` (Better Auth's own endpoints:
 * `{ code, message }`) with a message that is not English: every caller here asked for
 * German. Pages (the unsubscribe forms) and files answer in their own formats.
 */
async function expectErrorShape(res: Response, where: string, authShape = false) {
  statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  // A statement count would tell a sign-up's paths apart (issue 41): never on auth routes.
  if (authShape) expect(res.headers.get("x-sql-statements"), where).toBeNull();
  expect(res.status, where).toBeLessThan(500);
  const type = res.headers.get("content-type") ?? "";
  if (res.status < 400 || (authShape && !type.includes("json"))) {
    await res.body?.cancel();
    return;
  }
  const raw = await res.text();
  let body: { error?: { code?: unknown; message?: unknown }; code?: unknown; message?: unknown };
  try {
    body = JSON.parse(raw);
  } catch {
    if (!type.includes("json") && type.includes("html")) return;
    throw new Error(`${where}: ${res.status} answered without JSON: ${raw.slice(0, 200)}`);
  }
  const error = authShape && !body.error ? body : body.error;
  expect(typeof error?.code, `${where}: ${raw.slice(0, 300)}`).toBe("string");
  expect(typeof error?.message, `${where}: ${raw.slice(0, 300)}`).toBe("string");
  const message = error?.message as string;
  expect(message.length, where).toBeGreaterThan(0);
  expect(looksEnglish(message), `${where}: English answer to a German caller: ${message}`).toBe(
    false,
  );
}

function concretePath(op: { path: string }, params: string[]) {
  let i = 0;
  return op.path.replace(/\{[^}]+\}/g, () => params[i++] ?? "x");
}

describe("fuzzing every JSON route", () => {
  it("finds the routes to fuzz, the code-only ones and Better Auth's included", () => {
    expect(operations.length).toBeGreaterThan(50);
    const names = operations.map((o) => `${o.method} ${o.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        "POST /api/leads/unsubscribe",
        "POST /api/plan/unsubscribe",
        "GET /api/admin/jobs/{id}/events",
        "GET /uploads/{rest}",
      ]),
    );
    expect(authOperations.map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining([
        "POST /api/auth/sign-in/email",
        "GET /api/auth/reset-password/{token}",
      ]),
    );
  });

  it("answers generated requests without 5xx, with { error: { code, message } } for every 4xx", async () => {
    for (const op of operations) {
      const route = `${op.method} ${op.path}`;
      await fc.assert(
        fc.asyncProperty(requestFor(op), async (r) => {
          let path = concretePath(op, r.params);
          const qs = new URLSearchParams(r.query).toString();
          if (qs) path += `?${qs}`;
          counts.set(route, (counts.get(route) ?? 0) + 1);
          const res = await send(op.method, path, r.body, r.caller);
          await expectErrorShape(res, `${route} (${path.slice(0, 120)})`);
        }),
        { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
      );
    }
  }, 300_000);

  it("Better Auth's JSON endpoints never answer 5xx", async () => {
    for (const endpoint of AUTH_ENDPOINTS) {
      const route = `POST ${endpoint}`;
      await fc.assert(
        fc.asyncProperty(
          bodyFor(["email", "password", "name", "token", "newPassword", "image", "language"]),
          fc.constantFrom("learner", "anonymous"),
          async (body, caller) => {
            counts.set(route, (counts.get(route) ?? 0) + 1);
            const res = await send("POST", endpoint, body, caller);
            await expectErrorShape(res, `${route}: ${body.slice(0, 120)}`, true);
          },
        ),
        { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
      );
    }
  }, 120_000);

  it("never hands out a session token on any endpoint of Better Auth (issue 41)", async () => {
    // Every GET of Better Auth as the learner and the admin (GETs change nothing that the
    // rest of this file needs), and the session reads that are POSTs elsewhere.
    const tokens = (await t.deps.db.select({ token: session.token }).from(session)).map(
      (r) => r.token,
    );
    expect(tokens.length).toBeGreaterThanOrEqual(2);
    const gets = authOperations.filter((o) => o.method === "GET");
    expect(gets.map((o) => o.path)).toEqual(
      expect.arrayContaining(["/api/auth/get-session", "/api/auth/list-sessions"]),
    );
    for (const op of gets)
      for (const caller of ["learner", "admin"]) {
        const res = await send("GET", concretePath(op, realIds), undefined, caller);
        const text = await res.text();
        for (const token of tokens)
          expect(text, `GET ${op.path} as ${caller}`).not.toContain(token);
      }
  }, 120_000);

  it("answers every endpoint of Better Auth without 5xx and without English", async () => {
    const runs = Math.max(3, Math.ceil(RUNS_PER_ROUTE / 4));
    for (const op of authOperations) {
      const route = `${op.method} ${op.path}`;
      const params = [...op.path.matchAll(/\{\w+\}/g)].map(() => pathId());
      await fc.assert(
        // Anonymous: a signed-in learner would sign out or delete itself here.
        fc.asyncProperty(
          fc.tuple(...params),
          bodyFor(["email", "password", "token", "callbackURL", "redirectTo", "code"]),
          async (ps, body) => {
            counts.set(route, (counts.get(route) ?? 0) + 1);
            const res = await send(op.method, concretePath(op, ps), body, "anonymous");
            await expectErrorShape(res, `${route}: ${body.slice(0, 120)}`, true);
          },
        ),
        { numRuns: runs, seed: SEED, endOnFailure: true },
      );
    }
  }, 300_000);

  it("refuses every write with Origin: null (a sandboxed frame) with 403 in German", async () => {
    const writes = [
      ...operations.filter((o) => o.method !== "GET" && o.path.startsWith("/api/")),
      ...authOperations.filter((o) => o.method !== "GET"),
    ];
    expect(writes.length).toBeGreaterThan(40);
    for (const op of writes) {
      for (const body of ["null", "[]", "{}"]) {
        const path = concretePath(op, realIds);
        const res = await send(op.method, path, body, "admin", "null");
        const where = `${op.method} ${op.path} ${body}`;
        expect(res.status, where).toBe(403);
        const answer = (await res.json()) as { error: { code: string; message: string } };
        expect(answer.error, where).toEqual({
          code: "CSRF",
          message: "Anfrage von einer fremden Seite abgelehnt",
        });
      }
    }
  }, 120_000);

  it("refuses a name holding any character that draws nothing or turns the text, by Unicode property (issue 41)", async () => {
    // Every code point that is Default_Ignorable, a format character, a line or paragraph
    // separator or a space other than U+0020 and U+3000 (joiners have rules of their own).
    const hidden: string[] = [];
    const re = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Zl}\p{Zp}\p{Zs}]/u;
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const ch = String.fromCodePoint(cp);
      if (re.test(ch) && ![0x20, 0x3000, 0x200c, 0x200d].includes(cp)) hidden.push(ch);
    }
    expect(hidden.length).toBeGreaterThan(4000);
    const { validationMessages } = await import("@shared/i18n/messages");
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...hidden, "\u2800", "\u0336", "\u20d2"),
        fc.integer({ min: 1, max: 7 }),
        async (ch, at) => {
          const name = `Eva Bell`.slice(0, at) + ch + `Eva Bell`.slice(at);
          const res = await send("PUT", "/api/me/profile", JSON.stringify({ name }), "learner");
          const where = `U+${ch.codePointAt(0)!.toString(16)} at ${at}`;
          expect(res.status, where).toBe(400);
          const body = (await res.json()) as { error: { message: string } };
          expect(body.error.message, where).toBe(validationMessages.de.nameInvisible);
        },
      ),
      { numRuns: Math.max(RUNS_PER_ROUTE * 5, 100), seed: SEED },
    );
  }, 120_000);

  it("still answers afterwards", async () => {
    expect((await t.request("/api/health")).status).toBe(200);
    const me = await t.request("/api/me", { cookie: learner });
    expect(me.status).toBe(200);
  });
});
