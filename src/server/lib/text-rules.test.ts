import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";
import { leadBody } from "../test/lead-body";

/** The character rule through the routes (issue 14): every validated body, query and path. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn("admin")).cookie;
});
afterAll(async () => {
  await t?.close();
});

const lead = (utmSource: string | null) =>
  leadBody(`chars-${Math.random().toString(36).slice(2)}@example.com`, { utmSource });
let ip = 0;
const post = (path: string, json: unknown, cookie?: string, lang = "de") =>
  t.request(path, { json, cookie, ip: `10.60.0.${++ip}`, headers: { "accept-language": lang } });

async function expectRefused(res: Response, field: string, message: string) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as {
    error: { code: string; message: string; details: { field: string } };
  };
  expect(body.error.code).toBe("VALIDATION_ERROR");
  expect(body.error.message).toBe(message);
  expect(body.error.details.field).toBe(field);
}

describe("no control characters or lone surrogates through any route", () => {
  it("refuses them in lead answers, in the caller's language", async () => {
    await expectRefused(
      await post("/api/leads", lead("news\u0000letter")),
      "utmSource",
      "Enthält unzulässige Zeichen (Steuerzeichen)",
    );
    await expectRefused(
      await post("/api/leads", lead("a\nb"), undefined, "fr"),
      "utmSource",
      "Contient des caractères non autorisés (caractères de contrôle)",
    );
    expect((await post("/api/leads", lead("newsletter-ü-👍"))).status).toBe(201);
  });

  it("refuses them in course fields, keeps line breaks in multi-line texts", async () => {
    const base = { description: "Zeile 1\nZeile 2\n\tEingerückt", difficultyLevel: "Beginner" };
    await expectRefused(
      await post("/api/admin/courses", { ...base, title: "Kurs \ud800" }, admin),
      "title",
      "Enthält unzulässige Zeichen (Steuerzeichen)",
    );
    await expectRefused(
      await post(
        "/api/admin/courses",
        { ...base, title: "Kurs", specificGoals: "x\u001b[2J" },
        admin,
      ),
      "specificGoals",
      "Enthält unzulässige Zeichen (Steuerzeichen)",
    );
    const ok = await post("/api/admin/courses", { ...base, title: "Kurs mit Umlauten äöü" }, admin);
    expect(ok.status).toBeLessThan(300);
  });

  it("refuses them in query strings and path parameters", async () => {
    const res = await t.request(`/api/learning/courses/${encodeURIComponent("a\u0001b")}`, {
      cookie: admin,
    });
    expect(res.status).toBe(400);
    const q = await t.request(`/api/learning/courses?lang=${encodeURIComponent("\u0000")}`, {
      cookie: admin,
    });
    expect(q.status).toBe(400);
  });
});
