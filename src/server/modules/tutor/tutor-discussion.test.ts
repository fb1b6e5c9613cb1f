import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { makeCohort, makeDiscussionCourse } from "../../test/discussion-helpers";
import { startFakeOpenAI, type FakeOpenAI } from "../../test/fake-openai";

/**
 * The tutor cites the lesson's discussion (issue 45): answered threads the learner may read,
 * marked as coming from the discussion; never hidden, deleted, unanswered or another class's
 * posts. With a model (the fake OpenAI-compatible server) and offline.
 */
type Who = { cookie: string; userId: string };

async function fillDiscussion(t: TestApp) {
  const c = await makeDiscussionCourse(t.deps.db);
  const [a1, a2, b, teacher] = await Promise.all([
    t.signIn("user"),
    t.signIn("user"),
    t.signIn("user"),
    t.signIn("teacher"),
  ]);
  await makeCohort(t.deps.db, c.courseId, "X", [a1.userId, a2.userId], [teacher.userId]);
  await makeCohort(t.deps.db, c.courseId, "Y", [b.userId]);
  const post = async (who: Who, path: string, json: unknown) => {
    const res = await t.request(path, { json, cookie: who.cookie });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const ask = (who: Who, title: string, body: string) =>
    post(who, `/api/learning/lessons/${c.lessonId}/discussion`, { title, body });
  const answer = (who: Who, id: string, body: string) =>
    post(who, `/api/learning/discussion/threads/${id}/answers`, { body });
  const walrus = await ask(a2, "Walross-Operator", "Was macht der Walross-Operator?");
  await answer(teacher, walrus, "Der Walross-Operator := weist mitten in einem Ausdruck zu.");
  await ask(a2, "Dekoratoren", "Unbeantwortete Frage zu Dekoratoren");
  const hiddenThread = await ask(a2, "Generatoren", "Was macht yield in Generatoren?");
  const hiddenAnswer = await answer(a2, hiddenThread, "Versteckte Antwort Zauberwort Generatoren");
  await answer(teacher, hiddenThread, "yield gibt in Generatoren einen Wert zurück.");
  const hide = await t.request(`/api/discussions/moderation/posts/${hiddenAnswer}/hide`, {
    json: { reason: "falsch" },
    cookie: teacher.cookie,
  });
  expect(hide.status).toBe(200);
  const other = await ask(b, "Lambda", "Was ist ein Lambda-Ausdruck?");
  await answer(b, other, "Antwort aus Klasse Y: Lambda-Geheimnis");
  return { c, a1 };
}

describe("the tutor with a model cites the discussion", () => {
  let t: TestApp;
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await createTestApp({
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: fake.url,
      AI_MODEL: "fake-model",
      AI_API_KEY: "sk-fake",
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it("sends answered threads of the class, marked as the discussion, nothing hidden or foreign", async () => {
    const { c, a1 } = await fillDiscussion(t);
    const res = await t.request(`/api/learning/lessons/${c.lessonId}/tutor`, {
      json: { question: "Was macht der Walross-Operator?", lang: "de" },
      cookie: a1.cookie,
    });
    expect(res.status).toBe(200);
    await res.text();
    const prompt = (
      fake.requests.filter((r) => r.operation === "tutor_chat").at(-1)?.messages ?? []
    )
      .map((m) => m.content)
      .join("\n");
    expect(prompt).toContain("From the lesson's discussion");
    expect(prompt).toContain("Der Walross-Operator := weist mitten in einem Ausdruck zu.");
    expect(prompt).toContain("Answer (by a teacher)");
    expect(prompt).not.toContain("Unbeantwortete Frage zu Dekoratoren");
    expect(prompt).toContain("yield gibt in Generatoren einen Wert zurück.");
    expect(prompt).not.toContain("Versteckte Antwort");
    expect(prompt).not.toContain("Lambda-Geheimnis");
  });
});

describe("the offline tutor cites the discussion", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it("answers from an answered thread, labelled, and never from hidden or foreign posts", async () => {
    const { c, a1 } = await fillDiscussion(t);
    const ask = async (question: string, lang = "de") => {
      const res = await t.request(`/api/learning/lessons/${c.lessonId}/tutor`, {
        json: { question, lang },
        cookie: a1.cookie,
      });
      expect(res.status).toBe(200);
      const done = /event: done\ndata: (.*)/.exec(await res.text())?.[1];
      return (JSON.parse(done ?? "{}") as { message: { answer: string } }).message.answer;
    };
    const walrus = await ask("Was macht der Walross-Operator?");
    expect(walrus).toContain("Aus „Fragen & Antworten“ dieser Lektion:");
    expect(walrus).toContain("weist mitten in einem Ausdruck zu");
    expect(await ask("What does the Walross-Operator do?", "en")).toContain(
      "From this lesson’s “Questions & Answers”:",
    );
    expect(await ask("Was ist das Zauberwort bei Generatoren?")).not.toContain("Zauberwort");
    expect(await ask("Was ist ein Lambda-Geheimnis?")).not.toContain("Lambda-Geheimnis");
    expect(await ask("Was sind Dekoratoren?")).not.toContain("Dekoratoren");
  });
});
