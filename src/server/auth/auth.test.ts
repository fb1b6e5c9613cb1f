import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer } from "node:net";
import { startSmtpServer } from "../test/smtp";
import { createTestApp, withSetCookies, type TestApp } from "../test/harness";
import { createMailer } from "../mail/mailer";
import { silentLogger } from "../lib/logger";

let t: TestApp;
/** The request log's lines (path and statement count), as the server writes them. */
const requestLog: { path?: unknown; sql?: unknown }[] = [];
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      logger: {
        ...silentLogger,
        info: (msg, fields) => {
          if (msg === "request" && fields) requestLog.push(fields);
        },
      },
    },
  );
});
afterAll(async () => {
  await t?.close();
});

const signUp = (body: Record<string, unknown>, ip = "10.1.0.1") =>
  t.request("/api/auth/sign-up/email", { json: body, ip });

describe("sign-up and confirmation", () => {
  it("sends a confirmation mail in the learner's language and refuses sign-in until confirmed", async () => {
    const email = "neu@example.com";
    const res = await signUp({
      name: "Neue Person",
      email,
      password: "sicheres-pw-1",
      language: "en",
      callbackURL: "/app",
    });
    expect(res.status).toBe(200);
    const [mail] = await t.outbox(email);
    expect(mail.subject).toBe("Confirm your e-mail address for Kurswerk");
    expect(mail.status).toBe("stored");
    const link = mail.text.match(/https?:\/\/\S+verify-email\S+/)?.[0];
    expect(link).toContain("callbackURL=%2Fapp");

    const early = await t.request("/api/auth/sign-in/email", {
      json: { email, password: "sicheres-pw-1" },
      ip: "10.1.0.2",
    });
    expect(early.status).toBe(403);
    expect((await early.json()).code).toBe("EMAIL_NOT_VERIFIED");

    const url = new URL(link!);
    const verify = await t.request(url.pathname + url.search, { ip: "10.1.0.3" });
    expect(verify.status).toBe(302);
    expect(verify.headers.get("location")).toBe("/app");
    const cookie = verify.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const me = await (await t.request("/api/me", { cookie })).json();
    expect(me.user).toMatchObject({ email, role: "user", language: "en", emailVerified: true });
  });

  it("answers a registered address exactly as a new one, and mails its owner instead (decision 0096)", async () => {
    // The owner (language fr) and a new address, signed up the same way.
    const owner = await signUp(
      { name: "Erste", email: "doppelt@example.com", password: "sicheres-pw-1", language: "fr" },
      "10.1.1.1",
    );
    expect(owner.status).toBe(200);
    const body = (name: string, email: string) => ({
      name,
      email,
      password: "sicheres-pw-2",
      language: "de",
      callbackURL: "/app",
    });
    const fresh = await signUp(body("Zweite", "ganz-neu@example.com"), "10.1.1.2");
    const again = await signUp(body("Zweite", "Doppelt@Example.com"), "10.1.1.3");
    expect(again.status).toBe(fresh.status);
    expect(again.status).toBe(200);
    // The same shape and the same values, but for the (random) id and the address itself.
    const shape = async (res: Response) => {
      const j = (await res.json()) as { token: unknown; user: Record<string, unknown> };
      const { id, email, createdAt, updatedAt, ...user } = j.user;
      expect(typeof id).toBe("string");
      expect([typeof email, typeof createdAt, typeof updatedAt]).toEqual([
        "string",
        "string",
        "string",
      ]);
      return { token: j.token, user, keys: Object.keys(j.user).sort() };
    };
    expect(await shape(again)).toEqual(await shape(fresh));
    expect(again.headers.getSetCookie()).toEqual(fresh.headers.getSetCookie());
    expect(again.headers.get("x-sql-statements") === null).toBe(
      fresh.headers.get("x-sql-statements") === null,
    );

    // The owner gets one mail in their language, through the outbox; no second account.
    const mails = await t.outbox("doppelt@example.com");
    expect(mails.map((m) => m.kind).sort()).toEqual(["account-exists", "verify-email"]);
    const notice = mails.find((m) => m.kind === "account-exists")!;
    expect(notice.subject).toBe("Quelqu’un a voulu créer un compte avec ton adresse");
    expect(notice.language).toBe("fr");
    expect(notice.text).toContain("/auth?tab=signin");
    expect(notice.text).not.toMatch(/token=|verify-email/);
    const { user } = await import("../db/schema");
    const { eq } = await import("drizzle-orm");
    const rows = await t.deps.db
      .select({ name: user.name })
      .from(user)
      .where(eq(user.email, "doppelt@example.com"));
    expect(rows).toEqual([{ name: "Erste" }]);
  });

  it("does the same work for a registered address as for a new one: the same statements, no count sent, the same least time (issue 41)", async () => {
    const { SIGN_UP_MIN_MS } = await import("./sign-up-parity");
    const body = (email: string) => ({
      name: "Gleich Viel",
      email,
      password: "sicheres-pw-3",
      language: "de",
      callbackURL: "/app",
    });
    expect((await signUp(body("vorhanden@example.com"), "10.1.5.1")).status).toBe(200);
    const run = async (email: string, ip: string) => {
      const started = performance.now();
      const res = await signUp(body(email), ip);
      const ms = performance.now() - started;
      expect(res.status).toBe(200);
      // Outside production every other route says its count; sign-up never does.
      expect(res.headers.get("x-sql-statements")).toBeNull();
      const line = requestLog.findLast((l) => l.path === "/api/auth/sign-up/email");
      return { ms, sql: typeof line?.sql === "number" ? line.sql : undefined };
    };
    for (const n of [1, 2]) {
      const fresh = await run(`neu-${n}@example.com`, `10.1.5.${10 + n}`);
      const again = await run("vorhanden@example.com", `10.1.5.${20 + n}`);
      expect(typeof fresh.sql).toBe("number");
      // The shadow's transaction: drizzle's node-postgres driver sends (and counts) BEGIN and
      // ROLLBACK as statements, PGlite's runs the transaction without them. The same work.
      const transactionControl = process.env.TEST_DATABASE_URL ? 2 : 0;
      expect(again.sql).toBe(fresh.sql! + transactionControl);
      for (const { ms } of [fresh, again]) expect(ms).toBeGreaterThanOrEqual(SIGN_UP_MIN_MS - 5);
    }
    // The registered address got no second account; the shadow's rows are gone.
    const { user } = await import("../db/schema");
    const { like } = await import("drizzle-orm");
    expect(
      await t.deps.db.select().from(user).where(like(user.email, "%@shadow.invalid")),
    ).toEqual([]);
    expect((await t.outbox("vorhanden@example.com")).map((m) => m.kind).sort()).toEqual([
      "account-exists",
      "account-exists",
      "verify-email",
    ]);
  });

  it("writes the owner's notice in German word for word", async () => {
    const { accountExistsMail } = await import("../mail/security-templates");
    const mail = accountExistsMail("de", "Ada", "http://localhost:3000/auth?tab=signin");
    expect(mail.subject).toBe("Jemand wollte mit deiner Adresse ein Konto anlegen");
    expect(mail.text).toContain("jemand wollte mit deiner Adresse ein Konto bei Kurswerk anlegen");
    for (const lang of ["en", "es", "fr"] as const)
      expect(accountExistsMail(lang, "Ada", "u").subject).not.toBe(mail.subject);
  });

  it("refuses a password shorter than 8 or longer than 128 characters, saying why in the caller's language (issue 41)", async () => {
    const { validationMessages } = await import("@shared/i18n/messages");
    let n = 0;
    for (const lang of ["de", "en", "es", "fr"] as const)
      for (const [password, code, key] of [
        ["1234567", "PASSWORD_TOO_SHORT", "passwordMin8"],
        ["x".repeat(129), "PASSWORD_TOO_LONG", "passwordMax"],
      ] as const) {
        const res = await t.request("/api/auth/sign-up/email", {
          json: { name: "Kurz", email: `kurz-${++n}@example.com`, password },
          headers: { "accept-language": lang },
          ip: `10.1.2.${n}`,
        });
        expect(res.status).toBe(400);
        const body = (await res.json()) as { code: string; message: string };
        expect(body).toEqual({ code, message: validationMessages[lang][key] });
      }
    expect(validationMessages.de.passwordMin8).toBe("Passwort muss mindestens 8 Zeichen lang sein");
  });

  it("gives the spec's message for wrong credentials", async () => {
    const { email } = await t.signIn("user");
    const res = await t.request("/api/auth/sign-in/email", {
      json: { email, password: "falsch-falsch" },
      ip: "10.1.3.1",
    });
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe("INVALID_EMAIL_OR_PASSWORD");
  });
});

