import { createHmac, timingSafeEqual } from "node:crypto";
import { and, asc, eq, isNull, notExists, sql } from "drizzle-orm";
import type { Deps } from "../../context";
import {
  courses,
  learningProfiles,
  lessons,
  modules,
  planReminders,
  user,
  userLearningPath,
  userLessonProgress,
} from "../../db/schema";
import { planReminderMail } from "../../mail/plan-templates";
import { isoWeek, weekStart, WEEKLY_MINUTES } from "@shared/domain/learning-plan";
import { isLanguage } from "@shared/i18n/languages";
import { setReminder } from "./plan.service";

/*
 * The weekly reminder e-mail of the learning plan (issue 15). Every server process runs
 * the same job; a plan_reminders row per learner and ISO week (unique) decides who sends:
 * the insert and the outbox row are written in one transaction, a second process's insert
 * waits for the first and then finds the row (ON CONFLICT DO NOTHING), so it sends nothing.
 */

const BATCH = 50;

/** Unsubscribe token: the user id signed with AUTH_SECRET (no sign-in, nothing stored). */
export function reminderToken(secret: string, userId: string) {
  const mac = createHmac("sha256", secret).update(`plan-reminder:${userId}`).digest("base64url");
  return `${Buffer.from(userId).toString("base64url")}.${mac}`;
}

export function userOfReminderToken(secret: string, token: string): string | null {
  const [idPart, mac] = token.split(".");
  if (!idPart || !mac || token.length > 300) return null;
  const userId = Buffer.from(idPart, "base64url").toString();
  const expected = reminderToken(secret, userId).split(".")[1];
  const a = Buffer.from(mac);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b) ? userId : null;
}

export const reminderUnsubscribeUrl = (deps: Deps, userId: string) =>
  `${deps.config.baseUrl}/api/plan/unsubscribe?token=${reminderToken(deps.config.authSecret, userId)}`;

/** Switches the reminder off for the user a token names; false for a bad token. */
export async function unsubscribeReminder(deps: Deps, token: string): Promise<boolean> {
  const userId = userOfReminderToken(deps.config.authSecret, token);
  if (!userId) return false;
  return (await setReminder(deps.db, userId, false)) !== null;
}

/** The next unfinished lessons of the learner's path, in plan order. */
async function nextLessons(deps: Deps, userId: string) {
  return deps.db
    .select({ title: lessons.title, courseTitle: courses.title })
    .from(userLearningPath)
    .innerJoin(
      courses,
      and(eq(courses.id, userLearningPath.courseId), eq(courses.isPublished, true)),
    )
    .innerJoin(modules, eq(modules.courseId, courses.id))
    .innerJoin(lessons, eq(lessons.moduleId, modules.id))
    .leftJoin(
      userLessonProgress,
      and(eq(userLessonProgress.lessonId, lessons.id), eq(userLessonProgress.userId, userId)),
    )
    .where(and(eq(userLearningPath.userId, userId), isNull(userLessonProgress.completedAt)))
    .orderBy(
      asc(userLearningPath.assignedAt),
      asc(modules.orderIndex),
      asc(lessons.orderIndex),
      asc(lessons.id),
    )
    .limit(3);
}

async function weekMinutes(deps: Deps, userId: string, since: Date) {
  const [row] = await deps.db
    .select({ minutes: sql<number>`coalesce(sum(${lessons.estimatedDurationMinutes}), 0)::int` })
    .from(userLessonProgress)
    .innerJoin(lessons, eq(lessons.id, userLessonProgress.lessonId))
    .where(
      and(
        eq(userLessonProgress.userId, userId),
        sql`${userLessonProgress.completedAt} >= ${since}`,
      ),
    );
  return Number(row?.minutes ?? 0);
}

/**
 * Sends this week's reminder to every learner who has it on and has not had it this ISO
 * week. Safe to run in several processes at once. Returns how many mails this call sent.
 */
export async function sendWeeklyReminders(deps: Deps, now = new Date()): Promise<number> {
  const week = isoWeek(now).key;
  const due = await deps.db
    .select({
      userId: user.id,
      email: user.email,
      name: user.name,
      language: user.language,
      time: learningProfiles.timeAvailable,
    })
    .from(learningProfiles)
    .innerJoin(user, eq(user.id, learningProfiles.userId))
    .where(
      and(
        eq(learningProfiles.reminderEnabled, true),
        eq(user.emailVerified, true),
        // Product e-mails turned off in the settings stop the reminder too (decision 0041).
        eq(user.productEmails, true),
        notExists(
          deps.db
            .select({ one: sql`1` })
            .from(planReminders)
            .where(
              and(
                eq(planReminders.userId, learningProfiles.userId),
                eq(planReminders.isoWeek, week),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(learningProfiles.userId))
    .limit(BATCH);

  let sent = 0;
  for (const learner of due) {
    const lang = isLanguage(learner.language) ? learner.language : "de";
    const [lessonsNext, done] = await Promise.all([
      nextLessons(deps, learner.userId),
      weekMinutes(deps, learner.userId, weekStart(now)),
    ]);
    const mail = planReminderMail(lang, {
      name: learner.name,
      doneMinutes: done,
      targetMinutes: WEEKLY_MINUTES[learner.time] ?? WEEKLY_MINUTES["2-5"],
      lessons: lessonsNext,
      appUrl: `${deps.config.baseUrl}/app/learning-path`,
      unsubscribeUrl: reminderUnsubscribeUrl(deps, learner.userId),
    });
    const claimed = await deps.db.transaction(async (tx) => {
      const rows = await tx
        .insert(planReminders)
        .values({ userId: learner.userId, isoWeek: week })
        .onConflictDoNothing()
        .returning({ id: planReminders.id });
      if (!rows.length) return false;
      // The outbox row in the same transaction: no claim without its mail, no mail twice.
      await deps.mailer.send(
        {
          ...mail,
          to: learner.email,
          kind: "plan-reminder",
          language: lang,
          relatedId: rows[0].id,
        },
        tx,
      );
      return true;
    });
    if (claimed) sent++;
  }
  return sent;
}
