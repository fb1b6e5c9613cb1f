import { asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Deps } from "../../context";
import type { DbOrTx } from "../../db/client";
import {
  courses,
  courseVersions,
  lessonCodeExamples,
  lessonExercises,
  lessonQuizzes,
  lessons,
  modules,
  activityDailyCounts,
  learnerActivity,
} from "../../db/schema";
import { notFound } from "../../lib/errors";
import { toJobDto } from "../../jobs/job-dto";
import { LANGUAGES, isLanguage, type Language } from "@shared/i18n/languages";
import { generatedModules, moduleStatus, versionStatus } from "@shared/domain/course-status";
import {
  moduleTranslationState,
  overlay,
  type CourseTranslationOverlay,
} from "@shared/domain/translation";
import type {
  editViewResponse,
  previewResponse,
  publishableResponse,
  statsResponse,
  VersionSummary,
  versionsResponse,
} from "@shared/contracts/admin";
import { generateAllKey, moduleKey, translateKey } from "./admin-keys";
import { dailyTrends } from "../reports/reports.service";

type CourseRow = typeof courses.$inferSelect;
type VersionRow = typeof courseVersions.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

export const versionNotFound = () => notFound("VERSION_NOT_FOUND", "v:versionNotFound");

export const lang = (value: string): Language => (isLanguage(value) ? value : "de");

/** Lesson counts of every module of these courses, in order (one statement). */
export async function moduleLessonCounts(db: DbOrTx, courseIds: string[]) {
  const byCourse = new Map<string, number[]>();
  if (!courseIds.length) return byCourse;
  const rows = await db
    .select({ courseId: modules.courseId, n: count(lessons.id) })
    .from(modules)
    .leftJoin(lessons, eq(lessons.moduleId, modules.id))
    .where(inArray(modules.courseId, courseIds))
    .groupBy(modules.id, modules.courseId, modules.orderIndex)
    .orderBy(asc(modules.orderIndex));
  for (const r of rows) {
    const list = byCourse.get(r.courseId) ?? [];
    list.push(Number(r.n));
    byCourse.set(r.courseId, list);
  }
  return byCourse;
}

export function summarize(
  v: VersionRow,
  course: Pick<CourseRow, "language" | "isPublished">,
  counts: number[],
): VersionSummary {
  const isTranslation = v.language !== course.language;
  const isPublished = v.isPublished || (!isTranslation && course.isPublished);
  const g = generatedModules(counts);
  return {
    id: v.id,
    courseId: v.courseId,
    language: lang(v.language),
    versionNumber: v.versionNumber,
    isActive: v.isActive,
    isPublished,
    status: versionStatus({
      moduleLessonCounts: counts,
      isPublished,
      isTranslation,
      generator: v.generator,
    }),
    generator: v.generator,
    modulesGenerated: g.generated,
    modulesTotal: g.total,
    createdAt: v.createdAt.toISOString(),
  };
}

/** A version with its course, or 404 "Version not found". */
export async function loadVersion(db: DbOrTx, id: string) {
  if (!isUuid(id)) throw versionNotFound();
  const [row] = await db
    .select({ version: courseVersions, course: courses })
    .from(courseVersions)
    .innerJoin(courses, eq(courses.id, courseVersions.courseId))
    .where(eq(courseVersions.id, id))
    .limit(1);
  if (!row) throw versionNotFound();
  return row;
}

export function overlayOf(version: VersionRow, course: CourseRow): CourseTranslationOverlay | null {
  if (version.language === course.language || !version.translationJson) return null;
  return version.translationJson as CourseTranslationOverlay;
}

/* ------------------------------------------------------------------ stats */

export async function getStats(
  deps: Deps,
): Promise<Omit<z.infer<typeof statsResponse>, "legalPagesMissing">> {
  const since = new Date(Date.now() - 30 * 24 * 3600 * 1000);
  const [[row], trend] = await Promise.all([
    deps.db
      .select({
        totalCourses: count(),
        publishedCourses: sql<number>`count(*) filter (where ${courses.isPublished})`,
        activeLearners30d: activeLearnersSince(since),
      })
      .from(courses),
    dailyTrends(deps.db),
  ]);
  const total = Number(row.totalCourses);
  const published = Number(row.publishedCourses);
  return {
    totalCourses: total,
    publishedCourses: published,
    activeLearners30d: Number(row.activeLearners30d),
    drafts: total - published,
    trend,
  };
}

