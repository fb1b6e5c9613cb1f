import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import { funnelLeads } from "../../db/schema";
import { hashLeadToken } from "./leads.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: "5" });
});
afterAll(async () => {
  await t?.close();
});

let ipCounter = 0;
const freshIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const answers = {
  goal: "new-career",
  experience: "basics",
  timeCommitment: "5-10",
  learningStyle: ["projects", "quizzes"],
  topic: "web-dev",
  blocker: "limited-time",
  utmSource: "newsletter",
  language: "en",
};

const createLead = (body: Record<string, unknown>, ip = freshIp()) =>
  t.request("/api/leads", { json: body, ip });

const leadRow = async (email: string) =>
  (await t.deps.db.select().from(funnelLeads).where(eq(funnelLeads.email, email)))[0];

const allLeads = () => t.deps.db.select().from(funnelLeads);

describe("creating a lead", () => {
  it("stores every answer, utm_source and language, and returns only an opaque token", async () => {
    const res = await createLead({ ...answers, email: "  Lea@Example.com " });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(Object.keys(body)).toEqual(["token"]);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const row = await leadRow("lea@example.com");
    expect(row).toMatchObject({
      goal: "new-career",
      experienceLevel: "basics",
      timeAvailable: "5-10",
      learningStyle: ["projects", "quizzes"],
      interestTopic: "web-dev",
      biggestBlocker: "limited-time",
      utmSource: "newsletter",
      language: "en",
      registered: false,
      clickedStartEmail: false,
    });
    // Only the hash of the token is stored.
    expect(row.tokenHash).toBe(hashLeadToken(body.token));
    expect(JSON.stringify(row)).not.toContain(body.token);
  });

  it("stores unanswered questions as null", async () => {
    const res = await createLead({
      email: "leer@example.com",
      goal: null,
      experience: null,
      timeCommitment: null,
      learningStyle: null,
      topic: null,
      blocker: null,
      utmSource: null,
      language: "de",
    });
    expect(res.status).toBe(201);
    expect(await leadRow("leer@example.com")).toMatchObject({
      goal: null,
      experienceLevel: null,
      timeAvailable: null,
      learningStyle: null,
      interestTopic: null,
      biggestBlocker: null,
      utmSource: null,
    });
  });

  it("sends the welcome e-mail in the lead's language and records that it was sent", async () => {
    const email = "willkommen@example.com";
    const res = await createLead({ ...answers, email, language: "de" });
    const { token } = await res.json();
    const [mail] = await t.outbox(email);
    expect(mail.subject).toBe("Dein persönlicher Lernplan bei Kurswerk ist bereit");
    expect(mail.text).toContain("Dein Ziel: Neue Karriere in Tech");
    expect(mail.text).toContain(
      `/auth?from=email&email=willkommen%40example.com&lead=${token}&ref=welcome`,
    );
    expect(mail.text).toContain(`/api/leads/unsubscribe?token=${token}`);
    const row = await leadRow(email);
    expect(row.welcomeEmailSent).toBe(true);
    expect(row.emailSentAt).toBeInstanceOf(Date);
  });

  it("answers bad input with a clear 400 and stores nothing", async () => {
    const before = (await allLeads()).length;
    const cases: Record<string, unknown>[] = [
      { ...answers, email: "kein-at-zeichen.de" },
      { ...answers, email: "a b@example.com" },
      { ...answers, email: "x@example.com", goal: "get-rich" },
      { ...answers, email: "x@example.com", learningStyle: ["telepathy"] },
      { ...answers, email: "x@example.com", language: "it" },
      { email: "x@example.com" },
    ];
    for (const body of cases) {
      const res = await createLead(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const { error } = await res.json();
      expect(error.code).toBe("VALIDATION_ERROR");
      expect(error.message.length).toBeGreaterThan(3);
    }
    const english = await t.request("/api/leads", {
      json: { ...answers, email: "kaputt" },
      ip: freshIp(),
      headers: { "accept-language": "en-US" },
    });
    expect((await english.json()).error.message).toBe("Invalid e-mail address");
    const german = await t.request("/api/leads", {
      json: { ...answers, email: "kaputt" },
      ip: freshIp(),
      headers: { "accept-language": "de-DE" },
    });
    expect((await german.json()).error.message).toBe("Ungültige E-Mail-Adresse");
    expect((await allLeads()).length).toBe(before);
  });

  it("keeps one lead per address: a second anonymous run changes nothing until the owner confirms by mail", async () => {
    const email = "zweimal@example.com";
    const first = await (await createLead({ ...answers, email })).json();
    const before = await leadRow(email);
    const res = await createLead({
      ...answers,
      email: "ZWEIMAL@example.com",
      goal: "side-income",
      language: "fr",
      utmSource: "attacker",
    });
    // The caller's answer looks like a new lead's: 201 and a token, which opens nothing.
    expect(res.status).toBe(201);
    const second = await res.json();
    expect(second.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.token).not.toBe(first.token);
    const rows = (await allLeads()).filter((r) => r.email === email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      goal: before.goal,
      language: "en",
      utmSource: "newsletter",
      tokenHash: hashLeadToken(first.token),
    });
    const teaser = (token: string) =>
      t.request(`/api/leads/teaser?token=${token}&email=${encodeURIComponent(email)}`);
    // Repeating the funnel is no 404 (issue 46): the teaser shows the goal this caller sent,
    // never the stored lead's; click and registration answer ok and write nothing.
    const again = await teaser(second.token);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ goal: "side-income" });
    expect(await (await teaser(first.token)).json()).toEqual({ goal: "new-career" });
    expect((await t.request("/api/leads/click", { json: { token: second.token } })).status).toBe(
      200,
    );
    expect(
      (await t.request("/api/leads/registered", { json: { token: second.token } })).status,
    ).toBe(200);
    expect(await leadRow(email)).toMatchObject({
      clickedStartEmail: false,
      registered: false,
      goal: before.goal,
    });

    // The owner gets a confirmation mail in the lead's language, with a link of its own.
    const mails = (await t.outbox(email)).filter((m) => m.kind === "lead-confirm-change");
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Please confirm your new answers at Kurswerk");
    const link = mails[0].text.match(/https?:\/\/\S+\/api\/leads\/confirm\?token=(\S+)/);
    expect(link).not.toBeNull();
    const confirmToken = decodeURIComponent(link![1]);
    expect(confirmToken).not.toBe(second.token);

    // Opening the link changes nothing (mail scanners); the form POST applies the answers.
    const page = await t.request(`/api/leads/confirm?token=${confirmToken}`, {
      headers: { accept: "text/html" },
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Yes, apply them");
    expect((await leadRow(email)).goal).toBe("new-career");
    const confirm = async () =>
      t.app.request(
        "/api/leads/confirm",
        {
          method: "POST",
          headers: {
            origin: "http://localhost:3000",
            "content-type": "application/x-www-form-urlencoded",
          },
          body: `token=${confirmToken}`,
        },
        { incoming: { socket: { remoteAddress: "127.0.0.1" } } },
      );
    const done = await confirm();
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Réponses appliquées");
    expect(await leadRow(email)).toMatchObject({
      goal: "side-income",
      language: "fr",
      utmSource: "attacker",
      pendingAnswers: null,
      tokenHash: hashLeadToken(first.token),
    });
    // The link works once; the owner's old links keep working.
    expect((await confirm()).status).toBe(404);
    expect((await teaser(first.token)).status).toBe(200);
  });

  it("sends no second confirmation mail within ten minutes, and none to an unsubscribed address", async () => {
    const email = "bombe@example.com";
    const first = await (await createLead({ ...answers, email })).json();
    await createLead({ ...answers, email, goal: "explore" });
    await createLead({ ...answers, email, goal: "side-income" });
    const confirmations = async () =>
      (await t.outbox(email)).filter((m) => m.kind === "lead-confirm-change").length;
    expect(await confirmations()).toBe(1);
    await t.request("/api/leads/unsubscribe", { json: { token: first.token } });
    await t.deps.db
      .update(funnelLeads)
      .set({ pendingRequestedAt: new Date(0) })
      .where(eq(funnelLeads.email, email));
    await createLead({ ...answers, email, goal: "explore" });
    expect(await confirmations()).toBe(1);
  });

  it("is rate limited per client address", async () => {
    const ip = "10.99.0.1";
    for (let i = 0; i < 5; i++) {
      const res = await createLead({ ...answers, email: `limit-${i}@example.com` }, ip);
      expect(res.status).toBe(201);
    }
    const blocked = await createLead({ ...answers, email: "limit-x@example.com" }, ip);
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).error.code).toBe("RATE_LIMITED");
    expect(await leadRow("limit-x@example.com")).toBeUndefined();
    // Another address is not affected.
    expect(
      (await createLead({ ...answers, email: "limit-y@example.com" }, "10.99.0.2")).status,
    ).toBe(201);
  });

  it("runs a fixed number of SQL statements", async () => {
    const res = await createLead({ ...answers, email: "zaehlen@example.com" });
    expect(res.status).toBe(201);
    // rate limit, upsert, starter course of the plan, outbox insert, welcome flags
    expect(Number(res.headers.get("x-sql-statements"))).toBeLessThanOrEqual(5);
  });
});

