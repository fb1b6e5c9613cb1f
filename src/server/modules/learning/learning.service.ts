import { and, asc, desc, eq, or, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { asJsonText, type JsonText } from "../../lib/json-text";
import {
  courseLessonCounts,
  courses,
  courseVersions,
  lessons,
  modules,
  userLearningPath,
  userLessonProgress,
} from "../../db/schema";
import { AppError } from "../../lib/errors";
import type {
  CatalogueResponse,
  CompleteLessonResponse,
  CourseProgressResponse,
  CourseSummary,
  DashboardResponse,
  LearningPathResponse,
  PlayerResponse,
  SampleDataResponse,
  StartCourseResponse,
} from "@shared/contracts/learning";
import { SAMPLE_DATA } from "@shared/contracts/learning";
import { averagePercent, isCourseComplete, progressPercent } from "@shared/domain/progress";
import { catalogueStatus, normalizeDifficulty, pathStatus } from "@shared/domain/status";
import { isLanguage, type Language } from "@shared/i18n/languages";
import { finishWeek } from "@shared/domain/learning-plan";
import { planWeekOf, suggestions } from "./plan.service";
import { courseTitle, translationJoin } from "./course-sql";
import {
  learnerCourseState,
  learnerDashboard,
  learnerHome,
  learnerState,
  type LearnerState,
} from "./learner-state";
import {
  contentTag,
  courseList,
  listedCourse,
  playerContentOf,
  type ListedCourse,
} from "./published-content";
import { recordCompletion } from "../achievements/achievements.service";
import { courseCertificate } from "../achievements/certificates.service";
import type { CompleteLessonRequest } from "@shared/contracts/achievements";

/*
 * Every function here runs a fixed number of SQL statements whatever the number of
 * courses, modules, lessons or progress rows (joins, grouped subqueries, IN lists).
 * Translated text comes from the published course version in the requested language
 * (an overlay keyed by base-row ids, docs/decisions/0003-translations-as-overlay.md).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const courseNotFound = () => new AppError(404, "COURSE_NOT_FOUND", "Kurs-ID nicht gefunden");
export const lessonNotFound = () => new AppError(404, "LESSON_NOT_FOUND", "Lektion nicht gefunden");

const shownLanguage = (lang: Language) =>
  sql<string>`case when ${courseVersions.id} is not null then ${lang} else ${courses.language} end`;

/**
 * Visible to this learner: published, or started by them before it was unpublished
 * (they keep reading it and their progress; the screens say it is no longer offered).
 */
export const visibleTo = (userId: string) =>
  or(
    eq(courses.isPublished, true),
    sql`exists (select 1 from ${userLearningPath} v where v.course_id = ${courses.id} and v.user_id = ${userId} and v.started_at is not null)`,
  );

const toLanguage = (v: string): Language => (isLanguage(v) ? v : "de");
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/* ------------------------------------------------------------------ course lists */

interface CourseRow {
  id: string;
  title: string;
  description: string;
  difficulty: string;
  hours: number;
  thumbnailUrl: string | null;
  language: string;
  total: number;
  done: number;
  lastTouched: Date | null;
  pathId: string | null;
  assignedAt: Date | null;
  startedAt: Date | null;
  completedAt: Date | null;
  planReason: string | null;
  minutes: number;
  doneMinutes: number;
  offered: boolean;
  /** The cached list entry the row was made from. */
  listed: ListedCourse;
}

/**
 * The catalogue (every course visible to the learner, newest first) or the learning path (in
 * its order) with the learner's stored counts (decision 0056): the learner's rows and the
 * content epoch in one statement, the published courses from the epoch's cache (decision 0062).
 */
async function courseRows(
  db: Db,
  state: LearnerState,
  lang: Language,
  mode: "catalogue" | "path",
): Promise<CourseRow[]> {
  const list = await courseList(db, lang, state.epoch);
  const row = (c: ListedCourse): CourseRow => {
    const p = state.pathByCourse.get(c.id);
    const k = state.counts.get(c.id);
    return {
      id: c.id,
      title: c.title,
      description: c.description,
      difficulty: c.difficulty,
      hours: c.hours,
      thumbnailUrl: c.thumbnailUrl,
      language: c.language,
      total: c.lessons,
      done: k?.completed ?? 0,
      lastTouched: k?.lastTouchedAt ?? null,
      pathId: p?.id ?? null,
      assignedAt: p?.assignedAt ?? null,
      startedAt: p?.startedAt ?? null,
      completedAt: p?.completedAt ?? null,
      planReason: p?.planReason ?? null,
      minutes: c.minutes,
      doneMinutes: k?.completedMinutes ?? 0,
      offered: c.offered,
      listed: c,
    };
  };
  // Visible: published, or started by this learner before it was unpublished (visibleTo).
  const visible = (c: ListedCourse) => c.offered || state.pathByCourse.get(c.id)?.startedAt != null;
  if (mode === "catalogue") return list.filter(visible).map(row);
  const byId = new Map(list.map((c) => [c.id, c]));
  return state.path
    .map((p) => byId.get(p.courseId))
    .filter((c): c is ListedCourse => !!c && visible(c))
    .map(row);
}

function summary(r: CourseRow, status: CourseSummary["status"]): CourseSummary {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    difficulty: normalizeDifficulty(r.difficulty),
    estimatedHours: r.hours,
    thumbnailUrl: r.thumbnailUrl,
    language: toLanguage(r.language),
    totalLessons: Number(r.total),
    completedLessons: Math.min(Number(r.done), Number(r.total)),
    progress: progressPercent(Number(r.done), Number(r.total)),
    status,
    offered: r.offered,
  };
}

