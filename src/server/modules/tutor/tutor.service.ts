import { and, asc, eq, like, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import {
  courses,
  exerciseSubmissions,
  lessonCodeExamples,
  lessonExercises,
  lessonQuizzes,
  lessons,
  modules,
  platformSettings,
  tutorMessages,
  tutorReveals,
  tutorUsage,
  userLearningPath,
} from "../../db/schema";
import { AppError, notFound } from "../../lib/errors";
import { V } from "@shared/i18n/messages";
import type {
  TutorConversationResponse,
  TutorFeedbackBody,
  TutorMessage,
} from "@shared/contracts/tutor";
import type { TutorLesson, TutorTurn } from "./tutor-context";
import { answeredThreadsForTutor } from "../discussions/discussions.service";

/** AI tutor, learner side (issue 17, decision 0052). */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const TUTOR_DEFAULTS = {
  enabled: true,
  dailyLimit: 30,
  monthlyTokenBudget: 2_000_000,
  retentionDays: 180,
};
export type TutorSettings = typeof TUTOR_DEFAULTS;

/** UTC day and month keys of tutor_usage. */
export const dayKey = (d = new Date()) => d.toISOString().slice(0, 10);
export const monthKey = (d = new Date()) => d.toISOString().slice(0, 7);

export const lessonNotFound = () => notFound("LESSON_NOT_FOUND", "v:notFound");

export async function readTutorSettings(db: DbOrTx): Promise<TutorSettings> {
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.id, 1));
  if (!row) return { ...TUTOR_DEFAULTS };
  return {
    enabled: row.tutorEnabled,
    dailyLimit: row.tutorDailyLimit,
    monthlyTokenBudget: row.tutorMonthlyTokenBudget,
    retentionDays: row.tutorRetentionDays,
  };
}

