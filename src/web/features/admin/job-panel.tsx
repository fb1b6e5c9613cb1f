import { useTranslation } from "react-i18next";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { RotateCcw, XCircle } from "lucide-react";
import type { Job } from "@shared/contracts/admin";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { adminApi, adminKeys, courseJobsQuery } from "./admin-api";
import { formatDate, JobSteps } from "./admin-ui";

const VARIANT: Record<Job["status"], "info" | "success" | "destructive" | "secondary"> = {
  queued: "secondary",
  running: "info",
  succeeded: "success",
  failed: "destructive",
  cancelled: "secondary",
};

function seconds(job: Job): number | null {
  if (!job.startedAt) return null;
  const end = job.finishedAt ? Date.parse(job.finishedAt) : Date.now();
  return Math.max(0, Math.round((end - Date.parse(job.startedAt)) / 1000));
}

/**
 * The course's recent jobs with status, duration, the module each concerns and the full
 * error; running jobs can be cancelled. Survives reloads (read from the server).
 */
export function JobPanel({
  courseId,
  moduleTitles,
}: {
  courseId: string;
  moduleTitles: Record<string, string>;
}) {
  const { t } = useTranslation("admin");
  const qc = useQueryClient();
  const jobs = useQuery(courseJobsQuery(courseId));
  const cancel = useMutation({
    mutationFn: (id: string) => adminApi.cancelJob(id),
    onSuccess: () => {
      toast.success(t("jobs.cancelled"));
      void qc.invalidateQueries({ queryKey: adminKeys.courseJobs(courseId) });
    },
    onError: (err) => toast.error(t("jobs.cancelFailed"), { description: (err as Error).message }),
  });
  const retry = useMutation({
    mutationFn: (job: Job) =>
      job.type === "translate-course"
        ? adminApi.retranslate(job.result!.courseVersionId!, job.result!.failedModuleIds)
        : adminApi.generateAll(job.target.courseVersionId!),
    onSuccess: () => void qc.invalidateQueries({ queryKey: adminKeys.all }),
    onError: (err) => toast.error(t("jobs.retryFailed"), { description: (err as Error).message }),
  });
  const list = jobs.data?.jobs ?? [];
  /** "Retry" re-runs only the failed modules, offered on the newest job of its kind. */
  const canRetry = (job: Job, i: number) =>
    job.status === "failed" &&
    !!job.result?.failedModuleIds?.length &&
    (job.type === "translate-course"
      ? !!job.result.courseVersionId
      : job.type === "generate-all") &&
    !list
      .slice(0, i)
      .some(
        (j) =>
          j.type === job.type &&
          (j.result?.courseVersionId ?? j.target.courseVersionId) ===
            (job.result?.courseVersionId ?? job.target.courseVersionId),
      );

  return (
    <Card className="gap-3" data-testid="job-panel">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">{t("jobs.heading")}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {list.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("jobs.none")}</p>
        ) : (
          <ul className="grid gap-3">
            {list.map((job, i) => {
              const s = seconds(job);
              const active = job.status === "queued" || job.status === "running";
              return (
                <li
                  key={job.id}
                  className="grid gap-1 border-b pb-3 last:border-b-0"
                  data-testid="job-row"
                >
                  <div className="flex flex-wrap items-center gap-2 text-sm">
                    <Badge variant={VARIANT[job.status]}>{t(`job.status.${job.status}`)}</Badge>
                    <span className="font-medium">{t(`jobs.type.${job.type}`)}</span>
                    {job.target.moduleId && moduleTitles[job.target.moduleId] && (
                      <span>· {moduleTitles[job.target.moduleId]}</span>
                    )}
                    <span className="text-muted-foreground tabular-nums">
                      · {formatDate(job.createdAt)}
                      {s !== null && ` · ${t("jobs.duration", { count: s })}`}
                    </span>
                    {active && (
                      <Button
                        size="sm"
                        variant="outline"
                        className="ml-auto"
                        disabled={cancel.isPending}
                        onClick={() => cancel.mutate(job.id)}
                      >
                        <XCircle aria-hidden="true" />
                        {t("jobs.cancel")}
                      </Button>
                    )}
                  </div>
                  {active && job.message && (
                    <p className="text-sm text-muted-foreground">
                      {job.message} ({Math.min(job.progress, job.total)}/{job.total})
                    </p>
                  )}
                  {active && <JobSteps steps={job.steps} />}
                  {job.error && (
                    <p className="text-sm break-words text-destructive" data-testid="job-error">
                      {job.error}
                    </p>
                  )}
                  {canRetry(job, i) && (
                    <div>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={retry.isPending}
                        onClick={() => retry.mutate(job)}
                      >
                        <RotateCcw aria-hidden="true" />
                        {t("jobs.retryOnlyFailed")}
                      </Button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
