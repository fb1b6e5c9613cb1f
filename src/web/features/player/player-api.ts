/**
 * The player's server calls. For the code exercise card (issue 29, decisions 0080/0081):
 *
 * - `useSavePracticeCode(courseId)`      PUT  /api/learning/exercises/{id}/code
 *     mutate({ exerciseId, files, expectedRevision }) → PracticeState; a stale revision
 *     fails with ApiError 409 `REVISION_CONFLICT` (`details.state`: the stored state).
 * - `useRecordPracticeResults(courseId)` POST /api/learning/exercises/{id}/results
 *     mutate({ exerciseId, files, results }) → { state, newlySolved, newBadges, completion }.
 *     A solution that completes its lesson (decision 0188) updates the course's progress like
 *     `useCompleteLesson` and tells `onLessonCompletedBySolving`'s listener (the player page,
 *     which celebrates as for the button).
 * - `useRevealSolution(courseId, lang)`  POST /api/learning/lessons/{lessonId}/reveals
 *     mutate({ lessonId, exerciseId }) → { exerciseId, solution, solutionFiles }.
 * - `practiceStateOf(data, exerciseId)`, `revealedSolutionOf(data, exerciseId)`: the
 *     learner's saved state and an already revealed solution from the player's answer.
 *
 * Each writes its answer into the cached player answer of the course (every language).
 * A lesson completion refused because a required code exercise is unsolved fails with
 * ApiError 409 `PRACTICE_REQUIRED` (translated message).
 */
import { queryOptions, useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { CompleteLessonResponse, PlayerResponse } from "@shared/contracts/learning";
import type { Language } from "@shared/i18n/languages";
import type { QuizAnswerResponse } from "@shared/contracts/achievements";
import type {
  PracticeResultsRequest,
  PracticeResultsResponse,
  PracticeState,
  RevealSolutionResponse,
  RevealedSolution,
  SavePracticeCodeRequest,
} from "@shared/contracts/practice";
import { api } from "@/lib/api";
import { browserTimeZone } from "@/lib/achievements";
import { useContentLanguage } from "./use-content-language";

/** Same root key as the learner area's queries: invalidating it refreshes every screen. */
const LEARNING_KEY = "learning";

/** The course's content in `lang` (key includes course id and language, spec section 7). */
export const playerQuery = (courseId: string, lang: Language) =>
  queryOptions({
    queryKey: [LEARNING_KEY, "player", courseId, lang],
    queryFn: () => api<PlayerResponse>(`/api/learning/courses/${courseId}?lang=${lang}`),
  });

/**
 * Completes a lesson. The answer carries the course's new progress: it is written into
 * every cached language of this course, and the other learner screens are invalidated.
 */
export function useCompleteLesson(courseId: string, lang: Language) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (lessonId: string) =>
      api<CompleteLessonResponse>(`/api/learning/lessons/${lessonId}/complete`, {
        method: "POST",
        // The time zone counts the streak's days; the language is the one printed on a certificate.
        json: { timeZone: browserTimeZone(), lang },
      }),
    onSuccess: (result) => storeCompletion(qc, courseId, result),
    onError: async () => {
      // Refused (already complete, course gone): show the server's state.
      await qc.invalidateQueries({ queryKey: [LEARNING_KEY, "player", courseId] });
    },
  });
}

/**
 * A completion's answer: the course's new progress into every cached language of the player,
 * the other learner screens invalidated.
 */
async function storeCompletion(qc: QueryClient, courseId: string, result: CompleteLessonResponse) {
  const { lessonId: _lessonId, earned, ...progress } = result;
  void _lessonId;
  qc.setQueriesData<PlayerResponse>({ queryKey: [LEARNING_KEY, "player", courseId] }, (old) =>
    old ? { ...old, progress, certificate: earned.certificate ?? old.certificate } : old,
  );
  await qc.invalidateQueries({
    queryKey: [LEARNING_KEY],
    predicate: (q) => q.queryKey[1] !== "player",
  });
}

type SolvedCompletion = (
  result: CompleteLessonResponse,
  practiceBadges: PracticeResultsResponse["newBadges"],
) => void;
const completionListeners = new Set<SolvedCompletion>();

/**
 * Calls `listener` when a solution completed its lesson (decision 0188); answers the
 * unsubscribe. The player page celebrates with it as it does for the button.
 */
export function onLessonCompletedBySolving(listener: SolvedCompletion) {
  completionListeners.add(listener);
  return () => void completionListeners.delete(listener);
}

/** Changes the cached player answers of a course (every language). */
function updatePlayer(
  qc: QueryClient,
  courseId: string,
  change: (old: PlayerResponse) => PlayerResponse,
) {
  qc.setQueriesData<PlayerResponse>({ queryKey: [LEARNING_KEY, "player", courseId] }, (old) =>
    old ? change(old) : old,
  );
}

