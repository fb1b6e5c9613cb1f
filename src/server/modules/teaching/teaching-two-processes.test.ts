import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { insertCohort, insertTeachCourse } from "../../test/cohort-helpers";
import type {
  AttendanceResponse,
  CohortViewResponse,
  LiveSession,
} from "@shared/contracts/teaching";
import type { NotificationsResponse } from "@shared/contracts/notifications";

/**
 * Two server processes on one PostgreSQL (issue 44): an announcement or attendance written
 * through one is seen through the other at the next request; nothing about classes is held in
 * a process. Runs where TEST_DATABASE_URL is set (CI); PGlite serves one process only.
 */
const enabled = Boolean(process.env.TEST_DATABASE_URL);
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  if (!enabled) return;
  a = await createTestApp();
  b = await createTestApp({}, { databaseUrl: a.databaseUrl });
}, 60_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe.runIf(enabled)("the teacher's writes across two processes", () => {
  it("an announcement and attendance written through A are read through B at once", async () => {
    const course = await insertTeachCourse(a);
    const teacher = await a.signIn("teacher");
    const learner = await a.signIn("user");
    const cohort = await insertCohort(a, {
      courseId: course.courseId,
      teacherIds: [teacher.userId],
      learnerIds: [learner.userId],
      dueInDays: [-1],
    });
    // B reads the class first (anything it might keep would now be stale).
    const before = await b.request(`/api/teach/cohorts/${cohort.id}`, { cookie: teacher.cookie });
    expect(((await before.json()) as CohortViewResponse).announcements).toEqual([]);

    const posted = await a.request(`/api/teach/cohorts/${cohort.id}/announcements`, {
      json: { title: "Über Prozess A", body: "Hallo" },
      cookie: teacher.cookie,
    });
    expect(posted.status).toBe(201);
    const view = (await (
      await b.request(`/api/teach/cohorts/${cohort.id}`, { cookie: teacher.cookie })
    ).json()) as CohortViewResponse;
    expect(view.announcements.map((x) => x.title)).toEqual(["Über Prozess A"]);
    const bell = (await (
      await b.request("/api/me/notifications", { cookie: learner.cookie })
    ).json()) as NotificationsResponse;
    expect(bell.items[0]).toMatchObject({
      kind: "cohortAnnouncement",
      data: { title: "Über Prozess A" },
    });

    const made = await b.request(`/api/teach/cohorts/${cohort.id}/sessions`, {
      json: {
        title: "Live",
        startsAt: "2026-12-01T17:00:00+01:00",
        durationMinutes: 45,
        url: "https://meet.example.org/x",
      },
      cookie: teacher.cookie,
    });
    const session = (await made.json()) as LiveSession;
    const recorded = await a.request(
      `/api/teach/cohorts/${cohort.id}/sessions/${session.id}/attendance`,
      {
        method: "PUT",
        json: { entries: [{ userId: learner.userId, status: "present" }] },
        cookie: teacher.cookie,
      },
    );
    expect(recorded.status).toBe(200);
    const seen = (await (
      await b.request(`/api/teach/cohorts/${cohort.id}/sessions/${session.id}`, {
        cookie: teacher.cookie,
      })
    ).json()) as AttendanceResponse;
    expect(seen.learners).toEqual([
      { userId: learner.userId, name: "Test user", status: "present" },
    ]);
  }, 60_000);
});
