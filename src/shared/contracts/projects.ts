/**
 * Projects, submissions and reviews API (issue 30, decision 0099).
 *
 *   admin     GET    /api/admin/courses/{courseId}/projects              → adminProjectsResponse
 *             POST   /api/admin/courses/{courseId}/projects              projectInput → projectSchema
 *             PUT    /api/admin/projects/{projectId}                     projectInput + expectedRevision
 *             DELETE /api/admin/projects/{projectId}?expectedRevision=n
 *             PUT    /api/admin/courses/{courseId}/reviewers/{userId}    assign a reviewer
 *             DELETE /api/admin/courses/{courseId}/reviewers/{userId}    unassign
 *             PUT    /api/admin/courses/{courseId}/projects/order        reorderProjectsRequest
 *             POST   /api/admin/courses/{courseId}/projects/ai-draft     projectAiDraftRequest → projectAiDraftResponse
 *   learner   GET    /api/learning/course-projects/{courseId}           → learnerProjectsResponse
 *             PUT    /api/learning/projects/{projectId}/draft           saveDraftRequest → mySubmission
 *             POST   /api/learning/projects/{projectId}/submit          submitRequest → mySubmission
 *             POST   /api/learning/projects/{projectId}/comments        commentRequest → mySubmission
 *             POST   /api/learning/projects/{projectId}/screenshots     multipart "file" → { url }
 *   reviewer  GET    /api/review/queue                                   → reviewQueueResponse
 *             GET    /api/review/submissions/{id}                        → reviewSubmissionResponse
 *             POST   /api/review/submissions/{id}/claim | /release
 *             POST   /api/review/submissions/{id}/comments               commentRequest
 *             POST   /api/review/submissions/{id}/decision               decisionRequest
 */
import { z } from "zod";
import {
  practiceCheckSchema,
  practiceFileSchema,
  practiceTimeLimitSchema,
} from "../domain/practice";
import { PRACTICE_LIMITS } from "../domain/practice-core";
import {
  duplicateCriterionIds,
  PROJECT_LIMITS,
  PROJECT_RUNTIMES,
  REVIEW_DECISIONS,
  SUBMISSION_STATUSES,
} from "../domain/projects";
import { V } from "../i18n/messages";
import { firstPassSchema } from "./review";

const L = PROJECT_LIMITS;

export const rubricCriterionSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
  title: z
    .string()
    .trim()
    .min(1, { message: V("projectCriterionTitleRequired") })
    .max(L.titleChars),
  description: z.string().trim().max(L.criterionChars).default(""),
  /** What "erfüllt" means for this criterion. */
  fulfilled: z
    .string()
    .trim()
    .min(1, { message: V("projectCriterionFulfilledRequired") })
    .max(L.criterionChars),
});

export const rubricSchema = z
  .array(rubricCriterionSchema)
  .min(L.criteriaMin, { message: V("projectRubricSize") })
  .max(L.criteriaMax, { message: V("projectRubricSize") })
  .refine((r) => duplicateCriterionIds(r).length === 0, { message: V("projectRubricDuplicate") });

export const projectChecksSchema = z.object({
  checks: z.array(practiceCheckSchema).min(1).max(PRACTICE_LIMITS.checks),
  dataset: z.string().max(PRACTICE_LIMITS.datasetChars).optional(),
  timeLimitMs: practiceTimeLimitSchema,
});

const filesSchema = z
  .array(practiceFileSchema)
  .max(PRACTICE_LIMITS.files)
  .refine((files) => new Set(files.map((f) => f.name)).size === files.length, {
    message: V("practiceDuplicateFile"),
  })
  .refine(
    (files) => files.reduce((n, f) => n + f.content.length, 0) <= PRACTICE_LIMITS.filesChars,
    { message: V("practiceFilesTooLarge") },
  );

