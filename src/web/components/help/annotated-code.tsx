import { Fragment, useId } from "react";
import { useTranslation } from "react-i18next";
import { MessageSquarePlus, Trash2 } from "lucide-react";
import type { PracticeFile } from "@shared/domain/practice";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** A line comment as shown under its line (the help request's, issue 45). */
export interface LineComment {
  id: string;
  file: string;
  line: number;
  body: string;
  suggestion: string | null;
}

/** The texts, from the screen's own namespace. */
export interface AnnotatedCodeText {
  /** "Zeile {{line}}" */
  line(line: number): string;
  /** "Kommentar zu Zeile {{line}} von {{file}}" (the helper's button). */
  commentOn(file: string, line: number): string;
  suggestion: string;
  remove: string;
  /** The label of a comment: "Kommentar zu Zeile {{line}}". */
  commentLabel(line: number): string;
}

/** The texts from namespace `ns` under `prefix` (keys line, commentOn, commentLabel, suggestion, remove). */
export function useAnnotatedCodeText(ns: string, prefix: string): AnnotatedCodeText {
  const { t } = useTranslation(ns, { keyPrefix: prefix });
  return {
    line: (line) => t("line", { line }),
    commentOn: (file, line) => t("commentOn", { file, line }),
    commentLabel: (line) => t("commentLabel", { line }),
    suggestion: t("suggestion"),
    remove: t("remove"),
  };
}

/**
 * The files of a help request read only, with line numbers, and each line comment under its
 * line with its suggested change (the line as it is, and as suggested). Shared by the
 * helper's screen (a click on a line number starts a comment: `onLine`) and the learner's
 * exercise card (issue 45, decision 0225). Everything is text: nothing the learner or the
 * helper wrote is read as markup.
 */
export function AnnotatedCode({
  files,
  comments,
  text,
  onLine,
  onRemove,
  activeLine,
  testId = "annotated-code",
}: {
  files: PracticeFile[];
  comments: LineComment[];
  text: AnnotatedCodeText;
  onLine?(file: string, line: number): void;
  onRemove?(id: string): void;
  activeLine?: { file: string; line: number } | null;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-4" data-testid={testId}>
      {files.map((file, fi) => {
        const lines = file.content.split("\n");
        const byLine = new Map<number, LineComment[]>();
        for (const c of comments)
          if (c.file === file.name) byLine.set(c.line, [...(byLine.get(c.line) ?? []), c]);
        const headingId = `${id}-f${fi}`;
        return (
          <section
            key={file.name}
            aria-labelledby={headingId}
            className="min-w-0 overflow-hidden rounded-lg border bg-card"
          >
            <h4
              id={headingId}
              className="border-b bg-muted/60 px-3 py-2 font-mono text-xs text-muted-foreground"
            >
              {file.name}
            </h4>
            {/* Scrolls sideways on a narrow screen: a tab stop of its own, so keys scroll it. */}
            <div
              role="region"
              aria-labelledby={headingId}
              tabIndex={0}
              className="overflow-x-auto outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <ol className="py-2 font-mono text-sm leading-relaxed">
                {lines.map((content, i) => {
                  const n = i + 1;
                  const here = byLine.get(n) ?? [];
                  const active = activeLine?.file === file.name && activeLine.line === n;
                  return (
                    <li
                      key={n}
                      data-testid="code-line"
                      data-line={n}
                      className={cn(
                        here.length > 0 && "bg-warning-subtle/40",
                        active && "bg-accent",
                      )}
                    >
                      <div className="flex min-w-max items-stretch">
                        {onLine ? (
                          <button
                            type="button"
                            className="group flex w-14 shrink-0 items-center justify-end gap-1 pr-3 text-right text-xs text-muted-foreground outline-none select-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                            aria-label={text.commentOn(file.name, n)}
                            onClick={() => onLine(file.name, n)}
                            data-testid="code-line-comment"
                          >
                            <MessageSquarePlus
                              className="size-3 opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100"
                              aria-hidden="true"
                            />
                            {n}
                          </button>
                        ) : (
                          <span
                            className="w-14 shrink-0 pr-3 text-right text-xs leading-[inherit] text-muted-foreground select-none"
                            aria-hidden="true"
                          >
                            {n}
                          </span>
                        )}
                        <span className="sr-only">{text.line(n)}: </span>
                        <code className="pr-4 whitespace-pre">{content || " "}</code>
                      </div>
                      {here.map((c) => (
                        <Fragment key={c.id}>
                          <CommentBox
                            comment={c}
                            original={content}
                            text={text}
                            onRemove={onRemove}
                          />
                        </Fragment>
                      ))}
                    </li>
                  );
                })}
              </ol>
            </div>
          </section>
        );
      })}
    </div>
  );
}

function CommentBox({
  comment,
  original,
  text,
  onRemove,
}: {
  comment: LineComment;
  original: string;
  text: AnnotatedCodeText;
  onRemove?(id: string): void;
}) {
  return (
    <aside
      aria-label={text.commentLabel(comment.line)}
      className="mx-3 my-2 grid gap-2 rounded-lg border-l-4 border-primary bg-muted p-3 font-sans"
      data-testid="line-comment"
      data-line={comment.line}
    >
      <div className="flex items-start gap-2">
        <p className="mr-auto text-sm whitespace-pre-wrap wrap-anywhere">{comment.body}</p>
        {onRemove && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => onRemove(comment.id)}
            aria-label={`${text.remove}: ${text.commentLabel(comment.line)}`}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        )}
      </div>
      {comment.suggestion !== null && (
        <div className="grid gap-1" data-testid="line-suggestion">
          <p className="text-xs font-medium text-muted-foreground">{text.suggestion}</p>
          <pre
            tabIndex={0}
            aria-label={text.suggestion}
            className="overflow-x-auto rounded-md border bg-background font-mono text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <del className="block bg-destructive/10 px-2 text-destructive no-underline">
              <span aria-hidden="true">- </span>
              {original}
            </del>
            <ins className="block bg-success-subtle px-2 text-success-subtle-foreground no-underline">
              <span aria-hidden="true">+ </span>
              {comment.suggestion}
            </ins>
          </pre>
        </div>
      )}
    </aside>
  );
}
