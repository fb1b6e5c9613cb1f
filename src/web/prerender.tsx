/**
 * Build-time prerender of the landing page, one HTML file per language, so that "/"
 * arrives with its text (scripts/build.mjs runs this through Vite's SSR build). The same
 * tree as main.tsx hydrates: no router, links are plain links (lib/navigation.tsx).
 * Also /auth (decision 0065): the app's data router at that one location, as main.tsx
 * hydrates it.
 */
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { routerReady, routes } from "@/router";
import { initI18n, i18n } from "@/lib/i18n";
import { createQueryClient } from "@/lib/query-client";
import { Providers } from "@/providers";
import { landingHead, LANDING_NAMESPACES } from "@/features/landing/landing-head";
import type { Language } from "@shared/i18n/languages";
import type { SiteClientData } from "@shared/contracts/site";
import { applySiteTexts, setSite } from "@/lib/site";

/** Kept until hydration, then replayed (decision 0092); scripts/build.mjs inlines it. */
export { EARLY_CLICKS_SCRIPT } from "@shared/early-clicks";

/**
 * `site`: the operator's published site settings (issue 31); the server renders the landing
 * and /auth with them at run time through this same bundle (modules/site/site-web.ts).
 */
export async function renderLanding(
  lang: Language,
  site?: SiteClientData,
): Promise<{ html: string; head: string; title: string; namespaces: string[] }> {
  await initI18n(lang);
  await i18n.changeLanguage(lang);
  await i18n.loadNamespaces(["common", ...LANDING_NAMESPACES]);
  setSite(site ?? null);
  applySiteTexts(i18n, site ?? null);
  // Imported here as router.tsx imports it: one way only, so the SSR build keeps its chunk.
  const { default: LandingPage } = await import("@/features/landing/landing-page");
  const html = renderToString(
    <Providers client={createQueryClient()}>
      <LandingPage />
    </Providers>,
  );
  const { title, head } = landingHead(i18n.getFixedT(lang), lang);
  return { html, head, title, namespaces: ["common", ...LANDING_NAMESPACES] };
}

/** i18n namespaces /auth renders with (prerender and hydration, main.tsx). */
export const AUTH_NAMESPACES = ["common", "auth"];

/** /auth as a signed-out visitor opens it: sign-up tab, no query (decision 0065). */
export async function renderAuth(
  lang: Language,
  site?: SiteClientData,
): Promise<{ html: string; namespaces: string[] }> {
  await initI18n(lang);
  await i18n.changeLanguage(lang);
  await i18n.loadNamespaces(AUTH_NAMESPACES);
  setSite(site ?? null);
  applySiteTexts(i18n, site ?? null);
  const router = createMemoryRouter(routes, { initialEntries: ["/auth"] });
  await routerReady(router);
  const html = renderToString(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  router.dispose();
  return { html, namespaces: AUTH_NAMESPACES };
}
