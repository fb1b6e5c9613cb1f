import { z } from "zod";
import { V } from "../i18n/messages";
import { languageSchema } from "./auth";
import {
  BLOCKERS,
  EXPERIENCE_LEVELS,
  GOALS,
  LEARNING_STYLES,
  TIME_COMMITMENTS,
  TOPICS,
} from "./leads";
import { difficultySchema } from "./learning";

/**
 * Personal learning plan (issue 15, decision 0010): the six answers, the plan built from
 * them, the reminder setting. Unknown answer values are refused with "planAnswer".
 */
const answer = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: V("planAnswer") });

export const planAnswersSchema = z.object({
  goal: answer(GOALS),
  experience: answer(EXPERIENCE_LEVELS),
  timeCommitment: answer(TIME_COMMITMENTS),
  learningStyle: z
    .array(answer(LEARNING_STYLES), { error: V("planAnswer") })
    .max(LEARNING_STYLES.length, V("planAnswer")),
  topic: answer(TOPICS),
  blocker: answer(BLOCKERS),
});
export type PlanAnswersInput = z.infer<typeof planAnswersSchema>;

export const PLAN_REASONS = ["start", "next", "career", "side-income", "explore", "new"] as const;
export const planReasonSchema = z.enum(PLAN_REASONS);

export const planWeekSchema = z.object({ year: z.number(), week: z.number(), key: z.string() });

/** POST /api/plan/preview and PUT /api/plan/profile: the plan a set of answers gives. */
export const planPreviewResponse = z.object({
  weeklyMinutes: z.number(),
  totalMinutes: z.number(),
  weeks: z.number(),
  finishWeek: planWeekSchema.nullable(),
  advice: z.array(z.string()),
  reminderDefault: z.boolean(),
  areaMissing: z.boolean(),
  courses: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      difficulty: difficultySchema.nullable(),
      minutes: z.number(),
      reason: planReasonSchema,
      targetWeek: z.number(),
    }),
  ),
  /** Started or finished courses that stay on the path whatever the answers. */
  kept: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type PlanPreviewResponse = z.infer<typeof planPreviewResponse>;

export const planProfileSchema = z.object({
  answers: planAnswersSchema,
  source: z.enum(["lead", "app"]),
  reminderEnabled: z.boolean(),
});
export type PlanProfile = z.infer<typeof planProfileSchema>;

/** GET /api/plan/profile. */
export const planProfileResponse = z.object({ profile: planProfileSchema.nullable() });
export type PlanProfileResponse = z.infer<typeof planProfileResponse>;

/** PUT /api/plan/profile: save the answers and apply the plan. */
export const applyPlanSchema = planAnswersSchema.extend({
  /** Omitted: on for "procrastination", otherwise unchanged (off for a new profile). */
  reminderEnabled: z.boolean({ error: V("invalid") }).optional(),
});
export type ApplyPlanInput = z.infer<typeof applyPlanSchema>;

/** POST /api/plan/starter (public): the course a plan for these answers starts with. */
export const starterRequest = planAnswersSchema.extend({ lang: languageSchema.optional() });
export const starterResponse = z.object({
  course: z.object({ title: z.string(), difficulty: difficultySchema.nullable() }).nullable(),
});
export type StarterResponse = z.infer<typeof starterResponse>;

/** PUT /api/plan/reminder. */
export const reminderSchema = z.object({ enabled: z.boolean({ error: V("invalid") }) });
export type ReminderInput = z.infer<typeof reminderSchema>;
