import { z } from "zod";

/**
 * Course files over HTTP (issue 32, decision 0139): a course as a zip of its folder.
 * GET  /api/admin/courses/:courseId/export   -> application/zip (404 COURSE_NOT_FOUND)
 * POST /api/admin/course-imports/check       multipart, field "file" (a zip) -> courseImportCheck
 *      (nothing written: the problems with file and line, or the change list)
 * POST /api/admin/course-imports?upload=…&changes=…  the same zip again -> courseImportResult
 *      (409 IMPORT_CHANGED when the bytes are not the checked ones or the change list
 *      is no longer the one shown; 413 ZIP_TOO_LARGE)
 */
export const courseExportParam = z.object({ courseId: z.string() });

export const courseImportQuery = z.object({
  /** sha256 (hex) of the zip that was checked. */
  upload: z.string().regex(/^[0-9a-f]{64}$/),
  /** sha256 (hex) of the change list that was shown. */
  changes: z.string().regex(/^[0-9a-f]{64}$/),
});

const changeItem = z.object({ id: z.string(), title: z.string(), file: z.string().optional() });
const changeGroup = z.object({
  added: z.array(changeItem),
  changed: z.array(changeItem),
  removed: z.array(changeItem),
});
export const courseChanges = z.object({
  course: z.enum(["new", "changed", "unchanged"]),
  modules: changeGroup,
  lessons: changeGroup,
  /** Projects of the course (decision 0156). */
  projects: changeGroup,
  translations: z.array(
    z.object({
      language: z.string(),
      status: z.enum(["added", "changed", "unchanged", "removed"]),
    }),
  ),
});

export const courseFileProblemDto = z.object({
  file: z.string(),
  /** From 1; 0 when the problem is the whole file. */
  line: z.number().int(),
  /** The problem alone, in the caller's language. */
  message: z.string(),
  /** "01-grundlagen/02-listen.md, Zeile 14: Quiz ohne richtige Antwort" in the caller's language. */
  text: z.string(),
});

export const courseImportCheck = z.discriminatedUnion("status", [
  z.object({ status: z.literal("problems"), problems: z.array(courseFileProblemDto) }),
  z.object({
    status: z.literal("ready"),
    upload: z.string(),
    changesDigest: z.string(),
    courseId: z.string(),
    title: z.string(),
    /** True when importing would change nothing. */
    unchanged: z.boolean(),
    changes: courseChanges,
  }),
]);
export type CourseImportCheck = z.infer<typeof courseImportCheck>;
export type CourseFileProblemDto = z.infer<typeof courseFileProblemDto>;

export const courseImportResult = z.object({
  courseId: z.string(),
  /** The version in the course's source language (the editor's address). */
  versionId: z.string().nullable(),
  title: z.string(),
  changes: courseChanges,
});
export type CourseImportResult = z.infer<typeof courseImportResult>;

/** Form field that carries the zip. */
export const COURSE_ZIP_FIELD = "file";
