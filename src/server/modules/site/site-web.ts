import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Deps } from "../../context";
import { statementCounter } from "../../db/client";
import {
  siteClientData,
  sitePagePath,
  sitePageTitle,
  siteText,
  type SiteClientData,
  type SiteDocument,
  type SiteFacts,
} from "@shared/contracts/site";
import { LANGUAGES, type Language } from "@shared/i18n/languages";
import { ctaGradient, DARK_BACKGROUND, darkShade } from "@shared/domain/contrast";
import { SITE_FAVICON_VARIANTS, SITE_IMAGE_URL, variantUrl } from "@shared/domain/media";
import { publishedRevisionAndEpoch, siteDocument, siteFacts } from "./site.service";
import { sitePageHtml } from "./site-page-html";
import { escapeHtml } from "@shared/text/html";

/**
 * The published site in the web pages (issue 31, decision 0134). Nothing published
 * (revision 0): the build's prerendered files, unchanged. Otherwise the landing and /auth
 * are rendered by the build's SSR bundle (dist/prerender/prerender.js, the same code as
 * the build-time prerender) with the published document, once per process, revision and
 * language, and kept in memory; every request reads the published revision number first
 * (one index-only statement), so a publish through any process is seen by the next request
 * of every process.
 */

interface SsrModule {
  renderLanding(
    lang: Language,
    site?: SiteClientData,
  ): Promise<{ html: string; head: string; title: string; namespaces: string[] }>;
  renderAuth(
    lang: Language,
    site?: SiteClientData,
  ): Promise<{ html: string; namespaces: string[] }>;
}

interface SiteWebState {
  webDir: string | null;
  revision: number;
  /** The content epoch the landing's figures were read at (production, decision 0178). */
  epoch: number;
  facts: { value: SiteFacts; year: number; at: number } | null;
  pages: Map<string, string>;
  document: SiteDocument | null;
  ssr: Promise<SsrModule | null> | null;
  /** SSR renders share the bundle's i18next instance: one at a time. */
  chain: Promise<unknown>;
}

const states = new WeakMap<Deps, SiteWebState>();
function state(deps: Deps): SiteWebState {
  let s = states.get(deps);
  if (!s) {
    s = {
      webDir: null,
      revision: -1,
      epoch: -1,
      facts: null,
      pages: new Map(),
      document: null,
      ssr: null,
      chain: Promise.resolve(),
    };
    states.set(deps, s);
  }
  return s;
}

/** Called by app.ts when it serves the built web app. */
export function setSiteWebDir(deps: Deps, webDir: string) {
  state(deps).webDir = webDir;
}

/** The published document and its number, read per request; the document cached by number. */
export async function publishedSite(
  deps: Deps,
): Promise<{ revision: number; document: SiteDocument; cache: Map<string, string> }> {
  const s = state(deps);
  const { revision, epoch } = await publishedRevisionAndEpoch(deps.db);
  if (revision !== s.revision || !s.document) {
    const document = await siteDocument(deps.db, revision);
    // An older number than the one kept (a request that started before a publish) is
    // answered without replacing the newer cache.
    if (revision < s.revision) return { revision, document, cache: new Map() };
    s.revision = revision;
    s.document = document;
    s.pages = new Map();
  }
  // Published content changed (any process): the landing's figures are read again.
  if (epoch !== s.epoch || (s.facts && Date.now() - s.facts.at > FACTS_TTL_MS)) {
    s.epoch = epoch;
    s.facts = null;
    for (const key of [...s.pages.keys()]) if (key.startsWith("landing:")) s.pages.delete(key);
  }
  return { revision, document: s.document, cache: s.pages };
}

/**
 * How long a rendered production landing keeps its figures when no content changes: the
 * learners (new accounts do not raise the content epoch) and the year are read again after
 * it. Each process reads them from the database itself: nothing another process needs.
 */
const FACTS_TTL_MS = 60 * 60 * 1000;

/**
 * What the landing shows besides the document (decision 0178): outside production the
 * spec's example texts (the demo); in production only what is true of this install, its
 * figures read in one statement when the page is rendered and kept with it.
 */
export async function siteLive(
  deps: Deps,
): Promise<{ examples: boolean; facts: SiteFacts | null; year: number }> {
  if (!deps.config.isProduction)
    return { examples: true, facts: null, year: new Date().getFullYear() };
  const s = state(deps);
  if (!s.facts)
    s.facts = { value: await siteFacts(deps.db), year: new Date().getFullYear(), at: Date.now() };
  return { examples: false, facts: s.facts.value, year: s.facts.year };
}