/**
 * Checks a quiz answer on the server: answers whether it was right, the correct choice and
 * the explanation (only now, decision 0081); the first answer counts for the quiz badge.
 */
export function useAnswerQuiz(courseId: string, lang: Language) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ quizId, choice }: { quizId: string; choice: number }) =>
      api<QuizAnswerResponse>(`/api/learning/quizzes/${quizId}/answer`, {
        method: "POST",
        json: { choice, lang },
      }),
    onSuccess: async (r, { quizId }) => {
      const correctAnswer = r.correctAnswer;
      // A wrong first answer earns a second try, not the answer (decision 0185).
      updatePlayer(qc, courseId, (old) =>
        correctAnswer === null || old.revealed.quizzes.some((q) => q.quizId === quizId)
          ? old
          : {
              ...old,
              revealed: {
                ...old.revealed,
                quizzes: [
                  ...old.revealed.quizzes,
                  { quizId, correctAnswer, explanation: r.explanation },
                ],
              },
            },
      );
      if (r.newBadge) await qc.invalidateQueries({ queryKey: [LEARNING_KEY, "achievements"] });
    },
  });
}

/** An exercise's model solution the learner already revealed (from the player's answer). */
export const revealedSolutionOf = (
  data: PlayerResponse | undefined,
  exerciseId: string,
): RevealedSolution | null =>
  data?.revealed.solutions.find((s) => s.exerciseId === exerciseId) ?? null;

/** "Lösung anzeigen": reveals an exercise's model solution (recorded on the server). */
export function useRevealSolution(courseId: string, lang: Language) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ lessonId, exerciseId }: { lessonId: string; exerciseId: string }) =>
      api<RevealSolutionResponse>(`/api/learning/lessons/${lessonId}/reveals`, {
        method: "POST",
        json: { kind: "solution", itemId: exerciseId, lang },
      }),
    onSuccess: (solution) => {
      // In this language at once; other languages read theirs when shown.
      qc.setQueryData<PlayerResponse>(playerQuery(courseId, lang).queryKey, (old) =>
        old && !revealedSolutionOf(old, solution.exerciseId)
          ? {
              ...old,
              revealed: { ...old.revealed, solutions: [...old.revealed.solutions, solution] },
            }
          : old,
      );
      void qc.invalidateQueries({
        queryKey: [LEARNING_KEY, "player", courseId],
        predicate: (q) => q.queryKey[3] !== lang,
      });
    },
  });
}

/** The learner's saved state of a code exercise (from the player's answer), or null. */
export const practiceStateOf = (
  data: PlayerResponse | undefined,
  exerciseId: string,
): PracticeState | null => data?.practiceStates.find((s) => s.exerciseId === exerciseId) ?? null;

const withState = (old: PlayerResponse, state: PracticeState): PlayerResponse => ({
  ...old,
  practiceStates: [...old.practiceStates.filter((s) => s.exerciseId !== state.exerciseId), state],
});

const KEEPALIVE_LIMIT = 60_000;

/** Saves the learner's code (debounce in the caller; send the last known `revision`). */
export function useSavePracticeCode(courseId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ exerciseId, ...body }: SavePracticeCodeRequest & { exerciseId: string }) =>
      api<PracticeState>(`/api/learning/exercises/${exerciseId}/code`, {
        method: "PUT",
        json: body,
        // Outlives the page when it is closed mid-save (browsers cap keepalive bodies at 64 KiB).
        keepalive: JSON.stringify(body).length < KEEPALIVE_LIMIT,
      }),
    onSuccess: (state) => updatePlayer(qc, courseId, (old) => withState(old, state)),
  });
}

/** Records a check run's results; every check passed → solved (once) and maybe badges. */
export function useRecordPracticeResults(courseId: string) {
  const qc = useQueryClient();
  const lang = useContentLanguage();
  return useMutation({
    mutationFn: ({ exerciseId, ...body }: PracticeResultsRequest & { exerciseId: string }) =>
      api<PracticeResultsResponse>(`/api/learning/exercises/${exerciseId}/results`, {
        method: "POST",
        // As for the button: the streak's day and the language printed on a certificate.
        json: { timeZone: browserTimeZone(), lang, ...body },
      }),
    onSuccess: async (r) => {
      updatePlayer(qc, courseId, (old) => withState(old, r.state));
      if (r.completion) {
        for (const listener of completionListeners) listener(r.completion, r.newBadges);
        await storeCompletion(qc, courseId, r.completion);
      } else if (r.newBadges.length)
        await qc.invalidateQueries({ queryKey: [LEARNING_KEY, "achievements"] });
    },
  });
}
