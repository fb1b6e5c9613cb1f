/**
 * Images of a course folder (issue 32, decision 0150): `assets/<name>.<png|jpg|webp>`, named
 * by `thumbnail:` in course.yaml and referenced from the Markdown as `![…](assets/name.png)`.
 * Here the pure part: names, the file type by content (magic bytes), the references with
 * their lines, and rewriting references in every text of a course model. Decoding and
 * storing the images is the server's (the uploads module's image pipeline).
 */
import type { CourseModel } from "./model";

export const ASSETS_DIR = "assets/";
export const ASSET_EXTENSIONS = ["png", "jpg", "webp"] as const;
export type AssetExtension = (typeof ASSET_EXTENSIONS)[number];

/** `assets/<name>.<ext>`: lower-case letters, digits and dashes (the name becomes part of a URL). */
export const ASSET_PATH = /^assets\/([a-z0-9][a-z0-9-]{0,59})\.(png|jpg|webp)$/;

export const isAssetPath = (path: string) => ASSET_PATH.test(path);

export function assetName(path: string) {
  const m = ASSET_PATH.exec(path);
  return m ? { name: m[1], ext: m[2] as AssetExtension } : null;
}

const startsWith = (b: Uint8Array, bytes: number[], at = 0) =>
  bytes.every((x, i) => b[at + i] === x);

/** The image type named by the file's first bytes, whatever its name says. */
export function sniffAsset(b: Uint8Array): AssetExtension | null {
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(b, [0xff, 0xd8, 0xff])) return "jpg";
  if (startsWith(b, [0x52, 0x49, 0x46, 0x46]) && startsWith(b, [0x57, 0x45, 0x42, 0x50], 8))
    return "webp";
  return null;
}

/** A Markdown link or image target: `](target` (with an optional `<`). */
const TARGET = /(\]\(\s*<?)([^\s)>]+)/g;

/** Every `](assets/…)` reference of a text with its line (counted from `firstLine`). */
export function assetRefs(text: string, firstLine = 1) {
  const refs: { path: string; line: number }[] = [];
  text.split("\n").forEach((line, i) => {
    for (const m of line.matchAll(TARGET))
      if (m[2].startsWith(ASSETS_DIR)) refs.push({ path: m[2], line: firstLine + i });
  });
  return refs;
}

/** Replaces link and image targets `f` maps (null: left as it is). */
export function mapLinkTargets(text: string, f: (target: string) => string | null) {
  return text.replace(TARGET, (all, open: string, target: string) => {
    const to = f(target);
    return to === null ? all : `${open}${to}`;
  });
}

/**
 * The model with every link target of its Markdown texts (lessons, blocks, translations) and
 * its thumbnail mapped by `f`; the texts that contain no such target stay the same strings.
 */
export function mapCourseTargets(
  course: CourseModel,
  f: (target: string) => string | null,
): CourseModel {
  const t = (s: string) => (s.includes("](") ? mapLinkTargets(s, f) : s);
  const n = (s: string | null) => (s === null ? null : t(s));
  const each = <V>(r: Record<string, V>, g: (v: V) => V) =>
    Object.fromEntries(Object.entries(r).map(([k, v]) => [k, g(v)]));
  return {
    ...course,
    thumbnail: course.thumbnail === null ? null : (f(course.thumbnail) ?? course.thumbnail),
    modules: course.modules.map((m) => ({
      ...m,
      lessons: m.lessons.map((l) => ({
        ...l,
        content: t(l.content),
        codeExamples: l.codeExamples.map((c) => ({ ...c, description: n(c.description) })),
        exercises: l.exercises.map((e) => ({
          ...e,
          task: t(e.task),
          hint: n(e.hint),
          solution: n(e.solution),
        })),
        quizzes: l.quizzes.map((q) => ({
          ...q,
          question: t(q.question),
          explanation: n(q.explanation),
        })),
      })),
    })),
    translations: course.translations.map((tr) => ({
      ...tr,
      overlay: {
        ...tr.overlay,
        lessons: each(tr.overlay.lessons, (l) => ({ ...l, content: t(l.content) })),
        codeExamples: each(tr.overlay.codeExamples, (c) => ({
          ...c,
          description: n(c.description),
        })),
        exercises: each(tr.overlay.exercises, (e) => ({
          ...e,
          task: t(e.task),
          hint: n(e.hint),
          solution: n(e.solution),
        })),
        quizzes: each(tr.overlay.quizzes, (q) => ({
          ...q,
          question: t(q.question),
          explanation: n(q.explanation),
        })),
      },
    })),
  };
}

/** Every link target of the model's Markdown texts and its thumbnail (to find its images). */
export function courseTargets(course: CourseModel): Set<string> {
  const found = new Set<string>();
  mapCourseTargets(course, (target) => {
    found.add(target);
    return null;
  });
  return found;
}
