import type { CourseImportCheck, CourseImportResult } from "@shared/contracts/course-files";
import { COURSE_ZIP_FIELD } from "@shared/contracts/course-files";
import { uploadFile } from "@/lib/upload";

/** Courses as zips (issue 32, decision 0139): the export's address, the check and the import. */
export const courseExportUrl = (courseId: string) =>
  `/api/admin/courses/${encodeURIComponent(courseId)}/export`;

export const checkCourseZip = (file: File) =>
  uploadFile<CourseImportCheck>("/api/admin/course-imports/check", file, {
    field: COURSE_ZIP_FIELD,
  });

/** Imports the same file that was checked, with the change list that was shown. */
export const importCourseZip = (file: File, upload: string, changes: string) =>
  uploadFile<CourseImportResult>(
    `/api/admin/course-imports?upload=${upload}&changes=${changes}`,
    file,
    { field: COURSE_ZIP_FIELD },
  );
