import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import { auditLog } from "../../db/schema";
import type {
  LearnerProjectsResponse,
  MySubmission,
  ReviewQueueResponse,
  ReviewSubmissionResponse,
} from "@shared/contracts/projects";
import type { DashboardResponse, PlayerResponse } from "@shared/contracts/learning";
import {
  api,
  createProject,
  externalProject,
  publishedCourse,
  rubric,
  type Caller,
  type ErrorBody,
} from "../../test/projects-helpers";
import { notifyWaitingSubmissions } from "./projects-notify";

/** Projects API (issue 30): the submission lifecycle, claims, who reviews, messages. */

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await createTestApp();
  admin = api(t, (await t.signIn("admin")).cookie);
});
afterAll(async () => {
  await t?.close();
});

const allMarks = (fulfilled = true) => rubric.map((c) => ({ criterionId: c.id, fulfilled }));

async function learnerWithDraft(projectId: string, name?: string) {
  const l = await t.signIn("user");
  const me = api(t, l.cookie);
  if (name) await me("PUT", "/me/profile", { name });
  const draft = await me<MySubmission>("PUT", `/learning/projects/${projectId}/draft`, {
    link: "https://example.com/shop",
    description: "Mein Shop",
    expectedRevision: 0,
  });
  expect(draft.status).toBe(200);
  return { ...l, me, draft: draft.body };
}

