import { createHash, randomBytes, randomUUID } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Deps } from "../../context";
import { mailOutbox, user, verification } from "../../db/schema";
import { AppError, badRequest, conflict, notFound } from "../../lib/errors";
import { V } from "@shared/i18n/messages";
import { isLanguage, type Language } from "@shared/i18n/languages";
import type { ImportResult, InviteRequest, InvitePreview } from "@shared/contracts/cohorts";
import type { EmailRow } from "@shared/domain/email-list";
import { brandedTextSql } from "../site/site.service";
import { cohortAddedMail, cohortNewAccountMail } from "../../mail/cohort-templates";
import { cohortNotFound, inviteStatusOf } from "./cohorts.service";
import { isoOf, rowsOf, tsOf } from "./cohort-sql";

/*
 * Joining a cohort (issue 44, decision 0207): invitation links and the admin's list of
 * addresses. A link's token is 256 random bits; only its SHA-256 is stored, so neither the
 * database nor its backups hold a working link. Joins lock the cohort's row first: two
 * learners taking the last seat at once give one seat, and a link's use limit holds.
 */

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
/** 256 bits, URL-safe. */
export const newToken = () => randomBytes(32).toString("base64url");
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const NEW_ACCOUNT_DAYS = 7;

/**
 * The programme's published courses onto the learning path of the members that `members`
 * selects (columns user_id, cohort_id): a class's courses are the learner's path (decision
 * 0209). Existing path rows stay as they are.
 */
export const programmeOnPathSql = (members: SQL) =>
  sql`INSERT INTO user_learning_path (user_id, course_id)
    SELECT m.user_id, k.course_id FROM (${members}) m
    JOIN cohort_courses k ON k.cohort_id = m.cohort_id
    JOIN courses c ON c.id = k.course_id AND c.is_published
    ON CONFLICT (user_id, course_id) DO NOTHING`;

export async function createInvite(
  db: Db,
  baseUrl: string,
  cohortId: string,
  actorId: string,
  req: InviteRequest,
) {
  const token = newToken();
  const rows = await rowsOf<{
    id: string;
    expires_at: unknown;
    max_uses: number | null;
    uses: number;
    created_at: unknown;
  }>(
    db,
    sql`INSERT INTO cohort_invites (cohort_id, token_hash, expires_at, max_uses, created_by)
      SELECT id, ${hashToken(token)}, now() + make_interval(days => ${req.expiresInDays}::int), ${req.maxUses}::int, ${actorId}
      FROM cohorts WHERE id = ${cohortId}
      RETURNING id, expires_at, max_uses, uses, created_at`,
  );
  const row = rows[0];
  if (!row) throw cohortNotFound();
  return {
    invite: {
      id: row.id,
      expiresAt: tsOf(row.expires_at),
      maxUses: row.max_uses,
      uses: row.uses,
      status: "active" as const,
      createdAt: tsOf(row.created_at),
    },
    url: `${baseUrl}/join/${token}`,
  };
}

type InviteState = {
  cohort_id: string;
  name: string;
  start_date: unknown;
  end_date: unknown;
  archived: boolean;
  seat_limit: number | null;
  taken: number;
  member: boolean;
  revoked_at: unknown;
  expires_at: unknown;
  max_uses: number | null;
  uses: number;
};

const inviteStateSql = (token: string, userId: string | null) =>
  sql`SELECT c.id AS cohort_id, c.name, c.start_date, c.end_date, c.archived_at IS NOT NULL AS archived,
      c.seat_limit, (SELECT count(*)::int FROM cohort_members m WHERE m.cohort_id = c.id) AS taken,
      EXISTS (SELECT 1 FROM cohort_members m WHERE m.cohort_id = c.id AND m.user_id = ${userId ?? ""}) AS member,
      i.revoked_at, i.expires_at, i.max_uses, i.uses
    FROM cohort_invites i JOIN cohorts c ON c.id = i.cohort_id WHERE i.token_hash = ${hashToken(token)}`;

