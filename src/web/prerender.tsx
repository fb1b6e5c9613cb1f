/**
 * Build-time prerender of the landing page, one HTML file per language, so that "/"
 * arrives with its text (scripts/build.mjs runs this through Vite's SSR build). The same
 * tree as main.tsx hydrates: no router, links are plain links (lib/navigation.tsx).
 */
import { renderToString } from "react-dom/server";
import { initI18n, i18n } from "@/lib/i18n";
import { createQueryClient } from "@/lib/query-client";
import { Providers } from "@/providers";
import LandingPage from "@/features/landing/landing-page";
import { landingHead, LANDING_NAMESPACES } from "@/features/landing/landing-head";
import type { Language } from "@shared/i18n/languages";

export async function renderLanding(
  lang: Language,
): Promise<{ html: string; head: string; title: string; namespaces: string[] }> {
  await initI18n(lang);
  await i18n.changeLanguage(lang);
  await i18n.loadNamespaces(["common", ...LANDING_NAMESPACES]);
  const html = renderToString(
    <Providers client={createQueryClient()}>
      <LandingPage />
    </Providers>,
  );
  const { title, head } = landingHead(i18n.getFixedT(lang), lang);
  return { html, head, title, namespaces: ["common", ...LANDING_NAMESPACES] };
}
