import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  activityDailyCounts,
  courses,
  funnelAnswerDailyCounts,
  funnelLeads,
  funnelOutcomeDailyCounts,
  leadDailyCounts,
  user,
  userLearningPath,
} from "../../db/schema";
import { badRequest } from "../../lib/errors";
import {
  FUNNEL_DIMENSIONS,
  FUNNEL_MAX_DAYS,
  type Conversion,
  type FunnelDimension,
  type FunnelQuery,
  type FunnelReportResponse,
  type StatsTrend,
} from "@shared/contracts/reports";
import { iso, rowsOf } from "./course-report";
import { type CsvValue } from "../../lib/csv";

const DAY = 24 * 3600 * 1000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** Every day from `from` to `to` (YYYY-MM-DD, UTC), both included. */
function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY)
    out.push(dayOf(new Date(t)));
  return out;
}

/** The period of the report: the last 30 days unless chosen; at most FUNNEL_MAX_DAYS days. */
export function funnelPeriod(q: FunnelQuery, now = new Date()) {
  const to = q.to ?? dayOf(now);
  const from = q.from ?? dayOf(new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY));
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`) + DAY;
  if (!Number.isFinite(start) || !Number.isFinite(end) || start >= end)
    throw badRequest("INVALID_PERIOD", "v:periodInvalid");
  if ((end - start) / DAY > FUNNEL_MAX_DAYS) throw badRequest("INVALID_PERIOD", "v:periodTooLong");
  return { from, to, start: new Date(start), end: new Date(end) };
}
type Period = ReturnType<typeof funnelPeriod>;

/**
 * The period's leads with what became of them (decision 0050): registered = an account with its
 * e-mail exists (issue 33: the lead's own flag stays set when the account was deleted or never
 * confirmed its address change, so it is not read here); started / completed = that account has a course on
 * its path with a start / completion date. Leads are a cohort: what they did later counts.
 */
const leadOutcomes = (p: Period) => sql`select fl.*,
    (u.id is not null) as is_registered,
    coalesce((select bool_or(ulp.started_at is not null) from ${userLearningPath} ulp where ulp.user_id = u.id), false) as has_started,
    coalesce((select bool_or(ulp.completed_at is not null) from ${userLearningPath} ulp where ulp.user_id = u.id), false) as has_completed
  from ${funnelLeads} fl left join ${user} u on u.email = fl.email
  where fl.created_at >= ${p.start.toISOString()}::timestamptz
    and fl.created_at < ${p.end.toISOString()}::timestamptz`;

interface ConversionRow extends Conversion {
  gs: number;
  gl: number;
  utm_source: string | null;
  language: string | null;
}

/**
 * The funnel report: four statements whatever the number of leads. The leads, answers and
 * outcomes per day come from the stored daily counts (decisions 0136, 0162); the 20 newest
 * leads probe their account and path one by one (20 probes, newest first by index).
 */
export async function funnelReport(db: DbOrTx, q: FunnelQuery): Promise<FunnelReportResponse> {
  const period = funnelPeriod(q);
  const inDays = sql`day >= ${period.from}::date and day <= ${period.to}::date`;
  const [perDay, answers, conversions, recent] = await Promise.all([
    // The stored leads per day (decision 0136), at most one row per day of the period.
    rowsOf<{ day: string; leads: number }>(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, leads from ${leadDailyCounts}
        where ${inDays} and leads > 0`,
    ),
    // The stored answers per day (decision 0162): a few rows per day and question.
    rowsOf<{ dim: FunnelDimension; value: string | null; leads: number }>(
      db,
      sql`select dim, value, sum(leads)::int as leads from ${funnelAnswerDailyCounts}
        where ${inDays} group by dim, value having sum(leads) > 0
        order by 1, 3 desc, 2`,
    ),
    // The stored outcomes per day, source and language (decision 0162).
    rowsOf<ConversionRow>(
      db,
      sql`select grouping(utm_source)::int as gs, grouping(language)::int as gl, utm_source, language,
          sum(leads)::int as leads, sum(registered)::int as registered,
          sum(started)::int as started, sum(completed)::int as completed
        from ${funnelOutcomeDailyCounts} where ${inDays}
        group by grouping sets ((), (utm_source), (language)) having sum(leads) > 0
        order by 5 desc, 3, 4`,
    ),
    rowsOf<{
      email: string;
      created_at: Date;
      utm_source: string | null;
      language: string;
      is_registered: boolean;
    }>(db, sql`${leadOutcomes(period)} order by fl.created_at desc, fl.id limit 20`),
  ]);

  const byDay = new Map(perDay.map((r) => [r.day, Number(r.leads)]));
  const conv = (r: ConversionRow): Conversion => ({
    leads: Number(r.leads),
    registered: Number(r.registered),
    started: Number(r.started),
    completed: Number(r.completed),
  });
  const total = conversions.find((r) => Number(r.gs) === 1 && Number(r.gl) === 1);
  return {
    from: period.from,
    to: period.to,
    leadsPerDay: daysBetween(period.from, period.to).map((day) => ({
      day,
      leads: byDay.get(day) ?? 0,
    })),
    answers: Object.fromEntries(
      FUNNEL_DIMENSIONS.map((d) => [
        d,
        answers.filter((a) => a.dim === d).map((a) => ({ value: a.value, leads: Number(a.leads) })),
      ]),
    ) as FunnelReportResponse["answers"],
    conversion: total ? conv(total) : { leads: 0, registered: 0, started: 0, completed: 0 },
    bySource: conversions
      .filter((r) => Number(r.gs) === 0)
      .map((r) => ({ utmSource: r.utm_source, ...conv(r) })),
    byLanguage: conversions
      .filter((r) => Number(r.gl) === 0 && Number(r.gs) === 1)
      .map((r) => ({ language: r.language ?? "de", ...conv(r) })),
    recentLeads: recent.map((r) => ({
      email: r.email,
      createdAt: iso(r.created_at)!,
      utmSource: r.utm_source,
      language: r.language,
      registered: Boolean(r.is_registered),
    })),
  };
}