function statusOf(s: InviteState): InvitePreview["status"] {
  const own = inviteStatusOf(s);
  if (own !== "active") return own;
  if (s.archived) return "archived";
  if (s.seat_limit !== null && s.taken >= s.seat_limit) return "full";
  return "active";
}

const invalid = () => notFound("INVITE_INVALID", V("inviteInvalid"));

/** What the join page shows: the class, and whether the link still works (one statement). */
export async function invitePreview(
  db: Db,
  token: string,
  userId: string | null,
): Promise<InvitePreview> {
  if (!TOKEN.test(token)) throw invalid();
  const [s] = await rowsOf<InviteState>(db, inviteStateSql(token, userId));
  if (!s) throw invalid();
  return {
    cohortName: s.name,
    startDate: isoOf(s.start_date),
    endDate: isoOf(s.end_date),
    status: statusOf(s),
    member: s.member,
  };
}

const refusals = {
  expired: () => new AppError(410, "INVITE_EXPIRED", V("inviteExpired")),
  revoked: () => new AppError(410, "INVITE_REVOKED", V("inviteRevoked")),
  usedUp: () => conflict("INVITE_USED_UP", V("inviteUsedUp")),
  full: () => conflict("COHORT_FULL", V("cohortFull")),
  archived: () => new AppError(410, "COHORT_ARCHIVED", V("cohortArchived")),
} as const;

/**
 * Joins the signed-in learner by link. The cohort's row is locked first (FOR UPDATE), so the
 * seat count and the use count read after it are those of every join before: idempotent for
 * a member (no use spent).
 */
