import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { auditLog } from "../../db/schema";

/**
 * Account deletion (issue 12): the trail stays readable, but no longer names the person.
 * Entries they made lose the actor (the foreign key would do it at the delete, this makes
 * it explicit), entries about their user row lose the id and details. Two statements.
 */
export async function anonymizeAuditOf(db: DbOrTx, userId: string) {
  await db.update(auditLog).set({ actorId: null }).where(eq(auditLog.actorId, userId));
  await db
    .update(auditLog)
    .set({ entityId: "deleted-user", details: null })
    .where(and(eq(auditLog.entityType, "user"), eq(auditLog.entityId, userId)));
}
