import { expect } from "vitest";
import { and, eq } from "drizzle-orm";
import type { TestApp } from "./harness";
import { courseVersions, courses, userLearningPath, userLessonProgress } from "../db/schema";
import { demoCourses, insertDemoCourse } from "../db/seed/seed";
import type { EditorViewResponse } from "@shared/contracts/editor";

/** Helpers of the editor API tests. */

export interface DemoVersions {
  courseId: string;
  sourceId: string;
  translatedId: string;
}

/** Inserts demo course `n` and answers its source and one translated version. */
export async function insertDemo(t: TestApp, n = 0): Promise<DemoVersions> {
  const d = demoCourses[n];
  const courseId = await t.deps.db.transaction((tx) =>
    insertDemoCourse(tx, d.course, d.translations, new Date()),
  );
  const [course] = await t.deps.db.select().from(courses).where(eq(courses.id, courseId));
  const versions = await t.deps.db
    .select()
    .from(courseVersions)
    .where(eq(courseVersions.courseId, courseId));
  const source = versions.find((v) => v.language === course.language)!;
  const translated = versions.find((v) => v.language !== course.language);
  return { courseId, sourceId: source.id, translatedId: translated?.id ?? "" };
}

/** A learner enrolled in the course who completed (or only started) these lessons. */
export async function giveProgress(
  t: TestApp,
  courseId: string,
  lessonIds: string[],
  completed = true,
) {
  const learner = await t.signIn("user");
  await t.deps.db
    .insert(userLearningPath)
    .values({ userId: learner.userId, courseId, startedAt: new Date() })
    .onConflictDoNothing();
  await t.deps.db.insert(userLessonProgress).values(
    lessonIds.map((lessonId) => ({
      userId: learner.userId,
      lessonId,
      completedAt: completed ? new Date() : null,
    })),
  );
  return learner;
}

export async function progressOf(t: TestApp, userId: string, lessonId: string) {
  const [row] = await t.deps.db
    .select()
    .from(userLessonProgress)
    .where(and(eq(userLessonProgress.userId, userId), eq(userLessonProgress.lessonId, lessonId)));
  return row ?? null;
}

export async function learningPath(t: TestApp, userId: string, courseId: string) {
  const [row] = await t.deps.db
    .select()
    .from(userLearningPath)
    .where(and(eq(userLearningPath.userId, userId), eq(userLearningPath.courseId, courseId)));
  return row;
}

/** Calls the API as `cookie` and answers status and body. */
export function caller(t: TestApp, cookie: string) {
  const call = async <T = Record<string, unknown>>(
    method: string,
    path: string,
    json?: unknown,
  ) => {
    const res = await t.request(`/api/admin${path}`, { method, json, cookie });
    return { status: res.status, body: (await res.json()) as T, headers: res.headers };
  };
  const view = async (versionId: string) => {
    const r = await call<EditorViewResponse>("GET", `/editor/${versionId}`);
    expect(r.status).toBe(200);
    return r.body;
  };
  return { call, view };
}
