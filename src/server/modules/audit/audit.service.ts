import { and, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { auditLog, user } from "../../db/schema";

/** One change, recorded in the same transaction as the write it describes. */
export interface AuditEntry {
  courseId?: string | null;
  entityType: string;
  entityId: string;
  action: string;
  actorId: string | null;
  details?: Record<string, unknown>;
}

/** Records changes (one statement for any number of entries). */
export async function recordAudit(db: DbOrTx, entries: AuditEntry | AuditEntry[]) {
  const list = Array.isArray(entries) ? entries : [entries];
  if (list.length === 0) return;
  await db.insert(auditLog).values(
    list.map((e) => ({
      courseId: e.courseId ?? null,
      entityType: e.entityType,
      entityId: e.entityId,
      action: e.action,
      actorId: e.actorId,
      details: e.details ?? null,
    })),
  );
}

export interface AuditRecord {
  id: string;
  entityType: string;
  entityId: string;
  action: string;
  actor: { id: string; name: string; email: string } | null;
  details: Record<string, unknown> | null;
  createdAt: string;
}

const fields = {
  id: auditLog.id,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  action: auditLog.action,
  details: auditLog.details,
  createdAt: auditLog.createdAt,
  actorId: user.id,
  actorName: user.name,
  actorEmail: user.email,
};

function toRecord(r: {
  id: string;
  entityType: string;
  entityId: string;
  action: string;
  details: Record<string, unknown> | null;
  createdAt: Date;
  actorId: string | null;
  actorName: string | null;
  actorEmail: string | null;
}): AuditRecord {
  return {
    id: r.id,
    entityType: r.entityType,
    entityId: r.entityId,
    action: r.action,
    actor: r.actorId ? { id: r.actorId, name: r.actorName ?? "", email: r.actorEmail ?? "" } : null,
    details: r.details,
    createdAt: new Date(r.createdAt).toISOString(),
  };
}

/** The newest changes of a course ("Verlauf"), one statement. */
export async function courseHistory(db: DbOrTx, courseId: string, limit = 100) {
  const rows = await db
    .select(fields)
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.actorId))
    .where(eq(auditLog.courseId, courseId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map(toRecord);
}

/** The newest changes of one entity (for example a user's page), one statement. */
export async function entityHistory(db: DbOrTx, entityType: string, entityId: string, limit = 100) {
  const rows = await db
    .select(fields)
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.actorId))
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map(toRecord);
}
