import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { EyeOff, RotateCcw } from "lucide-react";
import type { ModerationItem, ModerationQueueResponse } from "@shared/contracts/discussions";
import { Markdown } from "@/components/lazy-markdown";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/api";

type Status = "open" | "hidden";
const queueQuery = (status: Status) =>
  queryOptions({
    queryKey: ["discussions", "moderation", status],
    queryFn: () => api<ModerationQueueResponse>(`/api/discussions/moderation?status=${status}`),
  });

/**
 * The moderation queue of the lessons' "Fragen & Antworten" (issue 45, decision 0218):
 * reported posts waiting for a decision and hidden ones, oldest first. Hiding needs a reason;
 * the server decides which classes the caller may moderate.
 */
export default function ModerationPage() {
  const { t } = useTranslation("moderation");
  const [status, setStatus] = useState<Status>("open");
  const queue = useQuery(queueQuery(status));
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="text-sm text-muted-foreground">{t("description")}</p>
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label={t("filter")}>
        {(["open", "hidden"] as const).map((s) => (
          <Button
            key={s}
            variant={status === s ? "default" : "outline"}
            aria-pressed={status === s}
            onClick={() => setStatus(s)}
          >
            {t(`status.${s}`)}
          </Button>
        ))}
      </div>
      {queue.isPending ? (
        <Skeleton className="h-40 rounded-xl" />
      ) : queue.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {queue.error.message}
        </p>
      ) : queue.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="moderation-empty">
          {t(`empty.${status}`)}
        </p>
      ) : (
        <ul className="grid gap-4">
          {queue.data.items.map((item) => (
            <li key={item.id}>
              <QueueItem item={item} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function QueueItem({ item }: { item: ModerationItem }) {
  const { t, i18n } = useTranslation("moderation");
  const qc = useQueryClient();
  const [reason, setReason] = useState("");
  const reasonId = useId();
  const act = useMutation({
    mutationFn: (hide: boolean) =>
      api(`/api/discussions/moderation/posts/${item.id}/${hide ? "hide" : "restore"}`, {
        method: "POST",
        ...(hide ? { json: { reason } } : {}),
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["discussions", "moderation"] }),
  });
  const onHide = (e: FormEvent) => {
    e.preventDefault();
    act.mutate(true);
  };
  const date = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const titleId = `moderation-${item.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-3 rounded-xl border bg-card p-4"
      data-testid="moderation-item"
    >
      <div className="grid gap-1">
        <h2 id={titleId} className="font-semibold break-words">
          {item.isQuestion ? t("question") : t("answerTo")} „{item.threadTitle}“
        </h2>
        <p className="text-sm text-muted-foreground break-words">
          {item.courseTitle} · {item.lessonTitle}
          {item.cohortName ? ` · ${item.cohortName}` : ""} · {item.authorName} ·{" "}
          {date(item.createdAt)}
        </p>
      </div>
      <Markdown nested className="min-w-0 rounded-lg bg-muted/50 p-3 break-words">
        {item.body}
      </Markdown>
      {item.reports.length > 0 && (
        <div className="grid gap-1">
          <p className="text-sm font-medium">{t("reports", { count: item.reports.length })}</p>
          <ul className="list-disc pl-5 text-sm">
            {item.reports.map((r, i) => (
              <li key={i} className="break-words">
                {r.reason} <span className="text-muted-foreground">({date(r.createdAt)})</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {item.hidden && (
        <Badge variant="outline" className="justify-self-start whitespace-normal">
          {t("hiddenBecause", { reason: item.hiddenReason ?? "" })}
        </Badge>
      )}
      {act.error && (
        <p role="alert" className="text-sm text-destructive">
          {act.error.message}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        {!item.hidden && (
          <form className="flex min-w-0 flex-1 flex-wrap items-end gap-2" onSubmit={onHide}>
            <div className="grid min-w-48 flex-1 gap-1.5">
              <Label htmlFor={reasonId}>{t("reason")}</Label>
              <Input
                id={reasonId}
                value={reason}
                maxLength={500}
                onChange={(e) => setReason(e.target.value)}
                data-testid="moderation-reason"
              />
            </div>
            <Button type="submit" disabled={act.isPending} data-testid="moderation-hide">
              <EyeOff aria-hidden="true" />
              {t("hide")}
            </Button>
          </form>
        )}
        <Button variant="outline" disabled={act.isPending} onClick={() => act.mutate(false)}>
          <RotateCcw aria-hidden="true" />
          {item.hidden ? t("restore") : t("keep")}
        </Button>
        <Button asChild variant="ghost">
          <Link to={item.link}>{t("open")}</Link>
        </Button>
      </div>
    </article>
  );
}