/**
 * Learners with a progress row touched at or after `since` = learners whose newest activity is
 * that late (decision 0136): the stored per-day counts of the days after `since`'s UTC day,
 * plus the learners whose newest activity lies in the rest of that day (an index range).
 */
function activeLearnersSince(since: Date) {
  const iso = since.toISOString();
  const nextDay = `${iso.slice(0, 10)}T00:00:00.000Z`;
  return sql<number>`(coalesce((select sum(${activityDailyCounts.lastActiveLearners})
      from ${activityDailyCounts} where ${activityDailyCounts.day} > ${iso.slice(0, 10)}::date), 0)
    + (select count(*) from ${learnerActivity}
      where ${learnerActivity.lastActiveAt} >= ${iso}::timestamptz
        and ${learnerActivity.lastActiveAt} < ${nextDay}::timestamptz + interval '1 day'))`;
}

/* ------------------------------------------------------------------ versions */

export async function getVersions(deps: Deps): Promise<z.infer<typeof versionsResponse>> {
  const { db } = deps;
  const rows = await db
    .select({ version: courseVersions, course: courses })
    .from(courseVersions)
    .innerJoin(courses, eq(courses.id, courseVersions.courseId))
    .orderBy(desc(courseVersions.createdAt));
  const counts = await moduleLessonCounts(db, [...new Set(rows.map((r) => r.course.id))]);
  return {
    versions: rows.map(({ version, course }) => {
      const o = overlayOf(version, course);
      return {
        ...summarize(version, course, counts.get(course.id) ?? []),
        courseTitle: o?.course.title ?? course.title,
        courseDescription: o?.course.description ?? course.description,
      };
    }),
  };
}

/* ------------------------------------------------------------------ edit view */

export async function getEditView(
  deps: Deps,
  id: string,
  reader: Language = "de",
): Promise<z.infer<typeof editViewResponse>> {
  const { db } = deps;
  const { version, course } = await loadVersion(db, id);
  const o = overlayOf(version, course);
  const [moduleRows, lessonRows] = await Promise.all([
    db
      .select()
      .from(modules)
      .where(eq(modules.courseId, course.id))
      .orderBy(asc(modules.orderIndex)),
    db
      .select({
        id: lessons.id,
        moduleId: lessons.moduleId,
        title: lessons.title,
        estimatedDurationMinutes: lessons.estimatedDurationMinutes,
        orderIndex: lessons.orderIndex,
      })
      .from(lessons)
      .innerJoin(modules, eq(modules.id, lessons.moduleId))
      .where(eq(modules.courseId, course.id))
      .orderBy(asc(lessons.orderIndex)),
  ]);
  const keys = [
    generateAllKey(course.id),
    ...moduleRows.map((m) => moduleKey(m.id)),
    ...LANGUAGES.map((l) => translateKey(course.id, l)),
  ];
  const active = await deps.jobs.activeByKeys(keys);
  const lessonsByModule = groupBy(lessonRows, (l) => l.moduleId);
  const counts = moduleRows.map((m) => lessonsByModule.get(m.id)?.length ?? 0);
  return {
    version: summarize(version, course, counts),
    course: {
      id: course.id,
      title: o?.course.title ?? course.title,
      description: o?.course.description ?? course.description,
      difficultyLevel: course.difficultyLevel,
      estimatedDurationHours: course.estimatedDurationHours,
      thumbnailUrl: course.thumbnailUrl,
      sourceLanguage: lang(course.language),
    },
    modules: moduleRows.map((m) => {
      const ls = lessonsByModule.get(m.id) ?? [];
      const mt = overlay(m, o?.modules);
      return {
        id: m.id,
        title: mt.title,
        description: mt.description,
        orderIndex: m.orderIndex,
        status: moduleStatus(ls.length),
        ...(o
          ? {
              translation: moduleTranslationState(
                m,
                ls.map((l) => l.id),
                o,
              ),
            }
          : {}),
        lessons: ls.map((l) => ({
          id: l.id,
          title: o?.lessons[l.id]?.title ?? l.title,
          estimatedDurationMinutes: l.estimatedDurationMinutes,
          orderIndex: l.orderIndex,
        })),
      };
    }),
    activeJobs: active.map((j) => toJobDto(j, reader)),
    ai: deps.ai.info,
  };
}

