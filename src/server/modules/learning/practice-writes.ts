import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { namedSql, param } from "../../db/prepared";
import {
  contentEpoch,
  courses,
  exerciseSubmissions,
  lessonExercises,
  lessons,
  modules,
  tutorReveals,
} from "../../db/schema";
import { AppError } from "../../lib/errors";
import type {
  PracticeResultsRequest,
  PracticeResultsResponse,
  PracticeState,
  RevealSolutionResponse,
  SavePracticeCodeRequest,
} from "@shared/contracts/practice";
import type { TutorRevealBody } from "@shared/contracts/tutor";
import { V } from "@shared/i18n/messages";
import type { Language } from "@shared/i18n/languages";
import { recordPracticeSolved, storedTimeZone } from "../achievements/achievements.service";
import { completeBySolving } from "./learning-writes";
import { UUID, visibleTo } from "./learning-shared";
import { playerContentOf } from "./published-content";
import { practiceStateJson, practiceStateOf, type PracticeStateJson } from "./practice-state";

/*
 * The learner's code exercises (issue 29, decision 0080): saving code as they type, recording
 * the results of a check run (solved once, badges), and revealing an exercise's model
 * solution (decision 0081). Only for an exercise of a course the learner may see; each
 * learner reads and writes only their own row. A fixed number of statements each.
 */

export const practiceNotFound = () =>
  new AppError(404, "EXERCISE_NOT_FOUND", V("practiceExerciseNotFound"));
const exerciseNotFound = () => new AppError(404, "EXERCISE_NOT_FOUND", V("exerciseNotFound"));

/** The code exercise `exerciseId` in a course the learner may see (CTE `ex`: id, lesson_id, checks). */
const visibleCodeExercise = () => sql`ex as (
  select e.id, e.lesson_id, e.practice -> 'checks' as checks
  from ${lessonExercises} e
  join ${lessons} l on l.id = e.lesson_id
  join ${modules} m on m.id = l.module_id
  join ${courses} on ${courses.id} = m.course_id and ${visibleTo(param("userId"))}
  where e.id = ${param("exerciseId")}::uuid and e.practice is not null
  limit 1)`;

/**
 * One statement: the learner's files replace the saved ones when `expectedRevision` is the
 * stored revision (0: none saved yet), bumping it; the same files again change nothing
 * (a repeated request answers as the first did). Answers whether the exercise was found, the
 * saved state, and the stored state when nothing was written.
 */
const saveStatement = namedSql<{
  found: boolean;
  saved: PracticeStateJson | null;
  current: PracticeStateJson | null;
  same: boolean | null;
}>("kw_practice_save", () => {
  const [userId, exerciseId, files, expected] = [
    param("userId"),
    param("exerciseId"),
    param("files"),
    param("expected"),
  ];
  return sql`with ${visibleCodeExercise()},
    cur as (select s.* from ${exerciseSubmissions} s
      where s.user_id = ${userId} and s.exercise_id = ${exerciseId}::uuid),
    saved as (
      insert into ${exerciseSubmissions} as s (user_id, exercise_id, lesson_id, files, revision, updated_at)
      select ${userId}::text, ex.id, ex.lesson_id, ${files}::jsonb, 1, now() from ex
      on conflict (user_id, exercise_id) do update
        set files = excluded.files, revision = s.revision + 1, updated_at = excluded.updated_at
        where s.revision = ${expected}::int and s.files is distinct from excluded.files
      returning s.*)
    select exists (select 1 from ex) as found,
      (select ${practiceStateJson(sql`saved`)} from saved) as saved,
      (select ${practiceStateJson(sql`cur`)} from cur) as current,
      (select cur.files = ${files}::jsonb from cur) as same`;
});

/**
 * Saves the learner's code of a code exercise (debounced from the browser). A stale
 * `expectedRevision` (another device or tab saved since) answers 409 `REVISION_CONFLICT`
 * with the stored state in `details.state`; sending the stored files again answers them.
 */
export async function savePracticeCode(
  db: Db,
  userId: string,
  exerciseId: string,
  body: SavePracticeCodeRequest,
): Promise<PracticeState> {
  if (!UUID.test(exerciseId)) throw practiceNotFound();
  const [row] = await saveStatement(db, {
    userId,
    exerciseId,
    files: JSON.stringify(body.files),
    expected: body.expectedRevision ?? 0,
  });
  if (!row?.found) throw practiceNotFound();
  if (row.saved) return practiceStateOf(row.saved);
  if (row.current && row.same) return practiceStateOf(row.current);
  throw new AppError(409, "REVISION_CONFLICT", V("practiceRevisionConflict"), {
    state: row.current ? practiceStateOf(row.current) : null,
  });
}

/**
 * One statement: stores the results of a check run (only results of the exercise's checks);
 * when every check of the exercise passed, keeps the files as the last passing solution and
 * marks the exercise solved once (the first `solved_at` stays). The saved files and their
 * revision are not touched (they belong to the saves).
 */
