import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  contentEpoch,
  courses,
  lessonQuizzes,
  lessons,
  modules,
  quizFirstAnswers,
  tutorReveals,
} from "../../db/schema";
import type { QuizAnswerResponse } from "@shared/contracts/achievements";
import { parseQuizChoices } from "@shared/domain/quiz";
import type { Language } from "@shared/i18n/languages";
import { V } from "@shared/i18n/messages";
import { AppError } from "../../lib/errors";
import { recordQuizAnswer } from "../achievements/achievements.service";
import { visibleTo } from "./learning-shared";
import { playerContentOf } from "./published-content";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const quizNotFound = () => new AppError(404, "QUIZ_NOT_FOUND", V("quizNotFound"));

/**
 * A learner checks a quiz answer (choice = position in the list). The first answer to a
 * quiz is stored once (primary key user+quiz); only it counts for the badge "right at
 * the first try", stored in the same transaction. Later tries answer without storing.
 * A right answer, or any answer after the first, earns the quiz's correct answer and
 * explanation (decisions 0081, 0185): they are answered here, in the language the learner
 * reads the course in, and recorded as revealed (the player's answer and the tutor carry
 * them from then on). A wrong first answer earns neither, so "Nochmal versuchen" is a real
 * second try.
 */
export async function answerQuiz(
  db: Db,
  userId: string,
  quizId: string,
  choice: number,
  lang: Language,
): Promise<QuizAnswerResponse> {
  if (!UUID.test(quizId)) throw quizNotFound();
  const result = await db.transaction(async (tx) => {
    const [quiz] = await tx
      .select({
        choices: lessonQuizzes.choices,
        correctAnswer: lessonQuizzes.correctAnswer,
        lessonId: lessonQuizzes.lessonId,
        courseId: courses.id,
        epoch: sql<number>`(select ${contentEpoch.value} from ${contentEpoch} where ${contentEpoch.id} = 1)`,
      })
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
    // A wrong first answer earns a real second try, not the answer (decision 0185).
    const reveal = correct || !firstAnswer;
    if (reveal)
      await tx
        .insert(tutorReveals)
        .values({ userId, lessonId: quiz.lessonId, itemId: quizId, kind: "quiz" })
        .onConflictDoNothing();
    const newBadge = firstAnswer && correct ? await recordQuizAnswer(tx, userId) : null;
    return { quiz, correct, firstAnswer, newBadge, reveal };
  });
  const { quiz, reveal, ...answer } = result;
  if (!reveal) return { ...answer, correctAnswer: null, explanation: null };
  // The explanation in the language the learner reads (the epoch's cached content).
  const content = await playerContentOf(db, quiz.courseId, lang, Number(quiz.epoch));
  const earned = content?.answers.quizzes.get(quizId);
  return {
    ...answer,
    correctAnswer: quiz.correctAnswer,
    explanation: earned?.explanation ?? null,
  };
}
