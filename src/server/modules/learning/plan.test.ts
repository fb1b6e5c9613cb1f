import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import { courses, lessons, modules, planReminders, userLearningPath } from "../../db/schema";
import type { LearningPathResponse, DashboardResponse } from "@shared/contracts/learning";
import type { PlanPreviewResponse } from "@shared/contracts/plan";
import { sendWeeklyReminders } from "./plan-reminders";

let t: TestApp;
let ipCounter = 0;
const freshIp = () => `10.40.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** A published course of an area and level with `n` lessons of 60 minutes. */
async function course(title: string, area: string | null, level: string, n = 3, published = true) {
  const [c] = await t.deps.db
    .insert(courses)
    .values({ title, skillArea: area, difficultyLevel: level, isPublished: published })
    .returning({ id: courses.id });
  const [m] = await t.deps.db
    .insert(modules)
    .values({ courseId: c.id, title: `${title} Modul`, orderIndex: 1 })
    .returning({ id: modules.id });
  const ls = await t.deps.db
    .insert(lessons)
    .values(
      Array.from({ length: n }, (_, i) => ({
        moduleId: m.id,
        title: `${title} Lektion ${i + 1}`,
        content: "Text",
        estimatedDurationMinutes: 60,
        orderIndex: i + 1,
      })),
    )
    .returning({ id: lessons.id });
  return { id: c.id, title, lessonIds: ls.map((l) => l.id) };
}

let webB: Awaited<ReturnType<typeof course>>;
let webI: Awaited<ReturnType<typeof course>>;
let webA: Awaited<ReturnType<typeof course>>;
let aiB: Awaited<ReturnType<typeof course>>;
let free: Awaited<ReturnType<typeof course>>;

beforeAll(async () => {
  t = await createTestApp();
  webB = await course("Web Grundlagen", "web-development", "Beginner");
  webI = await course("Web Mittelstufe", "web-development", "Intermediate");
  webA = await course("Web Profi", "web-development", "Advanced");
  aiB = await course("KI Start", "ai-automation", "Beginner");
  free = await course("Freelancing Start", "freelancing", "Beginner");
  await course("Entwurf Web", "web-development", "Beginner", 2, false);
});
afterAll(async () => {
  await t?.close();
});

const answers = {
  goal: "new-career",
  experience: "beginner",
  timeCommitment: "2-5",
  learningStyle: ["projects"],
  topic: "web-dev",
  blocker: "procrastination",
};

const path = async (cookie: string) =>
  (await (
    await t.request("/api/learning/path?lang=de", { cookie })
  ).json()) as LearningPathResponse;

async function signUpAndConfirm(email: string) {
  const res = await t.request("/api/auth/sign-up/email", {
    json: { name: "Lea Lernt", email, password: "sicheres-pw-1", language: "de" },
    ip: freshIp(),
  });
  expect(res.status).toBe(200);
  const mail = (await t.outbox(email)).find((m) => m.kind === "verify-email")!;
  const link = new URL(mail.text.match(/https?:\/\/\S+verify-email\S+/)![0]);
  const confirmed = await t.request(`${link.pathname}${link.search}`, { ip: freshIp() });
  expect([200, 302]).toContain(confirmed.status);
  return confirmed.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

describe("plan from the funnel lead", () => {
  it("sign-up with the lead's e-mail builds the plan in order at the first sign-in", async () => {
    const email = "funnel-plan@example.com";
    const lead = await t.request("/api/leads", {
      json: { ...answers, email, utmSource: null, language: "de" },
      ip: freshIp(),
    });
    expect(lead.status).toBe(201);
    // The welcome e-mail names the starter course.
    expect((await t.outbox(email))[0].text).toContain("„Web Grundlagen“");

    const cookie = await signUpAndConfirm(email);
    const body = await path(cookie);
    expect(body.items.map((i) => [i.title, i.reason])).toEqual([
      ["Web Grundlagen", "start"],
      ["Web Mittelstufe", "career"],
      ["Web Profi", "next"],
    ]);
    expect(body.plan).toMatchObject({
      goal: "new-career",
      experience: "beginner",
      weeklyMinutes: 210,
      weekTargetMinutes: 210,
      weekDoneMinutes: 0,
      advice: ["weekly-reminder", "projects"],
      reminderEnabled: true,
    });
    expect(body.plan!.finishWeek.key).toMatch(/^\d{4}-W\d{2}$/);
    const profile = await (await t.request("/api/plan/profile", { cookie })).json();
    expect(profile.profile).toMatchObject({ source: "lead", answers });
  });

  it("sign-up with another e-mail builds nothing", async () => {
    await t.request("/api/leads", {
      json: { ...answers, email: "lead-only@example.com", utmSource: null, language: "de" },
      ip: freshIp(),
    });
    const cookie = await signUpAndConfirm("someone-else@example.com");
    const body = await path(cookie);
    expect(body.items).toEqual([]);
    expect(body.plan).toBeNull();
    expect((await (await t.request("/api/plan/profile", { cookie })).json()).profile).toBeNull();
  });
});

describe("in-app questionnaire and profile", () => {
  it("previews without saving, then applies the plan", async () => {
    const { cookie } = await t.signIn();
    const body = {
      ...answers,
      goal: "side-income",
      timeCommitment: "less-2",
      blocker: "limited-time",
    };
    const preview = (await (
      await t.request("/api/plan/preview?lang=de", { json: body, cookie })
    ).json()) as PlanPreviewResponse;
    expect(preview.courses.map((c) => [c.title, c.reason, c.targetWeek])).toEqual([
      ["Web Grundlagen", "start", 2],
      ["Freelancing Start", "side-income", 4],
      ["Web Mittelstufe", "next", 6],
      ["Web Profi", "next", 8],
    ]);
    expect(preview.weeklyMinutes).toBe(90);
    expect((await path(cookie)).items).toEqual([]);

    const applied = await t.request("/api/plan/profile?lang=de", {
      method: "PUT",
      json: body,
      cookie,
    });
    expect(applied.status).toBe(200);
    const p = await path(cookie);
    expect(p.items.map((i) => i.id)).toEqual([webB.id, free.id, webI.id, webA.id]);
    expect(p.plan).toMatchObject({
      advice: ["short-lessons-first", "projects"],
      reminderEnabled: false,
    });
    // A path the plan assigned is not a visit: the first dashboard has no "zurück" (issue 46).
    const dash = (await (
      await t.request("/api/learning/dashboard", { cookie })
    ).json()) as DashboardResponse;
    expect(dash.returning).toBe(false);
  });

  it("rebuilding keeps started and finished courses with their place and status", async () => {
    const { cookie } = await t.signIn();
    await t.request("/api/plan/profile", { method: "PUT", json: answers, cookie });
    // Finish the beginner course, start the intermediate one.
    for (const l of webB.lessonIds)
      await t.request(`/api/learning/lessons/${l}/complete`, { method: "POST", cookie });
    await t.request(`/api/learning/courses/${webI.id}/start`, { method: "POST", cookie });

    const res = await t.request("/api/plan/profile", {
      method: "PUT",
      json: { ...answers, topic: "ai-automation", goal: "explore" },
      cookie,
    });
    const applied = (await res.json()) as PlanPreviewResponse;
    expect(applied.kept.map((k) => k.id)).toEqual([webB.id, webI.id]);
    const p = await path(cookie);
    expect(p.items.map((i) => [i.id, i.status])).toEqual([
      [webB.id, "completed"],
      [webI.id, "in-progress"],
      [aiB.id, "not-started"],
    ]);
    // This week's minutes: three finished lessons of 60 minutes.
    expect(p.plan!.weekDoneMinutes).toBe(180);
    const dash = (await (
      await t.request("/api/learning/dashboard", { cookie })
    ).json()) as DashboardResponse;
    expect(dash.weeklyGoal).toMatchObject({ targetMinutes: 210, doneMinutes: 180 });
    // Continue Learning: the next unfinished course in plan order.
    expect(dash.continueLearning?.courseId).toBe(webI.id);
    expect(dash.continueLearning?.nextLesson?.title).toBe("Web Mittelstufe Lektion 1");
  });

  it("refuses unknown answers with a clear message in the caller's language", async () => {
    const { cookie } = await t.signIn();
    const bad = [
      { ...answers, goal: "get-rich" },
      { ...answers, topic: "cooking" },
      { ...answers, learningStyle: ["telepathy"] },
      { ...answers, timeCommitment: undefined },
    ];
    for (const json of bad) {
      const res = await t.request("/api/plan/profile", {
        method: "PUT",
        json,
        cookie,
        headers: { "accept-language": "de-DE" },
      });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect((await res.json()).error.message).toBe("Bitte wähle eine der angebotenen Antworten");
    }
    const en = await t.request("/api/plan/starter", {
      json: { ...answers, blocker: "x" },
      headers: { "accept-language": "en" },
    });
    expect((await en.json()).error.message).toBe("Please choose one of the offered answers");
  });

  it("needs a signed-in user (decided before the body is read)", async () => {
    for (const [method, url] of [
      ["GET", "/api/plan/profile"],
      ["PUT", "/api/plan/profile"],
      ["POST", "/api/plan/preview"],
      ["PUT", "/api/plan/reminder"],
    ]) {
      const res = await t.request(url, { method, json: method === "GET" ? undefined : { x: 1 } });
      expect(res.status, url).toBe(401);
    }
  });

  it("adds a new course in the learner's area as a one-click suggestion", async () => {
    const { cookie } = await t.signIn();
    await t.request("/api/plan/profile", {
      method: "PUT",
      json: { ...answers, experience: "working", goal: "explore" },
      cookie,
    });
    expect((await path(cookie)).suggestions).toEqual([]);
    await new Promise((r) => setTimeout(r, 5));
    const fresh = await course("Web Neu", "web-development", "Advanced");
    await course("Daten Neu", "data-analytics", "Beginner");
    const before = await path(cookie);
    expect(before.suggestions).toEqual([
      {
        id: fresh.id,
        title: "Web Neu",
        difficulty: "advanced",
        estimatedHours: expect.any(Number),
      },
    ]);
    expect(before.items.map((i) => i.id)).not.toContain(fresh.id);
    const add = await t.request(`/api/plan/suggestions/${fresh.id}`, { method: "POST", cookie });
    expect(add.status).toBe(200);
    const after = await path(cookie);
    expect(after.items.at(-1)).toMatchObject({ id: fresh.id, reason: "new" });
    expect(after.suggestions).toEqual([]);
    await t.deps.db.update(courses).set({ isPublished: false }).where(eq(courses.id, fresh.id));
  });
});

describe("starter course (public)", () => {
  it("names the first course of the plan, published titles only", async () => {
    const res = await t.request("/api/plan/starter", { json: { ...answers, lang: "de" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      course: { title: "Web Grundlagen", difficulty: "beginner" },
    });
    const ux = await t.request("/api/plan/starter", { json: { ...answers, topic: "ui-ux" } });
    // No UI/UX course: the plan explores, starting with the first area that has one.
    expect((await ux.json()).course.title).toBe("Web Grundlagen");
    const bad = await t.request("/api/plan/starter", { json: { ...answers, experience: "guru" } });
    expect(bad.status).toBe(400);
  });
});

describe("weekly reminder", () => {
  it("sends one mail per learner per week, also with two server processes at once", async () => {
    const on = await t.signIn();
    const off = await t.signIn();
    await t.request("/api/plan/profile", { method: "PUT", json: answers, cookie: on.cookie });
    await t.request("/api/plan/profile", {
      method: "PUT",
      json: { ...answers, blocker: "self-doubt" },
      cookie: off.cookie,
    });
    const monday = new Date("2030-01-07T09:00:00Z");
    // A second process: its own dependencies on the same database.
    const { createDeps } = await import("../../deps");
    const other = createDeps(t.deps.config, t.database, t.deps.logger);
    await Promise.all([sendWeeklyReminders(t.deps, monday), sendWeeklyReminders(other, monday)]);
    await sendWeeklyReminders(t.deps, new Date("2030-01-09T09:00:00Z"));
    const mails = (await t.outbox(on.email)).filter((m) => m.kind === "plan-reminder");
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Dein Lernplan für diese Woche");
    expect(mails[0].text).toContain("Diese Woche: 0 von 210 Minuten geschafft.");
    expect(mails[0].text).toContain("Web Grundlagen Lektion 1");
    expect((await t.outbox(off.email)).filter((m) => m.kind === "plan-reminder")).toHaveLength(0);
    const claims = await t.deps.db
      .select()
      .from(planReminders)
      .where(eq(planReminders.userId, on.userId));
    expect(claims.map((c) => c.isoWeek)).toEqual(["2030-W02"]);

    // The next week brings the next mail.
    await sendWeeklyReminders(t.deps, new Date("2030-01-14T09:00:00Z"));
    expect((await t.outbox(on.email)).filter((m) => m.kind === "plan-reminder")).toHaveLength(2);
  });

  it("the unsubscribe link works without signing in; the profile can switch it back on", async () => {
    const u = await t.signIn();
    await t.request("/api/plan/profile", { method: "PUT", json: answers, cookie: u.cookie });
    await sendWeeklyReminders(t.deps, new Date("2031-03-03T09:00:00Z"));
    const [mail] = (await t.outbox(u.email)).filter((m) => m.kind === "plan-reminder");
    const url = new URL(mail.text.match(/https?:\/\/\S+\/api\/plan\/unsubscribe\S+/)![0]);
    const token = url.searchParams.get("token")!;
    const page = await t.request(`${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Ja, abmelden");
    const forged = await t.request("/api/plan/unsubscribe", { json: { token: `${token}x` } });
    expect(forged.status).toBe(404);
    const other = await t.request("/api/plan/unsubscribe", { json: { token: "A.B" } });
    expect(other.status).toBe(404);
    const res = await t.request("/api/plan/unsubscribe", { json: { token } });
    expect(res.status).toBe(200);
    const profile = await (await t.request("/api/plan/profile", { cookie: u.cookie })).json();
    expect(profile.profile.reminderEnabled).toBe(false);

    const on = await t.request("/api/plan/reminder", {
      method: "PUT",
      json: { enabled: true },
      cookie: u.cookie,
    });
    expect(await on.json()).toEqual({ enabled: true });
  });
});

describe("statement counts", () => {
  it("stay fixed for preview, apply and starter whatever the catalogue", async () => {
    const { cookie } = await t.signIn();
    const count = async (url: string, method: string) => {
      const res = await t.request(url, { method, json: answers, cookie });
      expect(res.status).toBe(200);
      return Number(res.headers.get("x-sql-statements"));
    };
    const measure = async () => [
      await count("/api/plan/preview", "POST"),
      await count("/api/plan/profile", "PUT"),
      await count("/api/plan/starter", "POST"),
    ];
    const small = await measure();
    for (let i = 0; i < 6; i++) await course(`Mehr ${i}`, "web-development", "Intermediate", 4);
    const large = await measure();
    expect(large).toEqual(small);
    expect(small.every((n) => n > 0)).toBe(true);
    // path rows of this user were rewritten, not added to
    const rows = await t.deps.db.select().from(userLearningPath);
    expect(rows.length).toBeGreaterThan(0);
  });
});