/* ------------------------------------------------------------------ preview */

/** Everything of a course version as learners will see it (translated text applied). */
export async function loadCourseContent(db: DbOrTx, courseId: string) {
  const lessonIds = db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .where(eq(modules.courseId, courseId));
  const [moduleRows, lessonRows, codeRows, exerciseRows, quizRows] = await Promise.all([
    db
      .select()
      .from(modules)
      .where(eq(modules.courseId, courseId))
      .orderBy(asc(modules.orderIndex)),
    db
      .select({ lesson: lessons })
      .from(lessons)
      .innerJoin(modules, eq(modules.id, lessons.moduleId))
      .where(eq(modules.courseId, courseId))
      .orderBy(asc(lessons.orderIndex)),
    db
      .select()
      .from(lessonCodeExamples)
      .where(inArray(lessonCodeExamples.lessonId, lessonIds))
      .orderBy(asc(lessonCodeExamples.orderIndex)),
    db
      .select()
      .from(lessonExercises)
      .where(inArray(lessonExercises.lessonId, lessonIds))
      .orderBy(asc(lessonExercises.orderIndex)),
    db
      .select()
      .from(lessonQuizzes)
      .where(inArray(lessonQuizzes.lessonId, lessonIds))
      .orderBy(asc(lessonQuizzes.orderIndex)),
  ]);
  return {
    modules: moduleRows,
    lessons: lessonRows.map((r) => r.lesson),
    codeExamples: codeRows,
    exercises: exerciseRows,
    quizzes: quizRows,
  };
}
export type CourseContent = Awaited<ReturnType<typeof loadCourseContent>>;

/**
 * The course's modules with their lessons and blocks, translated text applied when the
 * version is a translation: what the preview shows and what a translation starts from.
 */
export function overlaidModules(content: CourseContent, o: CourseTranslationOverlay | null) {
  const lessonsByModule = groupBy(content.lessons, (l) => l.moduleId);
  const code = groupBy(content.codeExamples, (x) => x.lessonId);
  const ex = groupBy(content.exercises, (x) => x.lessonId);
  const qz = groupBy(content.quizzes, (x) => x.lessonId);
  return content.modules.map((m) => {
    const mt = overlay(m, o?.modules);
    return {
      id: m.id,
      title: mt.title,
      description: mt.description,
      orderIndex: m.orderIndex,
      lessons: (lessonsByModule.get(m.id) ?? []).map((l) => {
        const lt = overlay(l, o?.lessons);
        return {
          id: l.id,
          title: lt.title,
          content: lt.content,
          lessonType: l.lessonType,
          learningObjective: lt.learningObjective,
          estimatedDurationMinutes: l.estimatedDurationMinutes,
          videoUrl: l.videoUrl,
          codeExamples: (code.get(l.id) ?? []).map((c) => {
            const t = overlay(c, o?.codeExamples);
            return {
              id: c.id,
              title: t.title,
              description: t.description,
              code: t.code,
              language: c.language,
              orderIndex: c.orderIndex,
            };
          }),
          exercises: (ex.get(l.id) ?? []).map((e) => {
            const t = overlay(e, o?.exercises);
            return {
              id: e.id,
              task: t.task,
              hint: t.hint,
              solution: t.solution,
              orderIndex: e.orderIndex,
            };
          }),
          quizzes: (qz.get(l.id) ?? []).map((q) => {
            const t = overlay(q, o?.quizzes as Record<string, Partial<typeof q>> | undefined);
            return {
              id: q.id,
              question: t.question,
              choices: t.choices,
              correctAnswer: q.correctAnswer,
              explanation: t.explanation,
              orderIndex: q.orderIndex,
            };
          }),
        };
      }),
    };
  });
}

/** The translation state of every module of a translated version (module id → state). */
export function translationStates(content: CourseContent, o: CourseTranslationOverlay) {
  const lessonsByModule = groupBy(content.lessons, (l) => l.moduleId);
  return new Map(
    content.modules.map((m) => [
      m.id,
      moduleTranslationState(
        m,
        (lessonsByModule.get(m.id) ?? []).map((l) => l.id),
        o,
      ),
    ]),
  );
}