/**
 * A course's part of the catalogue that is the same for every learner, as UTF-8 JSON without
 * its closing brace: built once per cached course list entry (decision 0062), so a request
 * only writes the learner's three fields after it. Serialising and encoding the ~60 KB
 * catalogue on every request was most of the request's own work.
 */
const sharedJson = new WeakMap<ListedCourse, Buffer>();
function catalogueEntry(r: CourseRow, first: boolean): Buffer[] {
  let shared = sharedJson.get(r.listed);
  if (!shared) {
    const s = summary(r, "not-started");
    const text = JSON.stringify({
      id: s.id,
      title: s.title,
      description: s.description,
      difficulty: s.difficulty,
      estimatedHours: s.estimatedHours,
      thumbnailUrl: s.thumbnailUrl,
      language: s.language,
      totalLessons: s.totalLessons,
      offered: s.offered,
    });
    shared = Buffer.from(text.slice(0, -1));
    sharedJson.set(r.listed, shared);
  }
  const total = Number(r.total);
  const done = Number(r.done);
  const status = catalogueStatus(r.pathId ? { completedAt: r.completedAt } : null);
  const own = `,"completedLessons":${Math.min(done, total)},"progress":${progressPercent(done, total)},"status":${JSON.stringify(status)}}`;
  return first ? [shared, Buffer.from(own)] : [COMMA, shared, Buffer.from(own)];
}
const COMMA = Buffer.from(",");
const OPEN = Buffer.from('{"courses":[');
const CLOSE = Buffer.from("]}");

/**
 * The catalogue as UTF-8 JSON (the shape of `CatalogueResponse`) with its weak ETag (cached
 * list + the learner's rows, decision 0062).
 */
export async function catalogue(
  db: Db,
  userId: string,
  lang: Language,
): Promise<{ json: JsonText<CatalogueResponse>; etag: string }> {
  const state = await learnerState(db, userId);
  const rows = await courseRows(db, state, lang, "catalogue");
  const list = await courseList(db, lang, state.epoch);
  const own = rows.map((r) => [r.id, r.done, r.pathId ? 1 : 0, r.completedAt?.getTime() ?? 0]);
  return {
    json: asJsonText<CatalogueResponse>(
      Buffer.concat([OPEN, ...rows.flatMap((r, i) => catalogueEntry(r, i === 0)), CLOSE]),
    ),
    etag: contentTag(list, own),
  };
}

function pathItems(rows: CourseRow[]) {
  return rows.map((r, i) => ({
    ...summary(r, pathStatus(r)),
    step: i + 1,
    assignedAt: iso(r.assignedAt) ?? new Date(0).toISOString(),
    reason: r.planReason,
  }));
}

/** Pace, finish week and this week's target of the path (decision 0010). */
function pathPlan(
  week: ReturnType<typeof planWeekOf>,
  rows: CourseRow[],
  now: Date,
): LearningPathResponse["plan"] {
  if (!week) return null;
  const remaining = rows
    .filter((r) => !r.completedAt)
    .reduce((s, r) => s + Math.max(0, Number(r.minutes) - Number(r.doneMinutes)), 0);
  return {
    goal: week.goal,
    experience: week.experience,
    weeklyMinutes: week.weeklyMinutes,
    finishWeek: finishWeek(now, remaining, week.weeklyMinutes),
    weekTargetMinutes: week.weeklyMinutes,
    weekDoneMinutes: week.weekDone,
    daysLeft: week.daysLeft,
    advice: week.advice,
    reminderEnabled: week.reminderEnabled,
  };
}

