import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { openTestDatabase } from "../../../test/harness";
import { countStatements, type Database } from "../../../db/client";
import {
  auditLog,
  courseVersions,
  courses,
  lessons,
  user,
  userLessonProgress,
} from "../../../db/schema";
import { demoCourses, findDemoCourseId, seedDemoCourses } from "../../../db/seed/seed";
import { seedDemoCapstones } from "../../../db/seed/demo-capstones";
import { seedDemoCapstoneTranslations } from "../../../db/seed/demo-capstone-translations";
import { courseProjectsForFiles } from "../../projects/projects-files.service";
import { formatProblem } from "@shared/course-files";
import { loadCourseContent } from "../admin.service";
import { exportCourse } from "./course-files-export";
import { importCourse } from "./course-files-import";

/** A demo course's files: texts only (the demo courses have no images in their files). */
const exportTexts = async (...args: Parameters<typeof exportCourse>) =>
  (await exportCourse(...args)) as Map<string, string>;

type TestDb = Awaited<ReturnType<typeof openTestDatabase>>;
let source: TestDb;
let target: TestDb;

beforeAll(async () => {
  [source, target] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  await source.migrate();
  await target.migrate();
  await seedDemoCourses(source.db);
  await seedDemoCapstones(source.db);
  await seedDemoCapstoneTranslations(source.db);
}, 120_000);

afterAll(async () => {
  for (const d of [source, target]) {
    await d?.close();
    await d?.dropIfTemp();
  }
});

/** Content as learners get it, without what only says when a row was written. */
async function content(db: Database["db"], courseId: string) {
  const c = await loadCourseContent(db, courseId);
  // Sorted by id: rows of equal order_index (across modules) come in any order.
  const byId = <T extends { id: string }>(rows: T[]) =>
    [...rows].sort((a, b) => a.id.localeCompare(b.id));
  const strip = <T extends { id: string }>(rows: T[]) =>
    byId(rows).map((r) => {
      const { createdAt: _c, ...rest } = r as T & { createdAt?: unknown };
      return rest;
    });
  const versions = await db
    .select({ language: courseVersions.language, translation: courseVersions.translationJson })
    .from(courseVersions)
    .where(eq(courseVersions.courseId, courseId))
    .orderBy(courseVersions.language);
  return {
    modules: strip(c.modules),
    lessons: strip(c.lessons),
    codeExamples: byId(c.codeExamples),
    exercises: byId(c.exercises),
    quizzes: byId(c.quizzes),
    projects: await courseProjectsForFiles(db, courseId),
    versions: versions.map((v) => {
      const o = v.translation as Record<string, unknown> | null;
      if (!o) return v;
      const { moduleRevisions, ...rest } = o;
      return { ...v, translation: { ...rest, moduleRevisions: moduleRevisions ?? {} } };
    }),
  };
}

describe("course files: every demo course round-trips", () => {
  for (const { course: demo } of demoCourses) {
    it(`${demo.key}: export → import into an empty database → export gives the same bytes`, async () => {
      const id = (await findDemoCourseId(source.db, demo.key))!;
      const first = await exportTexts(source.db, id);
      expect(first.get("course.yaml")).toContain(demo.title);
      const result = await importCourse(target.db, first);
      if (!result.ok) throw new Error(result.problems.map((p) => formatProblem(p)).join("\n"));
      expect(result.courseId).toBe(id);
      expect(result.changes.course).toBe("new");
      const second = await exportTexts(target.db, id);
      expect([...second.keys()]).toEqual([...first.keys()]);
      for (const [path, text] of first) expect(second.get(path), path).toBe(text);
      expect(await content(target.db, id)).toEqual(await content(source.db, id));
    });
  }

  it("the web development course carries its English translation and code exercises", async () => {
    const id = (await findDemoCourseId(source.db, demoCourses[0].course.key))!;
    const files = await exportTexts(source.db, id);
    const paths = [...files.keys()];
    expect(paths).toContain("course.en.yaml");
    expect(paths.some((p) => /^\d\d-[^/]+\/\d\d-[^/]+\.en\.md$/.test(p))).toBe(true);
    expect(paths.some((p) => /\/aufgabe-\d+\/practice\.yaml$/.test(p))).toBe(true);
    expect(paths.some((p) => /\/aufgabe-\d+\/starter\/[^/]+$/.test(p))).toBe(true);
    // Its capstone project (decision 0156): brief, rubric, starter files, English translation.
    for (const file of [
      "project.md",
      "rubric.yaml",
      "starter/index.html",
      "project.en.md",
      "rubric.en.yaml",
    ])
      expect(
        paths.some((p) => p.startsWith("projects/01-") && p.endsWith(`/${file}`)),
        file,
      ).toBe(true);
  });
});

