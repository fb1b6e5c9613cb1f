import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { TransactionRollbackError } from "drizzle-orm";
import type { Db } from "../db/client";
import { account, funnelLeads, user } from "../db/schema";

/*
 * A sign-up must not tell whether an address has an account (decisions 0096 and 0176). Both
 * answers are the same; the work behind them must be too: a new address costs the user and
 * account rows, the lead hook, the confirmation mail's read and its outbox row; a registered
 * one would cost only the owner's mail, some statements and milliseconds fewer. So a
 * registered address runs the same statements on a row nobody can see (a transaction that
 * is rolled back), and every sign-up answers no sooner than `SIGN_UP_MIN_MS` after it
 * arrived, which covers what a rollback saves against a commit.
 */

/** Every sign-up answers no sooner than this after it arrived (both paths take less here). */
export const SIGN_UP_MIN_MS = 400;

/** The path of Better Auth's e-mail sign-up as the app mounts it. */
export const SIGN_UP_PATH = "/api/auth/sign-up/email";

/** Waits until `minMs` have passed since `startedAt` (a `performance.now()` value). */
export async function answerNoSoonerThan(startedAt: number, minMs = SIGN_UP_MIN_MS) {
  const rest = minMs - (performance.now() - startedAt);
  if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
}

/** A password hash's shape (Argon2id, decision 0002); the row never becomes visible. */
const SHADOW_HASH = `$argon2id$v=19$m=19456,t=2,p=1$${"A".repeat(22)}$${"A".repeat(43)}`;

/**
 * What creating an account writes, for a registered address: the user row (with its
 * triggers and indexes), the credential account, the lead hook's update (on an address no
 * lead has) and the confirmation mail's read of the stored address, in one transaction that
 * is rolled back. The owner's mail that follows stands for the confirmation mail.
 */
export async function shadowAccountCreation(
  db: Db,
  u: { name: string; language?: unknown },
): Promise<void> {
  const id = randomUUID().replaceAll("-", "").slice(0, 32);
  const email = `${id}@shadow.invalid`;
  const now = new Date();
  try {
    await db.transaction(async (tx) => {
      await tx.insert(user).values({
        id,
        name: u.name,
        email,
        emailVerified: false,
        image: null,
        role: "user",
        language: typeof u.language === "string" ? u.language : "de",
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(account).values({
        id: `${id}a`,
        accountId: id,
        providerId: "credential",
        userId: id,
        password: SHADOW_HASH,
        createdAt: now,
        updatedAt: now,
      });
      // The leads module's hook (markLeadRegisteredByEmail), on the shadow's address.
      await tx
        .update(funnelLeads)
        .set({
          registered: true,
          registeredAt: sql`coalesce(${funnelLeads.registeredAt}, now())`,
          updatedAt: now,
        })
        .where(eq(funnelLeads.email, email));
      await tx.select({ email: user.email }).from(user).where(eq(user.id, id)).limit(1);
      tx.rollback();
    });
  } catch (err) {
    if (!(err instanceof TransactionRollbackError)) throw err;
  }
}