describe("reading and using a lead", () => {
  it("gives nobody without the token a way to read a lead", async () => {
    const email = "geheim@example.com";
    const { token } = await (await createLead({ ...answers, email })).json();
    const wrongToken = "A".repeat(43);
    const tries = [
      `/api/leads/teaser?token=${wrongToken}&email=${encodeURIComponent(email)}`,
      `/api/leads/teaser?email=${encodeURIComponent(email)}`,
      `/api/leads/teaser?token=${token}&email=${encodeURIComponent("andere@example.com")}`,
      `/api/leads?email=${encodeURIComponent(email)}`,
      `/api/leads/${token}`,
    ];
    for (const path of tries) {
      const res = await t.request(path);
      expect([400, 404], path).toContain(res.status);
      expect(await res.text()).not.toContain("limited-time");
    }
    const ok = await t.request(
      `/api/leads/teaser?token=${token}&email=${encodeURIComponent(email)}`,
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ goal: "new-career" });
  });

  it("records the click on the welcome e-mail's link with its time", async () => {
    const email = "klick@example.com";
    const { token } = await (await createLead({ ...answers, email })).json();
    expect((await t.request("/api/leads/click", { json: { token: "B".repeat(43) } })).status).toBe(
      404,
    );
    expect((await t.request("/api/leads/click", { json: { token } })).status).toBe(200);
    const row = await leadRow(email);
    expect(row.clickedStartEmail).toBe(true);
    expect(row.clickedStartEmailAt).toBeInstanceOf(Date);
  });

  it("marks the lead registered by token (social sign-in) and when an account is created", async () => {
    const a = "sozial@example.com";
    const { token } = await (await createLead({ ...answers, email: a })).json();
    expect((await t.request("/api/leads/registered", { json: { token } })).status).toBe(200);
    expect((await leadRow(a)).registered).toBe(true);

    const b = "konto@example.com";
    await createLead({ ...answers, email: b });
    expect((await leadRow(b)).registered).toBe(false);
    const res = await t.request("/api/auth/sign-up/email", {
      json: { name: "Konto Person", email: "Konto@Example.com", password: "sicheres-pw-1" },
      ip: freshIp(),
    });
    expect(res.status).toBe(200);
    const row = await leadRow(b);
    expect(row.registered).toBe(true);
    expect(row.registeredAt).toBeInstanceOf(Date);
  });

  it("unsubscribes through the e-mail's link and sends no further welcome mail", async () => {
    const email = "abmelden@example.com";
    const { token } = await (await createLead({ ...answers, email, language: "fr" })).json();
    const page = await t.request(`/api/leads/unsubscribe?token=${token}`, {
      headers: { accept: "text/html" },
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('lang="fr"');
    expect(html).toContain("Oui, me désabonner");
    // Opening the page alone changes nothing.
    expect((await leadRow(email)).unsubscribed).toBe(false);

    const done = await t.request("/api/leads/unsubscribe", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
    });
    expect(done.status).toBe(404);
    const confirm = await t.deps.db.select().from(funnelLeads).where(eq(funnelLeads.email, email));
    expect(confirm[0].unsubscribed).toBe(false);

    const res = await t.request("/api/leads/unsubscribe", { json: { token } });
    expect(res.status).toBe(200);
    expect((await leadRow(email)).unsubscribed).toBe(true);

    const invalid = await t.request(`/api/leads/unsubscribe?token=${"C".repeat(43)}`, {
      headers: { accept: "text/html" },
    });
    expect(invalid.status).toBe(404);

    const before = (await t.outbox(email)).length;
    await new Promise((r) => setTimeout(r, 5));
    await createLead({ ...answers, email });
    expect((await t.outbox(email)).length).toBe(before);
  });
});

describe("production", () => {
  it("has no development lead lookup", async () => {
    const prod = await createTestApp({
      NODE_ENV: "production",
      AUTH_SECRET: "x".repeat(40),
    });
    try {
      await prod.request("/api/leads", {
        json: { ...answers, email: "prod@example.com" },
        ip: "10.50.0.1",
      });
      const res = await prod.request("/api/dev/leads?email=prod%40example.com");
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain("new-career");
    } finally {
      await prod.close();
    }
  });
});
