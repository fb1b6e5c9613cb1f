import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import {
  courseProjects,
  courses,
  portfolioHandles,
  portfolios,
  projectSubmissions,
  user,
} from "../../db/schema";
import { AppError } from "../../lib/errors";
import { V } from "@shared/i18n/messages";
import type { savePortfolioRequest } from "@shared/contracts/portfolio";
import {
  PORTFOLIO_LIMITS,
  type PassedProject,
  type PortfolioItem,
  type PortfolioLink,
  type PortfolioSettings,
} from "@shared/contracts/portfolio";
import type { z } from "zod";
import { plainSummary } from "./portfolio-html";
import { rowsOf } from "../../db/rows";

/*
 * The portfolio's settings (issue 30, decision 0128): read in one statement, saved in one
 * transaction with expectedRevision; the handle is a row of `portfolio_handles` (primary
 * key: unique across current and old handles).
 */

type SaveInput = z.output<typeof savePortfolioRequest>;

interface StateRow {
  enabled: boolean | null;
  bio: string | null;
  links: PortfolioLink[] | null;
  projects: PortfolioItem[] | null;
  noindex: boolean | null;
  revision: number | null;
  handle: string | null;
  passed: (Omit<PassedProject, "passedAt" | "briefSummary"> & {
    passedAt: string | null;
    brief: string;
  })[];
}

const passedJson = (userId: string) => sql`coalesce((select json_agg(json_build_object(
    'submissionId', s.id, 'title', p.title, 'courseTitle', c.title, 'passedAt', s.decided_at,
    'hasReviewSummary', coalesce(s.summary, '') <> '', 'brief', p.brief)
    order by s.decided_at desc nulls last, s.id)
  from ${projectSubmissions} s join ${courseProjects} p on p.id = s.project_id
    join ${courses} c on c.id = s.course_id
  where s.user_id = ${userId} and s.status = 'passed'), '[]'::json)`;

const currentHandle = (userId: string) => sql`(select h.handle from ${portfolioHandles} h
  where h.user_id = ${userId} and h.released_at is null)`;

function settingsOf(row: StateRow | undefined): PortfolioSettings {
  const handle = row?.handle ?? null;
  return {
    enabled: row?.enabled ?? false,
    handle,
    bio: row?.bio ?? "",
    links: row?.links ?? [],
    // Rows saved before public descriptions existed have none (decision 0186).
    projects: (row?.projects ?? []).map((p) => ({ ...p, description: p.description ?? "" })),
    noindex: row?.noindex ?? false,
    revision: row?.revision ?? 0,
    passedProjects: (row?.passed ?? []).map(({ brief, ...p }) => ({
      ...p,
      passedAt: p.passedAt ? new Date(p.passedAt).toISOString() : null,
      briefSummary: plainSummary(brief, PORTFOLIO_LIMITS.projectDescription),
    })),
    publicPath: handle ? `/p/${handle}` : null,
  };
}

/** The settings screen's one read: the stored portfolio (or its defaults) and the passed projects. */
export async function portfolioSettingsOf(db: Db, userId: string): Promise<PortfolioSettings> {
  const [row] = await rowsOf<StateRow>(
    db,
    sql`select pf.enabled, pf.bio, pf.links, pf.projects, pf.noindex, pf.revision,
      ${currentHandle(userId)} as handle, ${passedJson(userId)} as passed
      from ${user} u left join ${portfolios} pf on pf.user_id = u.id where u.id = ${userId}`,
  );
  return settingsOf(row);
}

const sameContent = (a: PortfolioSettings, b: SaveInput) =>
  a.enabled === b.enabled &&
  a.handle === b.handle &&
  a.bio === b.bio &&
  a.noindex === b.noindex &&
  JSON.stringify(a.links.map((l) => [l.label, l.url])) ===
    JSON.stringify(b.links.map((l) => [l.label, l.url])) &&
  JSON.stringify(a.projects.map((p) => [p.submissionId, p.showReviewSummary, p.description])) ===
    JSON.stringify(b.projects.map((p) => [p.submissionId, p.showReviewSummary, p.description]));