describe("password reset", () => {
  it("mails a link to /auth?type=recovery, sets the new password and signs in", async () => {
    const { email } = await t.signIn("user");
    const req = await t.request("/api/auth/request-password-reset", {
      json: { email, redirectTo: "/auth?type=recovery" },
      ip: "10.2.0.1",
    });
    expect(req.status).toBe(200);
    const mail = (await t.outbox(email)).find((m) => m.kind === "reset-password");
    const link = new URL(mail!.text.match(/https?:\/\/\S+type=recovery\S*/)![0]);
    expect(link.pathname).toBe("/auth");
    const token = link.searchParams.get("token")!;

    expect(await (await t.request(`/api/account/reset-session?token=${token}`)).json()).toEqual({
      valid: true,
    });
    expect(await (await t.request(`/api/account/reset-session?token=nope`)).json()).toEqual({
      valid: false,
    });

    const short = await t.request("/api/account/reset-password", {
      json: { token, password: "kurz", confirmPassword: "kurz" },
    });
    expect(short.status).toBe(400);
    expect((await short.json()).error.message).toBe("Passwort muss mindestens 8 Zeichen lang sein");

    const mismatch = await t.request("/api/account/reset-password", {
      json: { token, password: "neues-passwort", confirmPassword: "anderes-passwort" },
    });
    expect((await mismatch.json()).error).toMatchObject({
      code: "VALIDATION_ERROR",
      message: "Passwörter stimmen nicht überein",
    });

    const ok = await t.request("/api/account/reset-password", {
      json: { token, password: "neues-passwort", confirmPassword: "neues-passwort" },
    });
    expect(ok.status).toBe(200);
    const cookie = ok.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect((await (await t.request("/api/me", { cookie })).json()).user.email).toBe(email);

    const reused = await t.request("/api/account/reset-password", {
      json: { token, password: "noch-eins-123", confirmPassword: "noch-eins-123" },
    });
    expect(reused.status).toBe(400);
    expect((await reused.json()).error.code).toBe("INVALID_TOKEN");
  });

  it("answers validation errors in the caller's language", async () => {
    const res = await t.request("/api/account/reset-password", {
      json: { token: "x", password: "kurz", confirmPassword: "kurz" },
      headers: { "accept-language": "fr-FR,fr;q=0.9" },
    });
    expect((await res.json()).error.message).toBe(
      "Le mot de passe doit comporter au moins 8 caractères",
    );
  });
});

