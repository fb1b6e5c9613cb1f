import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { makeCohort, makeDiscussionCourse } from "../../test/discussion-helpers";
import { cohortOf, codeCourse } from "../../test/help-helpers";
import type {
  DiscussionPageResponse,
  DiscussionThread,
  ModerationQueueResponse,
} from "@shared/contracts/discussions";
import type { HelpInboxResponse, MyHelpResponse } from "@shared/contracts/help";
import type { NotificationsResponse } from "@shared/contracts/notifications";
import { POSTS_PER_WINDOW } from "./discussions.routes";

/**
 * Two server processes on one PostgreSQL (issue 45): a question, an answer, the helpful mark,
 * "hilft mir auch", a report and a hidden post written through one are seen through the other
 * at the next request; a help request asked through one is in the helper's inbox through the
 * other, and its answer reaches the learner through the first. The post limit counts across
 * both. Runs where TEST_DATABASE_URL is set (CI); PGlite serves one process only.
 */
const enabled = Boolean(process.env.TEST_DATABASE_URL);
let a: TestApp;
let b: TestApp;
type Who = { cookie: string; userId: string };

beforeAll(async () => {
  if (!enabled) return;
  a = await createTestApp();
  b = await createTestApp({}, { databaseUrl: a.databaseUrl });
}, 60_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
});

async function call<T>(app: TestApp, who: Who, method: string, path: string, json?: unknown) {
  const res = await app.request(path, {
    method,
    cookie: who.cookie,
    ...(json === undefined ? {} : { json }),
  });
  return { status: res.status, body: (await res.json()) as T };
}

