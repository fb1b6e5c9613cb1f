import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { i18n } from "@/lib/i18n";
import { LanguageSync } from "@/components/language-sync";
import { EarlyClickReplay } from "@/lib/early-clicks";

// The toaster (sonner) is not needed for the first paint: it mounts once the page has
// painted its first content (decision 0065), so that its code does not load alongside the
// screen's (on /app the dashboard is that first paint). No toast can show earlier anyway;
// toasts raised before it mounts are not lost (sonner replays active toasts on subscribe).
const Toaster = lazy(() => import("@/components/ui/sonner").then((m) => ({ default: m.Toaster })));
// If the browser reports no paint (or none comes), the toaster mounts after this at most.
const TOASTER_LATEST_MS = 3000;

function afterFirstContentfulPaint(run: () => void): () => void {
  if (
    typeof PerformanceObserver === "undefined" ||
    !PerformanceObserver.supportedEntryTypes?.includes("paint")
  ) {
    run();
    return () => {};
  }
  const timer = setTimeout(done, TOASTER_LATEST_MS);
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length > 0) done();
  });
  function done() {
    clearTimeout(timer);
    observer.disconnect();
    run();
  }
  observer.observe({ type: "paint", buffered: true });
  return () => {
    clearTimeout(timer);
    observer.disconnect();
  };
}

function DeferredToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => afterFirstContentfulPaint(() => setMounted(true)), []);
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
