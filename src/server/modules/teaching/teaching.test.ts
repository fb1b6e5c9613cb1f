import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import {
  addMembers,
  ageActivity,
  insertCohort,
  insertTeachCourse,
  type TestCohort,
} from "../../test/cohort-helpers";
import { user } from "../../db/schema";
import type {
  AttendanceResponse,
  CohortViewResponse,
  GradebookResponse,
  LearnerCodeResponse,
  LearnerViewResponse,
  LiveSession,
  TeachHomeResponse,
} from "@shared/contracts/teaching";
import type { NotificationsResponse } from "@shared/contracts/notifications";
import { STUCK_FAILED_RUNS } from "@shared/domain/needs-attention";

/*
 * The teacher's API (issue 44): every route needs the role teacher or higher and touches
 * only the classes the caller teaches; the figures come from the record of learning; writes
 * are idempotent; every request runs the same number of statements at two class sizes.
 */

let t: TestApp;
let course: Awaited<ReturnType<typeof insertTeachCourse>>;
let cohortA: TestCohort;
let cohortB: TestCohort;
type Person = { cookie: string; userId: string; email: string };
let teacherA: Person;
let teacherB: Person;
let admin: Person;
let moderator: Person;
let behind: Person;
let onTrack: Person;
let stuck: Person;
let learnerB: Person;

const statements = (res: Response) => Number(res.headers.get("x-sql-statements"));
const FAILING = [
  { id: "empty", status: "failed" as const },
  { id: "secret", status: "failed" as const },
];
const FILES = [{ name: "main.js", content: "function sum(xs) { return 1; } // MEIN-CODE-42" }];

/** Decodes the text a PDF shows (pdfkit writes hex strings in TJ arrays when uncompressed). */
function pdfText(buf: ArrayBuffer) {
  const raw = Buffer.from(buf).toString("latin1");
  return [...raw.matchAll(/\[(.*?)\] TJ/g)]
    .map((m) =>
      [...m[1]!.matchAll(/<([0-9a-f]+)>/g)]
        .map((h) => Buffer.from(h[1]!, "hex").toString("latin1"))
        .join(""),
    )
    .join("\n");
}

async function get<T>(path: string, cookie: string, status = 200) {
  const res = await t.request(`/api${path}`, { cookie });
  expect(res.status, path).toBe(status);
  return { body: (await res.json()) as T, res };
}

