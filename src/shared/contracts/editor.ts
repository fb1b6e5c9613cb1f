import { singleLine } from "../domain/text-rules";
import { z } from "zod";
import { V } from "../i18n/messages";
import { LANGUAGES } from "../i18n/languages";
import { SKILL_AREAS } from "../domain/skill-areas";
import { DIFFICULTIES, aiInfoResponse } from "./admin";
import { practiceSpecSchema } from "../domain/practice";

/**
 * Course editor API (issue 10). Every endpoint is under /api/admin, admin role only
 * (401 signed out, 403 learner/moderator, checked before the body is read). Paths are
 * scoped by the course version being edited: in a translated version (language ≠ the
 * course's source language) text edits land in that version's translation overlay, and
 * structural changes answer 409 STRUCTURE_SOURCE_ONLY.
 *
 * Optimistic concurrency: every PATCH/DELETE carries `expectedRevision` (the row's
 * `revision` as last read; blocks use their lesson's revision). A mismatch answers
 * 409 REVISION_CONFLICT with `details.currentRevision`.
 *
 * The endpoint list with error codes: see the route file editor.routes.ts (and OpenAPI).
 */

/* ------------------------------------------------------------------ shared pieces */

export const CODE_LANGUAGES = [
  "javascript",
  "typescript",
  "python",
  "sql",
  "bash",
  "html",
  "css",
  "json",
  "java",
  "csharp",
  "php",
  "go",
  "rust",
  "yaml",
  "markdown",
  "text",
] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

export const LESSON_MINUTES = { min: 1, max: 600 } as const;
export const COURSE_HOURS = { min: 1, max: 100 } as const;
export const QUIZ_CHOICES = { min: 2, max: 6 } as const;
export const INSTRUCTION_MAX = 500;

