import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { publishedFaviconSql } from "../site/site.service";
import {
  certificates,
  courseProjects,
  courses,
  portfolioHandles,
  portfolios,
  projectSubmissions,
  projectSubmissionVersions,
  user,
} from "../../db/schema";
import { PORTFOLIO_LIMITS, type PortfolioLink } from "@shared/contracts/portfolio";
import type { PracticeFile } from "@shared/domain/practice";
import { displayName } from "@shared/domain/profile-fields";
import type { ProjectRuntime } from "@shared/domain/projects";

/** One project as the public page shows it: the passed version's files and screenshots. */
export interface PublicProject {
  submissionId: string;
  title: string;
  courseTitle: string;
  brief: string;
  runtime: ProjectRuntime;
  files: PracticeFile[];
  link: string | null;
  description: string;
  screenshots: string[];
  /** Only when the learner allowed it. */
  reviewSummary: string | null;
  passedAt: string | null;
}

export interface PublicCertificate {
  id: string;
  courseTitle: string;
  issuedAt: string;
}

export interface PublicPortfolio {
  handle: string;
  name: string;
  image: string | null;
  bio: string;
  links: PortfolioLink[];
  noindex: boolean;
  projects: PublicProject[];
  certificates: PublicCertificate[];
  /** The published site's favicon (decision 0152), "" for the built-in one. */
  favicon: string;
}

export type PortfolioLookup =
  | { kind: "page"; portfolio: PublicPortfolio }
  | { kind: "moved"; handle: string }
  | { kind: "missing" };

interface PageRow {
  old: boolean;
  current_handle: string | null;
  enabled: boolean;
  name: string;
  image: string | null;
  bio: string;
  links: PortfolioLink[];
  noindex: boolean;
  projects: PublicProject[];
  certs: PublicCertificate[];
  favicon: string | null;
}

/**
 * The public page in one statement (decision 0128): the handle (current, or old within 30
 * days: then only the current handle is needed for the redirect), the person, the chosen
 * projects that are theirs and passed (in the chosen order, with the passed version's files)
 * and their valid certificates. A disabled portfolio is missing.
 */
export async function lookupPortfolio(db: Db, handle: string): Promise<PortfolioLookup> {
  const days = PORTFOLIO_LIMITS.oldHandleDays;
  const res = (await db.execute(
    sql`with h as (select h.user_id, h.released_at from ${portfolioHandles} h
        where h.handle = ${handle}
          and (h.released_at is null or h.released_at > now() - make_interval(days => ${days})))
      select h.released_at is not null as old,
        (select c.handle from ${portfolioHandles} c
          where c.user_id = h.user_id and c.released_at is null) as current_handle,
        pf.enabled, u.name, u.image, pf.bio, pf.links, pf.noindex,
        case when h.released_at is not null then '[]'::json else coalesce((
          select json_agg(json_build_object('submissionId', s.id, 'title', p.title,
            'courseTitle', c.title, 'brief', p.brief, 'runtime', p.runtime, 'files', v.files,
            'link', v.link, 'description', v.description, 'screenshots', v.screenshots,
            'reviewSummary', case when (e.item->>'showReviewSummary')::boolean
              then v.summary end,
            'passedAt', v.decided_at) order by e.ord)
          from jsonb_array_elements(pf.projects) with ordinality e(item, ord)
            join ${projectSubmissions} s on s.id::text = e.item->>'submissionId'
              and s.user_id = h.user_id and s.status = 'passed'
            join ${projectSubmissionVersions} v on v.submission_id = s.id and v.version = s.version
              and v.decision = 'passed'
            join ${courseProjects} p on p.id = s.project_id
            join ${courses} c on c.id = s.course_id), '[]'::json) end as projects,
        case when h.released_at is not null then '[]'::json else coalesce((
          select json_agg(json_build_object('id', ce.id, 'courseTitle', ce.course_title,
            'issuedAt', ce.issued_at) order by ce.issued_at desc)
          from ${certificates} ce where ce.user_id = h.user_id and ce.revoked_at is null),
          '[]'::json) end as certs,
        ${publishedFaviconSql()} as favicon
      from h join ${user} u on u.id = h.user_id join ${portfolios} pf on pf.user_id = h.user_id`,
  )) as unknown as { rows: PageRow[] };
  const row = res.rows[0];
  if (!row || !row.enabled) return { kind: "missing" };
  if (row.old)
    return row.current_handle ? { kind: "moved", handle: row.current_handle } : { kind: "missing" };
  return {
    kind: "page",
    portfolio: {
      handle,
      // A name stored before the rule is shown without what it may not hold (decision 0175).
      name: displayName(row.name),
      image: row.image,
      bio: row.bio,
      links: row.links,
      noindex: row.noindex,
      projects: row.projects.map((p) => ({
        ...p,
        passedAt: p.passedAt ? new Date(p.passedAt).toISOString() : null,
      })),
      certificates: row.certs.map((c) => ({ ...c, issuedAt: new Date(c.issuedAt).toISOString() })),
      favicon: row.favicon ?? "",
    },
  };
}
