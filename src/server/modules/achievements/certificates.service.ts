import {
  and,
  desc,
  eq,
  ilike,
  or,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from "drizzle-orm";
import { displayName } from "@shared/domain/profile-fields";
import { namedSql, param } from "../../db/prepared";
import type { Db, DbOrTx } from "../../db/client";
import { certificates, user } from "../../db/schema";
import type {
  AdminCertificatesResponse,
  Certificate,
  VerifyCertificateResponse,
} from "@shared/contracts/achievements";
import { isLanguage } from "@shared/i18n/languages";
import { V } from "@shared/i18n/messages";
import { AppError } from "../../lib/errors";
import { recordAudit } from "../audit/audit.service";
import { publishedBrandColorSql, publishedBrandNameSql } from "../site/site.service";

/*
 * Certificates (issue 12, decision 0044): issued in the transaction of the completion that
 * brings a course to 100 % (unique per learner and course), kept when the course changes
 * later. The id is a random UUID: the public verification id, not guessable.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const certificateNotFound = () =>
  new AppError(404, "CERTIFICATE_NOT_FOUND", V("certificateNotFound"));

const fields = {
  id: certificates.id,
  courseId: certificates.courseId,
  courseTitle: certificates.courseTitle,
  learnerName: certificates.learnerName,
  language: certificates.language,
  issuedAt: certificates.issuedAt,
  revokedAt: certificates.revokedAt,
};
interface Row {
  id: string;
  courseId: string | null;
  courseTitle: string;
  learnerName: string;
  language: string;
  issuedAt: Date;
  revokedAt: Date | null;
}

const toCertificate = (r: Row): Certificate => ({
  id: r.id,
  courseId: r.courseId,
  courseTitle: r.courseTitle,
  learnerName: displayName(r.learnerName),
  language: isLanguage(r.language) ? r.language : "de",
  issuedAt: r.issuedAt.toISOString(),
  revoked: r.revokedAt !== null,
});

/**
 * Issues the certificate of a completed course, or answers the one issued before (the
 * learner's name, title and date stay as first printed), inside a completion's single write
 * (decision 0073): the course is the one `completed` answers as one row
 * (course_id, course_title, language) when the completion running in this transaction
 * brought it to 100 %; else nothing. `completed` is the learning module's subquery on the
 * learner's id; one named statement per `name` (a title differs by language).
 */
export function certificateOnCompletion(name: string, completed: (userId: Placeholder) => SQL) {
  const statement = namedSql<{ certificate: CertificateJson }>(name, () => {
    const userId = param("userId");
    return sql`with issued as (
      insert into ${certificates} as c (user_id, course_id, course_title, language, issued_at, learner_name)
      select ${userId}, s.course_id, s.course_title, s.language, ${param("now")}::timestamptz,
        (select u.name from ${user} u where u.id = ${userId})
      from (${completed(userId)}) s
      on conflict (user_id, course_id) do update set user_id = c.user_id
      returning c.id, c.course_id, c.course_title, c.learner_name, c.language, c.issued_at, c.revoked_at)
    select json_build_object('id', i.id, 'courseId', i.course_id, 'courseTitle', i.course_title,
      'learnerName', i.learner_name, 'language', i.language, 'issuedAt', i.issued_at,
      'revokedAt', i.revoked_at) as certificate
    from issued i`;
  });
  return async (db: DbOrTx, values: { userId: string; now: Date } & Record<string, unknown>) => {
    const [row] = await statement(db, { ...values, now: values.now.toISOString() });
    return row ? certificateOf(row.certificate) : null;
  };
}

/** The languages the learner holds certificates in (not revoked), as a subquery (a JSON array). */
export const certificateLanguageListSql = (userId: string | Placeholder) =>
  sql<string[]>`(select coalesce(json_agg(distinct c.language), '[]'::json) from ${certificates} c
    where c.user_id = ${userId} and c.revoked_at is null)`;

/** The learner's certificates, newest first. */
export async function myCertificates(db: DbOrTx, userId: string): Promise<Certificate[]> {
  const rows = await db
    .select(fields)
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
  return rows.map(toCertificate);
}

/** A certificate as `courseCertificateJson` answers it (JSON: dates as text). */
export type CertificateJson = Omit<Row, "issuedAt" | "revokedAt"> & {
  issuedAt: string;
  revokedAt: string | null;
};

/**
 * The learner's certificate of one course as one JSON value (null without one), for the
 * player's statement (learning/learner-state.ts): read with the learner's other rows.
 */
export const courseCertificateJson = (userId: SQLWrapper, courseId: SQLWrapper) =>
  sql<CertificateJson | null>`(select json_build_object('id', c.id, 'courseId', c.course_id,
      'courseTitle', c.course_title, 'learnerName', c.learner_name, 'language', c.language,
      'issuedAt', c.issued_at, 'revokedAt', c.revoked_at)
    from ${certificates} c where c.user_id = ${userId} and c.course_id = ${courseId}::uuid limit 1)`;

/** The certificate of `courseCertificateJson`'s value. */
export const certificateOf = (j: CertificateJson | null): Certificate | null =>
  j
    ? toCertificate({
        ...j,
        issuedAt: new Date(j.issuedAt),
        revokedAt: j.revokedAt ? new Date(j.revokedAt) : null,
      })
    : null;

/**
 * One certificate of its owner, with the published brand (name and colour) it is printed
 * under, read in the same statement (decision 0153); anyone else's id answers 404 like an
 * unknown one.
 */
export async function ownCertificate(
  db: Db,
  userId: string,
  id: string,
): Promise<{ certificate: Certificate; brand: { name: string; color: string } }> {
  if (!UUID.test(id)) throw certificateNotFound();
  const [row] = await db
    .select({ ...fields, brandName: publishedBrandNameSql(), brandColor: publishedBrandColorSql() })
    .from(certificates)
    .where(and(eq(certificates.id, id), eq(certificates.userId, userId)))
    .limit(1);
  if (!row) throw certificateNotFound();
  const { brandName, brandColor, ...cert } = row;
  return { certificate: toCertificate(cert), brand: { name: brandName, color: brandColor } };
}

/**
 * Whether `/verify/{id}` names a certificate (valid or revoked): the page's status, 404 for
 * anything else (issue 41); the page itself says "not found" from the API's answer.
 */
export async function certificatePageFound(db: Db, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const [row] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(eq(certificates.id, id))
    .limit(1);
  return Boolean(row);
}

/** Public verification: valid or revoked, and what is printed; nothing else. */
export async function verifyCertificate(db: Db, id: string): Promise<VerifyCertificateResponse> {
  if (!UUID.test(id)) throw certificateNotFound();
  const [row] = await db.select(fields).from(certificates).where(eq(certificates.id, id)).limit(1);
  if (!row) throw certificateNotFound();
  return {
    status: row.revokedAt ? "revoked" : "valid",
    learnerName: displayName(row.learnerName),
    courseTitle: row.courseTitle,
    issuedAt: row.issuedAt.toISOString(),
  };
}

const ADMIN_LIST_LIMIT = 50;

/** Admin list: newest first; `q` is a certificate id, or part of a learner's e-mail or name. */
export async function adminCertificates(
  db: Db,
  q: string | undefined,
): Promise<AdminCertificatesResponse> {
  const term = q?.trim() ?? "";
  const like = `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  const where = !term
    ? undefined
    : UUID.test(term)
      ? eq(certificates.id, term)
      : or(
          ilike(user.email, like),
          ilike(certificates.learnerName, like),
          ilike(certificates.courseTitle, like),
        );
  const rows = await db
    .select({
      ...fields,
      email: user.email,
      revokedReason: certificates.revokedReason,
    })
    .from(certificates)
    .innerJoin(user, eq(user.id, certificates.userId))
    .where(where)
    .orderBy(desc(certificates.issuedAt), desc(certificates.id))
    .limit(ADMIN_LIST_LIMIT);
  return {
    certificates: rows.map((r) => ({
      ...toCertificate(r),
      email: r.email,
      revokedAt: r.revokedAt ? r.revokedAt.toISOString() : null,
      revokedReason: r.revokedReason,
    })),
  };
}

/**
 * Revokes a certificate (the verify page then says so) and records who did it and why.
 * Revoking again keeps the first date and reason. One transaction, three statements.
 */
export async function revokeCertificate(db: Db, adminId: string, id: string, reason: string) {
  if (!UUID.test(id)) throw certificateNotFound();
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(certificates)
      .set({
        revokedAt: sql`coalesce(${certificates.revokedAt}, ${now})`,
        revokedReason: sql`coalesce(${certificates.revokedReason}, ${reason})`,
        revokedBy: sql`coalesce(${certificates.revokedBy}, ${adminId})`,
      })
      .where(eq(certificates.id, id))
      .returning({ ...fields, revokedReason: certificates.revokedReason });
    if (!row) throw certificateNotFound();
    await recordAudit(tx, {
      courseId: row.courseId,
      entityType: "certificate",
      entityId: row.id,
      action: "revoked",
      actorId: adminId,
      details: { reason },
    });
    return { ...toCertificate(row), revokedReason: row.revokedReason };
  });
}

/** The learner's certificates for the data export (settings, issue 12). */
export async function exportCertificatesForUser(db: DbOrTx, userId: string) {
  return myCertificates(db, userId);
}