export const projectInputSchema = z
  .object({
    moduleId: z.string().uuid().nullable().default(null),
    orderIndex: z.number().int().min(0).max(10_000).default(0),
    title: z
      .string()
      .trim()
      .min(1, { message: V("projectTitleRequired") })
      .max(L.titleChars),
    brief: z.string().max(L.briefChars).default(""),
    runtime: z.enum(PROJECT_RUNTIMES),
    starterFiles: filesSchema.default([]),
    checks: projectChecksSchema.nullable().default(null),
    rubric: rubricSchema,
    requiredForCertificate: z.boolean().default(false),
    /**
     * The author's model solution (decision 0143): the publish gate runs the checks against
     * it ("Lösung prüfen"); only admins read it, never learners or reviewers.
     */
    solutionFiles: filesSchema.default([]),
    /** Create only: a repeated create with the same key answers the same project (decision 0142). */
    idempotencyKey: z.string().uuid().optional(),
  })
  .superRefine((p, ctx) => {
    if (p.runtime === "external" && (p.checks || p.starterFiles.length || p.solutionFiles.length))
      ctx.addIssue({ code: "custom", path: ["runtime"], message: V("projectExternalNoCode") });
    if (p.runtime !== "external" && !p.checks && p.solutionFiles.length)
      ctx.addIssue({
        code: "custom",
        path: ["solutionFiles"],
        message: V("projectSolutionNeedsChecks"),
      });
    if (p.runtime !== "external" && p.starterFiles.length === 0)
      ctx.addIssue({
        code: "custom",
        path: ["starterFiles"],
        message: V("projectStarterRequired"),
      });
  });
export type ProjectInput = z.infer<typeof projectInputSchema>;

export const updateProjectRequest = z.object({
  project: projectInputSchema,
  expectedRevision: z.number().int().min(1),
});
export type UpdateProjectRequest = z.infer<typeof updateProjectRequest>;

export const projectSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  moduleId: z.string().nullable(),
  orderIndex: z.number(),
  title: z.string(),
  brief: z.string(),
  runtime: z.enum(PROJECT_RUNTIMES),
  starterFiles: z.array(practiceFileSchema),
  checks: projectChecksSchema.nullable(),
  rubric: z.array(rubricCriterionSchema),
  requiredForCertificate: z.boolean(),
  revision: z.number(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

/** A project as the author's editor reads it: with its model solution (decision 0143). */
export const adminProjectSchema = projectSchema.extend({
  solutionFiles: z.array(practiceFileSchema),
});
export type AdminProject = z.infer<typeof adminProjectSchema>;

/** "Projekt mit KI entwerfen" (decision 0142): an optional wish of the author. */
export const projectAiDraftRequest = z.object({
  instruction: z.string().trim().max(2_000).default(""),
});
export type ProjectAiDraftRequest = z.infer<typeof projectAiDraftRequest>;

/** The drafted project, not saved: the editor opens it as a new project to check and save. */
export const projectAiDraftResponse = z.object({
  draft: adminProjectSchema.omit({ id: true, courseId: true, revision: true, updatedAt: true }),
  /** "ai": written by the configured model; "offline": the template built from the modules. */
  source: z.enum(["ai", "offline"]),
});
export type ProjectAiDraftResponse = z.infer<typeof projectAiDraftResponse>;

export const reviewerSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
});
export const adminProjectsResponse = z.object({
  courseId: z.string(),
  projects: z.array(adminProjectSchema),
  reviewers: z.array(reviewerSchema),
  /** Moderators and admins who could be assigned (the "Reviewer" card), at most 200 by name. */
  candidates: z.array(reviewerSchema),
});
/** The course's projects in their new order: every project of the course exactly once. */
export const reorderProjectsRequest = z.object({
  ids: z.array(z.string().uuid()).min(1).max(100),
});
export type ReorderProjectsRequest = z.infer<typeof reorderProjectsRequest>;
export type AdminProjectsResponse = z.infer<typeof adminProjectsResponse>;
export const reviewersResponse = z.object({ reviewers: z.array(reviewerSchema) });
export type ReviewersResponse = z.infer<typeof reviewersResponse>;

/* ------------------------------------------------------------------ submissions */

/** A screenshot the learner uploaded through the image pipeline (their own folder). */
export const screenshotUrlSchema = z
  .string()
  .regex(/^\/uploads\/screenshots\/[a-z0-9]{1,64}\/[a-z0-9-]{1,80}\.webp$/, {
    message: V("projectScreenshotInvalid"),
  });
