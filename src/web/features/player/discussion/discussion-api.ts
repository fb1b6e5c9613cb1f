import {
  infiniteQueryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import type { DiscussionPageResponse } from "@shared/contracts/discussions";
import { api } from "@/lib/api";

/** A lesson's "Fragen & Antworten" (issue 45), page by page, with an optional search. */
export const discussionQuery = (lessonId: string, q: string) =>
  infiniteQueryOptions({
    queryKey: ["learning", "discussion", lessonId, q],
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (q) params.set("q", q);
      if (pageParam) params.set("cursor", pageParam);
      const query = params.toString();
      return api<DiscussionPageResponse>(
        `/api/learning/lessons/${lessonId}/discussion${query ? `?${query}` : ""}`,
      );
    },
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

const refresh = (qc: QueryClient, lessonId: string) =>
  qc.invalidateQueries({ queryKey: ["learning", "discussion", lessonId] });

/** Any write of the discussion; the lesson's pages are read again afterwards. */
export function useDiscussionWrite<V>(lessonId: string, fn: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => refresh(qc, lessonId) });
}

export const discussionApi = {
  ask: (lessonId: string, body: { title: string; body: string }) =>
    api<{ id: string }>(`/api/learning/lessons/${lessonId}/discussion`, {
      method: "POST",
      json: body,
    }),
  answer: (threadId: string, body: string) =>
    api<{ id: string }>(`/api/learning/discussion/threads/${threadId}/answers`, {
      method: "POST",
      json: { body },
    }),
  edit: (postId: string, body: { title?: string; body: string }) =>
    api(`/api/learning/discussion/posts/${postId}`, { method: "PATCH", json: body }),
  remove: (postId: string) => api(`/api/learning/discussion/posts/${postId}`, { method: "DELETE" }),
  report: (postId: string, reason: string) =>
    api(`/api/learning/discussion/posts/${postId}/report`, { method: "POST", json: { reason } }),
  helpful: (threadId: string, postId: string | null) =>
    api(`/api/learning/discussion/threads/${threadId}/helpful`, {
      method: "PUT",
      json: { postId },
    }),
  toggle: (threadId: string, what: "helps-too" | "follow", on: boolean) =>
    api(`/api/learning/discussion/threads/${threadId}/${what}`, { method: on ? "PUT" : "DELETE" }),
};