/**
 * Whether the page is the build's prerendered file: /auth while nothing is published; the
 * landing too, outside production (its example texts are the demo's). A production landing
 * is always rendered, with this install's figures.
 */
const builtFileServes = (deps: Deps, page: "landing" | "auth", revision: number) =>
  revision === 0 && (page === "auth" || !deps.config.isProduction);

const jsonForScript = (v: unknown) =>
  JSON.stringify(v)
    .replace(/</g, "\\u003c")
    .replace(/\u2028|\u2029/g, "");

/**
 * The brand colour's <style>: the colour in the light theme; in the dark theme (decision 0159)
 * a lightened shade of it with the dark background as text on it (darkShade), applied as
 * `.dark` is in styles.css: by class, or by the system setting without `.light`.
 */
export function brandStyle(c: string): string {
  if (!c) return "";
  const d = darkShade(c);
  const dark = `--primary:${d};--ring:${d};--sidebar-primary:${d};--primary-foreground:${DARK_BACKGROUND};--sidebar-primary-foreground:${DARK_BACKGROUND};--cta-to:color-mix(in oklab,${d} 75%,white)`;
  return (
    `<style>:root{--primary:${c};--ring:${c};--sidebar-primary:${c};--primary-foreground:#fff;--sidebar-primary-foreground:#fff;--cta-to:${ctaGradient(c).to}}` +
    `:root.dark{${dark}}@media (prefers-color-scheme:dark){:root:not(.light){${dark}}}</style>`
  );
}

/** The brand colour and the site data the web app reads (lib/site.ts), for a page's head. */
export function siteHead(site: SiteClientData): string {
  return `${brandStyle(site.brand.primaryColor)}<script type="application/json" id="kw-site">${jsonForScript(site)}</script>`;
}

/**
 * The uploaded favicon (decision 0152) instead of the built-in one: 32 px for the tab,
 * 192 px for home screens. Without an upload the page keeps /favicon.svg.
 */
export function withSiteIcon(html: string, site: SiteClientData): string {
  const icon = site.brand.favicon;
  // The document's schema admits only our own upload URLs (SITE_IMAGE_URL): nothing to escape.
  if (!icon || !SITE_IMAGE_URL.test(icon)) return html;
  const small = variantUrl(icon, SITE_FAVICON_VARIANTS[1]!);
  return html.replace(
    /<link rel="icon"[^>]*>/,
    `<link rel="icon" type="image/webp" sizes="32x32" href="${small}" />` +
      `<link rel="icon" type="image/webp" sizes="192x192" href="${icon}" />` +
      `<link rel="apple-touch-icon" href="${icon}" />`,
  );
}

/** The app's page (index.html, auth.html) with the published site in its head. */
export function withSiteHead(html: string, site: SiteClientData): string {
  // The app's screens are titled with the brand (the built title names "Kurswerk").
  const titled = html.replace(
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(site.brand.name)}</title>`,
  );
  return withSiteIcon(titled.replace("</head>", `${siteHead(site)}</head>`), site);
}

function loadSsr(s: SiteWebState): Promise<SsrModule | null> {
  if (!s.ssr) {
    const file = s.webDir ? path.join(s.webDir, "..", "prerender", "prerender.js") : null;
    s.ssr =
      file && fs.existsSync(file)
        ? (import(pathToFileURL(file).href) as Promise<SsrModule>).catch(() => null)
        : Promise.resolve(null);
  }
  return s.ssr;
}

function template(s: SiteWebState, page: "landing" | "auth"): string | null {
  if (!s.webDir) return null;
  const file = path.join(s.webDir, "prerender", `${page}.template.html`);
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null;
}

/** Renders the landing or /auth for a site with the build's SSR bundle (null without a build). */
export async function renderSitePage(
  deps: Deps,
  page: "landing" | "auth",
  lang: Language,
  site: SiteClientData,
): Promise<string | null> {
  const s = state(deps);
  const [ssr, tpl] = [await loadSsr(s), template(s, page)];
  if (!ssr || !tpl) return null;
  const run = s.chain.then(async () => {
    const root = (html: string, kind: string, namespaces: string[]) =>
      `<div id="root" data-prerendered="${kind}" data-lang="${lang}" data-ns="${namespaces.join(",")}">${html}</div>`;
    let out = tpl.replace('<html lang="de">', `<html lang="${lang}">`);
    if (page === "landing") {
      const r = await ssr.renderLanding(lang, site);
      out = out
        .replace(/<title>[^<]*<\/title>/, `<title>${r.title.replace(/</g, "&lt;")}</title>`)
        .replace(/<meta name="description"[^>]*>/, "")
        .replace("<!--head-extra-->", r.head)
        .replace('<div id="root"><!--app-html--></div>', root(r.html, "true", r.namespaces));
    } else {
      const r = await ssr.renderAuth(lang, site);
      out = out
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(site.brand.name)}</title>`)
        .replace('<div id="root"><!--app-html--></div>', root(r.html, "router", r.namespaces));
    }
    return withSiteIcon(out.replace("</head>", `${siteHead(site)}</head>`), site);
  });
  s.chain = run.catch(() => undefined);
  return run;
}

