import { afterEach, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import { courses, demoCourseSeeds, lessons, modules } from "../schema";
import type { CatalogueResponse } from "@shared/contracts/learning";
import { demoCourseDate, demoCourses, insertDemoCourse, seedDemoCourses } from "./seed";

const keys = demoCourses.map((d) => d.course.key);
const [firstThree, added] = [keys.slice(0, 3), keys.slice(3)];

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function catalogueTitles(app: TestApp) {
  const { cookie } = await app.signIn();
  const res = await app.request("/api/learning/courses?lang=de", { cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as CatalogueResponse).courses.map((c) => c.title);
}

const titleOf = (key: string) => demoCourses.find((d) => d.course.key === key)!.course.title;

describe("demo content", () => {
  it("every demo course has a unique key, a skill area and real lessons", () => {
    expect(new Set(keys).size).toBe(keys.length);
    for (const { course } of demoCourses) {
      expect(course.skillArea, course.key).toBeTruthy();
      for (const lesson of course.modules.flatMap((m) => m.lessons)) {
        const words = lesson.content.split(/\s+/).filter(Boolean).length;
        expect(words, `${course.key}: ${lesson.title}`).toBeGreaterThanOrEqual(300);
        expect(lesson.quizzes.length, lesson.title).toBeGreaterThan(0);
        for (const q of lesson.quizzes)
          expect(q.correctAnswer, q.question).toBeLessThan(q.choices.length);
      }
    }
  });

  it("an empty database gets every demo course, the first three stay newest, once only", async () => {
    t = await createTestApp();
    expect(await seedDemoCourses(t.deps.db)).toEqual(keys);
    const titles = await catalogueTitles(t);
    expect(titles).toHaveLength(demoCourses.length);
    // Newest first: data analysis, AI, web development, then the added courses.
    expect(titles.slice(0, 3)).toEqual([...firstThree].reverse().map(titleOf));
    expect(new Set(titles.slice(3))).toEqual(new Set(added.map(titleOf)));

    expect(await seedDemoCourses(t.deps.db)).toEqual([]);
    expect(await catalogueTitles(t)).toEqual(titles);
  });

  it("an existing install gets only the missing demo courses and keeps its own", async () => {
    t = await createTestApp();
    const db = t.deps.db;
    const base = Date.now() - 86400_000;
    // Installed before: the first three demo courses, one edited by an admin, and an own course.
    const existing: Record<string, string> = {};
    for (const [i, d] of demoCourses.slice(0, 3).entries())
      existing[d.course.key] = await db.transaction((tx) =>
        insertDemoCourse(tx, d.course, d.translations, demoCourseDate(i, base)),
      );
    await db
      .update(courses)
      .set({ title: "Webentwicklung (unsere Fassung)" })
      .where(eq(courses.id, existing["web-development"]));
    await db.insert(courses).values({ title: "Eigener Kurs", isPublished: true });
    const lessonsBefore = await db
      .select({ id: lessons.id })
      .from(lessons)
      .innerJoin(modules, eq(modules.id, lessons.moduleId))
      .where(inArray(modules.courseId, Object.values(existing)));

    expect(await seedDemoCourses(db)).toEqual(added);
    const titles = await catalogueTitles(t);
    expect(titles).toHaveLength(demoCourses.length + 1);
    expect(titles).toContain("Webentwicklung (unsere Fassung)");
    expect(titles).toContain("Eigener Kurs");
    for (const key of added) expect(titles).toContain(titleOf(key));
    const rows = await db
      .select({ id: courses.id, key: courses.seedKey })
      .from(courses)
      .where(inArray(courses.seedKey, firstThree));
    expect(Object.fromEntries(rows.map((r) => [r.key, r.id]))).toEqual(existing);
    const lessonsAfter = await db
      .select({ id: lessons.id })
      .from(lessons)
      .innerJoin(modules, eq(modules.id, lessons.moduleId))
      .where(inArray(modules.courseId, Object.values(existing)));
    expect(lessonsAfter).toEqual(lessonsBefore);
    expect(await seedDemoCourses(db)).toEqual([]);
  });

  it("a demo course that was received once is not written again", async () => {
    t = await createTestApp();
    await t.deps.db.insert(demoCourseSeeds).values(keys.slice(1).map((seedKey) => ({ seedKey })));
    expect(await seedDemoCourses(t.deps.db)).toEqual([keys[0]]);
    expect(await catalogueTitles(t)).toEqual([titleOf(keys[0])]);
  });

  it("an install with courses but without demo content gets none", async () => {
    t = await createTestApp();
    await t.deps.db.insert(courses).values({ title: "Nur eigene Kurse", isPublished: true });
    expect(await seedDemoCourses(t.deps.db)).toEqual([]);
    expect(await catalogueTitles(t)).toEqual(["Nur eigene Kurse"]);
  });

  it("two processes starting at once write each demo course once", async () => {
    t = await createTestApp();
    const [a, b] = await Promise.all([seedDemoCourses(t.deps.db), seedDemoCourses(t.deps.db)]);
    expect([...a, ...b].sort()).toEqual([...keys].sort());
    const rows = await t.deps.db.select({ key: courses.seedKey }).from(courses);
    expect(rows.map((r) => r.key).sort()).toEqual([...keys].sort());
  });
});
