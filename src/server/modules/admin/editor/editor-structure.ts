import type { CourseTranslationOverlay } from "@shared/domain/translation";
import { and, eq, inArray, max } from "drizzle-orm";
import type { z } from "zod";
import type { Deps } from "../../../context";
import type { DbOrTx } from "../../../db/client";
import { courses, lessons, modules } from "../../../db/schema";
import type {
  courseSettingsPatch,
  lessonCreate,
  LessonPatch,
  lessonsOrderInput,
  moduleCreate,
  modulePatch,
  modulesOrderInput,
} from "@shared/contracts/editor";
import { recordAudit } from "../../audit/audit.service";
import { recomputeCourseProgress } from "../../learning/learning.service";
import {
  bumpContentRevision,
  bumpRevision,
  editorNotFound,
  lessonNotFound,
  lessonOfCourse,
  loadContext,
  moduleNotFound,
  moduleOfCourse,
  orderMismatch,
  requireSource,
  sameSet,
  writeOrder,
  writeOverlay,
} from "./editor-common";
import { courseSettingsOf, loadLessonDetail, loadOutline } from "./editor.service";

/** Course settings, modules and lessons: the editor's structural and text writes. */

const changed = <T extends object>(before: T, after: Partial<T>) =>
  Object.fromEntries(
    Object.entries(after).filter(([k, v]) => v !== undefined && before[k as keyof T] !== v),
  );

export async function patchCourse(
  deps: Deps,
  actorId: string,
  versionId: string,
  input: z.infer<typeof courseSettingsPatch>,
) {
  const ctx = await loadContext(deps.db, versionId);
  const { expectedRevision, ...v } = input;
  const shared = {
    difficultyLevel: v.difficulty,
    estimatedDurationHours: v.estimatedHours,
    topic: v.topic || null,
    specificGoals: v.specificGoals || null,
    skillArea: v.skillArea,
  };
  await deps.db.transaction(async (tx) => {
    const text = { title: v.title, description: v.description };
    const before = courseSettingsOf(ctx);
    // In a translation, title and description are the version's; the rest is course-wide.
    const revision = await bumpRevision(
      tx,
      courses,
      ctx.course.id,
      expectedRevision,
      ctx.isSource ? { ...shared, ...text } : shared,
      () => editorNotFound("COURSE_NOT_FOUND"),
    );
    if (!ctx.isSource) await writeOverlay(tx, ctx, (o) => (o.course = text));
    else Object.assign(ctx.course, text);
    Object.assign(ctx.course, shared, { revision });
    await recordAudit(tx, {
      courseId: ctx.course.id,
      entityType: "course",
      entityId: ctx.course.id,
      action: "updated",
      actorId,
      details: { language: ctx.version.language, changed: changed(before, v) },
    });
  });
  return { course: courseSettingsOf(ctx) };
}

async function outlineModule(db: DbOrTx, ctx: Awaited<ReturnType<typeof loadContext>>, id: string) {
  const m = (await loadOutline(db, ctx)).find((x) => x.id === id);
  if (!m) throw moduleNotFound();
  return { module: m };
}

export async function addModule(
  deps: Deps,
  actorId: string,
  versionId: string,
  input: z.infer<typeof moduleCreate>,
) {
  const ctx = await loadContext(deps.db, versionId);
  requireSource(ctx);
  const id = await deps.db.transaction(async (tx) => {
    const [{ last }] = await tx
      .select({ last: max(modules.orderIndex) })
      .from(modules)
      .where(eq(modules.courseId, ctx.course.id));
    const [m] = await tx
      .insert(modules)
      .values({
        courseId: ctx.course.id,
        title: input.title,
        description: input.description,
        orderIndex: (last ?? 0) + 1,
      })
      .returning({ id: modules.id });
    await recordAudit(tx, {
      courseId: ctx.course.id,
      entityType: "module",
      entityId: m.id,
      action: "created",
      actorId,
      details: { title: input.title },
    });
    return m.id;
  });
  return outlineModule(deps.db, ctx, id);
}

export async function patchModule(
  deps: Deps,
  actorId: string,
  versionId: string,
  moduleId: string,
  input: z.infer<typeof modulePatch>,
) {
  const ctx = await loadContext(deps.db, versionId);
  const { expectedRevision, ...v } = input;
  await deps.db.transaction(async (tx) => {
    const before = await moduleOfCourse(tx, ctx.course.id, moduleId);
    const values = Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined));
    await bumpRevision(
      tx,
      modules,
      moduleId,
      expectedRevision,
      ctx.isSource ? values : {},
      moduleNotFound,
    );
    if (ctx.isSource) await bumpContentRevision(tx, [moduleId]);
    else
      await writeOverlay(tx, ctx, (o) => {
        const cur = o.modules[moduleId] ?? { title: before.title, description: before.description };
        o.modules[moduleId] = { ...cur, ...values };
        translatedAgainst(o, before);
      });
    await recordAudit(tx, {
      courseId: ctx.course.id,
      entityType: "module",
      entityId: moduleId,
      action: "updated",
      actorId,
      details: { language: ctx.version.language, changed: values },
    });
  });
  return outlineModule(deps.db, ctx, moduleId);
}

/**
 * Text saved in a translation was written with the source's current text beside it (the
 * editor shows both, decision 0094): the module counts as translated from the source's
 * current content revision, so a later source change marks it "veraltet" again.
 */
function translatedAgainst(
  o: CourseTranslationOverlay,
  module: { id: string; contentRevision: number },
) {
  o.moduleRevisions = { ...o.moduleRevisions, [module.id]: module.contentRevision };
}

