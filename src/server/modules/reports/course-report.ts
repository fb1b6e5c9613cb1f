import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  courses,
  lessons,
  modules,
  user,
  userLearningPath,
  userLessonProgress,
} from "../../db/schema";
import { notFound } from "../../lib/errors";
import {
  DROP_OFF_INACTIVE_DAYS,
  PROGRESS_BUCKETS,
  type CourseReportResponse,
} from "@shared/contracts/reports";
import type { CsvValue } from "../../lib/csv";
import { rowsOf } from "../../db/rows";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const courseNotFound = () => notFound("COURSE_NOT_FOUND", "v:courseNotFound");

export { rowsOf };

export const iso = (v: Date | string | null | undefined) =>
  v === null || v === undefined ? null : new Date(v).toISOString();

async function loadCourse(db: DbOrTx, courseId: string) {
  if (!UUID.test(courseId)) throw courseNotFound();
  const [course] = await db
    .select({ id: courses.id, title: courses.title, isPublished: courses.isPublished })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  if (!course) throw courseNotFound();
  return course;
}

/** Last lesson activity of the learner in this course, or their start date. */
const lastActivity = sql<Date | null>`coalesce((
  select max(ulp.updated_at) from ${userLessonProgress} ulp
  join ${lessons} l on l.id = ulp.lesson_id
  join ${modules} m on m.id = l.module_id
  where m.course_id = ${userLearningPath.courseId} and ulp.user_id = ${userLearningPath.userId}
), ${userLearningPath.startedAt})`;

function learnerRows(db: DbOrTx, courseId: string) {
  return db
    .select({
      userId: userLearningPath.userId,
      name: user.name,
      email: user.email,
      enrolledAt: userLearningPath.assignedAt,
      startedAt: userLearningPath.startedAt,
      progress: userLearningPath.progressPercentage,
      lastActivityAt: lastActivity,
      completedAt: userLearningPath.completedAt,
    })
    .from(userLearningPath)
    .innerJoin(user, eq(user.id, userLearningPath.userId))
    .where(eq(userLearningPath.courseId, courseId))
    .orderBy(sql`${userLearningPath.assignedAt} desc, ${userLearningPath.userId}`);
}

interface TotalsRow {
  enrolled: number;
  started: number;
  completed: number;
  average: number;
  lessons: number;
  [bucket: `b${number}`]: number;
}

async function totals(db: DbOrTx, courseId: string) {
  const buckets = sql.join(
    PROGRESS_BUCKETS.map(
      ([from, to], i) =>
        sql`count(*) filter (where p.progress_percentage between ${from} and ${to})::int as ${sql.raw(`b${i}`)}`,
    ),
    sql`, `,
  );
  const [row] = await rowsOf<TotalsRow>(
    db,
    sql`select count(*)::int as enrolled,
      count(*) filter (where p.started_at is not null)::int as started,
      count(*) filter (where p.completed_at is not null)::int as completed,
      coalesce(round(avg(p.progress_percentage)), 0)::int as average,
      ${buckets},
      (select count(*)::int from ${lessons} l join ${modules} m on m.id = l.module_id
        where m.course_id = ${courseId}) as lessons
    from ${userLearningPath} p where p.course_id = ${courseId}`,
  );
  return row;
}

/**
 * Drop-off per lesson (decision 0050): for every learner who has not completed the course,
 * worked on at least one lesson and had no lesson activity for DROP_OFF_INACTIVE_DAYS days,
 * their last completed lesson in course order, or without one the furthest lesson they worked
 * on (solved, answered, read: the record of learning, decision 0187); counted per lesson.
 */
async function dropOff(db: DbOrTx, courseId: string, now: Date) {
  const inactiveSince = new Date(now.getTime() - DROP_OFF_INACTIVE_DAYS * 24 * 3600 * 1000);
  return rowsOf<{ lessonId: string; lessonTitle: string; moduleTitle: string; learners: number }>(
    db,
    sql`with course_lessons as (
      select l.id, l.title, m.title as module_title,
        row_number() over (order by m.order_index, l.order_index, l.id) as pos
      from ${lessons} l join ${modules} m on m.id = l.module_id
      where m.course_id = ${courseId}
    ), stopped as (
      select p.user_id, coalesce(max(cl.pos) filter (where ulp.completed_at is not null),
        max(cl.pos)) as last_pos
      from ${userLearningPath} p
      join ${userLessonProgress} ulp on ulp.user_id = p.user_id
      join course_lessons cl on cl.id = ulp.lesson_id
      where p.course_id = ${courseId} and p.completed_at is null
      group by p.user_id
      having max(ulp.updated_at) < ${inactiveSince.toISOString()}::timestamptz
    )
    select cl.id as "lessonId", cl.title as "lessonTitle", cl.module_title as "moduleTitle",
      count(s.user_id)::int as learners
    from course_lessons cl left join stopped s on s.last_pos = cl.pos
    group by cl.id, cl.title, cl.module_title, cl.pos
    order by cl.pos`,
  );
}

/** The course report: four statements whatever the number of learners and lessons. */
export async function courseReport(
  db: DbOrTx,
  courseId: string,
  page: number,
  pageSize: number,
  now = new Date(),
): Promise<CourseReportResponse> {
  const course = await loadCourse(db, courseId);
  const [t, drop, rows] = await Promise.all([
    totals(db, courseId),
    dropOff(db, courseId, now),
    learnerRows(db, courseId)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return {
    course,
    totals: {
      enrolled: t.enrolled,
      started: t.started,
      completed: t.completed,
      averageProgress: t.average,
      lessons: t.lessons,
    },
    distribution: PROGRESS_BUCKETS.map(([from, to], i) => ({
      from,
      to,
      learners: Number(t[`b${i}`]),
    })),
    dropOff: drop.map((d) => ({ ...d, learners: Number(d.learners) })),
    learners: rows.map((r) => ({
      ...r,
      enrolledAt: iso(r.enrolledAt)!,
      startedAt: iso(r.startedAt),
      lastActivityAt: iso(r.lastActivityAt),
      completedAt: iso(r.completedAt),
    })),
    page,
    pageSize,
    total: t.enrolled,
  };
}

export const COURSE_CSV_HEADER = [
  "name",
  "email",
  "enrolled_at",
  "started_at",
  "progress_percent",
  "last_activity_at",
  "completed_at",
];

/** Every enrolled learner as CSV rows (two statements). */
export async function courseReportCsv(db: DbOrTx, courseId: string) {
  const course = await loadCourse(db, courseId);
  const rows = await learnerRows(db, courseId);
  return {
    course,
    rows: rows.map((r): CsvValue[] => [
      r.name,
      r.email,
      iso(r.enrolledAt),
      iso(r.startedAt),
      r.progress,
      iso(r.lastActivityAt),
      iso(r.completedAt),
    ]),
  };
}
