import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import "./styles.css";
import { initI18n } from "@/lib/i18n";
import { createQueryClient } from "@/lib/query-client";
import { Providers } from "@/providers";
import { createRouter } from "@/router";
import { isLanguage } from "@shared/i18n/languages";

async function start() {
  const container = document.getElementById("root")!;
  const prerenderedLang = container.dataset.lang;
  await initI18n(isLanguage(prerenderedLang) ? prerenderedLang : undefined);
  const router = createRouter();
  const queryClient = createQueryClient();
  const app = (
    <StrictMode>
      <Providers client={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  if (container.dataset.prerendered === "true") {
    const { i18n } = await import("@/lib/i18n");
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
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
}

void start();