/** YouTube, Vimeo or any other https address (an empty string clears the video). */
export function isAllowedVideoUrl(value: string): boolean {
  if (value === "") return true;
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/** Estimated course hours that follow the lessons' total ("aus Lektionen berechnen"). */
export function hoursFromMinutes(totalMinutes: number): number {
  return Math.min(COURSE_HOURS.max, Math.max(COURSE_HOURS.min, Math.ceil(totalMinutes / 60)));
}

const title = z
  .string()
  .trim()
  .min(1, V("titleRequired"))
  .max(200, V("tooLong"))
  .refine(singleLine, V("textCharacters"));
const longText = (max: number) => z.string().trim().max(max, V("tooLong"));
const revision = z.number().int().min(0);
const wholeNumber = { error: V("wholeNumber") };
const minutes = z
  .number(wholeNumber)
  .int(V("wholeNumber"))
  .min(LESSON_MINUTES.min, V("minutesRange"))
  .max(LESSON_MINUTES.max, V("minutesRange"));

export const expectedRevisionBody = z.object({ expectedRevision: revision });
/** DELETE endpoints take the revision as a query parameter: `?expectedRevision=3`. */
export const expectedRevisionQuery = z.object({
  expectedRevision: z.coerce.number().int().min(0),
});

/* ------------------------------------------------------------------ course settings */

export const courseSettingsInput = z.object({
  title,
  description: z.string().trim().min(1, V("descriptionRequired")).max(4000, V("tooLong")),
  difficulty: z.enum(DIFFICULTIES),
  estimatedHours: z
    .number(wholeNumber)
    .int(V("wholeNumber"))
    .min(COURSE_HOURS.min, V("hoursRange"))
    .max(COURSE_HOURS.max, V("hoursRange")),
  topic: longText(200),
  specificGoals: longText(2000),
  skillArea: z.enum(SKILL_AREAS, { error: V("skillAreaInvalid") }).nullable(),
});
export type CourseSettingsInput = z.infer<typeof courseSettingsInput>;
/** PATCH /editor/{versionId}/course — all fields (the settings form sends the whole form). */
export const courseSettingsPatch = courseSettingsInput.extend({ expectedRevision: revision });

export const courseSettings = z.object({
  id: z.string(),
  /** The course's source language (the language of the base rows). */
  language: z.enum(LANGUAGES),
  title: z.string(),
  description: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  estimatedHours: z.number().int(),
  topic: z.string(),
  specificGoals: z.string(),
  skillArea: z.enum(SKILL_AREAS).nullable(),
  thumbnailUrl: z.string().nullable(),
  isPublished: z.boolean(),
  /** The AI tutor in this course's lessons (issue 17; switched with PUT /admin/courses/{id}/tutor). */
  tutorEnabled: z.boolean(),
  /** Who reads a lesson's "Fragen & Antworten" (issue 45; PUT /admin/courses/{id}/discussions). */
  discussionScope: z.enum(["cohort", "course"]),
  revision: z.number().int(),
});
export const courseSettingsResponse = z.object({ course: courseSettings });

/* ------------------------------------------------------------------ modules */

export const moduleCreate = z.object({
  title,
  description: longText(2000).default(""),
});
export const modulePatch = z.object({
  expectedRevision: revision,
  title: title.optional(),
  description: longText(2000).optional(),
});

export const MODULE_STATUSES = ["not_generated", "generated", "manual"] as const;
export const LESSON_ORIGINS = ["generated", "manual"] as const;

export const editorLesson = z.object({
  id: z.string(),
  moduleId: z.string(),
  title: z.string(),
  estimatedDurationMinutes: z.number().int(),
  orderIndex: z.number().int(),
  /** "manual" for lessons added by hand, else "generated". */
  status: z.enum(LESSON_ORIGINS),
  revision: z.number().int(),
  /** Learners with a progress row for this lesson (started or completed). */
  learnersWithProgress: z.number().int(),
  /** Learners who completed this lesson. */
  learnersCompleted: z.number().int(),
});
export type EditorLesson = z.infer<typeof editorLesson>;

export const editorModule = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  orderIndex: z.number().int(),
  status: z.enum(MODULE_STATUSES),
  revision: z.number().int(),
  contentRevision: z.number().int(),
  /** Only in a translated version: how this module's translation stands. */
  translation: z.enum(["translated", "outdated", "not_translated"]).optional(),
  /**
   * Why the last generation (or, in a translated version, translation) of this module
   * failed; kept until it succeeds.
   */
  error: z.string().nullable(),
  lessonCount: z.number().int(),
  /** Distinct learners with progress in any lesson of this module. */
  learnersWithProgress: z.number().int(),
  lessons: z.array(editorLesson),
});
export type EditorModule = z.infer<typeof editorModule>;
export const moduleResponse = z.object({ module: editorModule });

/** PUT /editor/{versionId}/modules/order — the course's module ids, all of them, in the new order. */
export const modulesOrderInput = z.object({
  moduleIds: z.array(z.string()).min(1, V("orderMismatch")),
});
/**
 * PUT /editor/{versionId}/lessons/order — the full new lesson order of every affected
 * module (one entry to reorder within a module, two to move a lesson between modules).
 * The listed lessons must be exactly the lessons those modules hold today.
 */
export const lessonsOrderInput = z.object({
  modules: z
    .array(z.object({ moduleId: z.string(), lessonIds: z.array(z.string()) }))
    .min(1, V("orderMismatch"))
    .max(2, V("orderMismatch")),
});
/** Answer of both reorders: the new outline. */
export const outlineResponse = z.object({ modules: z.array(editorModule) });

/* ------------------------------------------------------------------ lessons */

export const lessonCreate = z.object({
  title,
  estimatedDurationMinutes: minutes.default(15),
});
export const lessonPatch = z.object({
  expectedRevision: revision,
  title: title.optional(),
  learningObjective: longText(1000).nullable().optional(),
  estimatedDurationMinutes: minutes.optional(),
  /** "" or null clears the video. */
  videoUrl: z
    .string()
    .trim()
    .max(2000, V("tooLong"))
    .refine(isAllowedVideoUrl, V("videoUrlInvalid"))
    .nullable()
    .optional(),
  /** Markdown. */
  content: z.string().max(100_000, V("tooLong")).optional(),
});
export type LessonPatch = z.infer<typeof lessonPatch>;

