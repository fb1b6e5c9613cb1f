import { useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Archive, EyeOff, Trash2 } from "lucide-react";
import type { VersionSummary } from "@shared/contracts/admin";
import { LANGUAGE_LABELS } from "@shared/i18n/languages";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { adminApi, invalidateAdminContent, learnersQuery } from "./admin-api";
import { logHandled } from "@/lib/log";

type Action = "unpublish" | "archive" | "delete";

/**
 * Unpublish this version, archive or delete the course, each behind a confirmation that
 * names the learners concerned (issue "course lifecycle"). Deleting a course in which
 * learners have progress needs its title typed.
 */
export function CourseLifecyclePanel({
  courseId,
  version,
  isSource,
}: {
  courseId: string;
  version: Pick<VersionSummary, "id" | "language" | "isPublished">;
  isSource: boolean;
}) {
  const { t } = useTranslation("admin");
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [action, setAction] = useState<Action | null>(null);
  const [typed, setTyped] = useState("");
  const learners = useQuery({ ...learnersQuery(courseId), enabled: action !== null });

  const run = useMutation({
    mutationFn: async (a: Action) => {
      if (a === "unpublish") await adminApi.unpublish(version.id);
      else if (a === "archive") await adminApi.archive(courseId);
      else await adminApi.deleteCourse(courseId, typed || undefined);
      return a;
    },
    onSuccess: async (a) => {
      setAction(null);
      setTyped("");
      toast.success(t(`lifecycle.${a}Success`));
      await invalidateAdminContent(qc);
      await qc.invalidateQueries({
        predicate: (q) => q.queryKey[0] !== "admin" && q.queryKey[0] !== "session",
      });
      if (a === "delete") await navigate("/admin/courses");
    },
    onError: (err) => {
      logHandled("lifecycle action failed", err);
      toast.error(t("lifecycle.failed"), { description: (err as Error).message });
    },
  });

  const info = learners.data;
  const needsTitle = action === "delete" && !!info && info.started + info.withProgress > 0;
  const titleOk = !needsTitle || typed.trim() === info?.title;
  const language = LANGUAGE_LABELS[version.language];

  return (
    <Card className="gap-3" data-testid="lifecycle-panel">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">{t("lifecycle.heading")}</h2>
        </CardTitle>
        <CardDescription>
          {version.isPublished
            ? t("lifecycle.published", { language })
            : t("lifecycle.notPublished", { language })}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {version.isPublished && (
          <Button variant="outline" onClick={() => setAction("unpublish")}>
            <EyeOff aria-hidden="true" />
            {isSource ? t("lifecycle.unpublishCourse") : t("lifecycle.unpublishTranslation")}
          </Button>
        )}
        <Button variant="outline" onClick={() => setAction("archive")}>
          <Archive aria-hidden="true" />
          {t("lifecycle.archive")}
        </Button>
        <Button variant="destructive" onClick={() => setAction("delete")}>
          <Trash2 aria-hidden="true" />
          {t("lifecycle.delete")}
        </Button>
      </CardContent>

      <AlertDialog
        open={action !== null}
        onOpenChange={(open) => {
          if (!open) {
            setAction(null);
            setTyped("");
          }
        }}
      >
        <AlertDialogContent data-testid="lifecycle-dialog">
          <AlertDialogHeader>
            <AlertDialogTitle>
              {action === "unpublish" && !isSource
                ? t("lifecycle.unpublishTranslationTitle", { language })
                : action && t(`lifecycle.${action}Title`)}
            </AlertDialogTitle>
            <AlertDialogDescription>
              {action === "unpublish" && !isSource
                ? t("lifecycle.unpublishTranslationText", { language })
                : action && t(`lifecycle.${action}Text`)}
            </AlertDialogDescription>
          </AlertDialogHeader>
          {learners.isPending ? (
            <Spinner />
          ) : info ? (
            <p className="text-sm" role="status" data-testid="lifecycle-learners">
              {t("lifecycle.learners", { count: info.enrolled })}{" "}
              {t("lifecycle.learnersWithProgress", { count: info.withProgress })}
            </p>
          ) : null}
          {needsTitle && (
            <div className="grid gap-2">
              <Label htmlFor="confirm-title">
                {t("lifecycle.typeTitle", { title: info?.title ?? "" })}
              </Label>
              <Input
                id="confirm-title"
                value={typed}
                autoComplete="off"
                onChange={(e) => setTyped(e.target.value)}
              />
            </div>
          )}
          <AlertDialogFooter>
            <AlertDialogCancel>{t("cancel")}</AlertDialogCancel>
            <Button
              variant={action === "delete" ? "destructive" : "default"}
              disabled={run.isPending || learners.isPending || !titleOk}
              onClick={() => action && run.mutate(action)}
            >
              {run.isPending && <Spinner />}
              {action && t(`lifecycle.${action}Confirm`)}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
