import type { Db } from "../../db/client";
import { asJsonText, type JsonText } from "../../lib/json-text";
import type {
  CatalogueResponse,
  CourseProgressResponse,
  CourseSummary,
  DashboardResponse,
  LearningPathResponse,
  PlayerResponse,
} from "@shared/contracts/learning";
import { averagePercent, isCourseComplete, progressPercent } from "@shared/domain/progress";
import { catalogueStatus, normalizeDifficulty, pathStatus } from "@shared/domain/status";
import type { Language } from "@shared/i18n/languages";
import { finishWeek } from "@shared/domain/learning-plan";
import { planWeekOf } from "./plan.service";
import { courseNotFound, progressOf, toLanguage, UUID, visibleCourse } from "./learning-shared";
import {
  learnerPlayerState,
  learnerDashboard,
  learnerPath,
  learnerState,
  type LearnerState,
} from "./learner-state";
import { contentTag, courseList, playerContentOf, type ListedCourse } from "./published-content";

/*
 * Every function here runs a fixed number of SQL statements whatever the number of
 * courses, modules, lessons or progress rows (joins, grouped subqueries, IN lists).
 * Translated text comes from the published course version in the requested language
 * (an overlay keyed by base-row ids, docs/decisions/0003-translations-as-overlay.md).
 */

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
  const home = await learnerPath(db, userId, lang, now);
  const rows = await courseRows(db, home, lang, "path");
  const week = planWeekOf(home.plan, now);
  const items = pathItems(rows);
  return {
    items,
    plan: pathPlan(week, rows, now),
    suggestions: home.suggestions,
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

export async function playerContent(
  db: Db,
  userId: string,
  courseId: string,
  lang: Language,
): Promise<{ body: PlayerResponse; etag: string }> {
  if (!UUID.test(courseId)) throw courseNotFound();
  // The learner's rows and the content epoch, then the content of that epoch (decision 0062).
  const { certificate, ...state } = await learnerPlayerState(db, userId, courseId);
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
  const { state, course } = await visibleCourse(db, userId, courseId);
  return progressOf(courseId, state.completedLessonIds, course.lessons);
}

export {
  completeLesson,
  createSampleData,
  recomputeCourseProgress,
  startCourse,
} from "./learning-writes";
export { courseNotFound, lessonNotFound, visibleTo } from "./learning-shared";
