import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { account, user } from "../db/schema";
import { hashPassword } from "./password";
import type { Role } from "@shared/contracts/auth";

export function generatePassword(): string {
  // 18 random bytes -> 24 URL-safe characters
  return randomBytes(18).toString("base64url");
}

/**
 * Creates an already confirmed account with a password, or promotes/updates an
 * existing one (role, name, password). Idempotent by e-mail.
 */
export async function upsertAccount(
  db: Db,
  input: { email: string; name: string; password?: string; role: Role; language?: string },
): Promise<{ id: string; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const hash = input.password ? await hashPassword(input.password) : null;
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, email))
      .limit(1);
    if (existing) {
      await tx
        .update(user)
        .set({ role: input.role, name: input.name, emailVerified: true })
        .where(eq(user.id, existing.id));
      if (hash) {
        const [cred] = await tx
          .select({ id: account.id })
          .from(account)
          .where(eq(account.userId, existing.id))
          .limit(1);
        if (cred) await tx.update(account).set({ password: hash }).where(eq(account.id, cred.id));
        else
          await tx.insert(account).values({
            id: randomUUID(),
            accountId: existing.id,
            providerId: "credential",
            userId: existing.id,
            password: hash,
          });
      }
      return { id: existing.id, created: false };
    }
    const id = randomUUID();
    await tx.insert(user).values({
      id,
      email,
      name: input.name,
      emailVerified: true,
      role: input.role,
      language: input.language ?? "de",
    });
    await tx.insert(account).values({
      id: randomUUID(),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: hash,
    });
    return { id, created: true };
  });
}
