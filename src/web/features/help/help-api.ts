import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  HelpAnswerRequest,
  HelpInboxResponse,
  HelpRequestDetail,
} from "@shared/contracts/help";
import { api } from "@/lib/api";

/** The helper's inbox and a request (issue 45, decision 0223). */
export const helpKeys = {
  all: ["help", "helper"] as const,
  inbox: () => [...helpKeys.all, "inbox"] as const,
  request: (id: string) => [...helpKeys.all, "request", id] as const,
};

const requestUrl = (id: string) => `/api/help/requests/${encodeURIComponent(id)}`;

export const inboxQuery = () =>
  queryOptions({
    queryKey: helpKeys.inbox(),
    queryFn: () => api<HelpInboxResponse>("/api/help/inbox"),
    staleTime: 0,
    // The waiting times move; new requests arrive.
    refetchInterval: 60_000,
  });

export const helpRequestQuery = (id: string) =>
  queryOptions({
    queryKey: helpKeys.request(id),
    queryFn: () => api<HelpRequestDetail>(requestUrl(id)),
    staleTime: 0,
  });

export function useAnswerHelp(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: HelpAnswerRequest) =>
      api<HelpRequestDetail>(`${requestUrl(id)}/answer`, { method: "POST", json: body }),
    onSuccess: (data) => {
      qc.setQueryData(helpKeys.request(id), data);
      void qc.invalidateQueries({ queryKey: helpKeys.inbox() });
    },
  });
}
