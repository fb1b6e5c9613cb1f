import { sql, type SQL } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import {
  DISCUSSION_ANSWERS_MAX,
  DISCUSSION_PAGE_SIZE,
  type DiscussionPageResponse,
  type DiscussionPost,
  type DiscussionThread,
} from "@shared/contracts/discussions";
import {
  courseReadableSql,
  isStaff,
  mayModerateInLessonSql,
  mayReadInLessonSql,
  taughtSql,
  viewerCohortsSql,
  type Viewer,
} from "./discussion-access";
import {
  containsPattern,
  decodeCursor,
  encodeCursor,
  lessonGone,
  rowsOf,
  UUID,
} from "./discussion-sql";

/*
 * "Fragen & Antworten" under every lesson (issue 45, decision 0218): the reads. Every request
 * is one statement whatever the number of threads; nothing is kept in process memory, so a
 * post written through one process is read through another at once.
 */

export type { Viewer } from "./discussion-access";

/**
 * The lesson, its course and scope, if the viewer may read the course (SQL, one row), with the
 * viewer's classes of the course (`mine`) and the classes they teach (`taught`).
 */
export const lessonOfSql = (v: Viewer, lessonId: string) =>
  sql`select le.id as lesson_id, le.title as lesson_title, c.id as course_id,
      c.discussion_scope as scope, ${viewerCohortsSql(v, "c")}
    from lessons le join modules mo on mo.id = le.module_id join courses c on c.id = mo.course_id
    where le.id = ${lessonId} and ${courseReadableSql(v, "c")}`;

/** A post as the caller sees it: JSON (post alias `p`, its author `u`). */
const postJson = (v: Viewer, p: string, u: string) => {
  const [a, w] = [sql.raw(p), sql.raw(u)];
  return sql`json_build_object(
  'id', ${a}.id, 'authorName', ${w}.name, 'mine', ${a}.author_id = ${v.id}, 'badge', ${a}.badge,
  'body', case when ${a}.deleted_at is null then ${a}.body else '' end,
  'edited', ${a}.edited_at is not null, 'deleted', ${a}.deleted_at is not null,
  'hidden', ${a}.hidden_at is not null, 'hiddenReason', ${a}.hidden_reason,
  'reported', exists (select 1 from discussion_reports r where r.post_id = ${a}.id and r.user_id = ${v.id}),
  'createdAt', ${a}.created_at)`;
};

/**
 * A page of a lesson's discussion, newest activity first, with each question's answers (the
 * oldest first, at most DISCUSSION_ANSWERS_MAX), counts and the caller's marks: one statement.
 * `q` searches titles and texts of questions and their answers.
 */
