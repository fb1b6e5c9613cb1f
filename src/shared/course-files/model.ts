/**
 * Kurswerk's course format (issue 32, decision 0102): a course as plain files. This is the
 * model both directions speak (`writeCourseFiles`, `readCourseFiles`), the schemas of the
 * YAML parts (docs/course-format.schema.json is generated from them) and the limits.
 */
import { z } from "zod";
import { LANGUAGES, type Language } from "../i18n/languages";
import {
  formatMessage,
  translateValidationMessage,
  V,
  type ValidationMessageKey,
} from "../i18n/messages";
import type { PracticeSpec } from "../domain/practice";
import { SKILL_AREAS } from "../domain/skill-areas";
import { ASSET_PATH } from "./assets";
import { COURSE_HOURS, isAllowedVideoUrl, LESSON_MINUTES } from "../contracts/editor";
import type { CourseTranslationOverlay } from "../domain/translation";
import type { ProjectChecks, ProjectRuntime, RubricCriterion } from "../domain/projects";
import type { PracticeFile } from "../domain/practice";
import { PROJECT_RUNTIMES } from "../domain/projects";

export const COURSE_FORMAT = "kurswerk-course/1";

/** Hostile input stops here, before anything is parsed. */
export const COURSE_FILE_LIMITS = {
  files: 2_000,
  fileBytes: 1_000_000,
  totalBytes: 20_000_000,
  depth: 5,
  /** An image in `assets/` (decision 0150). */
  assetBytes: 2_000_000,
} as const;

/** A course folder: path → text, or the bytes of an image in `assets/`. */
export type CourseFiles = Map<string, string | Uint8Array>;

export interface CodeExampleModel {
  id: string;
  title: string;
  description: string | null;
  code: string;
  language: string;
}
export interface ExerciseModel {
  id: string;
  task: string;
  hint: string | null;
  solution: string | null;
  practice: PracticeSpec | null;
}
export interface QuizModel {
  id: string;
  question: string;
  /** As stored: a list (texts or objects) or, in old rows, a JSON string. */
  choices: unknown;
  /** Index into the choices (0-based; the files say 1-based `correct=`). */
  correctAnswer: number;
  explanation: string | null;
}
export interface LessonModel {
  id: string;
  title: string;
  minutes: number;
  type: string;
  objective: string | null;
  video: string | null;
  origin: string;
  content: string;
  codeExamples: CodeExampleModel[];
  exercises: ExerciseModel[];
  quizzes: QuizModel[];
}
export interface ModuleModel {
  id: string;
  title: string;
  description: string;
  /** `modules.content_revision`: translations name the revision they were made from. */
  revision: number;
  lessons: LessonModel[];
}
/**
 * A course project (issue 30, decision 0156): `projects/NN-<slug>/project.md` (front matter
 * and the brief), `rubric.yaml`, and for a code runtime `practice.yaml` with `starter/`,
 * `solution/`, `checks/` as a code exercise has them.
 */
export interface ProjectModel {
  id: string;
  title: string;
  brief: string;
  runtime: ProjectRuntime;
  /** The module's id (the files name its folder); null: a course-level project (capstone). */
  moduleId: string | null;
  requiredForCertificate: boolean;
  order: number;
  rubric: RubricCriterion[];
  starterFiles: PracticeFile[];
  solutionFiles: PracticeFile[];
  checks: ProjectChecks | null;
}
export type TranslationOverlay = Omit<CourseTranslationOverlay, "moduleErrors" | "projectErrors">;
export interface TranslationModel {
  language: Language;
  overlay: TranslationOverlay;
}
export interface CourseModel {
  id: string;
  title: string;
  description: string;
  difficulty: string;
  skillArea: string | null;
  hours: number;
  thumbnail: string | null;
  language: Language;
  seedKey: string | null;
  topic: string | null;
  goals: string | null;
  tutor: boolean;
  modules: ModuleModel[];
  /** The course's projects in their order (decision 0156). */
  projects: ProjectModel[];
  translations: TranslationModel[];
}

/* ------------------------------------------------------------------ YAML schemas */

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
const title = z.string().trim().min(1).max(500);
const text = z.string().max(100_000);
const nullableText = text.nullable();

export const courseYamlSchema = z
  .object({
    format: z.literal(COURSE_FORMAT),
    id: uuid.optional(),
    title,
    description: text,
    difficulty: z.enum(["Beginner", "Intermediate", "Advanced"]),
    skillArea: z.enum(SKILL_AREAS).nullable(),
    hours: z.number().int().min(COURSE_HOURS.min).max(COURSE_HOURS.max),
    /** The course image: a file in `assets/` (decision 0150). */
    thumbnail: z.string().max(100).regex(ASSET_PATH).nullable(),
    language: z.enum(LANGUAGES),
    seedKey: z.string().max(200).nullable(),
    topic: nullableText,
    goals: nullableText,
    tutor: z.boolean(),
  })
  .strict();

export const courseTranslationYamlSchema = z.object({ title, description: text }).strict();

