import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../test/harness";
import { upsertAccount } from "./accounts";
import { account } from "../db/schema";
import { legacyScryptHash } from "../test/legacy-hash";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const storedHash = async (userId: string) =>
  (await t.deps.db.select().from(account).where(eq(account.userId, userId)))[0].password!;

describe("password rehash at sign-in", () => {
  it("signs in with an old scrypt hash and stores Argon2id afterwards", async () => {
    const email = "alt@example.com";
    const { id } = await upsertAccount(t.deps.db, {
      email,
      name: "Alte Anmeldung",
      password: "altes-passwort-1",
      role: "user",
    });
    await t.deps.db
      .update(account)
      .set({ password: legacyScryptHash("altes-passwort-1") })
      .where(eq(account.userId, id));

    const wrong = await t.request("/api/auth/sign-in/email", {
      json: { email, password: "falsches-passwort" },
      ip: "10.3.0.1",
    });
    expect(wrong.status).toBe(401);
    expect(await storedHash(id)).toMatch(/^scrypt\$/);

    const first = await t.request("/api/auth/sign-in/email", {
      json: { email, password: "altes-passwort-1" },
      ip: "10.3.0.2",
    });
    expect(first.status).toBe(200);
    expect(await storedHash(id)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const again = await t.request("/api/auth/sign-in/email", {
      json: { email, password: "altes-passwort-1" },
      ip: "10.3.0.3",
    });
    expect(again.status).toBe(200);
  });
});