const resultsStatement = namedSql<{
  found: boolean;
  lesson_id: string | null;
  state: PracticeStateJson | null;
}>("kw_practice_results", () => {
  const [userId, files, results, now] = [
    param("userId"),
    param("files"),
    param("results"),
    param("now"),
  ];
  return sql`with ${visibleCodeExercise()},
      res as (
        select coalesce(jsonb_agg(r.value order by r.ordinality)
            filter (where r.value is not null), '[]'::jsonb) as results,
          not exists (select 1 from jsonb_array_elements(ex.checks) c
            where not exists (select 1 from jsonb_array_elements(${results}::jsonb) p
              where p ->> 'id' = c ->> 'id' and p ->> 'status' = 'passed')) as passed
        from ex
        left join lateral jsonb_array_elements(${results}::jsonb) with ordinality r on
          exists (select 1 from jsonb_array_elements(ex.checks) c where c ->> 'id' = r.value ->> 'id')
        group by ex.checks),
      saved as (
        insert into ${exerciseSubmissions} as s
          (user_id, exercise_id, lesson_id, revision, last_results, passed_files, solved_at, updated_at)
        select ${userId}::text, ex.id, ex.lesson_id, 0, res.results,
          case when res.passed then ${files}::jsonb end,
          case when res.passed then ${now}::timestamptz end, ${now}::timestamptz
        from ex, res
        on conflict (user_id, exercise_id) do update set last_results = excluded.last_results,
          passed_files = coalesce(excluded.passed_files, s.passed_files),
          solved_at = coalesce(s.solved_at, excluded.solved_at),
          updated_at = excluded.updated_at
        returning s.*)
      select exists (select 1 from ex) as found, (select lesson_id from ex) as lesson_id,
        (select ${practiceStateJson(sql`saved`)} from saved) as state`;
});

/**
 * Records the results of the learner's check run (from their browser: their own progress,
 * decision 0080). Solving the exercise for the first time stores the badges it reaches and,
 * when that solved the last required code exercise of its lesson, completes the lesson as the
 * button does (decision 0188), in the same transaction: two statements for a run that solves
 * nothing new, eight (seven with `timeZone`) for a first solution.
 */
export async function recordPracticeResults(
  db: Db,
  userId: string,
  exerciseId: string,
  body: PracticeResultsRequest,
): Promise<PracticeResultsResponse> {
  if (!UUID.test(exerciseId)) throw practiceNotFound();
  const now = new Date();
  return db.transaction(async (tx) => {
    const [row] = await resultsStatement(tx, {
      userId,
      exerciseId,
      files: JSON.stringify(body.files),
      results: JSON.stringify(body.results),
      now: now.toISOString(),
    });
    if (!row?.found || !row.state) throw practiceNotFound();
    const state = practiceStateOf(row.state);
    const newBadges = await recordPracticeSolved(tx, userId, exerciseId, now);
    const newlySolved = state.solvedAt === now.toISOString();
    const completion =
      newlySolved && row.lesson_id
        ? await completeBySolving(tx, {
            userId,
            lessonId: row.lesson_id,
            lang: body.lang ?? "de",
            timeZone: body.timeZone ?? (await storedTimeZone(tx, userId)),
            now,
          })
        : null;
    return { state, newlySolved, newBadges, completion };
  });
}

/**
 * One statement: records that the learner revealed the model solution of an exercise of the
 * lesson (in a course they may see) and answers the content epoch and the course, or no row.
 */
const revealStatement = namedSql<{ epoch: number; course_id: string }>("kw_reveal_solution", () => {
  const [userId, lessonId, itemId] = [param("userId"), param("lessonId"), param("itemId")];
  return sql`with item as (
        select e.id, e.lesson_id, m.course_id from ${lessonExercises} e
        join ${lessons} l on l.id = e.lesson_id
        join ${modules} m on m.id = l.module_id
        join ${courses} on ${courses.id} = m.course_id and ${visibleTo(userId)}
        where e.id = ${itemId}::uuid and e.lesson_id = ${lessonId}::uuid
        limit 1),
      stored as (
        insert into ${tutorReveals} (user_id, lesson_id, item_id, kind)
        select ${userId}::text, item.lesson_id, item.id, 'solution' from item
        on conflict do nothing returning item_id)
      select (select ${contentEpoch.value} from ${contentEpoch} where ${contentEpoch.id} = 1) as epoch,
        item.course_id from item`;
});

/**
 * The learner reveals an exercise's model solution ("Lösung anzeigen"): recorded on the
 * server (the player's answer and the tutor include it from then on) and answered in the
 * language the learner reads the course in. An item that is not an exercise of this lesson
 * of a course they may see answers 404.
 */
export async function revealSolution(
  db: Db,
  userId: string,
  lessonId: string,
  body: TutorRevealBody,
  lang: Language,
): Promise<RevealSolutionResponse> {
  if (!UUID.test(lessonId) || !UUID.test(body.itemId)) throw exerciseNotFound();
  const [row] = await revealStatement(db, { userId, lessonId, itemId: body.itemId });
  if (!row) throw exerciseNotFound();
  const content = await playerContentOf(db, row.course_id, body.lang ?? lang, Number(row.epoch));
  const solution = content?.answers.solutions.get(body.itemId);
  if (!solution) throw exerciseNotFound();
  return solution;
}
