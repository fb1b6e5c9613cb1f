import type { LanguageModel } from "ai";
import type { Config } from "../config";
import type { Logger } from "../lib/logger";
import { AiError, callStructured, type ModelCallSettings } from "./model-call";
import { offlineModuleContent, offlineOutline } from "./offline";
import {
  modulePrompt,
  outlinePrompt,
  translateHeaderPrompt,
  translateModulePrompt,
} from "./prompts";
import { createLanguageModel } from "./provider";
import {
  codeModuleContentSchema,
  courseHeaderSchema,
  moduleContentSchema,
  moduleTextSchema,
  outlineSchema,
  recommendedLessonCount,
  type CourseBrief,
  type CourseHeader,
  type CourseOutline,
  type ModuleContent,
  type ModuleRequest,
  type ModuleText,
  type TranslateHeaderRequest,
  type TranslateModuleRequest,
} from "./schemas";
import { translationShapeProblem } from "./translation-shape";
import {
  projectShapeProblem,
  projectTextSchema,
  translateProjectPrompt,
  type ProjectText,
  type TranslateProjectRequest,
} from "./project-translation";
import { practiceRuntimesFor, settlePractice } from "../practice/practice-generation";
import {
  draftOfModel,
  draftProblem,
  projectDraftModelSchema,
  projectDraftPrompt,
  projectRuntimesFor,
  type ProjectDraft,
  type ProjectDraftRequest,
} from "./project-draft";
import { offlineProjectDraft } from "./offline-project";
import { testModelConnection } from "./connection-test";
import type { Language } from "@shared/i18n/languages";
import type { AiConnectionTestResponse } from "@shared/contracts/admin";

export type LessonProgress = (done: number, expected: number) => void;

/**
 * Lessons complete in a streamed partial answer: every lesson before the last one started
 * (the last may still be half written); reports only when the number grows.
 */
export function lessonCounter(expected: number, onLessons: LessonProgress) {
  let reported = 0;
  return (partial: unknown) => {
    const list = (partial as { lessons?: unknown } | null)?.lessons;
    const done = Array.isArray(list) ? list.length - 1 : 0;
    if (done <= reported) return;
    reported = done;
    onLessons(done, Math.max(expected, done + 1));
  };
}

export interface AiInfo {
  provider: string;
  model: string | null;
  offline: boolean;
}

/** The generation operations the admin jobs use; one implementation per provider kind. */
export interface AiService {
  info: AiInfo;
  /** "ai" or "offline": stored as the generator of course versions. */
  generator: "ai" | "offline";
  generateOutline(input: CourseBrief, signal?: AbortSignal): Promise<CourseOutline>;
  /**
   * A module's lessons. `onLessons(done, expected)` is told whenever another lesson is
   * complete (decision 0036); `expected` is the number asked for, or more when written.
   */
  generateModuleContent(
    input: ModuleRequest,
    signal?: AbortSignal,
    onLessons?: LessonProgress,
  ): Promise<ModuleContent>;
  translateHeader(input: TranslateHeaderRequest, signal?: AbortSignal): Promise<CourseHeader>;
  translateModule(input: TranslateModuleRequest, signal?: AbortSignal): Promise<ModuleText>;
  /** A project's texts (issue 30, decision 0146). */
  translateProject(input: TranslateProjectRequest, signal?: AbortSignal): Promise<ProjectText>;
  /** A capstone project for a course from its outline (decision 0142), not saved. */
  draftProject(input: ProjectDraftRequest, signal?: AbortSignal): Promise<ProjectDraft>;
  /** "Verbindung testen": one call to the model, its answer or the exact error (0182). */
  testConnection(language: Language): Promise<AiConnectionTestResponse>;
}

export const OFFLINE_CANNOT_TRANSLATE =
  "Der Offline-Generator kann keine Kurse übersetzen. Bitte konfiguriere einen KI-Anbieter " +
  "(AI_PROVIDER=openai, anthropic oder openai-compatible mit AI_MODEL), um Übersetzungen zu erstellen.";

export function createAiService(config: Config, logger: Logger): AiService {
  const model = createLanguageModel(config.ai);
  if (!model) return createOfflineAi();
  return createModelAi(model, {
    provider: config.ai.provider,
    modelId: config.ai.model ?? "",
    timeoutMs: config.ai.timeoutMs,
    maxAttempts: config.ai.maxAttempts,
    logger,
  });
}

