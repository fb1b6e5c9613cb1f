import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../test/harness";
import { user } from "../db/schema";

/** The product's field rules hold on Better Auth's own routes (update-user, sign-up). */
let t: TestApp;
let cookie: string;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie, userId } = await t.signIn("user"));
});
afterAll(async () => {
  await t?.close();
});

const update = (body: Record<string, unknown>) =>
  t.request("/api/auth/update-user", {
    json: body,
    cookie,
    headers: { "accept-language": "de" },
  });
const stored = async () => (await t.deps.db.select().from(user).where(eq(user.id, userId)))[0];

async function expectRefused(res: Response, message: string) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { code: string; message: string };
  expect(body).toMatchObject({ code: "VALIDATION_ERROR", message });
}

describe("update-user", () => {
  it("refuses a name over 100 characters, under 2, or with control characters or lone surrogates", async () => {
    const before = await stored();
    await expectRefused(
      await update({ name: "x".repeat(101) }),
      "Name darf höchstens 100 Zeichen lang sein",
    );
    await expectRefused(await update({ name: "x" }), "Name muss mindestens 2 Zeichen lang sein");
    for (const name of ["Eva\u0007Bell", "Eva\nKlick hier", "Eva \ud800", "\udc00Eva"])
      await expectRefused(await update({ name }), "Enthält unzulässige Zeichen (Steuerzeichen)");
    expect((await stored()).name).toBe(before.name);
    const ok = await update({ name: "  Eva Müller 👩‍💻 " });
    expect(ok.status).toBe(200);
    expect((await stored()).name).toBe("Eva Müller 👩‍💻");
  });

  it("stores an avatar only from our uploads path or an https URL of our origin", async () => {
    for (const image of [
      "javascript:alert(1)",
      "data:image/svg+xml,<svg onload=alert(1)>",
      "http://evil.example/a.png",
      "https://evil.example/a.png",
      "https://localhost:3000.evil.example/a.png",
      "/uploads/../../etc/passwd",
      "//evil.example/a.png",
    ])
      await expectRefused(
        await update({ image }),
        "Das Profilbild muss eine hochgeladene Datei oder eine https-Adresse von Kurswerk sein",
      );
    expect((await stored()).image).toBeNull();
    expect((await update({ image: "/uploads/avatars/a.png" })).status).toBe(200);
    expect((await stored()).image).toBe("/uploads/avatars/a.png");
    expect((await update({ image: null })).status).toBe(200);
    expect((await stored()).image).toBeNull();
  });

  it("accepts only de, en, es and fr as language", async () => {
    for (const language of ["xx", "DE", "<script>", 7])
      await expectRefused(
        await update({ language }),
        "Bitte wähle Deutsch, Englisch, Spanisch oder Französisch",
      );
    expect((await update({ language: "fr" })).status).toBe(200);
    expect((await stored()).language).toBe("fr");
  });
});

describe("sign-up", () => {
  it("refuses the same names, avatars and languages", async () => {
    const signUp = (extra: Record<string, unknown>) =>
      t.request("/api/auth/sign-up/email", {
        json: {
          email: `s-${Math.random()}@example.com`,
          password: "long-enough-123",
          name: "Ok Name",
          ...extra,
        },
        headers: { "accept-language": "en" },
      });
    await expectRefused(
      await signUp({ name: "x".repeat(500) }),
      "Name must be at most 100 characters long",
    );
    await expectRefused(
      await signUp({ name: "A\u0000B" }),
      "Contains characters that are not allowed (control characters)",
    );
    await expectRefused(
      await signUp({ image: "https://evil.example/a.png" }),
      "The profile picture must be an uploaded file or an https address of Kurswerk",
    );
    await expectRefused(
      await signUp({ language: "klingon" }),
      "Please choose German, English, Spanish or French",
    );
    expect((await signUp({ language: "es" })).status).toBe(200);
  });
});
