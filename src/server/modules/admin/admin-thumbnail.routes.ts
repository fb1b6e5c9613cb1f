import { createRoute } from "@hono/zod-openapi";
import type { Deps } from "../../context";
import { requireRole } from "../../auth/guards";
import { createRouter, errors, json } from "../../lib/openapi";
import { errorResponse } from "@shared/contracts/auth";
import { courseThumbnailParam, thumbnailResponse, UPLOAD_FIELD } from "@shared/contracts/media";
import { MAX_IMAGE_BYTES } from "@shared/domain/media";
import { imageUploadRequest, readUploadedFile } from "../../lib/upload-body";
import {
  assertCourseExists,
  deleteCourseThumbnail,
  setCourseThumbnail,
} from "./admin-thumbnail.service";

const tags = ["admin"];

/**
 * Course thumbnails (issue 10 "Media"). The body is described for the OpenAPI document
 * but read by the handler itself: the role is checked first, then the file is read with
 * its size limit enforced while reading.
 */
export function adminThumbnailRoutes(_deps: Deps) {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/courses/{courseId}/thumbnail",
      tags,
      summary:
        "Upload a course thumbnail (PNG, JPEG or WebP by content, at most 5 MB); " +
        "stored as 1280×720 and 640×360 WebP and served from /uploads",
      request: { params: courseThumbnailParam, ...imageUploadRequest(UPLOAD_FIELD) },
      responses: {
        200: json(thumbnailResponse, "Thumbnail stored"),
        ...errors,
        413: json(errorResponse, "File larger than 5 MB"),
      },
    }),
    async (c) => {
      const user = await requireRole(c, "admin");
      const { courseId } = c.req.valid("param");
      const deps = c.get("deps");
      await assertCourseExists(deps, courseId);
      const { bytes } = await readUploadedFile(c, {
        maxBytes: MAX_IMAGE_BYTES,
        field: UPLOAD_FIELD,
      });
      return c.json(await setCourseThumbnail(deps, user.id, courseId, bytes), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/admin/courses/{courseId}/thumbnail",
      tags,
      summary: "Remove a course thumbnail",
      request: { params: courseThumbnailParam },
      responses: { 200: json(thumbnailResponse, "Thumbnail removed"), ...errors },
    }),
    async (c) => {
      const user = await requireRole(c, "admin");
      const { courseId } = c.req.valid("param");
      return c.json(await deleteCourseThumbnail(c.get("deps"), user.id, courseId), 200);
    },
  );

  return app;
}
