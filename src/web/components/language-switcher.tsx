import { useState, type KeyboardEvent } from "react";
import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Language } from "@shared/i18n/languages";
import { Button } from "@/components/ui/button";
import { deferred, useDeferred } from "@/lib/deferred";
import { currentLanguage, rememberLanguage } from "@/lib/i18n";
import { authApi, useSession } from "@/lib/session";
import { logHandled } from "@/lib/log";

export function useChangeLanguage() {
  const { i18n } = useTranslation();
  const { user } = useSession();
  return async (lang: Language) => {
    rememberLanguage(lang);
    await i18n.changeLanguage(lang);
    if (user) {
      authApi.setLanguage(lang).catch((err) => logHandled("language update failed", err));
    }
  };
}

const menu = deferred(() => import("@/components/language-menu"));

/**
 * The language switcher: its button, and the Radix menu loaded on intent (decision 0075).
 */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const change = useChangeLanguage();
  const lang = currentLanguage();
  const [open, setOpen] = useState(false);
  const { loaded, focused, standIn } = useDeferred(menu, () => setOpen(true));
  const button = (props: object) => (
    <Button
      variant="ghost"
      size={compact ? "icon" : "sm"}
      aria-label={t("language.choose")}
      data-testid="language-switcher"
      {...props}
    >
      <Languages aria-hidden="true" />
      {!compact && <span className="uppercase">{lang}</span>}
    </Button>
  );
  if (loaded)
    return (
      <loaded.LanguageMenu
        trigger={button({})}
        lang={lang}
        onChange={(l) => void change(l)}
        open={open}
        focus={focused}
      />
    );
  return button({
    ...standIn,
    "aria-haspopup": "menu",
    "aria-expanded": false,
    onKeyDown: (e: KeyboardEvent) => {
      // Radix opens its menu on ArrowDown too (Enter and Space are clicks).
      if (e.key === "ArrowDown") {
        e.preventDefault();
        standIn.onClick();
      }
    },
  });
}
