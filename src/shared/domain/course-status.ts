/**
 * Spec (admin, section 4): a module is not_generated without lessons and generated with
 * lessons; a course version is draft when it has no modules or not every module has
 * lessons, generated when every module has lessons. Kurswerk adds: manual (written by
 * people or shipped as demo content, not by a generator), translated (a translation not yet
 * published) and published.
 */
export type ModuleStatus = "not_generated" | "generated";
export type VersionStatus = "draft" | "generated" | "manual" | "translated" | "published";

export function moduleStatus(lessonCount: number): ModuleStatus {
  return lessonCount > 0 ? "generated" : "not_generated";
}

export function versionStatus(input: {
  moduleLessonCounts: number[];
  isPublished: boolean;
  isTranslation: boolean;
  generator: string;
}): VersionStatus {
  if (input.isPublished) return "published";
  if (input.isTranslation) return "translated";
  const counts = input.moduleLessonCounts;
  const complete = counts.length > 0 && counts.every((n) => n > 0);
  if (!complete) return "draft";
  return input.generator === "manual" || input.generator === "seed" ? "manual" : "generated";
}

/** "x/y Module generiert" */
export function generatedModules(moduleLessonCounts: number[]): {
  generated: number;
  total: number;
} {
  return {
    generated: moduleLessonCounts.filter((n) => n > 0).length,
    total: moduleLessonCounts.length,
  };
}
