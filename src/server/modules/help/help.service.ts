import { sql, type SQL } from "drizzle-orm";
import type { Deps } from "../../context";
import type { Db, DbOrTx } from "../../db/client";
import {
  courseReviewers,
  courses,
  exerciseSubmissions,
  helpComments,
  helpRequestHelpers,
  helpRequests,
  lessonExercises,
  lessons,
  modules,
  user,
  userLearningPath,
} from "../../db/schema";
import { AppError } from "../../lib/errors";
import { V } from "@shared/i18n/messages";
import {
  HELP_LIMITS,
  type HelpAskRequest,
  type HelpComment,
  type HelpInboxResponse,
  type HelpRequestDetail,
  type InboxItem,
  type MyHelpRequest,
  type MyHelpResponse,
} from "@shared/contracts/help";
import type { HelpCommentInput } from "@shared/contracts/help";
import type { PracticeFile } from "@shared/domain/practice";
import type { StoredCheckResultPayload } from "@shared/contracts/practice";
import { teachersOfLearnerSql } from "../cohorts/cohort-membership.service";
import { notify } from "../notifications/notifications.service";
import { rowsOf } from "../../db/rows";

/*
 * Help requests with the learner's code (issue 45, decision 0223). A learner asks on a code
 * exercise of a course they may see; the request keeps their files and the last check
 * results. Its helpers are fixed when it is asked (`help_request_helpers`): the learner's
 * teachers of the course's cohort, else the course's reviewers, else every moderator and
 * admin. A helper reads and answers only the requests they are a helper of (admins: all);
 * a learner reads only their own. Every function runs a fixed number of statements.
 */

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

export const helpRequestNotFound = () =>
  new AppError(404, "HELP_REQUEST_NOT_FOUND", V("helpRequestNotFound"));

/** The comments of request `r` as JSON, oldest first (a SQL expression). */
const commentsJson = (r: SQL) => sql`coalesce((select json_agg(json_build_object(
    'id', hc.id, 'file', hc.file, 'line', hc.line, 'body', hc.body,
    'suggestion', hc.suggestion, 'createdAt', hc.created_at) order by hc.created_at, hc.id)
  from ${helpComments} hc where hc.request_id = ${r}), '[]'::json)`;

interface MineRow {
  id: string;
  status: "open" | "answered";
  question: string;
  files: PracticeFile[];
  created_at: string;
  answer: string | null;
  answered_at: string | null;
  answered_by_name: string | null;
  comments: HelpComment[];
}

const mineColumns = sql`r.id, r.status, r.question, r.files, r.created_at, r.answer,
  r.answered_at, ab.name as answered_by_name, ${commentsJson(sql`r.id`)} as comments`;

function toMine(row: MineRow): MyHelpRequest {
  return {
    id: row.id,
    status: row.status,
    question: row.question,
    files: row.files,
    createdAt: new Date(row.created_at).toISOString(),
    answer: row.answer,
    answeredAt: iso(row.answered_at),
    answeredByName: row.answered_by_name,
    comments: row.comments.map((c) => ({ ...c, createdAt: new Date(c.createdAt).toISOString() })),
  };
}

/** The learner's newest requests on the exercise (only their own): one statement. */
export async function myHelpRequests(
  db: Db,
  userId: string,
  exerciseId: string,
): Promise<MyHelpResponse> {
  const rows = await rowsOf<MineRow>(
    db,
    sql`select ${mineColumns} from ${helpRequests} r
      left join ${user} ab on ab.id = r.answered_by
      where r.user_id = ${userId} and r.exercise_id = ${exerciseId}::uuid
      order by r.created_at desc, r.id limit ${HELP_LIMITS.mine}`,
  );
  return { requests: rows.map(toMine) };
}

/**
 * The learner asks for help on the code exercise `exerciseId` (of a course they may see):
 * one transaction of two statements (find the exercise; write the request with its helpers),
 * then the helpers' notices. A second request while one is open answers 409.
 */