/**
 * Saves the portfolio when `expectedRevision` is the stored revision (0: never saved). The
 * same content sent again (a retry) answers the stored state without a write; a stale
 * revision answers 409 `REVISION_CONFLICT` with the stored state; a handle another account
 * holds (or held within 30 days) 409 `HANDLE_TAKEN`. A changed handle keeps the old one as a
 * redirect for 30 days.
 */
export async function savePortfolio(
  db: Db,
  userId: string,
  body: SaveInput,
): Promise<PortfolioSettings> {
  if (body.enabled && !body.handle)
    throw new AppError(400, "VALIDATION_ERROR", V("portfolioHandleRequired"), { field: "handle" });
  return db.transaction(async (tx) => {
    // The row exists (revision 0: never saved) and is locked for this transaction.
    await tx.execute(
      sql`insert into ${portfolios} (user_id, revision) values (${userId}, 0)
        on conflict (user_id) do nothing`,
    );
    const [row] = await rowsOf<StateRow>(
      tx,
      sql`select pf.enabled, pf.bio, pf.links, pf.projects, pf.noindex, pf.revision,
          ${currentHandle(userId)} as handle, ${passedJson(userId)} as passed
        from ${portfolios} pf where pf.user_id = ${userId} for update`,
    );
    const state = settingsOf(row);
    if (sameContent(state, body)) return state;
    if (state.revision !== body.expectedRevision)
      throw new AppError(409, "REVISION_CONFLICT", V("portfolioConflict"), { state });
    const passed = new Set(state.passedProjects.map((p) => p.submissionId));
    if (body.projects.some((p) => !passed.has(p.submissionId)))
      throw new AppError(400, "VALIDATION_ERROR", V("portfolioProjectUnknown"), {
        field: "projects",
      });
    if (body.handle !== state.handle) await changeHandle(tx, userId, body.handle);
    const [saved] = await rowsOf<{ revision: number }>(
      tx,
      sql`update ${portfolios} set enabled = ${body.enabled}, bio = ${body.bio},
          links = ${JSON.stringify(body.links)}::jsonb,
          projects = ${JSON.stringify(body.projects)}::jsonb, noindex = ${body.noindex},
          revision = revision + 1, updated_at = now()
        where user_id = ${userId} returning revision`,
    );
    return {
      ...state,
      enabled: body.enabled,
      handle: body.handle,
      bio: body.bio,
      links: body.links,
      projects: body.projects,
      noindex: body.noindex,
      revision: saved!.revision,
      publicPath: body.handle ? `/p/${body.handle}` : null,
    };
  });
}

/**
 * Releases the current handle (it redirects for 30 days) and claims the new one. The claim
 * is one INSERT on the handle's primary key: of two parallel claims one inserts, the other
 * waits for it and finds the conflict. Only an own old handle, or one released more than 30
 * days ago, is taken over.
 */
async function changeHandle(tx: DbOrTx, userId: string, handle: string | null) {
  await tx.execute(
    sql`update ${portfolioHandles} set released_at = now()
      where user_id = ${userId} and released_at is null`,
  );
  if (!handle) return;
  const days = PORTFOLIO_LIMITS.oldHandleDays;
  const claimed = await rowsOf<{ handle: string }>(
    tx,
    sql`insert into ${portfolioHandles} as h (handle, user_id) values (${handle}, ${userId})
      on conflict (handle) do update
        set released_at = null, user_id = excluded.user_id, created_at = now()
        where h.user_id = excluded.user_id
          or h.released_at < now() - make_interval(days => ${days})
      returning h.handle`,
  );
  if (claimed.length === 0)
    throw new AppError(409, "HANDLE_TAKEN", V("portfolioHandleTaken"), { field: "handle" });
}

/** The data export's part: the portfolio settings and the handles (current and old). */
export async function exportPortfolioData(db: DbOrTx, userId: string) {
  const [row] = await rowsOf<{ portfolio: unknown; handles: unknown }>(
    db,
    sql`select (select row_to_json(pf) from ${portfolios} pf where pf.user_id = ${userId}) as portfolio,
      coalesce((select json_agg(json_build_object('handle', h.handle, 'releasedAt', h.released_at)
        order by h.created_at) from ${portfolioHandles} h where h.user_id = ${userId}), '[]'::json)
        as handles`,
  );
  return { settings: row?.portfolio ?? null, handles: row?.handles ?? [] };
}
