import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import "./styles.css";
import { i18n, initI18n, likelyLanguage, loadNamespace } from "@/lib/i18n";
import { createQueryClient } from "@/lib/query-client";
import { sessionQuery } from "@/lib/session";
import { Providers } from "@/providers";
import { createRouter } from "@/router";
import { isLanguage } from "@shared/i18n/languages";

/**
 * Starts loading the code and texts of the screen being opened while i18n initialises;
 * the router and i18next ask for them only afterwards (a network round trip or two later).
 * They import the same modules, so nothing loads twice.
 */
function preloadScreen(pathname: string) {
  const lang = likelyLanguage();
  if (pathname === "/auth") {
    void import("@/features/auth/auth-page");
    void loadNamespace(lang, "auth");
  } else if (pathname === "/app" || pathname.startsWith("/app/")) {
    void loadNamespace(lang, "learner");
    void import("@/routes/guards");
    void import("@/features/learner/app-shell");
    if (pathname === "/app" || pathname === "/app/")
      void import("@/features/learner/dashboard-page");
  }
}

async function start() {
  const container = document.getElementById("root")!;
  const prerendered = container.dataset.prerendered === "true";
  const prerenderedLang = container.dataset.lang;
  const queryClient = createQueryClient();
  if (!prerendered) {
    preloadScreen(window.location.pathname);
    // Every screen but the prerendered landing asks for the session first: start it now.
    // (The landing hydrates signed out, as prerendered, and asks afterwards.)
    void queryClient.prefetchQuery(sessionQuery);
  }
  await initI18n(isLanguage(prerenderedLang) ? prerenderedLang : undefined);
  const router = createRouter();
  const app = (
    <StrictMode>
      <Providers client={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  if (prerendered) {
    await i18n.loadNamespaces((container.dataset.ns ?? "common").split(","));
    // Wait for the lazy route and its texts so hydration matches the prerendered HTML.
    await new Promise<void>((resolve) => {
      if (router.state.initialized) return resolve();
      const unsubscribe = router.subscribe((s) => {
        if (s.initialized) {
          unsubscribe();
          resolve();
        }
      });
    });
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // one long task (total blocking time on the landing page).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

void start();
