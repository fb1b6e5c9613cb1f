import { eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { AppEnv, Deps } from "../context";
import { signInThrottle, user } from "../db/schema";
import { AppError } from "../lib/errors";
import { signInThrottledMail } from "../mail/security-templates";
import { isLanguage } from "@shared/i18n/languages";
import { hasForbiddenText } from "@shared/domain/text-rules";
import { signInFailures } from "../lib/metrics";

/** The path of the e-mail sign-in (Better Auth). */
export const SIGN_IN_PATH = "/api/auth/sign-in/email";

/**
 * Sign-in throttling per account (decision 0059). Wrong passwords for one address are
 * counted; from `accountMaxFailures` within `accountWindowS` on, every further attempt for
 * that address waits a delay that doubles with each failure (`delayBaseS` … `delayMaxS`),
 * whatever client address it comes from, and the owner gets one mail per window. A correct
 * password after the delay clears the count. The per-address limit (Better Auth's rule for
 * /sign-in/email) is set high enough for a classroom behind one router.
 */
export async function throttledSignIn(
  c: Context<AppEnv>,
  forward: () => Promise<Response>,
): Promise<Response> {
  const deps = c.get("deps");
  const email = await emailOf(c.req.raw);
  if (!email) return forward();
  const [row] = await deps.db
    .select({ lockedUntil: signInThrottle.lockedUntil })
    .from(signInThrottle)
    .where(eq(signInThrottle.email, email));
  const waitMs = row?.lockedUntil ? row.lockedUntil.getTime() - Date.now() : 0;
  if (waitMs > 0) {
    signInFailures.inc({ reason: "throttled" });
    throw new AppError(429, "SIGN_IN_THROTTLED", "Zu viele Anmeldeversuche", {
      retryAfterS: Math.ceil(waitMs / 1000),
    });
  }
  const res = await forward();
  if (res.status === 429) signInFailures.inc({ reason: "rate_limited" });
  if (res.status === 401) {
    signInFailures.inc({ reason: "wrong_password" });
    await recordFailure(deps, email);
  } else if (res.ok && row)
    await deps.db.delete(signInThrottle).where(eq(signInThrottle.email, email));
  return res;
}

async function emailOf(req: Request): Promise<string | null> {
  try {
    const body = (await req.clone().json()) as { email?: unknown };
    // Only addresses that could be an account's (the database refuses NUL and lone surrogates).
    if (typeof body?.email !== "string" || hasForbiddenText(body.email)) return null;
    return body.email.trim().toLowerCase().slice(0, 320);
  } catch {
    return null;
  }
}

/** One statement: count the failure (a new window after `accountWindowS`) and set the delay. */
async function recordFailure(deps: Deps, email: string) {
  const s = deps.config.signIn;
  const t = signInThrottle;
  const stale = sql`${t.lastFailureAt} <= now() - make_interval(secs => ${s.accountWindowS})`;
  const failures = sql`case when ${stale} then 1 else ${t.failures} + 1 end`;
  // Delay once the count reaches the limit: base · 2^(failures − limit), capped.
  const delayFor = (n: typeof failures) =>
    sql`case when ${n} >= ${s.accountMaxFailures}
      then now() + make_interval(secs => least(${s.delayMaxS}::float8,
        ${s.delayBaseS}::float8 * power(2::float8, (${n} - ${s.accountMaxFailures})::float8)))
      else null end`;
  const [row] = await deps.db
    .insert(t)
    .values({
      email,
      failures: 1,
      lastFailureAt: sql`now()`,
      lockedUntil:
        s.accountMaxFailures <= 1 ? sql`now() + make_interval(secs => ${s.delayBaseS})` : null,
    })
    .onConflictDoUpdate({
      target: t.email,
      set: { failures, lastFailureAt: sql`now()`, lockedUntil: delayFor(failures) },
    })
    .returning({ failures: t.failures, notifiedAt: t.notifiedAt });
  const notifiedRecently =
    row.notifiedAt && Date.now() - row.notifiedAt.getTime() < s.accountWindowS * 1000;
  if (row.failures >= s.accountMaxFailures && !notifiedRecently)
    await notifyOwner(deps, email, row.failures);
}

/** One mail to the owner per window (nothing when no account has this address). */
async function notifyOwner(deps: Deps, email: string, failures: number) {
  const [owner] = await deps.db
    .select({ name: user.name, language: user.language })
    .from(user)
    .where(eq(user.email, email));
  await deps.db
    .update(signInThrottle)
    .set({ notifiedAt: sql`now()` })
    .where(eq(signInThrottle.email, email));
  if (!owner) return;
  const lang = isLanguage(owner.language) ? owner.language : "de";
  const mail = signInThrottledMail(lang, owner.name, failures, `${deps.config.baseUrl}/auth`);
  await deps.mailer.send({ ...mail, to: email, kind: "sign-in-throttled", language: lang });
}