/** The landing or /auth of the published site; null: serve the build's prerendered file. */
export async function publishedSitePage(
  deps: Deps,
  page: "landing" | "auth",
  lang: Language,
): Promise<string | null> {
  const { revision, document, cache } = await publishedSite(deps);
  if (builtFileServes(deps, page, revision)) return null;
  const key = `${page}:${lang}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const live = page === "landing" ? await siteLive(deps) : undefined;
  const html = await renderSitePage(deps, page, lang, siteClientData(revision, document, live));
  if (html) {
    cache.set(key, html);
    // The other languages and pages of this revision follow before their visitors come.
    warmSitePagesLater(deps);
  }
  return html;
}

/**
 * Renders the published landing and /auth in every language ahead of their first visitors
 * (decision 0158): after a publish or restore, at start, and after a request rendered one
 * page of a new revision (another process published it). Otherwise the first visitor per
 * language waits for the SSR bundle to load and render: a Lighthouse run right after
 * publishing measured 2 s to the first byte on a busy machine. In the background, one page at
 * a time (renderSitePage chains them); a page a request rendered meanwhile is kept.
 */
export async function warmSitePages(deps: Deps): Promise<void> {
  const { revision, document, cache } = await publishedSite(deps);
  const pages = (["landing", "auth"] as const).filter((p) => !builtFileServes(deps, p, revision));
  if (pages.length === 0) return;
  const live = await siteLive(deps);
  for (const lang of LANGUAGES)
    for (const page of pages) {
      const key = `${page}:${lang}`;
      if (cache.has(key)) continue;
      const site = siteClientData(revision, document, page === "landing" ? live : undefined);
      const html = await renderSitePage(deps, page, lang, site);
      if (!html) return;
      if (!cache.has(key)) cache.set(key, html);
    }
}

/**
 * warmSitePages in the background: a failure is only logged (the next visitor renders). Its
 * statements are not the request's (outside the request's statement count).
 */
export function warmSitePagesLater(deps: Deps): void {
  statementCounter.exit(() =>
    warmSitePages(deps).catch((err: unknown) =>
      deps.logger.warn("rendering the published site's pages ahead failed", {
        error: err instanceof Error ? err.message : String(err),
      }),
    ),
  );
}

/** The built style sheet's link, for the server-rendered pages. */
function stylesheet(s: SiteWebState): string {
  if (!s.webDir) return "";
  const file = path.join(s.webDir, "index.html");
  if (!fs.existsSync(file)) return "";
  return fs.readFileSync(file, "utf8").match(/<link rel="stylesheet"[^>]*>/)?.[0] ?? "";
}

/** A site page (Impressum, Datenschutz, AGB, an own page) as HTML; null: no such page. */
export async function sitePage(
  deps: Deps,
  pathName: string,
  lang: Language,
): Promise<string | null> {
  const { revision, document, cache } = await publishedSite(deps);
  const page = document.pages.find((p) => sitePagePath(p.slug) === pathName);
  const def = document.brand.defaultLanguage;
  const body = page ? siteText(page.body, lang, def) : "";
  if (!page || !body.trim()) return null;
  const key = `page:${pathName}:${lang}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const site = siteClientData(revision, document);
  const html = withSiteIcon(
    sitePageHtml({
      lang,
      title: sitePageTitle(page, lang, def),
      body,
      site,
      headExtra: stylesheet(state(deps)) + brandStyle(site.brand.primaryColor),
    }),
    site,
  );
  cache.set(key, html);
  return html;
}
