import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import { api, type Caller } from "../../test/projects-helpers";
import { cohortOf, codeCourse } from "../../test/help-helpers";
import { courseReviewers, user } from "../../db/schema";
import type { HelpInboxResponse, HelpRequestDetail, MyHelpResponse } from "@shared/contracts/help";
import type { NotificationsResponse } from "@shared/contracts/notifications";
import { sendHelpDigests } from "./help-digest";

/*
 * Help requests with the learner's code (issue 45, decision 0223), through the API: who gets
 * a request, who may read and answer it, what the learner sees of the answer, the inbox, the
 * daily digest, and a fixed number of statements.
 */

const FILES = [{ name: "main.js", content: "function sum(xs) {\n  return 0;\n}\n" }];
const FAILED = [
  { id: "empty", status: "passed" as const },
  {
    id: "three",
    status: "failed" as const,
    failure: { kind: "equal" as const, expected: "6", actual: "0" },
  },
];
const XSS = `<img src=x onerror="alert(1)"><script>alert(2)</script>`;

let t: TestApp;
interface Person {
  cookie: string;
  userId: string;
  email: string;
  call: Caller;
}
async function person(role: "user" | "teacher" | "moderator" | "admin"): Promise<Person> {
  const p = await t.signIn(role);
  return { ...p, call: api(t, p.cookie) };
}

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function ask(p: Person, exerciseId: string, question = "Warum ergibt sum 0?") {
  return p.call<MyHelpResponse & { error?: { code: string } }>(
    "POST",
    `/learning/exercises/${exerciseId}/help`,
    { question, files: FILES },
  );
}

