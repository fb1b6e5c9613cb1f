import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { namedSql, param } from "../../db/prepared";
import { courses, learningEvents, lessonExercises, lessons, modules } from "../../db/schema";
import {
  READING_CAP_FACTOR,
  READING_CAP_MIN_MINUTES,
  type LearningEventRequest,
} from "@shared/contracts/learning-events";
import { lessonNotFound, UUID, visibleTo } from "./learning-shared";

/*
 * The acts of learning the browser posts (issue 42, decision 0187): opening a lesson, reading
 * time, a code run. One statement each, in a lesson of a course the learner may see; the
 * record's trigger derives the progress, path and streak rows in the same statement.
 */

/**
 * Inserts the event when the lesson is visible to the learner (and the exercise, if any, is
 * one of its exercises). Reading time is capped per learner and lesson at READING_CAP_FACTOR
 * times the lesson's minutes (at least READING_CAP_MIN_MINUTES): what is past the cap is not
 * recorded, and a post with nothing left to record writes nothing. Answers whether the lesson
 * was found.
 */
const recordEventStatement = namedSql<{ found: boolean }>("kw_learning_event", () => {
  const [userId, lessonId, kind] = [param("userId"), param("lessonId"), param("kind")];
  return sql`with lesson as (
      select ${lessons.id} as id, ${modules.courseId} as course_id,
        greatest(coalesce(${lessons.estimatedDurationMinutes}, 0) * ${READING_CAP_FACTOR},
          ${READING_CAP_MIN_MINUTES}) * 60 as cap
      from ${lessons}
      join ${modules} on ${modules.id} = ${lessons.moduleId}
      join ${courses} on ${courses.id} = ${modules.courseId} and ${visibleTo(userId)}
      where ${lessons.id} = ${lessonId}::uuid
        and (${param("exerciseId")}::uuid is null or exists (select 1 from ${lessonExercises} x
          where x.id = ${param("exerciseId")}::uuid and x.lesson_id = ${lessons.id}))
      limit 1
    ), counted as (
      select lesson.*, case when ${kind}::text = 'reading' then least(${param("seconds")}::int,
          greatest(lesson.cap - coalesce((select sum(e.seconds) from ${learningEvents} e
            where e.user_id = ${userId} and e.lesson_id = lesson.id and e.kind = 'reading'), 0), 0))
        else 0 end as seconds
      from lesson
    ), stored as (
      insert into ${learningEvents} (user_id, course_id, lesson_id, kind, subject_id, seconds)
      select ${userId}::text, course_id, id, ${kind}::text, ${param("exerciseId")}::uuid, seconds
      from counted where ${kind}::text <> 'reading' or seconds > 0
      returning id)
    select exists (select 1 from lesson) as found`;
});

/** Records an act of learning the browser posts; 404 for a lesson the learner may not see. */
export async function recordLearningEvent(db: Db, userId: string, body: LearningEventRequest) {
  const exerciseId = body.kind === "code_run" ? (body.exerciseId ?? null) : null;
  if (!UUID.test(body.lessonId) || (exerciseId !== null && !UUID.test(exerciseId)))
    throw lessonNotFound();
  const [row] = await recordEventStatement(db, {
    userId,
    lessonId: body.lessonId,
    kind: body.kind,
    seconds: body.kind === "reading" ? (body.seconds ?? 0) : 0,
    exerciseId,
  });
  if (!row?.found) throw lessonNotFound();
}