const expectedLessons = (input: ModuleRequest) =>
  recommendedLessonCount(input.course.estimatedHours, input.modules.length);

/** Writes with a language model (any provider of the AI SDK, or a mock in tests). */
export function createModelAi(model: LanguageModel, settings: ModelCallSettings): AiService {
  return {
    info: { provider: settings.provider, model: settings.modelId, offline: false },
    generator: "ai",
    generateOutline: (input, signal) =>
      callStructured(model, settings, {
        operation: "course-structure",
        schema: outlineSchema,
        schemaName: "course_structure",
        prompt: outlinePrompt(input),
        signal,
      }),
    generateModuleContent: async (input, signal, onLessons) => {
      // Where the topic calls for code, lessons carry runnable exercises, each validated
      // before it is accepted (decision 0084).
      const runtimes = practiceRuntimesFor(input.course.skillArea);
      const content: ModuleContent = await callStructured(model, settings, {
        operation: "module-content",
        schema: (runtimes.length
          ? codeModuleContentSchema
          : moduleContentSchema) as typeof codeModuleContentSchema,
        schemaName: "module_content",
        prompt: modulePrompt(input),
        signal,
        watchPartials: () => lessonCounter(expectedLessons(input), onLessons ?? (() => undefined)),
        ...(runtimes.length
          ? {
              check: (value: ModuleContent, { last }: { last: boolean }) =>
                settlePractice(value.lessons, runtimes, last),
            }
          : {}),
      });
      onLessons?.(content.lessons.length, content.lessons.length);
      return content;
    },
    translateHeader: (input, signal) =>
      callStructured(model, settings, {
        operation: "translate-course",
        schema: courseHeaderSchema,
        schemaName: "course_header_translation",
        prompt: translateHeaderPrompt(input),
        signal,
      }),
    translateModule: (input, signal) =>
      callStructured(model, settings, {
        operation: "translate-module",
        schema: moduleTextSchema,
        schemaName: "module_translation",
        prompt: translateModulePrompt(input),
        check: (value) => translationShapeProblem(input.module, value),
        signal,
      }),
    translateProject: (input, signal) =>
      callStructured(model, settings, {
        operation: "translate-project",
        schema: projectTextSchema,
        schemaName: "project_translation",
        prompt: translateProjectPrompt(input),
        check: (value) => projectShapeProblem(input.project, value),
        signal,
      }),
    draftProject: async (input, signal) => {
      // The draft is checked like the editor saves it; its checks run against its solution.
      let draft: ProjectDraft | null = null;
      await callStructured(model, settings, {
        operation: "project-draft",
        schema: projectDraftModelSchema,
        schemaName: "project_draft",
        prompt: projectDraftPrompt(input),
        signal,
        check: async (value, { last }) => {
          const d = draftOfModel(value);
          const problem = await draftProblem(d, projectRuntimesFor(input.course.skillArea), last);
          if (problem === null) draft = d;
          return problem;
        },
      });
      return draft!;
    },
    testConnection: (language) => testModelConnection(model, settings, language),
  };
}

/** The default without configuration: outline and lesson skeleton, clearly not AI (0181). */
export function createOfflineAi(): AiService {
  const refuse = () => Promise.reject(new AiError("unavailable", OFFLINE_CANNOT_TRANSLATE));
  return {
    info: { provider: "offline", model: null, offline: true },
    generator: "offline",
    generateOutline: async (input) => offlineOutline(input),
    generateModuleContent: async (input, _signal, onLessons) => {
      // The honest skeleton: to-do checklists, no invented exercises or quizzes (0181).
      const content = offlineModuleContent(input);
      // The skeleton is written lesson by lesson too, only much faster.
      content.lessons.forEach((_, i) => onLessons?.(i + 1, content.lessons.length));
      return content;
    },
    translateHeader: refuse,
    translateModule: refuse,
    translateProject: refuse,
    draftProject: async (input) => offlineProjectDraft(input),
    testConnection: async () => ({
      ok: false,
      provider: "offline",
      model: null,
      answer: null,
      durationMs: 0,
      error: { kind: "offline", detail: "AI_PROVIDER=offline" },
    }),
  };
}
