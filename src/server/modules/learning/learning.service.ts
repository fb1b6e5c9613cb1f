import type { Db } from "../../db/client";
import { contentEpoch } from "../../db/schema";
import { asJsonText, type JsonText } from "../../lib/json-text";
import type {
  CatalogueResponse,
  CourseProgressResponse,
  CourseSummary,
  DashboardResponse,
  LearningPathResponse,
  PlayerResponse,
} from "@shared/contracts/learning";
import type { Revealed } from "@shared/contracts/practice";
import { averagePercent, isCourseComplete, progressPercent } from "@shared/domain/progress";
import { courseStatus, normalizeDifficulty } from "@shared/domain/status";
import type { Language } from "@shared/i18n/languages";
import { finishWeek, isoWeek } from "@shared/domain/learning-plan";
import { courseMinutes } from "@shared/domain/duration";
import { planWeekOf } from "./plan.service";
import {
  courseNotFound,
  idOrNone,
  progressOf,
  toLanguage,
  UUID,
  visibleCourse,
} from "./learning-shared";
import {
  learnerPlayerState,
  learnerDashboard,
  learnerPath,
  learnerCatalogueState,
  type LearnerState,
} from "./learner-state";
import type { Reader } from "../../auth/session-live";
import {
  contentTag,
  courseIndex,
  courseList,
  playerContentOf,
  type ListedCourse,
  type PlayerContent,
} from "./published-content";

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
  firstLesson: ListedCourse["firstLesson"];
}

/**
 * The learning path's courses (in its order) with the learner's stored counts (decision 0056):
 * the learner's rows and the content epoch in one statement, the published courses from the
 * epoch's cache (decision 0062).
 */
async function pathRows(db: Db, state: LearnerState, lang: Language): Promise<CourseRow[]> {
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
      firstLesson: c.firstLesson,
    };
  };
  // Visible: published, or started by this learner before it was unpublished (visibleTo).
  const visible = (c: ListedCourse) => c.offered || state.pathByCourse.get(c.id)?.startedAt != null;
  const byId = courseIndex(list);
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
    durationMinutes: courseMinutes({
      lessons: Number(r.total),
      lessonMinutes: Number(r.minutes),
      estimatedHours: r.hours,
    }),
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
 * A course's entry of the catalogue as UTF-8 JSON, built once per cached list entry (decision
 * 0062): the part that is the same for every learner (without its closing brace), and the whole
 * entry as a learner who has not started the course sees it. A request writes its own three
 * fields only for the courses the learner has rows for; serialising and encoding the ~60 KB
 * catalogue, or even a small buffer per course, on every request was most of its own work.
 */
interface CatalogueEntry {
  shared: Buffer;
  untouched: Buffer;
}
const catalogueEntries = new WeakMap<ListedCourse, CatalogueEntry>();
function catalogueEntry(c: ListedCourse): CatalogueEntry {
  let entry = catalogueEntries.get(c);
  if (!entry) {
    const text = JSON.stringify({
      id: c.id,
      title: c.title,
      description: c.description,
      difficulty: normalizeDifficulty(c.difficulty),
      durationMinutes: courseMinutes({
        lessons: c.lessons,
        lessonMinutes: c.minutes,
        estimatedHours: c.hours,
      }),
      thumbnailUrl: c.thumbnailUrl,
      language: toLanguage(c.language),
      totalLessons: Number(c.lessons),
      offered: c.offered,
    }).slice(0, -1);
    entry = {
      shared: Buffer.from(text),
      untouched: Buffer.from(`${text}${ownFields(0, c.lessons, "not-started")}`),
    };
    catalogueEntries.set(c, entry);
  }
  return entry;
}
const ownFields = (done: number, total: number, status: CourseSummary["status"]) =>
  `,"completedLessons":${Math.min(done, total)},"progress":${progressPercent(done, total)},"status":${JSON.stringify(status)}}`;
const OPEN = '{"courses":[';
const CLOSE = "]}";

/**
 * The catalogue as UTF-8 JSON (the shape of `CatalogueResponse`): every course visible to the
 * learner, newest first, with the learner's stored counts (decision 0056), and its weak ETag
 * (the cached list's digest and the learner's marks, decision 0062). The entries' cached
 * bytes and the learner's few fields are copied once into the answer.
 */
