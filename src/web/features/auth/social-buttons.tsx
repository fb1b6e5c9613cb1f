import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { SocialProviderId } from "@shared/contracts/auth";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api";
import { authApi, useSocialProviders } from "@/lib/session";
import { PROVIDER_LABELS, ProviderIcon } from "@/components/social-provider";

/** Starts a social sign-in; a failure (e.g. the provider refused) shows in a toast. */
export async function startSocialSignIn(
  provider: SocialProviderId,
  t: (k: string, o?: Record<string, string>) => string,
  callbackURL = "/app",
) {
  try {
    const res = await authApi.social(provider, callbackURL);
    if (res.url) {
      window.location.href = res.url;
      return true;
    }
    throw new ApiError(500, "NO_REDIRECT", t("toast.unexpected"));
  } catch (err) {
    const message =
      err instanceof ApiError && (err.code === "PROVIDER_NOT_FOUND" || err.status === 404)
        ? t("toast.providerNotConfigured")
        : (err as Error).message;
    toast.error(t("toast.socialFailed", { provider: PROVIDER_LABELS[provider], message }));
    return false;
  }
}

/** The configured providers' buttons under an "Oder" divider; nothing when none is configured. */
export function SocialButtons({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation("auth");
  const providers = useSocialProviders();
  const [active, setActive] = useState<SocialProviderId | null>(null);
  const run = async (p: SocialProviderId) => {
    setActive(p);
    const redirected = await startSocialSignIn(p, t);
    if (!redirected) setActive(null);
  };
  if (providers.length === 0) return null;
  return (
    <div className="mt-4 grid gap-3" data-testid="social-sign-in">
      <div className="relative my-2 flex items-center gap-3 text-xs uppercase text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        <span>{t("or")}</span>
        <span className="h-px flex-1 bg-border" />
      </div>
      <div className="grid gap-2">
        {providers.map((p) => (
          <Button
            key={p}
            variant="outline"
            disabled={disabled || active !== null}
            aria-busy={active === p}
            onClick={() => void run(p)}
            data-testid={`social-${p}`}
          >
            {active === p ? <Spinner /> : <ProviderIcon provider={p} />}
            {t("continueWith", { provider: PROVIDER_LABELS[p] })}
          </Button>
        ))}
      </div>
    </div>
  );
}
