import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import {
  courseProjects,
  courses,
  courseVersions,
  lessonQuizzes,
  lessons,
  modules,
} from "../../db/schema";
import type { PreviewResponse } from "@shared/contracts/admin";
import type { LearnerProjectsResponse } from "@shared/contracts/projects";
import { rubric } from "../../test/projects-helpers";

/** Projects in the preview, the publish gate and a translated version (issue 30, decision 0122). */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn("admin")).cookie;
});
afterAll(async () => {
  await t?.close();
});

/** An unpublished course ready to publish, with `projects` projects and an English version. */
async function course(projects: { title: string; brief: string; rubric: typeof rubric }[]) {
  const db = t.deps.db;
  const [c] = await db
    .insert(courses)
    .values({ title: "Kurs", description: "B", language: "de", skillArea: "web-development" })
    .returning();
  const [m] = await db
    .insert(modules)
    .values({ courseId: c.id, title: "Modul 1", orderIndex: 1 })
    .returning();
  const [l] = await db
    .insert(lessons)
    .values({ moduleId: m.id, title: "Lektion", content: "Inhalt", orderIndex: 1 })
    .returning();
  await db.insert(lessonQuizzes).values({
    lessonId: l.id,
    question: "Frage?",
    choices: ["a", "b"],
    correctAnswer: 0,
    explanation: "Weil.",
    orderIndex: 1,
  });
  const rows = projects.length
    ? await db
        .insert(courseProjects)
        .values(
          projects.map((p, i) => ({
            courseId: c.id,
            orderIndex: i,
            runtime: "external" as const,
            ...p,
          })),
        )
        .returning()
    : [];
  const [source] = await db
    .insert(courseVersions)
    .values({ courseId: c.id, language: "de", structureJson: {}, isActive: true })
    .returning();
  const [en] = await db
    .insert(courseVersions)
    .values({
      courseId: c.id,
      language: "en",
      structureJson: {},
      isActive: true,
      translationJson: {
        course: { title: "Course", description: "D" },
        modules: { [m.id]: { title: "Module 1", description: "" } },
        lessons: { [l.id]: { title: "Lesson", content: "Content", learningObjective: null } },
        codeExamples: {},
        exercises: {},
        quizzes: {},
        projects: Object.fromEntries(
          rows.map((r) => [
            r.id,
            {
              title: "Capstone",
              brief: "Build a **landing page**.",
              rubric: { works: { title: "Works", description: "Loads", fulfilled: "No errors" } },
            },
          ]),
        ),
      },
    })
    .returning();
  return { courseId: c.id, source, en, projects: rows };
}

const preview = async (versionId: string) => {
  const res = await t.request(`/api/admin/course-versions/${versionId}/preview`, {
    cookie: admin,
  });
  expect(res.status).toBe(200);
  return {
    body: (await res.json()) as PreviewResponse,
    sql: Number(res.headers.get("x-sql-statements")),
  };
};

describe("projects in preview and publish gate", () => {
  it("lists an invalid project and refuses to publish it; a valid one publishes", async () => {
    const c = await course([{ title: "Abschluss", brief: "  ", rubric: rubric.slice(0, 2) }]);
    const { body } = await preview(c.source.id);
    expect(body.problems.filter((p) => p.kind.startsWith("project_"))).toEqual([
      { kind: "project_rubric_size", projectTitle: "Abschluss" },
      { kind: "project_brief_empty", projectTitle: "Abschluss" },
    ]);
    expect(body.projects).toHaveLength(1);
    const refused = await t.request(`/api/admin/course-versions/${c.source.id}/publish`, {
      json: { confirmWarnings: true },
      cookie: admin,
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: "PUBLISH_BLOCKED" } });

    await t.deps.db
      .update(courseProjects)
      .set({ brief: "Baue eine Seite.", rubric })
      .where(eq(courseProjects.id, c.projects[0].id));
    const ok = await t.request(`/api/admin/course-versions/${c.source.id}/publish`, {
      json: { confirmWarnings: true },
      cookie: admin,
    });
    expect(ok.status, await ok.clone().text()).toBe(200);
  });

  it("a translated version shows the project's texts in its language, code and ids stay", async () => {
    const c = await course([{ title: "Abschluss", brief: "Baue eine Seite.", rubric }]);
    const de = await preview(c.source.id);
    expect(de.body.projects[0]).toMatchObject({ title: "Abschluss", brief: "Baue eine Seite." });
    const en = await preview(c.en.id);
    expect(en.body.projects[0]).toMatchObject({
      title: "Capstone",
      brief: "Build a **landing page**.",
      runtime: "external",
    });
    expect(en.body.projects[0].rubric.map((r) => r.title)).toEqual([
      "Works",
      rubric[1].title,
      rubric[2].title,
    ]);
  });

  it("learners read the project in the content language of a published translation", async () => {
    const c = await course([{ title: "Abschluss", brief: "Baue eine Seite.", rubric }]);
    await t.deps.db.update(courses).set({ isPublished: true }).where(eq(courses.id, c.courseId));
    await t.deps.db
      .update(courseVersions)
      .set({ isPublished: true })
      .where(eq(courseVersions.courseId, c.courseId));
    const { cookie } = await t.signIn();
    const read = async (lang: string) => {
      const res = await t.request(`/api/learning/course-projects/${c.courseId}?lang=${lang}`, {
        cookie,
      });
      expect(res.status).toBe(200);
      return (await res.json()) as LearnerProjectsResponse;
    };
    const en = await read("en");
    expect(en.projects[0]).toMatchObject({ title: "Capstone", brief: "Build a **landing page**." });
    expect(en.projects[0].rubric[0]).toMatchObject({ id: "works", fulfilled: "No errors" });
    const de = await read("de");
    expect(de.projects[0]).toMatchObject({ title: "Abschluss", brief: "Baue eine Seite." });
    // A language without a translation shows the source.
    expect((await read("fr")).projects[0].title).toBe("Abschluss");
  });

  it("the preview runs a fixed number of statements whatever the number of projects", async () => {
    const p = { title: "P", brief: "B", rubric };
    const small = await preview((await course([p])).source.id);
    const large = await preview((await course([p, p, p, p, p, p])).source.id);
    expect(large.body.projects).toHaveLength(6);
    expect(large.sql).toBe(small.sql);
  });
});

