import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import {
  addMembers,
  insertCohort,
  insertTeachCourse,
  type TestCohort,
} from "../../test/cohort-helpers";
import { learningEvents } from "../../db/schema";
import type { DashboardResponse, LearningPathResponse } from "@shared/contracts/learning";
import type {
  GradebookResponse,
  LearnerViewResponse,
  LiveSession,
} from "@shared/contracts/teaching";
import { WEB_CAREER_PLAN } from "../../test/plan-helpers";

/*
 * Attendance at live sessions counts in the record of learning (issue 44, decision 0230):
 * present writes one act of the session's minutes, however often it is recorded; absent or
 * excused removes it; changing or deleting the session follows. The learner's week, the
 * gradebook and the certificate of participation read the same minutes.
 */

let t: TestApp;
let cohort: TestCohort;
type Person = { cookie: string; userId: string; email: string };
let teacher: Person;
let lea: Person;
let others: Person[];
let session: LiveSession;

const statements = (res: Response) => Number(res.headers.get("x-sql-statements"));

async function json<T>(path: string, who: Person, init: { method?: string; json?: unknown } = {}) {
  const res = await t.request(path, { cookie: who.cookie, ...init });
  expect(res.status, `${path} ${await res.clone().text()}`).toBeLessThan(300);
  return { body: (await res.json()) as T, res };
}

const attend = (status: string, who: Person[] = [lea]) =>
  t.request(`/api/teach/cohorts/${cohort.id}/sessions/${session.id}/attendance`, {
    method: "PUT",
    cookie: teacher.cookie,
    json: { entries: who.map((p) => ({ userId: p.userId, status })) },
  });

/** What each screen says of Lea's attended minutes and learning time. */
async function figures() {
  const dash = (await json<DashboardResponse>("/api/learning/dashboard", lea)).body;
  const path = (await json<LearningPathResponse>("/api/learning/path", lea)).body;
  const book = (await json<GradebookResponse>(`/api/teach/cohorts/${cohort.id}/gradebook`, teacher))
    .body;
  const row = book.learners.find((l) => l.userId === lea.userId)!;
  const acts = await t.deps.db
    .select({ seconds: learningEvents.seconds })
    .from(learningEvents)
    .where(and(eq(learningEvents.userId, lea.userId), eq(learningEvents.kind, "live_session")));
  return {
    week: dash.weeklyGoal!.doneMinutes,
    pathWeek: path.plan!.weekDoneMinutes,
    attended: row.attendedMinutes,
    learned: row.learnedMinutes,
    acts: acts.map((a) => a.seconds),
    streak: dash.streak.current,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const course = await insertTeachCourse(t);
  teacher = await t.signIn("teacher");
  lea = await t.signIn("user");
  others = [await t.signIn("user"), await t.signIn("user"), await t.signIn("user")];
  cohort = await insertCohort(t, {
    courseId: course.courseId,
    name: "Klasse Live",
    teacherIds: [teacher.userId],
    learnerIds: [lea.userId],
    dueInDays: [-3, 7],
  });
  // With a learning profile the dashboard and path show this week's minutes.
  await json("/api/plan/profile", lea, {
    method: "PUT",
    json: WEB_CAREER_PLAN,
  });
  session = (
    await json<LiveSession>(`/api/teach/cohorts/${cohort.id}/sessions`, teacher, {
      method: "POST",
      json: {
        title: "Schleifen live",
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        durationMinutes: 90,
        url: "https://meet.example/klasse-live",
      },
    })
  ).body;
});
afterAll(async () => {
  await t.close();
});

describe("attendance in the record of learning", () => {
  it("counts a session attended once in the learner's week, the gradebook and the certificate", async () => {
    const before = await figures();
    expect(before).toMatchObject({ week: 0, pathWeek: 0, attended: 0, acts: [], streak: 0 });

    expect((await attend("present")).status).toBe(200);
    const present = await figures();
    expect(present).toMatchObject({
      week: 90,
      pathWeek: 90,
      attended: 90,
      learned: before.learned,
      acts: [90 * 60],
      streak: 1,
    });

    // Recording again, also twice at once, never counts twice.
    expect((await attend("present")).status).toBe(200);
    const both = await Promise.all([attend("present"), attend("present")]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(await figures()).toEqual(present);

    // The certificate of participation states the same hours; the teacher's timeline shows it.
    const issued = await json<{ id: string }>(
      `/api/teach/cohorts/${cohort.id}/learners/${lea.userId}/participation`,
      teacher,
      { method: "POST" },
    );
    const verified = await t.request(`/api/participation/${issued.body.id}/verify`);
    expect(await verified.json()).toMatchObject({ attendedHours: 1.5, learnedHours: 0 });
    const view = (
      await json<LearnerViewResponse>(
        `/api/teach/cohorts/${cohort.id}/learners/${lea.userId}`,
        teacher,
      )
    ).body;
    expect(view.timeline.filter((e) => e.kind === "live_session")).toEqual([
      expect.objectContaining({ seconds: 90 * 60, subjectId: session.id }),
    ]);
  });

  it("takes the act back for absent and excused, and follows the session's changes", async () => {
    expect((await attend("absent")).status).toBe(200);
    expect(await figures()).toMatchObject({ week: 0, pathWeek: 0, attended: 0, acts: [] });
    expect((await attend("excused")).status).toBe(200);
    expect(await figures()).toMatchObject({ week: 0, attended: 0, acts: [] });

    expect((await attend("present")).status).toBe(200);
    const changed = await t.request(`/api/teach/cohorts/${cohort.id}/sessions/${session.id}`, {
      method: "PUT",
      cookie: teacher.cookie,
      json: {
        title: "Schleifen live",
        startsAt: session.startsAt,
        durationMinutes: 30,
        url: "https://meet.example/klasse-live",
      },
    });
    expect(changed.status).toBe(200);
    expect(await figures()).toMatchObject({ week: 30, pathWeek: 30, attended: 30, acts: [1800] });

    const deleted = await t.request(`/api/teach/cohorts/${cohort.id}/sessions/${session.id}`, {
      method: "DELETE",
      cookie: teacher.cookie,
    });
    expect(deleted.status).toBeLessThan(300);
    expect(await figures()).toMatchObject({ week: 0, attended: 0, acts: [] });
  });

  it("records attendance in the same number of statements for one learner and for four", async () => {
    session = (
      await json<LiveSession>(`/api/teach/cohorts/${cohort.id}/sessions`, teacher, {
        method: "POST",
        json: {
          title: "Funktionen live",
          startsAt: new Date(Date.now() - 60_000).toISOString(),
          durationMinutes: 60,
          url: "https://meet.example/klasse-live",
        },
      })
    ).body;
    await addMembers(
      t,
      cohort.id,
      others.map((o) => o.userId),
    );
    const one = await attend("present");
    expect(one.status).toBe(200);
    const four = await attend("present", [lea, ...others]);
    expect(four.status).toBe(200);
    expect(statements(four)).toBe(statements(one));
    const acts = await t.deps.db
      .select({ userId: learningEvents.userId })
      .from(learningEvents)
      .where(
        and(eq(learningEvents.kind, "live_session"), eq(learningEvents.subjectId, session.id)),
      );
    expect(acts).toHaveLength(4);
  });
});
