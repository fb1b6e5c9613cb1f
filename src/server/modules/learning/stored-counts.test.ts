import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import { courseLessonCounts, courses, lessons, modules, userCourseCounts } from "../../db/schema";
import { giveProgress, insertDemo } from "../../test/editor-helpers";

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

  it("add up on insert exactly as a full recount counts (minutes, touched, not completed)", async () => {
    const { courseId } = await insertDemo(t, 2);
    const all = await lessonsOf(courseId);
    const learner = await t.signIn("user");
    const recount = async () =>
      (
        (await t.deps.db.execute(sql`
          select (count(*) filter (where p.completed_at is not null))::int as completed,
            coalesce(sum(l.estimated_duration_minutes) filter (where p.completed_at is not null), 0)::int as minutes,
            max(p.updated_at) as touched
          from user_lesson_progress p join lessons l on l.id = p.lesson_id
          join modules m on m.id = l.module_id
          where p.user_id = ${learner.userId} and m.course_id = ${courseId}`)) as unknown as {
          rows: Array<{ completed: number; minutes: number; touched: string | Date }>;
        }
      ).rows[0]!;
    const expectSame = async () => {
      const want = await recount();
      const have = await mine(learner.userId, courseId);
      expect(have.completed).toBe(want.completed);
      expect(have.completedMinutes).toBe(want.minutes);
      expect(have.lastTouchedAt?.getTime()).toBe(new Date(want.touched).getTime());
    };
    // Completions through the API (inserts), a row touched but not completed, then an
    // update that completes it and a delete: each time the stored row equals the recount.
    for (const l of all.slice(0, 2)) {
      const res = await t.request(`/api/learning/lessons/${l.id}/complete`, {
        method: "POST",
        cookie: learner.cookie,
      });
      expect(res.status).toBe(200);
      await expectSame();
    }
    expect((await mine(learner.userId, courseId)).completed).toBe(2);
    await t.deps.db.execute(sql`insert into user_lesson_progress (user_id, lesson_id, updated_at)
      values (${learner.userId}, ${all[2].id}, now() + interval '1 minute')`);
    await expectSame();
    expect((await mine(learner.userId, courseId)).completed).toBe(2);
    await t.deps.db.execute(sql`update user_lesson_progress set completed_at = now()
      where user_id = ${learner.userId} and lesson_id = ${all[2].id}`);
    await expectSame();
    expect((await mine(learner.userId, courseId)).completed).toBe(3);
    await t.deps.db.execute(sql`delete from user_lesson_progress
      where user_id = ${learner.userId} and lesson_id = ${all[0].id}`);
    await expectSame();
    expect((await mine(learner.userId, courseId)).completed).toBe(2);
  });
});