describe("submission lifecycle", () => {
  it("draft → submitted → claimed → revise → resubmitted → claimed → passed, history kept", async () => {
    const c = await publishedCourse(t);
    const project = await createProject(admin, c.courseId, externalProject());
    const learner = await learnerWithDraft(project.id, "Ada Lovelace");
    expect(learner.draft).toMatchObject({ status: "draft", version: 0, revision: 1 });
    const saved = await learner.me<MySubmission>("PUT", `/learning/projects/${project.id}/draft`, {
      description: "Mein Shop mit Warenkorb",
      expectedRevision: 1,
    });
    expect(saved.body).toMatchObject({
      revision: 2,
      link: "https://example.com/shop",
      description: "Mein Shop mit Warenkorb",
    });
    const submitted = await learner.me<MySubmission>(
      "POST",
      `/learning/projects/${project.id}/submit`,
      {
        expectedRevision: 2,
      },
    );
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ status: "submitted", version: 1 });
    expect(submitted.body.versions).toHaveLength(1);
    // Under review the draft is locked.
    const locked = await learner.me<ErrorBody>("PUT", `/learning/projects/${project.id}/draft`, {
      description: "x",
      expectedRevision: 3,
    });
    expect(locked.status).toBe(409);
    expect(locked.body.error.code).toBe("SUBMISSION_LOCKED");

    const mod = api(t, (await t.signIn("moderator")).cookie);
    const queue = await mod<ReviewQueueResponse>("GET", "/review/queue");
    const item = queue.body.items.find((i) => i.projectId === project.id)!;
    expect(item).toMatchObject({
      status: "submitted",
      courseTitle: "Projektkurs",
      projectTitle: "Abschlussprojekt",
      learnerName: "Ada Lovelace",
      version: 1,
    });
    expect(item.waitingMinutes).toBeGreaterThanOrEqual(0);
    const id = item.submissionId;
    // Only the claimer decides.
    const early = await mod<ErrorBody>("POST", `/review/submissions/${id}/decision`, {
      decision: "revise",
      summary: "x",
      marks: allMarks(false),
    });
    expect(early.body.error.code).toBe("NOT_CLAIMABLE");
    const claimed = await mod<ReviewSubmissionResponse>("POST", `/review/submissions/${id}/claim`);
    expect(claimed.body).toMatchObject({ status: "claimed", claimedByMe: true });
    const other = api(t, (await t.signIn("moderator")).cookie);
    const notMine = await other<ErrorBody>("POST", `/review/submissions/${id}/decision`, {
      decision: "passed",
      summary: "x",
      marks: allMarks(),
    });
    expect(notMine.status).toBe(409);
    expect(notMine.body.error.code).toBe("NOT_CLAIMER");

    const line = await mod<ReviewSubmissionResponse>("POST", `/review/submissions/${id}/comments`, {
      body: "Der Warenkorb fehlt im Footer",
    });
    expect(line.status).toBe(200);
    const revise = await mod<ReviewSubmissionResponse>(
      "POST",
      `/review/submissions/${id}/decision`,
      {
        decision: "revise",
        summary: "Fast fertig, bitte den Warenkorb ergänzen",
        marks: [
          ...allMarks().slice(0, 2),
          { criterionId: "brief", fulfilled: false, note: "Warenkorb" },
        ],
      },
    );
    expect(revise.status, JSON.stringify(revise.body)).toBe(200);
    expect(revise.body.status).toBe("revise");

    // The learner sees the review, replies, revises and resubmits as version 2.
    const mine = await learner.me<LearnerProjectsResponse>(
      "GET",
      `/learning/course-projects/${c.courseId}`,
    );
    const sub = mine.body.projects[0].submission!;
    expect(sub.status).toBe("revise");
    expect(sub.versions[0]).toMatchObject({
      version: 1,
      decision: "revise",
      summary: "Fast fertig, bitte den Warenkorb ergänzen",
    });
    expect(sub.comments).toMatchObject([
      { authorRole: "reviewer", body: "Der Warenkorb fehlt im Footer" },
    ]);
    const reply = await learner.me<MySubmission>(
      "POST",
      `/learning/projects/${project.id}/comments`,
      {
        body: "Danke, ist ergänzt!",
      },
    );
    expect(reply.body.comments.map((x) => x.authorRole)).toEqual(["reviewer", "learner"]);
    const revised = await learner.me<MySubmission>(
      "PUT",
      `/learning/projects/${project.id}/draft`,
      {
        description: "Jetzt mit Warenkorb",
        expectedRevision: sub.revision,
      },
    );
    expect(revised.body.status).toBe("revise");
    const again = await learner.me<MySubmission>(
      "POST",
      `/learning/projects/${project.id}/submit`,
      {
        expectedRevision: revised.body.revision,
      },
    );
    expect(again.body).toMatchObject({ status: "submitted", version: 2 });

    await mod("POST", `/review/submissions/${id}/claim`);
    const passed = await mod<ReviewSubmissionResponse>(
      "POST",
      `/review/submissions/${id}/decision`,
      {
        decision: "passed",
        summary: "Sehr gut",
        marks: allMarks(),
      },
    );
    expect(passed.body.status).toBe("passed");
    expect(passed.body.versions.map((v) => [v.version, v.description, v.decision])).toEqual([
      [1, "Mein Shop mit Warenkorb", "revise"],
      [2, "Jetzt mit Warenkorb", "passed"],
    ]);
    expect(passed.body.comments).toHaveLength(2);
    // Passed: nothing changes any more; it left the queue.
    const after = await learner.me<ErrorBody>("POST", `/learning/projects/${project.id}/submit`, {
      expectedRevision: again.body.revision,
    });
    expect(after.body.error.code).toBe("SUBMISSION_LOCKED");
    const q2 = await mod<ReviewQueueResponse>("GET", "/review/queue");
    expect(q2.body.items.some((i) => i.submissionId === id)).toBe(false);
    const audit = await t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((a) => a.action).sort()).toEqual(["passed", "revision-requested"]);
  });

  it("refuses a stale draft revision with the stored state, and an incomplete submit", async () => {
    const c = await publishedCourse(t);
    const project = await createProject(admin, c.courseId, externalProject());
    const l = await t.signIn("user");
    const me = api(t, l.cookie);
    const first = await me<MySubmission>("PUT", `/learning/projects/${project.id}/draft`, {
      description: "Nur Text",
      expectedRevision: 0,
    });
    const noLink = await me<ErrorBody>("POST", `/learning/projects/${project.id}/submit`, {
      expectedRevision: first.body.revision,
    });
    expect(noLink.status).toBe(400);
    expect(noLink.body.error.message).toBe("Bitte gib den Link zu deinem Projekt an");
    await me("PUT", `/learning/projects/${project.id}/draft`, {
      link: "https://a.example",
      expectedRevision: 1,
    });
    const stale = await me<ErrorBody>("PUT", `/learning/projects/${project.id}/draft`, {
      description: "anderes Gerät",
      expectedRevision: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("REVISION_CONFLICT");
    expect(stale.body.error.details?.state).toMatchObject({
      revision: 2,
      link: "https://a.example",
    });
    const staleSubmit = await me<ErrorBody>("POST", `/learning/projects/${project.id}/submit`, {
      expectedRevision: 1,
    });
    expect(staleSubmit.body.error.code).toBe("REVISION_CONFLICT");
    // Someone else's screenshot is refused.
    const shot = await me<ErrorBody>("PUT", `/learning/projects/${project.id}/draft`, {
      screenshots: ["/uploads/screenshots/someone/abc.webp"],
      expectedRevision: 2,
    });
    expect(shot.status).toBe(400);
    expect(shot.body.error.message).toBe("Dieser Screenshot gehört nicht zu deinen Uploads");
  });
});