export async function askForHelp(
  deps: Deps,
  userId: string,
  exerciseId: string,
  body: HelpAskRequest,
): Promise<MyHelpResponse> {
  const id = await deps.db.transaction(async (tx) => {
    const [ex] = await rowsOf<{ course_id: string; lesson_id: string; open: boolean }>(
      tx,
      sql`select m.course_id, e.lesson_id, exists (select 1 from ${helpRequests} o
          where o.user_id = ${userId} and o.exercise_id = e.id and o.status = 'open') as open
        from ${lessonExercises} e
        join ${lessons} l on l.id = e.lesson_id
        join ${modules} m on m.id = l.module_id
        join ${courses} c on c.id = m.course_id
        where e.id = ${exerciseId}::uuid and e.practice is not null
          and (c.is_published or exists (select 1 from ${userLearningPath} v
            where v.course_id = c.id and v.user_id = ${userId} and v.started_at is not null))
        limit 1`,
    );
    if (!ex) throw new AppError(404, "EXERCISE_NOT_FOUND", V("helpExerciseNotFound"));
    if (ex.open) throw new AppError(409, "HELP_ALREADY_OPEN", V("helpAlreadyOpen"));
    const courseId = ex.course_id;
    const [row] = await rowsOf<{ id: string | null }>(
      tx,
      sql`with ins as (insert into ${helpRequests}
          (user_id, course_id, lesson_id, exercise_id, question, files, results)
          values (${userId}, ${courseId}::uuid, ${ex.lesson_id}::uuid, ${exerciseId}::uuid,
            ${body.question}, ${JSON.stringify(body.files)}::jsonb,
            (select s.last_results from ${exerciseSubmissions} s
              where s.user_id = ${userId} and s.exercise_id = ${exerciseId}::uuid))
          on conflict (user_id, exercise_id) where status = 'open' do nothing
          returning id, created_at),
        teachers as (${teachersOfLearnerSql(userId, courseId)}),
        reviewers as (select cr.user_id from ${courseReviewers} cr
          where cr.course_id = ${courseId}::uuid and not exists (select 1 from teachers)),
        staff as (select u.id as user_id from ${user} u where u.role in ('moderator', 'admin')
          and not exists (select 1 from teachers) and not exists (select 1 from reviewers)),
        helpers as (select user_id from teachers union select user_id from reviewers
          union select user_id from staff),
        h as (insert into ${helpRequestHelpers} (request_id, user_id, created_at)
          select ins.id, helpers.user_id, ins.created_at from ins, helpers
          where helpers.user_id <> ${userId}
          on conflict do nothing)
        select (select id from ins) as id`,
    );
    if (!row?.id) throw new AppError(409, "HELP_ALREADY_OPEN", V("helpAlreadyOpen"));
    return row.id;
  });
  await notifyHelpers(deps, id);
  return myHelpRequests(deps.db, userId, exerciseId);
}

/** Where a helper answers a request. */
const helperLink = (r: SQL) => sql`'/app/help/' || ${r}`;
/** Where the learner sees the answer: the lesson of the exercise. */
const learnerLink = (r: SQL) => sql`'/app/course/' || ${r}.course_id || '/' || ${r}.lesson_id`;

async function safely(deps: Deps, what: string, run: () => Promise<number>) {
  try {
    return await run();
  } catch (err) {
    deps.logger.error("help notice failed", { what, error: String(err) });
    return 0;
  }
}

/** The helpers of a new request hear of it (bell, and e-mail per their settings). */
const notifyHelpers = (deps: Deps, requestId: string) =>
  safely(deps, "requested", () =>
    notify(
      deps,
      sql`select h.user_id, 'helpRequested' as kind,
          jsonb_build_object('learner', u.name, 'lesson', l.title, 'course', c.title) as data,
          ${helperLink(sql`r.id`)} as link, 'help:' || r.id as dedupe_key
        from ${helpRequestHelpers} h
        join ${helpRequests} r on r.id = h.request_id
        join ${user} u on u.id = r.user_id
        join ${lessons} l on l.id = r.lesson_id
        join ${courses} c on c.id = r.course_id
        where h.request_id = ${requestId}::uuid`,
    ),
  );

