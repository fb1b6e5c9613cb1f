import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import {
  certificates,
  projectSubmissions,
  projectSubmissionVersions,
  submissionComments,
} from "../../db/schema";
import type {
  LearnerProjectsResponse,
  MySubmission,
  ReviewQueueResponse,
  ReviewSubmissionResponse,
} from "@shared/contracts/projects";
import type { CompleteLessonResponse } from "@shared/contracts/learning";
import { imageInfo, makeImage, uploadForm } from "../../test/images";
import {
  api,
  createProject,
  externalProject,
  jsProject,
  publishedCourse,
  rubric,
  type Caller,
  type ErrorBody,
} from "../../test/projects-helpers";

/**
 * Projects API (issue 30): automatic checks on the server, line comments, the certificate
 * that waits for a required project, data export and deletion, statement counts.
 */

let t: TestApp;
let admin: Caller;
let mod: Caller;
beforeAll(async () => {
  t = await createTestApp();
  admin = api(t, (await t.signIn("admin")).cookie);
  mod = api(t, (await t.signIn("moderator")).cookie);
});
afterAll(async () => {
  await t?.close();
});

const marks = rubric.map((c) => ({ criterionId: c.id, fulfilled: true }));
const SOLVED = "function add(a, b) {\n  return a + b;\n}\n";

async function submitExternal(me: Caller, projectId: string) {
  const d = await me<MySubmission>("PUT", `/learning/projects/${projectId}/draft`, {
    link: "https://example.com",
    description: "Mein Projekt",
    expectedRevision: 0,
  });
  const s = await me<MySubmission>("POST", `/learning/projects/${projectId}/submit`, {
    expectedRevision: d.body.revision,
  });
  expect(s.status, JSON.stringify(s.body)).toBe(200);
  return s.body;
}

