import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { PublishProblem } from "@shared/contracts/admin";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api";

export interface GateState<V> {
  version: V;
  problems: PublishProblem[];
  /** Blocking problems: no way to publish; otherwise warnings to confirm. */
  blocked: boolean;
}

/** The problems of a refused publish (409 PUBLISH_BLOCKED or PUBLISH_WARNINGS), else null. */
export function gateProblems(err: unknown): PublishProblem[] | null {
  if (!(err instanceof ApiError)) return null;
  if (err.code !== "PUBLISH_BLOCKED" && err.code !== "PUBLISH_WARNINGS") return null;
  const details = err.details as { problems?: PublishProblem[] } | undefined;
  return details?.problems ?? [];
}

/** Lists why publishing was refused; warnings offer "Trotzdem veröffentlichen". */
export function PublishGateDialog<V extends { id: string }>({
  gate,
  onClose,
  onPublishAnyway,
}: {
  gate: GateState<V> | null;
  onClose: () => void;
  onPublishAnyway: (version: V) => void;
}) {
  const { t } = useTranslation(["admin", "editor"]);
  return (
    <AlertDialog open={!!gate} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent data-testid="publish-gate">
        <AlertDialogHeader>
          <AlertDialogTitle>
            {gate?.blocked ? t("publish.blockedTitle") : t("publish.warningsTitle")}
          </AlertDialogTitle>
          <AlertDialogDescription>
            {gate?.blocked ? t("publish.blockedDescription") : t("publish.warningsDescription")}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {gate?.problems.map((p, i) => (
            <li key={`${p.kind}-${i}`}>
              {t([`preview.problem.${p.kind}`, `editor:projectTranslation.problem.${p.kind}`], {
                module: p.moduleTitle ?? "",
                lesson: p.lessonTitle ?? "",
                project: p.projectTitle ?? "",
              })}
            </li>
          ))}
        </ul>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("cancel")}</AlertDialogCancel>
          {gate?.blocked ? (
            <Button variant="outline" asChild>
              <Link to={`/admin/preview?version=${gate.version.id}`}>
                {t("publish.openPreview")}
              </Link>
            </Button>
          ) : (
            <AlertDialogAction onClick={() => gate && onPublishAnyway(gate.version)}>
              {t("publish.publishAnyway")}
            </AlertDialogAction>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
