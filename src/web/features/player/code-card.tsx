import { use, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { Check, Code2, Copy } from "lucide-react";
import type { CodeExample } from "@shared/contracts/learning";
import { Button } from "@/components/ui/button";
import { Markdown } from "@/components/lazy-markdown";
import { logHandled } from "@/lib/log";
import { loadedHighlight, loadHighlight } from "./code-highlight-loader";

/** The highlighted code, once the highlighter (loaded alongside the page) is there. */
function Code({ code, language }: { code: string; language: string }) {
  const m = loadedHighlight() ?? use(loadHighlight());
  return <m.HighlightedCode code={code} language={language} />;
}

/** Spec: copy button; "Code kopiert!" toast and "Kopiert!" for 2 s; "Fehler beim Kopieren" on failure. */
export function CodeCard({ example }: { example: CodeExample }) {
  const { t } = useTranslation("player");
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(example.code);
      toast.success(t("code.copied"));
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), 2000);
    } catch (err) {
      logHandled("copy failed", err);
      toast.error(t("code.copyFailed"));
    }
  };

  return (
    <section
      className="overflow-hidden rounded-xl border bg-card"
      data-testid="code-card"
      aria-label={t("code.label")}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b px-4 py-3">
        <h3 className="flex min-w-0 items-center gap-2 font-semibold">
          <Code2 className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <span className="break-words">{example.title || t("code.label")}</span>
        </h3>
        <div className="flex items-center gap-2">
          <span className="rounded bg-muted px-2 py-0.5 font-mono text-xs text-muted-foreground">
            {example.language}
          </span>
          <Button variant="outline" size="sm" onClick={() => void copy()} aria-live="polite">
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? t("code.copiedButton") : t("code.copy")}
          </Button>
        </div>
      </div>
      {example.description && (
        <Markdown className="px-4 pt-1 text-sm text-muted-foreground">
          {example.description}
        </Markdown>
      )}
      <Code code={example.code} language={example.language} />
    </section>
  );
}
