import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";

/** Endpoints that take a token or an e-mail address are limited per client address. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_MAX: "3" });
});
afterAll(async () => {
  await t?.close();
});

const token = "x".repeat(40);

async function expect429(res: Response, lang: "de" | "en") {
  expect(res.status).toBe(429);
  const wait = Number(res.headers.get("retry-after"));
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(60);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe("RATE_LIMITED");
  expect(body.error.message).toMatch(
    lang === "de"
      ? /^Zu viele Versuche\. Bitte versuche es in \d+ Sekunden? erneut\.$|^Zu viele Versuche\. Bitte versuche es in 1 Minute erneut\.$/
      : /^Too many attempts\. Please try again in (\d+ seconds?|1 minute)\.$/,
  );
}

describe("rate limits", () => {
  it("limits the reset-token check per address", async () => {
    const ip = "10.50.0.1";
    for (let i = 0; i < 3; i++)
      expect(
        (await t.request(`/api/account/reset-session?token=${token}${i}`, { ip })).status,
      ).toBe(200);
    await expect429(
      await t.request(`/api/account/reset-session?token=${token}`, {
        ip,
        headers: { "accept-language": "de" },
      }),
      "de",
    );
    // Another address is not affected.
    expect(
      (await t.request(`/api/account/reset-session?token=${token}`, { ip: "10.50.0.2" })).status,
    ).toBe(200);
  });

  it("limits setting a password with a reset token per address", async () => {
    const ip = "10.50.1.1";
    const body = { token, password: "new-password-1", confirmPassword: "new-password-1" };
    for (let i = 0; i < 3; i++)
      expect((await t.request("/api/account/reset-password", { json: body, ip })).status).toBe(400);
    await expect429(
      await t.request("/api/account/reset-password", {
        json: body,
        ip,
        headers: { "accept-language": "en" },
      }),
      "en",
    );
  });

  it("limits the auth library's e-mail and token endpoints", async () => {
    const ip = "10.50.2.1";
    const send = () =>
      t.request("/api/auth/send-verification-email", {
        json: { email: "nobody@example.com" },
        ip,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await send()).status);
    expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(3)).toEqual([429, 429]);
    const verify = () => t.request(`/api/auth/verify-email?token=${token}`, { ip: "10.50.3.1" });
    const verifyStatuses: number[] = [];
    for (let i = 0; i < 5; i++) verifyStatuses.push((await verify()).status);
    expect(verifyStatuses.slice(3)).toEqual([429, 429]);
  });

  it("limits the lead confirmation link per address", async () => {
    const ip = "10.50.4.1";
    const statuses: number[] = [];
    for (let i = 0; i < 102; i++)
      statuses.push((await t.request(`/api/leads/confirm?token=${"a".repeat(43)}`, { ip })).status);
    expect(statuses.at(-1)).toBe(429);
  });

  it("limits password change, e-mail change and two-factor codes per address", async () => {
    const cases = [
      ["/api/auth/change-password", { currentPassword: "x", newPassword: "yyyyyyyy" }],
      ["/api/auth/change-email", { newEmail: "new@example.com" }],
      ["/api/auth/two-factor/verify-totp", { code: "123456" }],
      ["/api/auth/two-factor/verify-backup-code", { code: "abcde-fghij" }],
    ] as const;
    for (const [index, [path, json]] of cases.entries()) {
      const ip = `10.50.5.${index + 1}`;
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await t.request(path, { json, ip })).status);
      expect(
        statuses.slice(0, 3).every((s) => s !== 429),
        path,
      ).toBe(true);
      expect(statuses.slice(3), path).toEqual([429, 429]);
    }
  });
});
