import { z } from "zod";
import { LANGUAGES, type Language } from "../i18n/languages";
import { V } from "../i18n/messages";
import { contrastProblem } from "../domain/contrast";
import { SITE_IMAGE_URL } from "../domain/media";
import { liveLanding, type LiveFacts, type LiveFigure } from "../domain/landing-live";

/**
 * The site document (issue 31): brand, landing texts per language, visibility of the
 * landing's sections and figures, and the pages. Stored as numbered revisions
 * (src/server/modules/site, decision 0133). An empty text means "the built-in text":
 * a new install publishes nothing and shows exactly the spec's landing page.
 */

/** The landing's sections that can be hidden, in the spec's order (the footer always shows). */
export const SITE_SECTIONS = [
  "hero",
  "problem",
  "skills",
  "how",
  "testimonials",
  "roi",
  "final",
] as const;
export type SiteSection = (typeof SITE_SECTIONS)[number];

/** The landing's figures (the ROI block), each can be hidden. */
export const SITE_FIGURES = [
  "learners",
  "graduates",
  "success",
  "salary",
  "raise",
  "career",
  "motivation",
  "rating",
] as const;
export type SiteFigure = (typeof SITE_FIGURES)[number];

const items = (prefix: string, keys: readonly string[], fields: readonly string[]) =>
  keys.flatMap((k) => fields.map((f) => `${prefix}.${k}.${f}`));

/**
 * Every editable text of the landing page (keys of the `landing` namespace), grouped by
 * section in the spec's order. The built-in texts of each language are the defaults.
 */
export const SITE_TEXT_GROUPS: { section: SiteSection | "footer" | "meta"; keys: string[] }[] = [
  { section: "meta", keys: ["meta.title", "meta.description"] },
  {
    section: "hero",
    keys: [
      "hero.badge",
      "hero.title",
      "hero.subtitle",
      "hero.primary",
      "hero.funnel",
      "hero.rating",
      "hero.learners",
      "hero.noCard",
      "hero.card.label",
      "hero.card.title",
      ...items("hero.card", ["items"], ["one", "two", "three"]),
      "hero.card.certificate",
    ],
  },
  {
    section: "problem",
    keys: [
      "problem.title",
      "problem.lead",
      ...items("problem.items", ["choice", "theory", "time"], ["title", "text"]),
      "problem.solution",
    ],
  },
  {
    section: "skills",
    keys: [
      "skills.title",
      "skills.lead",
      ...items(
        "skills.items",
        ["webDev", "ai", "data", "design", "freelancing", "marketing"],
        ["title", "text"],
      ),
    ],
  },
  {
    section: "how",
    keys: [
      "how.title",
      "how.lead",
      ...items("how.steps", ["goal", "path", "projects", "certificate"], ["title", "text"]),
      "how.price.title",
      "how.price.text",
      ...items("how.price", ["benefits"], ["free", "certificate", "price"]),
      "how.price.cta",
    ],
  },
  {
    section: "testimonials",
    keys: [
      "testimonials.title",
      "testimonials.lead",
      ...items("testimonials.items", ["julia", "murat", "sophie"], ["name", "role", "quote"]),
      "testimonials.rating",
    ],
  },
  {
    section: "roi",
    keys: [
      "roi.title",
      "roi.lead",
      ...items(
        "roi.items",
        ["learners", "graduates", "success", "salary", "raise", "career", "motivation"],
        ["value", "label"],
      ),
      "roi.rating.value",
      "roi.rating.label",
    ],
  },
  { section: "final", keys: ["final.title", "final.text", "final.primary", "final.funnel"] },
  { section: "footer", keys: ["footer.tagline", "footer.copyright"] },
];
export const SITE_TEXT_KEYS: string[] = SITE_TEXT_GROUPS.flatMap((g) => g.keys);
const TEXT_KEY_SET = new Set(SITE_TEXT_KEYS);

/** The three legal pages; an operator's own pages get a slug of their choice. */
export const LEGAL_PAGES = ["impressum", "datenschutz", "agb"] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];
export const MAX_OWN_PAGES = 10;
/** The legal pages' titles while the operator gives none. */
export const LEGAL_TITLES: Record<LegalPage, Record<Language, string>> = {
  impressum: { de: "Impressum", en: "Legal notice", es: "Aviso legal", fr: "Mentions légales" },
  datenschutz: {
    de: "Datenschutzerklärung",
    en: "Privacy policy",
    es: "Política de privacidad",
    fr: "Politique de confidentialité",
  },
  agb: {
    de: "AGB",
    en: "Terms and conditions",
    es: "Condiciones generales",
    fr: "Conditions générales",
  },
};

/** A page's title in a language: its own, the default language's, else the built-in one. */
export function sitePageTitle(
  page: { slug: string; title: Partial<Record<Language, string>> },
  lang: Language,
  defaultLanguage: Language,
): string {
  const own = siteText(page.title, lang, defaultLanguage).trim();
  if (own) return own;
  return (LEGAL_TITLES as Record<string, Record<Language, string>>)[page.slug]?.[lang] ?? page.slug;
}

