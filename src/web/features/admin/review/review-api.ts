import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  CommentRequest,
  DecisionRequest,
  ReviewQueueResponse,
  ReviewSubmissionResponse,
} from "@shared/contracts/projects";
import type { ReviewReportResponse } from "@shared/contracts/review";
import { api } from "@/lib/api";

/** Queries and writes of the review screens (issue 30, decisions 0099, 0124, 0125). */
export const reviewKeys = {
  all: ["review"] as const,
  queue: () => [...reviewKeys.all, "queue"] as const,
  submission: (id: string) => [...reviewKeys.all, "submission", id] as const,
  report: () => [...reviewKeys.all, "report"] as const,
};

const sub = (id: string) => `/api/review/submissions/${encodeURIComponent(id)}`;

export const queueQuery = () =>
  queryOptions({
    queryKey: reviewKeys.queue(),
    queryFn: () => api<ReviewQueueResponse>("/api/review/queue"),
    staleTime: 0,
  });

/** The submission; followed every 2 s while its AI first pass is queued or running. */
export const submissionQuery = (id: string) =>
  queryOptions({
    queryKey: reviewKeys.submission(id),
    queryFn: () => api<ReviewSubmissionResponse>(sub(id)),
    staleTime: 0,
    refetchInterval: (q) => {
      const s = q.state.data?.firstPass?.status;
      return s === "queued" || s === "running" ? 2000 : false;
    },
  });

export const reportQuery = () =>
  queryOptions({
    queryKey: reviewKeys.report(),
    queryFn: () => api<ReviewReportResponse>("/api/admin/reports/reviews"),
    staleTime: 0,
  });

type Action =
  | { kind: "claim" | "release" | "first-pass" }
  | { kind: "comments"; body: CommentRequest }
  | { kind: "decision"; body: DecisionRequest };

/** One write on a submission; its answer is the submission as it is now. */
export function useReviewAction(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: Action) =>
      api<ReviewSubmissionResponse>(`${sub(id)}/${a.kind}`, {
        method: "POST",
        json: "body" in a ? a.body : {},
      }),
    onSuccess: (data) => {
      qc.setQueryData(reviewKeys.submission(id), data);
      void qc.invalidateQueries({ queryKey: reviewKeys.queue() });
    },
  });
}

/** Claims from the queue: the screen opens the submission after a won claim. */
export function useClaim() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<ReviewSubmissionResponse>(`${sub(id)}/claim`, { method: "POST", json: {} }),
    onSuccess: (data) => qc.setQueryData(reviewKeys.submission(data.id), data),
    onError: () => void qc.invalidateQueries({ queryKey: reviewKeys.queue() }),
  });
}
