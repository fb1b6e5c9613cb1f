import { randomBytes, scryptSync } from "node:crypto";

/** A password hash as the earlier scheme wrote it (scrypt N=2^17, r=8, p=1), for tests. */
export function legacyScryptHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFKC"), salt, 64, {
    N: 2 ** 17,
    r: 8,
    p: 1,
    maxmem: 256 * 1024 * 1024,
  });
  return `scrypt$${2 ** 17}$8$1$${salt.toString("base64")}$${key.toString("base64")}`;
}
