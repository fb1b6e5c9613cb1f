import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql, type SQL } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import { insertCohort, insertTeachCourse, type TestCohort } from "../../test/cohort-helpers";
import { lessons, user, userLessonProgress } from "../../db/schema";
import type { DashboardResponse, LearningPathResponse } from "@shared/contracts/learning";
import type { LiveSession } from "@shared/contracts/teaching";
import { WEB_CAREER_PLAN } from "../../test/plan-helpers";

/*
 * The learner's week ("Diese Woche x von y Min.") reads stored minutes per learner, UTC week
 * and subject (decision 0242), kept by triggers on the record of learning, the progress and
 * the lessons. Whatever happens (reading, completions and taking them back, a lesson's minutes
 * edited, a live session attended and taken back, a completion moved to last week, a lesson
 * deleted, a learner deleted), the stored rows equal a recomputation from the source rows, and
 * the dashboard and the path show what the week's formula over the source rows gives.
 */

let t: TestApp;
let cohort: TestCohort;
type Person = { cookie: string; userId: string };
let teacher: Person;
let lea: Person;
let session: LiveSession;

const NIL = "00000000-0000-0000-0000-000000000000";

async function rows<T>(query: SQL): Promise<T[]> {
  const res = (await t.deps.db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(res) ? res : res.rows;
}

/** Every learner's minutes per UTC week and subject, from the record and the progress. */
const recomputed = sql`select x.user_id, x.week_start, x.subject_id,
    sum(x.r)::int as read_seconds, max(x.d)::int as done_minutes from (
    select e.user_id, date_trunc('week', e.at at time zone 'UTC')::date as week_start,
      coalesce(case when e.kind = 'reading' then e.lesson_id else e.subject_id end,
        ${NIL}::uuid) as subject_id, e.seconds as r, 0 as d
    from learning_events e where e.kind in ('reading', 'live_session')
    union all
    select p.user_id, date_trunc('week', p.completed_at at time zone 'UTC')::date, p.lesson_id, 0,
      l.estimated_duration_minutes
    from user_lesson_progress p join lessons l on l.id = p.lesson_id
    where p.completed_at is not null) x
  group by 1, 2, 3 having sum(x.r) <> 0 or max(x.d) <> 0`;

const stored = sql`select user_id, week_start, subject_id, read_seconds, done_minutes
  from learner_week_minutes`;

/** The stored rows against the recomputation (both ways), and how many rows there are. */
async function storedMinusRecomputed() {
  const [row] = await rows<{ extra: number; missing: number; n: number }>(sql`select
    (select count(*) from (${stored} except ${recomputed}) x)::int as extra,
    (select count(*) from (${recomputed} except ${stored}) x)::int as missing,
    (select count(*) from learner_week_minutes)::int as n`);
  return row;
}

/** The week's minutes as the home statement computed them before decision 0242. */
async function weekFromSources(userId: string) {
  const [row] = await rows<{ done: number }>(sql`select
    coalesce(round(sum(greatest(w.read / 60.0, w.done))), 0)::int as done
    from (select x.lesson_id, sum(x.read) as read, max(x.done) as done from (
        select e.lesson_id, e.seconds as read, 0 as done from learning_events e
        where e.user_id = ${userId} and e.at >= date_trunc('week', now() at time zone 'UTC') at time zone 'UTC'
          and e.kind = 'reading'
        union all
        select e.subject_id, e.seconds, 0 from learning_events e
        where e.user_id = ${userId} and e.at >= date_trunc('week', now() at time zone 'UTC') at time zone 'UTC'
          and e.kind = 'live_session'
        union all
        select p.lesson_id, 0, coalesce(l.estimated_duration_minutes, 0)
        from user_lesson_progress p join lessons l on l.id = p.lesson_id
        where p.user_id = ${userId}
          and p.completed_at >= date_trunc('week', now() at time zone 'UTC') at time zone 'UTC') x
      group by x.lesson_id) w`);
  return Number(row.done);
}

async function get<T>(path: string, who: Person) {
  const res = await t.request(path, { cookie: who.cookie });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

/** Dashboard, path, the formula over the source rows and the stored rows all agree. */
async function expectWeek(minutes: number) {
  const dash = await get<DashboardResponse>("/api/learning/dashboard?lang=de", lea);
  const path = await get<LearningPathResponse>("/api/learning/path?lang=de", lea);
  expect({
    dashboard: dash.weeklyGoal?.doneMinutes,
    path: path.plan?.weekDoneMinutes,
    sources: await weekFromSources(lea.userId),
  }).toEqual({ dashboard: minutes, path: minutes, sources: minutes });
  const check = await storedMinusRecomputed();
  expect(check).toMatchObject({ extra: 0, missing: 0 });
  return check.n;
}

async function ok(res: Response | Promise<Response>) {
  const r = await res;
  expect(r.status, await r.clone().text()).toBeLessThan(300);
}

/** Reading posts of at most 120 seconds each (what the browser sends). */
async function read(lessonId: string, seconds: number, who = lea) {
  for (let left = seconds; left > 0; left -= 120)
    await ok(
      t.request("/api/learning/events", {
        method: "POST",
        cookie: who.cookie,
        json: { lessonId, kind: "reading", seconds: Math.min(left, 120) },
      }),
    );
}
const complete = (lessonId: string, who = lea) =>
  ok(
    t.request(`/api/learning/lessons/${lessonId}/complete`, { method: "POST", cookie: who.cookie }),
  );
const attend = (status: string) =>
  ok(
    t.request(`/api/teach/cohorts/${cohort.id}/sessions/${session.id}/attendance`, {
      method: "PUT",
      cookie: teacher.cookie,
      json: { entries: [{ userId: lea.userId, status }] },
    }),
  );
const setMinutes = (lessonId: string, minutes: number) =>
  t.deps.db
    .update(lessons)
    .set({ estimatedDurationMinutes: minutes })
    .where(eq(lessons.id, lessonId));
const setCompletedAt = (lessonId: string, at: Date | null) =>
  t.deps.db
    .update(userLessonProgress)
    .set({ completedAt: at })
    .where(eq(userLessonProgress.lessonId, lessonId));

beforeAll(async () => {
  t = await createTestApp();
  const course = await insertTeachCourse(t);
  teacher = await t.signIn("teacher");
  lea = await t.signIn("user");
  cohort = await insertCohort(t, {
    courseId: course.courseId,
    teacherIds: [teacher.userId],
    learnerIds: [lea.userId],
    dueInDays: [0, 7],
  });
  // With a learning profile the dashboard and the path show the week's minutes.
  await ok(
    t.request("/api/plan/profile", {
      method: "PUT",
      cookie: lea.cookie,
      json: WEB_CAREER_PLAN,
    }),
  );
  const created = await t.request(`/api/teach/cohorts/${cohort.id}/sessions`, {
    method: "POST",
    cookie: teacher.cookie,
    json: {
      title: "Schleifen live",
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      durationMinutes: 90,
      url: "https://meet.example/klasse-live",
    },
  });
  expect(created.status).toBeLessThan(300);
  session = (await created.json()) as LiveSession;
});
afterAll(async () => {
  await t?.close();
});

describe("the learner's week from stored minutes", () => {
  it("agrees with the record and the progress through every kind of change", async () => {
    const [l1, l2, l3] = cohort.modules.flatMap((m) => m.lessonIds);
    await setMinutes(l1!, 25);
    await setMinutes(l2!, 25);
    await setMinutes(l3!, 10);
    expect(await expectWeek(0)).toBe(0);

    // Read 1.5 minutes of lesson 1: 2 (rounded). Completed: its 25 minutes, not 25 + 1.5.
    await read(l1!, 90);
    await expectWeek(2);
    await complete(l1!);
    await expectWeek(25);
    // Lesson 2 read for 10 minutes, completed, the completion taken back: 35, 50, 35.
    await read(l2!, 600);
    await expectWeek(35);
    await complete(l2!);
    await expectWeek(50);
    await setCompletedAt(l2!, null);
    await expectWeek(35);
    // The editor changes lesson 1's minutes: its completion counts the new minutes.
    await setMinutes(l1!, 40);
    await expectWeek(50);
    // A live session attended: its 90 minutes; taken back: gone again.
    await attend("present");
    await expectWeek(140);
    await attend("absent");
    await expectWeek(50);
    // Lesson 3 completed, then its minutes set to 0: nothing of it is left (no row).
    await complete(l3!);
    await expectWeek(60);
    const before = await expectWeek(60);
    await setMinutes(l3!, 0);
    expect(await expectWeek(50)).toBe(before - 1);
    // Lesson 1's completion moved to last week: this week keeps only its 1.5 minutes read
    // (1.5 + 10 = 11.5, rounded 12); last week has the completion.
    await setCompletedAt(l1!, new Date(Date.now() - 8 * 24 * 3600 * 1000));
    await expectWeek(12);
    // Lesson 2 deleted with its progress: its reading still counts (a deleted lesson's reading).
    await t.deps.db.delete(lessons).where(eq(lessons.id, l2!));
    await expectWeek(12);
    const kept = await rows<{ subject_id: string; read_seconds: number }>(
      sql`select subject_id, read_seconds from learner_week_minutes
        where user_id = ${lea.userId} and subject_id = ${NIL}::uuid`,
    );
    expect(kept).toEqual([{ subject_id: NIL, read_seconds: 600 }]);
  });

  it("a deleted learner's rows go with them, and another learner's stay", async () => {
    const other = await t.signIn("user");
    const lessonId = cohort.modules[1]!.lessonIds[1]!;
    await read(lessonId, 120, other);
    await complete(lessonId, other);
    const mine = sql`select count(*)::int as n from learner_week_minutes where user_id = ${other.userId}`;
    expect((await rows<{ n: number }>(mine))[0]!.n).toBe(1);
    await t.deps.db.delete(user).where(eq(user.id, other.userId));
    expect((await rows<{ n: number }>(mine))[0]!.n).toBe(0);
    expect(await storedMinusRecomputed()).toMatchObject({ extra: 0, missing: 0 });
    await expectWeek(12);
  });
});
