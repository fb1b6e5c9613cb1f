import { queryOptions } from "@tanstack/react-query";
import type { CreateLeadInput, CreateLeadResponse } from "@shared/contracts/leads";
import type { StarterResponse } from "@shared/contracts/plan";
import { withPlanDefaults } from "@shared/domain/learning-plan";
import type { Language } from "@shared/i18n/languages";
import { api } from "@/lib/api";
import type { OnboardingAnswers } from "@/lib/plan-questions";

export const leadApi = {
  create: (input: CreateLeadInput) =>
    api<CreateLeadResponse>("/api/leads", { method: "POST", json: input }),
  markRegistered: (token: string) =>
    api<{ ok: true }>("/api/leads/registered", { method: "POST", json: { token } }),
};

/** Step 7: the course the plan of these answers starts with (open questions get defaults). */
export const starterQuery = (answers: OnboardingAnswers, lang: Language) => {
  const body = { ...withPlanDefaults(answers), lang };
  return queryOptions({
    queryKey: ["plan", "starter", body],
    queryFn: () => api<StarterResponse>("/api/plan/starter", { method: "POST", json: body }),
    staleTime: 60_000,
  });
};
