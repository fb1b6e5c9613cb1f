/**
 * For tests of a data migration on a database from before it (issue 42): the repository's
 * migrations up to a tag, and rows written as the old schema knows them.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/** The repository's migrations up to and including `tag`, in a temporary folder. */
export function migrationsUpTo(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kw-migrations-"));
  fs.cpSync(path.resolve("drizzle"), dir, { recursive: true });
  const journalFile = path.join(dir, "meta/_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as {
    entries: { idx: number; tag: string }[];
  };
  const last = journal.entries.findIndex((e) => e.tag === tag);
  if (last <= 0) throw new Error(`no migration ${tag} in drizzle/meta/_journal.json`);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/**
 * A published course written as the old schema knows it: drizzle's insert names every column of
 * today's table (later migrations add some), so the row is written in SQL.
 */
export async function oldCourse(db: Database["db"]): Promise<{ id: string }> {
  const res = (await db.execute(
    sql`insert into courses (title, description, is_published, language)
        values ('Alt', 'B', true, 'de') returning id`,
  )) as unknown as { rows: { id: string }[] };
  return res.rows[0];
}
