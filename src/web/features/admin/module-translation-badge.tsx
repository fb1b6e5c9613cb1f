import { useTranslation } from "react-i18next";
import { AlertTriangle, Languages } from "lucide-react";
import type { ModuleTranslationState } from "@shared/domain/translation";
import { Badge } from "@/components/ui/badge";

/** "veraltet" / "nicht übersetzt" on a module of a translated version; nothing otherwise. */
export function ModuleTranslationBadge({ state }: { state?: ModuleTranslationState }) {
  const { t } = useTranslation("admin");
  if (!state || state === "translated") return null;
  return (
    <Badge
      variant={state === "outdated" ? "warning" : "destructive"}
      data-testid="translation-state"
    >
      {state === "outdated" ? (
        <AlertTriangle aria-hidden="true" />
      ) : (
        <Languages aria-hidden="true" />
      )}
      {t(`translationState.${state}`)}
    </Badge>
  );
}
