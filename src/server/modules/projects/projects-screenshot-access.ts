import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  portfolioHandles,
  portfolios,
  projectSubmissions,
  projectSubmissionVersions,
} from "../../db/schema";
import { SCREENSHOT_VARIANTS, UPLOADS_PATH } from "@shared/domain/media";
import { mayReview, rowsOf } from "./projects-sql";
import { screenshotPrefix } from "./projects-learner.service";

/*
 * Who may load a project screenshot (issue 41, decision 0177). A screenshot is part of a
 * learner's work, not a public file:
 *  - its owner (the folder is named by a hash of their id) always;
 *  - a reviewer (moderator or admin) once a submitted version names it, for the courses they
 *    may review (`mayReview`), as the review screen shows it;
 *  - everybody when it belongs to the passed version of a project its owner shows on their
 *    enabled portfolio with a current handle, as /p/{handle} shows it.
 * Anyone else gets 404, as for a file that does not exist. Drafts stay with their owner.
 */

/** `screenshots/<owner>/<hash>[-<variant>].webp` → the folder and the stored URL it belongs to. */
export function screenshotOfKey(key: string): { folder: string; url: string } | null {
  const m = /^(screenshots\/[a-z0-9]+)\/([a-z0-9]+)(-[a-z0-9]+)?\.webp$/.exec(key);
  if (!m) return null;
  if (m[3] && !SCREENSHOT_VARIANTS.some((v) => v.suffix === m[3])) return null;
  return { folder: m[1], url: `${UPLOADS_PATH}${m[1]}/${m[2]}.webp` };
}

/** True for storage keys of project screenshots (the uploads route asks before serving). */
export const isScreenshotKey = (key: string) => key.startsWith("screenshots/");

/** Whether `viewer` (or nobody signed in) may load the screenshot file `key`: at most one statement. */
export async function mayLoadScreenshot(
  db: Db,
  key: string,
  viewer: { id: string; role: string } | null,
): Promise<boolean> {
  const shot = screenshotOfKey(key);
  if (!shot) return false;
  if (viewer && screenshotPrefix(viewer.id) === shot.folder) return true;
  const named = sql`${shot.url}::text`;
  const reviewer = viewer && (viewer.role === "moderator" || viewer.role === "admin");
  const [row] = await rowsOf<{ ok: boolean }>(
    db,
    sql`select exists (
        select 1 from ${portfolios} pf
          cross join jsonb_array_elements(pf.projects) e(item)
          join ${projectSubmissions} s on s.id::text = e.item->>'submissionId'
            and s.user_id = pf.user_id and s.status = 'passed'
          join ${projectSubmissionVersions} v on v.submission_id = s.id and v.version = s.version
            and v.decision = 'passed'
        where pf.enabled
          and left(encode(sha256(convert_to(pf.user_id, 'UTF8')), 'hex'), 24) = ${shot.folder.slice(12)}
          and exists (select 1 from ${portfolioHandles} h
            where h.user_id = pf.user_id and h.released_at is null)
          and v.screenshots @> jsonb_build_array(${named})
      ) ${
        reviewer
          ? sql`or exists (
        select 1 from ${projectSubmissionVersions} v
          join ${projectSubmissions} s on s.id = v.submission_id
        where v.screenshots @> jsonb_build_array(${named})
          and ${mayReview(sql`s.course_id`, viewer.id, viewer.role === "admin")})`
          : sql``
      } as ok`,
  );
  return row?.ok === true;
}
