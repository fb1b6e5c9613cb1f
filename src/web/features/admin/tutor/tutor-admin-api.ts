import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  TutorReportResponse,
  TutorSettingsBody,
  TutorSettingsResponse,
} from "@shared/contracts/tutor";
import { api } from "@/lib/api";

/** Admin tutor screens (issue 17). */
export const tutorSettingsQuery = () =>
  queryOptions({
    queryKey: ["admin", "tutor", "settings"],
    queryFn: () => api<TutorSettingsResponse>("/api/admin/tutor"),
  });

export const tutorReportQuery = (courseId: string) =>
  queryOptions({
    queryKey: ["admin", "tutor", "report", courseId],
    queryFn: () => api<TutorReportResponse>(`/api/admin/courses/${courseId}/tutor-report`),
  });

export function useSaveTutorSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TutorSettingsBody) =>
      api<TutorSettingsResponse>("/api/admin/tutor", { method: "PUT", json: body }),
    onSuccess: (data) => qc.setQueryData(tutorSettingsQuery().queryKey, data),
  });
}

export function useCourseTutor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ courseId, enabled }: { courseId: string; enabled: boolean }) =>
      api(`/api/admin/courses/${courseId}/tutor`, { method: "PUT", json: { enabled } }),
    // The tutor screens and the course editor show the switch.
    onSuccess: () => qc.invalidateQueries({ queryKey: ["admin"] }),
  });
}
