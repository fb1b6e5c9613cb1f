import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  activityDailyCounts,
  courses,
  funnelLeads,
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
import { csvLine, type CsvValue } from "./csv";

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

const DIMENSION_COLUMN: Record<FunnelDimension, string> = {
  goal: "goal",
  level: "experience_level",
  time: "time_available",
  topic: "interest_topic",
  blocker: "biggest_blocker",
};

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
 * The funnel report: four statements whatever the number of leads. The leads per day come
 * from the stored daily counts; the conversion joins the period's leads set-based; the 20
 * newest leads probe their account and path one by one (20 probes, newest first by index).
 */
export async function funnelReport(db: DbOrTx, q: FunnelQuery): Promise<FunnelReportResponse> {
  const period = funnelPeriod(q);
  const inPeriod = sql`created_at >= ${period.start.toISOString()}::timestamptz and created_at < ${period.end.toISOString()}::timestamptz`;
  // One pass over the period's leads for all five answers (grouping sets), not five scans.
  const answerColumns = FUNNEL_DIMENSIONS.map((d) => sql.raw(DIMENSION_COLUMN[d]));
  const answerDim = sql.join(
    FUNNEL_DIMENSIONS.map(
      (d, i) => sql`when grouping(${answerColumns[i]}) = 0 then ${sql.raw(`'${d}'`)}`,
    ),
    sql` `,
  );
  const answerValue = sql.join(
    FUNNEL_DIMENSIONS.map(
      (_, i) => sql`when grouping(${answerColumns[i]}) = 0 then ${answerColumns[i]}::text`,
    ),
    sql` `,
  );
  const answerSets = sql.join(
    answerColumns.map((c) => sql`(${c})`),
    sql`, `,
  );
  const [perDay, answers, conversions, recent] = await Promise.all([
    // The stored leads per day (decision 0136), at most one row per day of the period.
    rowsOf<{ day: string; leads: number }>(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, leads from ${leadDailyCounts}
        where day >= ${period.from}::date and day <= ${period.to}::date and leads > 0`,
    ),
    rowsOf<{ dim: FunnelDimension; value: string | null; leads: number }>(
      db,
      sql`select case ${answerDim} end as dim, case ${answerValue} end as value, count(*)::int as leads
        from ${funnelLeads} where ${inPeriod} group by grouping sets (${answerSets})
        order by 1, 3 desc, 2`,
    ),
    rowsOf<ConversionRow>(
      db,
      sql`with l as (select fl.utm_source, fl.language, ${outcomeColumns} ${outcomesJoined(period, "probe")})
        select grouping(utm_source)::int as gs, grouping(language)::int as gl, utm_source, language,
          count(*)::int as leads,
          count(*) filter (where is_registered)::int as registered,
          count(*) filter (where has_started)::int as started,
          count(*) filter (where has_completed)::int as completed
        from l group by grouping sets ((), (utm_source), (language))
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
  "topic",
  "blocker",
  "utm_source",
  "language",
  "registered",
  "started_course",
  "completed_course",
];

/**
 * The period's leads with what became of them, as `leadOutcomes` says, set-based (issue 34:
 * the CSV export of 1,000,000 leads in under 2 s): the accounts and the path rows are joined
 * by hash once instead of probed per lead. `fl` the lead, `u` its account, `ps` what it did.
 * `paths: "probe"` (the report's 30 days): the accounts by hash, then only the found accounts'
 * path rows through their index, instead of grouping every path row of the school.
 */
const outcomesJoined = (p: Period, paths: "hash" | "probe" = "hash") => sql`from ${funnelLeads} fl
  left join ${user} u on u.email = fl.email
  ${
    paths === "hash"
      ? sql`left join (
    select user_id, bool_or(started_at is not null) as has_started,
      bool_or(completed_at is not null) as has_completed
    from ${userLearningPath} where started_at is not null or completed_at is not null
    group by user_id
  ) ps on ps.user_id = u.id`
      : sql`left join lateral (
    select bool_or(started_at is not null) as has_started,
      bool_or(completed_at is not null) as has_completed
    from ${userLearningPath} ulp where ulp.user_id = u.id
  ) ps on u.id is not null`
  }
  where fl.created_at >= ${p.start.toISOString()}::timestamptz
    and fl.created_at < ${p.end.toISOString()}::timestamptz`;
const outcomeColumns = sql`(u.id is not null) as is_registered,
    coalesce(ps.has_started, false) as has_started,
    coalesce(ps.has_completed, false) as has_completed`;

/**
 * The CSV export's rows: each lead's twelve values as one JSON array (`cells`), so the
 * server parses one text per lead (JSON.parse, native) instead of twelve values through the
 * driver; the cells are then written by `csvCell` as before (decision 0155). The date comes
 * in the form `toISOString` writes.
 */
const leadOutcomesForCsv = (p: Period) => sql`select json_build_array(
      to_char(fl.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      fl.email, fl.goal, fl.experience_level, fl.time_available, fl.interest_topic,
      fl.biggest_blocker, fl.utm_source, fl.language, u.id is not null,
      coalesce(ps.has_started, false), coalesce(ps.has_completed, false)
    )::text as cells
  ${outcomesJoined(p)}
  order by fl.created_at, fl.id`;

/** One lead of the CSV export as a line (its cells as `toCsv` writes them). */
export const funnelCsvLine = (r: { cells: string }) => csvLine(JSON.parse(r.cells) as CsvValue[]);

/** One lead as the per-lead probes (`funnelCsvQueryByProbes`) read it, for tests comparing the two. */
export function funnelCsvRow(r: Record<string, unknown>): CsvValue[] {
  return [
    iso(r.created_at as Date),
    r.email as string,
    r.goal as string | null,
    r.experience_level as string | null,
    r.time_available as string | null,
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
  return { period, query: leadOutcomesForCsv(period) };
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
