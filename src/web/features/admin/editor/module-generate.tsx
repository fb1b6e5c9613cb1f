import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Wand2 } from "lucide-react";
import type { Job, JobStep } from "@shared/contracts/admin";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api";
import { adminApi, adminKeys, invalidateAdminContent } from "../admin-api";
import { JobProgress, JobStepText } from "../admin-ui";
import { isFinished, useJob, useJobEvents } from "../use-job";
import { editorKeys } from "./editor-api";
import { logHandled } from "@/lib/log";

/** Toasts of the spec when a module generation ends; refreshes the editor while it runs. */
export function useGenerationToasts(versionId: string, onDone: () => void) {
  const { t } = useTranslation("admin");
  const qc = useQueryClient();
  return {
    onProgress: () => {
      void qc.invalidateQueries({ queryKey: editorKeys.version(versionId) });
      // The jobs panel learns of the running job (and then follows it itself).
      void qc.invalidateQueries({ queryKey: [...adminKeys.all, "course-jobs"] });
    },
    onFinished: (job: Job) => {
      onDone();
      void invalidateAdminContent(qc);
      if (job.status === "succeeded") toast.success(t("edit.generateSuccess"));
      else toast.error(t("edit.generateFailed"), { description: job.error ?? undefined });
    },
  };
}

/** The spec's generate button of a module without lessons, with the job's live progress. */
export function ModuleGenerateButton({
  moduleId,
  title,
  versionId,
  translation,
  jobId,
  allStep,
  blocked,
  onStarted,
  onDone,
}: {
  moduleId: string;
  title: string;
  versionId: string;
  /** The screen shows a translated version: the module is translated into it too. */
  translation: boolean;
  jobId: string | null;
  /** This module's step in a running "Alle Module generieren" (it is being written). */
  allStep?: JobStep;
  blocked: boolean;
  onStarted: (jobId: string) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation("admin");
  const qc = useQueryClient();
  const job = useJob(jobId);
  const [starting, setStarting] = useState(false);
  useJobEvents(job, useGenerationToasts(versionId, onDone));
  const running = starting || (!!jobId && (!job || !isFinished(job)));
  const writing = running || !!allStep;

  const generate = async () => {
    setStarting(true);
    try {
      const res = await adminApi.generateModule(moduleId, translation ? versionId : undefined);
      onStarted(res.job.id);
    } catch (err) {
      if (err instanceof ApiError && err.code === "JOB_RUNNING") {
        toast.info(t("edit.alreadyRunning"));
        void qc.invalidateQueries({ queryKey: editorKeys.version(versionId) });
      } else {
        logHandled("generate module failed", err);
        toast.error(t("edit.generateFailed"));
      }
    } finally {
      setStarting(false);
    }
  };

  return (
    <div className="grid gap-3">
      <div>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void generate()}
          disabled={running || blocked}
          aria-label={t("edit.generateModuleNamed", { title })}
        >
          {writing ? <Spinner /> : <Wand2 aria-hidden="true" />}
          {writing ? t("edit.generating") : t("edit.generateModule")}
        </Button>
      </div>
      {!running && allStep && (
        <p className="text-sm text-muted-foreground tabular-nums" data-testid="module-step">
          <JobStepText step={{ ...allStep, modules: 1 }} />
        </p>
      )}
      {running && job && <JobProgress job={job} label={t("edit.moduleProgress", { title })} />}
    </div>
  );
}