beforeAll(async () => {
  t = await createTestApp();
  course = await insertTeachCourse(t);
  teacherA = await t.signIn("teacher");
  teacherB = await t.signIn("teacher");
  admin = await t.signIn("admin");
  moderator = await t.signIn("moderator");
  behind = await t.signIn("user");
  onTrack = await t.signIn("user");
  stuck = await t.signIn("user");
  learnerB = await t.signIn("user");
  // Module 1 was due three days ago, module 2 is due in a week.
  cohortA = await insertCohort(t, {
    courseId: course.courseId,
    name: "Klasse A",
    teacherIds: [teacherA.userId],
    learnerIds: [behind.userId, onTrack.userId, stuck.userId],
    dueInDays: [-3, 7],
  });
  cohortB = await insertCohort(t, {
    courseId: course.courseId,
    name: "Klasse B",
    teacherIds: [teacherB.userId],
    learnerIds: [learnerB.userId],
    dueInDays: [-3, 7],
  });
  // On track: both lessons of module 1 completed.
  for (const lessonId of cohortA.modules[0]!.lessonIds) {
    const res = await t.request(`/api/learning/lessons/${lessonId}/complete`, {
      method: "POST",
      cookie: onTrack.cookie,
    });
    expect(res.status).toBe(200);
  }
  // Behind: one lesson of module 1, ten days ago (inactive too).
  await t.request(`/api/learning/lessons/${cohortA.modules[0]!.lessonIds[0]}/complete`, {
    method: "POST",
    cookie: behind.cookie,
  });
  await ageActivity(t, behind.userId, 10);
  // Stuck: saved code, many failed check runs on the code exercise, and module 1 done.
  const saved = await t.request(`/api/learning/exercises/${course.exerciseId}/code`, {
    method: "PUT",
    json: { files: FILES },
    cookie: stuck.cookie,
  });
  expect(saved.status).toBe(200);
  for (let i = 0; i < STUCK_FAILED_RUNS + 1; i++) {
    const res = await t.request(`/api/learning/exercises/${course.exerciseId}/results`, {
      json: { files: FILES, results: FAILING },
      cookie: stuck.cookie,
    });
    expect(res.status).toBe(200);
  }
  for (const lessonId of cohortA.modules[0]!.lessonIds)
    await t.request(`/api/learning/lessons/${lessonId}/complete`, {
      method: "POST",
      cookie: stuck.cookie,
    });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe("access and class scoping", () => {
  it("a learner reads and writes nothing under /api/teach; signed out is 401", async () => {
    for (const path of [
      "/api/teach/cohorts",
      `/api/teach/cohorts/${cohortA.id}`,
      `/api/teach/cohorts/${cohortA.id}/gradebook`,
      `/api/teach/cohorts/${cohortA.id}/gradebook/csv`,
    ]) {
      expect((await t.request(path, { cookie: behind.cookie })).status, path).toBe(403);
      expect((await t.request(path)).status, path).toBe(401);
    }
    const post = await t.request(`/api/teach/cohorts/${cohortA.id}/announcements`, {
      json: { title: "x", body: "y" },
      cookie: behind.cookie,
    });
    expect(post.status).toBe(403);
  });

  it("a teacher of class A reads nothing of class B, and B's learner is not A's", async () => {
    const home = (await get<TeachHomeResponse>("/teach/cohorts", teacherA.cookie)).body;
    expect(home.cohorts.map((c) => c.name)).toEqual(["Klasse A"]);
    expect(JSON.stringify(home)).not.toContain(learnerB.email);
    for (const path of [
      `/teach/cohorts/${cohortB.id}`,
      `/teach/cohorts/${cohortB.id}/gradebook`,
      `/teach/cohorts/${cohortB.id}/gradebook/csv`,
      `/teach/cohorts/${cohortB.id}/learners/${learnerB.userId}`,
      `/teach/cohorts/${cohortA.id}/learners/${learnerB.userId}`,
      `/teach/cohorts/${cohortB.id}/learners/${learnerB.userId}/exercises/${course.exerciseId}`,
      `/teach/cohorts/not-a-uuid`,
    ])
      await get(path, teacherA.cookie, 404);
    const writes = [
      t.request(`/api/teach/cohorts/${cohortB.id}/announcements`, {
        json: { title: "Hallo", body: "B" },
        cookie: teacherA.cookie,
      }),
      t.request(`/api/teach/cohorts/${cohortB.id}/learners/${learnerB.userId}/nudge`, {
        json: { message: "Hallo" },
        cookie: teacherA.cookie,
      }),
      t.request(`/api/teach/cohorts/${cohortA.id}/learners/${learnerB.userId}/nudge`, {
        json: { message: "Hallo" },
        cookie: teacherA.cookie,
      }),
      t.request(`/api/teach/cohorts/${cohortB.id}/sessions`, {
        json: {
          title: "Live",
          startsAt: new Date().toISOString(),
          durationMinutes: 60,
          url: "https://meet.example.org/b",
        },
        cookie: teacherA.cookie,
      }),
    ];
    for (const res of await Promise.all(writes)) expect(res.status).toBe(404);
    const notices = (await get<NotificationsResponse>("/me/notifications", learnerB.cookie)).body;
    expect(notices.items).toEqual([]);
  });

  it("an admin reads every class; a moderator who teaches none reads none", async () => {
    const home = (await get<TeachHomeResponse>("/teach/cohorts", admin.cookie)).body;
    expect(home.cohorts.map((c) => c.name).sort()).toEqual(["Klasse A", "Klasse B"]);
    await get(`/teach/cohorts/${cohortB.id}`, admin.cookie);
    expect((await get<TeachHomeResponse>("/teach/cohorts", moderator.cookie)).body.cohorts).toEqual(
      [],
    );
    await get(`/teach/cohorts/${cohortA.id}`, moderator.cookie, 404);
  });
});

describe("the class against its schedule", () => {
  it("shows each learner's progress, activity, exercises and why they need attention", async () => {
    const view = (await get<CohortViewResponse>(`/teach/cohorts/${cohortA.id}`, teacherA.cookie))
      .body;
    const row = (p: Person) => view.learners.find((l) => l.userId === p.userId)!;
    expect(view.learners).toHaveLength(3);
    expect(row(onTrack)).toMatchObject({
      dueModules: 1,
      doneDueModules: 1,
      totalModules: 2,
      reasons: [],
    });
    expect(row(onTrack).lastActivityAt).not.toBeNull();
    expect(row(behind)).toMatchObject({ dueModules: 1, doneDueModules: 0 });
    expect(row(behind).reasons).toEqual([
      { kind: "behind", modules: 1 },
      { kind: "inactive", days: 10, never: false },
    ]);
    expect(row(stuck)).toMatchObject({ failedRuns: STUCK_FAILED_RUNS + 1, solvedExercises: 0 });
    expect(row(stuck).reasons).toEqual([
      {
        kind: "stuck",
        exerciseId: course.exerciseId,
        lessonTitle: "Lektion 1.1",
        failedRuns: STUCK_FAILED_RUNS + 1,
      },
    ]);
    const home = (await get<TeachHomeResponse>("/teach/cohorts", teacherA.cookie)).body;
    // The home's list says who, in which class and why; the figures are the class view's.
    for (const a of home.attention)
      expect(Object.keys(a).sort()).toEqual([
        "cohortId",
        "cohortName",
        "name",
        "reasons",
        "userId",
      ]);
    expect(home.attention.map((a) => [a.name, a.reasons.map((r) => r.kind)])).toEqual(
      [behind, stuck]
        .map((p) => view.learners.find((l) => l.userId === p.userId)!)
        .sort((x, y) => x.name.localeCompare(y.name) || x.userId.localeCompare(y.userId))
        .map((l) => [l.name, l.reasons.map((r) => r.kind)]),
    );
  });

  it("a learner's page: timeline from the record and their code read-only with the last results", async () => {
    const page = (
      await get<LearnerViewResponse>(
        `/teach/cohorts/${cohortA.id}/learners/${stuck.userId}`,
        teacherA.cookie,
      )
    ).body;
    expect(page.timeline.filter((e) => e.kind === "code_checked")).toHaveLength(
      STUCK_FAILED_RUNS + 1,
    );
    expect(page.timeline.filter((e) => e.kind === "lesson_completed")).toHaveLength(2);
    expect(page.exercises).toMatchObject([
      {
        exerciseId: course.exerciseId,
        solvedAt: null,
        failedRuns: STUCK_FAILED_RUNS + 1,
        passed: 0,
        failed: 2,
      },
    ]);
    const code = (
      await get<LearnerCodeResponse>(
        `/teach/cohorts/${cohortA.id}/learners/${stuck.userId}/exercises/${course.exerciseId}`,
        teacherA.cookie,
      )
    ).body;
    expect(code.files[0]!.content).toContain("MEIN-CODE-42");
    expect(code.results).toEqual([
      { id: "empty", status: "failed", title: "sum([]) ergibt 0" },
      { id: "secret", status: "failed", title: null },
    ]);
    // A learner who never saved: the starter files, marked as not saved.
    const none = (
      await get<LearnerCodeResponse>(
        `/teach/cohorts/${cohortA.id}/learners/${onTrack.userId}/exercises/${course.exerciseId}`,
        teacherA.cookie,
      )
    ).body;
    expect(none).toMatchObject({ saved: false, results: [] });
  });
});

describe("announcements and nudges", () => {
  it("reach every learner of the class in the bell, by e-mail only with product e-mails on", async () => {
    await t.deps.db.update(user).set({ productEmails: false }).where(eq(user.id, behind.userId));
    const res = await t.request(`/api/teach/cohorts/${cohortA.id}/announcements`, {
      json: { title: "Live-Termin morgen", body: "Bitte bereitet Modul 2 vor.\n\nBis morgen!" },
      cookie: teacherA.cookie,
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { notified: number }).notified).toBe(3);
    for (const p of [behind, onTrack, stuck]) {
      const bell = (await get<NotificationsResponse>("/me/notifications", p.cookie)).body;
      expect(bell.items[0]).toMatchObject({
        kind: "cohortAnnouncement",
        link: "/app",
        data: { cohort: "Klasse A", title: "Live-Termin morgen" },
      });
    }
    expect(await t.outbox(behind.email)).toEqual([]);
    const [mail] = await t.outbox(onTrack.email);
    expect(mail.subject).toBe("Neue Ankündigung in „Klasse A“: Live-Termin morgen");
    expect(mail.html).toContain("<p>Bis morgen!</p>");
    const view = (await get<CohortViewResponse>(`/teach/cohorts/${cohortA.id}`, teacherA.cookie))
      .body;
    expect(view.announcements[0]).toMatchObject({ title: "Live-Termin morgen" });
  });

  it("a nudge reaches the one learner", async () => {
    const res = await t.request(
      `/api/teach/cohorts/${cohortA.id}/learners/${behind.userId}/nudge`,
      {
        json: { message: "<b>Wie läuft es?</b>" },
        cookie: teacherA.cookie,
      },
    );
    expect(res.status).toBe(200);
    const bell = (await get<NotificationsResponse>("/me/notifications", behind.cookie)).body;
    expect(bell.items[0]).toMatchObject({
      kind: "teacherNudge",
      data: { message: "<b>Wie läuft es?</b>" },
    });
    const other = (await get<NotificationsResponse>("/me/notifications", onTrack.cookie)).body;
    expect(other.items.some((n) => n.kind === "teacherNudge")).toBe(false);
    const [mail] = (await t.outbox(stuck.email)).filter(
      (m) => m.kind === "notification-teacherNudge",
    );
    expect(mail).toBeUndefined();
  });
});

describe("live sessions and attendance", () => {
  let session: LiveSession;
  it("refuses a link that is not http(s) and creates, changes and lists a session", async () => {
    const bad = await t.request(`/api/teach/cohorts/${cohortA.id}/sessions`, {
      json: {
        title: "Live",
        startsAt: "2026-12-01T17:00:00+01:00",
        durationMinutes: 90,
        url: "javascript:alert(1)",
      },
      cookie: teacherA.cookie,
    });
    expect(bad.status).toBe(400);
    const made = await t.request(`/api/teach/cohorts/${cohortA.id}/sessions`, {
      json: {
        title: "Live",
        startsAt: "2026-12-01T17:00:00+01:00",
        durationMinutes: 90,
        url: "https://meet.jit.si/klasse-a",
      },
      cookie: teacherA.cookie,
    });
    expect(made.status).toBe(201);
    session = (await made.json()) as LiveSession;
    expect(session).toMatchObject({ startsAt: "2026-12-01T16:00:00.000Z", present: 0 });
    const changed = await t.request(`/api/teach/cohorts/${cohortA.id}/sessions/${session.id}`, {
      method: "PUT",
      json: {
        title: "Live: Schleifen",
        startsAt: "2026-12-01T17:00:00+01:00",
        durationMinutes: 60,
        url: "https://bbb.example.org/r/1",
      },
      cookie: teacherA.cookie,
    });
    expect(changed.status).toBe(200);
    const view = (await get<CohortViewResponse>(`/teach/cohorts/${cohortA.id}`, teacherA.cookie))
      .body;
    expect(view.sessions).toMatchObject([
      { id: session.id, title: "Live: Schleifen", durationMinutes: 60 },
    ]);
  });

  it("records attendance idempotently, ignores people outside the class", async () => {
    const entries = [
      { userId: behind.userId, status: "absent" },
      { userId: onTrack.userId, status: "present" },
      { userId: stuck.userId, status: "excused" },
      { userId: learnerB.userId, status: "present" },
    ];
    const path = `/api/teach/cohorts/${cohortA.id}/sessions/${session.id}/attendance`;
    const first = await t.request(path, {
      method: "PUT",
      json: { entries },
      cookie: teacherA.cookie,
    });
    expect(first.status).toBe(200);
    const again = await t.request(path, {
      method: "PUT",
      json: { entries },
      cookie: teacherA.cookie,
    });
    const body = (await again.json()) as AttendanceResponse;
    expect(body.session).toMatchObject({ present: 1, absent: 1, excused: 1 });
    expect(body.learners.map((l) => l.userId)).not.toContain(learnerB.userId);
    const changed = await t.request(path, {
      method: "PUT",
      json: { entries: [{ userId: behind.userId, status: "present" }] },
      cookie: teacherA.cookie,
    });
    expect(((await changed.json()) as AttendanceResponse).session).toMatchObject({
      present: 2,
      absent: 0,
    });
    const foreign = await t.request(
      `/api/teach/cohorts/${cohortB.id}/sessions/${session.id}/attendance`,
      {
        method: "PUT",
        json: { entries },
        cookie: teacherB.cookie,
      },
    );
    expect(foreign.status).toBe(404);
  });

  it("gradebook and its CSV: exercises, quizzes, projects, attendance per learner", async () => {
    await t.request(`/api/learning/quizzes/${course.quizId}/answer`, {
      json: { choice: 1 },
      cookie: onTrack.cookie,
    });
    await t.deps.db.update(user).set({ name: "=HYPERLINK(1)" }).where(eq(user.id, stuck.userId));
    const book = (
      await get<GradebookResponse>(`/teach/cohorts/${cohortA.id}/gradebook`, teacherA.cookie)
    ).body;
    expect(book.totals).toEqual({ exercises: 1, quizzes: 1, projects: 0, sessions: 1 });
    const row = (p: Person) => book.learners.find((l) => l.userId === p.userId)!;
    expect(row(onTrack)).toMatchObject({
      quizzesAnswered: 1,
      quizzesCorrect: 1,
      present: 1,
      attendanceRate: 100,
      attendedMinutes: 60,
    });
    expect(row(stuck)).toMatchObject({ excused: 1, attendanceRate: null, exercisesSolved: 0 });
    const csv = await t.request(`/api/teach/cohorts/${cohortA.id}/gradebook/csv`, {
      cookie: teacherA.cookie,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toContain('filename="notenbuch-klasse-a.csv"');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes).replace(/^\uFEFF/, "");
    expect(text.startsWith("name,email,exercises_solved,exercises_total,")).toBe(true);
    expect(text).toContain(`'=HYPERLINK(1),${stuck.email},0,1,0,0,1,0,0,0,0,0,1,,`);
    expect(text.split("\r\n").filter(Boolean)).toHaveLength(4);
  });

  it("issues a certificate of participation, as a PDF, verifiable by its id", async () => {
    const path = `/api/teach/cohorts/${cohortA.id}/learners/${onTrack.userId}/participation`;
    expect((await t.request(`${path}/pdf`, { cookie: teacherA.cookie })).status).toBe(404);
    const foreign = await t.request(
      `/api/teach/cohorts/${cohortB.id}/learners/${learnerB.userId}/participation`,
      {
        method: "POST",
        cookie: teacherA.cookie,
      },
    );
    expect(foreign.status).toBe(404);
    const issued = await t.request(path, { method: "POST", cookie: teacherA.cookie });
    expect(issued.status).toBe(200);
    const { id } = (await issued.json()) as { id: string };
    const again = await t.request(path, { method: "POST", cookie: teacherA.cookie });
    expect(((await again.json()) as { id: string }).id).toBe(id);
    const pdf = await t.request(`${path}/pdf`, { cookie: teacherA.cookie });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const buf = await pdf.arrayBuffer();
    expect(Buffer.from(buf).subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(buf);
    expect(text).toContain("Teilnahmebescheinigung");
    expect(text).toContain("Klasse A");
    expect(text).toContain("Anwesenheit bei Live-Terminen: 1 Std.");
    expect(text.replace(/\n/g, "")).toContain(`/verify/participation/${id}`);
    expect((await t.request(`${path}/pdf`, { cookie: teacherB.cookie })).status).toBe(404);
    const verified = await t.request(`/api/participation/${id}/verify`);
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({
      valid: true,
      cohortName: "Klasse A",
      attendedHours: 1,
      learnedHours: 0,
    });
    expect((await t.request(`/api/participation/${crypto.randomUUID()}/verify`)).status).toBe(404);
    // The learner's data export carries the class, the certificate and the attendance.
    const exported = (
      await get<{
        teaching: {
          classes: { cohort: string }[];
          participationCertificates: { id: string }[];
          attendance: { status: string }[];
        };
      }>("/me/export", onTrack.cookie)
    ).body;
    expect(exported.teaching.classes.map((c) => c.cohort)).toEqual(["Klasse A"]);
    expect(exported.teaching.participationCertificates.map((p) => p.id)).toEqual([id]);
    expect(exported.teaching.attendance.map((a) => a.status)).toEqual(["present"]);
  });

  it("deletes a session with its attendance", async () => {
    const del = await t.request(`/api/teach/cohorts/${cohortA.id}/sessions/${session.id}`, {
      method: "DELETE",
      cookie: teacherA.cookie,
    });
    expect(del.status).toBe(200);
    await get(`/teach/cohorts/${cohortA.id}/sessions/${session.id}`, teacherA.cookie, 404);
  });
});

describe("a fixed number of statements whatever the class's size", () => {
  it("at 3 and at 9 learners", async () => {
    const made = await t.request(`/api/teach/cohorts/${cohortB.id}/sessions`, {
      json: {
        title: "Live",
        startsAt: "2026-12-02T17:00:00+01:00",
        durationMinutes: 60,
        url: "https://meet.example.org/b",
      },
      cookie: teacherB.cookie,
    });
    const sessionId = ((await made.json()) as LiveSession).id;
    const measure = async () => {
      const members = (
        await get<CohortViewResponse>(`/teach/cohorts/${cohortB.id}`, teacherB.cookie)
      ).body.learners;
      const entries = members.map((m) => ({ userId: m.userId, status: "present" }));
      const calls: [string, Promise<Response>][] = [
        ["home", t.request("/api/teach/cohorts", { cookie: teacherB.cookie })],
        ["view", t.request(`/api/teach/cohorts/${cohortB.id}`, { cookie: teacherB.cookie })],
        [
          "gradebook",
          t.request(`/api/teach/cohorts/${cohortB.id}/gradebook`, { cookie: teacherB.cookie }),
        ],
        [
          "csv",
          t.request(`/api/teach/cohorts/${cohortB.id}/gradebook/csv`, { cookie: teacherB.cookie }),
        ],
        [
          "learner",
          t.request(`/api/teach/cohorts/${cohortB.id}/learners/${learnerB.userId}`, {
            cookie: teacherB.cookie,
          }),
        ],
        [
          "session",
          t.request(`/api/teach/cohorts/${cohortB.id}/sessions/${sessionId}`, {
            cookie: teacherB.cookie,
          }),
        ],
      ];
      const out: Record<string, number> = {};
      for (const [name, p] of calls) out[name] = statements(await p);
      const att = await t.request(
        `/api/teach/cohorts/${cohortB.id}/sessions/${sessionId}/attendance`,
        {
          method: "PUT",
          json: { entries },
          cookie: teacherB.cookie,
        },
      );
      out.attendance = statements(att);
      const ann = await t.request(`/api/teach/cohorts/${cohortB.id}/announcements`, {
        json: { title: "Hallo", body: "Alle" },
        cookie: teacherB.cookie,
      });
      expect(ann.status).toBe(201);
      out.announcement = statements(ann);
      return out;
    };
    await addMembers(t, cohortB.id, [
      (await t.signIn("user")).userId,
      (await t.signIn("user")).userId,
    ]);
    const small = await measure();
    const more = [];
    for (let i = 0; i < 6; i++) more.push((await t.signIn("user")).userId);
    await addMembers(t, cohortB.id, more);
    const large = await measure();
    for (const v of Object.values(small)) expect(v).toBeGreaterThan(0);
    expect(large).toEqual(small);
  }, 60_000);
});
