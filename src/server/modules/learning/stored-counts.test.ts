import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import { courseLessonCounts, courses, lessons, modules, userCourseCounts } from "../../db/schema";
import { giveProgress, insertDemo } from "../admin/editor-test-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const lessonsOf = (courseId: string) =>
  t.deps.db
    .select({ id: lessons.id, moduleId: lessons.moduleId })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .where(eq(modules.courseId, courseId))
    .orderBy(asc(modules.orderIndex), asc(lessons.orderIndex));
const stored = async (courseId: string) =>
  (
    await t.deps.db
      .select()
      .from(courseLessonCounts)
      .where(eq(courseLessonCounts.courseId, courseId))
  )[0];
const mine = async (userId: string, courseId: string) =>
  (
    await t.deps.db
      .select()
      .from(userCourseCounts)
      .where(and(eq(userCourseCounts.userId, userId), eq(userCourseCounts.courseId, courseId)))
  )[0];

describe("stored counts (decision 0056)", () => {
  it("follow lessons and progress in the same transaction as every write", async () => {
    const { courseId } = await insertDemo(t, 0);
    const all = await lessonsOf(courseId);
    expect(all.length).toBeGreaterThan(3);
    expect((await stored(courseId)).lessons).toBe(all.length);

    const learner = await giveProgress(t, courseId, [all[0].id, all[1].id]);
    expect((await mine(learner.userId, courseId)).completed).toBe(2);

    const res = await t.request(`/api/learning/lessons/${all[2].id}/complete`, {
      method: "POST",
      cookie: learner.cookie,
    });
    expect(res.status).toBe(200);
    expect((await res.json()).progress).toBe(Math.round((3 * 100) / all.length));
    expect((await mine(learner.userId, courseId)).completed).toBe(3);

    const catalogue = await (
      await t.request("/api/learning/courses?lang=de", { cookie: learner.cookie })
    ).json();
    const shown = catalogue.courses.find((c: { id: string }) => c.id === courseId);
    expect(shown.totalLessons).toBe(all.length);
    expect(shown.completedLessons).toBe(3);

    // A completed lesson is removed (as the editor does): both counts follow.
    await t.deps.db.delete(lessons).where(eq(lessons.id, all[0].id));
    expect((await stored(courseId)).lessons).toBe(all.length - 1);
    expect((await mine(learner.userId, courseId)).completed).toBe(2);

    // A whole module goes: its lessons and the learner's progress in them leave the counts.
    const moduleId = all[all.length - 1].moduleId;
    const left = (await lessonsOf(courseId)).filter((l) => l.moduleId !== moduleId).length;
    await t.deps.db.delete(modules).where(eq(modules.id, moduleId));
    expect((await stored(courseId)).lessons).toBe(left);

    // A rolled-back write leaves them as they were.
    const before = await mine(learner.userId, courseId);
    await t.deps.db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from user_lesson_progress where user_id = ${learner.userId}`);
        throw new Error("rollback");
      })
      .catch(() => {});
    expect(await mine(learner.userId, courseId)).toEqual(before);

    await t.deps.db.delete(courses).where(eq(courses.id, courseId));
    expect(await stored(courseId)).toBeUndefined();
    expect(await mine(learner.userId, courseId)).toBeUndefined();
  });

  it("count every one of many parallel completions of one learner", async () => {
    const { courseId } = await insertDemo(t, 1);
    const all = await lessonsOf(courseId);
    const learner = await t.signIn("user");
    const results = await Promise.all(
      all.map((l) =>
        t.request(`/api/learning/lessons/${l.id}/complete`, {
          method: "POST",
          cookie: learner.cookie,
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(all.map(() => 200));
    expect((await mine(learner.userId, courseId)).completed).toBe(all.length);
    const progress = await (
      await t.request(`/api/learning/courses/${courseId}/progress`, { cookie: learner.cookie })
    ).json();
    expect(progress).toMatchObject({ progress: 100, completed: true, totalLessons: all.length });
  });
});
