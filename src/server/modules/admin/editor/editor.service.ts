import { and, asc, count, countDistinct, desc, eq, gte } from "drizzle-orm";
import type { z } from "zod";
import type { Deps } from "../../../context";
import type { DbOrTx } from "../../../db/client";
import {
  courses,
  lessonCodeExamples,
  lessonExercises,
  lessonQuizzes,
  lessons,
  modules,
  trash,
  user,
  userLessonProgress,
} from "../../../db/schema";
import { moduleTranslationState, overlay } from "@shared/domain/translation";
import { isLanguage } from "@shared/i18n/languages";
import { parseQuizChoices } from "@shared/domain/quiz";
import { isSkillArea } from "@shared/domain/skill-areas";
import { DIFFICULTIES } from "@shared/contracts/admin";
import {
  hoursFromMinutes,
  type EditorModule,
  type EditorViewResponse,
  type LessonResponse,
  type courseSettings,
  type editorVersion,
  type TrashEntry,
} from "@shared/contracts/editor";
import { courseHistory } from "../../audit/audit.service";
import { groupBy, isUuid, summarize } from "../admin.service";
import { editorNotFound, lessonOfCourse, loadContext, type VersionContext } from "./editor-common";
import { editorPractice } from "./editor-practice";
import { sourcesOf } from "../translation/admin-translation-overlay";

/** Read side of the course editor: the edit screen and one lesson (fixed statement counts). */

export const TRASH_DAYS = 30;
const DAY = 24 * 60 * 60 * 1000;

export function courseSettingsOf(ctx: VersionContext): z.infer<typeof courseSettings> {
  const c = ctx.course;
  return {
    id: c.id,
    language: isLanguage(c.language) ? c.language : "de",
    title: ctx.overlay?.course.title ?? c.title,
    description: ctx.overlay?.course.description ?? c.description,
    difficulty: (DIFFICULTIES as readonly string[]).includes(c.difficultyLevel)
      ? (c.difficultyLevel as (typeof DIFFICULTIES)[number])
      : "Beginner",
    estimatedHours: c.estimatedDurationHours,
    topic: c.topic ?? "",
    specificGoals: c.specificGoals ?? "",
    skillArea: isSkillArea(c.skillArea) ? c.skillArea : null,
    thumbnailUrl: c.thumbnailUrl,
    isPublished: c.isPublished,
    tutorEnabled: c.tutorEnabled,
    discussionScope: c.discussionScope === "course" ? "course" : "cohort",
    revision: c.revision,
  };
}

export function versionOf(ctx: VersionContext, moduleLessonCounts: number[] = []) {
  const s = summarize(ctx.version, ctx.course, moduleLessonCounts);
  return {
    id: ctx.version.id,
    language: s.language,
    isSource: ctx.isSource,
    status: s.status,
    isActive: ctx.version.isActive,
    isPublished: ctx.version.isPublished,
  } satisfies z.infer<typeof editorVersion>;
}

