import { admin } from "better-auth/plugins";
import { isLanguage } from "@shared/i18n/languages";
import { formatMessage } from "@shared/i18n/messages";

/**
 * Better Auth's admin plugin (decision 0046): the ban columns on `user`, and the refusal of
 * a new session for a banned account ("Dein Konto ist gesperrt", in the account's language).
 * Its HTTP endpoints under /api/auth/admin/* are not offered (app.ts answers 404): every
 * change goes through /api/admin/users*, where the product's rules and the audit trail apply.
 */
export function adminPlugin() {
  return admin({
    defaultRole: "user",
    adminRoles: ["admin"],
    bannedUserMessage: (user: Record<string, unknown>) =>
      formatMessage("accountBlocked", isLanguage(user.language) ? user.language : "de"),
  });
}

/** Paths of the plugin's own endpoints, closed to HTTP callers. */
export const isAdminPluginPath = (path: string) => path.startsWith("/api/auth/admin/");