describe("course files: import into an existing course", () => {
  it("changes one lesson, keeps the other lessons' ids and a learner's progress; dry run writes nothing", async () => {
    const id = (await findDemoCourseId(source.db, demoCourses[1].course.key))!;
    const db = source.db;
    const files = await exportTexts(db, id);
    const lessonPaths = [...files.keys()].filter((p) => /^\d\d-[^/]+\/\d\d-[^/]+\.md$/.test(p));
    const [changedPath, keptPath] = lessonPaths;
    const keptId = /\nid: (\S+)\n/.exec(files.get(keptPath)!)![1];
    const changedId = /\nid: (\S+)\n/.exec(files.get(changedPath)!)![1];
    await db.insert(user).values({ id: "learner-1", name: "Lena", email: "lena@example.org" });
    await db.insert(userLessonProgress).values([
      { userId: "learner-1", lessonId: keptId, completedAt: new Date() },
      { userId: "learner-1", lessonId: changedId, completedAt: new Date() },
    ]);
    const before = await content(db, id);
    const edited = new Map(files);
    edited.set(
      changedPath,
      files.get(changedPath)!.replace(/\n---\n\n/, "\n---\n\nNeuer erster Absatz.\n\n"),
    );

    const dry = await importCourse(db, edited, { dryRun: true });
    expect(dry.ok && dry.changes.lessons.changed).toEqual([
      expect.objectContaining({ id: changedId, file: changedPath }),
    ]);
    expect(dry.ok && dry.written).toBe(false);
    expect(await content(db, id)).toEqual(before);

    const done = await importCourse(db, edited, { actorId: null });
    expect(done.ok && done.changes.course).toBe("unchanged");
    expect(done.ok && [done.changes.lessons.added, done.changes.lessons.removed]).toEqual([[], []]);
    const after = await content(db, id);
    expect(after.lessons.map((l) => l.id)).toEqual(before.lessons.map((l) => l.id));
    expect(after.lessons.map((l) => l.orderIndex)).toEqual(before.lessons.map((l) => l.orderIndex));
    const changed = after.lessons.find((l) => l.id === changedId)!;
    // Its module's content moved on (translations made before now say "veraltet"), no other did.
    const revisions = (c: typeof before) => c.modules.map((m) => [m.id, m.contentRevision]);
    expect(revisions(after)).toEqual(
      revisions(before).map(([m, r]) => [m, m === changed.moduleId ? Number(r) + 1 : r]),
    );
    expect(changed.content.startsWith("Neuer erster Absatz.\n\n")).toBe(true);
    expect(after.lessons.filter((l) => l.id !== changedId)).toEqual(
      before.lessons.filter((l) => l.id !== changedId),
    );
    const progress = await db
      .select()
      .from(userLessonProgress)
      .where(eq(userLessonProgress.userId, "learner-1"));
    expect(progress.map((p) => p.lessonId).sort()).toEqual([keptId, changedId].sort());
    const audit = await db.select().from(auditLog).where(eq(auditLog.courseId, id));
    expect(audit.map((a) => [a.entityType, a.action])).toContainEqual(["course", "imported"]);
    expect((await exportTexts(db, id)).get(changedPath)).toBe(edited.get(changedPath));
  });

  it("removes a lesson that is gone from the files and adds one without an id", async () => {
    const id = (await findDemoCourseId(source.db, demoCourses[2].course.key))!;
    const files = await exportTexts(source.db, id);
    const lessonPaths = [...files.keys()].filter((p) => /^01-[^/]+\/\d\d-[^/]+\.md$/.test(p));
    const gone = lessonPaths[lessonPaths.length - 1];
    const edited = new Map(files);
    edited.delete(gone);
    const base = gone.replace(/\.md$/, "");
    for (const p of [...edited.keys()])
      if (p.startsWith(`${base}.`) || p.startsWith(`${base}/`)) edited.delete(p);
    const dir = gone.split("/")[0];
    edited.set(`${dir}/99-neu.md`, "---\ntitle: Neue Lektion\nminutes: 5\n---\nText.\n");
    const done = await importCourse(source.db, edited);
    if (!done.ok) throw new Error(done.problems.map((p) => formatProblem(p)).join("\n"));
    expect(done.changes.lessons.removed.map((l) => l.title)).toHaveLength(1);
    expect(done.changes.lessons.added.map((l) => l.title)).toEqual(["Neue Lektion"]);
    const rows = await source.db.select({ title: lessons.title }).from(lessons);
    expect(rows.map((r) => r.title)).toContain("Neue Lektion");
  });

  it("removes a translation whose files are all gone, and the export has none", async () => {
    // The web course with its English translation, as imported by the round trip above.
    const id = (await findDemoCourseId(target.db, demoCourses[0].course.key))!;
    const files = await exportTexts(target.db, id);
    const english = [...files.keys()].filter((p) => /\.en\.(md|yaml)$/.test(p));
    expect(english.length).toBeGreaterThan(3);
    const edited = new Map([...files].filter(([p]) => !english.includes(p)));
    const dry = await importCourse(target.db, edited, { dryRun: true });
    if (!dry.ok) throw new Error(dry.problems.map((p) => formatProblem(p)).join("\n"));
    expect(dry.changes.translations).toEqual([{ language: "en", status: "removed" }]);
    const languages = async () =>
      (
        await target.db
          .select({ language: courseVersions.language })
          .from(courseVersions)
          .where(eq(courseVersions.courseId, id))
      )
        .map((v) => v.language)
        .sort();
    expect(await languages()).toEqual(["de", "en"]);
    const done = await importCourse(target.db, edited);
    expect(done.ok && done.changes.translations).toEqual([{ language: "en", status: "removed" }]);
    expect(await languages()).toEqual(["de"]);
    // Export → the same files that were imported (the round trip stays lossless).
    const again = await exportTexts(target.db, id);
    expect([...again.keys()]).toEqual([...edited.keys()]);
    for (const [path, text] of edited) expect(again.get(path), path).toBe(text);
    // And back: the translation is added again.
    const back = await importCourse(target.db, files);
    expect(back.ok && back.changes.translations).toEqual([{ language: "en", status: "added" }]);
    expect(await languages()).toEqual(["de", "en"]);
  });

  it("refuses ids of another course with the file that has them", async () => {
    const [a, b] = await Promise.all(
      [demoCourses[3], demoCourses[4]].map((d) => findDemoCourseId(source.db, d.course.key)),
    );
    const filesA = await exportTexts(source.db, a!);
    const filesB = await exportTexts(source.db, b!);
    const lessonB = /\nid: (\S+)\n/.exec(
      [...filesB.entries()].find(([p]) => p.endsWith(".md"))![1],
    )![1];
    const [path, text] = [...filesA.entries()].find(([p]) =>
      /^\d\d-[^/]+\/\d\d-[^/]+\.md$/.test(p),
    )!;
    const edited = new Map(filesA);
    edited.set(path, text.replace(/\nid: \S+\n/, `\nid: ${lessonB}\n`));
    const res = await importCourse(source.db, edited);
    expect(res.ok).toBe(false);
    expect(!res.ok && res.problems.map((p) => formatProblem(p))).toEqual([
      `${path}: Die ID ${lessonB} gehört zu einem anderen Kurs`,
    ]);
    const [row] = await source.db.select().from(courses).where(eq(courses.id, a!));
    expect(row.revision).toBe(1);
    const otherLanguage = new Map(filesA);
    otherLanguage.set(
      "course.yaml",
      filesA.get("course.yaml")!.replace("language: de", "language: fr"),
    );
    const refused = await importCourse(source.db, otherLanguage, { dryRun: true });
    expect(!refused.ok && refused.problems.map((p) => formatProblem(p))).toEqual([
      "course.yaml: Die Ausgangssprache des Kurses ist de: ein Import ändert sie nicht",
    ]);
  });
});

