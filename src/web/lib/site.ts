import type { i18n as I18n } from "i18next";
import type { SiteClientData, SiteFigure, SiteLink, SiteSection } from "@shared/contracts/site";
import type { LiveFigure } from "@shared/domain/landing-live";
import type { Language } from "@shared/i18n/languages";

/**
 * The published site settings in the web app (issue 31, decision 0134). The server puts
 * them into the page (`<script type="application/json" id="kw-site">`) when an operator has
 * published any; the prerender gets them as an argument. Without them every text is the
 * built-in one. Kept per page load: a new revision arrives with the next page.
 */
let current: SiteClientData | null = null;

/** The site data embedded in this page, if any (browser only). */
export function readSiteData(): SiteClientData | null {
  if (typeof document === "undefined") return null;
  const el = document.getElementById("kw-site");
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as SiteClientData;
  } catch {
    return null;
  }
}

export function setSite(site: SiteClientData | null) {
  current = site;
}

export const BUILT_IN_BRAND = "Kurswerk";
export const brandName = () => current?.brand.name ?? BUILT_IN_BRAND;
/** The uploaded logos ("" for none). */
export const brandLogos = () => ({
  light: current?.brand.logoLight ?? "",
  dark: current?.brand.logoDark ?? "",
});
/** Whether this page carries a published site (else everything is built in). */
export const sitePublished = () => current !== null;
export const sectionShown = (s: SiteSection) => !current?.hiddenSections.includes(s);
export const figureShown = (f: SiteFigure) => !current?.hiddenFigures.includes(f);
export const siteLinks = (): SiteLink[] => current?.links ?? [];
export const siteNavLinks = (): SiteLink[] => siteLinks().filter((l) => l.inNav);
export const siteLinkTitle = (l: SiteLink, lang: string) =>
  l.title[lang as Language] ?? l.title.de ?? l.slug;
/**
 * Whether the landing shows the spec's example claims (issue 46, decision 0178): the build's
 * page and the demo do. A production page comes with what to leave out and its own figures,
 * resolved by the server (shared/domain/landing-live.ts).
 */
export const examplesShown = () => current?.examples !== false;
/** Whether a landing item or section (by its text key) is left out in this language. */
export const landingHidden = (key: string, lang: string) =>
  current?.hidden?.[lang as Language]?.includes(key) ?? false;
export const siteFigures = (lang: string): LiveFigure[] =>
  current?.figures?.[lang as Language] ?? [];

// The built-in texts as first loaded, per language and namespace, to apply a site to.
const pristine = new Map<string, Record<string, unknown>>();

function replaceBrand(v: unknown, name: string): unknown {
  if (typeof v === "string") return v.replaceAll(BUILT_IN_BRAND, name);
  if (v && typeof v === "object")
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, replaceBrand(x, name)]));
  return v;
}

/**
 * Puts a site's texts into i18next: the brand name for "Kurswerk" in every loaded text, the
 * operator's landing texts over the built-in ones. With `null` the built-in texts return
 * (the prerender renders several sites one after another).
 */
export function applySiteTexts(i18n: I18n, site: SiteClientData | null) {
  const store = i18n.services.resourceStore.data;
  for (const [lang, namespaces] of Object.entries(store)) {
    for (const ns of Object.keys(namespaces)) {
      const key = `${lang}:${ns}`;
      if (!pristine.has(key))
        pristine.set(
          key,
          structuredClone(i18n.getResourceBundle(lang, ns) as Record<string, unknown>),
        );
      const base = pristine.get(key)!;
      const name = site?.brand.name ?? BUILT_IN_BRAND;
      const texts =
        name === BUILT_IN_BRAND ? base : (replaceBrand(base, name) as Record<string, unknown>);
      i18n.addResourceBundle(lang, ns, structuredClone(texts), true, true);
      if (ns === "landing" && site)
        for (const [k, v] of Object.entries(site.texts[lang as Language] ?? {}))
          i18n.addResource(lang, ns, k, v, { silent: true });
    }
  }
}

/** In the browser: apply the page's site now and to every namespace loaded later. */
export function applySiteTextsFromNowOn(i18n: I18n, site: SiteClientData | null) {
  if (!site) return;
  applySiteTexts(i18n, site);
  i18n.on("loaded", () => applySiteTexts(i18n, site));
}
