import { count, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Deps } from "../../../context";
import type { DbOrTx } from "../../../db/client";
import { courses, courseVersions, userCourseCounts, userLearningPath } from "../../../db/schema";
import { AppError, notFound } from "../../../lib/errors";
import { recordAudit } from "../../audit/audit.service";
import type { courseLearnersResponse } from "@shared/contracts/admin";
import { BLOCKING_PROBLEMS } from "@shared/contracts/admin";
import { isUuid, loadVersion } from "../admin.service";
import { checkVersion } from "./admin-lifecycle-check";

/*
 * Course lifecycle (issue "course lifecycle"): the publish gate, unpublishing a course or
 * one language version, archiving and deleting. Every function runs a fixed number of
 * statements; writes are in one transaction with their audit entry.
 */

const courseNotFound = () => notFound("COURSE_NOT_FOUND", "v:courseNotFound");

/**
 * Publishes an active version. Blocking problems (no modules, a module without lessons, a
 * blank lesson) refuse with 409 PUBLISH_BLOCKED and the list; warnings (quiz without
 * explanation, no thumbnail) refuse with 409 PUBLISH_WARNINGS unless `confirmWarnings`
 * ("Trotzdem veröffentlichen"). The source-language version publishes the course (and
 * takes it out of the archive); a translation publishes itself.
 */
export async function publishVersion(
  deps: Deps,
  actorId: string,
  id: string,
  confirmWarnings: boolean,
) {
  const { version, course, problems } = await checkVersion(deps.db, id);
  if (!version.isActive) throw new AppError(409, "NOT_PUBLISHABLE", "v:publishInactive");
  const blocking = problems.filter((p) => BLOCKING_PROBLEMS.includes(p.kind));
  if (blocking.length)
    throw new AppError(409, "PUBLISH_BLOCKED", "v:publishBlocked", { problems: blocking });
  if (problems.length && !confirmWarnings)
    throw new AppError(409, "PUBLISH_WARNINGS", "v:publishWarnings", { problems });
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(courseVersions)
      .set({ isPublished: true, publishedAt: version.publishedAt ?? now })
      .where(eq(courseVersions.id, version.id));
    if (version.language === course.language)
      await tx
        .update(courses)
        .set({ isPublished: true, publishedAt: course.publishedAt ?? now, archivedAt: null })
        .where(eq(courses.id, course.id));
    await recordAudit(tx, {
      courseId: course.id,
      entityType: "version",
      entityId: version.id,
      action: "published",
      actorId,
      details: { language: version.language, warnings: problems.length },
    });
  });
  return { ok: true as const, courseId: course.id, versionId: version.id };
}

/**
 * Unpublishes a version. The source-language version takes the whole course out of the
 * catalogue (learners who started it keep reading it); a translation only stops being
 * shown, so its learners read the source language again.
 */
export async function unpublishVersion(deps: Deps, actorId: string, id: string) {
  const { version, course } = await loadVersion(deps.db, id);
  const isSource = version.language === course.language;
  await deps.db.transaction(async (tx) => {
    await tx
      .update(courseVersions)
      .set({ isPublished: false })
      .where(eq(courseVersions.id, version.id));
    if (isSource)
      await tx.update(courses).set({ isPublished: false }).where(eq(courses.id, course.id));
    await recordAudit(tx, {
      courseId: course.id,
      entityType: isSource ? "course" : "version",
      entityId: isSource ? course.id : version.id,
      action: "unpublished",
      actorId,
      details: { language: version.language },
    });
  });
  return { ok: true as const, courseId: course.id, versionId: version.id };
}

async function loadCourse(db: DbOrTx, courseId: string) {
  if (!isUuid(courseId)) throw courseNotFound();
  const [row] = await db.select().from(courses).where(eq(courses.id, courseId)).limit(1);
  if (!row) throw courseNotFound();
  return row;
}

/** Learners on the course's path and learners with at least one completed lesson (one statement). */
async function learnerCounts(db: DbOrTx, courseId: string) {
  const [row] = await db
    .select({
      enrolled: count(),
      started: sql<number>`count(*) filter (where ${userLearningPath.startedAt} is not null)`,
      // The stored per-learner counts of the course (decision 0056): one row per learner
      // with progress in it, instead of every progress row of the course (issue 34).
      withProgress: sql<number>`(select count(*) from ${userCourseCounts}
        where ${userCourseCounts.courseId} = ${courseId} and ${userCourseCounts.completed} > 0)`,
    })
    .from(userLearningPath)
    .where(eq(userLearningPath.courseId, courseId));
  return {
    enrolled: Number(row?.enrolled ?? 0),
    started: Number(row?.started ?? 0),
    withProgress: Number(row?.withProgress ?? 0),
  };
}

export async function courseLearners(
  deps: Deps,
  courseId: string,
): Promise<z.infer<typeof courseLearnersResponse>> {
  const course = await loadCourse(deps.db, courseId);
  return {
    courseId: course.id,
    title: course.title,
    isPublished: course.isPublished,
    archivedAt: course.archivedAt?.toISOString() ?? null,
    ...(await learnerCounts(deps.db, course.id)),
  };
}

/** Archives a course: no longer offered (unpublished), kept with its learners' progress. */
export async function archiveCourse(deps: Deps, actorId: string, courseId: string) {
  const course = await loadCourse(deps.db, courseId);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(courses)
      .set({ isPublished: false, archivedAt: sql`coalesce(${courses.archivedAt}, now())` })
      .where(eq(courses.id, course.id));
    await recordAudit(tx, {
      courseId: course.id,
      entityType: "course",
      entityId: course.id,
      action: "archived",
      actorId,
    });
  });
  return courseLearners(deps, course.id);
}

/**
 * Takes a course out of the archive. It stays unpublished: the author publishes it again
 * through the publish gate when it is ready.
 */
export async function unarchiveCourse(deps: Deps, actorId: string, courseId: string) {
  const course = await loadCourse(deps.db, courseId);
  await deps.db.transaction(async (tx) => {
    await tx.update(courses).set({ archivedAt: null }).where(eq(courses.id, course.id));
    await recordAudit(tx, {
      courseId: course.id,
      entityType: "course",
      entityId: course.id,
      action: "unarchived",
      actorId,
    });
  });
  return courseLearners(deps, course.id);
}

/**
 * Deletes a course with its versions, modules, lessons and progress. Refused (409
 * COURSE_HAS_PROGRESS) while learners have progress, unless `confirmTitle` is the course
 * title. The audit trail keeps what was removed.
 */
export async function deleteCourse(
  deps: Deps,
  actorId: string,
  courseId: string,
  confirmTitle: string | undefined,
) {
  const course = await loadCourse(deps.db, courseId);
  const learners = await learnerCounts(deps.db, course.id);
  if ((learners.withProgress > 0 || learners.started > 0) && confirmTitle?.trim() !== course.title)
    throw new AppError(409, "COURSE_HAS_PROGRESS", "v:courseHasProgress", learners);
  await deps.db.transaction(async (tx) => {
    await recordAudit(tx, {
      courseId: course.id,
      entityType: "course",
      entityId: course.id,
      action: "deleted",
      actorId,
      details: { title: course.title, ...learners },
    });
    // Progress rows reference lessons (cascade); the path rows reference the course.
    await tx.delete(courses).where(eq(courses.id, course.id));
  });
  return { ok: true as const, courseId: course.id };
}
