import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../../test/harness";
import { courseProjects, courses, courseVersions, lessons, modules, user } from "../../../db/schema";
import type {
  ProjectTranslationItem,
  ProjectTranslationsResponse,
} from "@shared/contracts/project-translation";
import type { LearnerProjectsResponse } from "@shared/contracts/projects";
import type { PreviewResponse } from "@shared/contracts/admin";
import {
  api,
  jsProject,
  rubric,
  type Caller,
  type ErrorBody,
} from "../../../test/projects-helpers";

/**
 * Translating projects by hand (issue 30, decision 0146), offline: the translation's projects
 * with the source beside them, saving with expectedRevision (409 when two edit), "veraltet"
 * after a source change, refusals, fixed statements; the preview and a learner read it.
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

/** A German course with `n` projects and an English version made by hand (no model). */
async function course(n = 1) {
  const db = t.deps.db;
  const [c] = await db
    .insert(courses)
    .values({ title: "Kurs", description: "B", language: "de", skillArea: "web-development" })
    .returning();
  const [m] = await db
    .insert(modules)
    .values({ courseId: c.id, title: "Modul", orderIndex: 1 })
    .returning();
  await db
    .insert(lessons)
    .values({ moduleId: m.id, title: "Lektion", content: "Text", orderIndex: 1 });
  const projects = [];
  for (let i = 0; i < n; i++) {
    const r = await admin<{ id: string; revision: number }>(
      "POST",
      `/admin/courses/${c.id}/projects`,
      jsProject({ title: `Rechner ${i}`, brief: "Baue einen Rechner." }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    projects.push(r.body);
  }
  const [source] = await db
    .insert(courseVersions)
    .values({ courseId: c.id, language: "de", structureJson: {}, isActive: true })
    .returning();
  const created = await admin<{ courseVersionId: string }>(
    "POST",
    `/admin/course-versions/${source.id}/manual-translation`,
    { targetLanguage: "en" },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { courseId: c.id, sourceId: source.id, enId: created.body.courseVersionId, projects };
}

const english = (
  item: ProjectTranslationItem,
  revision: number,
  brief = "Build a calculator.",
) => ({
  expectedRevision: revision,
  title: "Calculator",
  brief,
  rubric: item.source.rubric.map((c) => ({
    id: c.id,
    title: `${c.id} EN`,
    description: "What it asks",
    fulfilled: "Met when it works",
  })),
  checks: item.source.checks.map((c) => ({ id: c.id, title: "add adds" })),
});

describe("translating projects by hand", () => {
  it("shows the source beside, saves with expectedRevision, answers 409 to a stale edit", async () => {
    const c = await course();
    const list = await admin<ProjectTranslationsResponse>(
      "GET",
      `/admin/editor/${c.enId}/project-translations`,
    );
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ language: "en", sourceLanguage: "de" });
    const [item] = list.body.projects;
    expect(item).toMatchObject({
      id: c.projects[0].id,
      state: "not_translated",
      revision: 0,
      translation: null,
      error: null,
      source: { title: "Rechner 0", brief: "Baue einen Rechner." },
    });
    expect(item.source.rubric.map((r) => r.title)).toEqual(rubric.map((r) => r.title));
    expect(item.source.checks).toEqual([{ id: "adds", title: "add addiert" }]);

    const path = `/admin/editor/${c.enId}/project-translations/${item.id}`;
    const saved = await admin<ProjectTranslationItem>("PUT", path, english(item, 0));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      state: "translated",
      revision: 1,
      translation: { title: "Calculator", brief: "Build a calculator." },
    });

    // A second editor who loaded revision 0 does not overwrite it.
    const stale = await admin<ErrorBody>("PUT", path, english(item, 0, "Other text"), {
      "accept-language": "de",
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("REVISION_CONFLICT");
    expect(stale.body.error.message).toContain(
      "Jemand anderes hat die Übersetzung dieses Projekts",
    );
    expect(stale.body.error.details).toMatchObject({ currentRevision: 1 });
    const after = await admin<ProjectTranslationsResponse>(
      "GET",
      `/admin/editor/${c.enId}/project-translations`,
    );
    expect(after.body.projects[0].translation?.brief).toBe("Build a calculator.");

    // The preview of the translation shows it.
    const preview = await admin<PreviewResponse>("GET", `/admin/course-versions/${c.enId}/preview`);
    expect(preview.body.projects[0]).toMatchObject({
      title: "Calculator",
      brief: "Build a calculator.",
    });
    expect(preview.body.projects[0].rubric[0].fulfilled).toBe("Met when it works");
  });

  it("a later change of the German text marks it outdated; saving again makes it current", async () => {
    const c = await course();
    const path = `/admin/editor/${c.enId}/project-translations`;
    const [item] = (await admin<ProjectTranslationsResponse>("GET", path)).body.projects;
    expect((await admin("PUT", `${path}/${item.id}`, english(item, 0))).status).toBe(200);

    const edit = await admin("PUT", `/admin/projects/${item.id}`, {
      expectedRevision: c.projects[0].revision,
      project: jsProject({ title: "Rechner 0", brief: "Baue einen besseren Rechner." }),
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const outdated = (await admin<ProjectTranslationsResponse>("GET", path)).body.projects[0];
    expect(outdated.state).toBe("outdated");
    expect(outdated.source.brief).toBe("Baue einen besseren Rechner.");
    const again = await admin<ProjectTranslationItem>(
      "PUT",
      `${path}/${item.id}`,
      english(outdated, 1, "Build a better calculator."),
    );
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ state: "translated", revision: 2 });
  });

  it("refuses the source version, unknown criteria, a project of another course", async () => {
    const c = await course();
    const other = await course();
    const onSource = await admin<ErrorBody>(
      "GET",
      `/admin/editor/${c.sourceId}/project-translations`,
    );
    expect(onSource.status).toBe(400);
    expect(onSource.body.error.code).toBe("NOT_A_TRANSLATION");
    const [item] = (
      await admin<ProjectTranslationsResponse>(
        "GET",
        `/admin/editor/${c.enId}/project-translations`,
      )
    ).body.projects;
    const body = english(item, 0);
    const unknown = await admin<ErrorBody>(
      "PUT",
      `/admin/editor/${c.enId}/project-translations/${item.id}`,
      { ...body, rubric: [...body.rubric.slice(1), { ...body.rubric[0], id: "invented" }] },
    );
    expect(unknown.status).toBe(400);
    const foreign = await admin<ErrorBody>(
      "PUT",
      `/admin/editor/${c.enId}/project-translations/${other.projects[0].id}`,
      body,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe("PROJECT_NOT_FOUND");
    const blank = await admin<ErrorBody>(
      "PUT",
      `/admin/editor/${c.enId}/project-translations/${item.id}`,
      { ...body, title: "  " },
    );
    expect(blank.status).toBe(400);
  });

  it("the preview and the publish gate: not translated refuses, outdated warns", async () => {
    const c = await course();
    const problems = async () =>
      (
        await admin<PreviewResponse>("GET", `/admin/course-versions/${c.enId}/preview`)
      ).body.problems.filter(
        (p) => p.kind === "project_not_translated" || p.kind === "project_outdated",
      );
    expect(await problems()).toEqual([
      { kind: "project_not_translated", projectTitle: "Rechner 0" },
    ]);
    expect((await admin("POST", `/admin/course-versions/${c.enId}/activate`, {})).status).toBe(200);
    const refused = await admin<ErrorBody>("POST", `/admin/course-versions/${c.enId}/publish`, {
      confirmWarnings: true,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("PUBLISH_BLOCKED");

    const path = `/admin/editor/${c.enId}/project-translations`;
    const [item] = (await admin<ProjectTranslationsResponse>("GET", path)).body.projects;
    expect((await admin("PUT", `${path}/${item.id}`, english(item, 0))).status).toBe(200);
    expect(await problems()).toEqual([]);
    await t.deps.db
      .update(courseProjects)
      .set({ title: "Rechner neu" })
      .where(eq(courseProjects.id, item.id));
    expect(await problems()).toEqual([{ kind: "project_outdated", projectTitle: "Calculator" }]);
  });

  it("reads and saves with a fixed number of statements whatever the number of projects", async () => {
    const small = await course(1);
    const large = await course(5);
    const read = async (id: string) =>
      admin<ProjectTranslationsResponse>("GET", `/admin/editor/${id}/project-translations`);
    const a = await read(small.enId);
    const b = await read(large.enId);
    expect(b.body.projects).toHaveLength(5);
    expect(b.sql).toBe(a.sql);
    const save = async (id: string, item: ProjectTranslationItem) =>
      admin("PUT", `/admin/editor/${id}/project-translations/${item.id}`, english(item, 0));
    const s1 = await save(small.enId, a.body.projects[0]);
    const s5 = await save(large.enId, b.body.projects[3]);
    expect(s1.status).toBe(200);
    expect(s5.sql).toBe(s1.sql);
  });

  it("a learner whose language is English reads the hand translation once published", async () => {
    const c = await course();
    const path = `/admin/editor/${c.enId}/project-translations`;
    const [item] = (await admin<ProjectTranslationsResponse>("GET", path)).body.projects;
    expect((await admin("PUT", `${path}/${item.id}`, english(item, 0))).status).toBe(200);
    await t.deps.db.update(courses).set({ isPublished: true }).where(eq(courses.id, c.courseId));
    await t.deps.db
      .update(courseVersions)
      .set({ isPublished: true })
      .where(eq(courseVersions.courseId, c.courseId));
    const learner = await t.signIn();
    await t.deps.db.update(user).set({ language: "en" }).where(eq(user.id, learner.userId));
    const res = await t.request(`/api/learning/course-projects/${c.courseId}`, {
      cookie: learner.cookie,
    });
    const read = ((await res.json()) as LearnerProjectsResponse).projects[0];
    expect(read).toMatchObject({ title: "Calculator", brief: "Build a calculator." });
    expect(read.rubric[0].fulfilled).toBe("Met when it works");
    expect(read.checks?.checks[0].title).toBe("add adds");
  });
});
