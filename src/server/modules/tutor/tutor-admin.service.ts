import { and, asc, count, desc, eq, isNotNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  courseTutorCounts,
  courseVersions,
  courses,
  lessons,
  platformSettings,
  tutorMessages,
  tutorUsage,
} from "../../db/schema";
import { notFound } from "../../lib/errors";
import { recordAudit } from "../audit/audit.service";
import type {
  TutorReportResponse,
  TutorSettingsBody,
  TutorSettingsResponse,
} from "@shared/contracts/tutor";
import { V } from "@shared/i18n/messages";
import { readTutorSettings, tokensThisMonth, type TutorSettings } from "./tutor.service";

/** AI tutor, admin side: settings, per-course switch, report, retention (decision 0052). */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const courseNotFound = () => notFound("COURSE_NOT_FOUND", V("notFound"));
/** The month's budget warning starts here. */
export const BUDGET_WARNING_SHARE = 0.8;

export async function tutorSettingsOverview(
  db: Db,
  offline: boolean,
): Promise<TutorSettingsResponse> {
  const [settings, tokens, list] = await Promise.all([
    readTutorSettings(db),
    tokensThisMonth(db),
    db
      .select({
        id: courses.id,
        title: courses.title,
        tutorEnabled: courses.tutorEnabled,
        // Kept by triggers on tutor_messages (decision 0163).
        questions: sql<number>`coalesce(${courseTutorCounts.questions}, 0)`,
      })
      .from(courses)
      .leftJoin(courseTutorCounts, eq(courseTutorCounts.courseId, courses.id))
      .where(sql`${courses.archivedAt} is null`)
      .orderBy(desc(courses.createdAt), asc(courses.id)),
  ]);
  return overview(
    settings,
    tokens,
    offline,
    list.map((c) => ({ ...c, questions: Number(c.questions) })),
  );
}

function overview(
  settings: TutorSettings,
  tokens: number,
  offline: boolean,
  list: TutorSettingsResponse["courses"],
): TutorSettingsResponse {
  return {
    ...settings,
    tokensThisMonth: tokens,
    budgetWarning: tokens >= settings.monthlyTokenBudget * BUDGET_WARNING_SHARE,
    offline,
    courses: list,
  };
}

export async function saveTutorSettings(db: Db, actorId: string, body: TutorSettingsBody) {
  const values = {
    tutorEnabled: body.enabled,
    tutorDailyLimit: body.dailyLimit,
    tutorMonthlyTokenBudget: body.monthlyTokenBudget,
    tutorRetentionDays: body.retentionDays,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(platformSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: platformSettings.id, set: values });
    await recordAudit(tx, {
      entityType: "platform_settings",
      entityId: "tutor",
      action: "update",
      actorId,
      details: body,
    });
  });
}

export async function setCourseTutor(db: Db, actorId: string, courseId: string, enabled: boolean) {
  if (!UUID.test(courseId)) throw courseNotFound();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(courses)
      .set({ tutorEnabled: enabled })
      .where(eq(courses.id, courseId))
      .returning({ id: courses.id });
    if (!row) throw courseNotFound();
    await recordAudit(tx, {
      courseId,
      entityType: "course",
      entityId: courseId,
      action: enabled ? "tutor_on" : "tutor_off",
      actorId,
    });
  });
}

/**
 * A course's tutor report: questions and ratings per lesson (most questions first),
 * reported answers with the learner's conversation in that lesson (no names). Four statements.
 */