describe("claims", () => {
  it("two parallel claims: exactly one wins, the other answers 409", async () => {
    const c = await publishedCourse(t);
    const project = await createProject(admin, c.courseId, externalProject());
    const l = await learnerWithDraft(project.id);
    await l.me("POST", `/learning/projects/${project.id}/submit`, { expectedRevision: 1 });
    const [a, b] = await Promise.all([t.signIn("moderator"), t.signIn("moderator")]);
    const queue = await api(t, a.cookie)<ReviewQueueResponse>("GET", "/review/queue");
    const id = queue.body.items.find((i) => i.projectId === project.id)!.submissionId;
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        [a, b].map((m) => api(t, m.cookie)<ErrorBody>("POST", `/review/submissions/${id}/claim`)),
      );
      const statuses = answers.map((x) => x.status).sort();
      expect(statuses).toEqual([200, 409]);
      expect(answers.find((x) => x.status === 409)!.body.error.code).toBe("ALREADY_CLAIMED");
      const winner = answers[0].status === 200 ? a : b;
      const released = await api(t, winner.cookie)("POST", `/review/submissions/${id}/release`);
      expect(released.status).toBe(200);
    }
  });
});

describe("a claim nobody can finish", () => {
  it("is waiting again when the claimer's account goes or loses the role; another reviewer takes it over", async () => {
    const c = await publishedCourse(t);
    const project = await createProject(admin, c.courseId, externalProject());
    const l = await learnerWithDraft(project.id);
    await l.me("POST", `/learning/projects/${project.id}/submit`, { expectedRevision: 1 });
    const holder = await t.signIn("moderator");
    const other = api(t, (await t.signIn("moderator")).cookie);
    const item = async (who: Caller) =>
      (await who<ReviewQueueResponse>("GET", "/review/queue")).body.items.find(
        (i) => i.projectId === project.id,
      )!;
    const id = (await item(other)).submissionId;
    expect((await api(t, holder.cookie)("POST", `/review/submissions/${id}/claim`)).status).toBe(
      200,
    );
    expect(await item(other)).toMatchObject({ status: "claimed", claimedByMe: false });
    // What the learner is told on the project page, in the player and on the dashboard.
    const told = async () => [
      (
        await l.me<LearnerProjectsResponse>("GET", `/learning/course-projects/${c.courseId}`)
      ).body.projects.find((p) => p.id === project.id)!.submission!.status,
      (await l.me<PlayerResponse>("GET", `/learning/courses/${c.courseId}`)).body.projects.find(
        (p) => p.id === project.id,
      )!.status,
      (await l.me<DashboardResponse>("GET", "/learning/dashboard")).body.projects.find(
        (p) => p.projectId === project.id,
      )!.status,
    ];
    expect(await told()).toEqual(["claimed", "claimed", "claimed"]);
    const lost = await other<ErrorBody>("POST", `/review/submissions/${id}/claim`);
    expect(lost.body.error.code).toBe("ALREADY_CLAIMED");

    // The claimer is made a plain user again: the submission waits, the other one takes it.
    await t.deps.db.execute(sql`update "user" set role = 'user' where id = ${holder.userId}`);
    expect(await item(other)).toMatchObject({ status: "submitted", claimedByName: null });
    // The learner is no longer told that someone is looking at it right now.
    expect(await told()).toEqual(["submitted", "submitted", "submitted"]);
    const seen = await other<ReviewSubmissionResponse>("GET", `/review/submissions/${id}`);
    expect(seen.body).toMatchObject({ status: "submitted", claimedByName: null, claimedAt: null });
    const taken = await other<ReviewSubmissionResponse>("POST", `/review/submissions/${id}/claim`);
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ status: "claimed", claimedByMe: true });
    expect(await told()).toEqual(["claimed", "claimed", "claimed"]);

    // Its account deleted (the claim's holder becomes NULL): the same.
    const third = await t.signIn("moderator");
    await other("POST", `/review/submissions/${id}/release`);
    expect((await api(t, third.cookie)("POST", `/review/submissions/${id}/claim`)).status).toBe(
      200,
    );
    const del = await api(t, third.cookie)("POST", "/me/delete", { email: third.email });
    expect(del.status).toBe(200);
    expect(await item(admin)).toMatchObject({ status: "submitted", claimedByName: null });
    expect(await told()).toEqual(["submitted", "submitted", "submitted"]);
    // The wait-time check counts it as waiting.
    await t.deps.db.execute(
      sql`update project_submissions set submitted_at = now() - interval '1000 hours' where id = ${id}`,
    );
    expect(await notifyWaitingSubmissions(t.deps)).toBeGreaterThan(0);
    // Two reviewers taking it over at once: exactly one wins.
    const [x, y] = await Promise.all(
      [admin, other].map((who) => who<ErrorBody>("POST", `/review/submissions/${id}/claim`)),
    );
    expect([x.status, y.status].sort()).toEqual([200, 409]);
  });

  it("an admin may release another reviewer's claim; a moderator may not", async () => {
    const c = await publishedCourse(t);
    const project = await createProject(admin, c.courseId, externalProject());
    const l = await learnerWithDraft(project.id);
    await l.me("POST", `/learning/projects/${project.id}/submit`, { expectedRevision: 1 });
    const holder = api(t, (await t.signIn("moderator")).cookie);
    const other = api(t, (await t.signIn("moderator")).cookie);
    const id = (await holder<ReviewQueueResponse>("GET", "/review/queue")).body.items.find(
      (i) => i.projectId === project.id,
    )!.submissionId;
    expect((await holder("POST", `/review/submissions/${id}/claim`)).status).toBe(200);
    const refused = await other<ErrorBody>("POST", `/review/submissions/${id}/release`);
    expect(refused.body.error.code).toBe("NOT_CLAIMER");
    const released = await admin<ReviewSubmissionResponse>(
      "POST",
      `/review/submissions/${id}/release`,
    );
    expect(released.status).toBe(200);
    expect(released.body).toMatchObject({ status: "submitted", claimedByName: null });
    expect((await other("POST", `/review/submissions/${id}/claim`)).status).toBe(200);
    // The former claimer can no longer decide.
    const late = await holder<ErrorBody>("POST", `/review/submissions/${id}/decision`, {
      decision: "passed",
      summary: "Gut.",
      marks: allMarks(),
    });
    expect(late.body.error.code).toBe("NOT_CLAIMER");
  });
});