describe("course files: a fixed number of statements", () => {
  it("exporting and importing a small and a large course take the same number", async () => {
    const sized = await Promise.all(
      demoCourses.map(async ({ course }) => {
        const id = (await findDemoCourseId(source.db, course.key))!;
        return { id, files: await exportTexts(source.db, id) };
      }),
    );
    sized.sort((a, b) => a.files.size - b.files.size);
    const [small, large] = [sized[0], sized[sized.length - 1]];
    expect(large.files.size).toBeGreaterThan(small.files.size * 2);
    const exports = await Promise.all(
      [small, large].map((c) => countStatements(() => exportTexts(source.db, c.id))),
    );
    expect(exports[0].count).toBe(exports[1].count);
    // An import that changes a lesson of each: the same statements whatever the size.
    const edit = (files: Map<string, string>) => {
      const copy = new Map(files);
      const path = [...copy.keys()].find((p) => p.endsWith(".md") && !/\.\w\w\.md$/.test(p))!;
      copy.set(path, copy.get(path)!.replace(/\n---\n\n/, "\n---\n\nGeändert.\n\n"));
      return copy;
    };
    const imports = [];
    for (const c of [small, large])
      imports.push(await countStatements(() => importCourse(source.db, edit(c.files))));
    expect(imports.map((i) => i.result.ok)).toEqual([true, true]);
    expect(imports[0].count).toBeGreaterThan(10);
    expect(imports[0].count).toBe(imports[1].count);
  });
});