describe("security", () => {
  it("refuses cookie-authenticated writes from another origin", async () => {
    const { cookie } = await t.signIn("user");
    const res = await t.request("/api/me/language", {
      method: "PUT",
      json: { language: "en" },
      cookie,
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe("CSRF");
  });

  it("sends security headers", async () => {
    const res = await t.request("/api/health");
    expect(res.status).toBe(200);
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("stores the language on the profile of the signed-in user only", async () => {
    const anon = await t.request("/api/me/language", { method: "PUT", json: { language: "es" } });
    expect(anon.status).toBe(401);
    const { cookie } = await t.signIn("user");
    const bad = await t.request("/api/me/language", {
      method: "PUT",
      json: { language: "xx" },
      cookie,
    });
    expect(bad.status).toBe(400);
    const ok = await t.request("/api/me/language", {
      method: "PUT",
      json: { language: "es" },
      cookie,
    });
    expect(ok.status).toBe(200);
    // The browser drops the cached session copy the write expired (decision 0055).
    const fresh = withSetCookies(cookie, ok);
    expect((await (await t.request("/api/me", { cookie: fresh })).json()).user.language).toBe("es");
  });

  it("documents the API", async () => {
    const doc = await (await t.request("/api/openapi.json")).json();
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toContain("/api/me");
  });
});

describe("outbox", () => {
  it("keeps a message in the outbox when the SMTP server is down, and sends it once it is back", async () => {
    // A port that nothing listens on.
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, "127.0.0.1", () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    const mailer = createMailer({
      db: t.deps.db,
      logger: silentLogger,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "test@kurswerk.local",
    });
    const res = await mailer.send({
      to: "down@example.com",
      subject: "Hallo",
      text: "Text",
      html: "<p>Text</p>",
      kind: "test",
      language: "de",
    });
    expect(res.status).toBe("pending");
    const [row] = await t.outbox("down@example.com");
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row.lastError).toBeTruthy();

    const smtp = await startSmtpServer(port);
    const received = smtp.received;
    try {
      const { mailOutbox } = await import("../db/schema");
      const { eq } = await import("drizzle-orm");
      await t.deps.db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(0) })
        .where(eq(mailOutbox.id, row.id));
      expect(await mailer.retryDue()).toBe(1);
      expect(received).toHaveLength(1);
      expect(received[0]).toContain("Subject: Hallo");
      const [after] = await t.outbox("down@example.com");
      expect(after.status).toBe("sent");
    } finally {
      await smtp.close();
    }
  });
});
