import { useEffect, useState } from "react";
import { AppLink } from "@/lib/navigation";
import { useTranslation } from "react-i18next";
import { ArrowRight, Sparkles, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

const BANNER_KEY = "kurswerk.welcomeBannerDismissed";

function readDismissed(): boolean {
  try {
    return typeof window !== "undefined" && sessionStorage.getItem(BANNER_KEY) === "1";
  } catch {
    return false;
  }
}

/** Welcome banner for signed-in users; dismissing it keeps it closed for this visit. */
export function WelcomeBanner({ name }: { name: string }) {
  const { t } = useTranslation("landing");
  const [dismissed, setDismissed] = useState(readDismissed);
  if (dismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      sessionStorage.setItem(BANNER_KEY, "1");
    } catch {
      /* private mode */
    }
  };
  return (
    <section
      aria-labelledby="welcome-banner-title"
      data-section="welcome-banner"
      className="mx-auto mt-2 max-w-6xl px-4 sm:px-6"
    >
      <div className="flex items-start gap-3 rounded-2xl border border-primary/20 bg-accent p-4 text-accent-foreground sm:items-center sm:p-5">
        <Sparkles className="mt-0.5 size-5 shrink-0 sm:mt-0" aria-hidden="true" />
        <div className="min-w-0 flex-1 sm:flex sm:items-center sm:justify-between sm:gap-4">
          <div>
            <h2 id="welcome-banner-title" className="font-semibold">
              {t("banner.title", { name: name.trim() || t("header.fallbackName") })}
            </h2>
            <p className="text-sm">{t("banner.text")}</p>
          </div>
          <Button asChild size="sm" className="mt-3 sm:mt-0">
            <AppLink to="/dashboard">
              {t("banner.cta")}
              <ArrowRight aria-hidden="true" />
            </AppLink>
          </Button>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="-mt-1 -mr-1 size-9 shrink-0 sm:mt-0"
          onClick={dismiss}
          aria-label={t("banner.close")}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}

/**
 * Floating call to action: appears once the page is scrolled past 80 % of the window
 * height, can be closed. Always in the DOM (hidden) so it never shifts the layout.
 */
export function FloatingCta() {
  const { t } = useTranslation("landing");
  const [visible, setVisible] = useState(false);
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    if (closed) return;
    const onScroll = () => setVisible(window.scrollY > window.innerHeight * 0.8);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
    };
  }, [closed]);
  const shown = visible && !closed;
  return (
    <aside
      aria-label={t("floating.label")}
      data-testid="floating-cta"
      data-visible={shown ? "true" : "false"}
      hidden={closed}
      className={cn(
        "fixed inset-x-3 bottom-3 z-30 mx-auto max-w-xl transition-[opacity,transform,visibility] duration-300 sm:bottom-6",
        shown ? "visible translate-y-0 opacity-100" : "invisible translate-y-4 opacity-0",
      )}
    >
      <div className="flex items-center gap-3 rounded-2xl border bg-card p-3 pl-4 shadow-xl">
        <p className="min-w-0 flex-1 text-sm font-medium">{t("floating.text")}</p>
        <Button asChild size="sm" className="shrink-0">
          <AppLink to="/onboarding">{t("floating.cta")}</AppLink>
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-9 shrink-0"
          onClick={() => setClosed(true)}
          aria-label={t("floating.close")}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    </aside>
  );
}
