import i18n from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import { initReactI18next } from "react-i18next";
import { FALLBACK_LANGUAGE, isLanguage, LANGUAGES, type Language } from "@shared/i18n/languages";
import { translateValidationMessage, validationMessages } from "@shared/i18n/messages";
import { installZodErrorMap } from "@shared/i18n/zod-errors";

// The product's zod error map: form errors are markers translated by translateValidation.
installZodErrorMap();

/**
 * Namespaces live in locales/<lang>/<ns>.json, one file per feature area, and are
 * loaded when a screen needs them (code split by area). "common" is always loaded.
 */
export const LANG_STORAGE_KEY = "kurswerk.lang";
export const LANG_COOKIE = "kurswerk_lang";

const files = import.meta.glob<{ default: Record<string, unknown> }>("../locales/*/*.json");

export async function loadNamespace(lng: string, ns: string) {
  const loader = files[`../locales/${lng}/${ns}.json`];
  if (!loader) return {};
  return (await loader()).default;
}

let initialized: Promise<typeof i18n> | null = null;

export function initI18n(initialLanguage?: Language) {
  if (initialized) return initialized;
  initialized = i18n
    .use({
      type: "backend",
      init() {},
      read(lng: string, ns: string, cb: (err: unknown, data?: Record<string, unknown>) => void) {
        loadNamespace(lng, ns).then(
          (data) => cb(null, data),
          (err) => cb(err),
        );
      },
    })
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      lng: initialLanguage,
      supportedLngs: [...LANGUAGES],
      fallbackLng: FALLBACK_LANGUAGE,
      nonExplicitSupportedLngs: true,
      load: "languageOnly",
      ns: ["common"],
      defaultNS: "common",
      partialBundledLanguages: true,
      resources: Object.fromEntries(
        LANGUAGES.map((l) => [l, { validation: validationMessages[l] }]),
      ),
      detection: {
        order: ["localStorage", "navigator"],
        lookupLocalStorage: LANG_STORAGE_KEY,
        caches: [],
      },
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    })
    .then(() => {
      syncDocumentLanguage(currentLanguage());
      i18n.on("languageChanged", (l) =>
        syncDocumentLanguage(isLanguage(l) ? l : FALLBACK_LANGUAGE),
      );
      return i18n;
    });
  return initialized;
}

function syncDocumentLanguage(lang: Language) {
  if (typeof document !== "undefined") document.documentElement.lang = lang;
}

export function currentLanguage(): Language {
  const l = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(l) ? l : FALLBACK_LANGUAGE;
}

/** Keeps the choice locally (and in a cookie so the server can prerender the right language). */
export function rememberLanguage(lang: Language) {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    /* private mode */
  }
  document.cookie = `${LANG_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/**
 * Translates a validation message from shared/contracts ("v:key") or the product's zod
 * error map (shared/i18n/zod-errors.ts) into the interface language.
 */
export function translateValidation(message: string | undefined): string | undefined {
  if (!message) return message;
  return translateValidationMessage(message, currentLanguage());
}

export { i18n };
