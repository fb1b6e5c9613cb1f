import { z } from "zod";
import type { Language } from "@shared/i18n/languages";
import { generatedPracticeSchema, type GeneratedExercise } from "../practice/practice-generation";

/**
 * Input and output schemas of the generation operations (spec: generate-course-structure,
 * generate-module-content, translate-course-json). Output schemas are sent to the model as
 * JSON schema: every field is required (nullable where it may be empty), so they also
 * work with providers that demand strict schemas. Rules JSON schema cannot express
 * (non-blank text, correct_answer inside choices) are zod refinements: an answer that
 * breaks them fails like any schema failure and is retried.
 */

const text = z.string().refine((s) => s.trim().length > 0, { message: "must not be blank" });

export const outlineSchema = z.object({
  modules: z
    .array(z.object({ title: text, description: text }))
    .min(1)
    .max(15),
});
export type CourseOutline = z.infer<typeof outlineSchema>;

export const codeExampleSchema = z.object({
  description: z.string(),
  /** Programming language for highlighting, lower case (javascript, python, sql, bash, ...). */
  language: text,
  code: text,
});

export const quizSchema = z
  .object({
    question: text,
    choices: z.array(text).min(2).max(6),
    correct_answer: z.number().int().min(0),
    explanation: text,
  })
  .refine((q) => q.correct_answer < q.choices.length, {
    message: "correct_answer must be an index into choices",
    path: ["correct_answer"],
  });

export const generatedLessonSchema = z.object({
  title: text,
  /** Markdown. */
  content: text,
  learning_objective: text,
  estimated_duration_minutes: z.number().int().min(1).max(240).nullable(),
  code_examples: z.array(codeExampleSchema).max(5),
  exercise: z.object({ task: text, hint: z.string(), solution: text }),
  quiz: quizSchema,
});
export const moduleContentSchema = z.object({
  lessons: z.array(generatedLessonSchema).min(1).max(10),
});
/** A lesson of a course whose topic calls for code: its exercise has a practice part (decision 0084). */
export const codeLessonSchema = generatedLessonSchema.extend({
  exercise: z.object({
    task: text,
    hint: z.string(),
    solution: text,
    practice: generatedPracticeSchema.nullable(),
  }),
});
export const codeModuleContentSchema = z.object({
  lessons: z.array(codeLessonSchema).min(1).max(10),
});
export type GeneratedLesson = Omit<z.infer<typeof generatedLessonSchema>, "exercise" | "quiz"> & {
  /** Null only in the skeleton written without a model (decision 0181): the author adds it. */
  exercise: GeneratedExercise | null;
  quiz: z.infer<typeof quizSchema> | null;
};
export type ModuleContent = { lessons: GeneratedLesson[] };

/* ------------------------------------------------------------------ translation */

/** One module of a course as text to translate, keyed by the ids of the base rows. */
export const moduleTextSchema = z.object({
  id: z.string(),
  title: text,
  description: z.string(),
  lessons: z.array(
    z.object({
      id: z.string(),
      title: text,
      content: z.string(),
      learningObjective: z.string().nullable(),
      codeExamples: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          description: z.string().nullable(),
          code: z.string(),
        }),
      ),
      exercises: z.array(
        z.object({
          id: z.string(),
          task: z.string(),
          hint: z.string().nullable(),
          solution: z.string().nullable(),
          /**
           * A code exercise's check titles and the literal messages its code throws
           * (translated, in the same order; decision 0157). The checks' code is not sent.
           */
          checks: z.array(
            z.object({ id: z.string(), title: z.string(), messages: z.array(z.string()) }),
          ),
        }),
      ),
      quizzes: z.array(
        z.object({
          id: z.string(),
          question: z.string(),
          choices: z.array(z.string()),
          explanation: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type ModuleText = z.infer<typeof moduleTextSchema>;

export const courseHeaderSchema = z.object({ title: text, description: z.string() });
export type CourseHeader = z.infer<typeof courseHeaderSchema>;

/* ------------------------------------------------------------------ inputs */

export interface CourseBrief {
  title: string;
  description: string;
  difficulty: string;
  estimatedHours: number;
  topic: string;
  specificGoals: string;
  language: Language;
  /** Skill area of the course (one of SKILL_AREAS), when the author chose one. */
  skillArea?: string | null;
}

export interface ModuleBrief {
  id: string;
  title: string;
  description: string;
  orderIndex: number;
  status: "not_generated" | "generated";
  /** Titles of its lessons, when generated (so neighbours do not repeat them). */
  lessonTitles: string[];
}

export interface ModuleRequest {
  course: CourseBrief;
  modules: ModuleBrief[];
  /** Index into modules of the module to write. */
  currentModuleIndex: number;
}

export interface TranslateModuleRequest {
  course: { title: string; description: string };
  from: Language;
  to: Language;
  module: ModuleText;
}

export interface TranslateHeaderRequest {
  from: Language;
  to: Language;
  header: CourseHeader;
}

/** Module count fitted to the hours and the difficulty (used in prompts and offline). */
export function recommendedModuleCount(hours: number, difficulty: string): number {
  const extra = difficulty.toLowerCase() === "beginner" ? 0 : 1;
  return Math.min(12, Math.max(2, Math.round(hours / 2) + extra));
}

/** Lessons per module so that 25-minute lessons roughly fill the hours. */
export function recommendedLessonCount(hours: number, moduleCount: number): number {
  const perModule = (hours * 60) / Math.max(1, moduleCount) / 25;
  return Math.min(6, Math.max(2, Math.round(perModule / 1.5)));
}