describe("Lösung prüfen for projects (decision 0143)", () => {
  const checks = {
    checks: [
      {
        id: "adds",
        title: "add addiert",
        hidden: false,
        ordered: false,
        code: "expectEqual(add(2, 3), 5);",
      },
    ],
    timeLimitMs: 3000,
  };
  const starterFiles = [{ name: "main.js", content: "function add(a, b) {\n  return 0;\n}\n" }];
  const solution = (body: string) => [
    { name: "main.js", content: `function add(a, b) {\n  return ${body};\n}\n` },
  ];

  /** A course with one JavaScript project with checks and `solutionFiles`. */
  async function withCodeProject(solutionFiles: { name: string; content: string }[]) {
    const c = await course([]);
    const [p] = await t.deps.db
      .insert(courseProjects)
      .values({
        courseId: c.courseId,
        title: "Rechner",
        brief: "Baue einen Rechner.",
        runtime: "javascript",
        starterFiles,
        checks,
        rubric,
        solutionFiles,
      })
      .returning();
    return { ...c, project: p };
  }
  const projectKinds = (body: PreviewResponse) =>
    body.problems.filter((p) => p.kind.startsWith("project_"));
  const publish = (versionId: string) =>
    t.request(`/api/admin/course-versions/${versionId}/publish`, {
      json: { confirmWarnings: true },
      cookie: admin,
    });

  it("blocks publishing while the model solution fails the checks", async () => {
    const c = await withCodeProject(solution("a - b"));
    expect(projectKinds((await preview(c.source.id)).body)).toEqual([
      { kind: "project_solution_fails", projectTitle: "Rechner" },
    ]);
    const refused = await publish(c.source.id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: "PUBLISH_BLOCKED" } });
    // The outcome is stored with what it ran, so an unchanged project is not run again.
    const [row] = await t.deps.db
      .select()
      .from(courseProjects)
      .where(eq(courseProjects.id, c.project.id));
    expect(row.solutionValidation).toMatchObject({ ok: false, hash: expect.any(String) });

    // The author fixes the solution through the editor's API: the gate runs it again.
    const fixed = await t.request(`/api/admin/projects/${c.project.id}`, {
      method: "PUT",
      cookie: admin,
      json: {
        expectedRevision: row.revision,
        project: {
          title: "Rechner",
          brief: "Baue einen Rechner.",
          runtime: "javascript",
          starterFiles,
          checks,
          rubric,
          solutionFiles: solution("a + b"),
        },
      },
    });
    expect(fixed.status, await fixed.clone().text()).toBe(200);
    expect(projectKinds((await preview(c.source.id)).body)).toEqual([]);
    expect((await publish(c.source.id)).status).toBe(200);
  });

  it("warns when a project's checks have no model solution", async () => {
    const c = await withCodeProject([]);
    expect(projectKinds((await preview(c.source.id)).body)).toEqual([
      { kind: "project_solution_missing", projectTitle: "Rechner" },
    ]);
    expect((await publish(c.source.id)).status).toBe(200);
  });

  it("never sends the model solution to learners; the author's editor reads it", async () => {
    const c = await withCodeProject(solution("a + b /* MUSTERLOESUNG */"));
    await t.deps.db.update(courses).set({ isPublished: true }).where(eq(courses.id, c.courseId));
    await t.deps.db
      .update(courseVersions)
      .set({ isPublished: true })
      .where(eq(courseVersions.courseId, c.courseId));
    const { cookie } = await t.signIn();
    const res = await t.request(`/api/learning/course-projects/${c.courseId}`, { cookie });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain("Rechner");
    expect(text).not.toContain("MUSTERLOESUNG");
    expect(text).not.toContain("solutionFiles");
    // The author's editor reads it.
    const editor = await t.request(`/api/admin/courses/${c.courseId}/projects`, { cookie: admin });
    expect(await editor.text()).toContain("MUSTERLOESUNG");
  });

  it("refuses a model solution on a project without checks", async () => {
    const c = await course([]);
    const res = await t.request(`/api/admin/courses/${c.courseId}/projects`, {
      cookie: admin,
      json: {
        title: "Ohne Prüfungen",
        runtime: "javascript",
        starterFiles,
        rubric,
        solutionFiles: solution("a + b"),
      },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: {
        message: expect.stringContaining("Musterlösung gibt es nur für Projekte mit Prüfungen"),
      },
    });
  });
});