async function pass(projectId: string, decision: "passed" | "revise" = "passed") {
  const q = await mod<ReviewQueueResponse>("GET", "/review/queue");
  const id = q.body.items.find(
    (i) => i.projectId === projectId && i.status === "submitted",
  )!.submissionId;
  const claim = await mod("POST", `/review/submissions/${id}/claim`);
  expect(claim.status).toBe(200);
  const r = await mod<ReviewSubmissionResponse>("POST", `/review/submissions/${id}/decision`, {
    decision,
    summary: decision === "passed" ? "Gut gemacht" : "Bitte überarbeiten",
    marks: decision === "passed" ? marks : marks.map((m) => ({ ...m, fulfilled: false })),
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  passSql = [q.sql, claim.sql, r.sql];
  return id;
}
/** Statements of the last `pass`: queue, claim, decision. */
let passSql: number[] = [];

describe("automatic checks", () => {
  it("runs the project's checks on the server before a submit, and keeps their results", async () => {
    const c = await publishedCourse(t);
    const p = await createProject(admin, c.courseId, jsProject());
    const me = api(t, (await t.signIn("user")).cookie);
    // The first save without files starts from the starter files.
    const first = await me<MySubmission>("PUT", `/learning/projects/${p.id}/draft`, {
      description: "Rechner",
      expectedRevision: 0,
    });
    expect(first.body.files[0].content).toContain("return 0;");
    const failed = await me<ErrorBody>("POST", `/learning/projects/${p.id}/submit`, {
      expectedRevision: 1,
    });
    expect(failed.status).toBe(409);
    expect(failed.body.error.code).toBe("CHECKS_FAILED");
    expect(failed.body.error.message).toBe(
      "Die automatischen Prüfungen sind noch nicht bestanden. Behebe die Fehler und reiche dann ein.",
    );
    expect(failed.body.error.details?.checks).toMatchObject([
      { id: "adds", status: "failed", failure: { kind: "equal", expected: "5", actual: "0" } },
    ]);
    const fixed = await me<MySubmission>("PUT", `/learning/projects/${p.id}/draft`, {
      files: [{ name: "main.js", content: SOLVED }],
      expectedRevision: 1,
    });
    const ok = await me<MySubmission>("POST", `/learning/projects/${p.id}/submit`, {
      expectedRevision: fixed.body.revision,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.versions[0].files[0].content).toBe(SOLVED);
    const [kept] = await t.deps.db
      .select({ checkResults: projectSubmissionVersions.checkResults })
      .from(projectSubmissionVersions)
      .where(eq(projectSubmissionVersions.submissionId, ok.body.id));
    expect(kept.checkResults).toEqual([{ id: "adds", status: "passed" }]);
    expect(ok.body.versions[0].checkResults).toEqual([{ id: "adds", status: "passed" }]);

    // The reviewer comments on a line of a submitted file; an unknown file is refused.
    const id = (await mod<ReviewQueueResponse>("GET", "/review/queue")).body.items.find(
      (i) => i.projectId === p.id,
    )!.submissionId;
    await mod("POST", `/review/submissions/${id}/claim`);
    const onLine = await mod<ReviewSubmissionResponse>(
      "POST",
      `/review/submissions/${id}/comments`,
      {
        body: "Schön knapp",
        file: "main.js",
        line: 2,
      },
    );
    expect(onLine.body.comments).toMatchObject([{ file: "main.js", line: 2, version: 1 }]);
    const unknown = await mod<ErrorBody>("POST", `/review/submissions/${id}/comments`, {
      body: "?",
      file: "style.css",
      line: 1,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe("Diese Datei gehört nicht zur Abgabe");
    const noFile = await mod<ErrorBody>("POST", `/review/submissions/${id}/comments`, {
      body: "?",
      line: 1,
    });
    expect(noFile.body.error.message).toBe("Ein Kommentar zu einer Zeile braucht die Datei");
    const notAll = await mod<ErrorBody>("POST", `/review/submissions/${id}/decision`, {
      decision: "passed",
      summary: "Gut",
      marks: [...marks.slice(0, 2), { criterionId: "brief", fulfilled: false }],
    });
    expect(notAll.body.error.message).toBe(
      "„Bestanden“ geht nur, wenn alle Kriterien erfüllt sind. Wähle sonst „Überarbeitung nötig“.",
    );
  }, 60_000);
});

describe("certificate", () => {
  const complete = async (me: Caller, lessonId: string) => {
    const r = await me<CompleteLessonResponse>(
      "POST",
      `/learning/lessons/${lessonId}/complete`,
      {},
    );
    expect(r.status).toBe(200);
    return r.body;
  };
  const certificateOf = (userId: string) =>
    t.deps.db.select().from(certificates).where(eq(certificates.userId, userId));

  it("waits for the passed required project, issued when it passes after the last lesson", async () => {
    const c = await publishedCourse(t, 2, "Kurs mit Pflichtprojekt");
    const p = await createProject(
      admin,
      c.courseId,
      externalProject({ requiredForCertificate: true }),
    );
    const l = await t.signIn("user");
    const me = api(t, l.cookie);
    await complete(me, c.lessonIds[0]);
    const last = await complete(me, c.lessonIds[1]);
    expect(last.earned.certificate).toBeNull();
    expect(await certificateOf(l.userId)).toEqual([]);
    await submitExternal(me, p.id);
    await pass(p.id, "revise");
    expect(await certificateOf(l.userId)).toEqual([]);
    const sub = (
      await me<LearnerProjectsResponse>("GET", `/learning/course-projects/${c.courseId}`)
    ).body.projects[0].submission!;
    await me("POST", `/learning/projects/${p.id}/submit`, { expectedRevision: sub.revision });
    await pass(p.id);
    expect(await certificateOf(l.userId)).toMatchObject([
      { courseId: c.courseId, courseTitle: "Kurs mit Pflichtprojekt" },
    ]);
  });

  it("issued at the last lesson when the project passed before; a project not required never waits", async () => {
    const c = await publishedCourse(t, 1);
    const p = await createProject(
      admin,
      c.courseId,
      externalProject({ requiredForCertificate: true }),
    );
    await createProject(admin, c.courseId, externalProject({ title: "Freiwillig" }));
    const me = api(t, (await t.signIn("user")).cookie);
    await submitExternal(me, p.id);
    await pass(p.id);
    expect((await complete(me, c.lessonIds[0])).earned.certificate).not.toBeNull();

    const free = await publishedCourse(t, 1);
    await createProject(admin, free.courseId, externalProject());
    const other = api(t, (await t.signIn("user")).cookie);
    expect((await complete(other, free.lessonIds[0])).earned.certificate).not.toBeNull();
  });
});

describe("screenshots and ownership", () => {
  it("stores a screenshot whole in the learner's folder; only its owner may attach it", async () => {
    const c = await publishedCourse(t);
    const p = await createProject(admin, c.courseId, externalProject());
    const a = await t.signIn("user");
    const upload = (cookie: string, bytes: Uint8Array) =>
      t.request(`/api/learning/projects/${p.id}/screenshots`, {
        method: "POST",
        body: uploadForm(bytes, "shot.png"),
        cookie,
      });
    const res = await upload(a.cookie, await makeImage("png", { width: 1200, height: 800 }));
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/uploads\/screenshots\/[a-f0-9]{24}\/[a-f0-9]+\.webp$/);
    const file = await t.request(url, { cookie: a.cookie });
    expect(await imageInfo(file)).toEqual({ width: 1200, height: 800, format: "webp" });
    const fake = await upload(a.cookie, new TextEncoder().encode("<svg/>"));
    expect(fake.status).toBe(400);

    const meA = api(t, a.cookie);
    const saved = await meA<MySubmission>("PUT", `/learning/projects/${p.id}/draft`, {
      screenshots: [url],
      description: "Geheimer Entwurf von A",
      expectedRevision: 0,
    });
    expect(saved.body.screenshots).toEqual([url]);
    const tooMany = await meA<ErrorBody>("PUT", `/learning/projects/${p.id}/draft`, {
      screenshots: Array(6).fill(url),
      expectedRevision: 1,
    });
    expect(tooMany.status).toBe(400);

    // Learner B (English) neither sees A's draft nor uses A's screenshot.
    const b = await t.signIn("user");
    await t.request("/api/me/language", {
      method: "PUT",
      json: { language: "en" },
      cookie: b.cookie,
    });
    const meB = api(t, b.cookie);
    const seen = await meB<LearnerProjectsResponse>(
      "GET",
      `/learning/course-projects/${c.courseId}`,
    );
    expect(seen.body.projects[0].submission).toBeNull();
    expect(JSON.stringify(seen.body)).not.toContain("Geheimer Entwurf");
    const stolen = await meB<ErrorBody>("PUT", `/learning/projects/${p.id}/draft`, {
      screenshots: [url],
      expectedRevision: 0,
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.error.message).toBe("This screenshot is not one of your uploads");
    const incomplete = await meB<ErrorBody>("POST", `/learning/projects/${p.id}/submit`, {
      expectedRevision: 0,
    });
    expect(incomplete.body.error.message).toBe("Please enter the link to your project");
  });
});

describe("personal data", () => {
  it("exports submissions with versions and comments, and deletes them with the account", async () => {
    const c = await publishedCourse(t);
    const p = await createProject(admin, c.courseId, externalProject());
    const l = await t.signIn("user");
    const me = api(t, l.cookie);
    await submitExternal(me, p.id);
    const id = await pass(p.id, "revise");
    await me("POST", `/learning/projects/${p.id}/comments`, { body: "Meine Antwort" });
    const exported = await me<{
      projects: {
        submissions: { versions: unknown[]; comments: { body: string; byMe: boolean }[] }[];
      };
    }>("GET", "/me/export");
    expect(exported.status).toBe(200);
    const [s] = exported.body.projects.submissions;
    expect(s).toMatchObject({
      status: "revise",
      link: "https://example.com",
      summary: "Bitte überarbeiten",
    });
    expect(s.versions).toHaveLength(1);
    expect(s.comments).toEqual([expect.objectContaining({ body: "Meine Antwort", byMe: true })]);

    const del = await me("POST", "/me/delete", { email: l.email });
    expect(del.status).toBe(200);
    expect(
      await t.deps.db.select().from(projectSubmissions).where(eq(projectSubmissions.id, id)),
    ).toEqual([]);
    expect(
      await t.deps.db
        .select()
        .from(submissionComments)
        .where(eq(submissionComments.submissionId, id)),
    ).toEqual([]);
  });
});

describe("statements", () => {
  it("a fixed number of statements at two data sizes", async () => {
    const counts = async (n: number) => {
      const c = await publishedCourse(t);
      const projects = [];
      for (let i = 0; i < n; i++)
        projects.push(await createProject(admin, c.courseId, externalProject({ title: `P${i}` })));
      const learners = [];
      for (let i = 0; i < n; i++) {
        const me = api(t, (await t.signIn("user")).cookie);
        for (const p of projects) await submitExternal(me, p.id);
        learners.push(me);
      }
      const id = await pass(projects[0].id, "revise");
      const reviewSql = passSql;
      let replySql = 0;
      for (let i = 0; i < n; i++)
        replySql = (
          await learners[0]("POST", `/learning/projects/${projects[0].id}/comments`, {
            body: `R${i}`,
          })
        ).sql;
      const own = await learners[0]("GET", `/learning/course-projects/${c.courseId}`);
      const queue = await mod("GET", "/review/queue");
      const one = await mod("GET", `/review/submissions/${id}`);
      const listed = await admin("GET", `/admin/courses/${c.courseId}/projects`);
      const draft = await learners[0]("PUT", `/learning/projects/${projects[0].id}/draft`, {
        description: "neu",
        expectedRevision: (own.body as LearnerProjectsResponse).projects[0].submission!.revision,
      });
      expect(draft.status).toBe(200);
      const submit = await learners[0]("POST", `/learning/projects/${projects[0].id}/submit`, {
        expectedRevision: (draft.body as MySubmission).revision,
      });
      expect(submit.status).toBe(200);
      return [
        own.sql,
        queue.sql,
        one.sql,
        listed.sql,
        draft.sql,
        replySql,
        submit.sql,
        ...reviewSql,
      ];
    };
    const small = await counts(1);
    const large = await counts(4);
    expect(small.every((n) => n > 0)).toBe(true);
    expect(large).toEqual(small);
  }, 60_000);
});
