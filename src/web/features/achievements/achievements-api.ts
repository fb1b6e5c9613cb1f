import { queryOptions } from "@tanstack/react-query";
import type {
  AchievementsResponse,
  VerifyCertificateResponse,
} from "@shared/contracts/achievements";
import { api } from "@/lib/api";

/** Under the learner area's root key: a completion elsewhere invalidates it. */
export const achievementsQuery = () =>
  queryOptions({
    queryKey: ["learning", "achievements"],
    queryFn: () => api<AchievementsResponse>("/api/me/achievements"),
  });

export const verifyQuery = (id: string) =>
  queryOptions({
    queryKey: ["verify", id],
    queryFn: () =>
      api<VerifyCertificateResponse>(`/api/certificates/${encodeURIComponent(id)}/verify`),
    retry: false,
  });