describe("asking for help (cohort teachers)", () => {
  let course: Awaited<ReturnType<typeof codeCourse>>;
  let learner: Person, other: Person, teacher: Person, otherTeacher: Person, moderator: Person;
  let admin: Person;
  let requestId = "";

  beforeAll(async () => {
    course = await codeCourse(t.deps.db);
    [learner, other, teacher, otherTeacher, moderator, admin] = await Promise.all([
      person("user"),
      person("user"),
      person("teacher"),
      person("teacher"),
      person("moderator"),
      person("admin"),
    ]);
    await t.deps.db.update(user).set({ name: XSS }).where(eq(user.id, learner.userId));
    await cohortOf(t.deps.db, course.courseId, [teacher.userId], [learner.userId]);
    await cohortOf(t.deps.db, course.courseId, [otherTeacher.userId], [other.userId]);
    // The course has a reviewer too: with a cohort, the cohort's teacher is asked, not them.
    await t.deps.db
      .insert(courseReviewers)
      .values({ courseId: course.courseId, userId: moderator.userId });
    const rec = await learner.call("POST", `/learning/exercises/${course.exerciseId}/results`, {
      files: FILES,
      results: FAILED,
    });
    expect(rec.status).toBe(200);
  });

  it("sends the question, the files and the last check results to the learner's teacher", async () => {
    const res = await ask(learner, course.exerciseId, `Hilfe ${XSS}`);
    expect(res.status).toBe(200);
    const [mine] = res.body.requests;
    expect(mine).toMatchObject({ status: "open", question: `Hilfe ${XSS}`, files: FILES });
    requestId = mine.id;

    const inbox = await teacher.call<HelpInboxResponse>("GET", "/help/inbox");
    expect(inbox.status).toBe(200);
    expect(inbox.body.total).toBe(1);
    expect(inbox.body.items[0]).toMatchObject({
      kind: "help",
      id: requestId,
      learnerName: XSS,
      lessonTitle: "Summen bilden",
      courseTitle: "Hilfekurs",
      link: `/app/help/${requestId}`,
    });

    const detail = await teacher.call<HelpRequestDetail>("GET", `/help/requests/${requestId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.files).toEqual(FILES);
    expect(detail.body.results).toEqual(FAILED);
    expect(detail.body.checks.map((c) => c.title)).toEqual([
      "sum([]) ergibt 0",
      "sum([1, 2, 3]) ergibt 6",
    ]);
    expect(detail.body.task).toBe("Schreibe sum.");

    const bell = await teacher.call<NotificationsResponse>("GET", "/me/notifications");
    expect(bell.body.items[0]).toMatchObject({
      kind: "helpRequested",
      link: `/app/help/${requestId}`,
      data: { learner: XSS, lesson: "Summen bilden", course: "Hilfekurs" },
    });
    // The e-mail carries the learner's name escaped: nothing in it runs.
    const [mail] = await t.outbox(teacher.email);
    expect(mail.html).toContain("&lt;script&gt;");
    expect(mail.html).not.toContain("<script>");
  });

  it("refuses a second request while one is open", async () => {
    const again = await ask(learner, course.exerciseId);
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe("HELP_ALREADY_OPEN");
  });

  it("shows a request only to its helpers: never to another learner, another class's teacher or the reviewer", async () => {
    const b = await other.call<MyHelpResponse>(
      "GET",
      `/learning/exercises/${course.exerciseId}/help`,
    );
    expect(b.status).toBe(200);
    expect(b.body.requests).toEqual([]);
    for (const p of [otherTeacher, moderator]) {
      expect((await p.call<HelpInboxResponse>("GET", "/help/inbox")).body.items).toEqual([]);
      expect((await p.call("GET", `/help/requests/${requestId}`)).status).toBe(404);
      const answer = await p.call("POST", `/help/requests/${requestId}/answer`, { answer: "Hi" });
      expect(answer.status).toBe(404);
    }
    expect((await other.call("GET", `/help/requests/${requestId}`)).status).toBe(403);
    // Admins see every request.
    expect((await admin.call("GET", `/help/requests/${requestId}`)).status).toBe(200);
    const notFound = await teacher.call("GET", `/help/requests/not-a-uuid`);
    expect(notFound.status).toBe(404);
  });

  it("refuses a comment on a line the file does not have", async () => {
    const res = await teacher.call<{ error: { code: string; message: string } }>(
      "POST",
      `/help/requests/${requestId}/answer`,
      { comments: [{ file: "main.js", line: 99, body: "Hier" }] },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("Diese Zeile gibt es in der Datei nicht");
    const empty = await teacher.call("POST", `/help/requests/${requestId}/answer`, {
      answer: " ",
      comments: [],
    });
    expect(empty.status).toBe(400);
  });

  it("the teacher answers on a line with a suggested change; the learner sees it on the exercise and in the bell", async () => {
    const res = await teacher.call<HelpRequestDetail>(
      "POST",
      `/help/requests/${requestId}/answer`,
      {
        answer: "Schau dir die Rückgabe an.",
        comments: [
          {
            file: "main.js",
            line: 2,
            body: `Hier gibst du immer 0 zurück ${XSS}`,
            suggestion: "  return xs.reduce((a, b) => a + b, 0);",
          },
        ],
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("answered");

    const mine = await learner.call<MyHelpResponse>(
      "GET",
      `/learning/exercises/${course.exerciseId}/help`,
    );
    const [r] = mine.body.requests;
    expect(r).toMatchObject({
      status: "answered",
      answer: "Schau dir die Rückgabe an.",
      answeredByName: "Test teacher",
    });
    expect(r.comments).toMatchObject([
      {
        file: "main.js",
        line: 2,
        body: `Hier gibst du immer 0 zurück ${XSS}`,
        suggestion: "  return xs.reduce((a, b) => a + b, 0);",
      },
    ]);
    const bell = await learner.call<NotificationsResponse>("GET", "/me/notifications");
    expect(bell.body.items[0]).toMatchObject({
      kind: "helpAnswered",
      link: `/app/course/${course.courseId}/${course.lessonId}`,
      data: { helper: "Test teacher", lesson: "Summen bilden" },
    });
    // Answered: gone from the inbox; a second answer is refused.
    expect((await teacher.call<HelpInboxResponse>("GET", "/help/inbox")).body.total).toBe(0);
    const twice = await teacher.call("POST", `/help/requests/${requestId}/answer`, { answer: "X" });
    expect(twice.status).toBe(409);
    // The learner may ask again.
    expect((await ask(learner, course.exerciseId, "Noch eine Frage")).status).toBe(200);
    // Their data export holds both requests, the answer and its comment.
    const exported = await learner.call<{ helpRequests: MyHelpResponse["requests"] }>(
      "GET",
      "/me/export",
    );
    expect(exported.body.helpRequests.map((h) => h.question)).toEqual([
      `Hilfe ${XSS}`,
      "Noch eine Frage",
    ]);
    expect(exported.body.helpRequests[0].comments).toHaveLength(1);
  });
});

describe("the lessons' unanswered questions in the inbox", () => {
  it("lists a class's open question to its teacher only, oldest first with the requests, until someone answers", async () => {
    const course = await codeCourse(t.deps.db, "Fragenkurs");
    const [learner, classmate, teacher, otherTeacher, admin] = await Promise.all([
      person("user"),
      person("user"),
      person("teacher"),
      person("teacher"),
      person("admin"),
    ]);
    await cohortOf(
      t.deps.db,
      course.courseId,
      [teacher.userId],
      [learner.userId, classmate.userId],
    );
    await cohortOf(t.deps.db, course.courseId, [otherTeacher.userId], []);
    const asked = await learner.call<{ id: string }>(
      "POST",
      `/learning/lessons/${course.lessonId}/discussion`,
      { title: "Was ist eine Summe?", body: "Ich verstehe die Aufgabe nicht." },
    );
    expect(asked.status).toBe(201);
    expect((await ask(learner, course.exerciseId)).status).toBe(200);

    const inbox = await teacher.call<HelpInboxResponse>("GET", "/help/inbox");
    expect(inbox.body.total).toBe(2);
    expect(inbox.body.items.map((i) => [i.kind, i.courseTitle])).toEqual([
      ["question", "Fragenkurs"],
      ["help", "Fragenkurs"],
    ]);
    expect(inbox.body.items[0]).toMatchObject({
      id: asked.body.id,
      text: "Was ist eine Summe?: Ich verstehe die Aufgabe nicht.",
      lessonTitle: "Summen bilden",
    });
    expect(inbox.body.items[0].link).toContain(`#thread-${asked.body.id}`);
    // Another class's teacher sees neither; an admin sees both.
    expect((await otherTeacher.call<HelpInboxResponse>("GET", "/help/inbox")).body.items).toEqual(
      [],
    );
    const all = await admin.call<HelpInboxResponse>("GET", "/help/inbox");
    expect(all.body.items.map((i) => i.id)).toContain(asked.body.id);

    // A classmate's answer takes the question off the teacher's list.
    const answered = await classmate.call(
      "POST",
      `/learning/discussion/threads/${asked.body.id}/answers`,
      { body: "Alle Zahlen zusammengezählt." },
    );
    expect(answered.status).toBe(201);
    const after = await teacher.call<HelpInboxResponse>("GET", "/help/inbox");
    expect(after.body.items.map((i) => i.kind)).toEqual(["help"]);
    expect(after.body.total).toBe(1);
  });
});

describe("without a cohort", () => {
  it("asks the course's reviewers, and without reviewers the moderators and admins", async () => {
    const withReviewer = await codeCourse(t.deps.db, "Mit Reviewer");
    const without = await codeCourse(t.deps.db, "Ohne Reviewer");
    const [learner, reviewer, moderator, teacher] = await Promise.all([
      person("user"),
      person("moderator"),
      person("moderator"),
      person("teacher"),
    ]);
    await t.deps.db
      .insert(courseReviewers)
      .values({ courseId: withReviewer.courseId, userId: reviewer.userId });
    expect((await ask(learner, withReviewer.exerciseId)).status).toBe(200);
    const titles = async (p: Person) =>
      (await p.call<HelpInboxResponse>("GET", "/help/inbox")).body.items.map((i) => i.courseTitle);
    expect(await titles(reviewer)).toEqual(["Mit Reviewer"]);
    expect(await titles(moderator)).toEqual([]);
    expect((await ask(learner, without.exerciseId)).status).toBe(200);
    expect(await titles(moderator)).toEqual(["Ohne Reviewer"]);
    expect(await titles(reviewer)).toEqual(["Mit Reviewer", "Ohne Reviewer"]);
    expect(await titles(teacher)).toEqual([]);
  });

  it("refuses an exercise of a course the learner may not see, and a plain id", async () => {
    const hidden = await codeCourse(t.deps.db, "Entwurf");
    await t.deps.db.execute(
      sql`update courses set is_published = false where id = ${hidden.courseId}::uuid`,
    );
    const learner = await person("user");
    expect((await ask(learner, hidden.exerciseId)).status).toBe(404);
    expect((await ask(learner, "nope")).status).toBe(404);
  });
});

describe("fixed statements", () => {
  it("the inbox, a request and the learner's list run the same statements at two sizes", async () => {
    const course = await codeCourse(t.deps.db, "Größen");
    const teacher = await person("teacher");
    const learners = await Promise.all(Array.from({ length: 6 }, () => person("user")));
    await cohortOf(
      t.deps.db,
      course.courseId,
      [teacher.userId],
      learners.map((l) => l.userId),
    );
    const counts = async () => {
      const inbox = await teacher.call<HelpInboxResponse>("GET", "/help/inbox");
      const first = inbox.body.items[0];
      const one = await teacher.call("GET", `/help/requests/${first.id}`);
      const mine = await learners[0].call("GET", `/learning/exercises/${course.exerciseId}/help`);
      return [inbox.sql, one.sql, mine.sql, inbox.body.total];
    };
    expect((await ask(learners[0], course.exerciseId)).status).toBe(200);
    const small = await counts();
    for (const l of learners.slice(1)) expect((await ask(l, course.exerciseId)).status).toBe(200);
    const large = await counts();
    expect(small[3]).toBe(1);
    expect(large[3]).toBe(6);
    expect(large.slice(0, 3)).toEqual(small.slice(0, 3));
    expect(small[0]).toBeGreaterThan(0);
  });
});

describe("daily digest", () => {
  it("mails a helper once a day when a request waits longer than the threshold, in two processes at once", async () => {
    const course = await codeCourse(t.deps.db, "Digest");
    const [learner, teacher] = await Promise.all([person("user"), person("teacher")]);
    await cohortOf(t.deps.db, course.courseId, [teacher.userId], [learner.userId]);
    expect((await ask(learner, course.exerciseId)).status).toBe(200);
    const digests = async () =>
      (await t.outbox(teacher.email)).filter((m) => m.kind === "help-digest");
    // Not yet waiting a day: nothing.
    await sendHelpDigests(t.deps, new Date(Date.now() + 3_600_000));
    expect(await digests()).toHaveLength(0);
    // A day later, two processes at once: one e-mail.
    const later = new Date(Date.now() + 25 * 3_600_000);
    await Promise.all([sendHelpDigests(t.deps, later), sendHelpDigests(t.deps, later)]);
    await sendHelpDigests(t.deps, later);
    const mails = await digests();
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("1 Hilfe-Anfragen warten auf dich");
    expect(mails[0].text).toContain("/app/help");
  });
});
