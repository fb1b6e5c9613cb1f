import type { i18n as I18n } from "i18next";
import type {
  SiteClientData,
  SiteFacts,
  SiteFigure,
  SiteLink,
  SiteSection,
} from "@shared/contracts/site";
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
/**
 * Whether the landing shows the spec's example claims where the operator wrote nothing
 * (issue 46, decision 0178): the build's page and the demo do; a production install shows
 * only its operator's texts and its own figures.
 */
export const examplesShown = () => current?.examples !== false;
/** This install's figures (production only). */
export const siteFacts = (): SiteFacts | null => current?.facts ?? null;
export const siteYear = () => current?.year ?? new Date().getFullYear();
/** Whether the operator wrote this landing text in this language. */
export const operatorWrote = (key: string, lang: string) =>
  Boolean(current?.texts[lang as Language]?.[key]?.trim());
export const siteNavLinks = (): SiteLink[] => siteLinks().filter((l) => l.inNav);
export const siteLinkTitle = (l: SiteLink, lang: string) =>
  l.title[lang as Language] ?? l.title.de ?? l.slug;

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

/** The landing's skill areas (keys of the `landing` texts) and the catalogue's area each is. */
export const LANDING_SKILL_AREAS = [
  { key: "webDev", area: "web-development" },
  { key: "ai", area: "ai-automation" },
  { key: "data", area: "data-analytics" },
  { key: "design", area: "ui-ux" },
  { key: "freelancing", area: "freelancing" },
  { key: "marketing", area: "digital-marketing" },
] as const;
export const LANDING_TESTIMONIALS = ["julia", "murat", "sophie"] as const;

/** The skill areas the landing shows: all six in the demo, those the catalogue has in production. */
export function shownSkillAreas(): (typeof LANDING_SKILL_AREAS)[number]["key"][] {
  const areas = examplesShown() ? null : (siteFacts()?.skillAreas ?? []);
  return LANDING_SKILL_AREAS.filter((a) => !areas || areas.includes(a.area)).map((a) => a.key);
}

/** The testimonials the landing shows: the demo's examples, or those the operator wrote in this language. */
export function shownTestimonials(lang: string): (typeof LANDING_TESTIMONIALS)[number][] {
  if (examplesShown()) return [...LANDING_TESTIMONIALS];
  return LANDING_TESTIMONIALS.filter(
    (p) =>
      operatorWrote(`testimonials.items.${p}.quote`, lang) &&
      operatorWrote(`testimonials.items.${p}.name`, lang),
  );
}