/* ------------------------------------------------------------------ blocks */

const codeExampleShape = {
  title: longText(200).default(""),
  description: longText(2000).nullable().default(null),
  language: z.enum(CODE_LANGUAGES, { error: V("codeLanguageInvalid") }),
  code: z.string().min(1, V("codeRequired")).max(50_000, V("tooLong")),
};
const exerciseShape = {
  task: z.string().trim().min(1, V("taskRequired")).max(5000, V("tooLong")),
  hint: longText(2000).nullable().default(null),
  solution: longText(20_000).nullable().default(null),
  /**
   * A code exercise ("Programmieraufgabe", issue 29): runtime, starter and solution files,
   * checks, dataset, time limit; null for a plain exercise. In a translated version only the
   * check titles are written (to the overlay); the rest must equal the source's.
   */
  practice: practiceSpecSchema.nullable().default(null),
  /**
   * A translation's texts for the messages the checks throw (decision 0157): per check id,
   * source message → translation; blank: the learner reads the source message. Left out:
   * the stored ones stay. Ignored in the source version.
   */
  checkMessages: z
    .record(z.string(), z.record(z.string(), z.string().max(1000, V("tooLong"))))
    .optional(),
};
const quizShape = {
  question: z.string().trim().min(1, V("questionRequired")).max(2000, V("tooLong")),
  choices: z
    .array(z.string().trim().min(1, V("choiceEmpty")).max(500, V("tooLong")))
    .min(QUIZ_CHOICES.min, V("choicesCount"))
    .max(QUIZ_CHOICES.max, V("choicesCount")),
  /** Index into `choices`. */
  correctAnswer: z.number(wholeNumber).int(V("wholeNumber")).min(0, V("correctAnswerMissing")),
  explanation: longText(5000).nullable().default(null),
};
const correctAnswerExists = (
  q: { choices: string[]; correctAnswer: number },
  ctx: z.RefinementCtx,
) => {
  if (q.correctAnswer >= q.choices.length)
    ctx.addIssue({ code: "custom", path: ["correctAnswer"], message: V("correctAnswerMissing") });
};

/** Block forms (the web's react-hook-form schemas). */
export const codeExampleInput = z.object(codeExampleShape);
export const exerciseInput = z.object(exerciseShape);
export const quizInput = z.object(quizShape).superRefine(correctAnswerExists);

/**
 * POST (add) and PATCH (replace; the whole block is sent) of blocks carry the lesson's
 * revision. In a translated version the language of a code example and the number of
 * quiz choices and the correct answer cannot change (structure); only text is written.
 */
export const codeExampleWrite = z.object({ ...codeExampleShape, expectedRevision: revision });
export const exerciseWrite = z.object({ ...exerciseShape, expectedRevision: revision });
export const quizWrite = z
  .object({ ...quizShape, expectedRevision: revision })
  .superRefine(correctAnswerExists);

export const BLOCK_KINDS = ["code-examples", "exercises", "quizzes"] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

/** PUT /editor/{versionId}/lessons/{lessonId}/blocks/order — each kind's ids, all of them. */
export const blocksOrderInput = z.object({
  expectedRevision: revision,
  codeExamples: z.array(z.string()),
  exercises: z.array(z.string()),
  quizzes: z.array(z.string()),
});

export const editorCodeExample = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  language: z.string(),
  code: z.string(),
  orderIndex: z.number().int(),
});
/** One check's verdict of a validation run (CheckResult of src/shared/domain/practice.ts). */
export const practiceCheckResult = z.object({
  id: z.string(),
  title: z.string(),
  hidden: z.boolean(),
  status: z.enum(["passed", "failed", "notRun"]),
  failure: z.record(z.string(), z.unknown()).optional(),
});
/**
 * What is wrong with a code exercise (PracticeProblem of src/server/practice/validate.ts):
 * `solutionFails` (checkId, checkTitle, failure), `solutionError` (error, limit?),
 * `starterPasses`; `generatedPlain` on a plain exercise the AI could not make runnable.
 */
