/**
 * Translating a course's projects by hand (issue 30, decision 0146).
 *
 *   admin  GET /api/admin/editor/{versionId}/project-translations → projectTranslationsResponse
 *          PUT /api/admin/editor/{versionId}/project-translations/{projectId}
 *              saveProjectTranslationRequest (expectedRevision) → projectTranslationItem
 */
import { z } from "zod";
import { PROJECT_LIMITS } from "../domain/projects";
import { LANGUAGES } from "../i18n/languages";
import { V } from "../i18n/messages";

const L = PROJECT_LIMITS;
const id = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);

/** A project's translatable texts (the source's, or a translation's). */
export const projectTextsSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { message: V("projectTitleRequired") })
    .max(L.titleChars),
  brief: z.string().max(L.briefChars),
  rubric: z
    .array(
      z.object({
        id,
        title: z
          .string()
          .trim()
          .min(1, { message: V("projectCriterionTitleRequired") })
          .max(L.titleChars),
        description: z.string().trim().max(L.criterionChars),
        fulfilled: z
          .string()
          .trim()
          .min(1, { message: V("projectCriterionFulfilledRequired") })
          .max(L.criterionChars),
      }),
    )
    .max(L.criteriaMax),
  checks: z.array(z.object({ id, title: z.string().trim().min(1).max(300) })).max(50),
});
export type ProjectTexts = z.infer<typeof projectTextsSchema>;

export const projectTranslationStateSchema = z.enum(["translated", "outdated", "not_translated"]);

export const projectTranslationItem = z.object({
  id: z.string(),
  /** The source's texts, shown beside the form. */
  source: projectTextsSchema,
  /** The translation's texts; null: not translated yet. */
  translation: projectTextsSchema.nullable(),
  state: projectTranslationStateSchema,
  /** The translation's revision to send as expectedRevision (0: not translated yet). */
  revision: z.number().int(),
  /** Why the translation job could not translate it last time. */
  error: z.string().nullable(),
});
export type ProjectTranslationItem = z.infer<typeof projectTranslationItem>;

export const projectTranslationsResponse = z.object({
  versionId: z.string(),
  language: z.enum(LANGUAGES),
  sourceLanguage: z.enum(LANGUAGES),
  projects: z.array(projectTranslationItem),
});
export type ProjectTranslationsResponse = z.infer<typeof projectTranslationsResponse>;

export const saveProjectTranslationRequest = projectTextsSchema.extend({
  expectedRevision: z.number().int().min(0),
});
export type SaveProjectTranslationRequest = z.infer<typeof saveProjectTranslationRequest>;