describe("who reviews", () => {
  it("assigned reviewers only; without assignments every moderator; admins always", async () => {
    const c = await publishedCourse(t, 1, "Zugewiesener Kurs");
    const project = await createProject(admin, c.courseId, externalProject());
    const l = await learnerWithDraft(project.id);
    await l.me("POST", `/learning/projects/${project.id}/submit`, { expectedRevision: 1 });
    const assigned = await t.signIn("moderator");
    const other = api(t, (await t.signIn("moderator")).cookie);
    const learnerB = api(t, (await t.signIn("user")).cookie);
    const inQueue = async (who: Caller) =>
      (await who<ReviewQueueResponse>("GET", "/review/queue")).body.items.filter(
        (i) => i.projectId === project.id,
      );
    expect(await inQueue(other)).toHaveLength(1);
    const id = (await inQueue(other))[0].submissionId;

    // A plain user cannot be a reviewer; a moderator can.
    const plain = await admin<ErrorBody>(
      "PUT",
      `/admin/courses/${c.courseId}/reviewers/${l.userId}`,
    );
    expect(plain.body.error.code).toBe("REVIEWER_ROLE");
    const set = await admin<{ reviewers: { userId: string }[] }>(
      "PUT",
      `/admin/courses/${c.courseId}/reviewers/${assigned.userId}`,
    );
    expect(set.body.reviewers.map((r) => r.userId)).toEqual([assigned.userId]);
    expect(await inQueue(other)).toHaveLength(0);
    expect((await other("GET", `/review/submissions/${id}`)).status).toBe(404);
    expect((await other("POST", `/review/submissions/${id}/claim`)).status).toBe(404);
    expect(await inQueue(api(t, assigned.cookie))).toHaveLength(1);
    expect(await inQueue(admin)).toHaveLength(1);
    // Learners are not reviewers at all.
    expect((await learnerB("GET", "/review/queue")).status).toBe(403);
    expect((await learnerB("GET", `/review/submissions/${id}`)).status).toBe(403);

    const listed = await admin<{ reviewers: { userId: string }[] }>(
      "GET",
      `/admin/courses/${c.courseId}/projects`,
    );
    expect(listed.body.reviewers.map((r) => r.userId)).toEqual([assigned.userId]);
    await admin("DELETE", `/admin/courses/${c.courseId}/reviewers/${assigned.userId}`);
    expect(await inQueue(other)).toHaveLength(1);
    const audit = await t.deps.db.select().from(auditLog).where(eq(auditLog.courseId, c.courseId));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(["created", "reviewer-assigned", "reviewer-unassigned"]),
    );
  });

  it("drafts never reach reviewers", async () => {
    const c = await publishedCourse(t);
    const project = await createProject(admin, c.courseId, externalProject());
    await learnerWithDraft(project.id);
    const queue = await admin<ReviewQueueResponse>("GET", "/review/queue");
    expect(queue.body.items.some((i) => i.projectId === project.id)).toBe(false);
  });
});

