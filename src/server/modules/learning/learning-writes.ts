import { asc, desc, eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import {
  courseLessonCounts,
  courses,
  courseVersions,
  exerciseSubmissions,
  lessonExercises,
  lessons,
  modules,
  userLearningPath,
  userLessonProgress,
} from "../../db/schema";
import { AppError } from "../../lib/errors";
import { namedSql, param } from "../../db/prepared";
import type {
  CompleteLessonResponse,
  SampleDataResponse,
  StartCourseResponse,
} from "@shared/contracts/learning";
import { SAMPLE_DATA } from "@shared/contracts/learning";
import type { CompleteLessonRequest } from "@shared/contracts/achievements";
import { courseStatus } from "@shared/domain/status";
import { PRACTICE_REQUIRED } from "@shared/contracts/practice";
import { V } from "@shared/i18n/messages";
import { isLanguage, LANGUAGES, type Language } from "@shared/i18n/languages";
import { courseTitle, translationJoin } from "./course-sql";
import {
  lessonNotFound,
  progressOf,
  shownLanguage,
  UUID,
  visibleCourse,
  visibleTo,
} from "./learning-shared";
import { recordCompletion, storedTimeZone } from "../achievements/achievements.service";
import { certificateOnCompletion } from "../achievements/certificates.service";
import { completedInThisTransaction } from "../../db/queries/learner-activity";
import { inOrder, oneWriteTransaction } from "../../db/pipelined";
import { requiredProjectsPassed } from "../projects/projects.service";

/*
 * The learner's writes: start a course, complete a lesson (with streak, badges and
 * certificate in the same transaction), sample data, and the progress recount after
 * content changes. A fixed number of statements each, whatever the data size.
 */

export async function startCourse(
  db: Db,
  userId: string,
  courseId: string,
): Promise<StartCourseResponse> {
  // A write: its request read the stored session already (decision 0055).
  await visibleCourse(db, { userId, sessionId: null }, courseId);
  const now = new Date();
  const [row] = await db
    .insert(userLearningPath)
    .values({ userId, courseId, startedAt: now, progressPercentage: 0 })
    .onConflictDoUpdate({
      target: [userLearningPath.userId, userLearningPath.courseId],
      set: { startedAt: sql`coalesce(${userLearningPath.startedAt}, ${now})` },
    })
    .returning({
      startedAt: userLearningPath.startedAt,
      completedAt: userLearningPath.completedAt,
    });
  return { courseId, status: courseStatus(row) };
}

/**
 * The columns a path row's progress is stored in, from its course's completed and total
 * lesson counts: the rounded percentage (progressPercent in @shared/domain/progress) and
 * completed_at once every lesson is done (isCourseComplete), kept when it was set before.
 */
const storedProgress = (done: SQL, total: SQL, now: SQL) => sql`
  progress_percentage = case when ${total} <= 0 then 0
    else round(least(${done}, ${total}) * 100.0 / ${total})::int end,
  completed_at = case when ${total} > 0 and ${done} >= ${total}
    then coalesce(${userLearningPath.completedAt}, ${now}) else null end,
  updated_at = ${now}`;

/**
 * Stores the learner's progress in a lesson's course on their (locked) path row from the
 * lessons they completed in it, and answers those lessons and the course's lesson count;
 * only when the lesson was completed by the running transaction (else nothing).
 * (`materialized`: computed once; inlined, PostgreSQL planned and ran the subqueries once
 * per reference, about twice the time.)
 */
const storeProgressStatement = namedSql<{ done: string[]; total: number }>(
  "kw_store_course_progress",
  () => sql`
    with course as materialized (
      select ${modules.courseId} as id from ${lessons}
      join ${modules} on ${modules.id} = ${lessons.moduleId}
      where ${lessons.id} = ${param("lessonId")}::uuid
    ), counts as materialized (
      select course.id as course_id,
        coalesce((select json_agg(p.lesson_id) from ${userLessonProgress} p
          join ${lessons} l on l.id = p.lesson_id join ${modules} m on m.id = l.module_id
          where p.user_id = ${param("userId")} and m.course_id = course.id
          and p.completed_at is not null), '[]'::json) as done,
        coalesce((select ${courseLessonCounts.lessons} from ${courseLessonCounts}
          where ${courseLessonCounts.courseId} = course.id), 0) as total
      from course
    )
    update ${userLearningPath} set
      ${storedProgress(sql`json_array_length(counts.done)`, sql`counts.total`, sql`${param("now")}::timestamptz`)}
    from counts
    where ${userLearningPath.userId} = ${param("userId")}
      and ${userLearningPath.courseId} = counts.course_id
      and ${completedInThisTransaction(param("userId"), param("lessonId"))}
    returning counts.done, counts.total`,
);

async function storeCourseProgress(tx: DbOrTx, userId: string, lessonId: string, now: Date) {
  const [row] = await storeProgressStatement(tx, { userId, lessonId, now: now.toISOString() });
  return { done: row?.done ?? [], total: Number(row?.total ?? 0) };
}

/**
 * The first statement of a completion: finds the lesson in a course visible to the learner,
 * inserts the progress row once (unique user + lesson; an already completed lesson inserts
 * nothing) and, when it did, creates or starts their path row (locking it, so parallel
 * completions of one course serialise at the next statement). No row when the lesson is not
 * visible to them.
 */
const startAndCompleteStatement = namedSql<{
  course_id: string;
  minutes: number;
  inserted: boolean;
  blocked: boolean;
  already: boolean;
}>("kw_start_and_complete", () => {
  const [userId, lessonId, at] = [param("userId"), param("lessonId"), param("at")];
  return sql`
    with lesson as (
      select ${modules.courseId} as course_id,
        coalesce(${lessons.estimatedDurationMinutes}, 0) as minutes,
        exists (select 1 from ${lessonExercises} r
          where r.lesson_id = ${lessons.id} and (r.practice ->> 'required') = 'true') as has_required,
        exists (select 1 from ${lessonExercises} e
          where e.lesson_id = ${lessons.id} and (e.practice ->> 'required') = 'true'
            and not exists (select 1 from ${exerciseSubmissions} s
              where s.exercise_id = e.id and s.user_id = ${userId} and s.solved_at is not null)
        ) as blocked,
        exists (select 1 from ${userLessonProgress} d
          where d.user_id = ${userId} and d.lesson_id = ${lessons.id} and d.completed_at is not null
        ) as already
      from ${lessons}
      join ${modules} on ${modules.id} = ${lessons.moduleId}
      join ${courses} on ${courses.id} = ${modules.courseId} and ${visibleTo(userId)}
      where ${lessons.id} = ${lessonId}::uuid
      limit 1
    ), completed as (
      insert into ${userLessonProgress} (user_id, lesson_id, completed_at, time_spent_minutes)
      select ${userId}::text, ${lessonId}::uuid, ${at}::timestamptz, minutes from lesson
      where not blocked and (not ${param("bySolving")}::boolean or has_required)
      on conflict (user_id, lesson_id) do update
        set completed_at = excluded.completed_at,
          time_spent_minutes = excluded.time_spent_minutes,
          updated_at = excluded.completed_at
        where ${userLessonProgress}.completed_at is null
      returning id
    ), started as (
      insert into ${userLearningPath} (user_id, course_id, started_at, progress_percentage)
      select ${userId}::text, course_id, ${at}::timestamptz, 0 from lesson
      where exists (select 1 from completed)
      on conflict (user_id, course_id) do update
        set started_at = coalesce(${userLearningPath}.started_at, excluded.started_at),
          updated_at = excluded.started_at
      returning id
    )
    select course_id, minutes, exists (select 1 from completed) as inserted, blocked, already
    from lesson`;
});

async function startAndComplete(
  tx: DbOrTx,
  userId: string,
  lessonId: string,
  now: Date,
  bySolving: boolean,
) {
  const [row] = await startAndCompleteStatement(tx, {
    userId,
    lessonId,
    at: now.toISOString(),
    bySolving,
  });
  return row
    ? {
        courseId: row.course_id,
        inserted: row.inserted === true,
        // A required code exercise is unsolved (decision 0080): nothing was written.
        blocked: row.blocked === true && row.already !== true,
      }
    : undefined;
}

/**
 * The course of the lesson a completion brought to 100 %, as the certificate names it (title
 * and language as the learner took it): one row when the lesson was completed by the running
 * transaction and the learner's path row is now complete, else none.
 */
const completedCourse = (lang: Language) => (userId: Placeholder) => sql`
  select ${modules.courseId} as course_id, ${courseTitle} as course_title,
    ${shownLanguage(lang)} as language
  from ${lessons}
  join ${modules} on ${modules.id} = ${lessons.moduleId}
  join ${courses} on ${courses.id} = ${modules.courseId}
  left join ${courseVersions} on ${translationJoin(lang)}
  join ${userLearningPath} on ${userLearningPath.userId} = ${userId}
    and ${userLearningPath.courseId} = ${modules.courseId}
    and ${userLearningPath.completedAt} is not null
  where ${lessons.id} = ${param("lessonId")}::uuid
    and ${completedInThisTransaction(userId, param("lessonId"))}
    and ${requiredProjectsPassed(userId, modules.courseId)}`;
const certificateIn = Object.fromEntries(
  LANGUAGES.map((lang) => [
    lang,
    certificateOnCompletion(`kw_completion_certificate_${lang}`, completedCourse(lang)),
  ]),
) as Record<Language, ReturnType<typeof certificateOnCompletion>>;

/**
 * The learner's completed course `courseId` (path at 100 %) once every project its
 * certificate requires is passed, named in `lang` (issue 30, decision 0099).
 */
const completedPathCourse = (lang: Language) => (userId: Placeholder) => sql`
  select ${courses.id} as course_id, ${courseTitle} as course_title,
    ${shownLanguage(lang)} as language
  from ${courses}
  left join ${courseVersions} on ${translationJoin(lang)}
  join ${userLearningPath} on ${userLearningPath.userId} = ${userId}
    and ${userLearningPath.courseId} = ${courses.id}
    and ${userLearningPath.completedAt} is not null
  where ${courses.id} = ${param("courseId")}::uuid
    and ${requiredProjectsPassed(userId, courses.id)}`;
const certificateAfterProjectIn = Object.fromEntries(
  LANGUAGES.map((lang) => [
    lang,
    certificateOnCompletion(`kw_project_certificate_${lang}`, completedPathCourse(lang)),
  ]),
) as Record<Language, ReturnType<typeof certificateOnCompletion>>;

/**
 * Issues the course's certificate when a passed project was the last thing it waited for:
 * the learner completed every lesson before and has now passed every required project (one
 * statement in the caller's transaction; the certificate issued before is kept).
 */
export function issueCertificateAfterProject(
  tx: DbOrTx,
  input: { userId: string; courseId: string; language: string; now: Date },
) {
  const lang = isLanguage(input.language) ? input.language : "de";
  return certificateAfterProjectIn[lang](tx, input);
}

/**
 * Marks a lesson complete for the user, in one transaction: the progress row is inserted
 * once (unique user+lesson), the learning-path row is created when missing (and locked, so
 * parallel completions of one course serialise), progress_percentage becomes the rounded
 * share and completed_at is set when every lesson is done. In the same transaction the
 * streak, badges and (at 100 %) the certificate are recorded (issue 12). An already
 * completed lesson is refused (409) and nothing changes; so is one that is not visible
 * (404), and so is one with a required code exercise the learner has not solved (409
 * `PRACTICE_REQUIRED`, guarded in the first statement, decision 0080). `body.lang` is the
 * language the learner reads the course in, `body.timeZone` the browser's time zone.
 *
 * One write on PostgreSQL (decisions 0073, 0074): BEGIN, the statements and COMMIT leave
 * together on a shared write connection; every statement after the first writes only when
 * the first completed the lesson. A request without a time zone reads the stored one first.
 */
export async function completeLesson(
  db: Db,
  userId: string,
  lessonId: string,
  body: CompleteLessonRequest = {},
): Promise<CompleteLessonResponse> {
  if (!UUID.test(lessonId)) throw lessonNotFound();
  const lang = body.lang ?? "de";
  const timeZone = body.timeZone ?? (await storedTimeZone(db, userId));
  return oneWriteTransaction(db, async (tx) => {
    const [lesson, progress, earned] = await completionSteps(tx, {
      userId,
      lessonId,
      lang,
      timeZone,
      now: new Date(),
      bySolving: false,
    });
    if (!lesson) throw lessonNotFound();
    if (lesson.blocked) throw new AppError(409, PRACTICE_REQUIRED, V("practiceRequired"));
    if (!lesson.inserted) throw new AppError(409, "ALREADY_COMPLETED", "v:lessonAlreadyCompleted");
    return { ...progressOf(lesson.courseId, progress.done, progress.total), lessonId, earned };
  });
}

/**
 * The statements of a lesson completion, sent in order (decision 0073): completes the lesson
 * and starts the course, stores the course's progress, the streak, the certificate at 100 %
 * and the badges; each after the first writes only when the first completed the lesson.
 * `bySolving`: only a lesson with a required code exercise, all of them solved (decision 0188).
 */
function completionSteps(
  tx: Parameters<typeof recordCompletion>[0],
  input: {
    userId: string;
    lessonId: string;
    lang: Language;
    timeZone: string;
    now: Date;
    bySolving: boolean;
  },
) {
  const { userId, lessonId, lang, timeZone, now, bySolving } = input;
  return inOrder(tx, [
    () => startAndComplete(tx, userId, lessonId, now, bySolving),
    () => storeCourseProgress(tx, userId, lessonId, now),
    () =>
      recordCompletion(tx, {
        userId,
        lessonId,
        timeZone,
        now,
        certificate: (t) => certificateIn[lang](t, { userId, lessonId, now }),
      }),
  ]);
}

/**
 * Completion by solving (issue 42, decision 0188): in the transaction that recorded the first
 * solution of a code exercise of `lessonId`, completes the lesson when it has required code
 * exercises and every one of them is solved now, with the streak, certificate and badges of
 * the button's completion. Answers what the button's completion answers, or null when the
 * lesson does not complete (it has no required exercise, one is unsolved, or it was done).
 * Five statements, whatever happened.
 */
export async function completeBySolving(
  tx: Parameters<typeof recordCompletion>[0],
  input: { userId: string; lessonId: string; lang: Language; timeZone: string; now: Date },
): Promise<CompleteLessonResponse | null> {
  const [lesson, progress, earned] = await completionSteps(tx, { ...input, bySolving: true });
  if (!lesson?.inserted) return null;
  return {
    ...progressOf(lesson.courseId, progress.done, progress.total),
    lessonId: input.lessonId,
    earned,
  };
}

/**
 * Spec section 7 "Sample data": the first two published courses (newest first) join the
 * path (25 % and started for the first, 0 % for the second), and up to two of the first
 * course's first three lessons are completed with 15 minutes each. Upserts ignore rows
 * that already exist.
 */
export async function createSampleData(db: Db, userId: string): Promise<SampleDataResponse> {
  return db.transaction(async (tx) => {
    const picked = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.isPublished, true))
      .orderBy(desc(courses.createdAt), asc(courses.id))
      .limit(SAMPLE_DATA.courses);
    if (picked.length === 0) throw new AppError(404, "NO_COURSES", "v:noCoursesAvailable");
    const now = new Date();
    await tx
      .insert(userLearningPath)
      .values(
        picked.map((c, i) => ({
          userId,
          courseId: c.id,
          progressPercentage: i === 0 ? SAMPLE_DATA.firstProgress : 0,
          startedAt: i === 0 ? now : null,
        })),
      )
      .onConflictDoNothing({ target: [userLearningPath.userId, userLearningPath.courseId] });
    const firstLessons = await tx
      .select({ id: lessons.id })
      .from(lessons)
      .innerJoin(modules, eq(modules.id, lessons.moduleId))
      .where(eq(modules.courseId, picked[0].id))
      .orderBy(asc(modules.orderIndex), asc(lessons.orderIndex), asc(lessons.id))
      .limit(SAMPLE_DATA.lessonsToSelect);
    const toComplete = firstLessons.slice(0, SAMPLE_DATA.lessonsToComplete);
    if (toComplete.length)
      await tx
        .insert(userLessonProgress)
        .values(
          toComplete.map((l) => ({
            userId,
            lessonId: l.id,
            completedAt: now,
            timeSpentMinutes: SAMPLE_DATA.minutesPerLesson,
          })),
        )
        .onConflictDoNothing({ target: [userLessonProgress.userId, userLessonProgress.lessonId] });
    return { courses: picked.length, completedLessons: toComplete.length };
  });
}