export async function joinByInvite(db: Db, token: string, userId: string) {
  if (!TOKEN.test(token)) throw invalid();
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT c.id FROM cohorts c JOIN cohort_invites i ON i.cohort_id = c.id
        WHERE i.token_hash = ${hashToken(token)} FOR UPDATE OF c, i`,
    );
    const [s] = await rowsOf<InviteState>(tx, inviteStateSql(token, userId));
    if (!s) throw invalid();
    if (s.member) return { cohortId: s.cohort_id, joined: false };
    const status = statusOf(s);
    if (status !== "active") throw refusals[status]();
    await tx.execute(sql`WITH joined AS (
        INSERT INTO cohort_members (cohort_id, user_id, via) VALUES (${s.cohort_id}, ${userId}, 'link')
        ON CONFLICT DO NOTHING RETURNING cohort_id),
      path AS (${programmeOnPathSql(sql`SELECT ${userId}::text AS user_id, cohort_id FROM joined`)})
      UPDATE cohort_invites SET uses = uses + 1
      WHERE token_hash = ${hashToken(token)} AND EXISTS (SELECT 1 FROM joined)`);
    return { cohortId: s.cohort_id, joined: true };
  });
}

/**
 * Adds addresses to a cohort in ONE transaction (CSV import, or the admin's one address):
 * unknown addresses get an account and a mail to choose a password (a reset token valid
 * seven days, through the outbox), known ones a note. Refused as a whole when the seats do
 * not suffice. A fixed number of statements whatever the number of rows.
 */
export async function addByEmail(
  deps: Deps,
  cohortId: string,
  rows: EmailRow[],
  via: "csv" | "admin",
  lang: Language,
): Promise<ImportResult> {
  const emails = rows.map((r) => r.email);
  const list = sql.join(
    emails.map((e) => sql`${e}`),
    sql`, `,
  );
  const base = deps.config.baseUrl;
  return deps.db.transaction(async (tx) => {
    const [cohort] = await rowsOf<{ name: string; seat_limit: number | null; archived: boolean }>(
      tx,
      sql`SELECT name, seat_limit, archived_at IS NOT NULL AS archived FROM cohorts WHERE id = ${cohortId} FOR UPDATE`,
    );
    if (!cohort) throw cohortNotFound();
    if (cohort.archived) throw refusals.archived();
    const [state] = await rowsOf<{
      taken: number;
      known:
        { id: string; email: string; name: string; language: string; member: boolean }[] | null;
    }>(
      tx,
      sql`SELECT (SELECT count(*)::int FROM cohort_members WHERE cohort_id = ${cohortId}) AS taken,
        (SELECT json_agg(json_build_object('id', u.id, 'email', u.email, 'name', u.name, 'language', u.language,
            'member', EXISTS (SELECT 1 FROM cohort_members m WHERE m.cohort_id = ${cohortId} AND m.user_id = u.id)))
          FROM "user" u WHERE lower(u.email) IN (${list})) AS known`,
    );
    const known = new Map((state!.known ?? []).map((k) => [k.email.toLowerCase(), k]));
    const alreadyMembers = [...known.values()].filter((k) => k.member).length;
    const needed = rows.length - alreadyMembers;
    if (cohort.seat_limit !== null && state!.taken + needed > cohort.seat_limit)
      throw conflict("COHORT_NO_SEATS", V("cohortNoSeats"));
    const fresh = rows
      .filter((r) => !known.has(r.email))
      .map((r) => ({
        id: randomUUID(),
        email: r.email,
        name: r.name || r.email.split("@")[0]!,
        language: lang,
      }));
    if (fresh.length) await tx.insert(user).values(fresh);
    const joining = [
      ...[...known.values()].filter((k) => !k.member).map((k) => ({ ...k, isNew: false })),
      ...fresh.map((f) => ({ ...f, isNew: true })),
    ];
    if (!joining.length) return { added: 0, created: 0, alreadyMembers };
    await tx.execute(sql`INSERT INTO cohort_members (cohort_id, user_id, via) VALUES
      ${sql.join(
        joining.map((j) => sql`(${cohortId}, ${j.id}, ${via})`),
        sql`, `,
      )} ON CONFLICT DO NOTHING`);
    await tx.execute(
      programmeOnPathSql(
        sql`SELECT v.user_id, ${cohortId}::uuid AS cohort_id FROM (VALUES ${sql.join(
          joining.map((j) => sql`(${j.id}::text)`),
          sql`, `,
        )}) AS v(user_id)`,
      ),
    );
    const tokens = fresh.map(() => randomBytes(24).toString("base64url"));
    if (fresh.length)
      await tx.insert(verification).values(
        fresh.map((f, i) => ({
          id: randomUUID(),
          identifier: `reset-password:${tokens[i]}`,
          value: f.id,
          expiresAt: new Date(Date.now() + NEW_ACCOUNT_DAYS * 86_400_000),
        })),
      );
    const status = deps.config.mail.smtpUrl ? "pending" : "stored";
    await tx.insert(mailOutbox).values(
      joining.map((j) => {
        const language = isLanguage(j.language) ? j.language : lang;
        const i = fresh.findIndex((f) => f.id === j.id);
        const mail = j.isNew
          ? cohortNewAccountMail(
              language,
              j.name,
              cohort.name,
              `${base}/auth?type=recovery&token=${encodeURIComponent(tokens[i]!)}`,
            )
          : cohortAddedMail(language, j.name, cohort.name, `${base}/app`);
        return {
          to: j.email,
          subject: brandedTextSql(mail.subject),
          text: brandedTextSql(mail.text),
          html: brandedTextSql(mail.html, true),
          kind: j.isNew ? "cohort-account" : "cohort-added",
          language,
          relatedId: cohortId,
          status,
        };
      }),
    );
    return { added: joining.length, created: fresh.length, alreadyMembers };
  });
}

export const importErrors = {
  empty: () => badRequest("COHORT_IMPORT_EMPTY", V("cohortImportEmpty")),
  tooMany: () => badRequest("COHORT_IMPORT_TOO_MANY", V("cohortImportTooMany")),
  invalid: (problems: unknown) =>
    badRequest("COHORT_IMPORT_INVALID", V("cohortImportInvalid"), { problems }),
};
