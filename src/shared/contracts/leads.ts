import { singleLine } from "../domain/text-rules";
import { z } from "zod";
import { V } from "../i18n/messages";
import { LANGUAGES } from "../i18n/languages";
import { EMAIL_PATTERN } from "./auth";

/** Option ids of the onboarding funnel (spec section 2, steps 1–6). */
export const GOALS = ["new-career", "side-income", "expand-skills", "explore"] as const;
export const EXPERIENCE_LEVELS = ["beginner", "basics", "some-projects", "working"] as const;
export const TIME_COMMITMENTS = ["less-2", "2-5", "5-10", "10-plus"] as const;
export const LEARNING_STYLES = [
  "projects",
  "videos",
  "explanations",
  "quizzes",
  "community",
] as const;
export const TOPICS = ["web-dev", "ai-automation", "data-analytics", "ui-ux", "not-sure"] as const;
export const BLOCKERS = [
  "where-start",
  "limited-time",
  "self-doubt",
  "no-platform",
  "procrastination",
] as const;

export type Goal = (typeof GOALS)[number];

/** An opaque lead token: 43 characters of base64url (256 random bits). */
export const leadTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, V("invalid"))
  .max(43);

/** POST /api/leads: the funnel's answers; unanswered ones are null. */
export const createLeadSchema = z.object({
  email: z.string().trim().max(254, V("emailInvalid")).regex(EMAIL_PATTERN, V("emailInvalid")),
  goal: z.enum(GOALS).nullable(),
  experience: z.enum(EXPERIENCE_LEVELS).nullable(),
  timeCommitment: z.enum(TIME_COMMITMENTS).nullable(),
  learningStyle: z.array(z.enum(LEARNING_STYLES)).max(LEARNING_STYLES.length).nullable(),
  topic: z.enum(TOPICS).nullable(),
  blocker: z.enum(BLOCKERS).nullable(),
  utmSource: z.string().trim().max(200).refine(singleLine, V("textCharacters")).nullable(),
  language: z.enum(LANGUAGES),
});
export type CreateLeadInput = z.infer<typeof createLeadSchema>;

/** The only thing a visitor gets back: the token that opens their own lead. */
export const createLeadResponse = z.object({ token: z.string() });
export type CreateLeadResponse = z.infer<typeof createLeadResponse>;

/** GET /api/leads/teaser?token=…&email=…: only the goal, nothing else of the lead. */
export const leadTeaserQuery = z.object({
  token: leadTokenSchema,
  email: z.string().trim().max(254),
});
export const leadTeaserResponse = z.object({ goal: z.string().nullable() });
export type LeadTeaserResponse = z.infer<typeof leadTeaserResponse>;

/** POST /api/leads/click, /api/leads/registered, /api/leads/unsubscribe. */
export const leadTokenBody = z.object({ token: leadTokenSchema });
export type LeadTokenBody = z.infer<typeof leadTokenBody>;

export const okResponse = z.object({ ok: z.literal(true) });