export async function listDiscussion(
  db: Db,
  v: Viewer,
  lessonId: string,
  opts: { q?: string; cursor?: string } = {},
): Promise<DiscussionPageResponse> {
  if (!UUID.test(lessonId)) throw lessonGone();
  const cursor = decodeCursor(opts.cursor);
  const q = opts.q?.trim() ? containsPattern(opts.q.trim()) : null;
  const readable = (a: string) =>
    sql`(${mayReadInLessonSql(v, a)} and (${sql.raw(a)}.hidden_at is null or ${mayModerateInLessonSql(v, a)}))`;
  const after = cursor
    ? sql`and (p.last_activity_at, p.id) < ('epoch'::timestamptz + ${cursor.atUs}::bigint * interval '1 microsecond', ${cursor.id}::uuid)`
    : sql``;
  const search = q
    ? sql`and (p.search_text like ${q} or p.id in (select s.thread_id from discussion_posts s
        where s.lesson_id = ${lessonId}::uuid and s.thread_id is not null
        and s.deleted_at is null and s.hidden_at is null and s.search_text like ${q}))`
    : sql``;
  const [row] = await rowsOf<{
    found: boolean;
    can_moderate: boolean;
    threads: (DiscussionThread & { atUs: string })[] | null;
  }>(
    db,
    sql`with l as (${lessonOfSql(v, lessonId)}),
      page as (
        select p.* from discussion_posts p
        where p.lesson_id = ${lessonId}::uuid and p.thread_id is null
          and exists (select 1 from l) and ${readable("p")}
          and (p.deleted_at is null or exists (select 1 from discussion_posts a
            where a.thread_id = p.id and a.deleted_at is null and a.hidden_at is null))
          ${after} ${search}
        order by p.last_activity_at desc, p.id desc
        limit ${DISCUSSION_PAGE_SIZE + 1})
    select exists (select 1 from l) as found,
      (${isStaff(v) ? sql`true` : sql`exists (${taughtSql(v)})`}) as can_moderate,
      (select json_agg(${postJson(v, "t", "u")}::jsonb || jsonb_build_object(
          'title', coalesce(t.title, ''),
          'helpfulPostId', t.helpful_post_id,
          'atUs', (extract(epoch from t.last_activity_at) * 1000000)::bigint::text,
          'helpsToo', (select count(*)::int from discussion_helps_too h where h.post_id = t.id),
          'helpsMe', exists (select 1 from discussion_helps_too h
            where h.post_id = t.id and h.user_id = ${v.id}),
          'following', exists (select 1 from discussion_follows f
            where f.thread_id = t.id and f.user_id = ${v.id}),
          'answerCount', (select count(*)::int from discussion_posts a
            where a.thread_id = t.id and a.deleted_at is null and ${readable("a")}),
          'answers', coalesce((select json_agg(x.j order by x.created_at, x.id) from (
            select ${postJson(v, "a", "au")} as j, a.created_at, a.id
            from discussion_posts a join "user" au on au.id = a.author_id
            where a.thread_id = t.id and a.deleted_at is null and ${readable("a")}
            order by a.created_at, a.id limit ${DISCUSSION_ANSWERS_MAX}) x), '[]'::json))
        order by t.last_activity_at desc, t.id desc)
        from page t join "user" u on u.id = t.author_id) as threads`,
  );
  if (!row?.found) throw lessonGone();
  const all = row.threads ?? [];
  const more = all.length > DISCUSSION_PAGE_SIZE;
  const threads = all.slice(0, DISCUSSION_PAGE_SIZE);
  const last = threads.at(-1);
  return {
    threads: threads.map(({ atUs: _at, ...t }) => ({
      ...t,
      createdAt: new Date(t.createdAt).toISOString(),
      answers: t.answers.map((a: DiscussionPost) => ({
        ...a,
        createdAt: new Date(a.createdAt).toISOString(),
      })),
    })),
    nextCursor: more && last ? encodeCursor(last.atUs, last.id) : null,
    canModerate: row.can_moderate,
  };
}

/** What the tutor may cite from a lesson's discussion: answered, visible threads only. */
export interface DiscussionExcerpt {
  title: string;
  question: string;
  /** The answer the asker marked helpful first, then the others (oldest first). */
  answers: { body: string; badge: "teacher" | "reviewer" | null; helpful: boolean }[];
}

/**
 * The lesson's answered threads the learner may read, for the AI tutor (with a model and
 * offline): never a hidden, deleted or unanswered post. Newest activity first, at most
 * `limit` threads of at most 5 answers: one statement.
 */
export async function answeredThreadsForTutor(
  db: DbOrTx,
  v: Viewer,
  lessonId: string,
  limit = 20,
): Promise<DiscussionExcerpt[]> {
  if (!UUID.test(lessonId)) return [];
  // Staff read everything, but the tutor cites only what a learner could read: hidden never.
  const rows = await rowsOf<DiscussionExcerpt>(
    db,
    sql`with l as (${lessonOfSql(v, lessonId)})
      select coalesce(p.title, '') as title, p.body as question,
        (select json_agg(json_build_object('body', a.body, 'badge', a.badge,
            'helpful', a.id = p.helpful_post_id)
            order by (a.id = p.helpful_post_id) desc, a.created_at, a.id)
          from (select * from discussion_posts a where a.thread_id = p.id
            and a.deleted_at is null and a.hidden_at is null
            order by (a.id = p.helpful_post_id) desc, a.created_at, a.id limit 5) a) as answers
      from discussion_posts p
      where p.lesson_id = ${lessonId}::uuid and p.thread_id is null and exists (select 1 from l)
        and p.deleted_at is null and p.hidden_at is null and ${mayReadInLessonSql(v, "p")}
        and exists (select 1 from discussion_posts a where a.thread_id = p.id
          and a.deleted_at is null and a.hidden_at is null)
      order by p.last_activity_at desc, p.id desc
      limit ${limit}`,
  );
  return rows.map((r) => ({ ...r, answers: r.answers ?? [] }));
}

/** An open question for a helper's inbox (issue 45): unanswered, oldest first. */
export interface InboxQuestion {
  id: string;
  title: string;
  body: string;
  authorName: string;
  courseId: string;
  courseTitle: string;
  lessonId: string;
  lessonTitle: string;
  cohortId: string | null;
  createdAt: string;
  /** Seconds since it was asked. */
  waitingSeconds: number;
  /** The lesson's page in the player, at the thread. */
  link: string;
}

