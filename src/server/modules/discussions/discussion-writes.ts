import { sql } from "drizzle-orm";
import type { Deps } from "../../context";
import type { Db } from "../../db/client";
import { forbidden } from "../../lib/errors";
import { notify } from "../notifications/notifications.service";
import type {
  AnswerBody,
  EditPostBody,
  NewQuestionBody,
  ReportBody,
} from "@shared/contracts/discussions";
import { mayReadSql, type Viewer } from "./discussion-access";
import { lessonGone, postGone, rowsOf, UUID } from "./discussion-sql";
import { lessonOfSql } from "./discussions.service";

/*
 * The writes of a lesson's discussion (issue 45, decision 0218): each one statement (a new
 * answer also notifies the thread's followers through notify()). Rows the caller may not read
 * answer 404, as if they did not exist; an id from the client is never trusted.
 */

/** A post the viewer may read (and, for writes, that is neither deleted nor hidden): SQL, alias p. */
const readablePostSql = (v: Viewer, postId: string) =>
  sql`select p.*, c.discussion_scope as scope from discussion_posts p
    join courses c on c.id = p.course_id
    where p.id = ${postId} and p.deleted_at is null and p.hidden_at is null
      and ${mayReadSql(v, "p", sql`c.discussion_scope`)}`;

/** Asks a question in a lesson, in the asker's class of the course (if any); the asker follows it. */
export async function askQuestion(
  db: Db,
  v: Viewer,
  lessonId: string,
  body: NewQuestionBody,
): Promise<{ id: string }> {
  if (!UUID.test(lessonId)) throw lessonGone();
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`with l as (${lessonOfSql(v, lessonId)}),
      ins as (insert into discussion_posts (lesson_id, course_id, cohort_id, author_id, title, body)
        select l.lesson_id, l.course_id,
          (select m.cohort_id from cohort_members m
            join cohort_courses cc on cc.cohort_id = m.cohort_id and cc.course_id = l.course_id
            where m.user_id = ${v.id} order by m.joined_at, m.cohort_id limit 1),
          ${v.id}, ${body.title}, ${body.body}
        from l returning id),
      f as (insert into discussion_follows (thread_id, user_id)
        select id, ${v.id} from ins on conflict do nothing)
      select id from ins`,
  );
  if (!row) throw lessonGone();
  return { id: row.id };
}

/**
 * Answers a question: marked "teacher" when the author teaches the question's class, "reviewer"
 * when they review the course. The answerer follows the thread; the other followers are notified
 * (bell, and e-mail per their settings).
 */
export async function answerQuestion(
  deps: Deps,
  v: Viewer,
  threadId: string,
  body: AnswerBody,
): Promise<{ id: string }> {
  if (!UUID.test(threadId)) throw postGone();
  const [row] = await rowsOf<{ id: string }>(
    deps.db,
    sql`with t as (${readablePostSql(v, threadId)} and p.thread_id is null),
      ins as (insert into discussion_posts
          (lesson_id, course_id, cohort_id, thread_id, author_id, badge, body)
        select t.lesson_id, t.course_id, t.cohort_id, t.id, ${v.id},
          case when exists (select 1 from cohort_teachers ct
              where ct.cohort_id = t.cohort_id and ct.user_id = ${v.id}) then 'teacher'
            when exists (select 1 from course_reviewers r
              where r.course_id = t.course_id and r.user_id = ${v.id}) then 'reviewer' end,
          ${body.body}
        from t returning id, created_at),
      up as (update discussion_posts set last_activity_at = (select created_at from ins)
        where id = (select id from t) and exists (select 1 from ins)),
      f as (insert into discussion_follows (thread_id, user_id)
        select t.id, ${v.id} from t where exists (select 1 from ins) on conflict do nothing)
      select id from ins`,
  );
  if (!row) throw postGone();
  await notify(
    deps,
    sql`select f.user_id, 'discussionAnswer' as kind,
        jsonb_build_object('author', u.name, 'thread', coalesce(t.title, ''), 'lesson', le.title) as data,
        '/app/course/' || t.course_id || '/' || t.lesson_id || '#thread-' || t.id as link,
        'discussion-answer:' || ${row.id} as dedupe_key
      from discussion_follows f
        join discussion_posts t on t.id = f.thread_id
        join lessons le on le.id = t.lesson_id
        join "user" u on u.id = ${v.id}
      where f.thread_id = ${threadId} and f.user_id <> ${v.id}`,
  );
  return { id: row.id };
}

/** Edits one's own post ("bearbeitet" shows from then on); a question's title with it. */
export async function editPost(db: Db, v: Viewer, postId: string, body: EditPostBody) {
  if (!UUID.test(postId)) throw postGone();
  const [row] = await rowsOf<{ author_id: string | null; updated: string | null }>(
    db,
    sql`with p as (${readablePostSql(v, postId)}),
      u as (update discussion_posts d set body = ${body.body},
          title = case when d.thread_id is null then coalesce(${body.title ?? null}, d.title) end,
          edited_at = now()
        where d.id = (select id from p where author_id = ${v.id}) returning d.id)
      select (select author_id from p) as author_id, (select id from u) as updated`,
  );
  if (!row?.author_id) throw postGone();
  if (!row.updated) throw forbidden("v:discussionNotYours");
}