export const linkSchema = z
  .string()
  .trim()
  .max(L.linkChars)
  .url({ message: V("projectLinkInvalid") })
  .refine((u) => /^https?:\/\//i.test(u), { message: V("projectLinkInvalid") });

export const saveDraftRequest = z.object({
  files: filesSchema.optional(),
  link: linkSchema.nullable().optional(),
  description: z.string().max(L.descriptionChars).optional(),
  screenshots: z.array(screenshotUrlSchema).max(L.screenshots).optional(),
  /** The submission's revision the learner edited (0: nothing saved yet). */
  expectedRevision: z.number().int().min(0),
});
export const screenshotResponse = z.object({ url: z.string() });

export type SaveDraftRequest = z.infer<typeof saveDraftRequest>;

export const submitRequest = z.object({ expectedRevision: z.number().int().min(0) });
export type SubmitRequest = z.infer<typeof submitRequest>;

export const commentRequest = z
  .object({
    body: z
      .string()
      .trim()
      .min(1, { message: V("projectCommentRequired") })
      .max(L.commentChars),
    file: z.string().max(60).nullable().default(null),
    line: z.number().int().min(1).max(100_000).nullable().default(null),
  })
  .refine((c) => c.line === null || c.file !== null, {
    path: ["line"],
    message: V("projectCommentLineNeedsFile"),
  });
export type CommentRequest = z.infer<typeof commentRequest>;

export const criterionMarkSchema = z.object({
  criterionId: z.string(),
  fulfilled: z.boolean(),
  note: z.string().trim().max(L.criterionChars).optional(),
});
export const decisionRequest = z.object({
  decision: z.enum(REVIEW_DECISIONS),
  summary: z
    .string()
    .trim()
    .min(1, { message: V("projectSummaryRequired") })
    .max(L.summaryChars),
  marks: z.array(criterionMarkSchema).max(L.criteriaMax * 2),
});
export type DecisionRequest = z.infer<typeof decisionRequest>;

export const commentSchema = z.object({
  id: z.string(),
  version: z.number(),
  authorName: z.string().nullable(),
  /** "learner": the submission's owner; "reviewer": anyone else. */
  authorRole: z.enum(["learner", "reviewer"]),
  file: z.string().nullable(),
  line: z.number().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type SubmissionComment = z.infer<typeof commentSchema>;

export const submissionVersionSchema = z.object({
  version: z.number(),
  files: z.array(practiceFileSchema),
  link: z.string().nullable(),
  description: z.string(),
  screenshots: z.array(z.string()),
  submittedAt: z.string(),
  /** The server's run of the project's automatic checks on this version (null: none). */
  checkResults: z
    .array(z.object({ id: z.string(), status: z.enum(["passed", "failed", "notRun"]) }))
    .nullable(),
  decision: z.enum(REVIEW_DECISIONS).nullable(),
  summary: z.string().nullable(),
  marks: z.array(criterionMarkSchema).nullable(),
  decidedAt: z.string().nullable(),
  decidedByName: z.string().nullable(),
});
export type SubmissionVersion = z.infer<typeof submissionVersionSchema>;

export const mySubmissionSchema = z.object({
  id: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  version: z.number(),
  revision: z.number(),
  files: z.array(practiceFileSchema),
  link: z.string().nullable(),
  description: z.string(),
  screenshots: z.array(z.string()),
  updatedAt: z.string(),
  versions: z.array(submissionVersionSchema),
  comments: z.array(commentSchema),
});
export type MySubmission = z.infer<typeof mySubmissionSchema>;

export const learnerProjectSchema = projectSchema
  .omit({ revision: true, courseId: true })
  .extend({ submission: mySubmissionSchema.nullable() });
export const learnerProjectsResponse = z.object({
  courseId: z.string(),
  projects: z.array(learnerProjectSchema),
});
export type LearnerProjectsResponse = z.infer<typeof learnerProjectsResponse>;

/* ------------------------------------------------------------------ review */

export const queueItemSchema = z.object({
  submissionId: z.string(),
  status: z.enum(["submitted", "claimed"]),
  version: z.number(),
  projectId: z.string(),
  projectTitle: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  learnerName: z.string(),
  submittedAt: z.string(),
  waitingMinutes: z.number(),
  claimedByName: z.string().nullable(),
  claimedByMe: z.boolean(),
});
export const reviewQueueResponse = z.object({ items: z.array(queueItemSchema) });
export type ReviewQueueResponse = z.infer<typeof reviewQueueResponse>;

export const reviewSubmissionResponse = z.object({
  id: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  version: z.number(),
  learner: z.object({ id: z.string(), name: z.string() }),
  course: z.object({ id: z.string(), title: z.string() }),
  project: projectSchema,
  claimedByName: z.string().nullable(),
  claimedByMe: z.boolean(),
  claimedAt: z.string().nullable(),
  /** Every submitted version, oldest first; the last is the one under review. */
  versions: z.array(submissionVersionSchema),
  comments: z.array(commentSchema),
  /** The AI first pass of the version under review (reviewers only; decision 0124). */
  firstPass: firstPassSchema.nullable(),
});
export type ReviewSubmissionResponse = z.infer<typeof reviewSubmissionResponse>;
