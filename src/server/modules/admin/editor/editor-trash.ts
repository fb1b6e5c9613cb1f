import { and, count, countDistinct, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { Deps } from "../../../context";
import type { DbOrTx } from "../../../db/client";
import {
  lessonCodeExamples,
  lessonExercises,
  lessonQuizzes,
  lessons,
  modules,
  trash,
  user,
  userLessonProgress,
} from "../../../db/schema";
import { AppError } from "../../../lib/errors";
import { V } from "@shared/i18n/messages";
import type { DeleteImpact } from "@shared/contracts/editor";
import { recordAudit } from "../../audit/audit.service";
import { recomputeCourseProgress } from "../../learning/learning.service";
import { isUuid } from "../admin.service";
import {
  bumpContentRevision,
  bumpRevision,
  editorNotFound,
  lessonNotFound,
  lessonOfCourse,
  loadContext,
  moduleNotFound,
  moduleOfCourse,
  requireSource,
} from "./editor-common";
import { TRASH_DAYS } from "./editor.service";

/**
 * Recycle bin: a deleted module or lesson is moved with its blocks and the learners'
 * progress rows into `trash`; restoring re-inserts the same ids, so progress comes back.
 */

type Scope = { moduleId: string } | { lessonId: string };
const DAY = 24 * 60 * 60 * 1000;

const lessonWhere = (s: Scope): SQL =>
  "moduleId" in s ? eq(lessons.moduleId, s.moduleId) : eq(lessons.id, s.lessonId);

/** Lessons, learners with progress and completed lessons a delete would remove (one statement). */
export async function deleteImpact(db: DbOrTx, scope: Scope): Promise<DeleteImpact> {
  const [row] = await db
    .select({
      lessons: countDistinct(lessons.id),
      learners: countDistinct(userLessonProgress.userId),
      completed: count(userLessonProgress.completedAt),
    })
    .from(lessons)
    .leftJoin(userLessonProgress, eq(userLessonProgress.lessonId, lessons.id))
    .where(lessonWhere(scope));
  return {
    lessons: Number(row?.lessons ?? 0),
    learnersWithProgress: Number(row?.learners ?? 0),
    completedLessons: Number(row?.completed ?? 0),
  };
}

export async function getImpact(
  deps: Deps,
  versionId: string,
  kind: "module" | "lesson",
  id: string,
) {
  const ctx = await loadContext(deps.db, versionId);
  if (kind === "module") await moduleOfCourse(deps.db, ctx.course.id, id);
  else await lessonOfCourse(deps.db, ctx.course.id, id);
  return {
    impact: await deleteImpact(deps.db, kind === "module" ? { moduleId: id } : { lessonId: id }),
  };
}

/** Every row below the scope (five statements). */
async function snapshotRows(tx: DbOrTx, scope: Scope) {
  const ids = tx.select({ id: lessons.id }).from(lessons).where(lessonWhere(scope));
  const [lessonRows, code, exercises, quizzes, progress] = await Promise.all([
    tx.select().from(lessons).where(lessonWhere(scope)),
    tx.select().from(lessonCodeExamples).where(inArray(lessonCodeExamples.lessonId, ids)),
    tx.select().from(lessonExercises).where(inArray(lessonExercises.lessonId, ids)),
    tx.select().from(lessonQuizzes).where(inArray(lessonQuizzes.lessonId, ids)),
    tx.select().from(userLessonProgress).where(inArray(userLessonProgress.lessonId, ids)),
  ]);
  return { lessons: lessonRows, codeExamples: code, exercises, quizzes, progress };
}
type Snapshot = Awaited<ReturnType<typeof snapshotRows>> & {
  module?: typeof modules.$inferSelect;
};

/** Deletes a module or lesson of the source version into the recycle bin, in one transaction. */
export async function deleteToTrash(
  deps: Deps,
  actorId: string,
  versionId: string,
  kind: "module" | "lesson",
  id: string,
  expectedRevision: number,
) {
  const ctx = await loadContext(deps.db, versionId);
  requireSource(ctx);
  const courseId = ctx.course.id;
  return deps.db.transaction(async (tx) => {
    const target =
      kind === "module"
        ? { module: await moduleOfCourse(tx, courseId, id), lesson: null }
        : await lessonOfCourse(tx, courseId, id);
    const table = kind === "module" ? modules : lessons;
    await bumpRevision(
      tx,
      table,
      id,
      expectedRevision,
      {},
      kind === "module" ? moduleNotFound : lessonNotFound,
    );
    const scope: Scope = kind === "module" ? { moduleId: id } : { lessonId: id };
    const [impact, rows] = await Promise.all([deleteImpact(tx, scope), snapshotRows(tx, scope)]);
    const snapshot: Snapshot = kind === "module" ? { ...rows, module: target.module } : rows;
    const [entry] = await tx
      .insert(trash)
      .values({
        courseId,
        kind,
        entityId: id,
        parentId: kind === "lesson" ? target.module.id : null,
        title: kind === "module" ? target.module.title : target.lesson!.title,
        parentTitle: kind === "lesson" ? target.module.title : null,
        lessonCount: impact.lessons,
        learnersWithProgress: impact.learnersWithProgress,
        snapshot,
        deletedBy: actorId,
      })
      .returning();
    // Blocks and progress rows go with the module or lesson (ON DELETE CASCADE).
    if (kind === "module") await tx.delete(modules).where(eq(modules.id, id));
    else {
      await tx.delete(lessons).where(eq(lessons.id, id));
      await bumpContentRevision(tx, [target.module.id]);
    }
    // Entries past the kept period leave the bin (the bin keeps at least 30 days).
    await tx
      .delete(trash)
      .where(
        and(
          eq(trash.courseId, courseId),
          lt(trash.deletedAt, new Date(Date.now() - TRASH_DAYS * DAY)),
        ),
      );
    if (impact.lessons > 0) await recomputeCourseProgress(tx, courseId);
    await recordAudit(tx, {
      courseId,
      entityType: kind,
      entityId: id,
      action: "deleted",
      actorId,
      details: { title: entry.title, trashId: entry.id, ...impact },
    });
    const [who] = await tx.select({ name: user.name }).from(user).where(eq(user.id, actorId));
    return {
      deleted: { kind, id },
      impact,
      trash: {
        id: entry.id,
        kind,
        entityId: id,
        title: entry.title,
        parentTitle: entry.parentTitle,
        lessons: entry.lessonCount,
        learnersWithProgress: entry.learnersWithProgress,
        deletedAt: entry.deletedAt.toISOString(),
        deletedBy: who?.name ?? null,
        expiresAt: new Date(entry.deletedAt.getTime() + TRASH_DAYS * DAY).toISOString(),
      },
    };
  });
}

const DATE_KEYS = ["createdAt", "updatedAt", "completedAt"] as const;
/** Rows back from JSON: timestamps become dates again. */
function revive<T extends object>(rows: T[]): T[] {
  return rows.map((r) => {
    const out = { ...r } as Record<string, unknown>;
    for (const k of DATE_KEYS) if (typeof out[k] === "string") out[k] = new Date(out[k] as string);
    return out as T;
  });
}

/** Re-inserts a recycle bin entry with its ids; 409 TRASH_PARENT_GONE when its module is gone. */
export async function restoreFromTrash(
  deps: Deps,
  actorId: string,
  versionId: string,
  trashId: string,
) {
  const ctx = await loadContext(deps.db, versionId);
  requireSource(ctx);
  const courseId = ctx.course.id;
  if (!isUuid(trashId)) throw editorNotFound("TRASH_NOT_FOUND");
  return deps.db.transaction(async (tx) => {
    const [entry] = await tx
      .select()
      .from(trash)
      .where(and(eq(trash.id, trashId), eq(trash.courseId, courseId)))
      .for("update");
    if (!entry) throw editorNotFound("TRASH_NOT_FOUND");
    const snap = entry.snapshot as Snapshot;
    const restoredLessons = revive(snap.lessons);
    if (entry.kind === "module" && snap.module) {
      // Back at its old place: the modules from there on move one down.
      const [m] = revive([snap.module]);
      await tx
        .update(modules)
        .set({ orderIndex: sql`${modules.orderIndex} + 1` })
        .where(and(eq(modules.courseId, courseId), gte(modules.orderIndex, m.orderIndex)));
      await tx.insert(modules).values({
        ...m,
        revision: m.revision + 1,
        contentRevision: m.contentRevision + 1,
      });
    } else {
      const parentId = entry.parentId ?? "";
      const [parent] = await tx
        .select({ id: modules.id })
        .from(modules)
        .where(and(eq(modules.id, parentId), eq(modules.courseId, courseId)));
      if (!parent) throw new AppError(409, "TRASH_PARENT_GONE", V("trashParentGone"));
      // Back at its old place in the module: the lessons from there on move one down.
      await tx
        .update(lessons)
        .set({ orderIndex: sql`${lessons.orderIndex} + 1` })
        .where(
          and(
            eq(lessons.moduleId, parentId),
            gte(lessons.orderIndex, restoredLessons[0].orderIndex),
          ),
        );
      await bumpContentRevision(tx, [parentId]);
    }
    if (restoredLessons.length) await tx.insert(lessons).values(restoredLessons);
    if (snap.codeExamples.length) await tx.insert(lessonCodeExamples).values(snap.codeExamples);
    if (snap.exercises.length) await tx.insert(lessonExercises).values(snap.exercises);
    if (snap.quizzes.length) await tx.insert(lessonQuizzes).values(snap.quizzes);
    const progress = revive(snap.progress);
    if (progress.length) {
      // Accounts deleted since then do not come back.
      const userIds = [...new Set(progress.map((p) => p.userId))];
      const alive = new Set(
        (await tx.select({ id: user.id }).from(user).where(inArray(user.id, userIds))).map(
          (u) => u.id,
        ),
      );
      const rows = progress.filter((p) => alive.has(p.userId));
      if (rows.length) await tx.insert(userLessonProgress).values(rows).onConflictDoNothing();
    }
    await tx.delete(trash).where(eq(trash.id, entry.id));
    if (restoredLessons.length) await recomputeCourseProgress(tx, courseId);
    await recordAudit(tx, {
      courseId,
      entityType: entry.kind,
      entityId: entry.entityId,
      action: "restored",
      actorId,
      details: {
        title: entry.title,
        lessons: restoredLessons.length,
        progressRows: progress.length,
      },
    });
    return {
      restored: {
        kind: entry.kind === "module" ? ("module" as const) : ("lesson" as const),
        id: entry.entityId,
      },
    };
  });
}

/** Removes recycle bin entries older than the kept period (background purge). */
export async function purgeTrash(db: DbOrTx, now = new Date()) {
  await db.delete(trash).where(lt(trash.deletedAt, new Date(now.getTime() - TRASH_DAYS * DAY)));
}
