import { lazy, Suspense, useEffect, useId, useRef, useState, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { ExternalLink, Play } from "lucide-react";
import type { PracticeFile } from "@shared/domain/practice";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { usePracticeSession } from "@/practice/use-practice-session";

const CodeEditor = lazy(() =>
  import("@/components/code-editor").then((m) => ({ default: m.CodeEditor })),
);

/** Where a new comment goes: the whole submission, or a line of a file. */
export interface CommentTarget {
  file: string | null;
  line: number | null;
}

/**
 * The submitted files, read only (the practice engine's editor): a click on a line number
 * starts a comment on that line.
 */
export function ReviewFiles({
  files,
  onLine,
}: {
  files: PracticeFile[];
  onLine(target: CommentTarget): void;
}) {
  const { t } = useTranslation("review");
  return (
    <Suspense fallback={<Spinner label={t("loadingEditor")} />}>
      <CodeEditor
        files={files}
        readOnly
        label={t("files.editor")}
        filesLabel={t("files.list")}
        keyboardHint={t("files.hint")}
        height="14rem"
        testId="review-editor"
        onLineNumberClick={(file, line) => onLine({ file, line })}
      />
    </Suspense>
  );
}

/**
 * The live preview of a web project: only in the practice engine's opaque-origin sandbox
 * frame (decision 0077); nothing the learner wrote is ever served from our origin.
 */
export function ReviewPreview({ files }: { files: PracticeFile[] }) {
  const { t } = useTranslation("review");
  const { containerRef, run, status } = usePracticeSession("web", { title: t("preview.frame") });
  const [started, setStarted] = useState(false);
  const start = () => {
    setStarted(true);
    void run({ runtime: "web", files, timeLimitMs: 10_000 });
  };
  // The preview starts with the screen; "Neu laden" loads a fresh page.
  const once = useRef(false);
  useEffect(() => {
    if (once.current) return;
    once.current = true;
    start();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">{t("preview.note")}</p>
        <Button type="button" variant="outline" size="sm" onClick={start}>
          {status !== "idle" ? <Spinner /> : <Play aria-hidden="true" />}
          {started ? t("preview.reload") : t("preview.start")}
        </Button>
      </div>
      <div
        ref={containerRef as RefObject<HTMLDivElement>}
        className="h-80 overflow-hidden rounded-lg border bg-white"
        data-testid="review-preview"
      />
    </div>
  );
}

/** An external project: the link, the learner's description and the screenshots. */
export function ExternalSubmission({
  link,
  description,
  screenshots,
}: {
  link: string | null;
  description: string;
  screenshots: string[];
}) {
  const { t } = useTranslation("review");
  return (
    <div className="grid gap-4">
      {link && (
        <p>
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="inline-flex items-center gap-1.5 font-medium text-primary underline underline-offset-4 wrap-anywhere"
          >
            {link}
            <ExternalLink className="size-4" aria-hidden="true" />
            <span className="sr-only">{t("external.newTab")}</span>
          </a>
        </p>
      )}
      <Screenshots screenshots={screenshots} />
      {description && <Description text={description} />}
    </div>
  );
}

/**
 * The learner's screenshots (our uploaded WebP images, any runtime): each opens whole in a
 * new tab. Nothing when there are none.
 */
export function Screenshots({ screenshots }: { screenshots: string[] }) {
  const { t } = useTranslation("review");
  const headingId = useId();
  if (screenshots.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-2" data-testid="review-screenshots">
      <h3 id={headingId} className="text-sm font-medium">
        {t("external.screenshots")}
      </h3>
      <ul className="grid gap-3 sm:grid-cols-2">
        {screenshots.map((src, i) => (
          <li key={src}>
            <a href={src} target="_blank" rel="noopener noreferrer">
              <img
                src={src}
                alt={t("external.screenshot", { n: i + 1 })}
                className="w-full rounded-lg border"
                loading="lazy"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The learner's description: plain text, kept as written. */
export function Description({ text }: { text: string }) {
  const { t } = useTranslation("review");
  return (
    <div className="grid gap-1">
      <h3 className="text-sm font-medium">{t("external.description")}</h3>
      <p className="text-sm whitespace-pre-wrap wrap-anywhere">{text}</p>
    </div>
  );
}