/** The course's outline with the counts delete confirmations need (three statements). */
export async function loadOutline(db: DbOrTx, ctx: VersionContext): Promise<EditorModule[]> {
  const courseId = ctx.course.id;
  const [moduleRows, lessonRows, moduleLearners] = await Promise.all([
    db
      .select()
      .from(modules)
      .where(eq(modules.courseId, courseId))
      .orderBy(asc(modules.orderIndex)),
    db
      .select({
        id: lessons.id,
        moduleId: lessons.moduleId,
        title: lessons.title,
        estimatedDurationMinutes: lessons.estimatedDurationMinutes,
        orderIndex: lessons.orderIndex,
        origin: lessons.origin,
        revision: lessons.revision,
        learners: countDistinct(userLessonProgress.userId),
        completed: count(userLessonProgress.completedAt),
      })
      .from(lessons)
      .innerJoin(modules, eq(modules.id, lessons.moduleId))
      .leftJoin(userLessonProgress, eq(userLessonProgress.lessonId, lessons.id))
      .where(eq(modules.courseId, courseId))
      .groupBy(lessons.id)
      .orderBy(asc(lessons.orderIndex)),
    db
      .select({ moduleId: lessons.moduleId, learners: countDistinct(userLessonProgress.userId) })
      .from(userLessonProgress)
      .innerJoin(lessons, eq(lessons.id, userLessonProgress.lessonId))
      .innerJoin(modules, eq(modules.id, lessons.moduleId))
      .where(eq(modules.courseId, courseId))
      .groupBy(lessons.moduleId),
  ]);
  const o = ctx.overlay;
  const byModule = groupBy(lessonRows, (l) => l.moduleId);
  const learners = new Map(moduleLearners.map((r) => [r.moduleId, Number(r.learners)]));
  return moduleRows.map((m) => {
    const ls = byModule.get(m.id) ?? [];
    const mt = overlay(m, o?.modules);
    return {
      id: m.id,
      title: mt.title,
      description: mt.description,
      orderIndex: m.orderIndex,
      status: !ls.length
        ? "not_generated"
        : ls.some((l) => l.origin === "manual")
          ? "manual"
          : "generated",
      revision: m.revision,
      contentRevision: m.contentRevision,
      // In a translation: translated, outdated ("veraltet") or not translated yet.
      ...(o
        ? {
            translation: moduleTranslationState(
              m,
              ls.map((l) => l.id),
              o,
            ),
          }
        : {}),
      error: o?.moduleErrors?.[m.id] ?? m.generationError ?? null,
      lessonCount: ls.length,
      learnersWithProgress: learners.get(m.id) ?? 0,
      lessons: ls.map((l) => ({
        id: l.id,
        moduleId: l.moduleId,
        title: o?.lessons[l.id]?.title ?? l.title,
        estimatedDurationMinutes: l.estimatedDurationMinutes,
        orderIndex: l.orderIndex,
        status: l.origin === "manual" ? "manual" : "generated",
        revision: l.revision,
        learnersWithProgress: Number(l.learners),
        learnersCompleted: Number(l.completed),
      })),
    };
  });
}

/** The recycle bin of a course, newest first (one statement). */
export async function loadTrash(db: DbOrTx, courseId: string): Promise<TrashEntry[]> {
  const rows = await db
    .select({
      id: trash.id,
      kind: trash.kind,
      entityId: trash.entityId,
      title: trash.title,
      parentTitle: trash.parentTitle,
      lessons: trash.lessonCount,
      learnersWithProgress: trash.learnersWithProgress,
      deletedAt: trash.deletedAt,
      deletedBy: user.name,
    })
    .from(trash)
    .leftJoin(user, eq(user.id, trash.deletedBy))
    .where(and(eq(trash.courseId, courseId), gte(trash.deletedAt, new Date(Date.now() - 90 * DAY))))
    .orderBy(desc(trash.deletedAt))
    .limit(200);
  return rows.map((r) => ({
    ...r,
    kind: r.kind === "module" ? "module" : "lesson",
    deletedAt: r.deletedAt.toISOString(),
    expiresAt: new Date(r.deletedAt.getTime() + TRASH_DAYS * DAY).toISOString(),
  }));
}

/** GET /admin/editor/{versionId}: five statements whatever the course's size. */
export async function getEditorView(deps: Deps, versionId: string): Promise<EditorViewResponse> {
  const ctx = await loadContext(deps.db, versionId);
  const [outline, trashList] = await Promise.all([
    loadOutline(deps.db, ctx),
    loadTrash(deps.db, ctx.course.id),
  ]);
  const minutes = outline.reduce(
    (sum, m) => sum + m.lessons.reduce((s, l) => s + l.estimatedDurationMinutes, 0),
    0,
  );
  return {
    course: courseSettingsOf(ctx),
    version: versionOf(
      ctx,
      outline.map((m) => m.lessonCount),
    ),
    modules: outline,
    lessonMinutesTotal: minutes,
    hoursFromLessons: hoursFromMinutes(minutes),
    trash: trashList,
    ai: deps.ai.info,
  };
}

/** A translation's fields for the checks' thrown messages: every source message, "" untranslated. */
function messageFields(
  practice: unknown,
  translated: Record<string, Record<string, string>> | undefined,
): Record<string, Record<string, string>> {
  return Object.fromEntries(
    Object.entries(sourcesOf(practice)).map(([id, messages]) => [
      id,
      Object.fromEntries(messages.map((m) => [m, translated?.[id]?.[m] ?? ""])),
    ]),
  );
}

