import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { forbidden, notFound } from "../../lib/errors";
import {
  MODERATION_QUEUE_SIZE,
  type ModerationItem,
  type ModerationQueueResponse,
} from "@shared/contracts/discussions";
import { mayModerateSql, type Viewer } from "./discussion-access";
import { postGone, rowsOf, UUID } from "./discussion-sql";

/*
 * The moderation queue of the lessons' discussions (issue 45, decision 0218): reported posts
 * that wait for a decision ("open") and hidden ones ("hidden"), oldest first. Teachers see the
 * posts of the classes they teach, moderators and admins every post. One statement each.
 */

export async function moderationQueue(
  db: Db,
  v: Viewer,
  status: "open" | "hidden",
): Promise<ModerationQueueResponse> {
  const which =
    status === "open"
      ? sql`exists (select 1 from discussion_reports r where r.post_id = p.id and r.resolved_at is null)`
      : sql`p.hidden_at is not null`;
  const since =
    status === "open"
      ? sql`(select min(r.created_at) from discussion_reports r
          where r.post_id = p.id and r.resolved_at is null)`
      : sql`p.hidden_at`;
  const items = await rowsOf<ModerationItem & { createdAt: string; hiddenAt: string | null }>(
    db,
    sql`select p.id, coalesce(p.thread_id, p.id) as "threadId", p.thread_id is null as "isQuestion",
        coalesce(t.title, p.title, '') as "threadTitle", u.name as "authorName", p.body,
        c.title as "courseTitle", le.title as "lessonTitle", co.name as "cohortName",
        '/app/course/' || p.course_id || '/' || p.lesson_id || '#thread-' || coalesce(p.thread_id, p.id) as link,
        coalesce((select json_agg(json_build_object('reason', r.reason, 'createdAt', r.created_at)
          order by r.created_at) from discussion_reports r
          where r.post_id = p.id and (r.resolved_at is null or p.hidden_at is not null)), '[]'::json) as reports,
        p.hidden_at is not null as hidden, p.hidden_reason as "hiddenReason",
        p.hidden_at as "hiddenAt", p.created_at as "createdAt"
      from discussion_posts p
        left join discussion_posts t on t.id = p.thread_id
        join "user" u on u.id = p.author_id
        join courses c on c.id = p.course_id
        join lessons le on le.id = p.lesson_id
        left join cohorts co on co.id = p.cohort_id
      where p.deleted_at is null and ${which} and ${mayModerateSql(v, "p")}
      order by ${since}, p.id
      limit ${MODERATION_QUEUE_SIZE}`,
  );
  return {
    items: items.map((i) => ({
      ...i,
      reports: i.reports.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })),
      hiddenAt: i.hiddenAt ? new Date(i.hiddenAt).toISOString() : null,
      createdAt: new Date(i.createdAt).toISOString(),
    })),
  };
}

/**
 * Hides a post with the reason (hide) or shows it again (restore); either closes its open
 * reports. Teachers only in the classes they teach.
 */
export async function moderatePost(
  db: Db,
  v: Viewer,
  postId: string,
  action: { hide: true; reason: string } | { hide: false },
) {
  if (!UUID.test(postId)) throw postGone();
  const set = action.hide
    ? sql`hidden_at = coalesce(d.hidden_at, now()), hidden_by = ${v.id}, hidden_reason = ${action.reason}`
    : sql`hidden_at = null, hidden_by = null, hidden_reason = null`;
  const [row] = await rowsOf<{ found: boolean; updated: string | null }>(
    db,
    sql`with p as (select * from discussion_posts p where p.id = ${postId} and p.deleted_at is null),
      m as (select id from p where ${mayModerateSql(v, "p")}),
      u as (update discussion_posts d set ${set} where d.id = (select id from m) returning d.id),
      r as (update discussion_reports set resolved_at = now()
        where post_id = (select id from u) and resolved_at is null)
      select exists (select 1 from p) as found, (select id from u) as updated`,
  );
  if (!row?.found) throw postGone();
  if (!row.updated) throw forbidden("v:discussionNotModerator");
}

/** The course's discussion scope (admin): "cohort" or "course". */
export async function setDiscussionScope(db: Db, courseId: string, scope: "cohort" | "course") {
  const courseGone = () => notFound("COURSE_NOT_FOUND", "v:notFound");
  if (!UUID.test(courseId)) throw courseGone();
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`update courses set discussion_scope = ${scope} where id = ${courseId} returning id`,
  );
  if (!row) throw courseGone();
}
