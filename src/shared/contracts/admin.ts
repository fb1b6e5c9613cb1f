import { singleLine } from "../domain/text-rules";
import { SKILL_AREAS } from "../domain/skill-areas";
import { z } from "zod";
import { V } from "../i18n/messages";
import { LANGUAGES } from "../i18n/languages";
import { statsTrend } from "./reports";

/**
 * Admin API contracts (all under /api/admin, admin role required on the server).
 *
 * GET  /api/admin/stats                               -> statsResponse
 * GET  /api/admin/ai                                  -> aiInfoResponse
 * GET  /api/admin/ai/connection                       -> aiConnectionResponse
 * POST /api/admin/ai/connection/test                  -> aiConnectionTestResponse
 * POST /api/admin/courses              createCourseSchema -> 202 jobResponse   (outline generated, then course+version+modules in one transaction)
 * GET  /api/admin/courses?q=&sort=&dir=&status=&page=&pageSize= -> overviewResponse (one page, filtered on the server)
 * GET  /api/admin/course-versions/:id                 -> editViewResponse
 * POST /api/admin/modules/:moduleId/generate          -> 202 jobResponse (409 JOB_RUNNING when already generating)
 * POST /api/admin/course-versions/:id/generate-all    -> 202 jobResponse (all missing modules, bounded concurrency)
 * GET  /api/admin/jobs/:id                            -> jobResponse
 * GET  /api/admin/jobs?active=true                    -> jobsResponse (active and recently finished jobs, to survive reloads)
 * GET  /api/admin/jobs/:id/events                     -> text/event-stream, events "job" with a Job as data, until finished
 * GET  /api/admin/versions                            -> versionsResponse (all versions with their course, newest first)
 * GET  /api/admin/course-versions/:id/preview         -> previewResponse (translated text applied for translations)
 * POST /api/admin/course-versions/:id/activate        -> versionSummary    ("Zur Veröffentlichung vorbereiten")
 * GET  /api/admin/publishable                         -> publishableResponse
 * POST /api/admin/course-versions/:id/publish         -> publishResponse   (404 "Version not found")
 * POST /api/admin/course-versions/:id/translate translateSchema -> 202 jobResponse
 *      (409 TRANSLATION_EXISTS, 400 OFFLINE_CANNOT_TRANSLATE, 400 SAME_LANGUAGE)
 * POST /api/admin/course-versions/:id/retranslate retranslateSchema -> 202 jobResponse (on a translated version: one module, the failed ones, or every outdated/untranslated one; partial results kept)
 */

export const DIFFICULTIES = ["Beginner", "Intermediate", "Advanced"] as const;
export const difficultySchema = z.enum(DIFFICULTIES);
export const courseLanguageSchema = z.enum(LANGUAGES);

/** Spec: hours 1..100, default 8, unparseable -> 8. */
export function parseEstimatedHours(value: unknown): number {
  const n = typeof value === "number" ? value : Number.parseInt(String(value ?? ""), 10);
  if (!Number.isFinite(n)) return 8;
  return Math.min(100, Math.max(1, Math.round(n)));
}

export const createCourseSchema = z.object({
  title: z.string().trim().min(1, V("required")).max(200).refine(singleLine, V("textCharacters")),
  description: z.string().trim().min(1, V("required")).max(4000),
  difficulty: difficultySchema.default("Beginner"),
  estimatedHours: z.preprocess(parseEstimatedHours, z.number().int().min(1).max(100)).default(8),
  topic: z.string().trim().max(200).optional().default(""),
  specificGoals: z.string().trim().max(2000).optional().default(""),
  language: courseLanguageSchema.default("de"),
  /** One of the six skill areas; none = "nicht zugeordnet" (the preview warns). */
  skillArea: z.enum(SKILL_AREAS).nullable().optional(),
  /** One key per submission of the form: a repeated request answers with the same job. */
  idempotencyKey: z.string().uuid().optional(),
});
export type CreateCourseInput = z.input<typeof createCourseSchema>;

