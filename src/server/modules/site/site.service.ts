import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contentEpoch, courseLessonCounts, courses, siteRevisions, user } from "../../db/schema";
import { conflict, notFound } from "../../lib/errors";
import {
  defaultSiteDocument,
  learnersWorthSaying,
  siteDocumentSchema,
  type SiteFacts,
  type SiteAdminResponse,
  type SiteDocument,
} from "@shared/contracts/site";
import { V } from "@shared/i18n/messages";
import { isSkillArea } from "@shared/domain/skill-areas";

/**
 * The site document (issue 31, decision 0133): numbered revisions, the highest is
 * published. Every process reads the published revision number from the database for
 * each landing, /auth and page request (one index-only statement) and keeps what it
 * rendered for that number in memory (site-pages.ts).
 */
export const SITE_HISTORY = 20;

/** The published revision number; 0 while nothing was ever published (the defaults). */
export async function publishedRevision(db: Db): Promise<number> {
  const [row] = await db
    .select({ revision: sql<number>`coalesce(max(${siteRevisions.revision}), 0)::int` })
    .from(siteRevisions);
  return row?.revision ?? 0;
}

/**
 * The published revision number and the content epoch (decision 0062) in one index-only
 * statement: the landing of a production install names figures of the published courses
 * (decision 0178), so a course published through any process changes its next render.
 */
export async function publishedRevisionAndEpoch(
  db: Db,
): Promise<{ revision: number; epoch: number }> {
  const [row] = await db
    .select({
      revision: sql<number>`coalesce(max(${siteRevisions.revision}), 0)::int`,
      epoch: sql<number>`coalesce((select ${contentEpoch.value} from ${contentEpoch} where ${contentEpoch.id} = 1), 0)::float8`,
    })
    .from(siteRevisions);
  return { revision: row?.revision ?? 0, epoch: Number(row?.epoch ?? 0) };
}

/**
 * What this install's own data says, for its landing (issue 46, decision 0178), in one
 * statement whatever the number of courses or learners: the published courses (not
 * archived), their lessons and hours of content (the stored counts, decision 0056), the
 * skill areas they cover, and the learners (accounts with the learner role, not banned).
 */
export async function siteFacts(db: Db): Promise<SiteFacts> {
  const live = sql`${courses.isPublished} and ${courses.archivedAt} is null`;
  const [row] = await db
    .select({
      courses: sql<number>`count(*)::int`,
      lessons: sql<number>`coalesce(sum(${courseLessonCounts.lessons}), 0)::int`,
      minutes: sql<number>`coalesce(sum(${courseLessonCounts.minutes}), 0)::int`,
      areas: sql<
        string[] | null
      >`array_agg(distinct ${courses.skillArea}) filter (where ${courses.skillArea} is not null)`,
      learners: sql<number>`(select count(*)::int from ${user} where ${user.role} = 'user' and not ${user.banned})`,
    })
    .from(courses)
    .leftJoin(courseLessonCounts, eq(courseLessonCounts.courseId, courses.id))
    .where(live);
  return {
    courses: row?.courses ?? 0,
    lessons: row?.lessons ?? 0,
    hours: Math.round((row?.minutes ?? 0) / 60),
    learners: learnersWorthSaying(row?.learners ?? 0),
    skillAreas: (row?.areas ?? []).filter(isSkillArea).sort(),
  };
}

/** A stored document, read through the schema so that defaults added later fill gaps. */
function parseDocument(raw: unknown): SiteDocument {
  const parsed = siteDocumentSchema.safeParse(raw);
  return parsed.success ? parsed.data : defaultSiteDocument();
}

/** The document of a revision (0: the defaults). */
export async function siteDocument(db: Db, revision: number): Promise<SiteDocument> {
  if (revision === 0) return defaultSiteDocument();
  const [row] = await db
    .select({ document: siteRevisions.document })
    .from(siteRevisions)
    .where(eq(siteRevisions.revision, revision));
  return row ? parseDocument(row.document) : defaultSiteDocument();
}

/** The admin screen's one request: published revision, its document, the history. */
export async function siteAdmin(db: Db): Promise<Omit<SiteAdminResponse, "examples" | "drafts">> {
  const rows = await db
    .select({
      revision: siteRevisions.revision,
      createdAt: siteRevisions.createdAt,
      createdBy: user.name,
      restoredFrom: siteRevisions.restoredFrom,
      // Only the newest row's document is sent.
      document: sql<unknown>`case when ${siteRevisions.revision} = max(${siteRevisions.revision}) over () then ${siteRevisions.document} end`,
    })
    .from(siteRevisions)
    .leftJoin(user, eq(user.id, siteRevisions.createdBy))
    .orderBy(desc(siteRevisions.revision))
    .limit(SITE_HISTORY);
  const newest = rows[0];
  return {
    revision: newest?.revision ?? 0,
    document: newest ? parseDocument(newest.document) : defaultSiteDocument(),
    history: rows.map((r) => ({
      revision: r.revision,
      createdAt: r.createdAt.toISOString(),
      createdBy: r.createdBy ?? null,
      restoredFrom: r.restoredFrom ?? null,
    })),
  };
}