export const FUNNEL_CSV_HEADER = [
  "created_at",
  "email",
  "goal",
  "level",
  "time",
  "style",
  "topic",
  "blocker",
  "utm_source",
  "language",
  "registered",
  "started_course",
  "completed_course",
];

/**
 * The period's leads with what became of them, as `leadOutcomes` says, read from the lead's
 * stored outcome (decision 0162, kept by triggers with every write of the lead, its account
 * and the account's path): no join, the leads in the order of their index (issue 34: the CSV
 * export of 1,000,000 leads in under 2 s). `bound` writes the period's bounds (parameters, or
 * literals for COPY).
 */
const storedOutcomes = (
  p: Period,
  bound: (d: Date) => SQL = (d) => sql`${d.toISOString()}`,
) => sql`from ${funnelLeads} fl
  where fl.created_at >= ${bound(p.start)}::timestamptz
    and fl.created_at < ${bound(p.end)}::timestamptz
  order by fl.created_at, fl.id`;

/**
 * The CSV export's rows: each lead's stored line (`csv_line`, decision 0171: made by the
 * database with every write of the lead, the same cells as `csvCell`), read through a cursor
 * where COPY is not available (PGlite).
 */
const leadLinesForCsv = (p: Period) => sql`select fl.csv_line as line ${storedOutcomes(p)}`;

/**
 * The same lines, each with its CRLF, for PostgreSQL's `COPY … (FORMAT binary)` (decisions
 * 0161, 0171): binary, so the database sends each line's bytes as they are stored (the text
 * and CSV formats would escape or quote them). COPY takes no parameters: the period's bounds
 * are inlined (`toISOString` texts of the checked period, nothing else from the request).
 */
const inlineDate = (d: Date) => sql.raw(`'${d.toISOString()}'`);
const leadLinesForCopy = (p: Period) =>
  sql`select fl.csv_line || E'\r\n' ${storedOutcomes(p, inlineDate)}`;

/** One lead of the CSV export as a line. */
export const funnelCsvLine = (r: { line: string }) => r.line;

/** One lead as the per-lead probes (`funnelCsvQueryByProbes`) read it, for tests comparing the two. */
export function funnelCsvRow(r: Record<string, unknown>): CsvValue[] {
  return [
    iso(r.created_at as Date),
    r.email as string,
    r.goal as string | null,
    r.experience_level as string | null,
    r.time_available as string | null,
    // The learning styles, joined by ";" (decision 0202); none: an empty cell.
    Array.isArray(r.learning_style) && r.learning_style.length
      ? (r.learning_style as string[]).join(";")
      : null,
    r.interest_topic as string | null,
    r.biggest_blocker as string | null,
    r.utm_source as string | null,
    r.language as string,
    Boolean(r.is_registered),
    Boolean(r.has_started),
    Boolean(r.has_completed),
  ];
}

/**
 * Every lead of the period, for the CSV export: the period (checked before anything is sent)
 * and the statement, read through a cursor by `streamRows` (decision 0137).
 */
export function funnelCsvQuery(q: FunnelQuery) {
  const period = funnelPeriod(q);
  return { period, query: leadLinesForCsv(period), copy: leadLinesForCopy(period) };
}

/** The per-lead probes of the report (its 20 newest leads), for tests comparing the two. */
export const funnelCsvQueryByProbes = (q: FunnelQuery) =>
  sql`${leadOutcomes(funnelPeriod(q))} order by fl.created_at, fl.id`;

/**
 * Daily figures of the last 30 days (oldest first) for the admin home, in one statement:
 * learners with lesson activity, leads, courses created, courses first published, and
 * courses created that day that are still drafts. The active learners and the leads come from
 * the stored daily counts (decision 0136), not from the progress rows and leads.
 */
export async function dailyTrends(db: DbOrTx, now = new Date()): Promise<StatsTrend> {
  const to = dayOf(now);
  const from = dayOf(new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY));
  const since = `${from}T00:00:00.000Z`;
  const day = (col: string) => sql.raw(`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD')`);
  const rows = await rowsOf<{ k: string; day: string; n: number }>(
    db,
    sql`select 'active' as k, to_char(day, 'YYYY-MM-DD') as day, active_learners as n
        from ${activityDailyCounts} where day >= ${from}::date and active_learners > 0
      union all
      select 'leads', to_char(day, 'YYYY-MM-DD'), leads
        from ${leadDailyCounts} where day >= ${from}::date and leads > 0
      union all
      select 'created', ${day("created_at")}, count(*)::int
        from ${courses} where created_at >= ${since}::timestamptz group by 2
      union all
      select 'drafts', ${day("created_at")}, count(*)::int
        from ${courses} where created_at >= ${since}::timestamptz and not is_published group by 2
      union all
      select 'published', ${day("published_at")}, count(*)::int
        from ${courses} where published_at >= ${since}::timestamptz group by 2`,
  );
  const value = new Map(rows.map((r) => [`${r.k}:${r.day}`, Number(r.n)]));
  return daysBetween(from, to).map((d) => ({
    day: d,
    activeLearners: value.get(`active:${d}`) ?? 0,
    leads: value.get(`leads:${d}`) ?? 0,
    coursesCreated: value.get(`created:${d}`) ?? 0,
    coursesPublished: value.get(`published:${d}`) ?? 0,
    draftsCreated: value.get(`drafts:${d}`) ?? 0,
  }));
}