export const practiceProblem = z.object({ kind: z.string() }).catchall(z.unknown());

/** The server's stored validation of an exercise's practice part (null: never validated). */
export const practiceValidationSummary = z.object({
  /** True when the outcome is for the exercise's current practice part. */
  current: z.boolean(),
  ok: z.boolean(),
  problems: z.array(practiceProblem),
  at: z.string(),
});

/** POST /api/admin/practice/validate — run a practice part on the server now (nothing saved). */
export const practiceValidateRequest = z.object({ practice: practiceSpecSchema });
export const practiceValidateResponse = z.object({
  validation: z.object({
    ok: z.boolean(),
    solution: z.array(practiceCheckResult),
    starter: z.array(practiceCheckResult),
    problems: z.array(practiceProblem),
  }),
});
export type PracticeValidateResponse = z.infer<typeof practiceValidateResponse>;

const editorExerciseBase = z.object({
  id: z.string(),
  task: z.string(),
  hint: z.string().nullable(),
  solution: z.string().nullable(),
  orderIndex: z.number().int(),
});
export const editorExercise = editorExerciseBase.extend({
  /** The practice part (check titles translated in a translated version). */
  practice: practiceSpecSchema.nullable(),
  practiceValidation: practiceValidationSummary.nullable(),
  /**
   * In a translation: per check id, every literal message its code throws → the translation
   * ("" when there is none yet; decision 0157). Null in the source version.
   */
  checkMessages: z.record(z.string(), z.record(z.string(), z.string())).nullable(),
});
export const editorQuiz = z.object({
  id: z.string(),
  question: z.string(),
  choices: z.array(z.string()),
  correctAnswer: z.number().int(),
  explanation: z.string().nullable(),
  orderIndex: z.number().int(),
});

export const lessonDetail = z.object({
  id: z.string(),
  moduleId: z.string(),
  moduleTitle: z.string(),
  courseId: z.string(),
  title: z.string(),
  content: z.string(),
  learningObjective: z.string().nullable(),
  estimatedDurationMinutes: z.number().int(),
  videoUrl: z.string().nullable(),
  lessonType: z.string(),
  status: z.enum(LESSON_ORIGINS),
  orderIndex: z.number().int(),
  revision: z.number().int(),
  codeExamples: z.array(editorCodeExample),
  exercises: z.array(editorExercise),
  quizzes: z.array(editorQuiz),
  /**
   * In a translation: the source's text of the lesson, shown beside the form (decision
   * 0094), and whether the translation has its own text yet ("nicht übersetzt" until then).
   * Null in the source version.
   */
  source: z
    .object({
      language: z.enum(LANGUAGES),
      title: z.string(),
      content: z.string(),
      learningObjective: z.string().nullable(),
      translated: z.boolean(),
    })
    .nullable(),
});
export type LessonDetail = z.infer<typeof lessonDetail>;

/* ------------------------------------------------------------------ version, trash, impact */

export const editorVersion = z.object({
  id: z.string(),
  language: z.enum(LANGUAGES),
  /** false: a translation; text edits go to its overlay, structure is read-only. */
  isSource: z.boolean(),
  status: z.string(),
  isActive: z.boolean(),
  isPublished: z.boolean(),
});

/** GET /editor/{versionId}/lessons/{lessonId} and every lesson/block write. */
export const lessonResponse = z.object({ version: editorVersion, lesson: lessonDetail });
export type LessonResponse = z.infer<typeof lessonResponse>;

export const deleteImpact = z.object({
  lessons: z.number().int(),
  learnersWithProgress: z.number().int(),
  completedLessons: z.number().int(),
});
export type DeleteImpact = z.infer<typeof deleteImpact>;
/** GET …/modules/{id}/impact and …/lessons/{id}/impact (also in the editor view's counts). */
export const impactResponse = z.object({ impact: deleteImpact });

