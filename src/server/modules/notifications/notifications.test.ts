import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import { notifications, projectSubmissions, user } from "../../db/schema";
import type { LearnerProjectsResponse, MySubmission } from "@shared/contracts/projects";
import type { NotificationsResponse } from "@shared/contracts/notifications";
import type { MeResponse } from "@shared/contracts/auth";
import {
  api,
  createProject,
  externalProject,
  publishedCourse,
  rubric,
  type Caller,
} from "../../test/projects-helpers";
import { notifyReviewed, notifyWaitingSubmissions } from "../projects/projects-notify";

/**
 * Notifications (issue 30, decision 0127): a review reaches the learner once (bell and
 * e-mail), replies and resubmissions reach the reviewer, the wait-time check is idempotent,
 * e-mail preferences hold, nobody reads another's notices or drafts, and the statement
 * counts do not grow with the data.
 */

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await createTestApp();
  admin = api(t, (await t.signIn("admin")).cookie);
});
afterAll(async () => {
  await t?.close();
});

const passMarks = rubric.map((c) => ({ criterionId: c.id, fulfilled: true }));
const reviseMarks = rubric.map((c, i) => ({ criterionId: c.id, fulfilled: i > 0 }));

async function learner() {
  const who = await t.signIn("user");
  return { ...who, call: api(t, who.cookie) };
}

async function submit(me: Caller, projectId: string) {
  const state = await me<LearnerProjectsResponse>("GET", `/learning/course-projects/${courseOf}`);
  const current = state.body.projects.find((p) => p.id === projectId)?.submission;
  const d = await me<MySubmission>("PUT", `/learning/projects/${projectId}/draft`, {
    link: "https://example.com/repo",
    description: "Mein Projekt",
    expectedRevision: current?.revision ?? 0,
  });
  expect(d.status, JSON.stringify(d.body)).toBe(200);
  const s = await me<MySubmission>("POST", `/learning/projects/${projectId}/submit`, {
    expectedRevision: d.body.revision,
  });
  expect(s.status, JSON.stringify(s.body)).toBe(200);
  return s.body;
}

