/** Dedupe keys of admin jobs: at most one queued or running job per key. */
export const moduleKey = (moduleId: string) => `module:${moduleId}`;
export const generateAllKey = (courseId: string) => `generate-all:${courseId}`;
export const translateKey = (courseId: string, language: string) =>
  `translate:${courseId}:${language}`;
