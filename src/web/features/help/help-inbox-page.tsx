import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import { Inbox } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { inboxQuery } from "./help-api";
import { useWaitingSince } from "./waiting";

/**
 * The helpers' inbox (issue 45, decision 0225): the open help requests (and, joined from the
 * discussions, the unanswered questions) of their cohorts and courses, oldest first, each
 * with how long it has waited.
 */
export default function HelpInboxPage() {
  const { t } = useTranslation("help");
  const q = useQuery(inboxQuery());
  const waiting = useWaitingSince();
  const data = q.data;
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("inbox.title")}</h1>
        <p className="mt-1 text-muted-foreground">{t("inbox.description")}</p>
      </div>
      {q.isPending && (
        <div className="grid gap-3" aria-hidden="true">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      )}
      {q.isError && (
        <Alert variant="destructive">
          <AlertDescription>{t("loadFailed")}</AlertDescription>
        </Alert>
      )}
      {data && data.items.length === 0 && (
        <div
          className="grid justify-items-center gap-2 rounded-xl border border-dashed p-10 text-center text-muted-foreground"
          data-testid="help-inbox-empty"
        >
          <Inbox className="size-8" aria-hidden="true" />
          <p>{t("inbox.empty")}</p>
        </div>
      )}
      {data && data.items.length > 0 && (
        <>
          <p className="text-sm text-muted-foreground" data-testid="help-inbox-count">
            {data.total > data.items.length
              ? t("inbox.someOf", { shown: data.items.length, total: data.total })
              : t("inbox.count", { count: data.total })}
          </p>
          <ol className="grid gap-3" data-testid="help-inbox">
            {data.items.map((item) => (
              <li key={`${item.kind}:${item.id}`}>
                <Link
                  to={item.link}
                  className="grid gap-2 rounded-xl border bg-card p-4 transition-colors outline-none hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring"
                  data-testid="help-inbox-item"
                  data-kind={item.kind}
                >
                  <span className="flex flex-wrap items-center gap-2">
                    <Badge variant={item.kind === "help" ? "default" : "secondary"}>
                      {t(`kind.${item.kind}`)}
                    </Badge>
                    <span className="font-medium wrap-anywhere">{item.learnerName}</span>
                    <span
                      className="ml-auto text-sm text-muted-foreground"
                      data-testid="help-waited"
                    >
                      {t("inbox.waiting", { time: waiting(item.createdAt) })}
                    </span>
                  </span>
                  <span className="text-sm text-muted-foreground wrap-anywhere">
                    {item.courseTitle} · {item.lessonTitle}
                  </span>
                  <span className="line-clamp-3 text-sm whitespace-pre-wrap wrap-anywhere">
                    {item.text}
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