async function decide(mod: Caller, id: string, decision: "passed" | "revise") {
  expect((await mod("POST", `/review/submissions/${id}/claim`)).status).toBe(200);
  const r = await mod("POST", `/review/submissions/${id}/decision`, {
    decision,
    summary: decision === "passed" ? "Sehr gut." : "Bitte den Titel verbessern.",
    marks: decision === "passed" ? passMarks : reviseMarks,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}

const noticesOf = (userId: string) =>
  t.deps.db.select().from(notifications).where(eq(notifications.userId, userId));

let courseOf = "";

describe("project notices", () => {
  it("a review reaches the learner once, with an e-mail; the reviewer hears of replies and resubmissions", async () => {
    const { courseId } = await publishedCourse(t, 1, "Benachrichtigungskurs");
    courseOf = courseId;
    const project = await createProject(admin, courseId, externalProject());
    const a = await learner();
    const modWho = await t.signIn("moderator");
    const mod = api(t, modWho.cookie);

    const first = await submit(a.call, project.id);
    await decide(mod, first.id, "revise");

    const notices = await noticesOf(a.userId);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: "projectReviewed", readAt: null });
    expect(notices[0].link).toBe(`/app/course/${courseId}/project/${project.id}`);
    // Reported again (a retry, another process): still one notice, one e-mail.
    expect(await notifyReviewed(t.deps, first.id)).toBe(0);
    expect(await noticesOf(a.userId)).toHaveLength(1);
    const mails = (await t.outbox(a.email)).filter(
      (m) => m.kind === "notification-projectReviewed",
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain("Abschlussprojekt");
    expect(mails[0].text).toContain("Überarbeitung nötig");

    // The unread count comes with the session answer.
    const me = await a.call<MeResponse>("GET", "/me");
    expect(me.body.unreadNotifications).toBe(1);
    const list = await a.call<NotificationsResponse>("GET", "/me/notifications");
    expect(list.body.unread).toBe(1);
    expect(list.body.items[0]).toMatchObject({
      kind: "projectReviewed",
      read: false,
      data: { project: "Abschlussprojekt", decision: "revise", version: 1 },
    });

    // The learner replies: the reviewer who decided hears of it, once per reply.
    const reply = await a.call("POST", `/learning/projects/${project.id}/comments`, {
      body: "Danke, ich verbessere den Titel.",
    });
    expect(reply.status).toBe(200);
    let modNotices = await noticesOf(modWho.userId);
    expect(modNotices.map((n) => n.kind)).toEqual(["projectReply"]);
    expect(modNotices[0].link).toBe(`/admin/reviews/${first.id}`);

    // Revised and resubmitted: the reviewer hears of version 2.
    await submit(a.call, project.id);
    modNotices = await noticesOf(modWho.userId);
    expect(modNotices.map((n) => n.kind).sort()).toEqual(["projectReply", "projectResubmitted"]);
    expect(
      (await t.outbox(modWho.email)).filter((m) => m.kind.startsWith("notification-")),
    ).toHaveLength(2);

    // Marking read lowers the count.
    const read = await a.call<{ unread: number }>("POST", "/me/notifications/read", {
      ids: [notices[0].id],
    });
    expect(read.body.unread).toBe(0);
    expect((await a.call<MeResponse>("GET", "/me")).body.unreadNotifications).toBe(0);
  });

  it("learner B reads neither A's notices nor A's draft, and cannot mark A's notices read", async () => {
    const { courseId } = await publishedCourse(t, 1);
    const project = await createProject(admin, courseId, externalProject());
    const a = await learner();
    const b = await learner();
    const mod = api(t, (await t.signIn("moderator")).cookie);
    courseOf = courseId;
    const s = await submit(a.call, project.id);
    await decide(mod, s.id, "passed");
    const [noticeA] = await noticesOf(a.userId);
    expect(noticeA).toBeTruthy();

    const listB = await b.call<NotificationsResponse>("GET", "/me/notifications");
    expect(listB.body).toEqual({ items: [], unread: 0 });
    const markB = await b.call<{ unread: number }>("POST", "/me/notifications/read", {
      ids: [noticeA.id],
    });
    expect(markB.body.unread).toBe(0);
    expect((await noticesOf(a.userId))[0].readAt).toBeNull();
    const projectsB = await b.call<LearnerProjectsResponse>(
      "GET",
      `/learning/course-projects/${courseId}`,
    );
    expect(projectsB.body.projects[0].submission).toBeNull();
    const signedOut = await t.request("/api/me/notifications");
    expect(signedOut.status).toBe(401);
  });

  it("no e-mail when product e-mails are off in the settings (the bell still shows it)", async () => {
    const { courseId } = await publishedCourse(t, 1);
    courseOf = courseId;
    const project = await createProject(admin, courseId, externalProject());
    const a = await learner();
    await t.deps.db.update(user).set({ productEmails: false }).where(eq(user.id, a.userId));
    const mod = api(t, (await t.signIn("moderator")).cookie);
    const s = await submit(a.call, project.id);
    await decide(mod, s.id, "passed");
    expect(await noticesOf(a.userId)).toHaveLength(1);
    expect((await t.outbox(a.email)).filter((m) => m.kind.startsWith("notification-"))).toEqual([]);
  });

  it("the wait-time check notices each waiting version once, also when two processes run it at once", async () => {
    const { courseId } = await publishedCourse(t, 1);
    courseOf = courseId;
    const project = await createProject(admin, courseId, externalProject());
    const a = await learner();
    const reviewer = await t.signIn("moderator");
    // Assigned reviewers narrow who is told.
    expect(
      (await admin("PUT", `/admin/courses/${courseId}/reviewers/${reviewer.userId}`)).status,
    ).toBe(200);
    const s = await submit(a.call, project.id);

    expect(await notifyWaitingSubmissions(t.deps)).toBe(0);
    const hours = t.deps.config.projects.reviewWaitHours;
    await t.deps.db
      .update(projectSubmissions)
      .set({ submittedAt: sql`now() - make_interval(hours => ${hours + 1})` })
      .where(eq(projectSubmissions.id, s.id));
    const runs = await Promise.all([
      notifyWaitingSubmissions(t.deps),
      notifyWaitingSubmissions(t.deps),
    ]);
    expect(runs.reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(1);
    expect(await notifyWaitingSubmissions(t.deps)).toBe(0);
    const notices = (await noticesOf(reviewer.userId)).filter((n) => n.kind === "projectWaiting");
    expect(notices).toHaveLength(1);
    expect(notices[0].data).toMatchObject({ hours, version: 1 });
    expect(
      (await t.outbox(reviewer.email)).filter((m) => m.kind === "notification-projectWaiting"),
    ).toHaveLength(1);
    // The learner is no reviewer: nothing for them.
    expect((await noticesOf(a.userId)).filter((n) => n.kind === "projectWaiting")).toEqual([]);
  });
});

describe("personal data", () => {
  it("the export has the user's notices, and they go with the account", async () => {
    const { courseId } = await publishedCourse(t, 1, "Exportkurs");
    courseOf = courseId;
    const project = await createProject(admin, courseId, externalProject({ title: "Export" }));
    const a = await learner();
    const s = await submit(a.call, project.id);
    await decide(admin, s.id, "passed");
    const res = await t.request("/api/me/export", { cookie: a.cookie });
    expect(res.status).toBe(200);
    const data = (await res.json()) as { notifications: { kind: string; data: object }[] };
    expect(data.notifications).toEqual([
      expect.objectContaining({
        kind: "projectReviewed",
        data: expect.objectContaining({ project: "Export", decision: "passed" }),
        readAt: null,
      }),
    ]);
    expect((await a.call("POST", "/me/delete", { email: a.email })).status).toBe(200);
    expect(await noticesOf(a.userId)).toEqual([]);
  });
});

describe("statements", () => {
  it("a fixed number of statements at two data sizes", async () => {
    const a = await learner();
    const counts: number[][] = [];
    for (const size of [1, 12]) {
      await t.deps.db.delete(notifications).where(eq(notifications.userId, a.userId));
      await t.deps.db.insert(notifications).values(
        Array.from({ length: size }, (_, i) => ({
          userId: a.userId,
          kind: "projectReviewed",
          data: { project: `P${i}`, version: 1, decision: "passed" },
          link: "/app",
          dedupeKey: `test:${size}:${i}`,
        })),
      );
      const me = await a.call<MeResponse>("GET", "/me");
      expect(me.body.unreadNotifications).toBe(size);
      const list = await a.call<NotificationsResponse>("GET", "/me/notifications");
      expect(list.body.items).toHaveLength(size);
      const read = await a.call<{ unread: number }>("POST", "/me/notifications/read", {});
      expect(read.body.unread).toBe(0);
      counts.push([me.sql, list.sql, read.sql]);
    }
    expect(counts[0].every((n) => n > 0)).toBe(true);
    expect(counts[1]).toEqual(counts[0]);
  });
});