/** Deletes one's own post: its text goes, the row stays so the thread keeps its answers. */
export async function deletePost(db: Db, v: Viewer, postId: string) {
  if (!UUID.test(postId)) throw postGone();
  const [row] = await rowsOf<{ author_id: string | null; updated: string | null }>(
    db,
    sql`with p as (${readablePostSql(v, postId)}),
      u as (update discussion_posts d set body = '', title = case when d.thread_id is null
          then '' end, deleted_at = now(), helpful_post_id = null
        where d.id = (select id from p where author_id = ${v.id}) returning d.id, d.thread_id),
      h as (update discussion_posts t set helpful_post_id = null
        where t.id = (select thread_id from u) and t.helpful_post_id = (select id from u))
      select (select author_id from p) as author_id, (select id from u) as updated`,
  );
  if (!row?.author_id) throw postGone();
  if (!row.updated) throw forbidden("v:discussionNotYours");
}

/** Reports a post for moderation (once per user; a repeated report changes nothing). */
export async function reportPost(db: Db, v: Viewer, postId: string, body: ReportBody) {
  if (!UUID.test(postId)) throw postGone();
  const [row] = await rowsOf<{ found: boolean }>(
    db,
    sql`with p as (${readablePostSql(v, postId)}),
      ins as (insert into discussion_reports (post_id, user_id, reason)
        select id, ${v.id}, ${body.reason} from p on conflict (post_id, user_id) do nothing)
      select exists (select 1 from p) as found`,
  );
  if (!row?.found) throw postGone();
}

/** The asker marks the answer that helped (or takes the mark back with null). */
export async function markHelpful(db: Db, v: Viewer, threadId: string, postId: string | null) {
  if (!UUID.test(threadId)) throw postGone();
  const [row] = await rowsOf<{
    author_id: string | null;
    answer_ok: boolean;
    updated: string | null;
  }>(
    db,
    sql`with t as (${readablePostSql(v, threadId)} and p.thread_id is null),
      ok as (select ${postId}::uuid is null or exists (select 1 from discussion_posts a
        where a.id = ${postId}::uuid and a.thread_id = (select id from t)
          and a.deleted_at is null and a.hidden_at is null) as answer_ok),
      u as (update discussion_posts d set helpful_post_id = ${postId}::uuid
        where d.id = (select id from t where author_id = ${v.id}) and (select answer_ok from ok)
        returning d.id)
      select (select author_id from t) as author_id, (select answer_ok from ok) as answer_ok,
        (select id from u) as updated`,
  );
  if (!row?.author_id || !row.answer_ok) throw postGone();
  if (!row.updated) throw forbidden("v:discussionNotAsker");
}

/** "Hilft mir auch" (on) or taken back (off): once per user; never on one's own question. */
export async function setHelpsToo(db: Db, v: Viewer, threadId: string, on: boolean) {
  return toggle(db, v, threadId, "discussion_helps_too", "post_id", on, true);
}

/** Follows a thread (notified of new answers) or stops following it. */
export async function setFollow(db: Db, v: Viewer, threadId: string, on: boolean) {
  return toggle(db, v, threadId, "discussion_follows", "thread_id", on, false);
}

async function toggle(
  db: Db,
  v: Viewer,
  threadId: string,
  table: "discussion_helps_too" | "discussion_follows",
  column: "post_id" | "thread_id",
  on: boolean,
  notOwn: boolean,
): Promise<{ count: number; on: boolean }> {
  if (!UUID.test(threadId)) throw postGone();
  const [tbl, col] = [sql.raw(table), sql.raw(column)];
  const write = on
    ? sql`insert into ${tbl} (${col}, user_id) select id, ${v.id} from t
        ${notOwn ? sql`where t.author_id <> ${v.id}` : sql``} on conflict do nothing returning 1`
    : sql`delete from ${tbl} where ${col} = (select id from t) and user_id = ${v.id} returning 1`;
  const [row] = await rowsOf<{ found: boolean; count: number; mine: boolean }>(
    db,
    sql`with t as (${readablePostSql(v, threadId)} and p.thread_id is null), w as (${write})
      select exists (select 1 from t) as found,
        (select count(*)::int from ${tbl} x where x.${col} = (select id from t))
          + ${on ? sql`(select count(*)::int from w)` : sql`-(select count(*)::int from w)`} as count,
        ${
          on
            ? sql`exists (select 1 from w) or exists (select 1 from ${tbl} x
                where x.${col} = (select id from t) and x.user_id = ${v.id})`
            : sql`false`
        } as mine`,
  );
  if (!row?.found) throw postGone();
  return { count: Number(row.count), on: row.mine };
}
