import { z } from "zod";
import { BADGE_IDS } from "../domain/badges";
import { isTimeZone } from "../domain/streak";
import { V } from "../i18n/messages";
import { languageSchema } from "./auth";

/** Achievements, streaks and certificates (issue 12, decisions 0043–0045). */

export const badgeIdSchema = z.enum(BADGE_IDS);

export const timeZoneSchema = z.string().refine(isTimeZone, { message: V("timeZoneInvalid") });

/** Optional body of a lesson completion: the browser's time zone and the content language. */
export const completeLessonRequest = z.object({
  timeZone: timeZoneSchema.optional(),
  lang: languageSchema.optional(),
});
export type CompleteLessonRequest = z.infer<typeof completeLessonRequest>;

export const streakSchema = z.object({ current: z.number(), longest: z.number() });
export type Streak = z.infer<typeof streakSchema>;

/** A certificate as its owner sees it. */
export const certificateSchema = z.object({
  id: z.string(),
  courseId: z.string().nullable(),
  courseTitle: z.string(),
  learnerName: z.string(),
  language: languageSchema,
  issuedAt: z.string(),
  revoked: z.boolean(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** What a lesson completion or quiz answer earned: at most one badge announced, a certificate. */
export const earnedSchema = z.object({
  newBadge: badgeIdSchema.nullable(),
  certificate: certificateSchema.nullable(),
  streak: streakSchema,
});
export type Earned = z.infer<typeof earnedSchema>;

export const quizIdParam = z.object({ quizId: z.string() });
export const quizAnswerRequest = z.object({
  choice: z
    .number({ error: V("quizChoiceInvalid") })
    .int(V("quizChoiceInvalid"))
    .min(0, V("quizChoiceInvalid"))
    .max(50, V("quizChoiceInvalid")),
  /** The language the learner reads the course in: the explanation comes in it. */
  lang: languageSchema.optional(),
});
export type QuizAnswerRequest = z.infer<typeof quizAnswerRequest>;
export const quizAnswerResponse = z.object({
  correct: z.boolean(),
  /**
   * Earned by answering (decision 0081): the right choice's position and the explanation;
   * both null after a wrong first answer, which earns a second try instead (decision 0185).
   */
  correctAnswer: z.number().nullable(),
  explanation: z.string().nullable(),
  /** True when this was the learner's first answer to the quiz (the one badges count). */
  firstAnswer: z.boolean(),
  newBadge: badgeIdSchema.nullable(),
});
export type QuizAnswerResponse = z.infer<typeof quizAnswerResponse>;

export const achievementsResponse = z.object({
  badges: z.array(
    z.object({
      id: badgeIdSchema,
      earnedAt: z.string().nullable(),
      progress: z.number(),
      target: z.number(),
    }),
  ),
  streak: streakSchema,
  certificates: z.array(certificateSchema),
});
export type AchievementsResponse = z.infer<typeof achievementsResponse>;

export const certificateIdParam = z.object({ id: z.string() });

/** Public verification: only what is printed on the certificate, and whether it is valid. */
export const verifyCertificateResponse = z.object({
  status: z.enum(["valid", "revoked"]),
  learnerName: z.string(),
  courseTitle: z.string(),
  issuedAt: z.string(),
});
export type VerifyCertificateResponse = z.infer<typeof verifyCertificateResponse>;

/** Admin: certificates, newest first, optionally one id or the learner's e-mail/name. */
export const adminCertificatesQuery = z.object({ q: z.string().max(200).optional() });
export const adminCertificateSchema = certificateSchema.extend({
  email: z.string(),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
});
export type AdminCertificate = z.infer<typeof adminCertificateSchema>;
export const adminCertificatesResponse = z.object({
  certificates: z.array(adminCertificateSchema),
});
export type AdminCertificatesResponse = z.infer<typeof adminCertificatesResponse>;

export const revokeCertificateRequest = z.object({
  reason: z
    .string({ error: V("revokeReasonRequired") })
    .trim()
    .min(1, V("revokeReasonRequired"))
    .max(500, V("revokeReasonMax")),
});
export type RevokeCertificateRequest = z.infer<typeof revokeCertificateRequest>;
