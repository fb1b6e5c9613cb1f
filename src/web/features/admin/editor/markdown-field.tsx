import { useDeferredValue, useId, type ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { Markdown } from "@/components/markdown";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { translateValidation } from "@/lib/validation";

/**
 * Markdown source beside its live preview, rendered by the same sanitizing renderer
 * learners get (raw HTML shows as text, no scripts, no javascript: links).
 */
export function MarkdownField({
  label,
  value,
  error,
  textareaProps,
}: {
  label: string;
  value: string;
  error?: string;
  textareaProps: ComponentProps<"textarea">;
}) {
  const { t } = useTranslation("editor");
  const id = useId();
  const preview = useDeferredValue(value);
  const message = translateValidation(error);
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <div className="grid content-start gap-1.5">
        <Label htmlFor={id}>{label}</Label>
        <Textarea
          id={id}
          rows={18}
          className="min-h-64 font-mono text-sm leading-6"
          aria-invalid={!!message}
          aria-describedby={message ? `${id}-error` : `${id}-hint`}
          {...textareaProps}
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t("lesson.markdownHint")}
        </p>
        {message && (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
            {message}
          </p>
        )}
      </div>
      <section
        aria-labelledby={`${id}-preview`}
        className="min-w-0 rounded-lg border bg-muted/30 p-4"
        data-testid="markdown-preview"
      >
        <h3 id={`${id}-preview`} className="mb-2 text-sm font-semibold text-muted-foreground">
          {t("lesson.preview")}
        </h3>
        {preview.trim() ? (
          <Markdown nested className="min-w-0 wrap-anywhere">
            {preview}
          </Markdown>
        ) : (
          <p className="text-sm text-muted-foreground">{t("lesson.previewEmpty")}</p>
        )}
      </section>
    </div>
  );
}
