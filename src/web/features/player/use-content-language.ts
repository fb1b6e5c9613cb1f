import { useTranslation } from "react-i18next";
import { FALLBACK_LANGUAGE, isLanguage, type Language } from "@shared/i18n/languages";

/** The interface language: course content is requested in it (query keys include it). */
export function useContentLanguage(): Language {
  const { i18n } = useTranslation();
  const l = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(l) ? l : FALLBACK_LANGUAGE;
}
