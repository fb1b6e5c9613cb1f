import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MeResponse, SessionUser, SocialProviderId } from "@shared/contracts/auth";
import { api } from "./api";
import { LANG_STORAGE_KEY } from "./i18n";
import { useHydrated } from "./use-hydrated";

export const sessionQuery = queryOptions({
  queryKey: ["session"],
  queryFn: () => api<MeResponse>("/api/me"),
  staleTime: 60_000,
});

/**
 * The social sign-in providers this server has configured, from the session answer
 * (decision 0092). Empty until that answer is there, and while a prerendered page hydrates
 * (its HTML was rendered without them), so the buttons appear only once they work.
 */
export function useSocialProviders(): readonly SocialProviderId[] {
  const hydrated = useHydrated();
  const q = useQuery(sessionQuery);
  return (hydrated && q.data?.socialProviders) || NO_PROVIDERS;
}
const NO_PROVIDERS: readonly SocialProviderId[] = [];

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
/**
 * Drops the signed-in user's data after sign-out. Inside the router the navigation that
 * follows mounts a new screen, so the cache is simply cleared. The landing page hydrates
 * without the router (lib/navigation.tsx) and nothing re-mounts it: there the session query
 * is reset in place (`inPlace`), so its header and banner see the signed-out state.
 */
export function useResetAfterSignOut() {
  const qc = useQueryClient();
  const isSession = (key: readonly unknown[]) => key.length === 1 && key[0] === "session";
  return async ({ inPlace = false }: { inPlace?: boolean } = {}) => {
    if (inPlace) {
      qc.removeQueries({ predicate: (q) => !isSession(q.queryKey) });
      qc.getMutationCache().clear();
      await qc.resetQueries({ queryKey: sessionQuery.queryKey, exact: true });
    } else {
      qc.clear();
    }
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