export async function tutorReport(db: Db, courseId: string): Promise<TutorReportResponse> {
  if (!UUID.test(courseId)) throw courseNotFound();
  const helpfulN = sql<number>`count(*) filter (where ${tutorMessages.helpful} = true)::int`;
  const notHelpfulN = sql<number>`count(*) filter (where ${tutorMessages.helpful} = false)::int`;
  const [[course], perLesson, reported, conversations] = await Promise.all([
    db
      .select({
        id: courses.id,
        title: courses.title,
        tutorEnabled: courses.tutorEnabled,
        versionId: courseVersions.id,
      })
      .from(courses)
      .leftJoin(
        courseVersions,
        and(eq(courseVersions.courseId, courses.id), eq(courseVersions.language, courses.language)),
      )
      .where(eq(courses.id, courseId))
      .limit(1),
    db
      .select({
        lessonId: lessons.id,
        moduleId: lessons.moduleId,
        title: lessons.title,
        questions: count(tutorMessages.id),
        helpful: helpfulN,
        notHelpful: notHelpfulN,
      })
      .from(tutorMessages)
      .innerJoin(lessons, eq(lessons.id, tutorMessages.lessonId))
      .where(eq(tutorMessages.courseId, courseId))
      .groupBy(lessons.id, lessons.moduleId, lessons.title)
      .orderBy(desc(count(tutorMessages.id)), asc(lessons.title)),
    db
      .select({
        id: tutorMessages.id,
        userId: tutorMessages.userId,
        lessonId: tutorMessages.lessonId,
        moduleId: lessons.moduleId,
        lessonTitle: lessons.title,
        reportedAt: tutorMessages.reportedAt,
        createdAt: tutorMessages.createdAt,
      })
      .from(tutorMessages)
      .innerJoin(lessons, eq(lessons.id, tutorMessages.lessonId))
      .where(and(eq(tutorMessages.courseId, courseId), isNotNull(tutorMessages.reportedAt)))
      .orderBy(desc(tutorMessages.reportedAt))
      .limit(50),
    // Every message of a learner in a lesson where that learner reported an answer.
    db
      .select({
        id: tutorMessages.id,
        userId: tutorMessages.userId,
        lessonId: tutorMessages.lessonId,
        question: tutorMessages.question,
        answer: tutorMessages.answer,
        createdAt: tutorMessages.createdAt,
      })
      .from(tutorMessages)
      .where(
        and(
          eq(tutorMessages.courseId, courseId),
          sql`exists (select 1 from ${tutorMessages} r where r.course_id = ${courseId} and r.reported_at is not null and r.user_id = ${tutorMessages.userId} and r.lesson_id = ${tutorMessages.lessonId})`,
        ),
      )
      .orderBy(asc(tutorMessages.createdAt), asc(tutorMessages.id)),
  ]);
  if (!course) throw courseNotFound();
  const lessonRows = perLesson.map((l) => ({
    ...l,
    questions: Number(l.questions),
    helpful: Number(l.helpful),
    notHelpful: Number(l.notHelpful),
  }));
  return {
    courseId: course.id,
    title: course.title,
    versionId: course.versionId,
    tutorEnabled: course.tutorEnabled,
    helpful: lessonRows.reduce((s, l) => s + l.helpful, 0),
    notHelpful: lessonRows.reduce((s, l) => s + l.notHelpful, 0),
    lessons: lessonRows,
    reported: reported.map((r) => ({
      messageId: r.id,
      lessonId: r.lessonId,
      moduleId: r.moduleId,
      lessonTitle: r.lessonTitle,
      reportedAt: (r.reportedAt ?? r.createdAt).toISOString(),
      conversation: conversations
        .filter(
          (m) => m.userId === r.userId && m.lessonId === r.lessonId && m.createdAt <= r.createdAt,
        )
        .map((m) => ({ id: m.id, question: m.question, answer: m.answer })),
    })),
  };
}

/** Deletes conversations older than the retention period, and usage rows older than a year. */
export async function purgeTutorData(db: Db) {
  const { retentionDays } = await readTutorSettings(db);
  const cutoff = new Date(Date.now() - retentionDays * 86_400_000);
  const deleted = await db
    .delete(tutorMessages)
    .where(lt(tutorMessages.createdAt, cutoff))
    .returning({ id: tutorMessages.id });
  const yearAgo = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
  await db.delete(tutorUsage).where(lt(tutorUsage.day, yearAgo));
  return deleted.length;
}