/**
 * The questions nobody but the asker has answered yet (not deleted, not hidden), for the
 * helpers' inbox, as a statement to join or run: columns as InboxQuestion (snake_case:
 * id, title, body, author_name, course_id, course_title, lesson_id, lesson_title, cohort_id,
 * created_at, waiting_seconds, link). Scope: questions of `cohortIds` (a teacher's classes),
 * and questions asked outside any class in `courseIds` (a reviewer's courses). Oldest first.
 */
export function unansweredQuestionsSql(
  scope: { courseIds: readonly string[]; cohortIds: readonly string[] },
  limit = 50,
): SQL {
  const cohorts = JSON.stringify(scope.cohortIds.filter((id) => UUID.test(id)));
  const courses = JSON.stringify(scope.courseIds.filter((id) => UUID.test(id)));
  return unansweredIn(
    sql`(p.cohort_id = any(array(select jsonb_array_elements_text(${cohorts}::jsonb)::uuid))
        or (p.cohort_id is null and p.course_id = any(array(
          select jsonb_array_elements_text(${courses}::jsonb)::uuid))))`,
    limit,
  );
}

/**
 * The same for one helper, the scope read in the statement itself: the classes they teach and,
 * for questions asked outside any class, the courses they review; an admin sees every one.
 * Adds `total` (how many wait in all) to every row.
 */
export function unansweredQuestionsForHelperSql(
  helper: { id: string; role: string },
  limit = 50,
): SQL {
  const scope =
    helper.role === "admin"
      ? sql`true`
      : sql`(p.cohort_id = any(array(select cohort_id from cohort_teachers
            where user_id = ${helper.id}))
          or (p.cohort_id is null and p.course_id = any(array(select course_id
            from course_reviewers where user_id = ${helper.id}))))`;
  return unansweredIn(scope, limit);
}

/**
 * The waiting questions (`answered` is kept by a trigger, decision 0233) in `scope`: `= any`
 * of an array, so that each side reads its partial index (waiting by class, by course).
 */
function unansweredIn(scope: SQL, limit: number): SQL {
  return sql`select p.id, coalesce(p.title, '') as title, p.body, u.name as author_name,
      p.course_id, c.title as course_title, p.lesson_id, le.title as lesson_title, p.cohort_id,
      p.created_at, extract(epoch from now() - p.created_at)::int as waiting_seconds,
      '/app/course/' || p.course_id || '/' || p.lesson_id || '#thread-' || p.id as link,
      count(*) over ()::int as total
    from discussion_posts p
      join "user" u on u.id = p.author_id
      join courses c on c.id = p.course_id
      join lessons le on le.id = p.lesson_id
    where p.thread_id is null and not p.answered and p.deleted_at is null and p.hidden_at is null
      and ${scope}
    order by p.created_at, p.id
    limit ${limit}`;
}

/** A helper's unanswered questions for their inbox (one statement) and how many wait in all. */
export async function unansweredQuestionsForHelper(
  db: DbOrTx,
  helper: { id: string; role: string },
  limit = 50,
): Promise<{ questions: InboxQuestion[]; total: number }> {
  const rows = await rowsOf<QuestionRow & { total: number }>(
    db,
    unansweredQuestionsForHelperSql(helper, limit),
  );
  return { questions: rows.map(toInboxQuestion), total: Number(rows[0]?.total ?? 0) };
}

interface QuestionRow {
  id: string;
  title: string;
  body: string;
  author_name: string;
  course_id: string;
  course_title: string;
  lesson_id: string;
  lesson_title: string;
  cohort_id: string | null;
  created_at: string | Date;
  waiting_seconds: number;
  link: string;
}

function toInboxQuestion(r: QuestionRow): InboxQuestion {
  return {
    id: r.id,
    title: r.title,
    body: r.body,
    authorName: r.author_name,
    courseId: r.course_id,
    courseTitle: r.course_title,
    lessonId: r.lesson_id,
    lessonTitle: r.lesson_title,
    cohortId: r.cohort_id,
    createdAt: new Date(r.created_at).toISOString(),
    waitingSeconds: Number(r.waiting_seconds),
    link: r.link,
  };
}

/** The same, run: one statement. */
export async function unansweredQuestions(
  db: DbOrTx,
  scope: { courseIds: readonly string[]; cohortIds: readonly string[] },
  limit = 50,
): Promise<InboxQuestion[]> {
  const rows = await rowsOf<QuestionRow>(db, unansweredQuestionsSql(scope, limit));
  return rows.map(toInboxQuestion);
}
