import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { announceSetupToken } from "./setup.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const form = (token: string, email = "erste@example.com") => ({
  token,
  name: "Erste Admin",
  email,
  password: "sicheres-passwort",
  confirmPassword: "sicheres-passwort",
  language: "de",
});

describe("first admin setup", () => {
  it("creates the first admin with the key from the log, then is gone", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const token = await announceSetupToken(t.deps);
    // A second process start prints its own key; both are accepted.
    const other = await announceSetupToken(t.deps);
    const printed = log.mock.calls.flat().join("\n");
    log.mockRestore();
    expect(token).toBeTruthy();
    expect(other).not.toBe(token);
    expect(printed).toContain(token!);

    expect(await (await t.request("/api/setup")).json()).toEqual({ needed: true });

    const wrong = await t.request("/api/setup", { json: form("falsch") });
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as { error: { message: string } }).error.message).toBe(
      "Der Einrichtungsschlüssel stimmt nicht.",
    );
    const invalid = await t.request("/api/setup", { json: { ...form(""), confirmPassword: "x" } });
    expect(invalid.status).toBe(400);

    const ok = await t.request("/api/setup", { json: form(token!) });
    expect(ok.status).toBe(201);
    expect(await (await t.request("/api/setup")).json()).toEqual({ needed: false });

    const again = await t.request("/api/setup", { json: form(other!, "zweite@example.com") });
    expect(again.status).toBe(410);
    expect(await announceSetupToken(t.deps)).toBeNull();

    const signIn = await t.request("/api/auth/sign-in/email", {
      json: { email: "erste@example.com", password: "sicheres-passwort" },
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const users = await t.request("/api/admin/users", { cookie });
    expect(users.status).toBe(200);
    const detail = await t.request(
      `/api/admin/users/${((await users.json()) as { users: { id: string }[] }).users[0].id}`,
      { cookie },
    );
    expect(((await detail.json()) as { history: { action: string }[] }).history[0].action).toBe(
      "first-admin-created",
    );
  });
});
