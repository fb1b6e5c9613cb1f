import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { funnelLeads } from "../../db/schema";
import { normalizeEmail } from "./leads.service";

/*
 * The funnel lead of a signed-in learner's address, for the settings (issue 12): export,
 * "Jederzeit abmelden" and removal with the account. One statement each.
 */

/** A lead's columns that are not data its owner gave (see `exportLeadData`). */
const NOT_EXPORTED = [
  "tokenHash",
  "pendingTokenHash",
  "outcomeRegistered",
  "outcomeStarted",
  "outcomeCompleted",
  "csvLine",
] as const;

/**
 * The lead with this address, without its token hashes, the report's stored outcome
 * (decision 0162: derived from the account, not data the learner gave) and its stored CSV
 * line (decision 0171: the export's copy of the answers above).
 */
export async function exportLeadData(db: DbOrTx, email: string) {
  const rows = await db
    .select()
    .from(funnelLeads)
    .where(eq(funnelLeads.email, normalizeEmail(email)));
  return rows.map((row) => {
    const lead: Partial<typeof row> = { ...row };
    for (const key of NOT_EXPORTED) delete lead[key];
    return lead as Omit<typeof row, (typeof NOT_EXPORTED)[number]>;
  });
}

/** Subscribes or unsubscribes the funnel e-mails of an address; false when it has no lead. */
export async function setLeadSubscribed(db: DbOrTx, email: string, subscribed: boolean) {
  const rows = await db
    .update(funnelLeads)
    .set({
      unsubscribed: !subscribed,
      unsubscribedAt: subscribed ? null : sql`coalesce(${funnelLeads.unsubscribedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(eq(funnelLeads.email, normalizeEmail(email)))
    .returning({ id: funnelLeads.id });
  return rows.length > 0;
}

/** Removes the lead of an address (account deletion). */
export async function deleteLeadData(db: DbOrTx, email: string) {
  await db.delete(funnelLeads).where(eq(funnelLeads.email, normalizeEmail(email)));
}
