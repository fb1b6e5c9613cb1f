/**
 * The public portfolio (issue 30, decision 0128).
 *
 *   owner    GET  /api/me/portfolio       → portfolioSettings
 *            PUT  /api/me/portfolio       savePortfolioRequest → portfolioSettings
 *                                         (409 REVISION_CONFLICT with the stored state,
 *                                          409 HANDLE_TAKEN)
 *   public   GET  /p/{handle}             server-rendered page (404 / 308 to the new handle)
 *            GET  /p/{handle}/card.png    the OpenGraph card image
 *            GET  /p/{handle}?download=1  the page as a self-contained HTML file
 */
import { z } from "zod";
import { V } from "../i18n/messages";

export const PORTFOLIO_LIMITS = {
  bio: 500,
  links: 5,
  linkLabel: 60,
  linkUrl: 500,
  projects: 20,
  /** A project's public description (plain text), written by the learner (issue 46). */
  projectDescription: 1000,
  /** Days an old handle keeps redirecting to the new one (and stays reserved). */
  oldHandleDays: 30,
} as const;

/** Paths of our own that a handle must not shadow in messages or look like. */
export const RESERVED_HANDLES = new Set([
  "admin",
  "api",
  "app",
  "auth",
  "kurswerk",
  "p",
  "portfolio",
  "settings",
  "support",
  "verify",
]);

export const HANDLE_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,28})[a-z0-9]$/;

/** A handle as typed: trimmed and lowercased, then checked. */
export const handleSchema = z
  .string()
  .transform((v) => v.trim().toLowerCase())
  .pipe(
    z
      .string()
      .regex(HANDLE_PATTERN, V("portfolioHandleFormat"))
      .refine((h) => !h.includes("--"), V("portfolioHandleFormat"))
      .refine((h) => !RESERVED_HANDLES.has(h), V("portfolioHandleReserved")),
  );

export const portfolioLinkSchema = z.object({
  label: z
    .string()
    .trim()
    .min(1, V("portfolioLinkLabel"))
    .max(PORTFOLIO_LIMITS.linkLabel, V("portfolioLinkLabel")),
  url: z
    .string()
    .trim()
    .max(PORTFOLIO_LIMITS.linkUrl, V("portfolioLinkInvalid"))
    .refine(isHttpUrl, V("portfolioLinkInvalid")),
});
export type PortfolioLink = z.infer<typeof portfolioLinkSchema>;

/** Only absolute http(s) addresses: no javascript:, data: or relative links. */
export function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === "http:" || u.protocol === "https:") && !!u.hostname;
  } catch {
    return false;
  }
}

export const portfolioItemSchema = z.object({
  submissionId: z.string().uuid(),
  /** Whether the reviewer's summary of the passed version may be shown. */
  showReviewSummary: z.boolean(),
  /**
   * What the page says about the project, in the learner's words (plain text, paragraphs by
   * blank lines; decision 0186). Empty: the page shows the assignment's summary, as before.
   */
  description: z
    .string()
    .trim()
    .max(PORTFOLIO_LIMITS.projectDescription, V("portfolioDescriptionTooLong"))
    .default(""),
});
export type PortfolioItem = z.infer<typeof portfolioItemSchema>;

export const savePortfolioRequest = z.object({
  enabled: z.boolean(),
  handle: z.union([handleSchema, z.literal("").transform(() => null), z.null()]),
  bio: z.string().trim().max(PORTFOLIO_LIMITS.bio, V("portfolioBioTooLong")),
  links: z.array(portfolioLinkSchema).max(PORTFOLIO_LIMITS.links, V("portfolioTooManyLinks")),
  /** In the order they appear; each submission once. */
  projects: z
    .array(portfolioItemSchema)
    .max(PORTFOLIO_LIMITS.projects, V("portfolioTooManyProjects"))
    .refine(
      (items) => new Set(items.map((i) => i.submissionId)).size === items.length,
      V("portfolioProjectUnknown"),
    ),
  noindex: z.boolean(),
  expectedRevision: z.number().int().min(0),
});
export type SavePortfolioRequest = z.input<typeof savePortfolioRequest>;

/** A passed project the learner may put in the portfolio. */
export const passedProjectSchema = z.object({
  submissionId: z.string(),
  title: z.string(),
  courseTitle: z.string(),
  passedAt: z.string().nullable(),
  hasReviewSummary: z.boolean(),
  /** The assignment as plain text: the public description until the learner writes one. */
  briefSummary: z.string(),
});
export type PassedProject = z.infer<typeof passedProjectSchema>;

export const portfolioSettings = z.object({
  enabled: z.boolean(),
  handle: z.string().nullable(),
  bio: z.string(),
  links: z.array(portfolioLinkSchema),
  projects: z.array(portfolioItemSchema),
  noindex: z.boolean(),
  /** 0: never saved. */
  revision: z.number().int(),
  /** Every passed project of the learner (the ones to choose from). */
  passedProjects: z.array(passedProjectSchema),
  /** The public address path, e.g. "/p/ada". */
  publicPath: z.string().nullable(),
});
export type PortfolioSettings = z.infer<typeof portfolioSettings>;
