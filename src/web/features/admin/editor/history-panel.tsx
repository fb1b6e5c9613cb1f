import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ChevronDown, History } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorBlock, formatDateTime } from "../admin-ui";
import { historyQuery } from "./editor-api";

/** Audit actions read like "updated", "modules-reordered", "lessons-moved": matched by word. */
const KNOWN_ACTIONS = ["reorder", "regenerate", "move", "restore", "delete", "create", "update"];
const KNOWN_ENTITIES = [
  "course",
  "module",
  "lesson",
  "code-example",
  "exercise",
  "quiz",
  "version",
];

function HistoryList({ courseId }: { courseId: string }) {
  const { t } = useTranslation("editor");
  const history = useQuery(historyQuery(courseId));
  if (history.isPending) return <Skeleton className="h-24 w-full" />;
  if (history.isError) return <ErrorBlock text={t("history.loadError")} />;
  if (history.data.entries.length === 0)
    return <p className="text-sm text-muted-foreground">{t("history.empty")}</p>;
  return (
    <ol className="grid gap-2" data-testid="history">
      {history.data.entries.map((e) => {
        const title = typeof e.details?.title === "string" ? e.details.title : null;
        const action = KNOWN_ACTIONS.find((a) => e.action.includes(a)) ?? "other";
        const named = e.action.startsWith("modules-")
          ? "module"
          : e.action.startsWith("lessons-")
            ? "lesson"
            : e.action.startsWith("blocks-")
              ? "block"
              : e.entityType;
        const entity = KNOWN_ENTITIES.includes(named) ? named : "other";
        return (
          <li key={e.id} className="rounded-lg border p-3 text-sm">
            <p className="font-medium wrap-anywhere">
              {t(`history.actions.${action}`, { entity: t(`history.entities.${entity}`) })}
              {title ? `: ${title}` : ""}
            </p>
            <p className="text-xs text-muted-foreground">
              {t("history.entry", {
                who: e.actor?.name ?? t("history.unknownUser"),
                when: formatDateTime(e.createdAt),
              })}
            </p>
          </li>
        );
      })}
    </ol>
  );
}

/** "Verlauf": who changed what and when; loaded when opened. */
export function HistoryPanel({ courseId }: { courseId: string }) {
  const { t } = useTranslation("editor");
  const [open, setOpen] = useState(false);
  return (
    <Card role="region" aria-labelledby="history-heading">
      <CardHeader>
        <CardTitle id="history-heading" className="flex items-center gap-2">
          <History className="size-5" aria-hidden="true" />
          {t("history.title")}
        </CardTitle>
        <CardDescription>{t("history.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div>
          <Button
            variant="outline"
            size="sm"
            aria-expanded={open}
            aria-controls="history-list"
            onClick={() => setOpen((o) => !o)}
          >
            <ChevronDown aria-hidden="true" className={open ? "rotate-180" : undefined} />
            {open ? t("history.hide") : t("history.show")}
          </Button>
        </div>
        <div id="history-list">{open && <HistoryList courseId={courseId} />}</div>
      </CardContent>
    </Card>
  );
}