export const trashEntry = z.object({
  id: z.string(),
  kind: z.enum(["module", "lesson"]),
  entityId: z.string(),
  title: z.string(),
  /** The module a deleted lesson belonged to (title at deletion). */
  parentTitle: z.string().nullable(),
  lessons: z.number().int(),
  learnersWithProgress: z.number().int(),
  deletedAt: z.string(),
  deletedBy: z.string().nullable(),
  /** Kept at least until then (30 days). */
  expiresAt: z.string(),
});
export type TrashEntry = z.infer<typeof trashEntry>;
export const deleteResponse = z.object({
  deleted: z.object({ kind: z.enum(["module", "lesson"]), id: z.string() }),
  trash: trashEntry,
  impact: deleteImpact,
});
export const restoreResponse = z.object({
  restored: z.object({ kind: z.enum(["module", "lesson"]), id: z.string() }),
});

/* ------------------------------------------------------------------ editor view */

/** GET /api/admin/editor/{courseVersionId} — everything the edit screen shows. */
export const editorViewResponse = z.object({
  course: courseSettings,
  version: editorVersion,
  modules: z.array(editorModule),
  /** Sum of every lesson's minutes, and the hours that follow from it. */
  lessonMinutesTotal: z.number().int(),
  hoursFromLessons: z.number().int(),
  trash: z.array(trashEntry),
  ai: aiInfoResponse,
});
export type EditorViewResponse = z.infer<typeof editorViewResponse>;

/* ------------------------------------------------------------------ regenerate */

export const regenerateInput = z.object({
  instruction: z.string().trim().max(INSTRUCTION_MAX, V("instructionMax")).default(""),
});

export const lessonProposal = z.object({
  title: z.string(),
  content: z.string(),
  learningObjective: z.string().nullable(),
  estimatedDurationMinutes: z.number().int(),
  codeExamples: z.array(editorCodeExample.omit({ id: true, orderIndex: true })),
  exercises: z.array(
    editorExerciseBase
      .omit({ id: true, orderIndex: true })
      .extend({ practice: practiceSpecSchema.nullable().default(null) }),
  ),
  quizzes: z.array(editorQuiz.omit({ id: true, orderIndex: true })),
});
export type LessonProposal = z.infer<typeof lessonProposal>;

/** POST …/lessons/{id}/regenerate → the proposal, nothing saved. */
export const lessonProposalResponse = z.object({
  proposal: lessonProposal,
  /** The lesson's revision the proposal was made from (send it back on accept). */
  revision: z.number().int(),
});
/** POST …/lessons/{id}/regenerate/accept → lessonResponse. */
export const lessonAcceptInput = z.object({ expectedRevision: revision, proposal: lessonProposal });

export const regenerateImpact = z.object({
  lessonsKept: z.number().int(),
  lessonsAdded: z.number().int(),
  lessonsRemoved: z.number().int(),
  /** Completed lesson progress rows that accepting would remove. */
  completedLessonsRemoved: z.number().int(),
  learnersAffected: z.number().int(),
});
export type RegenerateImpact = z.infer<typeof regenerateImpact>;

/** POST …/modules/{id}/regenerate → the proposal and its impact, nothing saved. */
export const moduleProposalResponse = z.object({
  proposal: z.object({ lessons: z.array(lessonProposal) }),
  /** The module's contentRevision the proposal was made from. */
  contentRevision: z.number().int(),
  impact: regenerateImpact,
});
/**
 * POST …/modules/{id}/regenerate/accept — replaces the module's lessons; lessons matched
 * by position keep their ids (and progress). `dryRun: true` only answers the impact.
 */
export const moduleAcceptInput = z.object({
  expectedContentRevision: revision,
  proposal: z.object({ lessons: z.array(lessonProposal).min(1) }),
  dryRun: z.boolean().default(false),
});
export const moduleAcceptResponse = z.object({
  applied: z.boolean(),
  impact: regenerateImpact,
  module: editorModule.nullable(),
});

/* ------------------------------------------------------------------ history */

export const historyEntry = z.object({
  id: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  action: z.string(),
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
/** GET /api/admin/courses/{courseId}/history — newest first ("Verlauf"). */
export const historyResponse = z.object({ entries: z.array(historyEntry) });
export type HistoryResponse = z.infer<typeof historyResponse>;