describe.runIf(enabled)("questions across two processes", () => {
  it("a question, answers, marks and moderation written through one are read through the other", async () => {
    const c = await makeDiscussionCourse(a.deps.db);
    const [asker, classmate, teacher] = await Promise.all([
      a.signIn("user"),
      a.signIn("user"),
      a.signIn("teacher"),
    ]);
    await makeCohort(
      a.deps.db,
      c.courseId,
      "Klasse",
      [asker.userId, classmate.userId],
      [teacher.userId],
    );
    const pagePath = `/api/learning/lessons/${c.lessonId}/discussion`;
    const threadOn = async (app: TestApp, who: Who, id: string) =>
      (await call<DiscussionPageResponse>(app, who, "GET", pagePath)).body.threads.find(
        (x): x is DiscussionThread => x.id === id,
      );
    // B reads the lesson first: anything it kept would now be stale.
    expect(
      (await call<DiscussionPageResponse>(b, classmate, "GET", pagePath)).body.threads,
    ).toEqual([]);

    const asked = await call<{ id: string }>(a, asker, "POST", pagePath, {
      title: "Über Prozess A gefragt",
      body: "Warum endet die Schleife?",
    });
    expect(asked.status).toBe(201);
    const id = asked.body.id;
    expect((await threadOn(b, classmate, id))?.title).toBe("Über Prozess A gefragt");
    const inbox = await call<HelpInboxResponse>(b, teacher, "GET", "/api/help/inbox");
    expect(inbox.body.items.map((i) => [i.kind, i.id])).toEqual([["question", id]]);

    // The classmate answers through B; the asker reads it through A, and is notified.
    const answered = await call<{ id: string }>(
      b,
      classmate,
      "POST",
      `/api/learning/discussion/threads/${id}/answers`,
      { body: "Über Prozess B geantwortet" },
    );
    expect(answered.status).toBe(201);
    const answerId = answered.body.id;
    expect((await threadOn(a, asker, id))?.answers.map((x) => x.body)).toEqual([
      "Über Prozess B geantwortet",
    ]);
    const bell = await call<NotificationsResponse>(a, asker, "GET", "/api/me/notifications");
    expect(bell.body.items[0]).toMatchObject({ kind: "discussionAnswer" });
    // Answered: the question left the teacher's inbox, read through A.
    expect(
      (await call<HelpInboxResponse>(a, teacher, "GET", "/api/help/inbox")).body.items,
    ).toEqual([]);

    // The helpful mark through A, "hilft mir auch" through B: each seen through the other.
    const mark = await call(a, asker, "PUT", `/api/learning/discussion/threads/${id}/helpful`, {
      postId: answerId,
    });
    expect(mark.status).toBe(200);
    expect((await threadOn(b, classmate, id))?.helpfulPostId).toBe(answerId);
    const too = await call(b, classmate, "PUT", `/api/learning/discussion/threads/${id}/helps-too`);
    expect(too.body).toEqual({ count: 1, on: true });
    expect((await threadOn(a, asker, id))?.helpsToo).toBe(1);

    // A report through A reaches the teacher's queue through B; hidden through B, gone through A.
    const report = await call(
      a,
      asker,
      "POST",
      `/api/learning/discussion/posts/${answerId}/report`,
      {
        reason: "Falsch",
      },
    );
    expect(report.status).toBe(200);
    const queue = await call<ModerationQueueResponse>(
      b,
      teacher,
      "GET",
      "/api/discussions/moderation",
    );
    expect(queue.body.items.map((i) => i.id)).toContain(answerId);
    const hide = await call(
      b,
      teacher,
      "POST",
      `/api/discussions/moderation/posts/${answerId}/hide`,
      {
        reason: "Ton",
      },
    );
    expect(hide.status).toBe(200);
    expect((await threadOn(a, asker, id))?.answers).toEqual([]);
    expect((await threadOn(a, teacher, id))?.answers.map((x) => x.hidden)).toEqual([true]);
  }, 60_000);

  it("the post limit counts the posts written through both processes", async () => {
    const c = await makeDiscussionCourse(a.deps.db);
    const learner = await a.signIn("user");
    const pagePath = `/api/learning/lessons/${c.lessonId}/discussion`;
    for (let i = 0; i < POSTS_PER_WINDOW; i++) {
      const app = i % 2 === 0 ? a : b;
      const res = await call(app, learner, "POST", pagePath, { title: `Frage ${i}`, body: "x" });
      expect(res.status).toBe(201);
    }
    for (const app of [a, b]) {
      const res = await call(app, learner, "POST", pagePath, { title: "zu viel", body: "x" });
      expect(res.status).toBe(429);
    }
  }, 60_000);

  it("a help request asked through one is in the helper's inbox through the other, and the answer comes back", async () => {
    const course = await codeCourse(a.deps.db, "Zwei Prozesse");
    const [learner, teacher] = await Promise.all([a.signIn("user"), a.signIn("teacher")]);
    await cohortOf(a.deps.db, course.courseId, [teacher.userId], [learner.userId]);
    // B's inbox is read first (empty).
    expect((await call<HelpInboxResponse>(b, teacher, "GET", "/api/help/inbox")).body.total).toBe(
      0,
    );

    const files = [{ name: "main.js", content: "function sum(xs) {\n  return 0;\n}\n" }];
    const helpPath = `/api/learning/exercises/${course.exerciseId}/help`;
    const asked = await call<MyHelpResponse>(a, learner, "POST", helpPath, {
      question: "Über Prozess A: warum 0?",
      files,
    });
    expect(asked.status).toBe(200);
    const requestId = asked.body.requests[0].id;
    const inbox = await call<HelpInboxResponse>(b, teacher, "GET", "/api/help/inbox");
    expect(inbox.body.total).toBe(1);
    expect(inbox.body.items[0]).toMatchObject({
      kind: "help",
      id: requestId,
      text: "Über Prozess A: warum 0?",
    });
    const bell = await call<NotificationsResponse>(b, teacher, "GET", "/api/me/notifications");
    expect(bell.body.items[0]).toMatchObject({
      kind: "helpRequested",
      link: `/app/help/${requestId}`,
    });
    // A second request through B while the first is open: refused (the rule is in the database).
    const again = await call(b, learner, "POST", helpPath, { question: "Noch mal", files });
    expect(again.status).toBe(409);

    const answer = await call(b, teacher, "POST", `/api/help/requests/${requestId}/answer`, {
      answer: "Schau dir die Rückgabe an.",
      comments: [{ file: "main.js", line: 2, body: "Hier immer 0" }],
    });
    expect(answer.status).toBe(200);
    const mine = await call<MyHelpResponse>(a, learner, "GET", helpPath);
    expect(mine.body.requests[0]).toMatchObject({
      id: requestId,
      status: "answered",
      answer: "Schau dir die Rückgabe an.",
      answeredByName: "Test teacher",
    });
    expect(mine.body.requests[0].comments.map((x) => [x.line, x.body])).toEqual([
      [2, "Hier immer 0"],
    ]);
    const learnerBell = await call<NotificationsResponse>(
      a,
      learner,
      "GET",
      "/api/me/notifications",
    );
    expect(learnerBell.body.items[0]).toMatchObject({ kind: "helpAnswered" });
    expect((await call<HelpInboxResponse>(a, teacher, "GET", "/api/help/inbox")).body.total).toBe(
      0,
    );
  }, 60_000);
});
