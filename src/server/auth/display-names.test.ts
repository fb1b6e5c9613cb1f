import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../test/harness";
import { certificates, courses, user } from "../db/schema";
import { hasInvisibleOrBidi, stripInvisibleOrBidi } from "@shared/domain/text-rules";
import { personNameSchema } from "@shared/domain/profile-fields";
import { validationMessages } from "@shared/i18n/messages";
import { announceSetupToken } from "../modules/setup/setup.service";

/**
 * Display names are shown to others (certificates, /verify, the admin's lists): bidi
 * controls and invisible characters are refused wherever a name is accepted (issue 33).
 */
const SPOOF = "\u202eAdmin\u200b"; // shows as "nimdA", with an invisible tail
const SPOOFS = [
  SPOOF,
  "Eva\u200bBell", // zero-width space
  "Eva \u2067Bell\u2069", // right-to-left isolate
  "\u200fEva Bell", // right-to-left mark
  "Eva\ufeffBell", // zero-width no-break space
  "Eva\u2060Bell", // word joiner
  "\u200dEva", // a joiner that joins nothing
  "Eva\u00adBell", // soft hyphen
  "\u3164\u3164", // Hangul fillers: a name that looks empty
  // Issue 41: by Unicode property (Default_Ignorable_Code_Point, Cf, Zl, Zp, odd spaces),
  // the blank Braille pattern, overlays and stacked marks (decision 0175).
  "Ad\u034fmin", // combining grapheme joiner
  "Ad\ufe0fmin", // a variation selector after a letter
  "Ad\u17b4min", // Khmer inherent vowel, drawn as nothing
  "Eva\u2800Bell", // Braille blank
  "\u2800\u2800",
  "Eva\u2028Bell", // line separator
  "Eva\u00a0Bell", // no-break space: looks like "Eva Bell"
  "Eva\u2009Bell", // thin space
  "Eva\u{e0041}", // a tag character
  "A\u0336d\u0336m\u0336i\u0336n\u0336", // struck through with overlays
  "Eva\u20d2", // long vertical line overlay
  "Eva" + "\u0300\u0301\u0302\u0303\u0304", // five marks on one letter
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const errorMessage = async (res: Response) => {
  const body = (await res.json()) as { message?: string; error?: { message: string } };
  return body.error?.message ?? body.message;
};

describe("the shared rule", () => {
  it("finds bidi controls and invisible characters, and keeps names that need joiners", () => {
    for (const name of SPOOFS) expect(hasInvisibleOrBidi(name), JSON.stringify(name)).toBe(true);
    for (const name of [
      "Zoë Ñúñez-Łukasz",
      "محمد علي",
      "Mohammad\u200creza", // Persian: ZWNJ between two letters
      "Eva 👩‍💻", // emoji sequence: ZWJ between two pictographs
      "क्‍ष", // Devanagari: ZWJ after a virama (a mark)
      "Eva ❤\ufe0f", // emoji presentation selector after an emoji
      "Eva 🏳\ufe0f\u200d🌈", // flag sequence: selector, then a joiner
      "Nguye\u0302\u0303n", // Vietnamese written with two combining marks
      "山田\u3000太郎", // ideographic space
      "José Müller-Lüdenscheidt",
    ])
      expect(hasInvisibleOrBidi(name), name).toBe(false);
    expect(stripInvisibleOrBidi(SPOOF)).toBe("Admin");
    expect(stripInvisibleOrBidi("A\u0336d\u034fmin\u2800")).toBe("Admin");
    expect(stripInvisibleOrBidi("e\u0300\u0301\u0302\u0303\u0304\u0305")).toBe(
      "e\u0300\u0301\u0302\u0303",
    );
  });

  it("wants a letter or a digit in a name", () => {
    for (const name of ["..", "--", "\u0301\u0301", "🙂🙂"])
      expect(personNameSchema.safeParse(name).success, name).toBe(false);
    expect(personNameSchema.safeParse("R2").success).toBe(true);
  });
});

describe("every place a name is accepted refuses them, with a translated message", () => {
  it("sign-up (Better Auth) and the funnel's sign-up contract", async () => {
    for (const [lang, name] of [
      ["de", SPOOF],
      ["en", "Eva\u200bBell"],
      ["es", "\u200fEva"],
      ["fr", "Eva \u2067Bell\u2069"],
    ] as const) {
      const res = await t.request("/api/auth/sign-up/email", {
        json: { email: `n-${lang}@example.com`, password: "long-enough-123", name },
        headers: { "accept-language": lang },
      });
      expect(res.status).toBe(400);
      expect(await errorMessage(res)).toBe(validationMessages[lang].nameInvisible);
    }
    expect(await t.deps.db.select().from(user).where(eq(user.email, "n-de@example.com"))).toEqual(
      [],
    );
    // Issue 41: what passed before (U+034F, U+FE0F, U+17B4, U+2800, U+2028, overlays).
    for (const [i, name] of [
      "Ad\u034fmin",
      "Ad\ufe0fmin",
      "Ad\u17b4min",
      "\u2800\u2800",
      "Eva\u2028Bell",
      "A\u0336d\u0336min",
    ].entries()) {
      const res = await t.request("/api/auth/sign-up/email", {
        json: { email: `n41-${i}@example.com`, password: "long-enough-123", name },
        headers: { "accept-language": "de" },
        ip: `10.41.0.${i + 1}`,
      });
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(await errorMessage(res)).toBe(validationMessages.de.nameInvisible);
    }
    const dots = await t.request("/api/auth/sign-up/email", {
      json: { email: "n41-dots@example.com", password: "long-enough-123", name: "..." },
      headers: { "accept-language": "en" },
      ip: "10.41.0.99",
    });
    expect(dots.status).toBe(400);
    expect(await errorMessage(dots)).toBe(validationMessages.en.nameLetter);
  });

  it("settings: Better Auth's update-user and PUT /api/me/profile", async () => {
    const { cookie, userId } = await t.signIn("user", "names-settings@example.com");
    const before = (await t.deps.db.select().from(user).where(eq(user.id, userId)))[0].name;
    for (const name of SPOOFS) {
      const a = await t.request("/api/auth/update-user", {
        json: { name },
        cookie,
        headers: { "accept-language": "de" },
      });
      expect(a.status, JSON.stringify(name)).toBe(400);
      expect(await errorMessage(a)).toBe(validationMessages.de.nameInvisible);
      const b = await t.request("/api/me/profile", { method: "PUT", json: { name }, cookie });
      expect(b.status, JSON.stringify(name)).toBe(400);
      expect(await errorMessage(b)).toBe(validationMessages.de.nameInvisible);
    }
    expect((await t.deps.db.select().from(user).where(eq(user.id, userId)))[0].name).toBe(before);
  });

  it("the first admin's setup", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const token = await announceSetupToken(t.deps);
    log.mockRestore();
    expect(token).toBeTruthy();
    const res = await t.request("/api/setup", {
      json: {
        token,
        name: SPOOF,
        email: "erste-admin@example.com",
        password: "sicheres-passwort",
        confirmPassword: "sicheres-passwort",
        language: "de",
      },
    });
    expect(res.status).toBe(400);
    expect(await errorMessage(res)).toBe(validationMessages.de.nameInvisible);
    expect(await (await t.request("/api/setup")).json()).toEqual({ needed: true });
  });

  it("the command line (npm run user:create)", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kw-cli-names-"));
    try {
      const res = spawnSync(
        path.resolve("node_modules/.bin/tsx"),
        ["src/server/cli/user-create.ts", "--email", "cli@example.com", "--name", SPOOF],
        {
          env: {
            ...process.env,
            DATA_DIR: dataDir,
            DATABASE_URL: "",
            BASE_URL: "",
            LOG_LEVEL: "silent",
          },
          encoding: "utf8",
        },
      );
      expect(res.status).toBe(2);
      expect(res.stderr).toContain(`--name: ${validationMessages.en.nameInvisible}`);
      // Refused before the database was opened.
      expect(fs.existsSync(path.join(dataDir, "db"))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe("names stored before the rule", () => {
  it("a certificate's public verification and the learner's list show them without the controls", async () => {
    const { cookie, userId } = await t.signIn("user", "old-name@example.com");
    const OLD = "A\u0336d\u034fmin\u2800"; // stored before issue 41's rule
    await t.deps.db.update(user).set({ name: OLD }).where(eq(user.id, userId));
    const [course] = await t.deps.db.select({ id: courses.id }).from(courses).limit(1);
    const [cert] = await t.deps.db
      .insert(certificates)
      .values({
        userId,
        courseId: course?.id ?? null,
        courseTitle: "Kurs",
        language: "de",
        learnerName: `${SPOOF}\u2800`,
      })
      .returning({ id: certificates.id });
    const verify = await t.request(`/api/certificates/${cert.id}/verify`);
    expect(verify.status).toBe(200);
    expect(((await verify.json()) as { learnerName: string }).learnerName).toBe("Admin");
    const mine = await t.request("/api/me/achievements", { cookie });
    const certs = ((await mine.json()) as { certificates: { learnerName: string }[] }).certificates;
    expect(certs.map((c) => c.learnerName)).toEqual(["Admin"]);
    // The public portfolio page (/p/{handle}) shows the name without them too.
    const saved = await t.request("/api/me/portfolio", {
      method: "PUT",
      cookie,
      json: {
        enabled: true,
        handle: "alter-name",
        bio: "",
        links: [],
        projects: [],
        noindex: false,
        expectedRevision: 0,
      },
    });
    expect(saved.status).toBe(200);
    const page = await (
      await t.request("/p/alter-name", { headers: { accept: "text/html" } })
    ).text();
    expect(page).toContain("<h1>Admin</h1>");
    expect(page).not.toMatch(/[\u0336\u034f\u2800]/);
  });
});
