import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import {
  auditLog,
  courses,
  lessonQuizzes,
  learnerStreaks,
  lessons,
  modules,
  user,
  userBadges,
  userLearningPath,
} from "../../db/schema";
import type { AchievementsResponse, QuizAnswerResponse } from "@shared/contracts/achievements";
import type { CompleteLessonResponse, DashboardResponse } from "@shared/contracts/learning";
import { recomputeCourseProgress } from "../learning/learning.service";

/** A published course of `m` modules with `l` lessons each, one quiz per lesson (answer: first choice). */
async function course(t: TestApp, m: number, l: number, language = "de", title = "Testkurs") {
  const db = t.deps.db;
  const [c] = await db
    .insert(courses)
    .values({ title, description: "B", difficultyLevel: "Beginner", isPublished: true, language })
    .returning({ id: courses.id });
  const mods = await db
    .insert(modules)
    .values(
      Array.from({ length: m }, (_, i) => ({ courseId: c.id, title: `M${i}`, orderIndex: i })),
    )
    .returning({ id: modules.id });
  const ls = await db
    .insert(lessons)
    .values(
      mods.flatMap((mod) =>
        Array.from({ length: l }, (_, i) => ({ moduleId: mod.id, title: `L${i}`, orderIndex: i })),
      ),
    )
    .returning({ id: lessons.id });
  const qs = await db
    .insert(lessonQuizzes)
    .values(
      ls.map((x) => ({ lessonId: x.id, question: "?", choices: ["a", "b"], correctAnswer: 0 })),
    )
    .returning({ id: lessonQuizzes.id });
  return { id: c.id, lessonIds: ls.map((x) => x.id), quizIds: qs.map((q) => q.id) };
}

const statements = (res: Response) => Number(res.headers.get("x-sql-statements"));

/** Decodes the text a PDF shows (pdfkit writes hex strings in TJ arrays when uncompressed). */
function pdfText(buf: ArrayBuffer) {
  const raw = Buffer.from(buf).toString("latin1");
  return [...raw.matchAll(/\[(.*?)\] TJ/g)]
    .map((m) =>
      [...m[1].matchAll(/<([0-9a-f]+)>/g)]
        .map((h) => Buffer.from(h[1], "hex").toString("latin1"))
        .join(""),
    )
    .join("\n");
}