/** The learner hears of the answer to their request. */
const notifyAnswered = (deps: Deps, requestId: string) =>
  safely(deps, "answered", () =>
    notify(
      deps,
      sql`select r.user_id, 'helpAnswered' as kind,
          jsonb_build_object('helper', coalesce(a.name, ''), 'lesson', l.title,
            'course', c.title) as data,
          ${learnerLink(sql`r`)} as link, 'help-answered:' || r.id as dedupe_key
        from ${helpRequests} r
        left join ${user} a on a.id = r.answered_by
        join ${lessons} l on l.id = r.lesson_id
        join ${courses} c on c.id = r.course_id
        where r.id = ${requestId}::uuid and r.status = 'answered'`,
    ),
  );

/** Whether `helper` (with role) may read and answer request `r` (a SQL condition). */
const helperMay = (helper: { id: string; role: string }, r: SQL) =>
  helper.role === "admin"
    ? sql`true`
    : sql`exists (select 1 from ${helpRequestHelpers} hh
        where hh.request_id = ${r} and hh.user_id = ${helper.id})`;

const isUuid = (v: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);

/** A request as its helper sees it (404 when it is not theirs to see): one statement. */
export async function helpRequestForHelper(
  db: DbOrTx,
  helper: { id: string; role: string },
  requestId: string,
): Promise<HelpRequestDetail> {
  if (!isUuid(requestId)) throw helpRequestNotFound();
  const [row] = await rowsOf<
    MineRow & {
      learner_name: string;
      course_id: string;
      course_title: string;
      lesson_id: string;
      lesson_title: string;
      task: string;
      results: StoredCheckResultPayload[] | null;
      checks: { id: string; title: string }[] | null;
      time_limit_ms: number | null;
    }
  >(
    db,
    sql`select ${mineColumns}, u.name as learner_name, r.course_id, c.title as course_title,
        r.lesson_id, l.title as lesson_title, e.task, r.results,
        (e.practice ->> 'timeLimitMs')::int as time_limit_ms,
        (select json_agg(json_build_object('id', ch ->> 'id', 'title', ch ->> 'title'))
          from jsonb_array_elements(coalesce(e.practice -> 'checks', '[]'::jsonb)) ch) as checks
      from ${helpRequests} r
      join ${user} u on u.id = r.user_id
      join ${courses} c on c.id = r.course_id
      join ${lessons} l on l.id = r.lesson_id
      join ${lessonExercises} e on e.id = r.exercise_id
      left join ${user} ab on ab.id = r.answered_by
      where r.id = ${requestId}::uuid and ${helperMay(helper, sql`r.id`)}`,
  );
  if (!row) throw helpRequestNotFound();
  return {
    ...toMine(row),
    learnerName: row.learner_name,
    courseId: row.course_id,
    courseTitle: row.course_title,
    lessonId: row.lesson_id,
    lessonTitle: row.lesson_title,
    task: row.task,
    results: row.results,
    checks: row.checks ?? [],
    timeLimitMs: Number(row.time_limit_ms ?? 5000),
  };
}

/** Whether every comment names a file of the request and a line that file has. */
export function commentsFit(files: PracticeFile[], comments: HelpCommentInput[]): boolean {
  const lines = new Map(files.map((f) => [f.name, f.content.split("\n").length]));
  return comments.every((c) => c.line <= (lines.get(c.file) ?? 0));
}

/**
 * The helper answers an open request: the answer and the line comments in one transaction
 * (read the request for update; write answer, comments and close it for every helper), then
 * the learner's notice. Answers the request as the helper now sees it.
 */
