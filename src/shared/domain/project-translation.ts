/**
 * Translating a course's projects (issue 30, decision 0146): the texts of a project a
 * translation carries, its source revision and its state, shared by the server (job, hand
 * translation, publish gate) and the editor.
 */
import type { ModuleTranslationState, ProjectTranslation } from "./translation";

/** A project's translatable texts: title, brief, the rubric's texts and the checks' titles. */
export interface ProjectSourceText {
  id: string;
  title: string;
  brief: string;
  rubric: { id: string; title: string; description: string; fulfilled: string }[];
  checks: { id: string; title: string }[];
}

/** 53-bit string hash (cyrb53): stable in every runtime, no dependency. */
function hash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * The source revision of a project's texts: changes exactly when a text a translation
 * carries changes (not when the project is moved, its files or check code change).
 */
export function projectSourceRevision(p: ProjectSourceText): string {
  return hash(
    JSON.stringify([
      p.title,
      p.brief,
      p.rubric.map((c) => [c.id, c.title, c.description, c.fulfilled]),
      p.checks.map((c) => [c.id, c.title]),
    ]),
  );
}

/**
 * A project of a translation: "nicht übersetzt" without translated text, "veraltet" when its
 * German (source) texts changed since it was translated, else translated.
 */
export function projectTranslationState(
  p: ProjectSourceText,
  t: ProjectTranslation | undefined,
): ModuleTranslationState {
  if (!t) return "not_translated";
  return t.sourceRevision !== undefined && t.sourceRevision !== projectSourceRevision(p)
    ? "outdated"
    : "translated";
}
