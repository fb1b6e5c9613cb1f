import type { CreateLeadInput, CreateLeadResponse } from "@shared/contracts/leads";
import { api } from "@/lib/api";

export const leadApi = {
  create: (input: CreateLeadInput) =>
    api<CreateLeadResponse>("/api/leads", { method: "POST", json: input }),
  markRegistered: (token: string) =>
    api<{ ok: true }>("/api/leads/registered", { method: "POST", json: { token } }),
};
