/**
 * The demo courses in the course format (issue 32, decision 0140): `npm run course:demo-files`
 * writes them to examples/demo-courses/<key>/ from the seed (an in-memory database seeded
 * as a new install is), and a test keeps the folders equal to the seed. The seed gives new
 * ids on every install, so the files carry stable ids instead: the n-th id of a course
 * becomes `<8 hex of its key>-0000-4000-8000-<n>`.
 */
import { createHash } from "node:crypto";
import type { Db } from "../db/client";
import type { CourseFiles } from "@shared/course-files";
import { demoCourses, findDemoCourseId, seedDemoCourses } from "../db/seed/seed";
import { seedDemoCapstones } from "../db/seed/demo-capstones";
import { seedDemoCapstoneTranslations } from "../db/seed/demo-capstone-translations";
import { exportCourse } from "../modules/admin/course-files/course-files-export";

export const DEMO_FILES_DIR = "examples/demo-courses";

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** The files with every id replaced by a stable one, in order of first appearance. */
export function stableIds(files: CourseFiles, key: string): CourseFiles {
  const prefix = createHash("sha256").update(key).digest("hex").slice(0, 8);
  const ids = new Map<string, string>();
  const stable = (id: string) => {
    if (!ids.has(id))
      ids.set(id, `${prefix}-0000-4000-8000-${String(ids.size + 1).padStart(12, "0")}`);
    return ids.get(id)!;
  };
  const out: CourseFiles = new Map();
  for (const path of [...files.keys()].sort()) {
    const content = files.get(path)!;
    out.set(
      path.replace(UUID, stable),
      typeof content === "string" ? content.replace(UUID, stable) : content,
    );
  }
  return out;
}

/** Seeds the demo courses as a new install has them: with their capstone projects (decision 0156). */
export async function seedDemoCourseContent(db: Db) {
  await seedDemoCourses(db);
  await seedDemoCapstones(db);
  await seedDemoCapstoneTranslations(db);
}

/** Every demo course of a seeded database as its folder: key → (path → text). */
export async function demoCourseFiles(db: Db) {
  const folders = new Map<string, CourseFiles>();
  for (const { course } of demoCourses) {
    const id = await findDemoCourseId(db, course.key);
    if (!id) throw new Error(`demo course ${course.key} is not seeded`);
    folders.set(course.key, stableIds(await exportCourse(db, id), course.key));
  }
  return folders;
}
