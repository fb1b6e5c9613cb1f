import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { apiRateLimits } from "../db/schema";
import { AppError } from "./errors";

/**
 * Fixed-window rate limit kept in the database (api_rate_limits), so that several
 * processes share one count. One SQL statement per check.
 */
export async function hitRateLimit(
  db: Db,
  opts: { key: string; max: number; windowS: number },
): Promise<{ allowed: boolean; retryAfterS: number }> {
  const expired = sql`${apiRateLimits.windowStart} <= now() - make_interval(secs => ${opts.windowS})`;
  const [row] = await db
    .insert(apiRateLimits)
    .values({ key: opts.key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: apiRateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${apiRateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${apiRateLimits.windowStart} end`,
      },
    })
    .returning({ count: apiRateLimits.count, windowStart: apiRateLimits.windowStart });
  const elapsedS = (Date.now() - row.windowStart.getTime()) / 1000;
  return {
    allowed: row.count <= opts.max,
    retryAfterS: Math.max(1, Math.ceil(opts.windowS - elapsedS)),
  };
}

/** Throws 429 RATE_LIMITED when the caller used up its window. */
export async function enforceRateLimit(
  db: Db,
  opts: { scope: string; clientIp: string; max: number; windowS: number },
): Promise<void> {
  const { allowed, retryAfterS } = await hitRateLimit(db, {
    key: `${opts.scope}:${opts.clientIp}`,
    max: opts.max,
    windowS: opts.windowS,
  });
  if (!allowed) {
    throw new AppError(
      429,
      "RATE_LIMITED",
      "Zu viele Anfragen. Bitte warte einen Moment und versuche es erneut.",
      { retryAfterS },
    );
  }
}