export async function answerHelpRequest(
  deps: Deps,
  helper: { id: string; role: string },
  requestId: string,
  body: { answer: string; comments: HelpCommentInput[] },
): Promise<HelpRequestDetail> {
  if (!isUuid(requestId)) throw helpRequestNotFound();
  await deps.db.transaction(async (tx) => {
    const [req] = await rowsOf<{ status: string; files: PracticeFile[] }>(
      tx,
      sql`select r.status, r.files from ${helpRequests} r
        where r.id = ${requestId}::uuid and ${helperMay(helper, sql`r.id`)} for update`,
    );
    if (!req) throw helpRequestNotFound();
    if (req.status !== "open")
      throw new AppError(409, "HELP_ALREADY_ANSWERED", V("helpAlreadyAnswered"));
    if (!commentsFit(req.files, body.comments))
      throw new AppError(400, "VALIDATION_ERROR", V("helpCommentLineUnknown"), {
        field: "comments",
      });
    const comments = body.comments.map((c) => ({
      file: c.file,
      line: c.line,
      body: c.body,
      suggestion: c.suggestion && c.suggestion.length > 0 ? c.suggestion : null,
    }));
    await tx.execute(
      sql`with up as (update ${helpRequests} set status = 'answered',
            answer = ${body.answer.length > 0 ? body.answer : null}, answered_by = ${helper.id},
            answered_at = now()
          where id = ${requestId}::uuid and status = 'open' returning id),
        c as (insert into ${helpComments} (request_id, author_id, file, line, body, suggestion)
          select up.id, ${helper.id}, x.file, x.line, x.body, x.suggestion
          from up, jsonb_to_recordset(${JSON.stringify(comments)}::jsonb)
            as x(file text, line int, body text, suggestion text))
        update ${helpRequestHelpers} set open = false
        where request_id in (select id from up)`,
    );
  });
  await notifyAnswered(deps, requestId);
  return helpRequestForHelper(deps.db, helper, requestId);
}

/**
 * The helper's inbox: the open requests they are a helper of (admins: every open request),
 * oldest first, and how many wait in all: one statement.
 */
export async function helpInbox(
  db: Db,
  helper: { id: string; role: string },
): Promise<HelpInboxResponse> {
  const columns = sql`r.id, left(r.question, 300) as text, u.name as learner_name,
    c.title as course_title, l.title as lesson_title, r.created_at`;
  const joins = sql`join ${user} u on u.id = r.user_id
    join ${courses} c on c.id = r.course_id
    join ${lessons} l on l.id = r.lesson_id`;
  const query =
    helper.role === "admin"
      ? sql`select (select count(*)::int from ${helpRequests} where status = 'open') as total,
          (select json_agg(x order by x.created_at, x.id) from (select ${columns}
            from ${helpRequests} r ${joins}
            where r.status = 'open' order by r.created_at, r.id limit ${HELP_LIMITS.inbox}) x) as items`
      : sql`select (select count(*)::int from ${helpRequestHelpers}
            where user_id = ${helper.id} and open) as total,
          (select json_agg(x order by x.created_at, x.id) from (select ${columns}
            from ${helpRequestHelpers} h join ${helpRequests} r on r.id = h.request_id ${joins}
            where h.user_id = ${helper.id} and h.open
            order by h.created_at, h.request_id limit ${HELP_LIMITS.inbox}) x) as items`;
  const [row] = await rowsOf<{
    total: number;
    items:
      | {
          id: string;
          text: string;
          learner_name: string;
          course_title: string;
          lesson_title: string;
          created_at: string;
        }[]
      | null;
  }>(db, query);
  const items: InboxItem[] = (row?.items ?? []).map((i) => ({
    kind: "help",
    id: i.id,
    text: i.text,
    learnerName: i.learner_name,
    courseTitle: i.course_title,
    lessonTitle: i.lesson_title,
    createdAt: new Date(i.created_at).toISOString(),
    link: `/app/help/${i.id}`,
  }));
  return { items, total: Number(row?.total ?? 0) };
}

/** Items of several kinds in one list, oldest first (the inbox joins other modules' items). */
export function oldestFirst(...lists: InboxItem[][]): InboxItem[] {
  return lists
    .flat()
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/**
 * The learner's help requests for the data export (decision 0041), oldest first, with the
 * answers and comments: one statement. They go with the account (cascade).
 */
export async function exportHelpRequestsData(db: DbOrTx, userId: string) {
  const rows = await rowsOf<MineRow>(
    db,
    sql`select ${mineColumns} from ${helpRequests} r
      left join ${user} ab on ab.id = r.answered_by
      where r.user_id = ${userId} order by r.created_at, r.id`,
  );
  return rows.map(toMine);
}