export const translateSchema = z.object({ targetLanguage: courseLanguageSchema });
/** POST /admin/course-versions/{id}/manual-translation: the new version to edit (decision 0094). */
export const manualTranslationResponse = z.object({
  courseId: z.string(),
  courseVersionId: z.string(),
});
export type ManualTranslationResponse = z.infer<typeof manualTranslationResponse>;
/**
 * Re-translate modules of a translated version: the given modules (one, or the failed ones
 * of a job), or without `moduleIds` every module that is outdated or not translated.
 */
export const retranslateSchema = z.object({
  moduleIds: z.array(z.string().uuid()).min(1).max(500).optional(),
});

export const JOB_TYPES = [
  "create-course",
  "generate-module",
  "generate-all",
  "translate-course",
  "review-first-pass",
] as const;
export const JOB_STATUSES = ["queued", "running", "succeeded", "failed", "cancelled"] as const;
export const jobStepSchema = z.object({
  moduleId: z.string(),
  /** Position of the module among the job's modules (1-based) and their number. */
  module: z.number().int(),
  modules: z.number().int(),
  /** Lessons complete so far and the lessons expected (the number asked of the model). */
  lesson: z.number().int(),
  lessons: z.number().int(),
});
export type JobStep = z.infer<typeof jobStepSchema>;

export const jobSchema = z.object({
  id: z.string(),
  type: z.enum(JOB_TYPES),
  status: z.enum(JOB_STATUSES),
  progress: z.number().int(),
  total: z.number().int(),
  message: z.string().nullable(),
  /**
   * Modules being written right now with how many of their lessons are complete in the
   * model's streamed answer (decision 0036): "Modul 2 von 6 · Lektion 3 von 4".
   */
  steps: z.array(jobStepSchema).optional(),
  error: z.string().nullable(),
  result: z
    .object({
      courseId: z.string().optional(),
      courseVersionId: z.string().optional(),
      moduleId: z.string().optional(),
      /** Modules a translation or generation could not write; "retry" re-runs only these. */
      failedModuleIds: z.array(z.string()).optional(),
    })
    .nullable(),
  /** What the job works on (for example the course version and module), for the UI. */
  target: z.object({
    courseVersionId: z.string().optional(),
    moduleId: z.string().optional(),
    courseTitle: z.string().optional(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
  startedAt: z.string().nullable().optional(),
  finishedAt: z.string().nullable().optional(),
});
export type Job = z.infer<typeof jobSchema>;
export const jobResponse = z.object({ job: jobSchema });
export const jobsResponse = z.object({ jobs: z.array(jobSchema) });
export type JobsResponse = z.infer<typeof jobsResponse>;

export const statsResponse = z.object({
  totalCourses: z.number().int(),
  publishedCourses: z.number().int(),
  activeLearners30d: z.number().int(),
  drafts: z.number().int(),
  /** The last 30 days, day by day (issue 13). */
  trend: statsTrend,
  /** In production while the Impressum or the privacy policy has no text (issue 31). */
  legalPagesMissing: z.boolean(),
});

export const aiInfoResponse = z.object({
  provider: z.string(),
  model: z.string().nullable(),
  offline: z.boolean(),
});

/** GET /api/admin/ai/connection: how the model is configured (environment only, no secret). */
export const aiConnectionResponse = z.object({
  provider: z.string(),
  model: z.string().nullable(),
  /** AI_BASE_URL without user name and password; null when not set. */
  baseUrl: z.string().nullable(),
  apiKeySet: z.boolean(),
  timeoutMs: z.number().int(),
  offline: z.boolean(),
});
export type AiConnectionResponse = z.infer<typeof aiConnectionResponse>;

export const AI_CONNECTION_ERRORS = [
  "offline",
  "provider",
  "timeout",
  "invalid_output",
  "truncated",
  "unavailable",
  "unexpected",
] as const;
/** POST /api/admin/ai/connection/test: the model's answer, or the kind and exact cause of the error. */
export const aiConnectionTestResponse = z.object({
  ok: z.boolean(),
  provider: z.string(),
  model: z.string().nullable(),
  answer: z.string().nullable(),
  durationMs: z.number().int(),
  error: z.object({ kind: z.enum(AI_CONNECTION_ERRORS), detail: z.string().nullable() }).nullable(),
});
export type AiConnectionTestResponse = z.infer<typeof aiConnectionTestResponse>;

export const VERSION_STATUSES = [
  "draft",
  "generated",
  "manual",
  "translated",
  "published",
] as const;
export const versionSummary = z.object({
  id: z.string(),
  courseId: z.string(),
  language: courseLanguageSchema,
  versionNumber: z.number().int(),
  isActive: z.boolean(),
  isPublished: z.boolean(),
  status: z.enum(VERSION_STATUSES),
  generator: z.string(),
  modulesGenerated: z.number().int(),
  modulesTotal: z.number().int(),
  createdAt: z.string(),
  /** Overview: generation jobs running on this version, with their per-lesson steps. */
  activeJobs: z.array(jobSchema).optional(),
});
export type VersionSummary = z.infer<typeof versionSummary>;

export const overviewResponse = z.object({
  courses: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      createdAt: z.string(),
      isPublished: z.boolean(),
      /** Set while the course is archived ("Archiviert"); "Aus dem Archiv holen" clears it. */
      archivedAt: z.string().nullable(),
      sourceLanguage: courseLanguageSchema,
      thumbnailUrl: z.string().nullable(),
      versions: z.array(versionSummary),
    }),
  ),
  /** Courses matching the search and filter, over all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OverviewResponse = z.infer<typeof overviewResponse>;

export const editViewResponse = z.object({
  version: versionSummary,
  course: z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    difficultyLevel: z.string(),
    estimatedDurationHours: z.number().int(),
    thumbnailUrl: z.string().nullable(),
    /** Language of the base rows; a version in another language is a translation. */
    sourceLanguage: courseLanguageSchema.optional(),
  }),
  modules: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      orderIndex: z.number().int(),
      status: z.enum(["not_generated", "generated"]),
      /** Only on translated versions: "veraltet" or "nicht übersetzt" (issue "course lifecycle"). */
      translation: z.enum(["translated", "outdated", "not_translated"]).optional(),
      lessons: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          estimatedDurationMinutes: z.number().int(),
          orderIndex: z.number().int(),
        }),
      ),
    }),
  ),
  activeJobs: z.array(jobSchema),
  ai: aiInfoResponse,
});
export type EditViewResponse = z.infer<typeof editViewResponse>;

