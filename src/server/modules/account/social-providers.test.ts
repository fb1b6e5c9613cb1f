import { afterAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";

/**
 * The session answer names the social sign-in providers this server has configured
 * (decision 0092): the sign-in screens show buttons for those only, and none without one.
 */
describe("GET /api/me: configured social providers", () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  it("names none when none is configured", async () => {
    const t = await createTestApp();
    apps.push(t);
    const res = await t.request("/api/me");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: null, socialProviders: [] });
  });

  it("names exactly the configured ones, in a fixed order, and a configured one starts", async () => {
    const t = await createTestApp({
      GITHUB_CLIENT_ID: "gh-id",
      GITHUB_CLIENT_SECRET: "gh-secret",
      APPLE_CLIENT_ID: "apple-id",
      APPLE_CLIENT_SECRET: "apple-secret",
    });
    apps.push(t);
    const me = await (await t.request("/api/me")).json();
    expect(me.socialProviders).toEqual(["apple", "github"]);
    // A listed provider is one Better Auth knows: it answers with the provider's address.
    const start = await t.request("/api/auth/sign-in/social", {
      method: "POST",
      json: { provider: "github", callbackURL: "/app" },
    });
    expect(start.status).toBe(200);
    expect((await start.json()).url).toMatch(/^https:\/\/github\.com\/login\/oauth\/authorize\?/);
    // One that is not listed is not configured.
    const google = await t.request("/api/auth/sign-in/social", {
      method: "POST",
      json: { provider: "google", callbackURL: "/app" },
    });
    expect(google.status).toBe(404);
  });
});