/** One lesson with all its blocks, translated text applied (four statements). */
export async function loadLessonDetail(
  db: DbOrTx,
  ctx: VersionContext,
  lessonId: string,
): Promise<LessonResponse> {
  const [{ lesson: l, module: m }, code, ex, qz] = await Promise.all([
    lessonOfCourse(db, ctx.course.id, lessonId),
    db
      .select()
      .from(lessonCodeExamples)
      .where(eq(lessonCodeExamples.lessonId, lessonId))
      .orderBy(asc(lessonCodeExamples.orderIndex), asc(lessonCodeExamples.id)),
    db
      .select()
      .from(lessonExercises)
      .where(eq(lessonExercises.lessonId, lessonId))
      .orderBy(asc(lessonExercises.orderIndex), asc(lessonExercises.id)),
    db
      .select()
      .from(lessonQuizzes)
      .where(eq(lessonQuizzes.lessonId, lessonId))
      .orderBy(asc(lessonQuizzes.orderIndex), asc(lessonQuizzes.id)),
  ]);
  const o = ctx.overlay;
  const lt = overlay(l, o?.lessons);
  return {
    version: versionOf(ctx),
    lesson: {
      id: l.id,
      moduleId: m.id,
      moduleTitle: overlay(m, o?.modules).title,
      courseId: ctx.course.id,
      title: lt.title,
      content: lt.content,
      learningObjective: lt.learningObjective,
      estimatedDurationMinutes: l.estimatedDurationMinutes,
      videoUrl: l.videoUrl,
      lessonType: l.lessonType,
      status: l.origin === "manual" ? "manual" : "generated",
      orderIndex: l.orderIndex,
      revision: l.revision,
      codeExamples: code.map((c) => {
        const t = overlay(c, o?.codeExamples);
        return {
          id: c.id,
          title: t.title,
          description: t.description,
          language: c.language,
          code: t.code,
          orderIndex: c.orderIndex,
        };
      }),
      exercises: ex.map((e) => {
        const t = overlay(e, o?.exercises);
        return {
          id: e.id,
          task: t.task,
          hint: t.hint,
          solution: t.solution,
          orderIndex: e.orderIndex,
          ...editorPractice(e, o?.exercises[e.id]?.checkTitles),
          checkMessages: o ? messageFields(e.practice, o.exercises[e.id]?.checkMessages) : null,
        };
      }),
      quizzes: qz.map((q) => {
        const t = o?.quizzes[q.id];
        return {
          id: q.id,
          question: t?.question ?? q.question,
          choices: parseQuizChoices(t?.choices ?? q.choices).map((c) => c.text),
          correctAnswer: q.correctAnswer,
          explanation: t ? t.explanation : q.explanation,
          orderIndex: q.orderIndex,
        };
      }),
      source:
        o && isLanguage(ctx.course.language)
          ? {
              language: ctx.course.language,
              title: l.title,
              content: l.content,
              learningObjective: l.learningObjective,
              translated: !!o.lessons[l.id],
            }
          : null,
    },
  };
}

export async function getLesson(deps: Deps, versionId: string, lessonId: string) {
  const ctx = await loadContext(deps.db, versionId);
  return loadLessonDetail(deps.db, ctx, lessonId);
}

/** "Verlauf": the course's audit entries with the actors' names (two statements). */
export async function getHistory(deps: Deps, courseId: string) {
  if (!isUuid(courseId)) throw editorNotFound("COURSE_NOT_FOUND");
  const [exists, entries] = await Promise.all([
    deps.db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)),
    courseHistory(deps.db, courseId),
  ]);
  if (!exists[0]) throw editorNotFound("COURSE_NOT_FOUND");
  return {
    entries: entries.map((e) => ({
      id: e.id,
      entityType: e.entityType,
      entityId: e.entityId,
      action: e.action,
      actor: e.actor ? { id: e.actor.id, name: e.actor.name } : null,
      details: e.details,
      createdAt: e.createdAt,
    })),
  };
}
