import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../test/harness";
import type { DbOrTx } from "../../db/client";
import { courses, lessons, modules, tutorMessages, user } from "../../db/schema";
import type { TutorSettingsResponse } from "@shared/contracts/tutor";

/**
 * Decision 0163: the tutor overview reads each course's questions from `course_tutor_counts`,
 * kept by triggers on tutor_messages. After every kind of write the stored counts must equal
 * the raw count and a rebuild from scratch; on PGlite and (TEST_DATABASE_URL) PostgreSQL.
 */

let t: TestApp;
let admin: { cookie: string; userId: string };

async function makeCourse(db: DbOrTx, title: string) {
  const [course] = await db
    .insert(courses)
    .values({ title, description: "B", isPublished: true, language: "de" })
    .returning({ id: courses.id });
  const [mod] = await db
    .insert(modules)
    .values({ courseId: course.id, title: "M", orderIndex: 1 })
    .returning({ id: modules.id });
  const ls = await db
    .insert(lessons)
    .values([1, 2].map((i) => ({ moduleId: mod.id, title: `L${i}`, content: "x", orderIndex: i })))
    .returning({ id: lessons.id });
  return { courseId: course.id, lessonIds: ls.map((x) => x.id) };
}

type Rows<T> = { rows: T[] };
async function stored() {
  const { rows } = (await t.deps.db.execute(
    sql`select course_id::text as c, questions as n from course_tutor_counts where questions <> 0 order by 1`,
  )) as unknown as Rows<{ c: string; n: number }>;
  return rows.map((r) => [r.c, Number(r.n)]);
}
async function raw() {
  const { rows } = (await t.deps.db.execute(
    sql`select course_id::text as c, count(*)::int as n from tutor_messages group by 1 order by 1`,
  )) as unknown as Rows<{ c: string; n: number }>;
  return rows.map((r) => [r.c, Number(r.n)]);
}
async function overview() {
  const res = await t.request("/api/admin/tutor", { cookie: admin.cookie });
  expect(res.status).toBe(200);
  const body = (await res.json()) as TutorSettingsResponse;
  return { n: Number(res.headers.get("x-sql-statements")), courses: body.courses };
}
/** Stored = raw = a rebuild, and the screen's figures are the raw ones. */
async function expectCountsTrue(step: string) {
  const want = await raw();
  expect(await stored(), step).toEqual(want);
  const screen = (await overview()).courses;
  for (const c of screen) {
    expect(c.questions, `${step}: ${c.title}`).toBe(want.find(([id]) => id === c.id)?.[1] ?? 0);
  }
  const kept = await stored();
  await t.deps.db.execute(sql`select kw_refresh_tutor_counts()`);
  expect(await stored(), `${step}: rebuild`).toEqual(kept);
}

const message = (userId: string, courseId: string, lessonId: string, i: number) => ({
  userId,
  courseId,
  lessonId,
  question: `F${i}`,
  answer: `A${i}`,
  mode: "offline",
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn("admin");
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe("stored tutor questions per course", () => {
  it("equal the raw count after inserts, updates, deletes and deletions of accounts, lessons and courses", async () => {
    const a = await makeCourse(t.deps.db, "Kurs A");
    const b = await makeCourse(t.deps.db, "Kurs B");
    const c = await makeCourse(t.deps.db, "Kurs C");
    await t.deps.db
      .insert(user)
      .values(
        ["cnt-1", "cnt-2", "cnt-3"].map((id) => ({ id, name: id, email: `${id}@example.com` })),
      );
    const small = await overview();
    await expectCountsTrue("empty");

    // One statement over several courses, then single inserts.
    await t.deps.db
      .insert(tutorMessages)
      .values([
        ...Array.from({ length: 5 }, (_, i) => message("cnt-1", a.courseId, a.lessonIds[i % 2], i)),
        ...Array.from({ length: 3 }, (_, i) => message("cnt-2", b.courseId, b.lessonIds[0], i)),
        ...Array.from({ length: 4 }, (_, i) => message("cnt-3", c.courseId, c.lessonIds[1], i)),
      ]);
    await t.deps.db.insert(tutorMessages).values(message("cnt-2", a.courseId, a.lessonIds[0], 9));
    await expectCountsTrue("inserts");

    // A rating and a report change no count; a message moved to another course does.
    await t.deps.db
      .update(tutorMessages)
      .set({ helpful: true, reportedAt: new Date() })
      .where(eq(tutorMessages.courseId, a.courseId));
    const [moved] = await t.deps.db
      .select({ id: tutorMessages.id })
      .from(tutorMessages)
      .where(eq(tutorMessages.courseId, b.courseId))
      .limit(1);
    await t.deps.db
      .update(tutorMessages)
      .set({ courseId: c.courseId, lessonId: c.lessonIds[0] })
      .where(eq(tutorMessages.id, moved.id));
    await expectCountsTrue("updates");

    // A conversation cleared (delete by learner and lesson), an account deleted (cascade).
    await t.deps.db.delete(tutorMessages).where(eq(tutorMessages.lessonId, a.lessonIds[1]));
    await expectCountsTrue("delete");
    await t.deps.db.delete(user).where(eq(user.id, "cnt-2"));
    await expectCountsTrue("account deletion");

    // A lesson deleted (cascade), then a whole course: its row goes with it, no error.
    await t.deps.db.delete(lessons).where(eq(lessons.id, c.lessonIds[1]));
    await expectCountsTrue("lesson deletion");
    await t.deps.db.delete(courses).where(eq(courses.id, c.courseId));
    await expectCountsTrue("course deletion");
    const { rows } = (await t.deps.db.execute(
      sql`select count(*)::int as n from course_tutor_counts where course_id = ${c.courseId}`,
    )) as unknown as Rows<{ n: number }>;
    expect(Number(rows[0].n)).toBe(0);

    // Several writers' statements in one transaction (the tutor's insert runs in one).
    await t.deps.db.transaction(async (tx) => {
      await tx.insert(tutorMessages).values(message("cnt-1", b.courseId, b.lessonIds[1], 20));
      await tx.delete(tutorMessages).where(inArray(tutorMessages.courseId, [a.courseId]));
    });
    await expectCountsTrue("transaction");

    // The overview's statements do not grow with the questions.
    await t.deps.db
      .insert(tutorMessages)
      .values(
        Array.from({ length: 60 }, (_, i) => message("cnt-1", b.courseId, b.lessonIds[0], i)),
      );
    await expectCountsTrue("many");
    expect((await overview()).n).toBe(small.n);
  });
});
