import { and, asc, count, desc, eq, gt, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { session, user } from "../../db/schema";
import type { Deps } from "../../context";
import { conflict, notFound } from "../../lib/errors";
import { entityHistory, recordAudit } from "../audit/audit.service";
import { learningPath } from "../learning/learning.service";
import { isLanguage, type Language } from "@shared/i18n/languages";
import { V } from "@shared/i18n/messages";
import { resolveRole } from "@shared/domain/roles";
import type { Role, SessionUser } from "@shared/contracts/auth";
import type {
  BanInput,
  UserDetail,
  UserRow,
  UsersPage,
  UsersQuery,
  UserStatus,
} from "@shared/contracts/users";

const userNotFound = () => notFound("USER_NOT_FOUND", "v:userNotFound");

/** A ban counts while it has no end or its end lies ahead (the plugin lifts it at sign-in). */
const banActive = and(
  eq(user.banned, true),
  or(isNull(user.banExpires), gt(user.banExpires, sql`now()`)),
);

function statusFilter(status: UserStatus): SQL | undefined {
  if (status === "banned") return banActive;
  const notBanned = sql`not (${banActive})`;
  if (status === "unconfirmed") return and(eq(user.emailVerified, false), notBanned);
  return and(eq(user.emailVerified, true), notBanned);
}

/** `%text%` for ILIKE, with the pattern characters of the search text taken literally. */
const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

const rowFields = {
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  emailVerified: user.emailVerified,
  banned: user.banned,
  banReason: user.banReason,
  banExpires: user.banExpires,
  language: user.language,
  createdAt: user.createdAt,
};
interface RawRow {
  id: string;
  name: string;
  email: string;
  role: string;
  emailVerified: boolean;
  banned: boolean;
  banReason: string | null;
  banExpires: Date | null;
  language: string;
  createdAt: Date;
}

function toRow(r: RawRow, now = Date.now()): UserRow {
  const banned = r.banned && (!r.banExpires || r.banExpires.getTime() > now);
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    role: resolveRole(r.role),
    emailVerified: r.emailVerified,
    banned,
    banReason: banned ? r.banReason : null,
    banExpires: banned && r.banExpires ? r.banExpires.toISOString() : null,
    language: isLanguage(r.language) ? r.language : "de",
    createdAt: r.createdAt.toISOString(),
    status: banned ? "banned" : r.emailVerified ? "active" : "unconfirmed",
  };
}

const SORT_COLUMNS = {
  createdAt: user.createdAt,
  name: user.name,
  email: user.email,
  role: user.role,
} as const;

/** One page of users with the total: two statements whatever the number of users. */
export async function listUsers(db: Db, query: UsersQuery): Promise<UsersPage> {
  const filters: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    // One LIKE on the stored lower-cased "name\nemail" (decision 0163): what ILIKE on each
    // does (it lower-cases both sides), with one trigram index. A term with a line break
    // could match across the two, so it keeps the ILIKEs.
    filters.push(
      query.q.includes("\n")
        ? or(ilike(user.name, pattern), ilike(user.email, pattern))
        : sql`${user.searchText} like lower(${pattern})`,
    );
  }
  if (query.role) filters.push(eq(user.role, query.role));
  if (query.status) filters.push(statusFilter(query.status));
  const where = and(...filters);
  const order = query.dir === "asc" ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(rowFields)
      .from(user)
      .where(where)
      .orderBy(order(SORT_COLUMNS[query.sort]), order(user.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(user).where(where),
  ]);
  return {
    users: rows.map((r) => toRow(r)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A user's page: the account, open sessions, the change history and the learning path. */
export async function userDetail(
  db: Db,
  caller: SessionUser,
  userId: string,
  lang: Language,
): Promise<UserDetail> {
  const [[row], [{ sessions }], history, path] = await Promise.all([
    db.select(rowFields).from(user).where(eq(user.id, userId)).limit(1),
    db
      .select({ sessions: count() })
      .from(session)
      .where(and(eq(session.userId, userId), gt(session.expiresAt, sql`now()`))),
    entityHistory(db, "user", userId, 50),
    // The admin's own session was read from the database for this request (decision 0055).
    learningPath(db, { userId, sessionId: null }, lang),
  ]);
  if (!row) throw userNotFound();
  return {
    user: toRow(row),
    activeSessions: sessions,
    canEdit: caller.role === "admin",
    history: history.map((h) => ({
      id: h.id,
      action: h.action,
      actor: h.actor,
      details: h.details,
      createdAt: h.createdAt,
    })),
    learning: { items: path.items, totals: path.totals },
  };
}

/** The target row, locked for the rest of the transaction. */
async function lockUser(tx: DbOrTx, userId: string) {
  const [row] = await tx
    .select({ id: user.id, role: user.role, email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId))
    .for("update");
  if (!row) throw userNotFound();
  return row;
}

/**
 * Role change with the product's rules: the last admin keeps the role, and an admin who
 * removes their own admin role confirms it. Admin rows are locked, so two admins demoting
 * each other at once cannot leave none.
 */
export async function setRole(
  db: Db,
  actor: SessionUser,
  userId: string,
  role: Role,
  confirmSelfDemotion = false,
) {
  await db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(user.role, "admin"))
      .orderBy(asc(user.id))
      .for("update");
    const target = await lockUser(tx, userId);
    const from = resolveRole(target.role);
    if (from === role) return;
    if (from === "admin") {
      if (admins.length <= 1) throw conflict("LAST_ADMIN", V("lastAdmin"));
      if (target.id === actor.id && !confirmSelfDemotion)
        throw conflict("CONFIRMATION_REQUIRED", V("selfDemotionConfirm"));
    }
    await tx.update(user).set({ role }).where(eq(user.id, userId));
    await recordAudit(tx, {
      entityType: "user",
      entityId: userId,
      action: "role-changed",
      actorId: actor.id,
      details: { from, to: role },
    });
  });
}

