import { useTranslation } from "react-i18next";
import { FileText, FolderOpen, RotateCcw, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { formatDate } from "../admin-ui";
import { editorApi, type EditorView } from "./editor-api";
import { useEditorWrite } from "./editor-mutations";

/** "Papierkorb": deleted modules and lessons, restorable for 30 days. */
export function TrashPanel({ view }: { view: EditorView }) {
  const { t } = useTranslation("editor");
  const versionId = view.version.id;
  const restore = useEditorWrite(versionId, (id: string) => editorApi.restore(versionId, id), {
    successText: t("bin.restored"),
    errorText: t("bin.failed"),
  });
  return (
    <Card role="region" aria-labelledby="trash-heading" data-testid="trash">
      <CardHeader>
        <CardTitle id="trash-heading" className="flex items-center gap-2">
          <Trash2 className="size-5" aria-hidden="true" />
          {t("bin.title")}
        </CardTitle>
        <CardDescription>{t("bin.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {view.trash.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("bin.empty")}</p>
        ) : (
          <ul className="grid gap-2">
            {view.trash.map((entry) => (
              <li
                key={entry.id}
                data-testid="trash-entry"
                className="flex flex-wrap items-center gap-3 rounded-lg border p-3"
              >
                {entry.kind === "module" ? (
                  <FolderOpen
                    className="size-4 shrink-0 text-muted-foreground"
                    aria-hidden="true"
                  />
                ) : (
                  <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                )}
                <div className="min-w-0 flex-1">
                  <p className="font-medium wrap-anywhere">
                    <span className="sr-only">{t(`bin.${entry.kind}`)}: </span>
                    {entry.title}
                  </p>
                  <p className="text-xs wrap-anywhere text-muted-foreground">
                    {t(`bin.${entry.kind}`)}
                    {entry.parentTitle ? ` · ${entry.parentTitle}` : ""} ·{" "}
                    {t("bin.deletedAt", {
                      date: formatDate(entry.deletedAt),
                      who: entry.deletedBy ?? t("history.unknownUser"),
                    })}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t("bin.restoreNamed", { title: entry.title })}
                  disabled={restore.isPending}
                  onClick={() => restore.mutate(entry.id)}
                >
                  {restore.isPending && restore.variables === entry.id ? (
                    <Spinner />
                  ) : (
                    <RotateCcw aria-hidden="true" />
                  )}
                  {t("bin.restore")}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
