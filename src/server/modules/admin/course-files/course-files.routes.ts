import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { and, eq } from "drizzle-orm";
import { courses, courseVersions } from "../../../db/schema";
import type { Context } from "hono";
import type { AppEnv } from "../../../context";
import { requireRole } from "../../../auth/guards";
import { AppError, conflict } from "../../../lib/errors";
import { createRouter, errors, json } from "../../../lib/openapi";
import { callerLanguage } from "../../../lib/caller-language";
import { errorResponse } from "@shared/contracts/auth";
import {
  COURSE_ZIP_FIELD,
  courseExportParam,
  courseImportCheck,
  courseImportQuery,
  courseImportResult,
  type CourseImportCheck,
} from "@shared/contracts/course-files";
import {
  COURSE_FILE_LIMITS,
  formatProblem,
  noChanges,
  problemText,
  stableJson,
  type CourseChanges,
  type CourseFileProblem,
} from "@shared/course-files";
import { slugify } from "@shared/course-files/paths";
import { V } from "@shared/i18n/messages";
import type { Language } from "@shared/i18n/languages";
import { imageUploadRequest, readUploadedFile } from "../../../lib/upload-body";
import { courseFiles, courseNotFound, loadCourseModel } from "./course-files-export";
import { importCourse } from "./course-files-import";
import { sha256, unzipCourseFiles, zipCourseFiles } from "./course-files-zip";

const tags = ["admin"];

/** A zip is at most the unpacked limit (stored, not deflated) plus its directory. */
const MAX_ZIP_BYTES = COURSE_FILE_LIMITS.totalBytes + 2_000_000;

const importChanged = () => conflict("IMPORT_CHANGED", V("cfImportChanged"));

const problemDtos = (problems: CourseFileProblem[], lang: Language) =>
  problems.slice(0, 500).map((p) => ({
    file: p.file,
    line: p.line,
    message: problemText(p, lang),
    text: formatProblem(p, lang),
  }));

/**
 * The change list's hash, without the ids of what is added: a module, lesson or project
 * written without an id gets a new random one each time the files are read, so the confirm's
 * ids are not the check's.
 */
const changesDigest = (changes: CourseChanges) => {
  const added = (g: CourseChanges["lessons"]) => ({
    ...g,
    added: g.added.map(({ id: _id, ...item }) => item),
  });
  return sha256(
    stableJson({
      ...changes,
      modules: added(changes.modules),
      lessons: added(changes.lessons),
      projects: added(changes.projects),
    }),
  );
};

/** The uploaded zip (413 ZIP_TOO_LARGE past the limit, read only after the role check). */
async function readZip(c: Context<AppEnv>) {
  try {
    const { bytes } = await readUploadedFile(c, {
      maxBytes: MAX_ZIP_BYTES,
      field: COURSE_ZIP_FIELD,
    });
    return bytes;
  } catch (err) {
    if (err instanceof AppError && err.code === "IMAGE_TOO_LARGE")
      throw new AppError(413, "ZIP_TOO_LARGE", V("cfTotalTooLarge"), undefined, () => ({
        max: MAX_ZIP_BYTES,
      }));
    if (err instanceof AppError && err.code === "IMAGE_MISSING")
      throw new AppError(400, "ZIP_MISSING", V("cfNotAZip"));
    throw err;
  }
}

/**
 * Courses as zips of their folder (issue 32, decision 0139), for admins only: export;
 * check an upload (problems, or the change list, nothing written); import the same bytes
 * once the admin confirmed the change list that was shown.
 */
export function courseFilesRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/courses/{courseId}/export",
      tags,
      summary: "The course as a zip of its folder (course format, docs/course-format.md)",
      request: { params: courseExportParam },
      responses: {
        200: {
          content: { "application/zip": { schema: z.string() } },
          description: "Zip of the course folder",
        },
        ...errors,
      },
    }),
    async (c) => {
      await requireRole(c, "admin");
      const { courseId } = c.req.valid("param");
      const model = await loadCourseModel(c.get("deps").db, courseId);
      if (!model) throw courseNotFound();
      const zip = zipCourseFiles(await courseFiles(model, c.get("deps").storage));
      return c.body(new Uint8Array(zip), 200, {
        "content-type": "application/zip",
        "content-disposition": `attachment; filename="${slugify(model.title, "kurs")}.zip"`,
        "cache-control": "private, no-store",
      });
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/course-imports/check",
      tags,
      summary:
        "Check a course zip: its problems with file and line, or what an import would change " +
        "(nothing is written)",
      request: imageUploadRequest(COURSE_ZIP_FIELD),
      responses: {
        200: json(courseImportCheck, "Problems or change list"),
        ...errors,
        413: json(errorResponse, "Zip too large"),
      },
    }),
    async (c) => {
      await requireRole(c, "admin");
      const lang = callerLanguage(c);
      const bytes = await readZip(c);
      const files = unzipCourseFiles(bytes);
      let answer: CourseImportCheck;
      if (Array.isArray(files)) answer = { status: "problems", problems: problemDtos(files, lang) };
      else {
        const result = await importCourse(c.get("deps").db, files, {
          dryRun: true,
          storage: c.get("deps").storage,
        });
        answer = result.ok
          ? {
              status: "ready",
              upload: sha256(bytes),
              changesDigest: changesDigest(result.changes),
              courseId: result.courseId,
              title: result.title,
              unchanged: noChanges(result.changes),
              changes: result.changes,
            }
          : { status: "problems", problems: problemDtos(result.problems, lang) };
      }
      return c.json(answer, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/course-imports",
      tags,
      summary:
        "Import a checked course zip in one transaction: the same bytes (upload) and the " +
        "same change list (changes) as the check, else 409 IMPORT_CHANGED",
      request: { query: courseImportQuery, ...imageUploadRequest(COURSE_ZIP_FIELD) },
      responses: {
        200: json(courseImportResult, "Imported"),
        ...errors,
        409: json(errorResponse, "Not what was checked"),
        413: json(errorResponse, "Zip too large"),
      },
    }),
    async (c) => {
      const user = await requireRole(c, "admin");
      const { upload, changes: expected } = c.req.valid("query");
      const bytes = await readZip(c);
      if (sha256(bytes) !== upload) throw importChanged();
      const files = unzipCourseFiles(bytes);
      if (Array.isArray(files)) throw importChanged();
      const result = await importCourse(c.get("deps").db, files, {
        actorId: user.id,
        storage: c.get("deps").storage,
        beforeWrite: (changes) => {
          if (changesDigest(changes) !== expected) throw importChanged();
        },
      });
      if (!result.ok) throw importChanged();
      const [version] = await c
        .get("deps")
        .db.select({ id: courseVersions.id })
        .from(courseVersions)
        .innerJoin(courses, eq(courses.id, courseVersions.courseId))
        .where(and(eq(courses.id, result.courseId), eq(courseVersions.language, courses.language)));
      return c.json(
        {
          courseId: result.courseId,
          versionId: version?.id ?? null,
          title: result.title,
          changes: result.changes,
        },
        200,
      );
    },
  );

  return app;
}
