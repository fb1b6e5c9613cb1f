import { useEffect, useRef, type ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGE_LABELS, LANGUAGES, type Language } from "@shared/i18n/languages";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

/**
 * The language menu itself (Radix), loaded on intent by `LanguageSwitcher` (decision 0075).
 * `trigger` is the same button the stand-in showed; `open` opens it at once (the stand-in
 * was clicked), `focus` gives its trigger the focus the stand-in had.
 */
export function LanguageMenu({
  trigger,
  lang,
  onChange,
  open,
  focus,
}: {
  trigger: ReactElement;
  lang: Language;
  onChange(lang: Language): void;
  open: boolean;
  focus: boolean;
}) {
  const { t } = useTranslation();
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus && !open) triggerRef.current?.focus();
    // Only when the menu replaces the stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <DropdownMenu defaultOpen={open}>
      <DropdownMenuTrigger asChild ref={triggerRef}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t("language.label")}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={lang} onValueChange={(v) => onChange(v as Language)}>
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
