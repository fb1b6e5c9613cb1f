import { scrypt as scryptCb, timingSafeEqual } from "node:crypto";
import type { ScryptOptions } from "node:crypto";
import { hash as argon2Hash, verify as argon2Verify } from "@node-rs/argon2";

/**
 * Password hashing with Argon2id at OWASP's minimum (m=19 MiB, t=2, p=1), decision 0002.
 * The hash is the PHC string ($argon2id$v=19$m=19456,t=2,p=1$salt$hash) and records its
 * parameters. Hashes of the earlier scheme (scrypt$N$r$p$salt$hash, N=2^17) still verify
 * and are replaced at the next successful sign-in (`needsRehash`).
 */
const ARGON2 = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, not importable under verbatimModuleSyntax)
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;
const MAXMEM = 256 * 1024 * 1024;

export async function hashPassword(password: string): Promise<string> {
  return argon2Hash(password.normalize("NFKC"), ARGON2);
}

/** True for a stored hash that is not Argon2id at the current parameters. */
export function needsRehash(hash: string): boolean {
  return !hash.startsWith("$argon2id$v=19$m=19456,t=2,p=1$");
}

function scrypt(
  password: string,
  salt: Buffer,
  keylen: number,
  opts: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize("NFKC"), salt, keylen, opts, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

async function verifyLegacyScrypt(hash: string, password: string): Promise<boolean> {
  const parts = hash.split("$");
  if (parts.length !== 6) return false;
  const [, n, r, p, saltB64, keyB64] = parts;
  const expected = Buffer.from(keyB64, "base64");
  const key = await scrypt(password, Buffer.from(saltB64, "base64"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAXMEM,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  if (hash.startsWith("$argon2")) {
    try {
      return await argon2Verify(hash, password.normalize("NFKC"));
    } catch {
      return false;
    }
  }
  if (hash.startsWith("scrypt$")) return verifyLegacyScrypt(hash, password);
  return false;
}
