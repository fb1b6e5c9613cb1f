import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { openTestDatabase } from "../../../test/harness";
import { auditLog, courseProjects, projectSubmissions, user } from "../../../db/schema";
import {
  formatProblem,
  writeCourseFiles,
  type CourseFiles,
  type ProjectModel,
} from "@shared/course-files";
import { course, id } from "@shared/test/course-files-fixtures";
import { exportCourse } from "./course-files-export";
import { importCourse, type ImportResult } from "./course-files-import";
import { courseProjectsForFiles } from "../../projects/projects-files.service";

/** Projects through export and import (issue 32, decision 0156). */
type TestDb = Awaited<ReturnType<typeof openTestDatabase>>;
let database: TestDb;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
}, 120_000);
afterAll(async () => {
  await database?.close();
  await database?.dropIfTemp();
});

const rubric = ["a", "b", "c"].map((k) => ({
  id: k,
  title: `Kriterium ${k}`,
  description: "",
  fulfilled: `${k} ist erfüllt.`,
}));
const webProject: ProjectModel = {
  id: id(70),
  title: "Abschlussprojekt",
  brief: "Baue eine Seite.",
  runtime: "web",
  moduleId: null,
  requiredForCertificate: true,
  order: 0,
  rubric,
  starterFiles: [{ name: "index.html", content: "<h1></h1>\n" }],
  solutionFiles: [{ name: "index.html", content: "<h1>Ada</h1>\n" }],
  checks: {
    checks: [
      {
        id: "titel",
        title: "Überschrift",
        hidden: false,
        ordered: false,
        code: "const h = document.querySelector('h1');",
      },
    ],
    timeLimitMs: 5000,
  },
};
const linkProject: ProjectModel = {
  ...webProject,
  id: id(71),
  title: "Modulprojekt",
  runtime: "external",
  moduleId: id(2),
  requiredForCertificate: false,
  order: 1,
  starterFiles: [],
  solutionFiles: [],
  checks: null,
};
const filesOf = (projects: ProjectModel[]) => writeCourseFiles(course(undefined, { projects }));
const ok = (r: ImportResult) => {
  if (!r.ok) throw new Error(r.problems.map((p) => formatProblem(p)).join("\n"));
  return r;
};
const ids = (items: { id: string }[]) => items.map((x) => x.id);

describe("course files: projects through import and export", () => {
  it("imports a course with its projects, and exports the same bytes", async () => {
    const db = database.db;
    const files = filesOf([webProject, linkProject]);
    const dry = ok(await importCourse(db, files, { dryRun: true }));
    expect(ids(dry.changes.projects.added)).toEqual([id(70), id(71)]);
    expect(dry.changes.projects.added[0].file).toBe("projects/01-abschlussprojekt/project.md");
    expect(await courseProjectsForFiles(db, id(1))).toEqual([]);
    const done = ok(await importCourse(db, files));
    expect(done.changes.course).toBe("new");
    expect(await courseProjectsForFiles(db, id(1))).toEqual([webProject, linkProject]);
    const again = (await exportCourse(db, id(1))) as CourseFiles;
    expect([...again.keys()]).toEqual([...files.keys()]);
    for (const [path, text] of files) expect(again.get(path), path).toBe(text);
    const [audit] = await db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, "imported"));
    expect(audit.details).toMatchObject({ projects: { added: 2, changed: 0, removed: 0 } });
  });

  it("keeps learners' submissions of a kept project id; refuses to remove a submitted project", async () => {
    const db = database.db;
    await db.insert(user).values({ id: "learner-p", name: "Pia", email: "pia@example.org" });
    await db.insert(projectSubmissions).values(
      [id(70), id(71)].map((projectId) => ({
        projectId,
        courseId: id(1),
        userId: "learner-p",
        status: "submitted" as const,
        version: 1,
        description: "Meine Abgabe",
        submittedAt: new Date(),
      })),
    );
    // Removing the submitted link project: refused, nothing written.
    const changed = { ...webProject, brief: "Baue eine schönere Seite." };
    const refused = await importCourse(db, filesOf([changed]));
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.problems.map((p) => formatProblem(p))).toEqual([
      "projects: Das Projekt „Modulprojekt“ hat Abgaben von Lernenden und wird nicht entfernt (Ordner behalten)",
    ]);
    expect(refused.problems.map((p) => formatProblem(p, "en"))).toEqual([
      "projects: The project “Modulprojekt” has learners' submissions and is not removed (keep its folder)",
    ]);
    // Changing one, keeping the other, adding a third: the submissions stay.
    const added = { ...linkProject, id: id(72), title: "Zusatz", order: 2, moduleId: null };
    const done = ok(await importCourse(db, filesOf([changed, linkProject, added])));
    expect(ids(done.changes.projects.changed)).toEqual([id(70)]);
    expect(ids(done.changes.projects.added)).toEqual([id(72)]);
    expect(done.changes.projects.removed).toEqual([]);
    const subs = await db
      .select({
        projectId: projectSubmissions.projectId,
        description: projectSubmissions.description,
      })
      .from(projectSubmissions)
      .where(eq(projectSubmissions.userId, "learner-p"));
    expect(subs.map((s) => s.projectId).sort()).toEqual([id(70), id(71)]);
    const [row] = await db
      .select({ brief: courseProjects.brief, revision: courseProjects.revision })
      .from(courseProjects)
      .where(eq(courseProjects.id, id(70)));
    expect(row).toEqual({ brief: "Baue eine schönere Seite.", revision: 2 });
    // A project nobody submitted is removed when its folder is gone.
    const removed = ok(await importCourse(db, filesOf([changed, linkProject])));
    expect(removed.changes.projects.removed).toEqual([{ id: id(72), title: "Zusatz" }]);
    expect(ids(await courseProjectsForFiles(db, id(1)))).toEqual([id(70), id(71)]);
    // The same files again: nothing changes.
    const same = ok(await importCourse(db, filesOf([changed, linkProject]), { dryRun: true }));
    expect(same.changes.projects).toEqual({ added: [], changed: [], removed: [] });
  });

  it("refuses a project id of another course with its file", async () => {
    const other = writeCourseFiles(
      course(undefined, {
        id: id(90),
        modules: [],
        projects: [{ ...webProject, title: "Fremd" }],
      }),
    );
    const res = await importCourse(database.db, other, { dryRun: true });
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.problems.map((p) => formatProblem(p))).toContain(
      `projects/01-fremd/project.md: Die ID ${id(70)} gehört zu einem anderen Kurs`,
    );
  });
});