const revisionConflict = () => conflict("SITE_REVISION_CONFLICT", V("siteRevisionConflict"));

/**
 * Publishes a document as the next revision, only when `expectedRevision` is still the
 * published one (else 409): one insert guarded by the current maximum, the primary key
 * refusing a concurrent second writer; then the revisions past the newest 20 go.
 */
export async function publishSite(
  db: Db,
  actorId: string,
  expectedRevision: number,
  document: SiteDocument,
  restoredFrom: number | null = null,
): Promise<number> {
  const next = expectedRevision + 1;
  const inserted = (await db.execute(sql`
    insert into ${siteRevisions} (revision, document, created_by, restored_from)
    select ${next}, ${JSON.stringify(document)}::jsonb, ${actorId}, ${restoredFrom}
    where (select coalesce(max(revision), 0) from ${siteRevisions}) = ${expectedRevision}
    on conflict do nothing
    returning revision`)) as unknown as { rows: { revision: number }[] };
  if (inserted.rows.length === 0) throw revisionConflict();
  await db.execute(sql`delete from ${siteRevisions} where revision <= ${next - SITE_HISTORY}`);
  return next;
}

/** Publishes an earlier revision's document again, as a new revision. */
export async function restoreSite(
  db: Db,
  actorId: string,
  expectedRevision: number,
  revision: number,
): Promise<number> {
  const [row] = await db
    .select({ document: siteRevisions.document })
    .from(siteRevisions)
    .where(eq(siteRevisions.revision, revision));
  if (!row) throw notFound("SITE_REVISION_NOT_FOUND", V("siteRevisionMissing"));
  return publishSite(db, actorId, expectedRevision, parseDocument(row.document), revision);
}

/** Whether the published Impressum or Datenschutz page has no text in any language. */
export async function siteLegalPagesMissing(db: Db): Promise<boolean> {
  const doc = await siteDocument(db, await publishedRevision(db));
  return ["impressum", "datenschutz"].some((slug) => {
    const page = doc.pages.find((p) => p.slug === slug);
    return !page || !Object.values(page.body).some((b) => b?.trim());
  });
}

/** The name the built-in texts carry; the published brand name replaces it (decision 0153). */
export const BUILT_IN_BRAND = "Kurswerk";
/** The colour the e-mails' button has built in (the built-in primary colour). */
export const BUILT_IN_COLOR = "#4f46e5";

const publishedDocumentSql = sql`(select ${siteRevisions.document} from ${siteRevisions} order by ${siteRevisions.revision} desc limit 1)`;

/**
 * The published brand name as an SQL expression, for a statement the caller runs anyway
 * (the mail outbox insert, the certificate read): the brand costs no statement of its own
 * (decision 0153). The newest revision by its primary key; "Kurswerk" without one.
 */
export const publishedBrandNameSql = () =>
  sql<string>`coalesce(nullif(${publishedDocumentSql} #>> '{brand,name}', ''), ${BUILT_IN_BRAND})`;

/** The published brand colour as an SQL expression; the built-in colour without one. */
export const publishedBrandColorSql = () =>
  sql<string>`coalesce(nullif(${publishedDocumentSql} #>> '{brand,primaryColor}', ''), ${BUILT_IN_COLOR})`;

/** The published favicon's URL as an SQL expression ("" without one): no statement of its own. */
export const publishedFaviconSql = () =>
  sql<string>`coalesce(${publishedDocumentSql} #>> '{brand,favicon}', '')`;

/** `text` with "Kurswerk" replaced by the published brand name, in SQL (html: escaped). */
export function brandedTextSql(text: string | null, html = false) {
  const name = html
    ? sql`replace(replace(replace(replace(${publishedBrandNameSql()}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;')`
    : publishedBrandNameSql();
  const named = sql`replace(${text}::text, ${BUILT_IN_BRAND}, ${name})`;
  return html
    ? sql<string>`replace(${named}, ${BUILT_IN_COLOR}, ${publishedBrandColorSql()})`
    : sql<string>`${named}`;
}
