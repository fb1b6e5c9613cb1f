import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import { insertCohort, insertTeachCourse, type TestCohort } from "../../test/cohort-helpers";
import { lessons, userLessonProgress } from "../../db/schema";
import type { CohortViewResponse, TeachHomeResponse } from "@shared/contracts/teaching";
import type { DashboardResponse } from "@shared/contracts/learning";

/*
 * The teacher's done modules come from stored counts of completed lessons per learner and
 * module (decision 0237), kept by triggers. Whatever changes the lessons or the progress (a
 * completion, a lesson added, moved or removed, a completion taken back), the teacher's
 * figures agree with the learner's own class card, and the stored counts with a rebuild
 * from the progress rows.
 */

let t: TestApp;
let cohort: TestCohort;
let teacher: { cookie: string; userId: string };
let learner: { cookie: string; userId: string };

beforeAll(async () => {
  t = await createTestApp();
  const course = await insertTeachCourse(t);
  teacher = await t.signIn("teacher");
  learner = await t.signIn("user");
  // Both modules are due today: both are this week's on the learner's card, both due for the teacher.
  cohort = await insertCohort(t, {
    courseId: course.courseId,
    teacherIds: [teacher.userId],
    learnerIds: [learner.userId],
    dueInDays: [0, 0],
  });
});
afterAll(async () => {
  await t?.close();
});

async function teacherRow() {
  const res = await t.request(`/api/teach/cohorts/${cohort.id}`, { cookie: teacher.cookie });
  expect(res.status).toBe(200);
  const view = (await res.json()) as CohortViewResponse;
  return view.learners.find((l) => l.userId === learner.userId)!;
}

/** The learner's own card: which of this week's modules they have done. */
async function learnerWeek() {
  const res = await t.request("/api/learning/dashboard?lang=de", { cookie: learner.cookie });
  expect(res.status).toBe(200);
  const dash = (await res.json()) as DashboardResponse;
  const card = dash.cohorts.find((c) => c.id === cohort.id)!;
  return cohort.modules.map((m) => card.week.find((w) => w.moduleId === m.id)?.done ?? false);
}

/** The stored counts against a count from the progress rows (both ways). */
async function storedMinusRebuilt() {
  const res = (await t.deps.db.execute(sql`select
    (select count(*) from (select user_id, module_id, completed from user_module_counts where completed > 0
      except select p.user_id, l.module_id, count(*)::int from user_lesson_progress p
        join lessons l on l.id = p.lesson_id where p.completed_at is not null group by 1, 2) x)::int as extra,
    (select count(*) from (select p.user_id, l.module_id, count(*)::int from user_lesson_progress p
        join lessons l on l.id = p.lesson_id where p.completed_at is not null group by 1, 2
      except select user_id, module_id, completed from user_module_counts) x)::int as missing`)) as unknown as
    { rows: { extra: number; missing: number }[] } | { extra: number; missing: number }[];
  const rows = Array.isArray(res) ? res : res.rows;
  return rows[0];
}

async function expectAgreement(done: boolean[]) {
  expect(await learnerWeek()).toEqual(done);
  const row = await teacherRow();
  const n = done.filter(Boolean).length;
  expect(row).toMatchObject({ dueModules: 2, totalModules: 2, doneModules: n, doneDueModules: n });
  expect(await storedMinusRebuilt()).toEqual({ extra: 0, missing: 0 });
}

const complete = async (lessonId: string) => {
  const res = await t.request(`/api/learning/lessons/${lessonId}/complete`, {
    method: "POST",
    cookie: learner.cookie,
  });
  expect(res.status).toBe(200);
};

describe("done modules on the teacher's screens", () => {
  it("agree with the learner's card through completions and changes to the lessons", async () => {
    await expectAgreement([false, false]);
    const [m1, m2] = cohort.modules;
    // Every lesson of module 1, one of module 2.
    for (const id of m1!.lessonIds) await complete(id);
    await complete(m2!.lessonIds[0]!);
    await expectAgreement([true, false]);
    // The editor adds a lesson to module 1: not done any more; completed: done; removed with
    // its completion: still done (two of two).
    const [extra] = await t.deps.db
      .insert(lessons)
      .values({ moduleId: m1!.id, title: "Neu", content: "Text", orderIndex: 3 })
      .returning({ id: lessons.id });
    await expectAgreement([false, false]);
    await complete(extra!.id);
    await expectAgreement([true, false]);
    await t.deps.db.delete(lessons).where(eq(lessons.id, extra!.id));
    await expectAgreement([true, false]);
    // Module 2's completed lesson moves to module 1: module 1 stays done (three of three),
    // module 2 is left with its open lesson.
    await t.deps.db
      .update(lessons)
      .set({ moduleId: m1!.id, orderIndex: 3 })
      .where(eq(lessons.id, m2!.lessonIds[0]!));
    await expectAgreement([true, false]);
    // Its open lesson completed: both done. A completion taken back: module 1 open again.
    await complete(m2!.lessonIds[1]!);
    await expectAgreement([true, true]);
    await t.deps.db
      .update(userLessonProgress)
      .set({ completedAt: null })
      .where(eq(userLessonProgress.lessonId, m1!.lessonIds[0]!));
    await expectAgreement([false, true]);
    // The teacher's home says the same (behind by one module).
    const home = await t.request("/api/teach/cohorts", { cookie: teacher.cookie });
    const attention = ((await home.json()) as TeachHomeResponse).attention;
    expect(attention.find((a) => a.userId === learner.userId)?.reasons).toContainEqual({
      kind: "behind",
      modules: 1,
    });
  });
});
