import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LANGUAGE_LABELS, LANGUAGES, type Language } from "@shared/i18n/languages";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { currentLanguage, rememberLanguage } from "@/lib/i18n";
import { authApi, useSession } from "@/lib/session";

export function useChangeLanguage() {
  const { i18n } = useTranslation();
  const { user } = useSession();
  return async (lang: Language) => {
    rememberLanguage(lang);
    await i18n.changeLanguage(lang);
    if (user) {
      authApi.setLanguage(lang).catch((err) => console.error("language update failed", err));
    }
  };
}

export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const change = useChangeLanguage();
  const lang = currentLanguage();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size={compact ? "icon" : "sm"}
          aria-label={t("language.choose")}
          data-testid="language-switcher"
        >
          <Languages aria-hidden="true" />
          {!compact && <span className="uppercase">{lang}</span>}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t("language.label")}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={lang} onValueChange={(v) => void change(v as Language)}>
          {LANGUAGES.map((l) => (
            <DropdownMenuRadioItem key={l} value={l} lang={l}>
              {LANGUAGE_LABELS[l]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
