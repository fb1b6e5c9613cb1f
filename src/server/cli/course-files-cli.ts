/**
 * Shared parts of `npm run course:export` and `course:import` (issue 32): exit codes, the
 * database of the configuration (PGlite in DATA_DIR with the server stopped, or
 * DATABASE_URL), and folders read and written as the course format's path → text maps.
 */
import fs from "node:fs";
import path from "node:path";
import { toolConfig } from "../lib/data-dir";
import { DatabaseLockedError, openDatabase, type Database } from "../db/client";
import {
  COURSE_FILE_LIMITS,
  problem,
  type CourseChanges,
  type CourseFileProblem,
  type CourseFiles,
} from "@shared/course-files";
import { maxFileBytes } from "@shared/course-files/paths";
import { createStorage, type Storage } from "../storage/storage";

export const EXIT = { ok: 0, problems: 1, usage: 2 } as const;

export function usage(message: string): never {
  console.error(message);
  process.exit(EXIT.usage);
}

/** The configured database and upload storage (images of `assets/`, decision 0150). */
export async function withDatabase<T>(
  run: (db: Database, storage: Storage) => Promise<T>,
): Promise<T> {
  const config = toolConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    return await run(database, createStorage(config.storage));
  } finally {
    await database.close();
  }
}

/** Fails the process on an error the commands did not expect (1), with the lock hint. */
export function onError(err: unknown) {
  console.error(String((err as Error)?.message ?? err));
  if (err instanceof DatabaseLockedError)
    console.error("Stop the server first, or use DATABASE_URL for PostgreSQL.");
  process.exit(EXIT.problems);
}

/**
 * Every file under `dir` (relative paths with "/"), or problems: symlinks, special files and
 * too many or too large files are refused before reading them.
 */
export function readFolder(dir: string): CourseFiles | CourseFileProblem[] {
  const files: CourseFiles = new Map();
  const problems: CourseFileProblem[] = [];
  let total = 0;
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.name === ".git" && !rel) continue;
      if (entry.isDirectory()) walk(relPath);
      else if (!entry.isFile()) problems.push(problem(relPath, 0, "cfNotAFile"));
      else {
        if (files.size >= COURSE_FILE_LIMITS.files) {
          problems.push(problem(".", 0, "cfTooManyFiles", { max: COURSE_FILE_LIMITS.files }));
          throw new Error("stop");
        }
        const size = fs.statSync(path.join(dir, relPath)).size;
        total += size;
        const max = maxFileBytes(relPath);
        if (size > max) problems.push(problem(relPath, 0, "cfFileTooLarge", { max }));
        else if (total <= COURSE_FILE_LIMITS.totalBytes) {
          const bytes = fs.readFileSync(path.join(dir, relPath));
          // Images (decision 0150) stay bytes; every other file is text.
          files.set(
            relPath,
            relPath.startsWith("assets/") ? new Uint8Array(bytes) : bytes.toString("utf8"),
          );
        }
      }
    }
  };
  try {
    walk("");
  } catch (err) {
    if ((err as Error).message !== "stop") throw err;
  }
  if (total > COURSE_FILE_LIMITS.totalBytes)
    problems.push(problem(".", 0, "cfTotalTooLarge", { max: COURSE_FILE_LIMITS.totalBytes }));
  return problems.length ? problems : files;
}

export function writeFolder(dir: string, files: CourseFiles) {
  for (const [rel, text] of files) {
    const target = path.join(dir, ...rel.split("/"));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, text);
  }
}

/** The change list as lines ("+ lesson …", "~ lesson …", "- lesson …"). */
export function changeLines(c: CourseChanges) {
  const lines = [`course: ${c.course}`];
  for (const [kind, group] of [
    ["module", c.modules],
    ["lesson", c.lessons],
    ["project", c.projects],
  ] as const) {
    for (const x of group.added) lines.push(`+ ${kind} ${x.file}: ${x.title}`);
    for (const x of group.changed) lines.push(`~ ${kind} ${x.file}: ${x.title}`);
    for (const x of group.removed) lines.push(`- ${kind} ${x.id}: ${x.title}`);
  }
  for (const t of c.translations)
    if (t.status !== "unchanged") lines.push(`translation ${t.language}: ${t.status}`);
  return lines;
}
