import { z } from "zod";
import { V } from "../i18n/messages";
import { languageSchema } from "./auth";

/** AI tutor in the lesson (issue 17, decisions 0052–0054). */
export const TUTOR_QUESTION_MAX = 1000;

export const tutorQuestionBody = z.object({
  question: z
    .string()
    .trim()
    .min(1, V("tutorQuestionRequired"))
    .max(TUTOR_QUESTION_MAX, V("tutorQuestionMax")),
  /** The learner's interface language: the answer is written in it. */
  lang: languageSchema.optional(),
});
export type TutorQuestionBody = z.infer<typeof tutorQuestionBody>;

export const tutorMessageSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  /** "model": an AI model answered; "offline": matching passages of the lesson. */
  mode: z.enum(["model", "offline"]),
  helpful: z.boolean().nullable(),
  reported: z.boolean(),
  createdAt: z.string(),
});
export type TutorMessage = z.infer<typeof tutorMessageSchema>;

export const tutorConversationResponse = z.object({
  /** Platform and course switch together. */
  enabled: z.boolean(),
  /** No AI model configured: answers are passages of the lesson. */
  offline: z.boolean(),
  limit: z.number(),
  remaining: z.number(),
  messages: z.array(tutorMessageSchema),
});
export type TutorConversationResponse = z.infer<typeof tutorConversationResponse>;

/** The last event of an answer stream (server-sent event "done"). */
export const tutorDoneEvent = z.object({ message: tutorMessageSchema, remaining: z.number() });
export type TutorDoneEvent = z.infer<typeof tutorDoneEvent>;

export const tutorFeedbackBody = z.object({
  helpful: z.boolean().nullable().optional(),
  reported: z.literal(true).optional(),
});
export type TutorFeedbackBody = z.infer<typeof tutorFeedbackBody>;

export const tutorMessageIdParam = z.object({ messageId: z.string() });

/**
 * Reveal an exercise's model solution (decision 0081). A quiz's answer is earned by
 * answering it (`POST /api/learning/quizzes/{quizId}/answer`), not revealed.
 */
export const tutorRevealBody = z.object({
  itemId: z.string(),
  kind: z.literal("solution"),
  /** The language the learner reads the course in: the solution comes in it. */
  lang: languageSchema.optional(),
});
export type TutorRevealBody = z.infer<typeof tutorRevealBody>;

export const okResponse = z.object({ ok: z.literal(true) });

/* ------------------------------------------------------------------ admin */

const intIn = (min: number, max: number) =>
  z
    .number(V("tutorSettingsRange"))
    .int(V("tutorSettingsRange"))
    .min(min, V("tutorSettingsRange"))
    .max(max, V("tutorSettingsRange"));

export const tutorSettingsBody = z.object({
  enabled: z.boolean(),
  dailyLimit: intIn(1, 1000),
  monthlyTokenBudget: intIn(1000, 2_000_000_000),
  retentionDays: intIn(1, 3650),
});
export type TutorSettingsBody = z.infer<typeof tutorSettingsBody>;

export const tutorSettingsResponse = tutorSettingsBody.extend({
  /** Tokens used this calendar month (UTC). */
  tokensThisMonth: z.number(),
  /** At least 80 % of the monthly budget used. */
  budgetWarning: z.boolean(),
  offline: z.boolean(),
  courses: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      tutorEnabled: z.boolean(),
      questions: z.number(),
    }),
  ),
});
export type TutorSettingsResponse = z.infer<typeof tutorSettingsResponse>;

export const courseTutorBody = z.object({ enabled: z.boolean() });
export type CourseTutorBody = z.infer<typeof courseTutorBody>;

export const tutorReportResponse = z.object({
  courseId: z.string(),
  title: z.string(),
  /** The source-language version, for links into the editor. */
  versionId: z.string().nullable(),
  tutorEnabled: z.boolean(),
  helpful: z.number(),
  notHelpful: z.number(),
  lessons: z.array(
    z.object({
      lessonId: z.string(),
      moduleId: z.string(),
      title: z.string(),
      questions: z.number(),
      helpful: z.number(),
      notHelpful: z.number(),
    }),
  ),
  reported: z.array(
    z.object({
      messageId: z.string(),
      lessonId: z.string(),
      moduleId: z.string(),
      lessonTitle: z.string(),
      reportedAt: z.string(),
      /** The learner's conversation in that lesson up to the reported answer (no name). */
      conversation: z.array(z.object({ id: z.string(), question: z.string(), answer: z.string() })),
    }),
  ),
});
export type TutorReportResponse = z.infer<typeof tutorReportResponse>;
