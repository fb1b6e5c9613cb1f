/**
 * The reviewer's additions to the projects API (issue 30, decisions 0124 and 0125).
 *
 *   reviewer  GET  /api/review/submissions/{id}/first-pass   → firstPassResponse (never learners)
 *             POST /api/review/submissions/{id}/first-pass   start it again (a job)
 *   admin     GET  /api/admin/reports/reviews                → reviewReportResponse
 *             GET  /api/admin/reports/reviews/csv?part=…     CSV (projects | criteria | reviewers)
 */
import { z } from "zod";

/** The AI first pass's draft for one criterion: a note and whether it looks fulfilled. */
export const firstPassCriterionSchema = z.object({
  criterionId: z.string(),
  /** The model's impression (null: it cannot tell); never a decision. */
  fulfilled: z.boolean().nullable(),
  note: z.string(),
});
export const firstPassCommentSchema = z.object({
  file: z.string().nullable(),
  line: z.number().int().nullable(),
  body: z.string(),
});
export const firstPassSchema = z.object({
  version: z.number(),
  /** queued | running | done | failed */
  status: z.enum(["queued", "running", "done", "failed"]),
  /** "offline": the automatic check results per criterion; "model": an AI model's draft. */
  source: z.enum(["offline", "model"]).nullable(),
  criteria: z.array(firstPassCriterionSchema),
  comments: z.array(firstPassCommentSchema),
  error: z.string().nullable(),
  updatedAt: z.string(),
  /** The language of the notes: the reviewer's (decision 0145); null before it was known. */
  language: z.string().nullable(),
});
export type FirstPass = z.infer<typeof firstPassSchema>;
export const firstPassResponse = z.object({ firstPass: firstPassSchema.nullable() });
export type FirstPassResponse = z.infer<typeof firstPassResponse>;

/** What a model answers (validated before it is stored). */
export const firstPassDraftSchema = z.object({
  criteria: z
    .array(
      z.object({
        criterionId: z.string(),
        fulfilled: z.boolean().nullable(),
        note: z.string().max(2000),
      }),
    )
    .max(16),
  comments: z
    .array(
      z.object({
        file: z.string().max(60).nullable(),
        line: z.number().int().min(1).nullable(),
        body: z.string().min(1).max(2000),
      }),
    )
    .max(30),
});
export type FirstPassDraft = z.infer<typeof firstPassDraftSchema>;

/* ------------------------------------------------------------------ reports */

export const reviewReportResponse = z.object({
  /** Minutes from submitting a version to its decision (decided versions only). */
  waiting: z.object({
    decided: z.number(),
    medianMinutes: z.number().nullable(),
    p90Minutes: z.number().nullable(),
    /** Versions waiting for a decision now (submitted or claimed). */
    open: z.number(),
  }),
  projects: z.array(
    z.object({
      projectId: z.string(),
      projectTitle: z.string(),
      courseTitle: z.string(),
      decided: z.number(),
      passed: z.number(),
      /** passed / decided in percent (null: nothing decided). */
      passRate: z.number().nullable(),
    }),
  ),
  criteria: z.array(
    z.object({
      projectId: z.string(),
      projectTitle: z.string(),
      criterionId: z.string(),
      criterionTitle: z.string(),
      marked: z.number(),
      fulfilled: z.number(),
      fulfilledRate: z.number().nullable(),
    }),
  ),
  reviewers: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      decisions: z.number(),
      passed: z.number(),
      revise: z.number(),
      claimedNow: z.number(),
      comments: z.number(),
    }),
  ),
});
export type ReviewReportResponse = z.infer<typeof reviewReportResponse>;
export const REVIEW_REPORT_PARTS = ["projects", "criteria", "reviewers"] as const;
