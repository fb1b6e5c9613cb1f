import { useTranslation } from "react-i18next";
import { AlertTriangle, CheckCircle2, CircleDot, RefreshCw } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";

export type SaveStatus = "saved" | "dirty" | "saving";

/** "Gespeichert" / "Änderungen nicht gespeichert" / "Wird gespeichert …", announced politely. */
export function SaveState({ status, className }: { status: SaveStatus; className?: string }) {
  const { t } = useTranslation("editor");
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid="save-state"
      data-state={status}
      className={cn(
        "flex items-center gap-1.5 text-sm font-medium",
        status === "saved" && "text-success-subtle-foreground",
        status === "dirty" && "text-warning-subtle-foreground",
        status === "saving" && "text-muted-foreground",
        className,
      )}
    >
      {status === "saving" ? (
        <Spinner />
      ) : status === "saved" ? (
        <CheckCircle2 className="size-4" aria-hidden="true" />
      ) : (
        <CircleDot className="size-4" aria-hidden="true" />
      )}
      {t(`save.${status}`)}
    </p>
  );
}

/** 409 REVISION_CONFLICT: someone else saved first; "Neu laden" loads their version. */
export function ConflictAlert({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation("editor");
  return (
    <Alert variant="destructive" data-testid="conflict">
      <AlertTriangle aria-hidden="true" />
      <AlertTitle>{t("conflict.title")}</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>{t("conflict.description")}</p>
        <div>
          <Button type="button" variant="outline" size="sm" onClick={onReload}>
            <RefreshCw aria-hidden="true" />
            {t("conflict.reload")}
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