const text = (max: number) => z.string().max(max);
const perLanguage = <T extends z.ZodType>(s: T) =>
  z.object({ de: s, en: s, es: s, fr: s }).partial().strict();

export const siteHexColor = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, V("siteColorFormat"))
  .transform((s) => s.toLowerCase());

/** An image uploaded for the site (decision 0152), or "" for none; older documents lack it. */
const siteImageUrl = (kind: "logo" | "favicon") =>
  z
    .union([
      z.literal(""),
      z
        .string()
        .regex(SITE_IMAGE_URL)
        .refine((u) => u.startsWith(`/uploads/site/${kind}/`)),
    ])
    .default("");

export const siteBrandSchema = z
  .object({
    name: z.string().trim().min(1, V("siteNameRequired")).max(60, V("siteNameMax")),
    // Empty: the built-in colour.
    primaryColor: z.union([z.literal(""), siteHexColor]),
    defaultLanguage: z.enum(LANGUAGES),
    supportEmail: z.union([z.literal(""), z.string().trim().email(V("emailInvalid")).max(200)]),
    // Uploaded through POST /api/admin/site/images/{kind} (our origin only); empty: none.
    logoLight: siteImageUrl("logo"),
    logoDark: siteImageUrl("logo"),
    favicon: siteImageUrl("favicon"),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.primaryColor && contrastProblem(b.primaryColor))
      ctx.addIssue({ code: "custom", path: ["primaryColor"], message: V("siteColorContrast") });
  });

export const sitePageSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/, V("sitePageSlug")),
    title: perLanguage(text(120)),
    body: perLanguage(text(50_000)),
    inNav: z.boolean(),
  })
  .strict();
export type SitePage = z.infer<typeof sitePageSchema>;

export const siteDocumentSchema = z
  .object({
    brand: siteBrandSchema,
    // Per language: landing key -> text; a missing or empty text is the default.
    texts: perLanguage(z.record(z.string(), text(600))),
    hiddenSections: z.array(z.enum(SITE_SECTIONS)).max(SITE_SECTIONS.length),
    hiddenFigures: z.array(z.enum(SITE_FIGURES)).max(SITE_FIGURES.length),
    // The legal pages first (always all three), then up to 10 own pages.
    pages: z.array(sitePageSchema).max(LEGAL_PAGES.length + MAX_OWN_PAGES),
  })
  .strict()
  .superRefine((d, ctx) => {
    for (const [lang, texts] of Object.entries(d.texts))
      for (const key of Object.keys(texts ?? {}))
        if (!TEXT_KEY_SET.has(key))
          ctx.addIssue({ code: "custom", path: ["texts", lang, key], message: V("invalid") });
    const slugs = d.pages.map((p) => p.slug);
    if (new Set(slugs).size !== slugs.length)
      ctx.addIssue({ code: "custom", path: ["pages"], message: V("sitePageSlugTaken") });
    LEGAL_PAGES.forEach((slug, i) => {
      if (slugs[i] !== slug)
        ctx.addIssue({ code: "custom", path: ["pages", i, "slug"], message: V("sitePageSlug") });
    });
    if (slugs.slice(LEGAL_PAGES.length).some((s) => (LEGAL_PAGES as readonly string[]).includes(s)))
      ctx.addIssue({ code: "custom", path: ["pages"], message: V("sitePageSlugTaken") });
  });
export type SiteDocument = z.infer<typeof siteDocumentSchema>;

/** What a new install shows: the built-in brand and texts, empty legal pages. */
export function defaultSiteDocument(): SiteDocument {
  return {
    brand: {
      name: "Kurswerk",
      primaryColor: "",
      defaultLanguage: "de",
      supportEmail: "",
      logoLight: "",
      logoDark: "",
      favicon: "",
    },
    texts: {},
    hiddenSections: [],
    hiddenFigures: [],
    pages: LEGAL_PAGES.map((slug) => ({ slug, title: {}, body: {}, inNav: false })),
  };
}

export const sitePublishBody = z
  .object({ expectedRevision: z.number().int().min(0), document: siteDocumentSchema })
  .strict();
export const siteRestoreBody = z
  .object({ expectedRevision: z.number().int().min(0), revision: z.number().int().min(1) })
  .strict();

export const siteHistoryEntry = z.object({
  revision: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  restoredFrom: z.number().int().nullable(),
});
const allLanguages = z.object({ de: z.string(), en: z.string(), es: z.string(), fr: z.string() });
/**
 * Drafts of the legal pages the admin can take over, review and publish (issue 46, decision
 * 0179): the privacy policy as this install's configuration makes it, the Impressum's
 * required parts with brackets for the operator's own.
 */
export const siteDrafts = z.object({ datenschutz: allLanguages, impressum: allLanguages });
export type SiteDrafts = z.infer<typeof siteDrafts>;

export const siteAdminResponse = z.object({
  revision: z.number().int(),
  document: siteDocumentSchema,
  history: z.array(siteHistoryEntry),
  /** The landing shows the spec's example claims where the operator wrote none (not production). */
  examples: z.boolean(),
  drafts: siteDrafts,
});
export type SiteAdminResponse = z.infer<typeof siteAdminResponse>;

