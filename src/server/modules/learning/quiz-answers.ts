import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { courses, lessonQuizzes, lessons, modules, quizFirstAnswers } from "../../db/schema";
import type { QuizAnswerResponse } from "@shared/contracts/achievements";
import { parseQuizChoices } from "@shared/domain/quiz";
import { V } from "@shared/i18n/messages";
import { AppError } from "../../lib/errors";
import { recordQuizAnswer } from "../achievements/achievements.service";
import { visibleTo } from "./learning-shared";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const quizNotFound = () => new AppError(404, "QUIZ_NOT_FOUND", V("quizNotFound"));

/**
 * A learner checks a quiz answer (choice = position in the list). The first answer to a
 * quiz is stored once (primary key user+quiz); only it counts for the badge "right at
 * the first try", stored in the same transaction. Later tries answer without storing.
 */
export async function answerQuiz(
  db: Db,
  userId: string,
  quizId: string,
  choice: number,
): Promise<QuizAnswerResponse> {
  if (!UUID.test(quizId)) throw quizNotFound();
  return db.transaction(async (tx) => {
    const [quiz] = await tx
      .select({ choices: lessonQuizzes.choices, correctAnswer: lessonQuizzes.correctAnswer })
      .from(lessonQuizzes)
      .innerJoin(lessons, eq(lessons.id, lessonQuizzes.lessonId))
      .innerJoin(modules, eq(modules.id, lessons.moduleId))
      .innerJoin(courses, and(eq(courses.id, modules.courseId), visibleTo(userId)))
      .where(eq(lessonQuizzes.id, quizId))
      .limit(1);
    if (!quiz) throw quizNotFound();
    const count = parseQuizChoices(quiz.choices).length;
    if (choice >= count) throw new AppError(400, "VALIDATION_ERROR", V("quizChoiceInvalid"));
    const correct = choice === quiz.correctAnswer;
    const stored = await tx
      .insert(quizFirstAnswers)
      .values({ userId, quizId, correct })
      .onConflictDoNothing({ target: [quizFirstAnswers.userId, quizFirstAnswers.quizId] })
      .returning({ quizId: quizFirstAnswers.quizId });
    const firstAnswer = stored.length > 0;
    const newBadge = firstAnswer && correct ? await recordQuizAnswer(tx, userId) : null;
    return { correct, firstAnswer, newBadge };
  });
}