describe("achievements, streaks and certificates API", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const complete = async (cookie: string, lessonId: string, json?: object) => {
    const res = await t.request(`/api/learning/lessons/${lessonId}/complete`, {
      method: "POST",
      cookie,
      json,
    });
    expect(res.status).toBe(200);
    return { body: (await res.json()) as CompleteLessonResponse, sql: statements(res) };
  };
  const mine = async (cookie: string) => {
    const res = await t.request("/api/me/achievements", { cookie });
    expect(res.status).toBe(200);
    return { body: (await res.json()) as AchievementsResponse, sql: statements(res) };
  };
  const earnedIds = (a: AchievementsResponse) =>
    a.badges.filter((b) => b.earnedAt).map((b) => b.id);

  it("earns lesson, module and course badges at their thresholds, one announced per completion", async () => {
    const learner = await t.signIn("user", "badges@example.com");
    await t.deps.db.update(user).set({ name: "Jürgen Müller" }).where(eq(user.id, learner.userId));
    const c = await course(t, 2, 3);
    const announced: (string | null)[] = [];
    for (const id of c.lessonIds)
      announced.push((await complete(learner.cookie, id)).body.earned.newBadge);
    expect(announced).toEqual([
      "first-course-started", // together with first-lesson: the rarer one is announced
      null,
      "module-in-a-day",
      null,
      "lessons-5",
      "first-course-completed",
    ]);
    const { body } = await mine(learner.cookie);
    expect(earnedIds(body)).toEqual([
      "first-lesson",
      "first-course-started",
      "first-course-completed",
      "lessons-5",
      "module-in-a-day",
    ]);
    expect(body.badges.find((b) => b.id === "lessons-25")).toMatchObject({
      earnedAt: null,
      progress: 6,
      target: 25,
    });
    expect(body.certificates).toHaveLength(1);
    expect(body.certificates[0]).toMatchObject({
      courseTitle: "Testkurs",
      learnerName: "Jürgen Müller",
      language: "de",
      revoked: false,
    });
  });

  it("counts only right first answers to quizzes; the badge comes with the tenth", async () => {
    const learner = await t.signIn("user", "quiz@example.com");
    const c = await course(t, 1, 11);
    const answer = async (quizId: string, choice: number) => {
      const res = await t.request(`/api/learning/quizzes/${quizId}/answer`, {
        method: "POST",
        cookie: learner.cookie,
        json: { choice },
      });
      expect(res.status).toBe(200);
      return (await res.json()) as QuizAnswerResponse;
    };
    // A right answer, or any after the first, earns the correct choice (decisions 0081, 0185).
    expect(await answer(c.quizIds[0], 1)).toMatchObject({
      correct: false,
      correctAnswer: null,
      firstAnswer: true,
      newBadge: null,
    });
    expect(await answer(c.quizIds[0], 0)).toMatchObject({
      correct: true,
      correctAnswer: 0,
      firstAnswer: false,
      newBadge: null,
    });
    // Answering started the course (the record of learning, decision 0187): that badge comes
    // with the first answer that stores badges (a right one), no other before the tenth.
    const badges = [];
    for (const q of c.quizIds.slice(1, 10)) badges.push((await answer(q, 0)).newBadge);
    expect(badges).toEqual(["first-course-started", ...Array<null>(8).fill(null)]);
    const before = await mine(learner.cookie);
    expect(before.body.badges.find((b) => b.id === "quiz-first-try-10")).toMatchObject({
      earnedAt: null,
      progress: 9,
    });
    expect(await answer(c.quizIds[10], 0)).toMatchObject({
      correct: true,
      firstAnswer: true,
      newBadge: "quiz-first-try-10",
    });

    const bad = await t.request(`/api/learning/quizzes/${c.quizIds[0]}/answer`, {
      method: "POST",
      cookie: learner.cookie,
      json: { choice: 7 },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe("Bitte wähle eine der Antworten");
    const unknown = await t.request(`/api/learning/quizzes/${crypto.randomUUID()}/answer`, {
      method: "POST",
      cookie: learner.cookie,
      json: { choice: 0 },
    });
    expect(unknown.status).toBe(404);
  });

  it("counts the streak in the learner's time zone across days, gaps and zones", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const learner = await t.signIn("user", "streak@example.com");
    const c = await course(t, 1, 8);
    const at = async (iso: string, lessonId: string, timeZone = "Europe/Berlin") => {
      vi.setSystemTime(new Date(iso));
      return (await complete(learner.cookie, lessonId, { timeZone })).body.earned;
    };
    expect((await at("2026-03-01T10:00:00Z", c.lessonIds[0])).streak).toEqual({
      current: 1,
      longest: 1,
    });
    expect((await at("2026-03-01T20:00:00Z", c.lessonIds[1])).streak).toEqual({
      current: 1,
      longest: 1,
    });
    expect((await at("2026-03-02T10:00:00Z", c.lessonIds[2])).streak).toEqual({
      current: 2,
      longest: 2,
    });
    // 23:30 UTC on 2 March is already 3 March in Berlin: the third day.
    const third = await at("2026-03-02T23:30:00Z", c.lessonIds[3]);
    expect(third.streak).toEqual({ current: 3, longest: 3 });
    expect(third.newBadge).toBe("streak-3");
    // Next completion 6 March: 4 and 5 March were missed, a new run starts.
    expect((await at("2026-03-06T09:00:00Z", c.lessonIds[4])).streak).toEqual({
      current: 1,
      longest: 3,
    });

    vi.setSystemTime(new Date("2026-03-07T12:00:00Z"));
    const dash = await t.request("/api/learning/dashboard", { cookie: learner.cookie });
    expect(((await dash.json()) as DashboardResponse).streak).toEqual({ current: 1, longest: 3 });
    vi.setSystemTime(new Date("2026-03-09T12:00:00Z"));
    expect((await mine(learner.cookie)).body.streak).toEqual({ current: 0, longest: 3 });

    // The same instants count as consecutive days in Los Angeles but not in Berlin.
    const la = await t.signIn("user", "la@example.com");
    const be = await t.signIn("user", "be@example.com");
    for (const [who, tz, expected] of [
      [la, "America/Los_Angeles", 2],
      [be, "Europe/Berlin", 1],
    ] as const) {
      vi.setSystemTime(new Date("2026-03-10T12:00:00Z"));
      await complete(who.cookie, c.lessonIds[5], { timeZone: tz });
      vi.setSystemTime(new Date("2026-03-11T23:30:00Z"));
      const r = await complete(who.cookie, c.lessonIds[6], { timeZone: tz });
      expect(r.body.earned.streak.current).toBe(expected);
    }
  });

  it("earns 'every lesson of a module in one day' only when the module's lessons fall on one local day", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const c = await course(t, 1, 2);
    const run = async (email: string, first: string, last: string, timeZone: string) => {
      const learner = await t.signIn("user", email);
      vi.setSystemTime(new Date(first));
      await complete(learner.cookie, c.lessonIds[0], { timeZone });
      vi.setSystemTime(new Date(last));
      const done = await complete(learner.cookie, c.lessonIds[1], { timeZone });
      return earnedIds((await mine(learner.cookie)).body).includes("module-in-a-day")
        ? done.body.earned.newBadge
        : "none";
    };
    // 22:30 and 23:30 UTC on 2 March: one day in Los Angeles, two in Berlin (3 March 00:30).
    expect(
      await run(
        "mod-la@example.com",
        "2026-03-02T22:30:00Z",
        "2026-03-02T23:30:00Z",
        "America/Los_Angeles",
      ),
    ).toBe("module-in-a-day");
    expect(
      await run(
        "mod-be@example.com",
        "2026-03-02T22:30:00Z",
        "2026-03-02T23:30:00Z",
        "Europe/Berlin",
      ),
    ).toBe("none");
    // 23:10 on 2 March and 00:40 on 3 March UTC: 3 March in Berlin both times.
    expect(
      await run(
        "mod-be2@example.com",
        "2026-03-02T23:10:00Z",
        "2026-03-03T00:40:00Z",
        "Europe/Berlin",
      ),
    ).toBe("module-in-a-day");
  });

  it("changes nothing when the lesson was already completed or is not visible", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const learner = await t.signIn("user", "again@example.com");
    const c = await course(t, 1, 3);
    vi.setSystemTime(new Date("2026-04-01T10:00:00Z"));
    await complete(learner.cookie, c.lessonIds[0], { timeZone: "Europe/Berlin" });
    const state = async () => ({
      path: await t.deps.db
        .select()
        .from(userLearningPath)
        .where(eq(userLearningPath.userId, learner.userId)),
      streak: await t.deps.db
        .select()
        .from(learnerStreaks)
        .where(eq(learnerStreaks.userId, learner.userId)),
      badges: (await mine(learner.cookie)).body.badges,
    });
    const before = await state();
    // The next day: completing the same lesson again would otherwise extend the streak.
    vi.setSystemTime(new Date("2026-04-02T10:00:00Z"));
    const again = await t.request(`/api/learning/lessons/${c.lessonIds[0]}/complete`, {
      method: "POST",
      cookie: learner.cookie,
      json: { timeZone: "Europe/Berlin" },
    });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe("Lektion ist bereits abgeschlossen");
    const [hidden] = await t.deps.db
      .insert(courses)
      .values({
        title: "Entwurf",
        description: "B",
        difficultyLevel: "Beginner",
        isPublished: false,
      })
      .returning({ id: courses.id });
    const [m] = await t.deps.db
      .insert(modules)
      .values({ courseId: hidden.id, title: "M", orderIndex: 0 })
      .returning({ id: modules.id });
    const [l] = await t.deps.db
      .insert(lessons)
      .values({ moduleId: m.id, title: "L", orderIndex: 0 })
      .returning({ id: lessons.id });
    const invisible = await t.request(`/api/learning/lessons/${l.id}/complete`, {
      method: "POST",
      cookie: learner.cookie,
      json: { timeZone: "Europe/Berlin" },
    });
    expect(invisible.status).toBe(404);
    expect(await state()).toEqual(before);
    expect(before.streak[0]).toMatchObject({ current: 1, longest: 1 });
    expect(before.path).toHaveLength(1);
  });

  it("refuses a time zone that is not an IANA name, in the caller's language", async () => {
    const learner = await t.signIn("user", "tz@example.com");
    const c = await course(t, 1, 1);
    for (const timeZone of ["Mars/Olympus", "+01:00", "x".repeat(80)]) {
      const res = await t.request(`/api/learning/lessons/${c.lessonIds[0]}/complete`, {
        method: "POST",
        cookie: learner.cookie,
        json: { timeZone },
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe("Unbekannte Zeitzone");
    }
  });

  it("keeps badges and the certificate when the course changes; a second language earns its badge", async () => {
    const learner = await t.signIn("user", "keep@example.com");
    const c = await course(t, 1, 1, "de", "Kurs A");
    const done = await complete(learner.cookie, c.lessonIds[0]);
    expect(done.body.completed).toBe(true);
    expect(done.body.earned.certificate).toMatchObject({ courseTitle: "Kurs A", language: "de" });
    // The player shows the same certificate (read with the learner's rows, one statement).
    const player = async () =>
      (await (await t.request(`/api/learning/courses/${c.id}`, { cookie: learner.cookie })).json())
        .certificate;
    expect(await player()).toEqual(done.body.earned.certificate);

    // A new lesson: the course is no longer complete, badges and certificate stay.
    const [mod] = await t.deps.db
      .select({ id: modules.id })
      .from(modules)
      .where(eq(modules.courseId, c.id));
    await t.deps.db.insert(lessons).values({ moduleId: mod.id, title: "Neu", orderIndex: 9 });
    await recomputeCourseProgress(t.deps.db, c.id);
    await t.deps.db.update(courses).set({ title: "Kurs A, neu" }).where(eq(courses.id, c.id));
    const after = (await mine(learner.cookie)).body;
    expect(earnedIds(after)).toContain("first-course-completed");
    expect(after.badges.find((b) => b.id === "first-course-completed")).toMatchObject({
      progress: 1,
    });
    expect(after.certificates.map((x) => x.courseTitle)).toEqual(["Kurs A"]);
    expect(await player()).toEqual(done.body.earned.certificate);

    const en = await course(t, 1, 1, "en", "Course B");
    const second = await complete(learner.cookie, en.lessonIds[0], { lang: "en" });
    expect(second.body.earned.newBadge).toBe("second-language");
    expect(second.body.earned.certificate).toMatchObject({
      courseTitle: "Course B",
      language: "en",
    });
  });

  it("runs a fixed number of statements at two data sizes", async () => {
    const small = await t.signIn("user", "small@example.com");
    const big = await t.signIn("user", "big@example.com");
    const c1 = await course(t, 1, 2);
    const c2 = await course(t, 3, 6);
    const a = await complete(small.cookie, c1.lessonIds[0]);
    for (const id of c2.lessonIds.slice(0, 17)) await complete(big.cookie, id);
    const b = await complete(big.cookie, c2.lessonIds[17]);
    const a2 = await complete(small.cookie, c1.lessonIds[1]);
    expect(b.body.completed).toBe(true);
    expect(a2.body.completed).toBe(true);
    expect(b.sql).toBe(a2.sql);
    expect(a.sql).toBeGreaterThan(0);
    const [ms, mb] = [await mine(small.cookie), await mine(big.cookie)];
    expect(mb.sql).toBe(ms.sql);
    const dash = async (cookie: string) =>
      statements(await t.request("/api/learning/dashboard", { cookie }));
    // The first read after the writes loads the published course list once (decision 0062).
    await dash(small.cookie);
    expect(await dash(big.cookie)).toBe(await dash(small.cookie));
  });

  describe("certificates", () => {
    let owner: { cookie: string; userId: string };
    let certId: string;
    beforeAll(async () => {
      owner = await t.signIn("user", "cert@example.com");
      await t.deps.db.update(user).set({ name: "Zoë Ärger" }).where(eq(user.id, owner.userId));
      const c = await course(t, 1, 1, "de", "Webentwicklung");
      certId = (await complete(owner.cookie, c.lessonIds[0])).body.earned.certificate!.id;
    });

    it("gives the owner a PDF with their name and the course; others get 404", async () => {
      const res = await t.request(`/api/me/certificates/${certId}/pdf`, { cookie: owner.cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      const buf = await res.arrayBuffer();
      expect(Buffer.from(buf).subarray(0, 5).toString()).toBe("%PDF-");
      const text = pdfText(buf);
      expect(text).toContain("Zoë Ärger");
      expect(text).toContain("Webentwicklung");
      expect(text).toContain(certId);

      const other = await t.signIn("user", "other@example.com");
      expect(
        (await t.request(`/api/me/certificates/${certId}/pdf`, { cookie: other.cookie })).status,
      ).toBe(404);
      expect((await t.request(`/api/me/certificates/${certId}/pdf`)).status).toBe(401);
    });

    it("verifies valid, revoked and unknown ids publicly, revealing only what is printed", async () => {
      const valid = await t.request(`/api/certificates/${certId}/verify`);
      expect(valid.status).toBe(200);
      const body = await valid.json();
      expect(Object.keys(body).sort()).toEqual([
        "courseTitle",
        "issuedAt",
        "learnerName",
        "status",
      ]);
      expect(body).toMatchObject({
        status: "valid",
        learnerName: "Zoë Ärger",
        courseTitle: "Webentwicklung",
      });

      for (const id of [crypto.randomUUID(), "abc", "' or 1=1 --"]) {
        const res = await t.request(`/api/certificates/${encodeURIComponent(id)}/verify`);
        expect(res.status).toBe(404);
        expect((await res.json()).error.code).toBe("CERTIFICATE_NOT_FOUND");
      }

      // Only admins revoke; the role is checked before the body.
      const learnerTry = await t.request(`/api/admin/certificates/${certId}/revoke`, {
        method: "POST",
        cookie: owner.cookie,
        json: {},
      });
      expect(learnerTry.status).toBe(403);
      const admin = await t.signIn("admin", "admin-cert@example.com");
      const empty = await t.request(`/api/admin/certificates/${certId}/revoke`, {
        method: "POST",
        cookie: admin.cookie,
        json: { reason: "  " },
      });
      expect(empty.status).toBe(400);
      expect((await empty.json()).error.message).toBe("Bitte gib einen Grund für den Widerruf an");
      const revoked = await t.request(`/api/admin/certificates/${certId}/revoke`, {
        method: "POST",
        cookie: admin.cookie,
        json: { reason: "Betrug festgestellt" },
      });
      expect(revoked.status).toBe(200);
      expect(await revoked.json()).toMatchObject({
        revoked: true,
        revokedReason: "Betrug festgestellt",
      });

      const after = await (await t.request(`/api/certificates/${certId}/verify`)).json();
      expect(after.status).toBe("revoked");
      const audit = await t.deps.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, "certificate"), eq(auditLog.entityId, certId)));
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: "revoked", actorId: admin.userId });

      const list = await t.request(`/api/admin/certificates?q=${certId}`, { cookie: admin.cookie });
      const { certificates } = await list.json();
      expect(certificates).toHaveLength(1);
      expect(certificates[0]).toMatchObject({
        id: certId,
        email: "cert@example.com",
        revoked: true,
      });
      expect((await t.request("/api/admin/certificates", { cookie: owner.cookie })).status).toBe(
        403,
      );
    });

    it("stores badges once per learner", async () => {
      const rows = await t.deps.db
        .select({ badge: userBadges.badge })
        .from(userBadges)
        .where(eq(userBadges.userId, owner.userId));
      expect(new Set(rows.map((r) => r.badge)).size).toBe(rows.length);
    });
  });
});
