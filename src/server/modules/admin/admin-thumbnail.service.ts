import { eq, sql } from "drizzle-orm";
import type { Deps } from "../../context";
import { courses } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { recordAudit } from "../audit/audit.service";
import { processImage } from "../../lib/images";
import { removeImage, storeImage } from "../uploads/uploads.service";
import { THUMBNAIL_VARIANTS } from "@shared/domain/media";
import type { ThumbnailResponse } from "@shared/contracts/media";
import { isUuid } from "./admin.service";

export const courseNotFound = () => notFound("COURSE_NOT_FOUND", "v:courseNotFound");

/** 404 unless the course exists (one statement; checked before the upload is read). */
export async function assertCourseExists(deps: Deps, courseId: string) {
  if (!isUuid(courseId)) throw courseNotFound();
  const [row] = await deps.db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  if (!row) throw courseNotFound();
}

/**
 * Points the course at `url` (or none) in one transaction with its audit entry and
 * returns the previous URL. The row is locked, so concurrent uploads replace each other
 * in order and each removes exactly the file it replaced. The course revision is left
 * alone: no settings form writes the thumbnail, so no edit can be lost by it.
 */
async function swapThumbnail(
  deps: Deps,
  actorId: string | null,
  courseId: string,
  url: string | null,
) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ thumbnailUrl: courses.thumbnailUrl })
      .from(courses)
      .where(eq(courses.id, courseId))
      .for("update");
    if (!row) throw courseNotFound();
    if (row.thumbnailUrl === url) return { previous: null, changed: false };
    await tx
      .update(courses)
      .set({ thumbnailUrl: url, updatedAt: sql`now()` })
      .where(eq(courses.id, courseId));
    await recordAudit(tx, {
      courseId,
      entityType: "course",
      entityId: courseId,
      action: url ? "thumbnail.set" : "thumbnail.remove",
      actorId,
      details: { thumbnailUrl: url, previous: row.thumbnailUrl },
    });
    return { previous: row.thumbnailUrl, changed: true };
  });
}

/**
 * Checks, resizes and stores an uploaded thumbnail, then points the course at it. The actor
 * is the admin who uploaded it, or null for the demo courses' drawings (the seed).
 */
export async function setCourseThumbnail(
  deps: Deps,
  actorId: string | null,
  courseId: string,
  bytes: Uint8Array,
): Promise<ThumbnailResponse> {
  const image = await processImage(bytes, THUMBNAIL_VARIANTS);
  const url = await storeImage(deps.storage, `thumbnails/${courseId.toLowerCase()}`, image);
  let swap: Awaited<ReturnType<typeof swapThumbnail>>;
  try {
    swap = await swapThumbnail(deps, actorId, courseId, url);
  } catch (err) {
    await removeImage(deps, url, THUMBNAIL_VARIANTS);
    throw err;
  }
  if (swap.changed) await removeImage(deps, swap.previous, THUMBNAIL_VARIANTS);
  return { courseId, thumbnailUrl: url };
}

/** Removes the course's thumbnail (the course falls back to its placeholder). */
export async function deleteCourseThumbnail(
  deps: Deps,
  actorId: string,
  courseId: string,
): Promise<ThumbnailResponse> {
  if (!isUuid(courseId)) throw courseNotFound();
  const swap = await swapThumbnail(deps, actorId, courseId, null);
  if (swap.changed) await removeImage(deps, swap.previous, THUMBNAIL_VARIANTS);
  return { courseId, thumbnailUrl: null };
}