describe("admin projects", () => {
  it("updates with expectedRevision (409 when stale), keeps a submitted project, deletes an unused one", async () => {
    const c = await publishedCourse(t);
    const p = await createProject(admin, c.courseId, externalProject({ moduleId: c.moduleId }));
    const body = (title: string, expectedRevision: number) => ({
      project: externalProject({ title }),
      expectedRevision,
    });
    const ok = await admin<{ revision: number; title: string }>(
      "PUT",
      `/admin/projects/${p.id}`,
      body("Neu", 1),
    );
    expect(ok.body).toMatchObject({ revision: 2, title: "Neu" });
    const stale = await admin<ErrorBody>("PUT", `/admin/projects/${p.id}`, body("Alt", 1));
    expect(stale.status).toBe(409);
    expect(stale.body.error.details).toEqual({ currentRevision: 2 });
    const l = await learnerWithDraft(p.id);
    await l.me("POST", `/learning/projects/${p.id}/submit`, { expectedRevision: 1 });
    const kept = await admin<ErrorBody>("DELETE", `/admin/projects/${p.id}?expectedRevision=2`);
    expect(kept.body.error.code).toBe("PROJECT_HAS_SUBMISSIONS");
    const unused = await createProject(admin, c.courseId, externalProject());
    expect((await admin("DELETE", `/admin/projects/${unused.id}?expectedRevision=2`)).status).toBe(
      409,
    );
    expect((await admin("DELETE", `/admin/projects/${unused.id}?expectedRevision=1`)).status).toBe(
      200,
    );
    const other = await publishedCourse(t);
    const foreign = await admin<ErrorBody>("POST", `/admin/courses/${c.courseId}/projects`, {
      ...externalProject(),
      moduleId: other.moduleId,
    });
    expect(foreign.body.error.code).toBe("MODULE_NOT_IN_COURSE");
  });

  it("validates the rubric and the runtime in the caller's language", async () => {
    const c = await publishedCourse(t);
    const de = await admin<ErrorBody>("POST", `/admin/courses/${c.courseId}/projects`, {
      ...externalProject(),
      rubric: rubric.slice(0, 2),
    });
    expect(de.status).toBe(400);
    expect(de.body.error.message).toBe("Die Bewertungskriterien brauchen 3 bis 8 Kriterien");
    const enAdmin = await t.signIn("admin");
    await t.request("/api/me/language", {
      method: "PUT",
      json: { language: "en" },
      cookie: enAdmin.cookie,
    });
    const en = api(t, enAdmin.cookie);
    const dup = await en<ErrorBody>("POST", `/admin/courses/${c.courseId}/projects`, {
      ...externalProject(),
      rubric: [rubric[0], rubric[1], rubric[0]],
    });
    expect(dup.body.error.message).toBe("Every criterion needs its own id");
    const noStarter = await en<ErrorBody>("POST", `/admin/courses/${c.courseId}/projects`, {
      ...externalProject(),
      runtime: "web",
    });
    expect(noStarter.body.error.message).toBe(
      "A project with a runtime needs at least one starter file",
    );
    const decisionDe = await admin<ErrorBody>(
      "POST",
      `/review/submissions/${c.courseId}/decision`,
      {
        decision: "passed",
        summary: "",
        marks: [],
      },
    );
    expect(decisionDe.body.error.message).toBe("Bitte fasse deine Bewertung zusammen");
  });
});
