import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import { insertDemo } from "../../test/editor-helpers";
import {
  cohortInvites,
  cohortMembers,
  cohortSessions,
  cohortAnnouncements,
  courseVersions,
  courses,
  modules,
  user,
} from "../../db/schema";
import type { CourseTranslationOverlay } from "@shared/domain/translation";
import type { CohortDetail, CohortInput } from "@shared/contracts/cohorts";
import type { DashboardResponse, LearningPathResponse } from "@shared/contracts/learning";

const statements = (res: Response) => Number(res.headers.get("x-sql-statements"));
const today = () => new Date().toISOString().slice(0, 10);
const plusDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

let t: TestApp;
let admin: string;
let courseA: string;
let courseB: string;

beforeAll(async () => {
  t = await createTestApp();
  courseA = (await insertDemo(t, 0)).courseId;
  courseB = (await insertDemo(t, 1)).courseId;
  admin = (await t.signIn("admin")).cookie;
});
afterAll(async () => {
  await t.close();
});

const input = (over: Partial<CohortInput> = {}): CohortInput => ({
  name: "Klasse Herbst",
  courseIds: [courseA],
  startDate: plusDays(-14),
  endDate: plusDays(120),
  weeklyMinutes: 300,
  teacherIds: [],
  seatLimit: null,
  holidays: [],
  timeZone: "Europe/Berlin",
  ...over,
});

async function create(over: Partial<CohortInput> = {}): Promise<CohortDetail> {
  const res = await t.request("/api/admin/cohorts", { json: input(over), cookie: admin });
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json();
}

async function invite(
  cohortId: string,
  body = { expiresInDays: 7, maxUses: null as number | null },
) {
  const res = await t.request(`/api/admin/cohorts/${cohortId}/invites`, {
    json: body,
    cookie: admin,
  });
  expect(res.status).toBe(201);
  const { url, invite } = (await res.json()) as { url: string; invite: { id: string } };
  return { token: url.split("/join/")[1]!, id: invite.id };
}

const join = (token: string, cookie: string) =>
  t.request(`/api/cohort-invites/${token}/join`, { method: "POST", cookie });

function csvForm(text: string) {
  const form = new FormData();
  form.set("file", new Blob([text], { type: "text/csv" }), "klasse.csv");
  return form;
}

describe("cohorts: the admin's side", () => {
  it("creates a cohort with a proposed schedule, and refuses a stale edit", async () => {
    const c = await create({ holidays: [plusDays(-13)] });
    expect(c.schedule.length).toBeGreaterThan(1);
    expect(c.schedule.every((r) => r.dueDate === r.proposedDate && !r.adjusted)).toBe(true);
    // No due date on a weekend or the holiday.
    for (const r of c.schedule) {
      const day = new Date(`${r.dueDate}T00:00:00Z`).getUTCDay();
      expect(day === 0 || day === 6 || r.dueDate === plusDays(-13)).toBe(false);
    }
    // An adjusted date stays when the settings change and the schedule is proposed again.
    const first = c.schedule[0]!;
    const adj = await t.request(`/api/admin/cohorts/${c.id}/schedule`, {
      method: "PUT",
      cookie: admin,
      json: {
        revision: c.revision,
        entries: [{ moduleId: first.moduleId, dueDate: plusDays(30), adjusted: true }],
      },
    });
    expect(adj.status).toBe(200);
    const adjusted = (await adj.json()) as CohortDetail;
    const edit = await t.request(`/api/admin/cohorts/${c.id}`, {
      method: "PUT",
      cookie: admin,
      json: { ...input({ weeklyMinutes: 600 }), revision: adjusted.revision },
    });
    expect(edit.status).toBe(200);
    const edited = (await edit.json()) as CohortDetail;
    expect(edited.schedule[0]).toMatchObject({ dueDate: plusDays(30), adjusted: true });
    expect(edited.weeklyMinutes).toBe(600);
    // The same revision again: somebody else's change came first.
    const stale = await t.request(`/api/admin/cohorts/${c.id}`, {
      method: "PUT",
      cookie: admin,
      json: { ...input(), revision: adjusted.revision },
    });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: { message: string } }).error.message).toBe(
      "Die Klasse wurde inzwischen geändert. Bitte lade die Seite neu.",
    );
  });

  it("refuses a teacher without a teaching role and learners on admin routes", async () => {
    const learner = await t.signIn("user");
    const res = await t.request("/api/admin/cohorts", {
      json: input({ teacherIds: [learner.userId] }),
      cookie: admin,
    });
    expect(res.status).toBe(400);
    const teacher = await t.signIn("teacher");
    expect((await t.request("/api/admin/cohorts", { cookie: teacher.cookie })).status).toBe(403);
    expect((await t.request("/api/admin/cohorts", { cookie: learner.cookie })).status).toBe(403);
    expect(
      (await t.request("/api/admin/cohorts", { json: input(), cookie: learner.cookie })).status,
    ).toBe(403);
    const ok = await create({ teacherIds: [teacher.userId] });
    expect(ok.teachers.map((x) => x.id)).toEqual([teacher.userId]);
  });
});

