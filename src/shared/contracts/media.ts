import { z } from "zod";

/**
 * Media API (issue 10 "Media").
 * POST   /api/admin/courses/:courseId/thumbnail  multipart/form-data, field "file"
 *        (PNG, JPEG or WebP by content, at most 5 MB) -> thumbnailResponse
 *        (400 IMAGE_TYPE / IMAGE_PIXELS over 40 megapixels / IMAGE_MISSING, 413 IMAGE_TOO_LARGE, 404 COURSE_NOT_FOUND)
 * DELETE /api/admin/courses/:courseId/thumbnail  -> thumbnailResponse (thumbnailUrl null)
 * GET    /uploads/<key>                          the stored file, cached for a year
 */
export const courseThumbnailParam = z.object({ courseId: z.string() });

export const thumbnailResponse = z.object({
  courseId: z.string(),
  /** URL of the 1280×720 WebP on our origin; a 640×360 variant lies beside it (-640). */
  thumbnailUrl: z.string().nullable(),
});
export type ThumbnailResponse = z.infer<typeof thumbnailResponse>;

/** Form field that carries the file in image uploads. */
export const UPLOAD_FIELD = "file";
