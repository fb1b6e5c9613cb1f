import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { CompleteLessonResponse, PlayerResponse } from "@shared/contracts/learning";
import type { Language } from "@shared/i18n/languages";
import type { QuizAnswerResponse } from "@shared/contracts/achievements";
import { api } from "@/lib/api";
import { browserTimeZone } from "@/lib/achievements";

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
    onSuccess: async (result) => {
      const { lessonId: _lessonId, earned, ...progress } = result;
      void _lessonId;
      qc.setQueriesData<PlayerResponse>({ queryKey: [LEARNING_KEY, "player", courseId] }, (old) =>
        old ? { ...old, progress, certificate: earned.certificate ?? old.certificate } : old,
      );
      await qc.invalidateQueries({
        queryKey: [LEARNING_KEY],
        predicate: (q) => q.queryKey[1] !== "player",
      });
    },
    onError: async () => {
      // Refused (already complete, course gone): show the server's state.
      await qc.invalidateQueries({ queryKey: [LEARNING_KEY, "player", courseId] });
    },
  });
}

/** Checks a quiz answer on the server: the first answer counts for the quiz badge. */
export function useAnswerQuiz() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ quizId, choice }: { quizId: string; choice: number }) =>
      api<QuizAnswerResponse>(`/api/learning/quizzes/${quizId}/answer`, {
        method: "POST",
        json: { choice },
      }),
    onSuccess: async (r) => {
      if (r.newBadge) await qc.invalidateQueries({ queryKey: [LEARNING_KEY, "achievements"] });
    },
  });
}
