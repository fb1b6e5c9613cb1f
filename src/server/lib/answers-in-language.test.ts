import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";
import type { Logger } from "./logger";
import { looksEnglish } from "@shared/test/english-labels";
import { translateAuthAnswer } from "../auth/auth-answers";

/**
 * Issue 33 (decision 0089): every answer in the caller's language, the libraries' included;
 * an opaque or cross-site origin is refused with 403, never 500; a JSON body that is not an
 * object answers 400.
 */
let t: TestApp;
const errors: string[] = [];
const logger: Logger = {
  debug() {},
  info() {},
  warn() {},
  error(msg, fields) {
    errors.push(`${msg} ${JSON.stringify(fields ?? {})}`);
  },
};
let ipN = 0;
const ip = () => `10.77.${Math.floor(++ipN / 250)}.${(ipN % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: "2" }, { logger });
});
afterAll(async () => {
  await t?.close();
});

type Answer = { error?: { code: string; message: string }; code?: string; message?: string };
async function answer(res: Response): Promise<{ code?: string; message?: string }> {
  const body = (await res.json()) as Answer;
  return body.error ?? { code: body.code, message: body.message };
}

describe("writes from another origin", () => {
  it("refuses Origin: null with 403 in the caller's language, without an error in the log", async () => {
    for (const [lang, message] of [
      ["de", "Anfrage von einer fremden Seite abgelehnt"],
      ["en", "Request from another site refused"],
      ["fr", "Requête provenant d’un autre site refusée"],
    ] as const) {
      for (const path of ["/api/leads", "/api/leads/unsubscribe", "/api/auth/sign-out"]) {
        const res = await t.request(path, {
          json: {},
          // A real server always gets a Host header (the check compares it with the Origin).
          headers: { origin: "null", host: "localhost:3000", "accept-language": lang },
        });
        expect(res.status, path).toBe(403);
        expect(await answer(res), path).toEqual({ code: "CSRF", message });
      }
    }
    // Signed in: the same, in the profile's language (German).
    const { cookie } = await t.signIn("user");
    for (const path of ["/api/learning/sample-data", "/api/me/language", "/api/auth/update-user"]) {
      const res = await t.request(path, {
        method: path === "/api/me/language" ? "PUT" : "POST",
        json: {},
        cookie,
        headers: { origin: "null", host: "localhost:3000" },
      });
      expect(res.status, path).toBe(403);
      expect(await answer(res), path).toEqual({
        code: "CSRF",
        message: "Anfrage von einer fremden Seite abgelehnt",
      });
    }
    // A session's writes still work from our own origin.
    const own = await t.request("/api/me/language", {
      method: "PUT",
      json: { language: "de" },
      cookie,
    });
    expect(own.status).toBe(200);
    expect(errors).toEqual([]);
  });

  it("refuses a write without Origin when the browser says it is cross-site or same-site", async () => {
    for (const site of ["cross-site", "same-site"]) {
      const res = await t.app.request("/api/leads/unsubscribe", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "sec-fetch-site": site,
          "accept-language": "de",
        },
        body: JSON.stringify({ token: "x".repeat(43) }),
      });
      expect(res.status, site).toBe(403);
      expect((await answer(res)).message).toBe("Anfrage von einer fremden Seite abgelehnt");
    }
    // Our own pages (same-origin), the address bar (none) and callers without fetch
    // metadata (curl) pass the check.
    for (const site of ["same-origin", "none", undefined]) {
      const res = await t.app.request("/api/leads/unsubscribe", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(site ? { "sec-fetch-site": site } : {}),
        },
        body: JSON.stringify({ token: "x".repeat(43) }),
      });
      expect(res.status, String(site)).toBe(404);
    }
  });

  it("refuses other origins, and an Origin that is not a URL", async () => {
    for (const origin of ["https://evil.example", "null", "not a url", "http://"]) {
      const res = await t.request("/api/leads/unsubscribe", {
        json: { token: "x".repeat(43) },
        headers: { origin, host: "localhost:3000" },
      });
      expect(res.status, origin).toBe(403);
    }
    expect(errors).toEqual([]);
  });
});

describe("JSON bodies that are not objects", () => {
  it("answers 400 with a translated message where a route reads the body itself", async () => {
    for (const path of ["/api/leads/unsubscribe", "/api/plan/unsubscribe"]) {
      for (const body of [null, [], [{ token: "x" }], 5, "token", true]) {
        const res = await t.request(path, {
          json: body,
          ip: ip(),
          headers: { "accept-language": "de" },
        });
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(await answer(res)).toEqual({
          code: "VALIDATION_ERROR",
          message: "Die Anfrage muss ein JSON-Objekt enthalten.",
        });
      }
      const broken = await t.request(path, {
        method: "POST",
        body: "{",
        headers: { "content-type": "application/json", "accept-language": "en" },
      });
      expect(broken.status).toBe(400);
      expect(await answer(broken)).toEqual({
        code: "INVALID_JSON",
        message: "The request does not contain valid JSON.",
      });
    }
    expect(errors).toEqual([]);
  });

  it("answers 400 where a schema validates the body", async () => {
    for (const body of [null, [], 7]) {
      const res = await t.request("/api/leads", {
        json: body,
        ip: ip(),
        headers: { "accept-language": "de" },
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(looksEnglish((await answer(res)).message ?? "")).toBe(false);
    }
  });
});

describe("the server's own messages in the caller's language", () => {
  it("says not found, invalid link and unknown course in English to an English caller", async () => {
    const lead = await t.request("/api/leads/unsubscribe", {
      json: { token: "x".repeat(43) },
      ip: ip(),
      headers: { "accept-language": "en" },
    });
    expect(lead.status).toBe(404);
    expect(await answer(lead)).toEqual({ code: "LEAD_NOT_FOUND", message: "Lead not found" });
    const link = await t.request("/api/plan/unsubscribe", {
      json: { token: "x" },
      headers: { "accept-language": "fr" },
    });
    expect(link.status).toBe(404);
    expect(await answer(link)).toEqual({ code: "TOKEN_NOT_FOUND", message: "Lien invalide" });

    // A signed-in learner: the profile's language decides (a new sign-in carries it).
    const { cookie: first } = await t.signIn("user");
    const set = await t.request("/api/me/language", {
      method: "PUT",
      json: { language: "en" },
      cookie: first,
    });
    expect(set.status).toBe(200);
    const me = (await (await t.request("/api/me", { cookie: first })).json()) as {
      user: { email: string };
    };
    const signIn = await t.request("/api/auth/sign-in/email", {
      json: { email: me.user.email, password: "test-password-123" },
      ip: ip(),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const course = await t.request("/api/learning/courses/00000000-0000-4000-8000-000000000000", {
      cookie,
    });
    expect(course.status).toBe(404);
    expect(await answer(course)).toEqual({
      code: "COURSE_NOT_FOUND",
      message: "Course ID not found",
    });
    const admin = await t.request("/api/admin/stats", { cookie });
    expect(admin.status).toBe(403);
    expect(await answer(admin)).toEqual({ code: "FORBIDDEN", message: "Not allowed" });
  });
});

describe("the libraries' texts in the caller's language", () => {
  it("says in German what Hono says in English (broken JSON, wrong content type)", async () => {
    const broken = await t.request("/api/leads", {
      method: "POST",
      body: '{"email":',
      headers: { "content-type": "application/json", "accept-language": "de" },
      ip: ip(),
    });
    expect(broken.status).toBe(400);
    expect(await answer(broken)).toEqual({
      code: "INVALID_JSON",
      message: "Die Anfrage enthält kein gültiges JSON.",
    });
    const text = await t.request("/api/leads", {
      method: "POST",
      body: "email=a@example.com",
      headers: { "content-type": "text/plain", "accept-language": "de" },
      ip: ip(),
    });
    expect(text.status).toBeGreaterThanOrEqual(400);
    expect(text.status).toBeLessThan(500);
    const m = (await answer(text)).message ?? "";
    expect(m).not.toMatch(/Unsupported Media Type|Malformed JSON/);
    expect(looksEnglish(m), m).toBe(false);
  });

  it("answers unknown paths in the caller's language", async () => {
    const api = await t.request("/api/nothing-here", { headers: { "accept-language": "de" } });
    expect(await answer(api)).toEqual({ code: "NOT_FOUND", message: "Unbekannter API-Pfad" });
    const es = await t.request("/api/nothing-here", { headers: { "accept-language": "es" } });
    expect((await answer(es)).message).toBe("Ruta de API desconocida");
    const other = await t.request("/something.json", { headers: { "accept-language": "de" } });
    expect(other.status).toBe(404);
    expect(await answer(other)).toEqual({ code: "NOT_FOUND", message: "Nicht gefunden" });
  });

  it("translates Better Auth's sign-in, sign-up, reset and token answers", async () => {
    const { email } = await t.signIn("user");
    const de = { "accept-language": "de" };
    const wrong = await t.request("/api/auth/sign-in/email", {
      json: { email, password: "wrong-password-1" },
      headers: de,
      ip: ip(),
    });
    expect(wrong.status).toBe(401);
    expect(await answer(wrong)).toEqual({
      code: "INVALID_EMAIL_OR_PASSWORD",
      message: "Ungültige Anmeldedaten. Überprüfe E-Mail und Passwort.",
    });

    // A registered address is answered as a new one (decision 0096): nothing to translate.
    const taken = await t.request("/api/auth/sign-up/email", {
      json: { email, password: "another-password-9", name: "Zweite Person" },
      headers: de,
      ip: ip(),
    });
    expect(taken.status).toBe(200);

    const reset = await t.request("/api/auth/request-password-reset", {
      json: { email: "nobody@example.com", redirectTo: "/auth?type=recovery" },
      headers: de,
      ip: ip(),
    });
    expect(reset.status).toBe(200);
    const resetBody = (await reset.json()) as { status: boolean; message: string };
    expect(resetBody).toEqual({
      status: true,
      message:
        "Wenn zu dieser E-Mail-Adresse ein Konto besteht, haben wir einen Link zum Zurücksetzen gesendet.",
    });

    const token = await t.request("/api/auth/reset-password", {
      json: { token: "x".repeat(24), newPassword: "brand-new-password-7" },
      headers: { "accept-language": "en" },
      ip: ip(),
    });
    expect(token.status).toBe(400);
    expect(await answer(token)).toEqual({
      code: "INVALID_TOKEN",
      message: "The link is invalid or has expired. Please request a new one.",
    });
  });

  it("maps every code of Better Auth's errors to our message, unknown ones by status", async () => {
    const cases = [
      [403, "INVALID_REDIRECT_URL", "Invalid redirectURL", "Ungültige Weiterleitungsadresse"],
      [403, "INVALID_ORIGIN", "Invalid origin", "Anfrage von einer fremden Seite abgelehnt"],
      [403, "USE_SETTINGS", "v:forbidden", "Keine Berechtigung"],
      [400, "SOMETHING_NEW", "Something new went wrong", "Die Anfrage wurde abgelehnt."],
      [404, undefined, "Not Found", "Nicht gefunden"],
    ] as const;
    for (const [status, code, message, german] of cases) {
      const res = await translateAuthAnswer(
        Response.json({ code, message }, { status }),
        "/api/auth/x",
        "de",
      );
      expect(res.status).toBe(status);
      expect(((await res.json()) as { message: string }).message, message).toBe(german);
    }
  });

  it("answers Better Auth's rate limit with Retry-After and a German message naming the wait", async () => {
    const address = ip();
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 4; i++) {
      last = await t.request("/api/auth/request-password-reset", {
        json: { email: `someone-${i}@example.com`, redirectTo: "/auth?type=recovery" },
        headers: { "accept-language": "de" },
        ip: address,
      });
      statuses.push(last.status);
    }
    expect(statuses.slice(2)).toEqual([429, 429]);
    const wait = Number(last!.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    const body = await answer(last!);
    expect(body.code).toBe("RATE_LIMITED");
    expect(body.message).toMatch(
      /^Zu viele Versuche\. Bitte versuche es in \d+ Sekunden? erneut\.$|^Zu viele Versuche\. Bitte versuche es in 1 Minute erneut\.$/,
    );
  });
});
