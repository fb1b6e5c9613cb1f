import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TestApp } from "../../test/harness";
import { createTestApp } from "../../test/harness";
import { auditLog, courseProjects, courses, lessons, modules, user } from "../../db/schema";
import type { FakeOpenAI } from "../../test/fake-openai";
import type { AdminProject, ProjectAiDraftResponse } from "@shared/contracts/projects";
import { closePracticeRuntimes } from "../../practice/practice-engine";
import { startFakeAiApp } from "../../test/admin-helpers";
import { api, type Caller, type ErrorBody } from "../../test/projects-helpers";

/**
 * "Projekt mit KI entwerfen" over HTTP (decision 0142): through the fake OpenAI-compatible
 * server's real HTTP path (structured output, validated, the draft's checks run against its
 * solution), nothing saved by the draft; saving it is an idempotent create; offline drafts.
 */
let fake: FakeOpenAI;
let t: TestApp;
let admin: Caller;

beforeAll(async () => {
  let cookie: string;
  ({ fake, t, cookie } = await startFakeAiApp({ AI_MAX_ATTEMPTS: "2" }));
  admin = api(t, cookie);
});
afterAll(async () => {
  closePracticeRuntimes();
  await t?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

/** A course in the AI & automation skill area with `n` modules of two lessons each. */
async function courseWith(n: number, title = "Automatisieren mit JavaScript") {
  const db = t.deps.db;
  const [c] = await db
    .insert(courses)
    .values({ title, description: "Abläufe automatisieren.", skillArea: "ai-automation" })
    .returning({ id: courses.id });
  const ms = await db
    .insert(modules)
    .values(
      Array.from({ length: n }, (_, i) => ({
        courseId: c.id,
        title: `Modul ${i + 1}`,
        description: `Inhalt ${i + 1}`,
        orderIndex: i,
      })),
    )
    .returning({ id: modules.id });
  await db
    .insert(lessons)
    .values(
      ms.flatMap((m, i) =>
        [0, 1].map((j) => ({ moduleId: m.id, title: `L${i}.${j}`, orderIndex: j })),
      ),
    );
  return c.id;
}

const projectsOf = (courseId: string) =>
  t.deps.db.select().from(courseProjects).where(eq(courseProjects.courseId, courseId));

describe("AI draft through the provider's HTTP path", () => {
  it("drafts a capstone from the outline with checks its solution passes, and saves nothing", async () => {
    const courseId = await courseWith(4);
    const r = await admin<ProjectAiDraftResponse>(
      "POST",
      `/admin/courses/${courseId}/projects/ai-draft`,
      {},
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.source).toBe("ai");
    expect(r.body.draft).toMatchObject({
      title: "KI-Abschlussprojekt: Automatisieren mit JavaScript",
      runtime: "javascript",
      moduleId: null,
      orderIndex: 0,
      checks: { checks: [{ id: "c1", title: "summe(2, 3) gibt 5 zurück" }] },
      solutionFiles: [{ name: "main.js" }],
    });
    expect(r.body.draft.rubric.map((c) => c.title)).toEqual([
      "Modul 1",
      "Modul 2",
      "Modul 3",
      "Modul 4",
    ]);
    expect(r.body.draft.brief).toContain("Modul 3");
    expect(fake.requests.map((x) => x.operation)).toEqual(["project_draft"]);
    expect(await projectsOf(courseId)).toEqual([]);
  });

  it("runs a fixed number of statements whatever the size of the course", async () => {
    const small = await admin(
      "POST",
      `/admin/courses/${await courseWith(1)}/projects/ai-draft`,
      {},
    );
    const large = await admin(
      "POST",
      `/admin/courses/${await courseWith(8)}/projects/ai-draft`,
      {},
    );
    expect(small.status).toBe(200);
    expect(large.status).toBe(200);
    expect(large.sql).toBe(small.sql);
  });

  it("asks the model again when the draft's solution fails its check", async () => {
    const courseId = await courseWith(3, "Skripte [[fake:practice-broken-once]]");
    const r = await admin<ProjectAiDraftResponse>(
      "POST",
      `/admin/courses/${courseId}/projects/ai-draft`,
      {},
    );
    expect(r.status).toBe(200);
    expect(fake.requests).toHaveLength(2);
    expect(r.body.draft.checks?.checks).toHaveLength(1);
  });

  it("answers invalid model output with a clear error in the caller's language and writes nothing", async () => {
    const courseId = await courseWith(3, "Kaputt [[fake:invalid-schema]]");
    const de = await admin<ErrorBody>("POST", `/admin/courses/${courseId}/projects/ai-draft`, {});
    expect(de.status).toBe(502);
    expect(de.body.error).toMatchObject({
      code: "PROJECT_AI_INVALID",
      message:
        "Die KI hat keinen gültigen Projektentwurf geliefert. Es wurde nichts gespeichert. Bitte versuche es erneut.",
    });
    // An admin whose interface language is English reads it in English.
    const { email } = await t.signIn("admin");
    await t.deps.db.update(user).set({ language: "en" }).where(eq(user.email, email));
    const english = api(t, (await t.signIn("admin", email)).cookie);
    const en = await english<ErrorBody>("POST", `/admin/courses/${courseId}/projects/ai-draft`, {});
    expect(en.body.error.message).toBe(
      "The AI did not deliver a valid project draft. Nothing was saved. Please try again.",
    );
    expect(await projectsOf(courseId)).toEqual([]);
  });

  it("refuses people who are not admins and unknown courses", async () => {
    const courseId = await courseWith(1);
    const learner = api(t, (await t.signIn()).cookie);
    expect((await learner("POST", `/admin/courses/${courseId}/projects/ai-draft`, {})).status).toBe(
      403,
    );
    const unknown = await admin<ErrorBody>(
      "POST",
      `/admin/courses/00000000-0000-4000-8000-000000000000/projects/ai-draft`,
      {},
    );
    expect(unknown.status).toBe(404);
  });
});

describe("saving the draft", () => {
  it("creates the project once however often the same save arrives", async () => {
    const courseId = await courseWith(3);
    const { body } = await admin<ProjectAiDraftResponse>(
      "POST",
      `/admin/courses/${courseId}/projects/ai-draft`,
      {},
    );
    const key = crypto.randomUUID();
    const path = `/admin/courses/${courseId}/projects`;
    const [a, b] = await Promise.all([
      admin<AdminProject>("POST", path, { ...body.draft, idempotencyKey: key }),
      admin<AdminProject>("POST", path, { ...body.draft, idempotencyKey: key }),
    ]);
    const c = await admin<AdminProject>("POST", path, { ...body.draft, idempotencyKey: key });
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    expect(new Set([a.body.id, b.body.id, c.body.id]).size).toBe(1);
    expect(a.body).toMatchObject({ revision: 1, solutionFiles: body.draft.solutionFiles });
    expect(await projectsOf(courseId)).toHaveLength(1);
    const audits = await t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, a.body.id));
    expect(audits.filter((x) => x.action === "created")).toHaveLength(1);
    // Another course cannot take the key over.
    const other = await admin<ErrorBody>("POST", `/admin/courses/${await courseWith(1)}/projects`, {
      ...body.draft,
      idempotencyKey: key,
    });
    expect(other.status).toBe(409);
  });
});

describe("offline provider", () => {
  it("drafts from the course's modules without a model", async () => {
    const off = await createTestApp();
    try {
      const caller = api(off, (await off.signIn("admin")).cookie);
      const [c] = await off.deps.db
        .insert(courses)
        .values({ title: "Webseiten", description: "HTML und CSS", skillArea: "web-development" })
        .returning({ id: courses.id });
      await off.deps.db.insert(modules).values([
        { courseId: c.id, title: "HTML", description: "Struktur", orderIndex: 0 },
        { courseId: c.id, title: "CSS", description: "Gestaltung", orderIndex: 1 },
      ]);
      const r = await caller<ProjectAiDraftResponse>(
        "POST",
        `/admin/courses/${c.id}/projects/ai-draft`,
        {},
      );
      expect(r.status).toBe(200);
      expect(r.body.source).toBe("offline");
      expect(r.body.draft).toMatchObject({
        title: "Abschlussprojekt: Webseiten",
        runtime: "web",
        starterFiles: [{ name: "index.html" }],
        checks: null,
      });
      expect(r.body.draft.rubric.slice(0, 2).map((x) => x.title)).toEqual(["HTML", "CSS"]);
    } finally {
      await off.close();
    }
  });
});
