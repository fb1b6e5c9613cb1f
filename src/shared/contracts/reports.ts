import { z } from "zod";
import { V } from "../i18n/messages";
import { LANGUAGES } from "../i18n/languages";

/**
 * Admin reports (issue 13, decisions 0049–0051); all under /api/admin, admin role only.
 *
 * GET /api/admin/reports/courses/:courseId?page=&pageSize=   -> courseReportResponse
 * GET /api/admin/reports/courses/:courseId/csv               -> text/csv (one row per enrolled learner)
 * GET /api/admin/reports/funnel?from=YYYY-MM-DD&to=YYYY-MM-DD -> funnelReportResponse
 * GET /api/admin/reports/funnel/csv?from=&to=                -> text/csv (one row per lead)
 * GET /api/admin/stats carries `trend`: statsTrend (last 30 days, for the admin home)
 */

/** A learner counts as inactive (for drop-off) after this many days without lesson activity. */
export const DROP_OFF_INACTIVE_DAYS = 14;
/** Longest period of the funnel report. */
export const FUNNEL_MAX_DAYS = 366;

/** Progress buckets of the distribution chart: [from, to] in percent, both included. */
export const PROGRESS_BUCKETS = [
  [0, 0],
  [1, 25],
  [26, 50],
  [51, 75],
  [76, 99],
  [100, 100],
] as const;

const pageField = z.coerce.number<string>().int(V("invalid")).min(1, V("invalid")).default(1);
const pageSizeField = z.coerce
  .number<string>()
  .int(V("invalid"))
  .min(1, V("invalid"))
  .max(100, V("invalid"))
  .default(20);

export const courseReportQuery = z.object({ page: pageField, pageSize: pageSizeField });

export const courseReportResponse = z.object({
  course: z.object({ id: z.string(), title: z.string(), isPublished: z.boolean() }),
  totals: z.object({
    /** Learners with the course on their path. */
    enrolled: z.number().int(),
    /** Of these, learners who started (opened, read, practised or completed, decision 0187). */
    started: z.number().int(),
    completed: z.number().int(),
    /** Average stored progress in percent over all enrolled learners, rounded. */
    averageProgress: z.number().int(),
    lessons: z.number().int(),
  }),
  /** One entry per PROGRESS_BUCKETS entry, in that order. */
  distribution: z.array(
    z.object({ from: z.number().int(), to: z.number().int(), learners: z.number().int() }),
  ),
  /**
   * Per lesson in course order: learners not done, inactive for DROP_OFF_INACTIVE_DAYS, whose
   * last completed lesson (in course order) is this one, or who completed none and worked on
   * this one last in course order (decisions 0050, 0187).
   */
  dropOff: z.array(
    z.object({
      lessonId: z.string(),
      lessonTitle: z.string(),
      moduleTitle: z.string(),
      learners: z.number().int(),
    }),
  ),
  learners: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      email: z.string(),
      enrolledAt: z.string(),
      startedAt: z.string().nullable(),
      progress: z.number().int(),
      lastActivityAt: z.string().nullable(),
      completedAt: z.string().nullable(),
    }),
  ),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Number of enrolled learners = rows over all pages. */
  total: z.number().int(),
});
export type CourseReportResponse = z.infer<typeof courseReportResponse>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, V("invalid"));
export const funnelQuery = z.object({ from: isoDate.optional(), to: isoDate.optional() });
export type FunnelQuery = z.infer<typeof funnelQuery>;

/** The funnel's questions in the wizard's order; "style" is multi-choice (a lead counts once per style). */
export const FUNNEL_DIMENSIONS = ["goal", "level", "time", "style", "topic", "blocker"] as const;
export type FunnelDimension = (typeof FUNNEL_DIMENSIONS)[number];

const conversion = z.object({
  leads: z.number().int(),
  registered: z.number().int(),
  started: z.number().int(),
  completed: z.number().int(),
});
export type Conversion = z.infer<typeof conversion>;

const answerCounts = z.array(z.object({ value: z.string().nullable(), leads: z.number().int() }));

export const funnelReportResponse = z.object({
  from: z.string(),
  to: z.string(),
  /** Every day of the period, also the ones without leads. */
  leadsPerDay: z.array(z.object({ day: z.string(), leads: z.number().int() })),
  /** Answer counts per question; `value` null = not answered. */
  answers: z.object({
    goal: answerCounts,
    level: answerCounts,
    time: answerCounts,
    /** "Wie lernst du am besten?": per chosen style; null = none chosen (issue 46). */
    style: answerCounts,
    topic: answerCounts,
    blocker: answerCounts,
  }),
  /** Leads of the period and how many of them registered, started and completed a course. */
  conversion,
  bySource: z.array(conversion.extend({ utmSource: z.string().nullable() })),
  byLanguage: z.array(conversion.extend({ language: z.enum(LANGUAGES).or(z.string()) })),
  /** The newest leads of the period (at most 20), with their e-mail (admins only). */
  recentLeads: z.array(
    z.object({
      email: z.string(),
      createdAt: z.string(),
      utmSource: z.string().nullable(),
      language: z.string(),
      registered: z.boolean(),
    }),
  ),
});
export type FunnelReportResponse = z.infer<typeof funnelReportResponse>;

/** Daily figures of the last 30 days for the admin home's stat cards (oldest first). */
export const statsTrend = z.array(
  z.object({
    day: z.string(),
    /** Distinct learners with lesson activity that day. */
    activeLearners: z.number().int(),
    leads: z.number().int(),
    /** Courses created that day. */
    coursesCreated: z.number().int(),
    /** Courses first published that day. */
    coursesPublished: z.number().int(),
    /** Courses created that day that are still drafts. */
    draftsCreated: z.number().int(),
  }),
);
export type StatsTrend = z.infer<typeof statsTrend>;

/* ------------------------------------------------------------------ course overview */

export const OVERVIEW_SORTS = ["created", "name", "status"] as const;
export const OVERVIEW_STATUS = ["all", "draft", "generated", "published"] as const;
export const overviewQuery = z.object({
  q: z.string().trim().max(200).optional(),
  sort: z.enum(OVERVIEW_SORTS).default("created"),
  dir: z.enum(["asc", "desc"]).optional(),
  status: z.enum(OVERVIEW_STATUS).default("all"),
  page: pageField,
  pageSize: pageSizeField,
});
export type OverviewQuery = z.infer<typeof overviewQuery>;