/** The path a page is served at (server-rendered, without JavaScript). */
export const sitePagePath = (slug: string) =>
  (LEGAL_PAGES as readonly string[]).includes(slug) ? `/${slug}` : `/seiten/${slug}`;

/** A text of the document in a language: that language's, else the default language's. */
export function siteText(
  byLang: Partial<Record<Language, string>>,
  lang: Language,
  defaultLanguage: Language,
): string {
  return byLang[lang]?.trim() ? byLang[lang]! : (byLang[defaultLanguage] ?? "");
}

/** A page as the header and footer link it. */
export interface SiteLink {
  slug: string;
  path: string;
  title: Partial<Record<Language, string>>;
  inNav: boolean;
}

/**
 * What this install's own data says (issue 46, decision 0178): published courses, their
 * lessons and hours of content, the skill areas they cover, and the learners once there are
 * enough to be worth saying (else null). Read by the server when it renders the landing.
 */
export type SiteFacts = LiveFacts;

/** Below this many learners the landing does not name their number. */
export const LEARNERS_WORTH_SAYING = 100;

/** A learner count as the landing says it: rounded down to two significant digits, or null. */
export function learnersWorthSaying(n: number): number | null {
  if (n < LEARNERS_WORTH_SAYING) return null;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1);
  return Math.floor(n / step) * step;
}

/**
 * What the web pages get of the published document (embedded in the page as JSON, so the
 * prerendered landing hydrates the same tree): the brand, the operator's texts per language
 * (only that language's: a text not translated is the built-in text of the visitor's
 * language, never another language's, issue 46), what is hidden, the pages with content.
 * `examples`: the landing shows the spec's example claims (figures, ratings, testimonials,
 * all six skill areas) where the operator wrote nothing: true outside production (the demo),
 * false in production, where only the operator's texts and `facts` are shown.
 */
export interface SiteClientData {
  revision: number;
  brand: {
    name: string;
    primaryColor: string;
    logoLight: string;
    logoDark: string;
    favicon: string;
  };
  texts: Partial<Record<Language, Record<string, string>>>;
  hiddenSections: SiteSection[];
  hiddenFigures: SiteFigure[];
  links: SiteLink[];
  examples: boolean;
  facts: SiteFacts | null;
  /** The year the footer names (the current one when the page was rendered). */
  year: number;
  /** Production: landing keys (items, sections) not shown, per language (landing-live.ts). */
  hidden: Partial<Record<Language, string[]>>;
  /** Production: the install's figures, per language, formatted. */
  figures: Partial<Record<Language, LiveFigure[]>>;
}

export function siteClientData(
  revision: number,
  doc: SiteDocument,
  live: { examples: boolean; facts: SiteFacts | null; year: number } = {
    examples: true,
    facts: null,
    year: new Date().getFullYear(),
  },
): SiteClientData {
  const def = doc.brand.defaultLanguage;
  const texts: SiteClientData["texts"] = {};
  const hidden: SiteClientData["hidden"] = {};
  const figures: SiteClientData["figures"] = {};
  for (const lang of LANGUAGES) {
    const out: Record<string, string> = {};
    for (const key of SITE_TEXT_KEYS) {
      const v = doc.texts[lang]?.[key];
      if (v?.trim()) out[key] = v;
    }
    texts[lang] = out;
    if (!live.examples) {
      const r = liveLanding(lang, out, live.facts, {
        year: live.year,
        brand: doc.brand.name,
        hiddenFigures: doc.hiddenFigures,
      });
      texts[lang] = { ...r.texts, ...out };
      hidden[lang] = r.hidden;
      figures[lang] = r.figures;
    }
  }
  const links: SiteLink[] = doc.pages
    .filter((p) => LANGUAGES.some((l) => p.body[l]?.trim()))
    .map((p) => {
      const title: Partial<Record<Language, string>> = {};
      for (const l of LANGUAGES) title[l] = sitePageTitle(p, l, def);
      return { slug: p.slug, path: sitePagePath(p.slug), title, inNav: p.inNav };
    });
  return {
    revision,
    brand: {
      name: doc.brand.name,
      primaryColor: doc.brand.primaryColor,
      logoLight: doc.brand.logoLight,
      logoDark: doc.brand.logoDark,
      favicon: doc.brand.favicon,
    },
    texts,
    hiddenSections: doc.hiddenSections,
    hiddenFigures: doc.hiddenFigures,
    links,
    examples: live.examples,
    facts: live.facts,
    year: live.year,
    hidden,
    figures,
  };
}

export const sitePreviewBody = z
  .object({ document: siteDocumentSchema, language: z.enum(LANGUAGES) })
  .strict();
export const sitePreviewResponse = z.object({ html: z.string().nullable() });

/** Answer of an image upload for the site: the stored file's URL on our origin. */
export const siteImageResponse = z.object({ url: z.string() });
export type SiteImageResponse = z.infer<typeof siteImageResponse>;
