import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, verifyPassword } from "./password";
import { legacyScryptHash } from "../test/legacy-hash";

describe("password hashing", () => {
  it("hashes with Argon2id at m=19 MiB, t=2, p=1 and verifies", async () => {
    const hash = await hashPassword("sicheres-pw-1");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(needsRehash(hash)).toBe(false);
    expect(await verifyPassword({ hash, password: "sicheres-pw-1" })).toBe(true);
    expect(await verifyPassword({ hash, password: "sicheres-pw-2" })).toBe(false);
  });

  it("still verifies hashes of the earlier scrypt scheme and marks them for rehashing", async () => {
    const hash = legacyScryptHash("altes-passwort");
    expect(needsRehash(hash)).toBe(true);
    expect(await verifyPassword({ hash, password: "altes-passwort" })).toBe(true);
    expect(await verifyPassword({ hash, password: "falsches-passwort" })).toBe(false);
  });

  it("refuses unknown or damaged hashes", async () => {
    expect(await verifyPassword({ hash: "plain", password: "plain" })).toBe(false);
    expect(await verifyPassword({ hash: "$argon2id$kaputt", password: "x" })).toBe(false);
  });
});
