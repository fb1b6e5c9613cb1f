import { afterAll, describe, expect, it } from "vitest";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { openPglite, type Database } from "./client";
import { migrationsUpTo, oldCourse } from "../test/migration-helpers";
import {
  exerciseSubmissions,
  learnerActivity,
  learnerStreaks,
  learningEvents,
  lessonExercises,
  lessonQuizzes,
  lessons,
  modules,
  quizFirstAnswers,
  user,
  userLearningPath,
  userLessonProgress,
} from "./schema";

/*
 * Existing installs (issue 42, decision 0187): the migration `learning-record-sql` writes the
 * record of learning from the practice, quiz answers and completions already there, so that a
 * learner who practised before the change has started the course, is active and shows the
 * lesson as worked on afterwards. The migration `learning-record-streaks` then rebuilds the
 * streak from every day of the record (decision 0200), not only from the newest act.
 */

const LAST_BEFORE = "0036_funnel-csv-line";

let database: Database | undefined;
let second: Database | undefined;
afterAll(async () => {
  await database?.close();
  await second?.close();
});

describe("migration learning-record-sql on a database with practice from before", () => {
  it("counts the earlier solutions, check runs, answers and completions", async () => {
    database = await openPglite(null, migrationsUpTo(LAST_BEFORE));
    await database.migrate();
    const db = database.db;
    await db.insert(user).values([
      { id: "solver", name: "Solver", email: "solver@old.test" },
      { id: "asker", name: "Asker", email: "asker@old.test" },
      { id: "finisher", name: "Finisher", email: "finisher@old.test" },
    ]);
    const course = await oldCourse(db);
    const [mod] = await db
      .insert(modules)
      .values({ courseId: course.id, title: "M", orderIndex: 1 })
      .returning({ id: modules.id });
    const [l1, l2] = await db
      .insert(lessons)
      .values([
        { moduleId: mod.id, title: "Eins", content: "T", orderIndex: 1 },
        { moduleId: mod.id, title: "Zwei", content: "T", orderIndex: 2 },
      ])
      .returning({ id: lessons.id });
    const [ex] = await db
      .insert(lessonExercises)
      .values({ lessonId: l1.id, task: "T", orderIndex: 1 })
      .returning({ id: lessonExercises.id });
    const [quiz] = await db
      .insert(lessonQuizzes)
      .values({ lessonId: l2.id, question: "?", choices: ["a", "b"], correctAnswer: 0 })
      .returning({ id: lessonQuizzes.id });
    const solvedAt = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    await db.insert(exerciseSubmissions).values({
      userId: "solver",
      exerciseId: ex.id,
      lessonId: l1.id,
      lastResults: [{ id: "one", status: "passed" }],
      solvedAt,
      updatedAt: solvedAt,
    });
    await db
      .insert(quizFirstAnswers)
      .values({ userId: "asker", quizId: quiz.id, correct: true, answeredAt: solvedAt });
    // A learner who completed a lesson with the button before: kept as it was.
    await db.insert(userLearningPath).values({
      userId: "finisher",
      courseId: course.id,
      startedAt: solvedAt,
      progressPercentage: 50,
    });
    await db
      .insert(userLessonProgress)
      .values({ userId: "finisher", lessonId: l1.id, completedAt: solvedAt, updatedAt: solvedAt });
    // Before the migration, only the finisher had started and was active.
    const startedBefore = await db
      .select({ userId: userLearningPath.userId })
      .from(userLearningPath)
      .where(sql`${userLearningPath.startedAt} is not null`);
    expect(startedBefore.map((r) => r.userId)).toEqual(["finisher"]);

    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(db as never, { migrationsFolder: path.resolve("drizzle") });

    const paths = await db
      .select({
        userId: userLearningPath.userId,
        startedAt: userLearningPath.startedAt,
        progress: userLearningPath.progressPercentage,
      })
      .from(userLearningPath)
      .orderBy(userLearningPath.userId);
    expect(paths.map((p) => [p.userId, p.startedAt?.toISOString(), p.progress])).toEqual([
      ["asker", solvedAt.toISOString(), 0],
      ["finisher", solvedAt.toISOString(), 50],
      ["solver", solvedAt.toISOString(), 0],
    ]);
    const progress = await db
      .select({
        userId: userLessonProgress.userId,
        lessonId: userLessonProgress.lessonId,
        completed: sql<boolean>`${userLessonProgress.completedAt} is not null`,
        updatedAt: userLessonProgress.updatedAt,
      })
      .from(userLessonProgress)
      .orderBy(userLessonProgress.userId);
    expect(
      progress.map((p) => [p.userId, p.lessonId, p.completed, p.updatedAt.toISOString()]),
    ).toEqual([
      ["asker", l2.id, false, solvedAt.toISOString()],
      ["finisher", l1.id, true, solvedAt.toISOString()],
      ["solver", l1.id, false, solvedAt.toISOString()],
    ]);
    // The admin home's stored activity counts all three.
    const active = await db
      .select({ userId: learnerActivity.userId })
      .from(learnerActivity)
      .orderBy(learnerActivity.userId);
    expect(active.map((a) => a.userId)).toEqual(["asker", "finisher", "solver"]);
    const events = await db
      .select({ userId: learningEvents.userId, kind: learningEvents.kind })
      .from(learningEvents)
      .orderBy(learningEvents.userId, learningEvents.kind);
    expect(events.map((e) => `${e.userId}:${e.kind}`)).toEqual([
      "asker:quiz_answered",
      "finisher:lesson_completed",
      "solver:code_checked",
      "solver:exercise_solved",
    ]);
    const [streak] = await db
      .select({ current: learnerStreaks.current })
      .from(learnerStreaks)
      .where(eq(learnerStreaks.userId, "solver"));
    expect(streak.current).toBe(1);
  }, 120_000);

  it("rebuilds the streak from every day the learner practised before, not only the newest", async () => {
    second = await openPglite(null, migrationsUpTo(LAST_BEFORE));
    await second.migrate();
    const db = second.db;
    await db.insert(user).values([
      { id: "regular", name: "Regular", email: "regular@old.test" },
      { id: "keeper", name: "Keeper", email: "keeper@old.test" },
    ]);
    const course = await oldCourse(db);
    const [mod] = await db
      .insert(modules)
      .values({ courseId: course.id, title: "M", orderIndex: 1 })
      .returning({ id: modules.id });
    const [lesson] = await db
      .insert(lessons)
      .values({ moduleId: mod.id, title: "Eins", content: "T", orderIndex: 1 })
      .returning({ id: lessons.id });
    // Noon UTC n days ago: the same calendar day in Berlin.
    const today = new Date();
    const noon = (n: number) =>
      new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - n, 12));
    const day = (n: number) => noon(n).toISOString().slice(0, 10);
    // Four days in a row (10 to 7 days ago), then two (3 and 2 days ago), one act a day; the
    // second run's days hold a check run and a quiz answer each (two acts, one day).
    const quizDays = [10, 9, 8, 7, 3, 2];
    const quizzes = await db
      .insert(lessonQuizzes)
      .values(
        quizDays.map((_, i) => ({
          lessonId: lesson.id,
          question: `Frage ${i}?`,
          choices: ["a", "b"],
          correctAnswer: 0,
        })),
      )
      .returning({ id: lessonQuizzes.id });
    await db.insert(quizFirstAnswers).values(
      quizzes.map((q, i) => ({
        userId: "regular",
        quizId: q.id,
        correct: true,
        answeredAt: noon(quizDays[i]),
      })),
    );
    const [ex] = await db
      .insert(lessonExercises)
      .values({ lessonId: lesson.id, task: "T", orderIndex: 1 })
      .returning({ id: lessonExercises.id });
    await db.insert(exerciseSubmissions).values({
      userId: "regular",
      exerciseId: ex.id,
      lessonId: lesson.id,
      lastResults: [{ id: "one", status: "failed" }],
      updatedAt: noon(2),
    });
    // A learner whose streak the completions kept (today, three days): an old answer of theirs
    // does not lower it.
    await db.insert(learnerStreaks).values({
      userId: "keeper",
      timeZone: "America/New_York",
      lastDay: day(0),
      current: 3,
      longest: 3,
    });
    await db
      .insert(quizFirstAnswers)
      .values({ userId: "keeper", quizId: quizzes[0].id, correct: true, answeredAt: noon(5) });

    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(db as never, { migrationsFolder: path.resolve("drizzle") });

    const streaks = await db
      .select({
        userId: learnerStreaks.userId,
        lastDay: learnerStreaks.lastDay,
        current: learnerStreaks.current,
        longest: learnerStreaks.longest,
        timeZone: learnerStreaks.timeZone,
      })
      .from(learnerStreaks)
      .orderBy(learnerStreaks.userId);
    expect(streaks).toEqual([
      { userId: "keeper", lastDay: day(0), current: 3, longest: 3, timeZone: "America/New_York" },
      { userId: "regular", lastDay: day(2), current: 2, longest: 4, timeZone: "Europe/Berlin" },
    ]);
  }, 120_000);
});