/** Tokens the whole platform used in this UTC month (one statement). */
export async function tokensThisMonth(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${tutorUsage.tokens}), 0)::int` })
    .from(tutorUsage)
    .where(like(tutorUsage.day, `${monthKey()}-%`));
  return Number(row?.n ?? 0);
}

/** A course the learner may read: published, or started before it was unpublished. */
const visibleTo = (userId: string) =>
  sql`(${courses.isPublished} = true or exists (select 1 from ${userLearningPath} v where v.course_id = ${courses.id} and v.user_id = ${userId} and v.started_at is not null))`;

async function lessonHead(db: DbOrTx, userId: string, lessonId: string) {
  if (!UUID.test(lessonId)) throw lessonNotFound();
  const [row] = await db
    .select({
      lessonId: lessons.id,
      title: lessons.title,
      content: lessons.content,
      learningObjective: lessons.learningObjective,
      moduleTitle: modules.title,
      courseId: courses.id,
      courseTitle: courses.title,
      language: courses.language,
      tutorEnabled: courses.tutorEnabled,
    })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .innerJoin(courses, eq(courses.id, modules.courseId))
    .where(and(eq(lessons.id, lessonId), visibleTo(userId)))
    .limit(1);
  if (!row) throw lessonNotFound();
  return row;
}

async function usageToday(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ messages: tutorUsage.messages })
    .from(tutorUsage)
    .where(and(eq(tutorUsage.userId, userId), eq(tutorUsage.day, dayKey())));
  return row?.messages ?? 0;
}

function conversation(db: DbOrTx, userId: string, lessonId: string) {
  return db
    .select()
    .from(tutorMessages)
    .where(and(eq(tutorMessages.userId, userId), eq(tutorMessages.lessonId, lessonId)))
    .orderBy(asc(tutorMessages.createdAt), asc(tutorMessages.id));
}

export function toTutorMessage(r: typeof tutorMessages.$inferSelect): TutorMessage {
  return {
    id: r.id,
    question: r.question,
    answer: r.answer,
    mode: r.mode === "offline" ? "offline" : "model",
    helpful: r.helpful,
    reported: r.reportedAt !== null,
    createdAt: r.createdAt.toISOString(),
  };
}

/** The learner's conversation in a lesson with the switch and the messages left today (4 statements). */
export async function tutorConversation(
  db: Db,
  userId: string,
  lessonId: string,
  offline: boolean,
): Promise<TutorConversationResponse> {
  const head = await lessonHead(db, userId, lessonId);
  const [settings, used, rows] = await Promise.all([
    readTutorSettings(db),
    usageToday(db, userId),
    conversation(db, userId, lessonId),
  ]);
  return {
    enabled: settings.enabled && head.tutorEnabled,
    offline,
    limit: settings.dailyLimit,
    remaining: Math.max(0, settings.dailyLimit - used),
    messages: rows.map(toTutorMessage),
  };
}

export interface AskContext {
  lesson: TutorLesson;
  courseId: string;
  revealed: Set<string>;
  history: TutorTurn[];
  settings: TutorSettings;
  remaining: number;
  tokensMonth: number;
}

/**
 * Everything a question needs, checked before any model call: the lesson is readable,
 * the tutor is on for the platform and the course, messages are left today and (with a
 * model) the month's budget is not used up. A fixed number of statements.
 */
export async function prepareQuestion(
  db: Db,
  userId: string,
  lessonId: string,
  offline: boolean,
  role: string | null = "user",
): Promise<AskContext> {
  const head = await lessonHead(db, userId, lessonId);
  const [code, exercises, quizzes, reveals, settings, used, history, tokensMonth, discussion] =
    await Promise.all([
      db
        .select()
        .from(lessonCodeExamples)
        .where(eq(lessonCodeExamples.lessonId, lessonId))
        .orderBy(asc(lessonCodeExamples.orderIndex), asc(lessonCodeExamples.id)),
      // With the learner's saved code and last check results (read here, never taken from
      // the request), issue 29.
      db
        .select({
          id: lessonExercises.id,
          task: lessonExercises.task,
          hint: lessonExercises.hint,
          solution: lessonExercises.solution,
          practice: lessonExercises.practice,
          files: exerciseSubmissions.files,
          lastResults: exerciseSubmissions.lastResults,
          solvedAt: exerciseSubmissions.solvedAt,
        })
        .from(lessonExercises)
        .leftJoin(
          exerciseSubmissions,
          and(
            eq(exerciseSubmissions.exerciseId, lessonExercises.id),
            eq(exerciseSubmissions.userId, userId),
          ),
        )
        .where(eq(lessonExercises.lessonId, lessonId))
        .orderBy(asc(lessonExercises.orderIndex), asc(lessonExercises.id)),
      db
        .select()
        .from(lessonQuizzes)
        .where(eq(lessonQuizzes.lessonId, lessonId))
        .orderBy(asc(lessonQuizzes.orderIndex), asc(lessonQuizzes.id)),
      db
        .select({ itemId: tutorReveals.itemId })
        .from(tutorReveals)
        .where(and(eq(tutorReveals.userId, userId), eq(tutorReveals.lessonId, lessonId))),
      readTutorSettings(db),
      usageToday(db, userId),
      conversation(db, userId, lessonId),
      tokensThisMonth(db),
      // The lesson's answered discussion threads the learner may read (issue 45).
      answeredThreadsForTutor(db, { id: userId, role }, lessonId),
    ]);
  if (!settings.enabled || !head.tutorEnabled) throw new AppError(403, "TUTOR_OFF", V("tutorOff"));
  if (used >= settings.dailyLimit)
    throw new AppError(429, "TUTOR_DAILY_LIMIT", V("tutorDailyLimit"));
  if (!offline && tokensMonth >= settings.monthlyTokenBudget)
    throw new AppError(429, "TUTOR_BUDGET", V("tutorBudget"));
  return {
    courseId: head.courseId,
    lesson: {
      courseTitle: head.courseTitle,
      moduleTitle: head.moduleTitle,
      title: head.title,
      learningObjective: head.learningObjective,
      content: head.content,
      language: head.language,
      codeExamples: code.map((c) => ({
        title: c.title,
        description: c.description,
        code: c.code,
        language: c.language,
      })),
      exercises: exercises.map((e) => ({
        id: e.id,
        task: e.task,
        hint: e.hint,
        solution: e.solution,
        practice: e.practice,
        learnerCode: e.practice
          ? { files: e.files, lastResults: e.lastResults, solved: e.solvedAt !== null }
          : null,
      })),
      quizzes: quizzes.map((q) => ({
        id: q.id,
        question: q.question,
        choices: q.choices,
        correctAnswer: q.correctAnswer,
        explanation: q.explanation,
      })),
      discussion,
    },
    revealed: new Set(reveals.map((r) => r.itemId)),
    history: history.map((h) => ({ question: h.question, answer: h.answer })),
    settings,
    remaining: Math.max(0, settings.dailyLimit - used),
    tokensMonth,
  };
}

/** Stores an answered question and counts it (one transaction); a failed call never gets here. */
export async function saveAnswer(
  db: Db,
  input: {
    userId: string;
    courseId: string;
    lessonId: string;
    question: string;
    answer: string;
    mode: "model" | "offline";
    inputTokens: number;
    outputTokens: number;
  },
): Promise<TutorMessage> {
  const tokens = input.inputTokens + input.outputTokens;
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(tutorMessages).values(input).returning();
    await tx
      .insert(tutorUsage)
      .values({ userId: input.userId, day: dayKey(), messages: 1, tokens })
      .onConflictDoUpdate({
        target: [tutorUsage.userId, tutorUsage.day],
        set: {
          messages: sql`${tutorUsage.messages} + 1`,
          tokens: sql`${tutorUsage.tokens} + ${tokens}`,
        },
      });
    return toTutorMessage(row);
  });
}

/** Helpful / not helpful / report on one of the caller's own answers. */
export async function tutorFeedback(
  db: Db,
  userId: string,
  messageId: string,
  body: TutorFeedbackBody,
): Promise<TutorMessage> {
  if (!UUID.test(messageId)) throw notFound("TUTOR_MESSAGE_NOT_FOUND", "v:notFound");
  const set: Partial<typeof tutorMessages.$inferInsert> = {};
  if (body.helpful !== undefined) set.helpful = body.helpful;
  if (body.reported)
    set.reportedAt = sql`coalesce(${tutorMessages.reportedAt}, now())` as unknown as Date;
  const where = and(eq(tutorMessages.id, messageId), eq(tutorMessages.userId, userId));
  const [row] = Object.keys(set).length
    ? await db.update(tutorMessages).set(set).where(where).returning()
    : await db.select().from(tutorMessages).where(where);
  if (!row) throw notFound("TUTOR_MESSAGE_NOT_FOUND", "v:notFound");
  return toTutorMessage(row);
}

/** The learner clears the conversation of a lesson (the day's count stays). */
export async function clearTutorConversation(db: Db, userId: string, lessonId: string) {
  if (!UUID.test(lessonId)) throw lessonNotFound();
  await db
    .delete(tutorMessages)
    .where(and(eq(tutorMessages.userId, userId), eq(tutorMessages.lessonId, lessonId)));
}

/** The tutor conversations of a learner for the data export (settings helper wires it). */
export async function exportTutorConversationsForUser(db: DbOrTx, userId: string) {
  const rows = await db
    .select({
      courseTitle: courses.title,
      lessonTitle: lessons.title,
      question: tutorMessages.question,
      answer: tutorMessages.answer,
      mode: tutorMessages.mode,
      helpful: tutorMessages.helpful,
      reportedAt: tutorMessages.reportedAt,
      createdAt: tutorMessages.createdAt,
    })
    .from(tutorMessages)
    .innerJoin(lessons, eq(lessons.id, tutorMessages.lessonId))
    .innerJoin(courses, eq(courses.id, tutorMessages.courseId))
    .where(eq(tutorMessages.userId, userId))
    .orderBy(asc(tutorMessages.createdAt), asc(tutorMessages.id));
  return rows.map((r) => ({
    ...r,
    reportedAt: r.reportedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}