export async function catalogue(
  db: Db,
  reader: Reader,
  lang: Language,
): Promise<{ json: JsonText<CatalogueResponse>; etag: string }> {
  const state = await learnerCatalogueState(db, reader);
  const list = await courseList(db, lang, state.epoch);
  const parts: (Buffer | string)[] = [OPEN];
  let length = OPEN.length + CLOSE.length;
  for (const c of list) {
    const mark = state.marks[c.id];
    // Visible: published, or started by this learner before it was unpublished (visibleTo).
    if (!c.offered && !mark?.[2]) continue;
    if (parts.length > 1) {
      parts.push(",");
      length++;
    }
    const entry = catalogueEntry(c);
    if (!mark) {
      parts.push(entry.untouched);
      length += entry.untouched.length;
      continue;
    }
    const [done, , started, finished] = mark;
    const status = courseStatus({ startedAt: started, completedAt: finished });
    const own = ownFields(done, c.lessons, status);
    parts.push(entry.shared, own);
    length += entry.shared.length + own.length; // ASCII only
  }
  parts.push(CLOSE);
  const body = Buffer.allocUnsafe(length);
  let at = 0;
  for (const part of parts)
    at += typeof part === "string" ? body.write(part, at, "latin1") : part.copy(body, at);
  return {
    json: asJsonText<CatalogueResponse>(body),
    etag: contentTag(list, state.marksText),
  };
}

function pathItems(rows: CourseRow[]) {
  return rows.map((r, i) => ({
    ...summary(r, courseStatus(r)),
    step: i + 1,
    assignedAt: iso(r.assignedAt) ?? new Date(0).toISOString(),
    reason: r.planReason,
  }));
}

/** Pace, finish week and this week's target of the path (decision 0010). */
function pathPlan(
  week: ReturnType<typeof planWeekOf>,
  rows: CourseRow[],
  worked: Record<string, number>,
  now: Date,
  cohortDue: ReadonlyMap<string, string> = new Map(),
): LearningPathResponse["plan"] {
  if (!week) return null;
  // What is left of each unfinished course: its minutes less the completed lessons' minutes and
  // the reading the record holds of the others (decision 0201). In a class its schedule leads
  // (issue 44, decision 0209): a class's course is done by its due date there, not at the
  // plan's pace; the rest of the path follows the pace.
  const remaining = rows
    .filter((r) => !r.completedAt && !cohortDue.has(r.id))
    .reduce(
      (s, r) => s + Math.max(0, Number(r.minutes) - Number(r.doneMinutes) - (worked[r.id] ?? 0)),
      0,
    );
  const paced = finishWeek(now, remaining, week.weeklyMinutes);
  const lastDue = [...cohortDue.entries()]
    .filter(([id]) => rows.some((r) => r.id === id && !r.completedAt))
    .map(([, date]) => date)
    .sort()
    .pop();
  const due = lastDue ? isoWeek(new Date(`${lastDue}T00:00:00Z`)) : null;
  return {
    goal: week.goal,
    experience: week.experience,
    weeklyMinutes: week.weeklyMinutes,
    finishWeek: due && due.key > paced.key ? due : paced,
    weekTargetMinutes: week.weeklyMinutes,
    weekDoneMinutes: week.weekDone,
    daysLeft: week.daysLeft,
    advice: week.advice,
    reminderEnabled: week.reminderEnabled,
  };
}

export async function learningPath(
  db: Db,
  reader: Reader,
  lang: Language,
): Promise<LearningPathResponse> {
  const now = new Date();
  const home = await learnerPath(db, reader, lang, now);
  const rows = await pathRows(db, home, lang);
  const week = planWeekOf(home.plan, now);
  const items = pathItems(rows);
  return {
    items,
    plan: pathPlan(
      week,
      rows,
      home.workedMinutes,
      now,
      new Map(home.cohorts.flatMap((c) => Object.entries(c.courseDue))),
    ),
    suggestions: home.suggestions,
    cohorts: home.cohorts,
    totals: {
      all: items.length,
      inProgress: items.filter((i) => i.status === "in-progress").length,
      completed: items.filter((i) => i.status === "completed").length,
      percent: averagePercent(items.map((i) => i.progress)),
    },
  };
}

/* ------------------------------------------------------------------ dashboard */

/**
 * "Willkommen zurück" only for a learner who has learned here before (decision 0184): a course
 * started or finished, a lesson touched (recent activity, a streak) or a project started. The
 * rows a plan assigned from the funnel's answers are not a visit. From the dashboard
 * statement's own fields: no statement of its own.
 */
function hasLearnedBefore(home: Awaited<ReturnType<typeof learnerDashboard>>): boolean {
  return (
    home.path.some((p) => p.startedAt !== null || p.completedAt !== null) ||
    home.recent.length > 0 ||
    home.streak.longest > 0 ||
    home.projects.length > 0
  );
}

