/**
 * Names and paths of a course folder (decision 0102): numbered, slugged folders and files,
 * and the checks every incoming path passes before anything is parsed.
 */
import { COURSE_FILE_LIMITS, problem, type CourseFileProblem } from "./model";

export { slugify } from "../text/slug";

/** "01", "02", … (wider when there are 100 or more). */
export const numbered = (index: number, count: number) =>
  String(index + 1).padStart(Math.max(2, String(count).length), "0");

/** The extension of a check's code file by runtime. */
export const CHECK_EXTENSIONS: Record<string, string> = {
  web: "js",
  javascript: "js",
  python: "py",
  sql: "sql",
};

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}$/;

/** A relative path of plain segments ("..", "/x", "a\\b", "C:" and empty segments refused). */
export function isSafePath(path: string) {
  if (!path || path.length > 500) return false;
  const segments = path.split("/");
  return (
    segments.length <= COURSE_FILE_LIMITS.depth &&
    segments.every((s) => SEGMENT.test(s) && s !== "." && s !== "..")
  );
}

const utf8 = new TextEncoder();

/** The size limit of one file: an image in `assets/` may be larger than a text. */
export const maxFileBytes = (path: string) =>
  path.startsWith("assets/") ? COURSE_FILE_LIMITS.assetBytes : COURSE_FILE_LIMITS.fileBytes;

/** Count, size and path limits: the problems of hostile or oversized input (empty when fine). */
export function checkLimits(files: [string, string | Uint8Array][]): CourseFileProblem[] {
  const L = COURSE_FILE_LIMITS;
  if (files.length > L.files) return [problem(".", 0, "cfTooManyFiles", { max: L.files })];
  const problems: CourseFileProblem[] = [];
  let total = 0;
  for (const [path, text] of files) {
    if (!isSafePath(path)) {
      problems.push(problem(path.slice(0, 200), 0, "cfBadPath"));
      continue;
    }
    const max = maxFileBytes(path);
    // Characters first: more than the limit in UTF-16 units is more in bytes too.
    const bytes =
      typeof text !== "string"
        ? text.byteLength
        : text.length > max
          ? text.length
          : utf8.encode(text).length;
    total += bytes;
    if (bytes > max) problems.push(problem(path, 0, "cfFileTooLarge", { max }));
  }
  if (total > L.totalBytes)
    problems.push(problem(".", 0, "cfTotalTooLarge", { max: L.totalBytes }));
  return problems;
}