describe("cohorts: invitation links", () => {
  it("joins once, keeps the use limit, and refuses revoked, expired and guessed links", async () => {
    const c = await create();
    const { token, id } = await invite(c.id, { expiresInDays: 7, maxUses: 1 });
    // Only the SHA-256 is stored.
    const [stored] = await t.deps.db.select().from(cohortInvites).where(eq(cohortInvites.id, id));
    expect(stored!.tokenHash).not.toContain(token);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const anon = await t.request(`/api/cohort-invites/${token}`);
    expect(await anon.json()).toMatchObject({
      cohortName: "Klasse Herbst",
      status: "active",
      member: false,
    });
    expect((await join(token, "")).status).toBe(401);

    const a = await t.signIn("user");
    expect(await (await join(token, a.cookie)).json()).toEqual({ cohortId: c.id, joined: true });
    // Again: a member, no use spent.
    expect(await (await join(token, a.cookie)).json()).toEqual({ cohortId: c.id, joined: false });
    const b = await t.signIn("user");
    const usedUp = await join(token, b.cookie);
    expect(usedUp.status).toBe(409);

    const second = await invite(c.id);
    await t.request(`/api/admin/cohorts/${c.id}/invites/${second.id}/revoke`, {
      method: "POST",
      cookie: admin,
    });
    expect((await join(second.token, b.cookie)).status).toBe(410);

    const third = await invite(c.id);
    await t.deps.db
      .update(cohortInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(cohortInvites.id, third.id));
    const expired = await join(third.token, b.cookie);
    expect(expired.status).toBe(410);
    expect(((await expired.json()) as { error: { code: string } }).error.code).toBe(
      "INVITE_EXPIRED",
    );

    const guessed = await join("A".repeat(43), b.cookie);
    expect(guessed.status).toBe(404);
    const members = await t.deps.db
      .select()
      .from(cohortMembers)
      .where(eq(cohortMembers.cohortId, c.id));
    expect(members.map((m) => m.userId)).toEqual([a.userId]);
  });

  it("gives the last seat to one of two learners joining at once", async () => {
    const c = await create({ seatLimit: 1 });
    const { token } = await invite(c.id);
    const [a, b] = [await t.signIn("user"), await t.signIn("user")];
    const answers = await Promise.all([join(token, a.cookie), join(token, b.cookie)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const members = await t.deps.db
      .select()
      .from(cohortMembers)
      .where(eq(cohortMembers.cohortId, c.id));
    expect(members).toHaveLength(1);
    const preview = await t.request(`/api/cohort-invites/${token}`, { cookie: b.cookie });
    expect(await preview.json()).toMatchObject({ status: "full", member: false });
  });
});

describe("cohorts: the CSV of addresses", () => {
  it("reports bad rows with their line and adds nobody", async () => {
    const c = await create();
    const res = await t.request(`/api/admin/cohorts/${c.id}/import`, {
      method: "POST",
      cookie: admin,
      body: csvForm("E-Mail\nanna@example.org\nkeine-adresse\nanna@example.org\n"),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as {
      error: { message: string; details: { problems: unknown[] } };
    };
    expect(body.error.message).toBe(
      "Die Liste enthält fehlerhafte Zeilen. Es wurde niemand hinzugefügt.",
    );
    expect(body.error.details.problems).toEqual([
      { line: 3, value: "keine-adresse", problem: "invalid" },
      { line: 4, value: "anna@example.org", problem: "duplicate" },
    ]);
    expect(
      await t.deps.db.select().from(cohortMembers).where(eq(cohortMembers.cohortId, c.id)),
    ).toHaveLength(0);
    expect(
      await t.deps.db.select().from(user).where(eq(user.email, "anna@example.org")),
    ).toHaveLength(0);
  });

  it("adds all addresses in one go: accounts for unknown ones with a mail to choose a password", async () => {
    const c = await create({ seatLimit: 3 });
    const known = await t.signIn("user");
    const csv = `Name;E-Mail\nBerta Neu;berta.neu@example.org\nAlt;${known.email}\n`;
    const res = await t.request(`/api/admin/cohorts/${c.id}/import`, {
      method: "POST",
      cookie: admin,
      body: csvForm(csv),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ added: 2, created: 1, alreadyMembers: 0 });
    const [mail] = await t.outbox("berta.neu@example.org");
    expect(mail!.subject).toBe("Einladung in die Klasse „Klasse Herbst“ auf Kurswerk");
    const link = /\/auth\?type=recovery&token=([^\s"]+)/.exec(mail!.text)![1]!;
    // The link lets the new learner choose a password and sign in.
    const reset = await t.request("/api/account/reset-password", {
      json: {
        token: decodeURIComponent(link),
        password: "ein-gutes-passwort-1",
        confirmPassword: "ein-gutes-passwort-1",
      },
    });
    expect(reset.status, await reset.clone().text()).toBe(200);
    expect((await t.outbox(known.email)).some((m) => m.kind === "cohort-added")).toBe(true);
    // Two more than the free seat: refused as a whole.
    const over = await t.request(`/api/admin/cohorts/${c.id}/import`, {
      method: "POST",
      cookie: admin,
      body: csvForm("x1@example.org\nx2@example.org\n"),
    });
    expect(over.status).toBe(409);
    expect(
      await t.deps.db.select().from(user).where(eq(user.email, "x1@example.org")),
    ).toHaveLength(0);
    // The admin adds one address.
    const one = await t.request(`/api/admin/cohorts/${c.id}/members`, {
      cookie: admin,
      json: { email: "X1@example.org" },
    });
    expect(await one.json()).toEqual({ added: 1, created: 1, alreadyMembers: 0 });
    const [x1] = await t.deps.db.select().from(user).where(eq(user.email, "x1@example.org"));
    const onPath = await t.deps.db.execute(
      sql`select course_id from user_learning_path where user_id = ${x1!.id}`,
    );
    expect(JSON.stringify(onPath)).toContain(courseA);
  });
});

describe("cohorts: the learner's screens", () => {
  it("shows the cohort on the dashboard and the path, in one statement at two sizes, and nothing of another cohort", async () => {
    const a = await create({
      name: "Klasse A",
      courseIds: [courseA, courseB],
      startDate: plusDays(-30),
    });
    const b = await create({ name: "Klasse B", courseIds: [courseB] });
    const learner = await t.signIn("user");
    expect((await join((await invite(a.id)).token, learner.cookie)).status).toBe(200);
    await t.deps.db
      .insert(cohortAnnouncements)
      .values({ cohortId: b.id, title: "Nur B", body: "geheim" });

    // The first request after sign-in reads the stored session; measure from the second.
    await t.request("/api/learning/dashboard", { cookie: learner.cookie });
    const first = await t.request("/api/learning/dashboard", { cookie: learner.cookie });
    expect(first.status).toBe(200);
    const dash = (await first.json()) as DashboardResponse;
    expect(dash.cohorts.map((x) => x.name)).toEqual(["Klasse A"]);
    expect(dash.cohorts[0]!.pace).toBe("behind");
    expect(dash.cohorts[0]!.lessonsDue).toBeGreaterThan(0);
    expect(Object.keys(dash.cohorts[0]!.courseDue).sort()).toEqual([courseA, courseB].sort());
    const small = statements(first);
    const pathSmall = statements(await t.request("/api/learning/path", { cookie: learner.cookie }));

    // More of everything: announcements, sessions, members, a second cohort.
    await t.deps.db.insert(cohortAnnouncements).values(
      Array.from({ length: 8 }, (_, i) => ({
        cohortId: a.id,
        title: `Hinweis ${i}`,
        body: "<b>Text</b>",
      })),
    );
    await t.deps.db.insert(cohortSessions).values(
      Array.from({ length: 6 }, (_, i) => ({
        cohortId: a.id,
        title: `Live ${i}`,
        startsAt: new Date(Date.now() + (i + 1) * 86_400_000),
        durationMinutes: 60,
        url: "https://meet.example/klasse-a",
      })),
    );
    expect((await join((await invite(b.id)).token, learner.cookie)).status).toBe(200);
    for (let i = 0; i < 5; i++)
      await join((await invite(a.id)).token, (await t.signIn("user")).cookie);

    const second = await t.request("/api/learning/dashboard", { cookie: learner.cookie });
    // The cohort part is inside the dashboard's one statement.
    expect(small).toBe(1);
    expect(statements(second)).toBe(small);
    const big = (await second.json()) as DashboardResponse;
    const cohortA = big.cohorts.find((x) => x.name === "Klasse A")!;
    expect(cohortA.announcements).toHaveLength(3);
    expect(cohortA.sessions.map((s) => s.title)).toEqual(["Live 0", "Live 1", "Live 2"]);
    const pathRes = await t.request("/api/learning/path", { cookie: learner.cookie });
    expect(statements(pathRes)).toBe(pathSmall);
    const pathBody = (await pathRes.json()) as LearningPathResponse;
    expect(pathBody.cohorts.map((x) => x.name).sort()).toEqual(["Klasse A", "Klasse B"]);
    // Joining put the class's courses on the learner's path.
    expect(pathBody.items.map((i) => i.id).sort()).toEqual([courseA, courseB].sort());

    // Another learner of B only sees B.
    const other = await t.signIn("user");
    await t.deps.db
      .insert(cohortMembers)
      .values({ cohortId: b.id, userId: other.userId, via: "admin" });
    const theirs = (await (
      await t.request("/api/learning/dashboard", { cookie: other.cookie })
    ).json()) as DashboardResponse;
    expect(theirs.cohorts.map((x) => x.name)).toEqual(["Klasse B"]);
    expect(JSON.stringify(theirs)).not.toContain("Hinweis");
  });

  it("shows this week's module and course titles in the learner's language when the course is translated", async () => {
    const c = await create({ name: "Klasse Sprachen", courseIds: [courseA] });
    const first = c.schedule[0]!;
    const set = await t.request(`/api/admin/cohorts/${c.id}/schedule`, {
      method: "PUT",
      cookie: admin,
      json: {
        revision: c.revision,
        entries: [{ moduleId: first.moduleId, dueDate: today(), adjusted: true }],
      },
    });
    expect(set.status).toBe(200);
    const learner = await t.signIn("user");
    expect((await join((await invite(c.id)).token, learner.cookie)).status).toBe(200);
    const [source] = await t.deps.db
      .select({ course: courses.title, module: modules.title })
      .from(modules)
      .innerJoin(courses, eq(courses.id, modules.courseId))
      .where(eq(modules.id, first.moduleId));
    const [en] = await t.deps.db
      .select({ overlay: courseVersions.translationJson })
      .from(courseVersions)
      .where(and(eq(courseVersions.courseId, courseA), eq(courseVersions.language, "en")));
    const overlay = en!.overlay as CourseTranslationOverlay;
    const english = {
      title: overlay.modules[first.moduleId]!.title,
      courseTitle: overlay.course.title,
    };
    expect(english.title).not.toBe(source!.module);

    const weekOf = async (path: string) => {
      const res = await t.request(path, { cookie: learner.cookie });
      expect(res.status).toBe(200);
      const body = (await res.json()) as DashboardResponse | LearningPathResponse;
      const card = body.cohorts.find((x) => x.id === c.id)!;
      return card.week.find((m) => m.moduleId === first.moduleId);
    };
    for (const screen of ["dashboard", "path"]) {
      expect(await weekOf(`/api/learning/${screen}?lang=en`)).toMatchObject(english);
      expect(await weekOf(`/api/learning/${screen}?lang=de`)).toMatchObject({
        title: source!.module,
        courseTitle: source!.course,
      });
      // No published translation in French: the source titles.
      expect(await weekOf(`/api/learning/${screen}?lang=fr`)).toMatchObject({
        title: source!.module,
      });
    }
  });

  it("serves a personal calendar feed at a secret address until it is revoked", async () => {
    const c = await create({ name: "Klasse; Kalender", startDate: today() });
    const learner = await t.signIn("user");
    await join((await invite(c.id)).token, learner.cookie);
    await t.deps.db.insert(cohortSessions).values({
      cohortId: c.id,
      title: "Live, mit Komma",
      startsAt: new Date("2030-01-07T17:00:00Z"),
      durationMinutes: 90,
      url: "https://meet.example/k",
    });
    expect(
      await (await t.request("/api/me/calendar", { cookie: learner.cookie })).json(),
    ).toMatchObject({ active: false });
    const made = (await (
      await t.request("/api/me/calendar", { method: "POST", cookie: learner.cookie })
    ).json()) as { url: string };
    const path = new URL(made.url).pathname;
    const feed = await t.request(path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toContain("text/calendar");
    const ics = await feed.text();
    expect(ics).toContain("BEGIN:VCALENDAR\r\n");
    expect(ics).toContain("SUMMARY:Live\\, mit Komma");
    expect(ics).toContain("DTSTART:20300107T170000Z");
    expect(ics).toMatch(/DTSTART;VALUE=DATE:\d{8}/);
    // A new address: the old one stops working; revoked: nothing.
    await t.request("/api/me/calendar", { method: "POST", cookie: learner.cookie });
    expect((await t.request(path)).status).toBe(404);
    await t.request("/api/me/calendar", { method: "DELETE", cookie: learner.cookie });
    expect(
      await (await t.request("/api/me/calendar", { cookie: learner.cookie })).json(),
    ).toMatchObject({ active: false });
    const rows = await t.deps.db.execute(sql`select count(*)::int as n from calendar_feeds`);
    expect(rows).toBeDefined();
  });
});

describe("cohorts: the demo class", () => {
  it("puts the demo learner into a class with a teacher, an announcement and a live session", async () => {
    const { seedDemoCohort } = await import("./cohort-demo.service");
    const [adminUser, teacher, learner] = [
      await t.signIn("admin"),
      await t.signIn("teacher"),
      await t.signIn("user"),
    ];
    const id = await seedDemoCohort(t.deps.db, {
      adminId: adminUser.userId,
      teacherId: teacher.userId,
      learnerId: learner.userId,
    });
    expect(id).toBeTruthy();
    const dash = (await (
      await t.request("/api/learning/dashboard", { cookie: learner.cookie })
    ).json()) as DashboardResponse;
    const demo = dash.cohorts.find((c) => c.name === "Demo-Klasse Webentwicklung")!;
    expect(demo.announcements.map((a) => a.title)).toEqual(["Willkommen in der Klasse!"]);
    expect(demo.sessions).toHaveLength(1);
    expect(demo.pace).toBe("behind");
  });
});

describe("cohorts: the schedule leads the personal plan", () => {
  it("puts the plan's finish week no earlier than the class's last due date", async () => {
    const { isoWeek } = await import("@shared/domain/learning-plan");
    const learner = await t.signIn("user");
    const planned = await t.request("/api/plan/profile?lang=de", {
      method: "PUT",
      cookie: learner.cookie,
      json: {
        goal: "new-career",
        experience: "beginner",
        timeCommitment: "2-5",
        learningStyle: ["projects"],
        topic: "web-dev",
        blocker: "procrastination",
      },
    });
    expect(planned.status).toBe(200);
    const c = await create({
      name: "Klasse später",
      startDate: plusDays(300),
      endDate: plusDays(400),
    });
    expect((await join((await invite(c.id)).token, learner.cookie)).status).toBe(200);
    const body = (await (
      await t.request("/api/learning/path?lang=de", { cookie: learner.cookie })
    ).json()) as LearningPathResponse;
    const lastDue = body.cohorts[0]!.courseDue[courseA]!;
    expect(body.plan!.finishWeek.key).toBe(isoWeek(new Date(`${lastDue}T00:00:00Z`)).key);
  });
});
