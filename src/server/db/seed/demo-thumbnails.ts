import fs from "node:fs/promises";
import { and, eq, inArray, isNull, like, notExists } from "drizzle-orm";
import sharp from "sharp";
import type { Deps } from "../../context";
import { auditLog, courses } from "../schema";
import { setCourseThumbnail } from "../../modules/admin/admin-thumbnail.service";

/**
 * The drawings of the demo courses (`thumbnails/<key>.svg`, made for Kurswerk). Beside this
 * file in the sources; the build copies them beside the server bundle (scripts/build.mjs).
 */
const THUMBNAILS_DIR = new URL("./thumbnails/", import.meta.url);

/** Renders a demo course's drawing as the PNG an admin could have uploaded (16:9, 1280×720). */
export async function renderDemoThumbnail(key: string): Promise<Uint8Array> {
  const svg = await fs.readFile(new URL(`${key}.svg`, THUMBNAILS_DIR));
  return new Uint8Array(await sharp(svg).resize(1280, 720).png().toBuffer());
}

/**
 * Gives every demo course that never had a thumbnail its drawing, through the same pipeline
 * as an admin's upload (`setCourseThumbnail`: checked, cropped, stored as WebP variants, the
 * course pointed at it, an audit entry without an actor). A course that has a thumbnail, or
 * had one and an admin removed it (an audit entry says so), is left alone; so starting again
 * writes nothing, and two processes starting at once store the same content-named files.
 * Returns the keys of the courses it gave a thumbnail.
 */
export async function seedDemoThumbnails(deps: Deps, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const missing = await deps.db
    .select({ id: courses.id, key: courses.seedKey })
    .from(courses)
    .where(
      and(
        inArray(courses.seedKey, [...keys]),
        isNull(courses.thumbnailUrl),
        notExists(
          deps.db
            .select({ id: auditLog.id })
            .from(auditLog)
            .where(and(eq(auditLog.courseId, courses.id), like(auditLog.action, "thumbnail.%"))),
        ),
      ),
    );
  const done: string[] = [];
  for (const { id, key } of missing) {
    if (!key) continue;
    try {
      await setCourseThumbnail(deps, null, id, await renderDemoThumbnail(key));
      done.push(key);
    } catch (err) {
      // A picture is not worth a failed start: the course keeps its placeholder until the next.
      deps.logger.warn("demo course thumbnail not written", { course: key, error: String(err) });
    }
  }
  return done;
}
