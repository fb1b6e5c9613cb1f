/**
 * The learner's help requests on a code exercise (issue 45, decision 0223):
 *
 * - `myHelpQuery(exerciseId)`   GET  /api/learning/exercises/{id}/help → their newest requests
 * - `useAskForHelp(exerciseId)` POST /api/learning/exercises/{id}/help { question, files }
 */
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { HelpAskRequest, MyHelpResponse } from "@shared/contracts/help";
import { api } from "@/lib/api";

const url = (exerciseId: string) =>
  `/api/learning/exercises/${encodeURIComponent(exerciseId)}/help`;

export const myHelpQuery = (exerciseId: string) =>
  queryOptions({
    queryKey: ["help", "mine", exerciseId] as const,
    queryFn: () => api<MyHelpResponse>(url(exerciseId)),
    staleTime: 0,
  });

export function useAskForHelp(exerciseId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: HelpAskRequest) =>
      api<MyHelpResponse>(url(exerciseId), { method: "POST", json: body }),
    onSuccess: (data) => qc.setQueryData(myHelpQuery(exerciseId).queryKey, data),
  });
}
