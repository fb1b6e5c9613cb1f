import { useTranslation } from "react-i18next";
import { useAppNavigation } from "./navigation";
import { authApi, useResetAfterSignOut } from "./session";
import { logHandled } from "@/lib/log";

/**
 * Signs out, toasts and goes to "/". The spec has two wordings: the app and admin
 * menus say "Successfully signed out"/"Error signing out" (key variant "menu"), the site
 * header says "Erfolgreich abgemeldet"/"Fehler beim Abmelden" (variant "header").
 * sonner loads with the toast, not with the header (the landing page's first load); the
 * deferred toaster (providers.tsx) has loaded it by then.
 */
export function useSignOut(variant: "menu" | "header" = "menu") {
  const { t } = useTranslation();
  const { navigate, withRouter } = useAppNavigation();
  const reset = useResetAfterSignOut();
  return async () => {
    try {
      await authApi.signOut();
      await reset({ inPlace: !withRouter });
      const { toast } = await import("sonner");
      toast.success(t(variant === "menu" ? "signOut.successMenu" : "signOut.successHeader"));
      navigate("/");
    } catch (err) {
      logHandled("sign out failed", err);
      const { toast } = await import("sonner");
      toast.error(t(variant === "menu" ? "signOut.errorMenu" : "signOut.errorHeader"));
    }
  };
}
