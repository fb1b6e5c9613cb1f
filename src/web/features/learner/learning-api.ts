import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  CatalogueResponse,
  DashboardResponse,
  LearningPathResponse,
  SampleDataResponse,
  StartCourseResponse,
} from "@shared/contracts/learning";
import type {
  ApplyPlanInput,
  PlanAnswersInput,
  PlanPreviewResponse,
  PlanProfileResponse,
} from "@shared/contracts/plan";
import type { Language } from "@shared/i18n/languages";
import { api } from "@/lib/api";

/**
 * Query keys of the learner area all start with "learning" (the player uses the same
 * root), and include the language: switching it refetches the shown text.
 */
export const LEARNING_KEY = "learning";

export const dashboardQuery = (lang: Language) =>
  queryOptions({
    queryKey: [LEARNING_KEY, "dashboard", lang],
    queryFn: () => api<DashboardResponse>(`/api/learning/dashboard?lang=${lang}`),
  });

export const learningPathQuery = (lang: Language) =>
  queryOptions({
    queryKey: [LEARNING_KEY, "path", lang],
    queryFn: () => api<LearningPathResponse>(`/api/learning/path?lang=${lang}`),
  });

export const catalogueQuery = (lang: Language) =>
  queryOptions({
    queryKey: [LEARNING_KEY, "catalogue", lang],
    queryFn: () => api<CatalogueResponse>(`/api/learning/courses?lang=${lang}`),
  });

export function useStartCourse() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (courseId: string) =>
      api<StartCourseResponse>(`/api/learning/courses/${courseId}/start`, { method: "POST" }),
    onSuccess: () => qc.invalidateQueries({ queryKey: [LEARNING_KEY] }),
  });
}

export function useSampleData() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<SampleDataResponse>("/api/learning/sample-data", { method: "POST" }),
    onSuccess: () => qc.invalidateQueries({ queryKey: [LEARNING_KEY] }),
  });
}

/* ------------------------------------------------------------------ learning plan (issue 15) */

export const planProfileQuery = () =>
  queryOptions({
    queryKey: [LEARNING_KEY, "plan-profile"],
    queryFn: () => api<PlanProfileResponse>("/api/plan/profile"),
  });

export function usePlanPreview(lang: Language) {
  return useMutation({
    mutationFn: (answers: PlanAnswersInput) =>
      api<PlanPreviewResponse>(`/api/plan/preview?lang=${lang}`, { method: "POST", json: answers }),
  });
}

export function useApplyPlan(lang: Language) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplyPlanInput) =>
      api<PlanPreviewResponse>(`/api/plan/profile?lang=${lang}`, { method: "PUT", json: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: [LEARNING_KEY] }),
  });
}

export function useAddSuggestion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (courseId: string) =>
      api<{ ok: true }>(`/api/plan/suggestions/${courseId}`, { method: "POST" }),
    onSuccess: () => qc.invalidateQueries({ queryKey: [LEARNING_KEY] }),
  });
}

export function useReminder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      api<{ enabled: boolean }>("/api/plan/reminder", { method: "PUT", json: { enabled } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: [LEARNING_KEY] }),
  });
}
