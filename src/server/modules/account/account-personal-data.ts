import { and, desc, eq, gt, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { account, mailOutbox, session, user, verification } from "../../db/schema";

/*
 * The account's own rows (Better Auth's user, sessions, sign-in methods) for the settings
 * screen, the data export and the account deletion (issue 12). Fixed statement counts.
 */

/** The profile, the sign-in methods and the active sessions of a user: three statements. */
export async function accountOverview(db: DbOrTx, userId: string) {
  const [profiles, methods, sessions] = await Promise.all([
    db
      .select({
        id: user.id,
        name: user.name,
        email: user.email,
        emailVerified: user.emailVerified,
        image: user.image,
        language: user.language,
        role: user.role,
        twoFactorEnabled: user.twoFactorEnabled,
        productEmails: user.productEmails,
        createdAt: user.createdAt,
        updatedAt: user.updatedAt,
      })
      .from(user)
      .where(eq(user.id, userId))
      .limit(1),
    db
      .select({ providerId: account.providerId, createdAt: account.createdAt })
      .from(account)
      .where(eq(account.userId, userId)),
    db
      .select({
        id: session.id,
        token: session.token,
        userAgent: session.userAgent,
        ipAddress: session.ipAddress,
        createdAt: session.createdAt,
        updatedAt: session.updatedAt,
        expiresAt: session.expiresAt,
      })
      .from(session)
      .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())))
      .orderBy(desc(session.updatedAt))
      .limit(100),
  ]);
  return { profile: profiles[0] ?? null, methods, sessions };
}

/** For the export: profile, sign-in methods and sessions, without any token or secret. */
export async function exportAccountData(db: DbOrTx, userId: string) {
  const { profile, methods, sessions } = await accountOverview(db, userId);
  return {
    profile,
    signInMethods: methods,
    sessions: sessions.map(({ token, ...s }) => (void token, s)),
  };
}

/** The token of one of the user's sessions (for Better Auth's revokeSession), or null. */
export async function sessionTokenOf(db: DbOrTx, userId: string, sessionId: string) {
  const [row] = await db
    .select({ token: session.token })
    .from(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
    .limit(1);
  return row?.token ?? null;
}

export async function setProductEmails(db: DbOrTx, userId: string, enabled: boolean) {
  await db.update(user).set({ productEmails: enabled }).where(eq(user.id, userId));
}

/**
 * Deletes the user row (sessions, sign-in methods, two-factor secrets, learning path,
 * progress, learning profile and reminders go with it by ON DELETE CASCADE), the
 * verification values that name the user or the address, and the mails to the address
 * still in the outbox. Three statements; run inside the deletion's transaction.
 */
export async function deleteAccountRows(db: DbOrTx, userId: string, email: string) {
  await db
    .delete(verification)
    .where(or(eq(verification.value, userId), eq(verification.identifier, email)));
  await db.delete(mailOutbox).where(eq(mailOutbox.to, email));
  await db.delete(user).where(eq(user.id, userId));
}
