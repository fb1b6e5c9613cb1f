import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  AnnouncementRequest,
  AttendanceRequest,
  AttendanceResponse,
  CohortViewResponse,
  GradebookResponse,
  LearnerCodeResponse,
  LearnerViewResponse,
  LiveSession,
  NudgeRequest,
  ParticipationVerifyResponse,
  SessionRequest,
  TeachHomeResponse,
} from "@shared/contracts/teaching";
import { api } from "@/lib/api";

/** The teacher's screens (issue 44): one request per screen, all under the key "teach". */
const base = (cohortId: string) => `/api/teach/cohorts/${encodeURIComponent(cohortId)}`;

export const teachHomeQuery = () =>
  queryOptions({
    queryKey: ["teach", "home"],
    queryFn: () => api<TeachHomeResponse>("/api/teach/cohorts"),
  });

export const cohortQuery = (cohortId: string) =>
  queryOptions({
    queryKey: ["teach", "cohort", cohortId],
    queryFn: () => api<CohortViewResponse>(base(cohortId)),
  });

export const learnerQuery = (cohortId: string, userId: string) =>
  queryOptions({
    queryKey: ["teach", "cohort", cohortId, "learner", userId],
    queryFn: () =>
      api<LearnerViewResponse>(`${base(cohortId)}/learners/${encodeURIComponent(userId)}`),
  });

export const codeQuery = (cohortId: string, userId: string, exerciseId: string) =>
  queryOptions({
    queryKey: ["teach", "cohort", cohortId, "learner", userId, "code", exerciseId],
    queryFn: () =>
      api<LearnerCodeResponse>(
        `${base(cohortId)}/learners/${encodeURIComponent(userId)}/exercises/${encodeURIComponent(exerciseId)}`,
      ),
  });

export const attendanceQuery = (cohortId: string, sessionId: string) =>
  queryOptions({
    queryKey: ["teach", "cohort", cohortId, "session", sessionId],
    queryFn: () =>
      api<AttendanceResponse>(`${base(cohortId)}/sessions/${encodeURIComponent(sessionId)}`),
  });

export const gradebookQuery = (cohortId: string) =>
  queryOptions({
    queryKey: ["teach", "cohort", cohortId, "gradebook"],
    queryFn: () => api<GradebookResponse>(`${base(cohortId)}/gradebook`),
  });

export const gradebookCsvUrl = (cohortId: string) => `${base(cohortId)}/gradebook/csv`;

/** Writes invalidate the class's screens (and the home's figures). */
function useInvalidate(cohortId: string) {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: ["teach", "cohort", cohortId] }),
      qc.invalidateQueries({ queryKey: ["teach", "home"] }),
    ]);
}

export function usePostAnnouncement(cohortId: string) {
  const invalidate = useInvalidate(cohortId);
  return useMutation({
    mutationFn: (body: AnnouncementRequest) =>
      api<{ id: string; notified: number }>(`${base(cohortId)}/announcements`, {
        method: "POST",
        json: body,
      }),
    onSuccess: invalidate,
  });
}

export function useNudge(cohortId: string, userId: string) {
  return useMutation({
    mutationFn: (body: NudgeRequest) =>
      api<{ notified: number }>(`${base(cohortId)}/learners/${encodeURIComponent(userId)}/nudge`, {
        method: "POST",
        json: body,
      }),
  });
}

export function useSaveSession(cohortId: string) {
  const invalidate = useInvalidate(cohortId);
  return useMutation({
    mutationFn: ({ id, ...body }: SessionRequest & { id?: string }) =>
      api<LiveSession>(
        id ? `${base(cohortId)}/sessions/${encodeURIComponent(id)}` : `${base(cohortId)}/sessions`,
        { method: id ? "PUT" : "POST", json: body },
      ),
    onSuccess: invalidate,
  });
}

export function useDeleteSession(cohortId: string) {
  const invalidate = useInvalidate(cohortId);
  return useMutation({
    mutationFn: (id: string) =>
      api<{ deleted: boolean }>(`${base(cohortId)}/sessions/${encodeURIComponent(id)}`, {
        method: "DELETE",
      }),
    onSuccess: invalidate,
  });
}

export function useRecordAttendance(cohortId: string, sessionId: string) {
  const qc = useQueryClient();
  const invalidate = useInvalidate(cohortId);
  return useMutation({
    mutationFn: (body: AttendanceRequest) =>
      api<AttendanceResponse>(
        `${base(cohortId)}/sessions/${encodeURIComponent(sessionId)}/attendance`,
        { method: "PUT", json: body },
      ),
    onSuccess: async (data) => {
      qc.setQueryData(attendanceQuery(cohortId, sessionId).queryKey, data);
      await invalidate();
    },
  });
}

export const participationPdfUrl = (cohortId: string, userId: string) =>
  `${base(cohortId)}/learners/${encodeURIComponent(userId)}/participation/pdf`;

export function useIssueParticipation(cohortId: string, userId: string) {
  return useMutation({
    mutationFn: () =>
      api<{ id: string }>(
        `${base(cohortId)}/learners/${encodeURIComponent(userId)}/participation`,
        {
          method: "POST",
        },
      ),
  });
}

export const participationVerifyQuery = (id: string) =>
  queryOptions({
    queryKey: ["participation", id],
    queryFn: () =>
      api<ParticipationVerifyResponse>(`/api/participation/${encodeURIComponent(id)}/verify`),
    retry: false,
  });