/**
 * After lessons were added to or removed from a course: every learner's stored progress
 * percent and completion follow the course's current lessons, in one statement (call it
 * in the transaction of the content change). A learner who completed the course and now
 * misses new lessons is "In Bearbeitung" again; one who now has every lesson is completed.
 * Certificates and achievements are kept by their own tables, not by this row.
 */
export async function recomputeCourseProgress(db: DbOrTx, courseId: string) {
  await db.execute(sql`
    with total as (
      select count(*)::int as n
      from ${lessons} l join ${modules} m on m.id = l.module_id
      where m.course_id = ${courseId}
    ),
    done as (
      select p.user_id, count(*)::int as n
      from ${userLessonProgress} p
      join ${lessons} l on l.id = p.lesson_id
      join ${modules} m on m.id = l.module_id
      where m.course_id = ${courseId} and p.completed_at is not null
      group by p.user_id
    ),
    calc as (
      select ulp.id, total.n as total, coalesce(done.n, 0) as done
      from ${userLearningPath} ulp
      cross join total
      left join done on done.user_id = ulp.user_id
      where ulp.course_id = ${courseId}
    )
    update ${userLearningPath} set
      ${storedProgress(sql`calc.done`, sql`calc.total`, sql`now()`)}
    from calc
    where calc.id = ${userLearningPath.id}
  `);
}
