import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { isLanguage } from "@shared/i18n/languages";
import { rememberLanguage } from "@/lib/i18n";
import { storedLanguage, useSession } from "@/lib/session";

/**
 * Spec: for a signed-in user the language is stored on the profile. On sign-in the
 * profile's language wins unless this browser has an explicit choice, which is then
 * written to the profile. Errors are only logged; the UI language stays.
 */
export function LanguageSync() {
  // Marks the document once React has taken over the (possibly prerendered) page.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  const { user } = useSession();
  const { i18n } = useTranslation();
  const synced = useRef<string | null>(null);
  useEffect(() => {
    if (!user || synced.current === user.id) return;
    synced.current = user.id;
    const local = storedLanguage();
    if (!isLanguage(local) && user.language !== i18n.resolvedLanguage) {
      void i18n.changeLanguage(user.language);
      rememberLanguage(user.language);
    }
  }, [user, i18n]);
  return null;
}
