import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { createTestApp, withSetCookies, type TestApp } from "../../test/harness";
import { auditLog, funnelLeads, learningProfiles, session, twoFactor, user } from "../../db/schema";
import { upsertAccount } from "../../auth/accounts";
import { imageInfo, makeImage, uploadForm } from "../../test/images";
import { sendWeeklyReminders } from "../learning/plan-reminders";
import type { SettingsResponse } from "@shared/contracts/settings";

/** The learner's settings (issue 12): profile, sessions, two-factor, export, deletion. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: "50" });
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = "test-password-123";
let ipCounter = 0;
const nextIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !c.endsWith("="))
    .join("; ");

async function signInAgain(email: string, password = PASSWORD) {
  const res = await t.request("/api/auth/sign-in/email", {
    json: { email, password },
    ip: nextIp(),
  });
  return { res, cookie: cookieOf(res) };
}

async function settings(cookie: string) {
  const res = await t.request("/api/me/settings", { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as SettingsResponse;
}

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

describe("validation messages", () => {
  it("answers the spec's messages in the caller's language", async () => {
    const { cookie } = await t.signIn();
    const short = await t.request("/api/me/profile", {
      method: "PUT",
      json: { name: "A" },
      cookie,
      headers: { "accept-language": "de" },
    });
    expect(short.status).toBe(400);
    expect((await errorOf(short)).message).toBe("Name muss mindestens 2 Zeichen lang sein");

    const mismatch = await t.request("/api/me/delete", {
      json: { email: "someone-else@example.com" },
      cookie,
      headers: { "accept-language": "en" },
    });
    expect(mismatch.status).toBe(400);
    // The profile's language (German) wins over the browser's.
    expect(await errorOf(mismatch)).toMatchObject({
      code: "EMAIL_MISMATCH",
      message: "Die eingegebene E-Mail-Adresse stimmt nicht mit deinem Konto überein",
    });
    await t.request("/api/me/language", { method: "PUT", json: { language: "en" }, cookie });
    const english = await t.request("/api/me/delete", {
      json: { email: "someone-else@example.com" },
      cookie,
    });
    expect((await errorOf(english)).message).toBe(
      "The e-mail address you entered does not match your account",
    );
    await t.request("/api/me/language", { method: "PUT", json: { language: "fr" }, cookie });

    const badCode = await t.request("/api/me/two-factor/disable", {
      json: { password: PASSWORD, code: "12ab" },
      cookie,
      headers: { "accept-language": "fr" },
    });
    expect(badCode.status).toBe(400);
    expect((await errorOf(badCode)).message).toBe("Le code comporte 6 chiffres");

    const badMail = await t.request("/api/me/delete", {
      json: { email: "no-at-sign" },
      cookie,
    });
    expect((await errorOf(badMail)).message).toBe("Adresse e-mail invalide");
  });

  it("refuses every settings route signed out", async () => {
    for (const [path, method] of [
      ["/api/me/settings", "GET"],
      ["/api/me/export", "GET"],
      ["/api/me/delete", "POST"],
      ["/api/me/sessions/revoke-others", "POST"],
      ["/api/me/email-preferences", "PUT"],
    ] as const)
      expect(
        (await t.request(path, { method, json: method === "GET" ? undefined : {} })).status,
      ).toBe(401);
  });
});

describe("profile", () => {
  it("changes the name", async () => {
    const signedIn = await t.signIn();
    const res = await t.request("/api/me/profile", {
      method: "PUT",
      json: { name: "Grace Hopper" },
      cookie: signedIn.cookie,
    });
    expect(res.status).toBe(200);
    // The browser drops the cached session copy the write expired (decision 0055).
    const cookie = withSetCookies(signedIn.cookie, res);
    expect((await settings(cookie)).profile.name).toBe("Grace Hopper");
    const me = (await (await t.request("/api/me", { cookie })).json()) as {
      user: { name: string };
    };
    expect(me.user.name).toBe("Grace Hopper");
  });
});

describe("avatar", () => {
  it("stores an uploaded picture as square WebP, shows it, and removes it again", async () => {
    const mine = await t.signIn();
    const res = await t.request("/api/me/avatar", {
      method: "POST",
      body: uploadForm(await makeImage("png"), "me.png"),
      cookie: mine.cookie,
    });
    expect(res.status).toBe(200);
    const { image } = (await res.json()) as { image: string };
    mine.cookie = withSetCookies(mine.cookie, res);
    expect(image).toMatch(/^\/uploads\/avatars\/[a-f0-9]{24}\/[a-f0-9]+\.webp$/);
    const file = await t.request(image);
    expect(file.status).toBe(200);
    const info = await imageInfo(file);
    expect([info.width, info.height]).toEqual([256, 256]);
    expect((await settings(mine.cookie)).profile.image).toBe(image);
    const me = (await (await t.request("/api/me", { cookie: mine.cookie })).json()) as {
      user: { image: string | null };
    };
    expect(me.user.image).toBe(image);

    const fake = await t.request("/api/me/avatar", {
      method: "POST",
      body: uploadForm(new TextEncoder().encode("<svg/>"), "x.png"),
      cookie: mine.cookie,
      headers: { "accept-language": "de" },
    });
    expect(fake.status).toBe(400);

    const removed = await t.request("/api/me/avatar", { method: "DELETE", cookie: mine.cookie });
    expect(removed.status).toBe(200);
    expect((await settings(mine.cookie)).profile.image).toBeNull();
    expect((await t.request(image)).status).toBe(404);
  });
});

describe("sessions", () => {
  it("lists only my sessions and never ends another user's", async () => {
    const mine = await t.signIn();
    const second = await signInAgain(mine.email);
    expect(second.res.status).toBe(200);
    const other = await t.signIn();

    const list = (await settings(mine.cookie)).sessions;
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list[0]).not.toHaveProperty("token");

    const otherSessions = (await settings(other.cookie)).sessions;
    const foreign = await t.request(`/api/me/sessions/${otherSessions[0]!.id}`, {
      method: "DELETE",
      cookie: mine.cookie,
    });
    expect(foreign.status).toBe(404);
    expect((await settings(other.cookie)).sessions).toHaveLength(1);

    const notCurrent = list.find((s) => !s.current)!;
    const end = await t.request(`/api/me/sessions/${notCurrent.id}`, {
      method: "DELETE",
      cookie: mine.cookie,
    });
    expect(end.status).toBe(200);
    expect((await t.request("/api/me/settings", { cookie: second.cookie })).status).toBe(401);
    expect((await settings(mine.cookie)).sessions).toHaveLength(1);
  });

  it("ends all other sessions", async () => {
    const mine = await t.signIn();
    const a = await signInAgain(mine.email);
    const b = await signInAgain(mine.email);
    const res = await t.request("/api/me/sessions/revoke-others", {
      json: {},
      cookie: mine.cookie,
    });
    expect(res.status).toBe(200);
    expect((await t.request("/api/me/settings", { cookie: a.cookie })).status).toBe(401);
    expect((await t.request("/api/me/settings", { cookie: b.cookie })).status).toBe(401);
    expect((await settings(mine.cookie)).sessions).toHaveLength(1);
  });

  it("a password change ends the other sessions", async () => {
    const mine = await t.signIn();
    const other = await signInAgain(mine.email);
    const wrong = await t.request("/api/auth/change-password", {
      json: { currentPassword: "not-my-password", newPassword: "brand-new-pass-1" },
      cookie: mine.cookie,
    });
    expect(wrong.status).toBe(400);
    const res = await t.request("/api/auth/change-password", {
      json: {
        currentPassword: PASSWORD,
        newPassword: "brand-new-pass-1",
        revokeOtherSessions: true,
      },
      cookie: mine.cookie,
    });
    expect(res.status).toBe(200);
    const fresh = cookieOf(res) || mine.cookie;
    expect((await t.request("/api/me/settings", { cookie: other.cookie })).status).toBe(401);
    expect((await t.request("/api/me/settings", { cookie: fresh })).status).toBe(200);
    expect((await signInAgain(mine.email)).res.status).not.toBe(200);
    expect((await signInAgain(mine.email, "brand-new-pass-1")).res.status).toBe(200);
  });
});

describe("two-factor sign-in", () => {
  const totpOf = (uri: string) => OTPAuth.URI.parse(uri) as OTPAuth.TOTP;

  it("is set up with a code, asks for it at sign-in, takes a backup code once, turns off with a code", async () => {
    const mine = await t.signIn();
    const enable = await t.request("/api/auth/two-factor/enable", {
      json: { password: PASSWORD },
      cookie: mine.cookie,
    });
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = (await enable.json()) as {
      totpURI: string;
      backupCodes: string[];
    };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Kurswerk:/);
    expect(backupCodes).toHaveLength(10);
    const totp = totpOf(totpURI);
    // Not active before a code confirmed it.
    expect((await settings(mine.cookie)).twoFactorEnabled).toBe(false);
    expect((await signInAgain(mine.email)).res.status).toBe(200);

    const wrongSetup = await t.request("/api/auth/two-factor/verify-totp", {
      json: { code: "000000" === totp.generate() ? "111111" : "000000" },
      cookie: mine.cookie,
    });
    expect(wrongSetup.status).toBe(401);
    const confirm = await t.request("/api/auth/two-factor/verify-totp", {
      json: { code: totp.generate() },
      cookie: mine.cookie,
    });
    expect(confirm.status).toBe(200);
    const cookie = cookieOf(confirm);
    expect((await settings(cookie)).twoFactorEnabled).toBe(true);

    // Sign-in now stops after the password and asks for the code.
    const first = await signInAgain(mine.email);
    expect(first.res.status).toBe(200);
    expect(await first.res.json()).toMatchObject({ twoFactorRedirect: true });
    expect((await t.request("/api/me/settings", { cookie: first.cookie })).status).toBe(401);
    const wrong = await t.request("/api/auth/two-factor/verify-totp", {
      json: { code: "12345" },
      cookie: first.cookie,
      ip: nextIp(),
    });
    expect(wrong.status).not.toBe(200);
    const right = await t.request("/api/auth/two-factor/verify-totp", {
      json: { code: totp.generate() },
      cookie: first.cookie,
      ip: nextIp(),
    });
    expect(right.status).toBe(200);
    expect((await t.request("/api/me/settings", { cookie: cookieOf(right) })).status).toBe(200);

    // A backup code works once.
    const useBackup = async () => {
      const step = await signInAgain(mine.email);
      return t.request("/api/auth/two-factor/verify-backup-code", {
        json: { code: backupCodes[0] },
        cookie: step.cookie,
        ip: nextIp(),
      });
    };
    expect((await useBackup()).status).toBe(200);
    expect((await useBackup()).status).toBe(401);

    // Turning it off: not through the library's route, only with a code.
    const direct = await t.request("/api/auth/two-factor/disable", {
      json: { password: PASSWORD },
      cookie,
    });
    expect(direct.status).toBe(403);
    const badCode = await t.request("/api/me/two-factor/disable", {
      json: { password: PASSWORD, code: "000000" === totp.generate() ? "111111" : "000000" },
      cookie,
      headers: { "accept-language": "de" },
    });
    expect(badCode.status).toBe(400);
    expect((await errorOf(badCode)).message).toBe("Der Code ist falsch oder abgelaufen");
    const off = await t.request("/api/me/two-factor/disable", {
      json: { password: PASSWORD, code: totp.generate() },
      cookie,
    });
    expect(off.status).toBe(200);
    const afterOff = cookieOf(off);
    expect((await settings(afterOff)).twoFactorEnabled).toBe(false);
    expect(await (await signInAgain(mine.email)).res.json()).not.toHaveProperty(
      "twoFactorRedirect",
    );
  });
});

describe("e-mail change", () => {
  it("sends the link to the new address and tells the old one", async () => {
    const mine = await t.signIn();
    const newEmail = `new-${Date.now()}@example.com`;
    const res = await t.request("/api/auth/change-email", {
      json: { newEmail, callbackURL: "/app/settings/email" },
      cookie: mine.cookie,
    });
    expect(res.status).toBe(200);
    const toNew = await t.outbox(newEmail);
    expect(toNew).toHaveLength(1);
    expect(toNew[0]!.kind).toBe("change-email");
    expect(toNew[0]!.text).toContain("/api/auth/verify-email?token=");
    const toOld = await t.outbox(mine.email);
    expect(toOld.map((m) => m.kind)).toContain("change-email-notice");
    expect(toOld.find((m) => m.kind === "change-email-notice")!.text).toContain(newEmail);
    // Nothing changes before the new address is confirmed.
    expect((await settings(mine.cookie)).profile.email).toBe(mine.email);
  });
});

async function seedLead(email: string) {
  await t.deps.db.insert(funnelLeads).values({
    tokenHash: `hash-${email}`,
    email,
    goal: "career-change",
  });
}

describe("privacy", () => {
  it("exports exactly my rows", async () => {
    const mine = await t.signIn();
    const other = await t.signIn();
    await seedLead(mine.email);
    await seedLead(other.email);
    await t.deps.db.insert(learningProfiles).values({
      userId: mine.userId,
      goal: "career-change",
      experienceLevel: "beginner",
      timeAvailable: "2-5",
      learningStyle: ["video"],
      interestTopic: "web",
      biggestBlocker: "time",
      source: "app",
    });
    const res = await t.request("/api/me/export", { cookie: mine.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain("attachment");
    const text = await res.text();
    const data = JSON.parse(text) as {
      account: { profile: { email: string }; sessions: unknown[] };
      learning: { learningProfile: { goal: string } | null };
      leads: { email: string }[];
    };
    expect(data.account.profile.email).toBe(mine.email);
    expect(data.account.sessions).toHaveLength(1);
    expect(data.learning.learningProfile?.goal).toBe("career-change");
    expect(data.leads.map((l) => l.email)).toEqual([mine.email]);
    // What the lead gave, not what the reports derive from it (decisions 0162, 0171).
    expect(Object.keys(data.leads[0]!)).not.toContain("csvLine");
    expect(Object.keys(data.leads[0]!)).not.toContain("outcomeRegistered");
    expect(text).not.toContain(other.email);
    expect(text).not.toContain(other.userId);
    expect(text).not.toMatch(/token|password|secret/i);
  });

  it("limits the export", async () => {
    const mine = await t.signIn();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await t.request("/api/me/export", { cookie: mine.cookie, ip: "10.78.0.1" })).status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("keeps the e-mail preferences and the weekly reminder respects them", async () => {
    const mine = await t.signIn();
    await seedLead(mine.email);
    const before = await settings(mine.cookie);
    expect(before.emailPreferences).toEqual({
      productEmails: true,
      funnelEmails: true,
      hasLead: true,
    });
    const res = await t.request("/api/me/email-preferences", {
      method: "PUT",
      json: { productEmails: false, funnelEmails: false },
      cookie: mine.cookie,
    });
    expect(res.status).toBe(200);
    expect((await settings(mine.cookie)).emailPreferences).toEqual({
      productEmails: false,
      funnelEmails: false,
      hasLead: true,
    });
    const [lead] = await t.deps.db
      .select()
      .from(funnelLeads)
      .where(eq(funnelLeads.email, mine.email));
    expect(lead!.unsubscribed).toBe(true);

    // The weekly plan reminder goes to a learner with product e-mails on, not to me.
    const control = await t.signIn();
    const profile = {
      goal: "career-change",
      experienceLevel: "beginner",
      timeAvailable: "2-5",
      learningStyle: ["video"],
      interestTopic: "web",
      biggestBlocker: "time",
      source: "app",
      reminderEnabled: true,
    };
    await t.deps.db.insert(learningProfiles).values([
      { userId: mine.userId, ...profile },
      { userId: control.userId, ...profile },
    ]);
    await sendWeeklyReminders(t.deps);
    expect((await t.outbox(control.email)).some((m) => m.kind === "plan-reminder")).toBe(true);
    expect((await t.outbox(mine.email)).some((m) => m.kind === "plan-reminder")).toBe(false);
  });

  it("deletes the account with every row of mine in one go and signs out", async () => {
    const mine = await t.signIn();
    const other = await t.signIn();
    await seedLead(mine.email);
    await seedLead(other.email);
    await t.deps.db.insert(auditLog).values({
      entityType: "user",
      entityId: mine.userId,
      action: "updated",
      actorId: mine.userId,
      details: { email: mine.email },
    });
    await t.request("/api/auth/two-factor/enable", {
      json: { password: PASSWORD },
      cookie: mine.cookie,
    });
    const res = await t.request("/api/me/delete", {
      json: { email: mine.email.toUpperCase() },
      cookie: mine.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => /Max-Age=0/.test(c))).toBe(true);
    const db = t.deps.db;
    expect(await db.select().from(user).where(eq(user.id, mine.userId))).toHaveLength(0);
    expect(await db.select().from(session).where(eq(session.userId, mine.userId))).toHaveLength(0);
    expect(await db.select().from(twoFactor).where(eq(twoFactor.userId, mine.userId))).toHaveLength(
      0,
    );
    expect(
      await db.select().from(funnelLeads).where(eq(funnelLeads.email, mine.email)),
    ).toHaveLength(0);
    expect(
      await db.select().from(funnelLeads).where(eq(funnelLeads.email, other.email)),
    ).toHaveLength(1);
    const trail = await db.select().from(auditLog).where(eq(auditLog.entityId, mine.userId));
    expect(trail).toHaveLength(0);
    expect((await t.request("/api/me/settings", { cookie: mine.cookie })).status).toBe(401);
    expect((await signInAgain(mine.email)).res.status).not.toBe(200);
    expect((await settings(other.cookie)).profile.email).toBe(other.email);
  });
});

describe("SQL statements", () => {
  it("stay fixed for settings and export whatever the data size", async () => {
    const mine = await t.signIn();
    const count = async (path: string) => {
      const res = await t.request(path, { cookie: mine.cookie, ip: nextIp() });
      expect(res.status).toBe(200);
      return Number(res.headers.get("x-sql-statements"));
    };
    const small = [await count("/api/me/settings"), await count("/api/me/export")];
    for (let i = 0; i < 4; i++) await signInAgain(mine.email);
    await seedLead(mine.email);
    await upsertAccount(t.deps.db, {
      email: `x-${Date.now()}@example.com`,
      name: "X Y",
      password: PASSWORD,
      role: "user",
    });
    const large = [await count("/api/me/settings"), await count("/api/me/export")];
    expect(large).toEqual(small);
    expect(small[0]).toBeGreaterThan(0);
  });
});
