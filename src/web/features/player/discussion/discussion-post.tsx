import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { CheckCircle2, Flag, Pencil, Trash2 } from "lucide-react";
import type { DiscussionPost } from "@shared/contracts/discussions";
import { Markdown } from "@/components/lazy-markdown";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { discussionApi, useDiscussionWrite } from "./discussion-api";

/** A text field for markdown with its label and the hint that code blocks work. */
export function MarkdownField({
  label,
  value,
  onChange,
  rows = 4,
  testId,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  rows?: number;
  testId?: string;
}) {
  const { t } = useTranslation("discussion");
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={rows}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-hint`}
        maxLength={10000}
        data-testid={testId}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t("markdownHint")}
      </p>
    </div>
  );
}

/** The error of a failed write, read out when it appears. */
export function WriteError({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-sm text-destructive">
      {error.message}
    </p>
  );
}

/**
 * One question or answer: author, marks, the text through the sanitising markdown renderer,
 * and what the caller may do with it (edit and delete their own, report the others').
 */
export function PostView({
  lessonId,
  post,
  title,
  helpful,
  actions,
}: {
  lessonId: string;
  post: DiscussionPost;
  /** A question's title (answers have none). */
  title?: string;
  /** This answer is the one the asker marked helpful. */
  helpful?: boolean;
  /** Further buttons (helpful mark, "hilft mir auch"…). */
  actions?: React.ReactNode;
}) {
  const { t, i18n } = useTranslation("discussion");
  const [mode, setMode] = useState<"view" | "edit" | "report">("view");
  const [draft, setDraft] = useState({ title: title ?? "", body: post.body });
  const [reason, setReason] = useState("");
  const reasonId = useId();
  const titleId = useId();
  const edit = useDiscussionWrite(lessonId, () =>
    discussionApi.edit(post.id, title === undefined ? { body: draft.body } : draft),
  );
  const remove = useDiscussionWrite(lessonId, () => discussionApi.remove(post.id));
  const report = useDiscussionWrite(lessonId, () => discussionApi.report(post.id, reason));
  const when = new Date(post.createdAt).toLocaleString(i18n.language, {
    dateStyle: "medium",
    timeStyle: "short",
  });

  const onEdit = (e: FormEvent) => {
    e.preventDefault();
    edit.mutate(undefined, { onSuccess: () => setMode("view") });
  };
  const onReport = (e: FormEvent) => {
    e.preventDefault();
    report.mutate(undefined, { onSuccess: () => setMode("view") });
  };

  return (
    <div className="grid gap-2" data-testid="discussion-post">
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span className="font-medium text-foreground break-all">{post.authorName}</span>
        {post.badge && (
          <Badge variant="secondary" data-testid="discussion-badge">
            {t(`badge.${post.badge}`)}
          </Badge>
        )}
        {helpful && (
          <Badge variant="success" data-testid="discussion-helpful">
            <CheckCircle2 aria-hidden="true" />
            {t("helpful")}
          </Badge>
        )}
        <span>{when}</span>
        {post.edited && <span data-testid="discussion-edited">· {t("edited")}</span>}
        {post.hidden && (
          <Badge variant="outline">{t("hiddenBecause", { reason: post.hiddenReason ?? "" })}</Badge>
        )}
      </div>
      {mode === "edit" ? (
        <form className="grid gap-3" onSubmit={onEdit}>
          {title !== undefined && (
            <div className="grid gap-1.5">
              <Label htmlFor={titleId}>{t("titleLabel")}</Label>
              <Input
                id={titleId}
                value={draft.title}
                maxLength={150}
                onChange={(e) => setDraft({ ...draft, title: e.target.value })}
              />
            </div>
          )}
          <MarkdownField
            label={t("textLabel")}
            value={draft.body}
            onChange={(body) => setDraft({ ...draft, body })}
          />
          <WriteError error={edit.error} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={edit.isPending}>
              {t("save")}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setMode("view")}>
              {t("cancel")}
            </Button>
          </div>
        </form>
      ) : post.deleted ? (
        <p className="text-sm text-muted-foreground italic">{t("deleted")}</p>
      ) : (
        <Markdown nested className="min-w-0 text-foreground/90 break-words">
          {post.body}
        </Markdown>
      )}
      {mode === "report" && (
        <form className="grid gap-2" onSubmit={onReport}>
          <Label htmlFor={reasonId}>{t("reportReason")}</Label>
          <Input
            id={reasonId}
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
            data-testid="discussion-report-reason"
          />
          <WriteError error={report.error} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={report.isPending}>
              {t("reportSend")}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setMode("view")}>
              {t("cancel")}
            </Button>
          </div>
        </form>
      )}
      {mode === "view" && !post.deleted && (
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          {post.mine ? (
            <>
              <Button size="sm" variant="ghost" onClick={() => setMode("edit")}>
                <Pencil aria-hidden="true" />
                {t("edit")}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={remove.isPending}
                onClick={() => {
                  if (window.confirm(t("deleteConfirm"))) remove.mutate(undefined);
                }}
              >
                <Trash2 aria-hidden="true" />
                {t("delete")}
              </Button>
            </>
          ) : post.reported ? (
            <span className="text-sm text-muted-foreground">{t("reported")}</span>
          ) : (
            <Button size="sm" variant="ghost" onClick={() => setMode("report")}>
              <Flag aria-hidden="true" />
              {t("report")}
            </Button>
          )}
          <WriteError error={remove.error} />
        </div>
      )}
    </div>
  );
}
