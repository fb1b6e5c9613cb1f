import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { BookOpen, CheckCircle2, Eye, Layers, Rocket } from "lucide-react";
import type { PublishableResponse } from "@shared/contracts/admin";
import { LANGUAGE_LABELS } from "@shared/i18n/languages";
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
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ApiError } from "@/lib/api";
import { adminApi, invalidateAdminContent, publishableQuery } from "./admin-api";
import { ErrorBlock, LanguageBadge, LoadingBlock, PageHeader, StatusBadge } from "./admin-ui";
import { gateProblems, PublishGateDialog, type GateState } from "./publish-gate-dialog";
import { logHandled } from "@/lib/log";

type Publishable = PublishableResponse["versions"][number];
type PublishGate = GateState<Publishable>;

export default function PublishPage() {
  const { t } = useTranslation("admin");
  const qc = useQueryClient();
  const list = useQuery(publishableQuery());
  const [confirming, setConfirming] = useState<Publishable | null>(null);
  const [gate, setGate] = useState<PublishGate | null>(null);
  const publish = useMutation({
    mutationFn: (v: { version: Publishable; confirmWarnings: boolean }) =>
      adminApi.publish(v.version.id, v.confirmWarnings),
    onSuccess: async () => {
      toast.success(t("publish.success"));
      await invalidateAdminContent(qc);
      await qc.invalidateQueries({
        predicate: (q) => q.queryKey[0] !== "admin" && q.queryKey[0] !== "session",
      });
    },
    onError: (err, v) => {
      const problems = gateProblems(err);
      if (problems) {
        setGate({
          version: v.version,
          problems,
          blocked: (err as ApiError).code === "PUBLISH_BLOCKED",
        });
        return;
      }
      logHandled("publish failed", err);
      toast.error(t("publish.failed"), {
        description:
          err instanceof ApiError && err.status === 404 ? t("publish.notFound") : undefined,
      });
    },
  });

  const versions = list.data?.versions ?? [];

  return (
    <div className="grid gap-6">
      <PageHeader title={t("publish.title")} description={t("publish.description")} />
      {list.isPending ? (
        <LoadingBlock />
      ) : list.isError ? (
        <ErrorBlock text={t("publish.loadError")} />
      ) : versions.length === 0 ? (
        <Card>
          <CardContent className="grid justify-items-center gap-3 py-6 text-center">
            <p className="text-muted-foreground" role="status">
              {t("publish.empty")}
            </p>
            <Button variant="outline" asChild>
              <Link to="/admin/preview">
                <Eye aria-hidden="true" />
                {t("nav.preview")}
              </Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <ul className="grid gap-4">
          {versions.map((v) => {
            const published = v.isPublished || v.status === "published";
            return (
              <li key={v.id}>
                <Card className="gap-4 py-5" data-testid="publishable">
                  <CardContent className="flex flex-col gap-4 px-5 sm:flex-row sm:items-start sm:justify-between">
                    <div className="grid min-w-0 flex-1 gap-2">
                      <h2 className="font-semibold break-words">{v.courseTitle}</h2>
                      <p className="line-clamp-2 text-sm text-muted-foreground">
                        {v.courseDescription}
                      </p>
                      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                        <LanguageBadge language={v.language} />
                        <StatusBadge status={v.status} />
                        <span className="flex items-center gap-1">
                          <Layers className="size-3.5" aria-hidden="true" />
                          {t("publish.modules", { count: v.modulesCount })}
                        </span>
                        <span className="flex items-center gap-1">
                          <BookOpen className="size-3.5" aria-hidden="true" />
                          {t("publish.lessons", { count: v.lessonsCount })}
                        </span>
                      </div>
                    </div>
                    {published ? (
                      v.status !== "published" && (
                        <Badge variant="success">
                          <CheckCircle2 aria-hidden="true" />
                          {t("status.published")}
                        </Badge>
                      )
                    ) : (
                      <Button
                        onClick={() => setConfirming(v)}
                        disabled={publish.isPending}
                        aria-label={t("publish.actionNamed", {
                          title: v.courseTitle,
                          language: LANGUAGE_LABELS[v.language],
                        })}
                      >
                        <Rocket aria-hidden="true" />
                        {t("publish.action")}
                      </Button>
                    )}
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      )}

      <AlertDialog open={!!confirming} onOpenChange={(open) => !open && setConfirming(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t("publish.confirmTitle")}</AlertDialogTitle>
            <AlertDialogDescription>
              {confirming &&
                t("publish.confirmDescription", {
                  title: confirming.courseTitle,
                  language: LANGUAGE_LABELS[confirming.language],
                })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t("cancel")}</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                if (confirming) publish.mutate({ version: confirming, confirmWarnings: false });
                setConfirming(null);
              }}
            >
              {t("publish.confirm")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>

      <PublishGateDialog
        gate={gate}
        onClose={() => setGate(null)}
        onPublishAnyway={(version) => {
          setGate(null);
          publish.mutate({ version, confirmWarnings: true });
        }}
      />
    </div>
  );
}
