import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";

/** API validation messages come from the product's error map, in the caller's language. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type ErrorBody = {
  error: { code: string; message: string; details?: { issues: { message: string }[] } };
};

const badLead = { email: "a@b.de", goal: 5, experience: null, language: "de" };

describe("validation messages", () => {
  it("answers in the caller's language, never with zod's English default", async () => {
    const expected = {
      de: "Dieses Feld ist erforderlich",
      fr: "Ce champ est obligatoire",
      es: "Este campo es obligatorio",
      en: "This field is required",
    };
    for (const [lang, text] of Object.entries(expected)) {
      const res = await t.request("/api/leads", {
        json: badLead,
        headers: { "accept-language": lang },
        ip: `10.20.0.${lang.charCodeAt(0)}`,
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as ErrorBody;
      expect(body.error.code).toBe("VALIDATION_ERROR");
      const all = [body.error.message, ...(body.error.details?.issues ?? []).map((i) => i.message)];
      expect(all.join("\n")).not.toMatch(/Invalid input|expected|received|Too big|z:/);
      expect(all).toContain(text);
    }
  });

  it("names a missing field as required in German", async () => {
    const res = await t.request("/api/leads", {
      json: badLead,
      headers: { "accept-language": "de" },
    });
    const body = (await res.json()) as ErrorBody;
    const messages = (body.error.details?.issues ?? []).map((i) => i.message);
    expect(messages).toContain("Dieses Feld ist erforderlich");
  });

  it("translates the auth library's own validation messages", async () => {
    const res = await t.request("/api/auth/sign-up/email", {
      json: { email: "new@example.com", password: "long-enough-1", name: 12 },
      headers: { "accept-language": "de" },
    });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).not.toMatch(/z:[a-z_]+|Invalid input|expected string/);
  });
});
