import type { TFunction } from "i18next";
import type { Language } from "@shared/i18n/languages";
import { brandName } from "@/lib/site";
// The same content-hashed file the stylesheet loads; preloading it keeps the hero text
// from reflowing when the web font replaces the fallback (no layout shift).
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { escapeHtml } from "@shared/text/html";

/** i18n namespaces the landing page needs before it renders (prerender and hydration). */
export const LANDING_NAMESPACES: string[] = ["landing"];

const OG_LOCALES: Record<Language, string> = {
  de: "de_DE",
  en: "en_US",
  es: "es_ES",
  fr: "fr_FR",
};

/** Title, description and social preview tags of the landing page. */
export function landingHead(t: TFunction, lang: Language): { title: string; head: string } {
  const title = t("meta.title", { ns: "landing" });
  const description = t("meta.description", { ns: "landing" });
  const ogTitle = t("meta.ogTitle", { ns: "landing" });
  return {
    title,
    head: [
      `<link rel="preload" href="${interLatin}" as="font" type="font/woff2" crossorigin />`,
      `<meta name="description" content="${escapeHtml(description)}" />`,
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="${escapeHtml(brandName())}" />`,
      `<meta property="og:title" content="${escapeHtml(ogTitle)}" />`,
      `<meta property="og:description" content="${escapeHtml(description)}" />`,
      `<meta property="og:locale" content="${OG_LOCALES[lang]}" />`,
      ...Object.entries(OG_LOCALES)
        .filter(([l]) => l !== lang)
        .map(([, loc]) => `<meta property="og:locale:alternate" content="${loc}" />`),
      `<meta name="twitter:card" content="summary" />`,
      `<meta name="twitter:title" content="${escapeHtml(ogTitle)}" />`,
      `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
    ].join("\n    "),
  };
}
