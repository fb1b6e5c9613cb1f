import { afterEach, describe, expect, it } from "vitest";
import { and, asc, eq, sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import type { Db } from "../client";
import {
  courses,
  courseVersions,
  demoCourseSeeds,
  lessonExercises,
  lessons,
  modules,
} from "../schema";
import type { CourseTranslationOverlay } from "@shared/domain/translation";
import type { DemoCourse, DemoCourseTranslation, DemoExercise } from "./content/types";
import { aiAutomationPractice } from "./content/ai-automation.practice";
import { dataAnalysisPractice } from "./content/data-analysis.practice";
import { dataAnalyticsBeginnerPractice } from "./content/data-analytics-beginner.practice";
import { webDevelopmentAdvancedPractice } from "./content/web-development-advanced.practice";
import { webDevelopmentIntermediatePractice } from "./content/web-development-intermediate.practice";
import { webDevelopmentPractice } from "./content/web-development.practice";
import { webDevelopmentPracticeEn } from "./content/web-development.en.practice";
import { demoCourses, findDemoCourseId, insertDemoCourse, seedDemoCourses } from "./seed";
import { seedDemoExercises } from "./demo-exercises";

/**
 * Existing installs get the demo code exercises (issue 29, decision 0148): an install seeded
 * before them gets them at its next start, once, also with two processes starting at once.
 */

const appended: Record<string, Record<string, DemoExercise[]>> = {
  "web-development": webDevelopmentPractice,
  "ai-automation": aiAutomationPractice,
  "data-analysis": dataAnalysisPractice,
  "data-analytics-beginner": dataAnalyticsBeginnerPractice,
  "web-development-advanced": webDevelopmentAdvancedPractice,
  "web-development-intermediate": webDevelopmentIntermediatePractice,
};
const appendedEn: Record<string, Record<string, DemoExercise[]>> = {
  "web-development": webDevelopmentPracticeEn,
};

/** The course as an install seeded before code exercises had it: no appended ones, none runnable. */
function beforeExercises<T extends DemoCourse | DemoCourseTranslation>(
  c: T,
  added: Record<string, DemoExercise[]> = {},
): T {
  return {
    ...c,
    modules: c.modules.map((m) => ({
      ...m,
      lessons: m.lessons.map((l) => ({
        ...l,
        exercises: l.exercises
          .slice(0, l.exercises.length - (added[l.title]?.length ?? 0))
          .map(({ task, hint, solution }) => ({ task, hint, solution })),
      })),
    })),
  };
}

/** Seeds every demo course as it was before its code exercises. */
async function seedOldInstall(db: Db) {
  for (const [i, { course, translations }] of demoCourses.entries())
    await db.transaction(async (tx) => {
      await tx.insert(demoCourseSeeds).values({ seedKey: course.key });
      await insertDemoCourse(
        tx,
        beforeExercises(course, appended[course.key]),
        translations.map((t) => beforeExercises(t, appendedEn[course.key])),
        new Date(Date.now() - i * 60_000),
      );
    });
}

/** Per lesson (in order) of a course: its exercises' tasks and whether each is runnable. */
async function exercisesOf(db: Db, key: string) {
  const id = (await findDemoCourseId(db, key))!;
  const rows = await db
    .select({
      lessonId: lessons.id,
      task: lessonExercises.task,
      runnable: sql<boolean>`${lessonExercises.practice} is not null`,
    })
    .from(lessonExercises)
    .innerJoin(lessons, eq(lessons.id, lessonExercises.lessonId))
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .where(eq(modules.courseId, id))
    .orderBy(asc(modules.orderIndex), asc(lessons.orderIndex), asc(lessonExercises.orderIndex));
  return rows.map((r) => `${r.runnable ? "code" : "plain"}: ${r.task}`);
}

const expected = (c: DemoCourse) =>
  c.modules.flatMap((m) =>
    m.lessons.flatMap((l) => l.exercises.map((e) => `${e.practice ? "code" : "plain"}: ${e.task}`)),
  );
const codeKeys = Object.keys(appended).sort();
const countExercises = async (db: Db) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(lessonExercises))[0].n;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe("demo code exercises for existing installs", () => {
  it("an install seeded without them gets them at its next start, once", async () => {
    t = await createTestApp();
    const db = t.deps.db;
    await seedOldInstall(db);
    expect(await exercisesOf(db, "web-development")).not.toEqual(expected(demoCourses[0].course));

    expect((await seedDemoExercises(db, demoCourses)).sort()).toEqual(codeKeys);
    for (const { course } of demoCourses)
      expect(await exercisesOf(db, course.key), course.key).toEqual(expected(course));

    // The English overlay carries the added exercises' texts and check titles.
    const webId = (await findDemoCourseId(db, "web-development"))!;
    const [en] = await db
      .select({ overlay: courseVersions.translationJson })
      .from(courseVersions)
      .where(and(eq(courseVersions.courseId, webId), eq(courseVersions.language, "en")));
    const overlay = en.overlay as CourseTranslationOverlay;
    const runnable = await db
      .select({ id: lessonExercises.id })
      .from(lessonExercises)
      .innerJoin(lessons, eq(lessons.id, lessonExercises.lessonId))
      .innerJoin(modules, eq(modules.id, lessons.moduleId))
      .where(and(eq(modules.courseId, webId), sql`${lessonExercises.practice} is not null`));
    expect(runnable.length).toBeGreaterThan(4);
    for (const { id } of runnable) expect(overlay.exercises[id]?.checkTitles).toBeTruthy();

    // The next start writes nothing.
    const n = await countExercises(db);
    expect(await seedDemoExercises(db, demoCourses)).toEqual([]);
    expect(await countExercises(db)).toBe(n);
  }, 180_000);

  it("an install with the code exercises gets the translated check messages (0149)", async () => {
    t = await createTestApp();
    const db = t.deps.db;
    await seedDemoCourses(db);
    const webId = (await findDemoCourseId(db, "web-development"))!;
    const where = and(eq(courseVersions.courseId, webId), eq(courseVersions.language, "en"));
    const read = async () =>
      (await db.select({ o: courseVersions.translationJson }).from(courseVersions).where(where))[0]
        .o as CourseTranslationOverlay;
    const messages = (o: CourseTranslationOverlay) =>
      Object.values(o.exercises).flatMap((e) => Object.values(e.checkMessages ?? {}));
    const seeded = await read();
    expect(messages(seeded).length).toBe(9);
    // As seeded before check messages existed: no messages, claimed under the old content.
    const without = Object.fromEntries(
      Object.entries(seeded.exercises).map(([id, { checkMessages: _m, ...e }]) => [id, e]),
    );
    await db
      .update(courseVersions)
      .set({ translationJson: { ...seeded, exercises: without } })
      .where(where);
    expect(messages(await read())).toEqual([]);
    expect(await seedDemoExercises(db, demoCourses)).toEqual(["web-development"]);
    expect(await read()).toEqual(seeded);
    expect(await seedDemoExercises(db, demoCourses)).toEqual([]);
  }, 180_000);

  it("two processes starting at once add each exercise once", async () => {
    t = await createTestApp();
    const db = t.deps.db;
    await seedOldInstall(db);
    const [a, b] = await Promise.all([
      seedDemoExercises(db, demoCourses),
      seedDemoExercises(db, demoCourses),
    ]);
    expect([...a, ...b].sort()).toEqual(codeKeys);
    for (const { course } of demoCourses)
      expect(await exercisesOf(db, course.key), course.key).toEqual(expected(course));
  }, 180_000);

  it("leaves modules someone changed alone; a fresh install has nothing to add", async () => {
    t = await createTestApp();
    const db = t.deps.db;
    await seedOldInstall(db);
    const webId = (await findDemoCourseId(db, "web-development"))!;
    const [first] = await db
      .select({ id: modules.id })
      .from(modules)
      .where(eq(modules.courseId, webId))
      .orderBy(asc(modules.orderIndex))
      .limit(1);
    await db.update(modules).set({ contentRevision: 2 }).where(eq(modules.id, first.id));
    const before = await db
      .select({ id: lessonExercises.id, practice: lessonExercises.practice })
      .from(lessonExercises)
      .innerJoin(lessons, eq(lessons.id, lessonExercises.lessonId))
      .where(eq(lessons.moduleId, first.id));
    await seedDemoExercises(db, demoCourses);
    const after = await db
      .select({ id: lessonExercises.id, practice: lessonExercises.practice })
      .from(lessonExercises)
      .innerJoin(lessons, eq(lessons.id, lessonExercises.lessonId))
      .where(eq(lessons.moduleId, first.id));
    expect(after).toEqual(before);
    const web = expected(demoCourses[0].course);
    const got = await exercisesOf(db, "web-development");
    expect(got.filter((x) => x.startsWith("code")).length).toBeGreaterThan(0);
    expect(got.filter((x) => x.startsWith("code")).length).toBeLessThan(
      web.filter((x) => x.startsWith("code")).length,
    );

    await db.delete(courses);
    await db.delete(demoCourseSeeds);
    await seedDemoCourses(db);
    const n = await countExercises(db);
    expect(await seedDemoExercises(db, demoCourses)).toEqual([]);
    expect(await countExercises(db)).toBe(n);
  }, 180_000);
});
