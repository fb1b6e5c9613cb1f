import { eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { prepared, param } from "../../db/prepared";
import {
  contentEpoch,
  exerciseSubmissions,
  tutorReveals,
  courses,
  courseVersions,
  learningEvents,
  lessons,
  modules,
  userCourseCounts,
  userLearningPath,
  userLessonProgress,
} from "../../db/schema";
import { weekStart } from "@shared/domain/learning-plan";
import type { Language } from "@shared/i18n/languages";
import { planWeekJson, suggestionsJson, suggestionsOf } from "./plan.service";
import { storedStreakJson, streakShown } from "../achievements/achievements.service";
import { certificateOf, courseCertificateJson } from "../achievements/certificates.service";
import type { NextLesson } from "./published-content";
import { sessionLiveSql, type Reader } from "../../auth/session-live";
import { unauthorized } from "../../lib/errors";
import { practiceStateJson, practiceStateOf, type PracticeStateJson } from "./practice-state";
import { courseProjectsSummaryJson, startedProjectsJson } from "../projects/projects.service";
import { learnerCohortsJson, learnerCohortsOf } from "../cohorts/cohort-home.service";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/*
 * A learner's own rows, read with the content epoch in ONE prepared statement (decision 0062):
 * the epoch says which cached published content (published-content.ts) is current, the rest is
 * what differs per learner. A fixed number of statements whatever the data size. The hot reads
 * (dashboard, path, catalogue, player) also confirm in that statement that the request's
 * session is live (`live`, decision 0095): a signed-out or banned session answers 401 at once.
 */

const liveField = () => sessionLiveSql(param("userId"), param("sessionId"));

/** 401 when the statement found the request's session ended, expired or banned. */
function confirmLive(row: { live: boolean } | undefined) {
  if (!row?.live) throw unauthorized();
}

export interface PathEntry {
  id: string;
  courseId: string;
  assignedAt: Date | null;
  startedAt: Date | null;
  completedAt: Date | null;
  planReason: string | null;
}

export interface CourseCount {
  completed: number;
  completedMinutes: number;
  lastTouchedAt: Date | null;
}

export interface LearnerState {
  epoch: number;
  /** The learning path in its order (assigned first, then id). */
  path: PathEntry[];
  pathByCourse: Map<string, PathEntry>;
  counts: Map<string, CourseCount>;
}

const date = (v: string | null) => (v ? new Date(v) : null);

/** A path row and a stored count as the statement returns them (JSON: dates as text). */
type PathJson = Omit<PathEntry, "assignedAt" | "startedAt" | "completedAt"> & {
  assignedAt: string | null;
  startedAt: string | null;
  completedAt: string | null;
};
type CountJson = Omit<CourseCount, "lastTouchedAt"> & {
  courseId: string;
  lastTouchedAt: string | null;
};

/**
 * The content epoch, the learner's path and the stored counts of the path's courses (what the
 * dashboard and the path screen show; a learner who touched many courses has many more counts
 * than path rows).
 */
const stateFields = () => ({
  epoch: contentEpoch.value,
  path: sql<
    PathJson[] | null
  >`(select json_agg(json_build_object('id', p.id, 'courseId', p.course_id,
          'assignedAt', p.assigned_at, 'startedAt', p.started_at, 'completedAt', p.completed_at,
          'planReason', p.plan_reason) order by p.assigned_at, p.id)
          from ${userLearningPath} p where p.user_id = ${param("userId")})`,
  counts: sql<
    CountJson[] | null
  >`(select json_agg(json_build_object('courseId', k.course_id, 'completed', k.completed,
          'completedMinutes', k.completed_minutes, 'lastTouchedAt', k.last_touched_at))
          from ${userCourseCounts} k
          join ${userLearningPath} kp on kp.user_id = k.user_id and kp.course_id = k.course_id
          where kp.user_id = ${param("userId")})`,
});

/**
 * What the catalogue needs of a learner, per course they have a path row or stored counts
 * for: completed lessons, on the path, started, finished (`[done, onPath, started, finished]`).
 */
export type CatalogueMark = [done: number, onPath: boolean, started: boolean, finished: boolean];

const catalogueStateQuery = (db: Db) =>
  prepared(db, "kw_learner_catalogue", (d) =>
    d
      .select({
        epoch: contentEpoch.value,
        live: liveField(),
        // As text: the catalogue's ETag is taken from it as it comes (see learnerCatalogueState).
        marks: sql<string | null>`(select json_object_agg(coalesce(k.course_id, p.course_id),
            json_build_array(coalesce(k.completed, 0), p.id is not null,
              p.started_at is not null, p.completed_at is not null))::text
          from (select course_id, completed from ${userCourseCounts}
            where user_id = ${param("userId")}) k
          full join (select id, course_id, started_at, completed_at from ${userLearningPath}
            where user_id = ${param("userId")}) p on p.course_id = k.course_id)`,
      })
      .from(contentEpoch)
      .where(eq(contentEpoch.id, 1))
      .prepare("kw_learner_catalogue"),
  );

/**
 * The content epoch and the learner's marks per course (one statement), with the marks' JSON
 * text, which identifies them (for the ETag). Only compact values: reading every stored count
 * of a learner who touched many courses as objects with dates was most of the catalogue's CPU.
 */
export async function learnerCatalogueState(db: Db, { userId, sessionId }: Reader) {
  const [row] = await catalogueStateQuery(db).execute({ userId, sessionId });
  confirmLive(row);
  const text = row?.marks ?? "{}";
  return {
    epoch: Number(row?.epoch ?? 0),
    marksText: text,
    marks: JSON.parse(text) as Record<string, CatalogueMark | undefined>,
  };
}

function stateOf(
  row: { epoch: number; path: PathJson[] | null; counts: CountJson[] | null } | undefined,
): LearnerState {
  const path = (row?.path ?? []).map((p) => ({
    ...p,
    assignedAt: date(p.assignedAt),
    startedAt: date(p.startedAt),
    completedAt: date(p.completedAt),
  }));
  return {
    epoch: Number(row?.epoch ?? 0),
    path,
    pathByCourse: new Map(path.map((p) => [p.courseId, p])),
    counts: new Map(
      (row?.counts ?? []).map((k) => [
        k.courseId,
        {
          completed: k.completed,
          completedMinutes: k.completedMinutes,
          lastTouchedAt: date(k.lastTouchedAt),
        },
      ]),
    ),
  };
}

const courseStateFields = () => ({
  epoch: contentEpoch.value,
  started: sql<boolean>`exists (select 1 from ${userLearningPath} v
    where v.course_id = ${param("courseId")}::uuid and v.user_id = ${param("userId")}
    and v.started_at is not null)`,
  done: sql<string[] | null>`(select json_agg(p.lesson_id) from ${userLessonProgress} p
    join ${lessons} l on l.id = p.lesson_id join ${modules} m on m.id = l.module_id
    where p.user_id = ${param("userId")} and m.course_id = ${param("courseId")}::uuid
    and p.completed_at is not null)`,
});

const courseStateQuery = (db: Db) =>
  prepared(db, "kw_learner_course", (d) =>
    d
      .select({ ...courseStateFields(), live: liveField() })
      .from(contentEpoch)
      .where(eq(contentEpoch.id, 1))
      .prepare("kw_learner_course"),
  );

const courseStateOf = (
  row: { epoch: number; started: boolean; done: string[] | null } | undefined,
) => ({
  epoch: Number(row?.epoch ?? 0),
  started: row?.started === true,
  completedLessonIds: row?.done ?? [],
});

/** The content epoch, whether the learner started the course, and their completed lessons in it. */
export async function learnerCourseState(db: Db, { userId, sessionId }: Reader, courseId: string) {
  const [row] = await courseStateQuery(db).execute({ userId, sessionId, courseId });
  confirmLive(row);
  return courseStateOf(row);
}

const playerStateQuery = (db: Db) =>
  prepared(db, "kw_learner_player", (d) =>
    d
      .select({
        ...courseStateFields(),
        live: liveField(),
        certificate: courseCertificateJson(param("userId"), param("courseId")),
        // The learner's code of the course's code exercises (decision 0080).
        practice: sql<PracticeStateJson[] | null>`(select json_agg(${practiceStateJson(sql`s`)}
            order by s.exercise_id)
          from ${exerciseSubmissions} s
          join ${lessons} l on l.id = s.lesson_id join ${modules} m on m.id = l.module_id
          where s.user_id = ${param("userId")} and m.course_id = ${param("courseId")}::uuid)`,
        // What the learner revealed or answered in the course (decision 0081).
        revealed: sql<
          string[] | null
        >`(select json_agg(r.item_id order by r.item_id) from ${tutorReveals} r
          join ${lessons} l on l.id = r.lesson_id join ${modules} m on m.id = l.module_id
          where r.user_id = ${param("userId")} and m.course_id = ${param("courseId")}::uuid)`,
        // The course's projects with the learner's status (issue 30, decision 0126).
        projects: courseProjectsSummaryJson(param("userId"), param("courseId")),
      })
      .from(contentEpoch)
      .where(eq(contentEpoch.id, 1))
      .prepare("kw_learner_player"),
  );

/**
 * The course state above, the learner's certificate of the course, their saved code of its
 * code exercises and the ids of the solutions and quizzes they revealed or answered: one
 * statement.
 */
export async function learnerPlayerState(db: Db, { userId, sessionId }: Reader, courseId: string) {
  const [row] = await playerStateQuery(db).execute({ userId, sessionId, courseId });
  confirmLive(row);
  return {
    ...courseStateOf(row),
    certificate: certificateOf(row?.certificate ?? null),
    practiceStates: (row?.practice ?? []).map(practiceStateOf),
    revealedIds: row?.revealed ?? [],
    projects: row?.projects ?? [],
  };
}

export interface RecentLesson {
  lessonId: string;
  lessonTitle: string;
  moduleTitle: string;
  courseId: string;
  courseTitle: string;
  completed: boolean;
}

const homeFields = () => ({
  ...stateFields(),
  live: liveField(),
  plan: planWeekJson(param("userId"), param("monday")),
  streak: storedStreakJson(param("userId")),
  // The learner's cohorts: this week's modules, pace, announcements, sessions (issue 44).
  cohorts: learnerCohortsJson(param("userId"), param("lang")),
  lessonsSince: sql<number>`(select count(*)::int from ${userLessonProgress} w
          where w.user_id = ${param("userId")} and w.completed_at >= ${param("since")})`,
  recent: sql<RecentLesson[] | null>`(select json_agg(json_build_object(
            'lessonId', r.lesson_id, 'lessonTitle', r.lesson_title, 'moduleTitle', r.module_title,
            'courseId', r.course_id, 'courseTitle', r.course_title, 'completed', r.completed)
            order by r.updated_at desc, r.id desc)
          from (select p.id, p.updated_at, l.id as lesson_id, c.id as course_id,
              coalesce(t.tr -> 'lessons' -> (l.id::text) ->> 'title', l.title) as lesson_title,
              coalesce(t.tr -> 'modules' -> (m.id::text) ->> 'title', m.title) as module_title,
              coalesce(t.tr #>> '{course,title}', c.title) as course_title,
              p.completed_at is not null as completed
            from ${userLessonProgress} p
            join ${lessons} l on l.id = p.lesson_id
            join ${modules} m on m.id = l.module_id
            join ${courses} c on c.id = m.course_id and c.is_published
            ${translationOf(sql`c.id`)}
            where p.user_id = ${param("userId")}
            order by p.updated_at desc, p.id desc limit 3) r)`,
});

/**
 * Per unfinished course of the path the learner completed lessons of, its first lesson they
 * have not completed (module order, lesson order, id), with translated titles: what
 * "Weiterlernen" opens. A course without completed lessons continues at its first lesson,
 * which the cached course list knows (`ListedCourse.firstLesson`): most courses of a path
 * are not begun, and searching their lessons was half of the dashboard statement's time.
 */
const nextLessonsField = () =>
  sql<Record<string, NextLesson> | null>`(select json_object_agg(pc.course_id, json_build_object(
      'id', x.id,
      'title', coalesce(t.tr -> 'lessons' -> (x.id::text) ->> 'title', x.title),
      'moduleTitle', coalesce(t.tr -> 'modules' -> (x.module_id::text) ->> 'title', x.module_title)))
    from ${userLearningPath} pc
    cross join lateral (select l.id, l.title, m.id as module_id, m.title as module_title
      from ${modules} m
      join ${lessons} l on l.module_id = m.id
      where m.course_id = pc.course_id
        and not exists (select 1 from ${userLessonProgress} q
          where q.user_id = pc.user_id and q.lesson_id = l.id and q.completed_at is not null)
      order by m.order_index, l.order_index, l.id
      limit 1) x
    ${translationOf(sql`pc.course_id`)}
    where pc.user_id = ${param("userId")} and pc.completed_at is null
      and exists (select 1 from ${userCourseCounts} pk
        where pk.user_id = pc.user_id and pk.course_id = pc.course_id and pk.completed > 0))`;

/**
 * The published translation of a course in the requested language (`t.tr`), when it differs
 * from the source. Joined after the learner's few rows: a plain join of courses let the
 * generic plan hash every course first (a third of the dashboard statement's time). Its own
 * aliases (tc, tv) never shadow the caller's: `courseId` may name the caller's `c`.
 */
const translationOf = (courseId: SQL) => sql`left join lateral (select tv.translation_json as tr
      from ${courses} tc join ${courseVersions} tv on tv.course_id = tc.id
        and tv.language = ${param("lang")} and tv.is_published and tv.translation_json is not null
      where tc.id = ${courseId} and tc.language <> ${param("lang")}) t on true`;

const dashboardQuery = (db: Db) =>
  prepared(db, "kw_learner_dashboard", (d) =>
    d
      .select({
        ...homeFields(),
        next: nextLessonsField(),
        // The learner's started projects (issue 30, decision 0126).
        projects: startedProjectsJson(param("userId")),
      })
      .from(contentEpoch)
      .where(eq(contentEpoch.id, 1))
      .prepare("kw_learner_dashboard"),
  );

/**
 * Per course, the minutes the record holds of the learner's reading in lessons they have not
 * completed (decision 0201), each lesson's time counted up to its own minutes: the work the
 * path's finish estimate takes off what is left (a completed lesson counts its minutes in the
 * stored counts already). The learner's reading events by their index (user, lesson, kind).
 */
const workedMinutesField = () =>
  sql<Record<string, number> | null>`(select json_object_agg(w.course_id, w.minutes)
    from (select r.course_id, floor(sum(least(r.seconds / 60.0,
          coalesce(l.estimated_duration_minutes, 0))))::int as minutes
      from (select e.course_id, e.lesson_id, sum(e.seconds) as seconds from ${learningEvents} e
        where e.user_id = ${param("userId")} and e.kind = 'reading' and e.lesson_id is not null
        group by e.course_id, e.lesson_id) r
      join ${lessons} l on l.id = r.lesson_id
      where not exists (select 1 from ${userLessonProgress} q where q.user_id = ${param("userId")}
        and q.lesson_id = r.lesson_id and q.completed_at is not null)
      group by r.course_id) w)`;

const pathQuery = (db: Db) =>
  prepared(db, "kw_learner_path", (d) =>
    d
      .select({
        ...homeFields(),
        suggestions: suggestionsJson(param("userId"), param("lang")),
        worked: workedMinutesField(),
      })
      .from(contentEpoch)
      .where(eq(contentEpoch.id, 1))
      .prepare("kw_learner_path"),
  );

/**
 * What the learning path shows of the learner, in one statement: the state above (counts of
 * the path's courses), the learning profile with this week's minutes, the streak, the lessons
 * completed in the last seven days, the three most recent lessons (translated titles,
 * published courses), the plan's suggestions ("Neu für dich") and the minutes read in lessons
 * not completed yet, per course (the finish estimate).
 */
export async function learnerPath(db: Db, reader: Reader, lang: Language, now = new Date()) {
  const [row] = await pathQuery(db).execute(homeParams(reader, lang, now));
  confirmLive(row);
  return {
    ...homeOf(row, now),
    suggestions: suggestionsOf(row?.suggestions ?? null),
    workedMinutes: row?.worked ?? {},
  };
}

/**
 * What the dashboard shows of the learner, in one statement: the learning path's fields above
 * without the suggestions and, per unfinished course of the path, the next lesson.
 */
export async function learnerDashboard(db: Db, reader: Reader, lang: Language, now = new Date()) {
  const [row] = await dashboardQuery(db).execute(homeParams(reader, lang, now));
  confirmLive(row);
  return { ...homeOf(row, now), nextLessons: row?.next ?? {}, projects: row?.projects ?? [] };
}

const homeParams = ({ userId, sessionId }: Reader, lang: Language, now: Date) => ({
  userId,
  sessionId,
  lang,
  monday: weekStart(now),
  since: new Date(now.getTime() - WEEK_MS),
});

type HomeRow = Omit<
  Awaited<ReturnType<ReturnType<typeof dashboardQuery>["execute"]>>[number],
  "next" | "projects"
>;

function homeOf(row: HomeRow | undefined, now: Date) {
  return {
    ...stateOf(row),
    plan: row?.plan ?? null,
    streak: streakShown(row?.streak ?? null, now),
    lessonsThisWeek: Number(row?.lessonsSince ?? 0),
    recent: row?.recent ?? [],
    cohorts: learnerCohortsOf(row?.cohorts ?? null),
  };
}
