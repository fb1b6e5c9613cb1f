/**
 * The learner's project calls (issue 30, decisions 0099/0126). One request per screen: the
 * project page reads the course's projects with the learner's own submission
 * (GET /api/learning/course-projects/{courseId}); every write answers the submission, which
 * is written into that cached answer.
 *
 * - `useSaveDraft(courseId, projectId)`  PUT  …/draft   (expectedRevision; 409 REVISION_CONFLICT)
 * - `useSubmitProject(…)`                 POST …/submit  (409 CHECKS_FAILED: details.checks)
 * - `useReplyComment(…)`                  POST …/comments
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  CommentRequest,
  LearnerProjectsResponse,
  MySubmission,
  SaveDraftRequest,
} from "@shared/contracts/projects";
import { api } from "@/lib/api";

export const courseProjectsQuery = (courseId: string) =>
  queryOptions({
    queryKey: ["learning", "course-projects", courseId],
    queryFn: () => api<LearnerProjectsResponse>(`/api/learning/course-projects/${courseId}`),
  });

function useWriteSubmission(courseId: string, projectId: string) {
  const qc = useQueryClient();
  return (submission: MySubmission) =>
    qc.setQueryData<LearnerProjectsResponse>(courseProjectsQuery(courseId).queryKey, (old) =>
      old
        ? {
            ...old,
            projects: old.projects.map((p) => (p.id === projectId ? { ...p, submission } : p)),
          }
        : old,
    );
}

export function useSaveDraft(courseId: string, projectId: string) {
  const write = useWriteSubmission(courseId, projectId);
  return useMutation({
    mutationFn: (body: SaveDraftRequest) =>
      api<MySubmission>(`/api/learning/projects/${projectId}/draft`, { method: "PUT", json: body }),
    onSuccess: write,
  });
}

export function useSubmitProject(courseId: string, projectId: string) {
  const write = useWriteSubmission(courseId, projectId);
  return useMutation({
    mutationFn: (expectedRevision: number) =>
      api<MySubmission>(`/api/learning/projects/${projectId}/submit`, {
        method: "POST",
        json: { expectedRevision },
      }),
    onSuccess: write,
  });
}

export function useReplyComment(courseId: string, projectId: string) {
  const write = useWriteSubmission(courseId, projectId);
  return useMutation({
    mutationFn: (body: Partial<CommentRequest> & { body: string }) =>
      api<MySubmission>(`/api/learning/projects/${projectId}/comments`, {
        method: "POST",
        json: { file: null, line: null, ...body },
      }),
    onSuccess: write,
  });
}