/** Preview problems of a translation: modules "nicht übersetzt" and "veraltet". */
export function translationProblems(
  content: CourseContent,
  o: CourseTranslationOverlay | null,
): z.infer<typeof previewResponse>["problems"] {
  if (!o) return [];
  const states = translationStates(content, o);
  type Problem = z.infer<typeof previewResponse>["problems"][number];
  return content.modules.flatMap((m): Problem[] => {
    const s = states.get(m.id);
    const moduleTitle = o.modules[m.id]?.title ?? m.title;
    if (s === "not_translated") return [{ kind: "module_not_translated" as const, moduleTitle }];
    if (s === "outdated") return [{ kind: "module_outdated" as const, moduleTitle }];
    return [];
  });
}

const blank = (s: string | null | undefined) => !s || s.trim() === "";

/** A course without a skill area ("nicht zugeordnet") is never planned for learners: a warning. */
export const skillAreaProblems = (course: { skillArea: string | null }) =>
  course.skillArea ? [] : [{ kind: "course_without_skill_area" as const }];

/** Spec section 5: course without modules, module without lessons, blank lesson, quiz without explanation. */
export function previewProblems(
  mods: {
    title: string;
    lessons: { title: string; content: string; quizzes: { explanation: string | null }[] }[];
  }[],
): z.infer<typeof previewResponse>["problems"] {
  const problems: z.infer<typeof previewResponse>["problems"] = [];
  if (!mods.length) problems.push({ kind: "course_without_modules" });
  for (const m of mods) {
    if (!m.lessons.length) problems.push({ kind: "module_without_lessons", moduleTitle: m.title });
    for (const l of m.lessons) {
      if (blank(l.content))
        problems.push({
          kind: "lesson_without_content",
          moduleTitle: m.title,
          lessonTitle: l.title,
        });
      for (const q of l.quizzes)
        if (blank(q.explanation))
          problems.push({
            kind: "quiz_without_explanation",
            moduleTitle: m.title,
            lessonTitle: l.title,
          });
    }
  }
  return problems;
}

/* ------------------------------------------------------------------ activate, publish */

export async function activateVersion(deps: Deps, id: string): Promise<VersionSummary> {
  const { db } = deps;
  if (!isUuid(id)) throw versionNotFound();
  const [updated] = await db
    .update(courseVersions)
    .set({ isActive: true })
    .where(eq(courseVersions.id, id))
    .returning();
  if (!updated) throw versionNotFound();
  const [course] = await db.select().from(courses).where(eq(courses.id, updated.courseId));
  const counts = await moduleLessonCounts(db, [course.id]);
  return summarize(updated, course, counts.get(course.id) ?? []);
}

/** Lessons per course (modules and lessons), one statement. */
async function contentCounts(db: DbOrTx, courseIds: string[]) {
  const counts = await moduleLessonCounts(db, courseIds);
  const out = new Map<string, { modules: number; lessons: number; perModule: number[] }>();
  for (const id of courseIds) {
    const per = counts.get(id) ?? [];
    out.set(id, { modules: per.length, lessons: per.reduce((a, b) => a + b, 0), perModule: per });
  }
  return out;
}

export async function getPublishable(deps: Deps): Promise<z.infer<typeof publishableResponse>> {
  const { db } = deps;
  const rows = await db
    .select({ version: courseVersions, course: courses })
    .from(courseVersions)
    .innerJoin(courses, eq(courses.id, courseVersions.courseId))
    .where(eq(courseVersions.isActive, true))
    .orderBy(desc(courseVersions.createdAt));
  const counts = await contentCounts(db, [...new Set(rows.map((r) => r.course.id))]);
  return {
    versions: rows
      .filter(({ course }) => {
        const n = counts.get(course.id);
        return !!n && n.modules >= 1 && n.lessons >= 1;
      })
      .map(({ version, course }) => {
        const n = counts.get(course.id)!;
        const o = overlayOf(version, course);
        return {
          ...summarize(version, course, n.perModule),
          courseTitle: o?.course.title ?? course.title,
          courseDescription: o?.course.description ?? course.description,
          courseIsPublished: course.isPublished,
          modulesCount: n.modules,
          lessonsCount: n.lessons,
        };
      }),
  };
}

export function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = map.get(k);
    if (list) list.push(r);
    else map.set(k, [r]);
  }
  return map;
}