export async function learningPath(
  db: Db,
  userId: string,
  lang: Language,
): Promise<LearningPathResponse> {
  const now = new Date();
  const [home, suggested] = await Promise.all([
    learnerHome(db, userId, lang, now),
    suggestions(db, userId, lang),
  ]);
  const rows = await courseRows(db, home, lang, "path");
  const week = planWeekOf(home.plan, now);
  const items = pathItems(rows);
  return {
    items,
    plan: pathPlan(week, rows, now),
    suggestions: suggested,
    totals: {
      all: items.length,
      inProgress: items.filter((i) => i.status === "in-progress").length,
      completed: items.filter((i) => i.status === "completed").length,
      percent: averagePercent(items.map((i) => i.progress)),
    },
  };
}

/* ------------------------------------------------------------------ dashboard */

export async function dashboard(
  db: Db,
  userId: string,
  lang: Language,
): Promise<DashboardResponse> {
  // The learner's rows, plan, streak, recent lessons and next lessons in one statement.
  const now = new Date();
  const home = await learnerDashboard(db, userId, lang, now);
  const rows = await courseRows(db, home, lang, "path");
  const plan = planWeekOf(home.plan, now);
  const items = pathItems(rows);

  // Continue Learning: the most recently touched course that is not finished.
  const touched = (r: CourseRow) =>
    Math.max(
      r.lastTouched ? new Date(r.lastTouched).getTime() : 0,
      r.startedAt ? r.startedAt.getTime() : 0,
      r.assignedAt ? r.assignedAt.getTime() : 0,
    );
  // With a plan: the next unfinished course in plan order; without: the most recently touched.
  const open = rows
    .map((r, i) => ({ r, item: items[i] }))
    .filter(({ r, item }) => item.status !== "completed" && !isCourseComplete(r.done, r.total));
  if (!plan) open.sort((a, b) => touched(b.r) - touched(a.r));
  let continueLearning: DashboardResponse["continueLearning"] = null;
  if (open.length) {
    const { item } = open[0];
    const next = home.nextLessons[item.id];
    continueLearning = {
      courseId: item.id,
      courseTitle: item.title,
      progress: item.progress,
      completedLessons: item.completedLessons,
      totalLessons: item.totalLessons,
      nextLesson: next ?? null,
    };
  }

  return {
    stats: {
      overallProgress: averagePercent(items.map((i) => i.progress)),
      activeCourses: items.filter((i) => i.status === "in-progress").length,
      lessonsThisWeek: home.lessonsThisWeek,
    },
    pathEmpty: items.length === 0,
    streak: home.streak,
    weeklyGoal: plan
      ? { targetMinutes: plan.weeklyMinutes, doneMinutes: plan.weekDone, daysLeft: plan.daysLeft }
      : null,
    continueLearning,
    recentActivity: home.recent,
  };
}

/* ------------------------------------------------------------------ player */

async function publishedCourse(db: DbOrTx, courseId: string, lang: Language, userId: string) {
  if (!UUID.test(courseId)) throw courseNotFound();
  const [row] = await db
    .select({
      id: courses.id,
      title: courses.title,
      description: courses.description,
      language: courses.language,
      thumbnailUrl: courses.thumbnailUrl,
      translation: courseVersions.translationJson,
      offered: courses.isPublished,
    })
    .from(courses)
    .leftJoin(courseVersions, translationJoin(lang))
    .where(and(eq(courses.id, courseId), visibleTo(userId)))
    .limit(1);
  if (!row) throw courseNotFound();
  return row;
}

