import { and, eq, gt } from "drizzle-orm";
import type { Deps } from "../../context";
import { user, verification } from "../../db/schema";
import type { Language } from "@shared/i18n/languages";

export async function setLanguage(deps: Deps, userId: string, language: Language) {
  await deps.db.update(user).set({ language }).where(eq(user.id, userId));
}

/** The user a password-reset token belongs to, if the token is valid and not expired. */
export async function findResetTokenUser(deps: Deps, token: string) {
  const rows = await deps.db
    .select({ userId: verification.value, email: user.email })
    .from(verification)
    .innerJoin(user, eq(user.id, verification.value))
    .where(
      and(
        eq(verification.identifier, `reset-password:${token}`),
        gt(verification.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function markEmailVerified(deps: Deps, userId: string) {
  await deps.db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
}