export const moduleYamlSchema = z
  .object({
    id: uuid.optional(),
    title,
    description: text,
    revision: z.number().int().min(1).default(1),
  })
  .strict();

export const moduleTranslationYamlSchema = z
  .object({ title, description: text, sourceRevision: z.number().int().min(1).optional() })
  .strict();

export const lessonFrontMatterSchema = z
  .object({
    id: uuid.optional(),
    title,
    minutes: z.number().int().min(LESSON_MINUTES.min).max(LESSON_MINUTES.max),
    type: z.string().min(1).max(60).default("enhanced_text"),
    objective: nullableText.default(null),
    video: z
      .string()
      .max(2_000)
      .refine(isAllowedVideoUrl, V("videoUrlInvalid"))
      .nullable()
      .default(null),
    origin: z.enum(["generated", "manual"]).default("generated"),
  })
  .strict();

export const lessonTranslationFrontMatterSchema = z
  .object({ id: uuid, title, objective: nullableText.default(null) })
  .strict();

const checkYaml = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
    title: z.string().trim().min(1).max(300),
    hidden: z.boolean().optional(),
    /** The check's code file in `checks/` (absent: the spec has no code). */
    file: z.string().max(80).optional(),
    expectedRows: z.array(z.array(z.string().nullable())).optional(),
    expectedColumns: z.array(z.string()).optional(),
    ordered: z.boolean().optional(),
  })
  .strict();

/** `practice.yaml` of a code exercise: the spec without the files' contents. */
export const practiceYamlSchema = z
  .object({
    runtime: z.enum(["web", "javascript", "python", "sql"]),
    starter: z.array(z.string()).min(1),
    solution: z.array(z.string()).min(1),
    checks: z.array(checkYaml).min(1),
    dataset: z.string().optional(),
    timeLimitMs: z.number().int().optional(),
    required: z.boolean().optional(),
  })
  .strict();

/** Front matter of `projects/NN-<slug>/project.md` (decision 0156). */
export const projectFrontMatterSchema = z
  .object({
    id: uuid.optional(),
    title: z.string().trim().min(1).max(200),
    runtime: z.enum(PROJECT_RUNTIMES),
    /** The module's folder name (`01-grundlagen`) or null for a course-level project. */
    module: z.string().max(200).nullable().default(null),
    requiredForCertificate: z.boolean().default(false),
    /** The order index in the course; left out: the folder's position (0, 1, …). */
    order: z.number().int().min(0).max(10_000).optional(),
  })
  .strict();

/** `practice.yaml` of a project: a code exercise's without runtime; checks and solution optional. */
export const projectPracticeYamlSchema = z
  .object({
    starter: z.array(z.string()).default([]),
    solution: z.array(z.string()).default([]),
    checks: z.array(checkYaml).min(1).optional(),
    dataset: z.string().optional(),
    timeLimitMs: z.number().int().optional(),
  })
  .strict();

/** `project.<lang>.md` front matter: the translated title and the source revision it was made from. */
export const projectTranslationFrontMatterSchema = z
  .object({
    title: z.string().trim().min(1).max(200),
    sourceRevision: z.string().max(40).optional(),
    revision: z.number().int().min(1).optional(),
    checkTitles: z.record(z.string(), z.string().max(300)).optional(),
  })
  .strict();

/** `rubric.<lang>.yaml`: criterion id → the translated texts. */
export const rubricTranslationYamlSchema = z.record(
  z.string(),
  z
    .object({
      title: z.string().max(200),
      description: z.string().max(2_000).default(""),
      fulfilled: z.string().max(2_000),
    })
    .strict(),
);

/* ------------------------------------------------------------------ problems */

/** One mistake in the files: where (file, line from 1, or 0 for the whole file) and what. */
export interface CourseFileProblem {
  file: string;
  line: number;
  /** The problem in German (the spec's language), e.g. "Quiz ohne richtige Antwort". */
  message: string;
  key: ValidationMessageKey;
  vars: Record<string, string | number>;
}

export function problem(
  file: string,
  line: number,
  key: ValidationMessageKey,
  vars: Record<string, string | number> = {},
): CourseFileProblem {
  const p = { file, line, key, vars, message: "" };
  p.message = problemText(p, "de");
  return p;
}

/** The problem's text alone in a language (a zod detail in `vars.detail` translated). */
export function problemText(p: Omit<CourseFileProblem, "message">, lang: Language) {
  const vars = { ...p.vars };
  if (typeof vars.detail === "string") vars.detail = translateValidationMessage(vars.detail, lang);
  return formatMessage(p.key, lang, vars);
}

/** "01-grundlagen/02-listen.md, Zeile 14: Quiz ohne richtige Antwort" in a language. */
export function formatProblem(p: CourseFileProblem, lang: Language = "de") {
  const message = problemText(p, lang);
  return p.line > 0
    ? formatMessage("cfAt", lang, { file: p.file, line: p.line, message })
    : formatMessage("cfIn", lang, { file: p.file, message });
}
