import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createLocalStorage } from "../storage/local-storage";
import { openTestDatabase } from "../test/harness";
import { formatProblem } from "@shared/course-files";
import { exportCourse } from "../modules/admin/course-files/course-files-export";
import { importCourse } from "../modules/admin/course-files/course-files-import";
import { readFolder } from "./course-files-cli";
import { DEMO_FILES_DIR, demoCourseFiles, seedDemoCourseContent } from "./course-demo-files";

/** The course folders in the repository (issue 32): the example course and the demo courses. */
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

const folder = (dir: string) => {
  const files = readFolder(dir);
  if (Array.isArray(files)) throw new Error(files.map((p) => formatProblem(p)).join("\n"));
  return files;
};

describe("examples/demo-courses", () => {
  // First: the seed writes the demo courses into a database without courses.
  it("are the seed's demo courses, byte for byte (npm run course:demo-files writes them)", async () => {
    await seedDemoCourseContent(database.db);
    const folders = await demoCourseFiles(database.db);
    expect(folders.size).toBeGreaterThan(0);
    for (const [key, files] of folders) {
      const onDisk = folder(path.join(DEMO_FILES_DIR, key));
      expect([...onDisk.keys()].sort(), key).toEqual([...files.keys()].sort());
      for (const [p, text] of files) expect(onDisk.get(p), `${key}/${p}`).toBe(text);
    }
  }, 120_000);
});

describe("examples/course-example", () => {
  it("imports without problems and exports to the same bytes, its image and project included", async () => {
    const files = folder("examples/course-example");
    const storage = createLocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), "kurswerk-ex-")));
    const result = await importCourse(database.db, files, { storage });
    if (!result.ok) throw new Error(result.problems.map((p) => formatProblem(p)).join("\n"));
    expect(result.changes.course).toBe("new");
    expect(result.changes.lessons.added.map((l) => l.title)).toEqual([
      "Was ist Markdown?",
      "Links und Bilder",
    ]);
    expect(result.changes.projects.added.map((p) => p.title)).toEqual([
      "Projekt: Deine Steckbrief-Seite",
    ]);
    const exported = await exportCourse(database.db, result.courseId, storage);
    files.delete("README.md");
    expect([...exported.keys()].sort()).toEqual([...files.keys()].sort());
    expect(files.get("assets/kursbild.png")).toBeInstanceOf(Uint8Array);
    for (const [p, content] of files) expect(exported.get(p), p).toEqual(content);
  });
});
