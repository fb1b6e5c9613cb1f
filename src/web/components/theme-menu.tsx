import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Monitor, Moon, Sun } from "lucide-react";
import {
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
} from "@/components/ui/dropdown-menu";
import { setThemeChoice, THEME_CHOICES, useThemeChoice, type ThemeChoice } from "@/lib/theme";

const ICONS = { system: Monitor, light: Sun, dark: Moon } as const;

function ThemeChoices() {
  const { t } = useTranslation("theme");
  const choice = useThemeChoice();
  return (
    <>
      <DropdownMenuSeparator />
      <DropdownMenuLabel className="text-xs font-medium text-muted-foreground" id="theme-label">
        {t("theme")}
      </DropdownMenuLabel>
      <DropdownMenuRadioGroup
        aria-labelledby="theme-label"
        value={choice}
        onValueChange={(v) => setThemeChoice(v as ThemeChoice)}
      >
        {THEME_CHOICES.map((c) => {
          const Icon = ICONS[c];
          return (
            <DropdownMenuRadioItem key={c} value={c} data-testid={`theme-${c}`}>
              <Icon aria-hidden="true" />
              {t(c)}
            </DropdownMenuRadioItem>
          );
        })}
      </DropdownMenuRadioGroup>
    </>
  );
}

/** "Darstellung: System / Hell / Dunkel" in the avatar menu (decision 0159). */
export function ThemeMenuItems() {
  return (
    <Suspense fallback={null}>
      <ThemeChoices />
    </Suspense>
  );
}
