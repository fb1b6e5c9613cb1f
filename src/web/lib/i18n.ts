import i18n, { type LanguageDetectorModule } from "i18next";
import { initReactI18next } from "react-i18next";
import { FALLBACK_LANGUAGE, isLanguage, LANGUAGES, type Language } from "@shared/i18n/languages";

/**
 * Namespaces live in locales/<lang>/<ns>.json, one file per feature area, and are
 * loaded when a screen needs them (code split by area). "common" is always loaded.
 */
export const LANG_STORAGE_KEY = "kurswerk.lang";
export const LANG_COOKIE = "kurswerk_lang";

const files = import.meta.glob<{ default: Record<string, unknown> }>("../locales/*/*.json");

export async function loadNamespace(lng: string, ns: string) {
  // Validation texts are shared with the server (shared/i18n/messages.ts): loaded on demand.
  if (ns === "validation") {
    const { validationMessages } = await import("@shared/i18n/messages");
    return isLanguage(lng) ? validationMessages[lng] : {};
  }
  const loader = files[`../locales/${lng}/${ns}.json`];
  if (!loader) return {};
  return (await loader()).default;
}

/** The visitor's languages in order: the stored choice, then the browser's languages. */
function detectLanguages(): string[] {
  const found: string[] = [];
  try {
    const stored = localStorage.getItem(LANG_STORAGE_KEY);
    if (stored) found.push(stored);
  } catch {
    /* private mode, or no browser (prerender) */
  }
  if (typeof navigator !== "undefined") {
    found.push(...(navigator.languages ?? []));
    if (navigator.language) found.push(navigator.language);
  }
  return found;
}

/** The supported language i18next will start with (before a profile's language applies). */
export function likelyLanguage(): Language {
  for (const l of detectLanguages()) {
    const base = l.toLowerCase().split("-")[0];
    if (isLanguage(base)) return base;
  }
  return FALLBACK_LANGUAGE;
}

/**
 * i18next takes the first supported one of the detected languages. (What
 * i18next-browser-languagedetector did with order ["localStorage", "navigator"] and no
 * caching, without its 6 KB on every page.)
 */
const languageDetector: LanguageDetectorModule = {
  type: "languageDetector",
  detect() {
    const found = detectLanguages();
    return found.length > 0 ? found : undefined;
  },
  cacheUserLanguage() {},
};

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
    .use(languageDetector)
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

export { i18n };