function progressOf(
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

export async function playerContent(
  db: Db,
  userId: string,
  courseId: string,
  lang: Language,
): Promise<{ body: PlayerResponse; etag: string }> {
  if (!UUID.test(courseId)) throw courseNotFound();
  // The learner's rows and the content epoch, then the content of that epoch (decision 0062).
  const [state, certificate] = await Promise.all([
    learnerCourseState(db, userId, courseId),
    courseCertificate(db, userId, courseId),
  ]);
  const content = await playerContentOf(db, courseId, lang, state.epoch);
  if (!content || !(content.course.offered || state.started)) throw courseNotFound();
  const progress = progressOf(courseId, state.completedLessonIds, content.lessonCount);
  return {
    body: { course: content.course, modules: content.modules, progress, certificate },
    etag: contentTag(content, [progress, certificate]),
  };
}

export async function courseProgress(
  db: Db,
  userId: string,
  courseId: string,
): Promise<CourseProgressResponse> {
  if (!UUID.test(courseId)) throw courseNotFound();
  const state = await learnerCourseState(db, userId, courseId);
  const course = await listedCourse(db, courseId, state.epoch);
  if (!course || !(course.offered || state.started)) throw courseNotFound();
  return progressOf(courseId, state.completedLessonIds, course.lessons);
}

/* ------------------------------------------------------------------ writes */

export async function startCourse(
  db: Db,
  userId: string,
  courseId: string,
): Promise<StartCourseResponse> {
  await publishedCourse(db, courseId, "de", userId);
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
  return { courseId, status: pathStatus(row) };
}

/** The learner's completed lessons of a course and its stored lesson count: one statement. */
async function courseDone(tx: DbOrTx, userId: string, courseId: string) {
  const [row] = await tx
    .select({
      done: sql<string[] | null>`(select json_agg(p.lesson_id) from ${userLessonProgress} p
        join ${lessons} l on l.id = p.lesson_id join ${modules} m on m.id = l.module_id
        where p.user_id = ${userId} and m.course_id = ${courseId} and p.completed_at is not null)`,
      total: sql<number>`coalesce((select ${courseLessonCounts.lessons} from ${courseLessonCounts}
        where ${courseLessonCounts.courseId} = ${courseId}), 0)`,
    })
    .from(sql`(select 1) as one`);
  return { done: row?.done ?? [], total: Number(row?.total ?? 0) };
}

/**
 * Marks a lesson complete for the user, in one transaction: the learning-path row is
 * created when missing (and locked, so parallel completions of one course serialise),
 * the progress row is inserted once (unique user+lesson), progress_percentage becomes the
 * rounded share and completed_at is set when every lesson is done. An already completed
 * lesson is refused (409) and nothing changes. In the same transaction the streak,
 * badges and (at 100 %) the certificate are recorded (issue 12); `body.lang` is the
 * language the learner reads the course in, `body.timeZone` the browser's time zone.
 */
export async function completeLesson(
  db: Db,
  userId: string,
  lessonId: string,
  body: CompleteLessonRequest = {},
): Promise<CompleteLessonResponse> {
  if (!UUID.test(lessonId)) throw lessonNotFound();
  const lang = body.lang ?? "de";
  return db.transaction(async (tx) => {
    const [lesson] = await tx
      .select({
        courseId: modules.courseId,
        moduleId: modules.id,
        minutes: lessons.estimatedDurationMinutes,
        courseTitle,
        language: shownLanguage(lang),
      })
      .from(lessons)
      .innerJoin(modules, eq(modules.id, lessons.moduleId))
      .innerJoin(courses, and(eq(courses.id, modules.courseId), visibleTo(userId)))
      .leftJoin(courseVersions, translationJoin(lang))
      .where(eq(lessons.id, lessonId))
      .limit(1);
    if (!lesson) throw lessonNotFound();
    const now = new Date();

    // The path row (started) and the progress row in one statement; the progress row is
    // inserted once (unique user + lesson), an already completed lesson answers no row.
    const startPath = tx
      .insert(userLearningPath)
      .values({ userId, courseId: lesson.courseId, startedAt: now, progressPercentage: 0 })
      .onConflictDoUpdate({
        target: [userLearningPath.userId, userLearningPath.courseId],
        set: { startedAt: sql`coalesce(${userLearningPath.startedAt}, ${now})` },
      })
      .returning({ id: userLearningPath.id });
    const inserted = await tx
      .with(tx.$with("started").as(startPath))
      .insert(userLessonProgress)
      .values({ userId, lessonId, completedAt: now, timeSpentMinutes: lesson.minutes ?? 0 })
      .onConflictDoUpdate({
        target: [userLessonProgress.userId, userLessonProgress.lessonId],
        set: { completedAt: now, timeSpentMinutes: lesson.minutes ?? 0, updatedAt: now },
        setWhere: sql`${userLessonProgress.completedAt} is null`,
      })
      .returning({ id: userLessonProgress.id });
    if (inserted.length === 0)
      throw new AppError(409, "ALREADY_COMPLETED", "Lektion ist bereits abgeschlossen");

    const { done, total } = await courseDone(tx, userId, lesson.courseId);
    const p = progressOf(lesson.courseId, done, total);
    await tx
      .update(userLearningPath)
      .set({
        progressPercentage: p.progress,
        completedAt: p.completed ? sql`coalesce(${userLearningPath.completedAt}, ${now})` : null,
      })
      .where(
        and(eq(userLearningPath.userId, userId), eq(userLearningPath.courseId, lesson.courseId)),
      );
    const earned = await recordCompletion(tx, {
      userId,
      courseId: lesson.courseId,
      moduleId: lesson.moduleId,
      courseComplete: p.completed,
      courseTitle: lesson.courseTitle,
      language: toLanguage(lesson.language),
      timeZone: body.timeZone,
      now,
    });
    return { ...p, lessonId, earned };
  });
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
    if (picked.length === 0) throw new AppError(404, "NO_COURSES", "Keine Kurse verfügbar");
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
    update ${userLearningPath} u set
      progress_percentage = case when calc.total = 0 then 0
        else round(calc.done * 100.0 / calc.total)::int end,
      completed_at = case when calc.total > 0 and calc.done >= calc.total
        then coalesce(u.completed_at, now()) else null end,
      updated_at = now()
    from calc
    where calc.id = u.id
  `);
}
