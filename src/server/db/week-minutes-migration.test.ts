import { afterAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import { openPglite, type Database } from "./client";
import { migrationsUpTo, oldCourse } from "../test/migration-helpers";
import {
  learnerWeekMinutes,
  learningEvents,
  lessons,
  modules,
  user,
  userLessonProgress,
} from "./schema";
import { weekStart } from "@shared/domain/learning-plan";

/*
 * Existing installs (issue 42, decision 0242): the migration `week-minutes-sql` fills the
 * stored week minutes from the record of learning and the completions already there (every
 * week, not only this one), the triggers keep them from then on, and running the migration
 * again changes nothing.
 */

const LAST_BEFORE = "0054_learner-cohorts-fn";
const NIL = "00000000-0000-0000-0000-000000000000";
const SESSION = "5e55a0e0-0000-4000-8000-000000000001";

/** The journal's tag of the migration `name` (numbered by drizzle-kit; renumbered at merge). */
function migrationFile(name: string) {
  const journal = JSON.parse(
    fs.readFileSync(path.resolve("drizzle/meta/_journal.json"), "utf8"),
  ) as { entries: { tag: string }[] };
  const entry = journal.entries.find((e) => e.tag.replace(/^\d+_/, "") === name);
  expect(entry).toBeDefined();
  return path.resolve("drizzle", `${entry!.tag}.sql`);
}

let database: Database | undefined;
afterAll(async () => {
  await database?.close();
});

describe("migration week-minutes-sql on a database with learning from before", () => {
  it("fills every week's minutes from the record and the completions, and keeps them", async () => {
    database = await openPglite(null, migrationsUpTo(LAST_BEFORE));
    await database.migrate();
    const db = database.db;
    await db.insert(user).values([
      { id: "reader", name: "Reader", email: "reader@old.test" },
      { id: "attendee", name: "Attendee", email: "attendee@old.test" },
    ]);
    const courseId = (await oldCourse(db)).id;
    const [mod] = await db
      .insert(modules)
      .values({ courseId, title: "M", orderIndex: 1 })
      .returning({ id: modules.id });
    const [lesson] = await db
      .insert(lessons)
      .values({
        moduleId: mod.id,
        title: "Eins",
        content: "T",
        orderIndex: 1,
        estimatedDurationMinutes: 5,
      })
      .returning({ id: lessons.id });
    const now = new Date();
    const monday = weekStart(now);
    const lastWeek = new Date(monday.getTime() - 2 * 24 * 3600 * 1000);
    const day = (d: Date) => d.toISOString().slice(0, 10);
    // Completed this week (the completion writes its own act of the record).
    await db
      .insert(userLessonProgress)
      .values({ userId: "reader", lessonId: lesson.id, completedAt: now, updatedAt: now });
    await db.insert(learningEvents).values([
      { userId: "reader", courseId, lessonId: lesson.id, kind: "reading", seconds: 60, at: now },
      { userId: "reader", courseId, lessonId: lesson.id, kind: "reading", seconds: 120, at: now },
      {
        userId: "reader",
        courseId,
        lessonId: lesson.id,
        kind: "reading",
        seconds: 300,
        at: lastWeek,
      },
      // Reading of a lesson deleted since.
      { userId: "reader", courseId, lessonId: null, kind: "reading", seconds: 120, at: now },
      { userId: "reader", courseId, lessonId: lesson.id, kind: "lesson_opened", at: now },
      {
        userId: "attendee",
        courseId,
        kind: "live_session",
        subjectId: SESSION,
        seconds: 5400,
        at: now,
      },
    ]);

    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(db as never, { migrationsFolder: path.resolve("drizzle") });

    const stored = () =>
      db
        .select()
        .from(learnerWeekMinutes)
        .orderBy(
          asc(learnerWeekMinutes.userId),
          asc(learnerWeekMinutes.weekStart),
          asc(learnerWeekMinutes.subjectId),
        );
    const filled = [
      {
        userId: "attendee",
        weekStart: day(monday),
        subjectId: SESSION,
        readSeconds: 5400,
        doneMinutes: 0,
      },
      {
        userId: "reader",
        weekStart: day(weekStart(lastWeek)),
        subjectId: lesson.id,
        readSeconds: 300,
        doneMinutes: 0,
      },
      {
        userId: "reader",
        weekStart: day(monday),
        subjectId: NIL,
        readSeconds: 120,
        doneMinutes: 0,
      },
      {
        userId: "reader",
        weekStart: day(monday),
        subjectId: lesson.id,
        readSeconds: 180,
        doneMinutes: 5,
      },
    ].sort((a, b) => {
      const ka = [a.userId, a.weekStart, a.subjectId].join(" ");
      const kb = [b.userId, b.weekStart, b.subjectId].join(" ");
      return ka < kb ? -1 : ka > kb ? 1 : 0;
    });
    expect(await stored()).toEqual(filled);

    // Running the migration again (a kept database) changes nothing.
    const statements = fs
      .readFileSync(migrationFile("week-minutes-sql"), "utf8")
      .split("--> statement-breakpoint");
    for (const s of statements) await db.execute(sql.raw(s));
    expect(await stored()).toEqual(filled);

    // From now on the triggers keep it: a reading post of this week adds to its row.
    await db.insert(learningEvents).values({
      userId: "reader",
      courseId,
      lessonId: lesson.id,
      kind: "reading",
      seconds: 60,
      at: now,
    });
    expect(await stored()).toEqual(
      filled.map((r) =>
        r.userId === "reader" && r.subjectId === lesson.id && r.weekStart === day(monday)
          ? { ...r, readSeconds: 240 }
          : r,
      ),
    );
  }, 120_000);
});
