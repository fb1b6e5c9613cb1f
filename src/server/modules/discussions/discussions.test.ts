import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import { makeCohort, makeDiscussionCourse } from "../../test/discussion-helpers";
import { apiRateLimits, discussionPosts, notifications, user } from "../../db/schema";
import { XSS } from "../../test/fake-openai";
import type {
  DiscussionPageResponse,
  DiscussionThread,
  ModerationQueueResponse,
} from "@shared/contracts/discussions";
import { unansweredQuestions } from "./discussions.service";

type Who = { cookie: string; userId: string };
let t: TestApp;
let c: Awaited<ReturnType<typeof makeDiscussionCourse>>;
let a1: Who, a2: Who, b: Who, teacherX: Who, teacherY: Who, moderator: Who, admin: Who;

const statements = (res: Response) => Number(res.headers.get("x-sql-statements"));
const page = async (who: Who, query = "", lessonId = c.lessonId) => {
  const res = await t.request(`/api/learning/lessons/${lessonId}/discussion${query}`, {
    cookie: who.cookie,
  });
  expect(res.status).toBe(200);
  return { body: (await res.json()) as DiscussionPageResponse, statements: statements(res) };
};
const ask = async (who: Who, title: string, body = "Wie geht das?", lessonId = c.lessonId) => {
  const res = await t.request(`/api/learning/lessons/${lessonId}/discussion`, {
    json: { title, body },
    cookie: who.cookie,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
};
const answer = async (who: Who, threadId: string, body: string) => {
  const res = await t.request(`/api/learning/discussion/threads/${threadId}/answers`, {
    json: { body },
    cookie: who.cookie,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
};
const call = (who: Who, method: string, path: string, json?: unknown) =>
  t.request(path, { method, cookie: who.cookie, ...(json === undefined ? {} : { json }) });
const thread = async (who: Who, id: string): Promise<DiscussionThread | undefined> =>
  (await page(who)).body.threads.find((x) => x.id === id);

beforeAll(async () => {
  t = await createTestApp();
  c = await makeDiscussionCourse(t.deps.db);
  [a1, a2, b, teacherX, teacherY] = await Promise.all([
    t.signIn("user"),
    t.signIn("user"),
    t.signIn("user"),
    t.signIn("teacher"),
    t.signIn("teacher"),
  ]);
  moderator = await t.signIn("moderator");
  admin = await t.signIn("admin");
  await makeCohort(t.deps.db, c.courseId, "Klasse X", [a1.userId, a2.userId], [teacherX.userId]);
  await makeCohort(t.deps.db, c.courseId, "Klasse Y", [b.userId], [teacherY.userId]);
}, 60_000);
beforeEach(async () => {
  await t.deps.db.delete(apiRateLimits);
});
afterAll(async () => {
  await t?.close();
});

describe("lesson discussions (issue 45)", () => {
  it("a question reaches the asker's class, its teacher and moderators, never another class", async () => {
    const id = await ask(a1, "Warum endet die Schleife?");
    expect((await thread(a2, id))?.title).toBe("Warum endet die Schleife?");
    expect((await thread(a1, id))?.mine).toBe(true);
    expect((await thread(a2, id))?.mine).toBe(false);
    expect(await thread(teacherX, id)).toBeDefined();
    expect(await thread(moderator, id)).toBeDefined();
    expect(await thread(b, id)).toBeUndefined();
    expect(await thread(teacherY, id)).toBeUndefined();
    // B's own question stays in class Y.
    const bq = await ask(b, "Frage aus Klasse Y");
    expect(await thread(a1, bq)).toBeUndefined();
    expect(await thread(teacherY, bq)).toBeDefined();
    // Nor can B answer, report or mark A's thread by its id.
    expect(
      (await call(b, "POST", `/api/learning/discussion/threads/${id}/answers`, { body: "x" }))
        .status,
    ).toBe(404);
    expect(
      (await call(b, "POST", `/api/learning/discussion/posts/${id}/report`, { reason: "x" }))
        .status,
    ).toBe(404);
    expect((await call(b, "PUT", `/api/learning/discussion/threads/${id}/helps-too`)).status).toBe(
      404,
    );
  });

  it("answers are marked by role, the asker marks the helpful one, followers get a notice", async () => {
    const id = await ask(a1, "Was macht break?");
    const learnerAnswer = await answer(a2, id, "`break` beendet die Schleife.");
    const teacherAnswer = await answer(teacherX, id, "Genau, und `continue` springt weiter.");
    const th = (await thread(a1, id))!;
    expect(th.answers.map((x) => [x.body, x.badge])).toEqual([
      ["`break` beendet die Schleife.", null],
      ["Genau, und `continue` springt weiter.", "teacher"],
    ]);
    expect(th.answerCount).toBe(2);
    // Only the asker marks the answer that helped.
    const byOther = await call(a2, "PUT", `/api/learning/discussion/threads/${id}/helpful`, {
      postId: learnerAnswer,
    });
    expect(byOther.status).toBe(403);
    const mark = await call(a1, "PUT", `/api/learning/discussion/threads/${id}/helpful`, {
      postId: learnerAnswer,
    });
    expect(mark.status).toBe(200);
    expect((await thread(a2, id))?.helpfulPostId).toBe(learnerAnswer);
    // The asker was notified of both answers, A2 (a follower since answering) of the teacher's.
    const notes = await t.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, "discussionAnswer"));
    const of = (u: Who) => notes.filter((n) => n.userId === u.userId).map((n) => n.dedupeKey);
    expect(of(a1)).toEqual(
      expect.arrayContaining([
        `discussion-answer:${learnerAnswer}`,
        `discussion-answer:${teacherAnswer}`,
      ]),
    );
    expect(of(a2)).toEqual([`discussion-answer:${teacherAnswer}`]);
    expect(of(teacherX)).toEqual([]);
    expect(notes.find((n) => n.userId === a1.userId)?.link).toBe(
      `/app/course/${c.courseId}/${c.lessonId}#thread-${id}`,
    );
  });

  it("'hilft mir auch' counts once per user, never the asker's own", async () => {
    const id = await ask(a1, "Wie zähle ich rückwärts?");
    const put = () => call(a2, "PUT", `/api/learning/discussion/threads/${id}/helps-too`);
    expect(await (await put()).json()).toEqual({ count: 1, on: true });
    expect(await (await put()).json()).toEqual({ count: 1, on: true });
    expect(
      await (await call(a1, "PUT", `/api/learning/discussion/threads/${id}/helps-too`)).json(),
    ).toEqual({ count: 1, on: false });
    const th = (await thread(a2, id))!;
    expect([th.helpsToo, th.helpsMe]).toEqual([1, true]);
    expect(
      await (await call(a2, "DELETE", `/api/learning/discussion/threads/${id}/helps-too`)).json(),
    ).toEqual({ count: 0, on: false });
  });

  it("edit and delete one's own posts only; an edit shows, a deleted answer goes", async () => {
    const id = await ask(a1, "Alter Titel", "Alter Text");
    const ans = await answer(a2, id, "Eine Antwort");
    expect(
      (await call(a2, "PATCH", `/api/learning/discussion/posts/${id}`, { body: "gekapert" }))
        .status,
    ).toBe(403);
    expect(
      (await call(b, "PATCH", `/api/learning/discussion/posts/${id}`, { body: "gekapert" })).status,
    ).toBe(404);
    expect((await call(a2, "DELETE", `/api/learning/discussion/posts/${id}`)).status).toBe(403);
    const edit = await call(a1, "PATCH", `/api/learning/discussion/posts/${id}`, {
      title: "Neuer Titel",
      body: "Neuer Text",
    });
    expect(edit.status).toBe(200);
    let th = (await thread(a2, id))!;
    expect([th.title, th.body, th.edited]).toEqual(["Neuer Titel", "Neuer Text", true]);
    expect((await call(a2, "DELETE", `/api/learning/discussion/posts/${ans}`)).status).toBe(200);
    th = (await thread(a1, id))!;
    expect(th.answers).toEqual([]);
    // The question deleted without answers: the thread is gone.
    expect((await call(a1, "DELETE", `/api/learning/discussion/posts/${id}`)).status).toBe(200);
    expect(await thread(a1, id)).toBeUndefined();
  });

  it("a report reaches the class's teacher; hidden posts are gone for learners, kept for moderators", async () => {
    const id = await ask(a1, "Frage mit Antwort");
    const bad = await answer(a2, id, "Unfreundlicher Beitrag");
    expect(
      (
        await call(a1, "POST", `/api/learning/discussion/posts/${bad}/report`, {
          reason: "Beleidigend",
        })
      ).status,
    ).toBe(200);
    expect(await (await call(a1, "GET", "/api/discussions/moderation")).status).toBe(403);
    const queue = async (who: Who, status = "open") => {
      const res = await call(who, "GET", `/api/discussions/moderation?status=${status}`);
      expect(res.status).toBe(200);
      return ((await res.json()) as ModerationQueueResponse).items;
    };
    const open = (await queue(teacherX)).find((i) => i.id === bad)!;
    expect(open).toMatchObject({
      threadTitle: "Frage mit Antwort",
      body: "Unfreundlicher Beitrag",
      cohortName: "Klasse X",
    });
    expect(open.reports.map((r) => r.reason)).toEqual(["Beleidigend"]);
    expect((await queue(teacherY)).find((i) => i.id === bad)).toBeUndefined();
    expect((await queue(moderator)).find((i) => i.id === bad)).toBeDefined();
    // Another class's teacher may not hide it.
    expect(
      (
        await call(teacherY, "POST", `/api/discussions/moderation/posts/${bad}/hide`, {
          reason: "x",
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(teacherX, "POST", `/api/discussions/moderation/posts/${bad}/hide`, {
          reason: "Ton",
        })
      ).status,
    ).toBe(200);
    expect((await thread(a1, id))?.answers).toEqual([]);
    expect((await thread(a2, id))?.answers).toEqual([]);
    const kept = (await thread(moderator, id))!.answers.find((x) => x.id === bad)!;
    expect([kept.hidden, kept.hiddenReason]).toEqual([true, "Ton"]);
    expect((await queue(teacherX)).find((i) => i.id === bad)).toBeUndefined();
    expect((await queue(admin, "hidden")).find((i) => i.id === bad)?.hiddenReason).toBe("Ton");
    // The author cannot edit or answer around it; a restore brings it back.
    expect(
      (await call(a2, "PATCH", `/api/learning/discussion/posts/${bad}`, { body: "x" })).status,
    ).toBe(404);
    expect(
      (await call(moderator, "POST", `/api/discussions/moderation/posts/${bad}/restore`)).status,
    ).toBe(200);
    expect((await thread(a1, id))?.answers.map((x) => x.id)).toEqual([bad]);
  });

  it("stores hostile markdown as text and answers JSON only", async () => {
    const payload = [XSS.script, XSS.img, XSS.link, "```html\n" + XSS.iframe + "\n```"].join(
      "\n\n",
    );
    const id = await ask(a1, `Titel ${XSS.imgBare}`, payload);
    const res = await call(a2, "GET", `/api/learning/lessons/${c.lessonId}/discussion`);
    expect(res.headers.get("content-type")).toContain("application/json");
    const th = ((await res.json()) as DiscussionPageResponse).threads.find((x) => x.id === id)!;
    expect(th.title).toBe(`Titel ${XSS.imgBare}`);
    expect(th.body).toBe(payload);
  });

  it("searches titles and answers of the lesson", async () => {
    const id = await ask(a1, "Über Generatoren", "Was ist yield?");
    await answer(a2, id, "Ein Stichwort: Zaubertrick_42");
    const other = await ask(a1, "Ganz anders", "Nichts davon");
    const ids = async (q: string) =>
      (await page(a2, `?q=${encodeURIComponent(q)}`)).body.threads.map((x) => x.id);
    expect(await ids("generatoren")).toEqual([id]);
    expect(await ids("zaubertrick_42")).toEqual([id]);
    expect(await ids("100%")).toEqual([]);
    expect(await ids("anders")).toEqual([other]);
  });

  it("the course setting 'course' lets every learner of the course read every class's posts", async () => {
    const id = await ask(a1, "Für alle sichtbar?");
    expect(await thread(b, id)).toBeUndefined();
    const set = (scope: string, who = admin) =>
      call(who, "PUT", `/api/admin/courses/${c.courseId}/discussions`, { scope });
    expect((await set("course", teacherX)).status).toBe(403);
    expect((await set("course")).status).toBe(200);
    expect(await thread(b, id)).toBeDefined();
    expect((await set("cohort")).status).toBe(200);
    expect(await thread(b, id)).toBeUndefined();
  });

  it("pages with a cursor and runs the same statements whatever the number of threads", async () => {
    const fresh = await makeDiscussionCourse(t.deps.db);
    const learner = await t.signIn("user");
    const first = await ask(learner, "Frage 0", "x", fresh.lessonId);
    await answer(learner, first, "Selbst beantwortet");
    const small = await page(learner, "", fresh.lessonId);
    expect(small.body.threads).toHaveLength(1);
    expect(small.body.nextCursor).toBeNull();
    await t.deps.db.insert(discussionPosts).values(
      Array.from({ length: 24 }, (_, i) => ({
        lessonId: fresh.lessonId,
        courseId: fresh.courseId,
        authorId: learner.userId,
        title: `Frage ${i + 1}`,
        body: "y",
        lastActivityAt: new Date(Date.now() + (i + 1) * 1000),
      })),
    );
    const big = await page(learner, "", fresh.lessonId);
    expect(big.statements).toBe(small.statements);
    expect(big.body.threads.map((x) => x.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Frage ${24 - i}`),
    );
    const seen = new Set<string>();
    let cursor: string | null = null;
    do {
      const p = await page(learner, cursor ? `?cursor=${cursor}` : "", fresh.lessonId);
      p.body.threads.forEach((x) => seen.add(x.title));
      cursor = p.body.nextCursor;
    } while (cursor);
    expect(seen.size).toBe(25);
  });

  it("limits posts per user", async () => {
    const fresh = await makeDiscussionCourse(t.deps.db);
    const learner = await t.signIn("user");
    for (let i = 0; i < 10; i++) await ask(learner, `Frage ${i}`, "x", fresh.lessonId);
    const res = await call(learner, "POST", `/api/learning/lessons/${fresh.lessonId}/discussion`, {
      title: "zu viel",
      body: "x",
    });
    expect(res.status).toBe(429);
  });

  it("lists unanswered questions for a helper's inbox, oldest first, with the waiting time", async () => {
    const fresh = await makeDiscussionCourse(t.deps.db);
    const [l1, l2, l3] = await Promise.all([t.signIn("user"), t.signIn("user"), t.signIn("user")]);
    const klasse = await makeCohort(t.deps.db, fresh.courseId, "Inbox", [l1.userId]);
    const inClass = await ask(l1, "In der Klasse", "x", fresh.lessonId);
    const alone = await ask(l2, "Ohne Klasse", "x", fresh.lessonId);
    const answered = await ask(l3, "Beantwortet", "x", fresh.lessonId);
    await answer(l2, answered, "Hier die Antwort");
    const teacherView = await unansweredQuestions(t.deps.db, {
      courseIds: [],
      cohortIds: [klasse],
    });
    expect(teacherView.map((q) => q.id)).toEqual([inClass]);
    const reviewerView = await unansweredQuestions(t.deps.db, {
      courseIds: [fresh.courseId],
      cohortIds: [],
    });
    expect(reviewerView.map((q) => q.id)).toEqual([alone]);
    expect(reviewerView[0]).toMatchObject({
      title: "Ohne Klasse",
      lessonTitle: "Schleifen",
      courseTitle: "Python",
    });
    expect(reviewerView[0].waitingSeconds).toBeGreaterThanOrEqual(0);
    const both = await unansweredQuestions(t.deps.db, {
      courseIds: [fresh.courseId],
      cohortIds: [klasse],
    });
    expect(both.map((q) => q.id)).toEqual([inClass, alone]);
  });

  it("a question whose only answer is deleted, hidden or the asker's own waits in the inbox again", async () => {
    const fresh = await makeDiscussionCourse(t.deps.db);
    const [asker, helper, teacher] = await Promise.all([
      t.signIn("user"),
      t.signIn("user"),
      t.signIn("teacher"),
    ]);
    await makeCohort(
      t.deps.db,
      fresh.courseId,
      "Warteschlange",
      [asker.userId, helper.userId],
      [teacher.userId],
    );
    const waiting = async () => {
      const res = await call(teacher, "GET", "/api/help/inbox");
      expect(res.status).toBe(200);
      const body = (await res.json()) as { items: { id: string }[]; total: number };
      return [body.items.map((i) => i.id), body.total] as const;
    };
    const id = await ask(asker, "Wartet sie?", "x", fresh.lessonId);
    expect(await waiting()).toEqual([[id], 1]);
    await answer(asker, id, "Nachtrag von mir selbst");
    expect(await waiting()).toEqual([[id], 1]);
    const first = await answer(helper, id, "Eine Antwort");
    expect(await waiting()).toEqual([[], 0]);
    expect(
      (
        await call(teacher, "POST", `/api/discussions/moderation/posts/${first}/hide`, {
          reason: "Ton",
        })
      ).status,
    ).toBe(200);
    expect(await waiting()).toEqual([[id], 1]);
    expect(
      (await call(teacher, "POST", `/api/discussions/moderation/posts/${first}/restore`)).status,
    ).toBe(200);
    expect(await waiting()).toEqual([[], 0]);
    expect((await call(helper, "DELETE", `/api/learning/discussion/posts/${first}`)).status).toBe(
      200,
    );
    expect(await waiting()).toEqual([[id], 1]);
    // The answerer's account goes: their answers with it, and the question waits again.
    const second = await answer(helper, id, "Noch eine");
    expect(second).toBeTruthy();
    expect(await waiting()).toEqual([[], 0]);
    await t.deps.db.delete(user).where(eq(user.id, helper.userId));
    expect(await waiting()).toEqual([[id], 1]);
  });
});
