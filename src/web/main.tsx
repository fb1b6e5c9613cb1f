import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import "./styles.css";
import { i18n, initI18n, likelyLanguage, loadNamespace } from "@/lib/i18n";
import type { QueryClient } from "@tanstack/react-query";
import { createQueryClient } from "@/lib/query-client";
import { takeEarlyClicks } from "@/lib/early-clicks";
import { sessionQuery, storedLanguage } from "@/lib/session";
import { Providers } from "@/providers";
import { applySiteTexts, applySiteTextsFromNowOn, readSiteData, setSite } from "@/lib/site";
import { FALLBACK_LANGUAGE, isLanguage, type Language } from "@shared/i18n/languages";

/**
 * Starts loading the code and texts of the screen being opened while i18n initialises;
 * the router and i18next ask for them only afterwards (a network round trip or two later).
 * They import the same modules, so nothing loads twice.
 */
function preloadScreen(
  pathname: string,
  lang: Language,
  queryClient: QueryClient,
): Promise<unknown> | undefined {
  // i18next loads the fallback language's texts with the others and waits for both.
  const texts = (ns: string) => {
    void loadNamespace(lang, ns);
    if (lang !== FALLBACK_LANGUAGE) void loadNamespace(FALLBACK_LANGUAGE, ns);
  };
  if (pathname === "/auth") {
    void import("@/features/auth/auth-page");
    texts("auth");
  } else if (pathname === "/app" || pathname.startsWith("/app/")) {
    texts("learner");
    void import("@/routes/guards");
    void import("@/features/learner/app-shell");
    if (pathname === "/app" || pathname === "/app/")
      void import("@/features/learner/dashboard-page");
    const course = /^\/app\/course\/([0-9a-f-]{36})(\/|$)/.exec(pathname);
    if (course) {
      // The player: its code, its texts and its one request, all at once instead of one
      // after the other (the request used to start only once the player's code had run).
      texts("player");
      void import("@/features/player/player-page");
      return import("@/features/player/player-api").then(({ playerQuery }) =>
        queryClient.prefetchQuery(playerQuery(course[1]!, lang)),
      );
    }
  }
  return undefined;
}

/** How long a page drawn by the server (decision 0141) waits for its screen at most. */
const FIRST_PAINT_WAIT_MS = 3_000;

async function start() {
  const container = document.getElementById("root")!;
  const prerendered = container.dataset.prerendered;
  const prerenderedLang = container.dataset.lang;
  const queryClient = createQueryClient();
  // The operator's published site settings, when the server put them into the page (issue 31).
  const site = readSiteData();
  setSite(site);
  if (prerendered === "true") {
    // The prerendered landing hydrates its own tree, without the data router: its links
    // are plain links to the other pages (lib/navigation.tsx), so React Router stays out of
    // its first load. It hydrates signed out, as prerendered, and asks for the session after.
    const landing = import("@/features/landing/landing-page");
    await initI18n(isLanguage(prerenderedLang) ? prerenderedLang : undefined);
    await i18n.loadNamespaces((container.dataset.ns ?? "common").split(","));
    applySiteTextsFromNowOn(i18n, site);
    const { default: LandingPage } = await landing;
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // one long task (total blocking time on the landing page).
    startTransition(() => {
      // Clicks before this moment were kept by the page's inline script (decision 0092).
      takeEarlyClicks();
      hydrateRoot(
        container,
        <StrictMode>
          <Providers client={queryClient}>
            <LandingPage />
          </Providers>
        </StrictMode>,
      );
    });
    return;
  }
  // The signed-in learner's profile language, when this browser has no stored choice
  // (server, decision 0063): what LanguageSync would switch to once the session arrives.
  // A prerendered /auth (decision 0065) is hydrated when it is in the language the page
  // would start in (the server chose by the language cookie and Accept-Language; this
  // browser's stored choice wins, as on every page): otherwise it is rendered anew.
  const userLang = container.dataset.userLang;
  const hydrate = prerendered === "router" && prerenderedLang === likelyLanguage();
  const startLang = hydrate
    ? likelyLanguage()
    : isLanguage(userLang) && storedLanguage() === null
      ? userLang
      : undefined;
  const screenData = preloadScreen(
    window.location.pathname,
    startLang ?? likelyLanguage(),
    queryClient,
  );
  // Every other screen asks for the session first: start it now.
  const session = queryClient.prefetchQuery(sessionQuery);
  const routerModule = import("@/router");
  await initI18n(startLang);
  applySiteTextsFromNowOn(i18n, site);
  const { createRouter, RouterProvider, routerReady } = await routerModule;
  const router = createRouter();
  const app = (
    <StrictMode>
      <Providers client={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  if (!hydrate) {
    if (container.dataset.firstPaint === "true") {
      // The server drew the player's course header (decision 0141): it stays until the
      // screen can replace it in one render (its code, the session and its data), instead
      // of giving way to an empty page and skeletons first.
      await Promise.race([
        Promise.allSettled([routerReady(router), session, screenData]),
        new Promise((resolve) => setTimeout(resolve, FIRST_PAINT_WAIT_MS)),
      ]);
    }
    // Rendered anew: the prerendered elements a visitor may have clicked are replaced.
    takeEarlyClicks();
    if (container.dataset.firstPaint === "true") {
      // Over the server's markup, as a transition: the render yields to the browser every
      // few milliseconds instead of one long task, and the markup stays until it commits.
      startTransition(() => createRoot(container).render(app));
    } else createRoot(container).render(app);
    return;
  }
  // Prerendered with the data router (/auth, decision 0065): hydrated as the same tree once
  // the router has loaded the screen and i18next its texts (prerender.tsx renderAuth).
  await Promise.all([
    routerReady(router),
    i18n.loadNamespaces((container.dataset.ns ?? "common").split(",")),
  ]);
  if (site) applySiteTexts(i18n, site);
  startTransition(() => {
    takeEarlyClicks();
    hydrateRoot(container, app);
  });
}

void start();