export async function reorderModules(
  deps: Deps,
  actorId: string,
  versionId: string,
  input: z.infer<typeof modulesOrderInput>,
) {
  const ctx = await loadContext(deps.db, versionId);
  requireSource(ctx);
  await deps.db.transaction(async (tx) => {
    // Locking the course's modules makes two parallel reorders apply one after the other.
    const current = await tx
      .select({ id: modules.id })
      .from(modules)
      .where(eq(modules.courseId, ctx.course.id))
      .for("update");
    if (
      !sameSet(
        input.moduleIds,
        current.map((m) => m.id),
      )
    )
      throw orderMismatch();
    await writeOrder(tx, modules, input.moduleIds);
    await recordAudit(tx, {
      courseId: ctx.course.id,
      entityType: "course",
      entityId: ctx.course.id,
      action: "modules-reordered",
      actorId,
      details: { moduleIds: input.moduleIds },
    });
  });
  return { modules: await loadOutline(deps.db, ctx) };
}

export async function reorderLessons(
  deps: Deps,
  actorId: string,
  versionId: string,
  input: z.infer<typeof lessonsOrderInput>,
) {
  const ctx = await loadContext(deps.db, versionId);
  requireSource(ctx);
  const moduleIds = input.modules.map((m) => m.moduleId);
  if (new Set(moduleIds).size !== moduleIds.length) throw orderMismatch();
  await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({ moduleId: modules.id, lessonId: lessons.id })
      .from(modules)
      .leftJoin(lessons, eq(lessons.moduleId, modules.id))
      .where(and(eq(modules.courseId, ctx.course.id), inArray(modules.id, moduleIds)))
      .for("update", { of: modules });
    if (new Set(rows.map((r) => r.moduleId)).size !== moduleIds.length) throw moduleNotFound();
    const current = rows.flatMap((r) => (r.lessonId ? [r.lessonId] : []));
    if (
      !sameSet(
        input.modules.flatMap((m) => m.lessonIds),
        current,
      )
    )
      throw orderMismatch();
    const before = new Map(rows.map((r) => [r.lessonId, r.moduleId]));
    const moved = input.modules.flatMap((m) =>
      m.lessonIds
        .filter((id) => before.get(id) !== m.moduleId)
        .map((id) => ({ id, to: m.moduleId })),
    );
    // Each module in one statement; a moved lesson changes its module in the same one.
    for (const m of input.modules)
      await writeOrder(tx, lessons, m.lessonIds, { moduleId: m.moduleId });
    await bumpContentRevision(tx, moduleIds);
    await recordAudit(tx, {
      courseId: ctx.course.id,
      entityType: "course",
      entityId: ctx.course.id,
      action: moved.length ? "lessons-moved" : "lessons-reordered",
      actorId,
      details: { modules: input.modules, moved },
    });
  });
  return { modules: await loadOutline(deps.db, ctx) };
}

export async function addLesson(
  deps: Deps,
  actorId: string,
  versionId: string,
  moduleId: string,
  input: z.infer<typeof lessonCreate>,
) {
  const ctx = await loadContext(deps.db, versionId);
  requireSource(ctx);
  const id = await deps.db.transaction(async (tx) => {
    await moduleOfCourse(tx, ctx.course.id, moduleId);
    const [{ last }] = await tx
      .select({ last: max(lessons.orderIndex) })
      .from(lessons)
      .where(eq(lessons.moduleId, moduleId));
    const [l] = await tx
      .insert(lessons)
      .values({
        moduleId,
        title: input.title,
        content: "",
        lessonType: "enhanced_text",
        origin: "manual",
        estimatedDurationMinutes: input.estimatedDurationMinutes,
        orderIndex: (last ?? 0) + 1,
      })
      .returning({ id: lessons.id });
    await bumpContentRevision(tx, [moduleId]);
    await recomputeCourseProgress(tx, ctx.course.id);
    await recordAudit(tx, {
      courseId: ctx.course.id,
      entityType: "lesson",
      entityId: l.id,
      action: "created",
      actorId,
      details: { title: input.title, moduleId },
    });
    return l.id;
  });
  return loadLessonDetail(deps.db, ctx, id);
}

export async function patchLesson(
  deps: Deps,
  actorId: string,
  versionId: string,
  lessonId: string,
  input: LessonPatch,
) {
  const ctx = await loadContext(deps.db, versionId);
  const { expectedRevision, ...v } = input;
  const values = Object.fromEntries(
    Object.entries(v).filter(([, x]) => x !== undefined),
  ) as Partial<Omit<LessonPatch, "expectedRevision">>;
  if (values.videoUrl === "") values.videoUrl = null;
  if (values.learningObjective === "") values.learningObjective = null;
  await deps.db.transaction(async (tx) => {
    const { lesson, module } = await lessonOfCourse(tx, ctx.course.id, lessonId);
    const { title, content, learningObjective, ...shared } = values;
    const text = { title, content, learningObjective };
    const textValues = Object.fromEntries(Object.entries(text).filter(([, x]) => x !== undefined));
    await bumpRevision(
      tx,
      lessons,
      lessonId,
      expectedRevision,
      ctx.isSource ? values : shared,
      lessonNotFound,
    );
    if (ctx.isSource) await bumpContentRevision(tx, [module.id]);
    else if (Object.keys(textValues).length)
      await writeOverlay(tx, ctx, (o) => {
        const cur = o.lessons[lessonId] ?? {
          title: lesson.title,
          content: lesson.content,
          learningObjective: lesson.learningObjective,
        };
        o.lessons[lessonId] = { ...cur, ...textValues };
        translatedAgainst(o, module);
      });
    await recordAudit(tx, {
      courseId: ctx.course.id,
      entityType: "lesson",
      entityId: lessonId,
      action: "updated",
      actorId,
      details: { language: ctx.version.language, fields: Object.keys(values) },
    });
  });
  return loadLessonDetail(deps.db, ctx, lessonId);
}
