import { sql } from "drizzle-orm";
import { courses, courseVersions } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { CourseProgressResponse } from "@shared/contracts/learning";
import { isCourseComplete, progressPercent } from "@shared/domain/progress";
import { isLanguage, type Language } from "@shared/i18n/languages";
import type { Db } from "../../db/client";
import { learnerCourseState } from "./learner-state";
import type { Reader } from "../../auth/session-live";
import { listedCourse } from "./published-content";

/** What the learner reads and what they write share: ids, errors, visibility, progress. */

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const courseNotFound = () => new AppError(404, "COURSE_NOT_FOUND", "v:courseIdNotFound");
export const lessonNotFound = () => new AppError(404, "LESSON_NOT_FOUND", "v:lessonNotFound");

export const shownLanguage = (lang: Language) =>
  sql<string>`case when ${courseVersions.id} is not null then ${lang} else ${courses.language} end`;

/** Visible to this learner (published, or started before it was unpublished). */
export { visibleTo } from "../../db/queries/course-visibility";

export const toLanguage = (v: string): Language => (isLanguage(v) ? v : "de");

export function progressOf(
  courseId: string,
  completedIds: string[],
  total: number,
): CourseProgressResponse {
  return {
    courseId,
    completedLessonIds: completedIds,
    totalLessons: total,
    progress: progressPercent(completedIds.length, total),
    completed: isCourseComplete(completedIds.length, total),
  };
}

/**
 * The learner's state in a course they may see (published, or started by them before it was
 * unpublished) and the course's list entry; any other id answers 404.
 */
/**
 * The id a hot read asks with when the path's id is no UUID: its statement still runs, so an
 * ended session gets 401 before a 404 (issue 41; nothing is found under this id).
 */
export const idOrNone = (id: string) =>
  UUID.test(id) ? id : "00000000-0000-0000-0000-000000000000";

export async function visibleCourse(db: Db, reader: Reader, courseId: string) {
  const state = await learnerCourseState(db, reader, idOrNone(courseId));
  if (!UUID.test(courseId)) throw courseNotFound();
  const course = await listedCourse(db, courseId, state.epoch);
  if (!course || !(course.offered || state.started)) throw courseNotFound();
  return { state, course };
}