export async function dashboard(
  db: Db,
  reader: Reader,
  lang: Language,
): Promise<DashboardResponse> {
  // The learner's rows, plan, streak, recent lessons and next lessons in one statement.
  const now = new Date();
  const home = await learnerDashboard(db, reader, lang, now);
  const rows = await pathRows(db, home, lang);
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
    const { r, item } = open[0];
    // Searched in SQL only where lessons are completed; else the course's first lesson.
    const next = home.nextLessons[item.id] ?? (r.done === 0 ? r.firstLesson : null);
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
    returning: hasLearnedBefore(home),
    streak: home.streak,
    weeklyGoal: plan
      ? { targetMinutes: plan.weeklyMinutes, doneMinutes: plan.weekDone, daysLeft: plan.daysLeft }
      : null,
    continueLearning,
    recentActivity: home.recent,
    cohorts: home.cohorts,
    projects: home.projects.map((p) => ({ ...p, updatedAt: new Date(p.updatedAt).toISOString() })),
  };
}

/* ------------------------------------------------------------------ player */

/** The solutions and quiz answers of `ids` the content holds (ids of other courses are ignored). */
export function revealedIn(content: PlayerContent, ids: readonly string[]): Revealed {
  const revealed: Revealed = { solutions: [], quizzes: [] };
  for (const id of ids) {
    const solution = content.answers.solutions.get(id);
    if (solution) revealed.solutions.push(solution);
    const quiz = content.answers.quizzes.get(id);
    if (quiz) revealed.quizzes.push(quiz);
  }
  return revealed;
}

/** The player's course and modules as UTF-8 JSON, up to the learner's part: once per content. */
const COMMA = Buffer.from(",");
const playerJson = new WeakMap<PlayerContent, Buffer>();
function sharedPlayerJson(content: PlayerContent): Buffer {
  let shared = playerJson.get(content);
  if (!shared) {
    const text = JSON.stringify({ course: content.course, modules: content.modules });
    shared = Buffer.from(text.slice(0, -1));
    playerJson.set(content, shared);
  }
  return shared;
}

/**
 * The player as UTF-8 JSON (the shape of `PlayerResponse`) with its weak ETag: the course's
 * content from the epoch's cache, encoded once (decision 0062), and the learner's progress and
 * certificate written after it.
 */
export async function playerContent(
  db: Db,
  reader: Reader,
  courseId: string,
  lang: Language,
): Promise<{ json: JsonText<PlayerResponse>; etag: string }> {
  // The learner's rows and the content epoch, then the content of that epoch (decision 0062);
  // asked for any id, so that an ended session is refused before "not found" (issue 41).
  const { certificate, practiceStates, revealedIds, projects, ...state } = await learnerPlayerState(
    db,
    reader,
    idOrNone(courseId),
  );
  if (!UUID.test(courseId)) throw courseNotFound();
  const content = await playerContentOf(db, courseId, lang, state.epoch);
  if (!content || !(content.course.offered || state.started)) throw courseNotFound();
  const progress = progressOf(courseId, state.completedLessonIds, content.lessonCount);
  // Only what this learner revealed or answered (decision 0081), in the content's language.
  const revealed = revealedIn(content, revealedIds);
  const ownPart = { progress, certificate, practiceStates, revealed, projects };
  const own = JSON.stringify(ownPart).slice(1);
  return {
    json: asJsonText<PlayerResponse>(
      Buffer.concat([sharedPlayerJson(content), COMMA, Buffer.from(own, "utf8")]),
    ),
    etag: contentTag(content, ownPart),
  };
}

export async function courseProgress(
  db: Db,
  reader: Reader,
  courseId: string,
): Promise<CourseProgressResponse> {
  const { state, course } = await visibleCourse(db, reader, courseId);
  return progressOf(courseId, state.completedLessonIds, course.lessons);
}

/**
 * What the player's page draws before its scripts run (decision 0141): a published course's
 * title, description and thumbnail in `lang`, from the cached course list of the current
 * content epoch (one statement). Null for an unknown or unpublished course: such a page
 * waits for the player's own answer, which decides who sees it.
 */
export async function playerFirstPaint(
  db: Db,
  courseId: string,
  lang: Language,
): Promise<Pick<ListedCourse, "title" | "description" | "thumbnailUrl" | "language"> | null> {
  if (!UUID.test(courseId)) return null;
  const [row] = await db.select({ epoch: contentEpoch.value }).from(contentEpoch).limit(1);
  const course = courseIndex(await courseList(db, lang, Number(row?.epoch ?? 0))).get(courseId);
  if (!course?.offered) return null;
  const { title, description, thumbnailUrl, language } = course;
  return { title, description, thumbnailUrl, language };
}

export {
  completeLesson,
  createSampleData,
  issueCertificateAfterProject,
  recomputeCourseProgress,
  startCourse,
} from "./learning-writes";
export { courseNotFound, lessonNotFound, visibleTo } from "./learning-shared";
