import type { TFunction } from "i18next";
import type { Language } from "@shared/i18n/languages";

/** i18n namespaces the landing page needs before it renders (prerender and hydration). */
export const LANDING_NAMESPACES: string[] = [];

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Title, description and social preview tags of the landing page. */
export function landingHead(t: TFunction, lang: Language): { title: string; head: string } {
  const title = "Kurswerk";
  const description = t("brand");
  return {
    title,
    head: [
      `<meta name="description" content="${esc(description)}" />`,
      `<meta property="og:title" content="${esc(title)}" />`,
      `<meta property="og:locale" content="${lang}" />`,
    ].join("\n    "),
  };
}
