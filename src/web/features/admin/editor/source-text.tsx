import { useTranslation } from "react-i18next";
import { LANGUAGE_LABELS } from "@shared/i18n/languages";
import type { LessonDetail } from "@shared/contracts/editor";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ModuleTranslationBadge } from "../module-translation-badge";

/**
 * The source's text of a lesson beside its translation (decision 0094): what the author
 * translates from, as plain text (the markdown as written, to copy from; React escapes it),
 * with "nicht übersetzt" until the translation has text of its own.
 */
export function SourceText({ source }: { source: NonNullable<LessonDetail["source"]> }) {
  const { t } = useTranslation(["editor", "admin"]);
  return (
    <Card data-testid="source-text" className="min-w-0 2xl:sticky 2xl:top-20 2xl:self-start">
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle className="text-base">
          {t("sourceText.title", { language: LANGUAGE_LABELS[source.language] })}
        </CardTitle>
        {!source.translated && <ModuleTranslationBadge state="not_translated" />}
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <div className="grid gap-1">
          <p className="font-medium text-muted-foreground">{t("sourceText.lessonTitle")}</p>
          <p className="wrap-anywhere" lang={source.language}>
            {source.title}
          </p>
        </div>
        {source.learningObjective && (
          <div className="grid gap-1">
            <p className="font-medium text-muted-foreground">{t("sourceText.objective")}</p>
            <p className="wrap-anywhere" lang={source.language}>
              {source.learningObjective}
            </p>
          </div>
        )}
        <div className="grid gap-1">
          <p className="font-medium text-muted-foreground">{t("sourceText.content")}</p>
          <div
            className="max-h-64 overflow-auto 2xl:max-h-[60vh] rounded-md border bg-muted/40 p-3 font-mono text-xs whitespace-pre-wrap wrap-anywhere"
            lang={source.language}
            tabIndex={0}
            role="region"
            aria-label={t("sourceText.content")}
          >
            {source.content}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
