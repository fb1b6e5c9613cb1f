import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  courses,
  exerciseSubmissions,
  learningEvents,
  lessonExercises,
  learningProfiles,
  lessons,
  planReminders,
  userLearningPath,
  userLessonProgress,
} from "../../db/schema";

/**
 * A learner's learning data for the export (issue 12, GDPR Art. 15/20): the learning path,
 * lesson progress, learning profile, sent plan reminders and their code of code exercises
 * (files, last results, last passing files, solved; issue 29) and their record of learning
 * (every act with its time, decision 0187). A fixed six statements;
 * the rows themselves go with the account (ON DELETE CASCADE on user_id).
 */
export async function exportLearningData(db: DbOrTx, userId: string) {
  const [learningPath, lessonProgress, profile, reminders, codeExercises, record] =
    await Promise.all([
      db
        .select({
          courseId: userLearningPath.courseId,
          courseTitle: courses.title,
          planReason: userLearningPath.planReason,
          startedAt: userLearningPath.startedAt,
          progressPercentage: userLearningPath.progressPercentage,
          assignedAt: userLearningPath.assignedAt,
          completedAt: userLearningPath.completedAt,
        })
        .from(userLearningPath)
        .leftJoin(courses, eq(courses.id, userLearningPath.courseId))
        .where(eq(userLearningPath.userId, userId))
        .orderBy(userLearningPath.assignedAt),
      db
        .select({
          lessonId: userLessonProgress.lessonId,
          lessonTitle: lessons.title,
          completedAt: userLessonProgress.completedAt,
          timeSpentMinutes: userLessonProgress.timeSpentMinutes,
          updatedAt: userLessonProgress.updatedAt,
        })
        .from(userLessonProgress)
        .leftJoin(lessons, eq(lessons.id, userLessonProgress.lessonId))
        .where(eq(userLessonProgress.userId, userId))
        .orderBy(sql`${userLessonProgress.updatedAt}`),
      db.select().from(learningProfiles).where(eq(learningProfiles.userId, userId)),
      db
        .select({ isoWeek: planReminders.isoWeek, sentAt: planReminders.createdAt })
        .from(planReminders)
        .where(eq(planReminders.userId, userId)),
      db
        .select({
          exerciseId: exerciseSubmissions.exerciseId,
          lessonTitle: lessons.title,
          task: lessonExercises.task,
          files: exerciseSubmissions.files,
          revision: exerciseSubmissions.revision,
          lastResults: exerciseSubmissions.lastResults,
          passedFiles: exerciseSubmissions.passedFiles,
          solvedAt: exerciseSubmissions.solvedAt,
          updatedAt: exerciseSubmissions.updatedAt,
        })
        .from(exerciseSubmissions)
        .leftJoin(lessons, eq(lessons.id, exerciseSubmissions.lessonId))
        .leftJoin(lessonExercises, eq(lessonExercises.id, exerciseSubmissions.exerciseId))
        .where(eq(exerciseSubmissions.userId, userId))
        .orderBy(exerciseSubmissions.updatedAt),
      db
        .select({
          kind: learningEvents.kind,
          courseId: learningEvents.courseId,
          lessonId: learningEvents.lessonId,
          subjectId: learningEvents.subjectId,
          seconds: learningEvents.seconds,
          at: learningEvents.at,
        })
        .from(learningEvents)
        .where(eq(learningEvents.userId, userId))
        .orderBy(learningEvents.at),
    ]);
  const { userId: _owner, ...learningProfile } = profile[0] ?? { userId };
  void _owner;
  return {
    learningPath,
    lessonProgress,
    learningProfile: profile[0] ? learningProfile : null,
    planReminders: reminders,
    codeExercises,
    learningRecord: record,
  };
}
