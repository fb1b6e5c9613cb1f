import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  ChangeEmailInput,
  ChangePasswordInput,
  DisableTwoFactorInput,
  EmailPreferences,
  SettingsResponse,
} from "@shared/contracts/settings";
import { api } from "@/lib/api";
import { sessionQuery } from "@/lib/session";
import { uploadFile } from "@/lib/upload";

/** The settings screen's one request: profile, two-factor state, preferences, sessions. */
export const settingsQuery = () =>
  queryOptions({
    queryKey: ["me", "settings"],
    queryFn: () => api<SettingsResponse>("/api/me/settings"),
  });

/** After a write: the settings and the top bar's user (name, avatar) are read again. */
function useRefresh() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: settingsQuery().queryKey }),
      qc.invalidateQueries({ queryKey: sessionQuery.queryKey }),
    ]);
}

function useSettingsMutation<I, O>(fn: (input: I) => Promise<O>) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: fn, onSuccess: () => refresh() });
}

export const useSaveName = () =>
  useSettingsMutation((name: string) =>
    api<{ ok: true }>("/api/me/profile", { method: "PUT", json: { name } }),
  );

export const useUploadAvatar = () =>
  useSettingsMutation((file: File) => uploadFile<{ image: string }>("/api/me/avatar", file));

export const useRemoveAvatar = () =>
  useSettingsMutation(() => api<{ image: null }>("/api/me/avatar", { method: "DELETE" }));

export const useChangeEmail = () =>
  useSettingsMutation((input: ChangeEmailInput) =>
    api<{ status: boolean }>("/api/auth/change-email", {
      method: "POST",
      json: { newEmail: input.newEmail, callbackURL: "/app/settings/email" },
    }),
  );

export const useChangePassword = () =>
  useSettingsMutation((input: ChangePasswordInput) =>
    api<unknown>("/api/auth/change-password", {
      method: "POST",
      json: {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: true,
      },
    }),
  );

export const useEnableTwoFactor = () =>
  useMutation({
    mutationFn: (password: string) =>
      api<{ totpURI: string; backupCodes: string[] }>("/api/auth/two-factor/enable", {
        method: "POST",
        json: { password },
      }),
  });

export const useVerifyTotp = () =>
  useSettingsMutation((code: string) =>
    api<unknown>("/api/auth/two-factor/verify-totp", { method: "POST", json: { code } }),
  );

export const useDisableTwoFactor = () =>
  useSettingsMutation((input: DisableTwoFactorInput) =>
    api<{ ok: true }>("/api/me/two-factor/disable", { method: "POST", json: input }),
  );

export const useRevokeSession = () =>
  useSettingsMutation((id: string) =>
    api<{ ok: true }>(`/api/me/sessions/${encodeURIComponent(id)}`, { method: "DELETE" }),
  );

export const useRevokeOtherSessions = () =>
  useSettingsMutation(() =>
    api<{ ok: true }>("/api/me/sessions/revoke-others", { method: "POST", json: {} }),
  );

export const useSaveEmailPreferences = () =>
  useSettingsMutation((prefs: EmailPreferences) =>
    api<EmailPreferences>("/api/me/email-preferences", { method: "PUT", json: prefs }),
  );

export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (email: string) =>
      api<{ ok: true }>("/api/me/delete", { method: "POST", json: { email } }),
  });
