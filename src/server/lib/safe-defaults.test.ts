import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import type { Logger } from "./logger";
import { createTestApp, type TestApp } from "../test/harness";
import { exposureWarning } from "./dev-only";

/** Safe defaults: development routes for this machine only, a loud warning, no tokens in the log. */
const lines: string[] = [];
const capture: Logger = {
  debug: (m, f) => lines.push(`${m} ${JSON.stringify(f ?? {})}`),
  info: (m, f) => lines.push(`${m} ${JSON.stringify(f ?? {})}`),
  warn: (m, f) => lines.push(`${m} ${JSON.stringify(f ?? {})}`),
  error: (m, f) => lines.push(`${m} ${JSON.stringify(f ?? {})}`),
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: "development" }, { logger: capture });
});
afterAll(async () => {
  await t?.close();
});

describe("development-only routes", () => {
  const paths = ["/dev/mailbox", "/dev/mailbox.json", "/api/dev/leads?email=a@b.de"];

  it("answer the machine itself", async () => {
    for (const ip of ["127.0.0.1", "::1", "::ffff:127.0.0.1"])
      for (const p of ["/dev/mailbox", "/dev/mailbox.json"])
        expect((await t.request(p, { ip })).status, `${p} from ${ip}`).toBe(200);
    expect((await t.request(paths[2], { ip: "127.0.0.1" })).status).toBe(404); // no such lead
    expect(await (await t.request(paths[2], { ip: "127.0.0.1" })).json()).toEqual({ lead: null });
  });

  it("do not exist for any other client, whatever it claims in X-Forwarded-For", async () => {
    for (const ip of ["192.168.1.50", "10.0.0.7", "2001:db8::1"])
      for (const p of paths) {
        const res = await t.request(p, { ip, headers: { "x-forwarded-for": "127.0.0.1" } });
        expect(res.status, `${p} from ${ip}`).toBe(404);
        expect(await res.text()).not.toMatch(/Postausgang|messages|lead/);
      }
  });
});

describe("the warning of a development server on a network", () => {
  it("is logged for npm start without NODE_ENV (binds 0.0.0.0)", () => {
    const warning = exposureWarning(loadConfig({}));
    expect(warning).toMatch(/NODE_ENV=development on 0\.0\.0\.0/);
    expect(warning).toMatch(/NODE_ENV=production/);
  });

  it("is not logged on loopback or in production", () => {
    expect(exposureWarning(loadConfig({ HOST: "127.0.0.1" }))).toBeNull();
    expect(exposureWarning(loadConfig({ HOST: "::1" }))).toBeNull();
    expect(exposureWarning(loadConfig({ HOST: "localhost" }))).toBeNull();
    expect(
      exposureWarning(loadConfig({ NODE_ENV: "production", AUTH_SECRET: "s".repeat(40) })),
    ).toBeNull();
  });
});

describe("the log", () => {
  it("never holds the token of a reset, confirmation, sign-in or lead link", async () => {
    const email = "log-check@example.com";
    const signUp = await t.request("/api/auth/sign-up/email", {
      json: { email, password: "long-enough-123", name: "Log Check" },
    });
    expect(signUp.status).toBe(200);
    await t.deps.db.execute('update "user" set email_verified = true');
    const reset = await t.request("/api/auth/request-password-reset", {
      json: { email, redirectTo: "/auth" },
    });
    expect(reset.status).toBe(200);
    const lead = await t.request("/api/leads", {
      json: {
        email,
        goal: null,
        experience: null,
        timeCommitment: null,
        learningStyle: null,
        topic: null,
        blocker: null,
        utmSource: null,
        language: "de",
      },
    });
    expect(lead.status).toBe(201);

    const mails = await t.outbox(email);
    expect(mails.map((m) => m.kind).sort()).toEqual([
      "lead-welcome",
      "reset-password",
      "verify-email",
    ]);
    const tokens = mails.flatMap((m) =>
      [...m.text.matchAll(/(?:token|lead)=([^&\s]+)/g)].map((x) => decodeURIComponent(x[1])),
    );
    expect(tokens.length).toBeGreaterThanOrEqual(3);
    // The links are also used: the reset check with the token in the query.
    const resetToken = mails
      .find((m) => m.kind === "reset-password")!
      .text.match(/token=([^&\s]+)/)![1];
    await t.request(`/api/account/reset-session?token=${resetToken}`);

    const log = lines.join("\n");
    expect(log).toContain("mail stored in outbox");
    for (const token of tokens) {
      expect(log).not.toContain(token);
      expect(log).not.toContain(encodeURIComponent(token));
    }
  });
});