/** Ends every session of the user (one statement): the next request is signed out. */
async function endSessions(tx: DbOrTx, userId: string) {
  const ended = await tx
    .delete(session)
    .where(eq(session.userId, userId))
    .returning({ id: session.id });
  return ended.length;
}

/** A change of one user: locked row, the write, and the audit entry, in one transaction. */
async function changeUser(
  db: Db,
  actor: SessionUser,
  userId: string,
  action: string,
  write: (
    tx: DbOrTx,
    target: Awaited<ReturnType<typeof lockUser>>,
  ) => Promise<Record<string, unknown> | undefined>,
) {
  await db.transaction(async (tx) => {
    const target = await lockUser(tx, userId);
    const details = await write(tx, target);
    await recordAudit(tx, {
      entityType: "user",
      entityId: userId,
      action,
      actorId: actor.id,
      details,
    });
  });
}

/** Blocks an account: its sessions end in the same transaction, sign-in is refused. */
export const banUser = (db: Db, actor: SessionUser, userId: string, input: BanInput) =>
  changeUser(db, actor, userId, "banned", async (tx, target) => {
    if (target.id === actor.id) throw conflict("CANNOT_BAN_SELF", V("cannotBanSelf"));
    if (resolveRole(target.role) === "admin")
      throw conflict("CANNOT_BAN_ADMIN", V("cannotBanAdmin"));
    const expires = input.expiresAt ? new Date(input.expiresAt) : null;
    await tx
      .update(user)
      .set({ banned: true, banReason: input.reason, banExpires: expires })
      .where(eq(user.id, userId));
    return {
      reason: input.reason,
      expiresAt: expires?.toISOString() ?? null,
      sessionsEnded: await endSessions(tx, userId),
    };
  });

export const unbanUser = (db: Db, actor: SessionUser, userId: string) =>
  changeUser(db, actor, userId, "unbanned", async (tx) => {
    await tx
      .update(user)
      .set({ banned: false, banReason: null, banExpires: null })
      .where(eq(user.id, userId));
    return undefined;
  });

export const revokeSessions = (db: Db, actor: SessionUser, userId: string) =>
  changeUser(db, actor, userId, "sessions-revoked", async (tx) => ({
    sessionsEnded: await endSessions(tx, userId),
  }));

/** Mails through Better Auth (its tokens and templates), then records who asked for it. */
export async function sendAccountMail(
  deps: Deps,
  actor: SessionUser,
  userId: string,
  kind: "confirmation" | "password-reset",
) {
  const [target] = await deps.db
    .select({ email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  if (!target) throw userNotFound();
  if (kind === "confirmation") {
    if (target.emailVerified) throw conflict("ALREADY_CONFIRMED", V("alreadyConfirmed"));
    await deps.auth.api.sendVerificationEmail({
      body: { email: target.email, callbackURL: "/app" },
    });
  } else {
    await deps.auth.api.requestPasswordReset({
      body: { email: target.email, redirectTo: "/auth" },
    });
  }
  await recordAudit(deps.db, {
    entityType: "user",
    entityId: userId,
    action: kind === "confirmation" ? "confirmation-sent" : "password-reset-sent",
    actorId: actor.id,
  });
}
