import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { i18n } from "@/lib/i18n";
import { LanguageSync } from "@/components/language-sync";
import { EarlyClickReplay } from "@/lib/early-clicks";
import { onFirstToast } from "@/lib/toast";

// The toaster (sonner) is not needed for the first paint: it mounts once the page has loaded
// and the browser is idle, or at the first toast if that comes sooner (decisions 0065, 0158),
// so that neither its code nor its rendering runs alongside the screen's. Toasts raised before
// it mounts are not lost (sonner replays active toasts on subscribe).
const Toaster = lazy(() => import("@/components/ui/sonner").then((m) => ({ default: m.Toaster })));
// If the browser reports no idle time, the toaster mounts this long after the load at most.
const TOASTER_LATEST_MS = 3000;

function afterLoadWhenIdle(run: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const whenIdle = () => {
    if (typeof requestIdleCallback === "function")
      idle = requestIdleCallback(run, { timeout: TOASTER_LATEST_MS });
    else timer = setTimeout(run, 0);
  };
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
  return () => {
    window.removeEventListener("load", whenIdle);
    if (idle !== undefined) cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}

function DeferredToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const mount = () => setMounted(true);
    const stopIdle = afterLoadWhenIdle(mount);
    const stopToast = onFirstToast(mount);
    return () => {
      stopIdle();
      stopToast();
    };
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <LanguageSync />
        {children}
        <DeferredToaster />
        {/* After the page's own effects: the hydrated controls take the early clicks. */}
        <EarlyClickReplay />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