export const versionsResponse = z.object({
  versions: z.array(
    versionSummary.extend({ courseTitle: z.string(), courseDescription: z.string() }),
  ),
});
export type VersionsResponse = z.infer<typeof versionsResponse>;

export const previewLesson = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  lessonType: z.string(),
  learningObjective: z.string().nullable(),
  estimatedDurationMinutes: z.number().int(),
  videoUrl: z.string().nullable(),
  codeExamples: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string().nullable(),
      code: z.string(),
      language: z.string(),
      orderIndex: z.number().int(),
    }),
  ),
  exercises: z.array(
    z.object({
      id: z.string(),
      task: z.string(),
      hint: z.string().nullable(),
      solution: z.string().nullable(),
      orderIndex: z.number().int(),
    }),
  ),
  quizzes: z.array(
    z.object({
      id: z.string(),
      question: z.string(),
      choices: z.unknown(),
      correctAnswer: z.number().int(),
      explanation: z.string().nullable(),
      orderIndex: z.number().int(),
    }),
  ),
});
export const PROBLEM_KINDS = [
  "course_without_modules",
  "module_without_lessons",
  "lesson_without_content",
  "quiz_without_explanation",
  /** A lesson still holds the to-do marker of the skeleton written without a model (issue 46). */
  "lesson_todo",
  "module_not_translated",
  "module_outdated",
  "course_without_skill_area",
  /** A code exercise's model solution fails its own checks (issue 29). */
  "practice_solution_fails",
  /** A code exercise's starter code already passes every check. */
  "practice_starter_passes",
  /** The AI could not make an exercise runnable: it is stored as a plain exercise. */
  "practice_generated_plain",
  /** A project's rubric has fewer than 3 or more than 8 criteria (issue 30). */
  "project_rubric_size",
  /** A project's brief is empty (issue 30). */
  "project_brief_empty",
  /** A translation has no text for a project (issue 30, decision 0146). */
  "project_not_translated",
  /** A project's source texts changed since it was translated (decision 0146). */
  "project_outdated",
  /** A project's model solution fails its checks ("Lösung prüfen", decision 0143). */
  "project_solution_fails",
  /** A project has checks but no model solution to run them against (a warning). */
  "project_solution_missing",
  /** A translation has no text for a message a code exercise's check throws (a warning, decision 0157). */
  "practice_message_not_translated",
] as const;
/** Problems that refuse publishing; every other problem is a warning to confirm. */
export const BLOCKING_PROBLEMS: readonly PublishProblem["kind"][] = [
  "course_without_modules",
  "module_without_lessons",
  "lesson_without_content",
  "lesson_todo",
  "module_not_translated",
  "practice_solution_fails",
  "practice_starter_passes",
  "project_rubric_size",
  "project_brief_empty",
  "project_not_translated",
  "project_solution_fails",
];
export const publishProblem = z.object({
  kind: z.enum([...PROBLEM_KINDS, "course_without_thumbnail"]),
  moduleTitle: z.string().optional(),
  lessonTitle: z.string().optional(),
  projectTitle: z.string().optional(),
});
export type PublishProblem = z.infer<typeof publishProblem>;
/** "Trotzdem veröffentlichen": publish although the version has warnings. */
export const publishSchema = z.object({ confirmWarnings: z.boolean().optional().default(false) });
export const unpublishResponse = z.object({
  ok: z.literal(true),
  courseId: z.string(),
  versionId: z.string(),
});
export const courseLearnersResponse = z.object({
  courseId: z.string(),
  title: z.string(),
  isPublished: z.boolean(),
  archivedAt: z.string().nullable(),
  /** Learners with the course on their path. */
  enrolled: z.number().int(),
  started: z.number().int(),
  /** Learners with at least one completed lesson. */
  withProgress: z.number().int(),
});
export type CourseLearnersResponse = z.infer<typeof courseLearnersResponse>;
/** Deleting a course with learners' progress needs its title typed by the author. */
export const deleteCourseSchema = z.object({ confirmTitle: z.string().max(200).optional() });
export const deleteCourseResponse = z.object({ ok: z.literal(true), courseId: z.string() });
export const previewResponse = z.object({
  version: versionSummary,
  course: z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    difficultyLevel: z.string(),
  }),
  modules: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      orderIndex: z.number().int(),
      lessons: z.array(previewLesson),
    }),
  ),
  /** The same list the publish gate applies (issue 33). */
  problems: z.array(publishProblem),
  /** The course's projects as learners will read them, in the version's language (issue 30). */
  projects: z.array(
    z.object({
      id: z.string(),
      moduleId: z.string().nullable(),
      title: z.string(),
      brief: z.string(),
      runtime: z.string(),
      rubric: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          description: z.string(),
          fulfilled: z.string(),
        }),
      ),
      requiredForCertificate: z.boolean(),
      checks: z.number().int(),
    }),
  ),
});
export type PreviewResponse = z.infer<typeof previewResponse>;

export const publishableResponse = z.object({
  versions: z.array(
    versionSummary.extend({
      courseTitle: z.string(),
      courseDescription: z.string(),
      courseIsPublished: z.boolean(),
      modulesCount: z.number().int(),
      lessonsCount: z.number().int(),
    }),
  ),
});
export type PublishableResponse = z.infer<typeof publishableResponse>;
export const publishResponse = z.object({
  ok: z.literal(true),
  courseId: z.string(),
  versionId: z.string(),
});
