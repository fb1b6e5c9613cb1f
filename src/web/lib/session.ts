import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MeResponse, SessionUser, SocialProviderId } from "@shared/contracts/auth";
import { api } from "./api";
import { LANG_STORAGE_KEY } from "./i18n";

export const sessionQuery = queryOptions({
  queryKey: ["session"],
  queryFn: () => api<MeResponse>("/api/me"),
  staleTime: 60_000,
});

export const authConfigQuery = queryOptions({
  queryKey: ["auth-config"],
  queryFn: () => api<{ providers: SocialProviderId[] }>("/api/auth-config"),
  staleTime: Infinity,
});

export function useSession(): { user: SessionUser | null; isLoading: boolean } {
  const q = useQuery(sessionQuery);
  return { user: q.data?.user ?? null, isLoading: q.isPending };
}

/** Better Auth calls (mounted at /api/auth). */
export const authApi = {
  signUp: (input: {
    name: string;
    email: string;
    password: string;
    language: string;
    callbackURL: string;
  }) => api<{ user: { id: string } }>("/api/auth/sign-up/email", { method: "POST", json: input }),
  signIn: (input: { email: string; password: string; rememberMe: boolean; callbackURL?: string }) =>
    api<{ user: { id: string } } | { twoFactorRedirect: true }>("/api/auth/sign-in/email", {
      method: "POST",
      json: input,
    }),
  signOut: () => api<{ success: boolean }>("/api/auth/sign-out", { method: "POST", json: {} }),
  requestReset: (email: string) =>
    api<{ status: boolean }>("/api/auth/request-password-reset", {
      method: "POST",
      json: { email, redirectTo: "/auth?type=recovery" },
    }),
  social: (provider: SocialProviderId, callbackURL = "/app") =>
    api<{ url?: string; redirect?: boolean }>("/api/auth/sign-in/social", {
      method: "POST",
      json: { provider, callbackURL },
    }),
  resetSession: (token: string) =>
    api<{ valid: boolean }>(`/api/account/reset-session?token=${encodeURIComponent(token)}`),
  resetPassword: (input: { token: string; password: string; confirmPassword: string }) =>
    api<{ ok: true }>("/api/account/reset-password", { method: "POST", json: input }),
  setLanguage: (language: string) =>
    api<{ language: string }>("/api/me/language", { method: "PUT", json: { language } }),
};

export function useInvalidateSession() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: sessionQuery.queryKey });
}

/** Clears everything cached for the previous user. */
export function useResetAfterSignOut() {
  const qc = useQueryClient();
  return async () => {
    qc.clear();
    await qc.fetchQuery(sessionQuery);
  };
}

export function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANG_STORAGE_KEY);
  } catch {
    return null;
  }
}

export { initialsOf } from "@shared/domain/initials";
