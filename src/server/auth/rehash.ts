import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { account } from "../db/schema";
import { hashPassword, needsRehash } from "./password";

/**
 * After a successful e-mail sign-in: a password stored under an older scheme (scrypt) is
 * replaced by an Argon2id hash of the password just verified. The update compares the old
 * hash, so two simultaneous sign-ins write once and a password changed meanwhile stays.
 */
export async function rehashLegacyPassword(db: Db, userId: string, password: string) {
  const [cred] = await db
    .select({ id: account.id, password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
    .limit(1);
  if (!cred?.password || !needsRehash(cred.password)) return;
  const fresh = await hashPassword(password);
  await db
    .update(account)
    .set({ password: fresh, updatedAt: new Date() })
    .where(and(eq(account.id, cred.id), eq(account.password, cred.password)));
}
