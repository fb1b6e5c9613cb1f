import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Languages } from "lucide-react";
import type { Job } from "@shared/contracts/admin";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api";
import { adminApi, adminKeys, invalidateAdminContent } from "../admin-api";
import { JobProgress } from "../admin-ui";
import { isFinished, useJob, useJobEvents } from "../use-job";
import { editorKeys, type EditorView } from "./editor-api";

/** Modules of a translated version that "Veraltete Module neu übersetzen" would translate. */
export const staleModules = (view: EditorView) =>
  view.modules.filter(
    (m) => m.lessons.length > 0 && (!!m.error || (m.translation && m.translation !== "translated")),
  );

/**
 * A re-translation (one module, or every outdated one without `moduleIds`): starts it and
 * follows its job; the editor refreshes per translated module, failures name their cause.
 * Whoever uses it stays mounted while the job runs even when the view no longer shows the
 * modules as outdated (that refresh comes before the job's end), so the end is announced.
 */
function useRetranslation(view: EditorView, moduleIds?: string[]) {
  const { t } = useTranslation("admin");
  const qc = useQueryClient();
  const versionId = view.version.id;
  // A re-translation of the same modules found running when the screen loaded.
  const [jobId, setJobId] = useState<string | null>(
    () =>
      (view.activeJobs ?? []).find(
        (j) =>
          j.type === "translate-course" &&
          j.target.courseVersionId === versionId &&
          (moduleIds?.length === 1 ? j.target.moduleId === moduleIds[0] : !j.target.moduleId),
      )?.id ?? null,
  );
  const [starting, setStarting] = useState(false);
  const job = useJob(jobId);
  useJobEvents(job, {
    onProgress: () => void qc.invalidateQueries({ queryKey: editorKeys.version(versionId) }),
    onFinished: (j: Job) => {
      setJobId(null);
      void invalidateAdminContent(qc);
      void qc.invalidateQueries({ queryKey: editorKeys.version(versionId) });
      void qc.invalidateQueries({ queryKey: adminKeys.courseJobs(view.course.id) });
      if (j.status === "succeeded") toast.success(t("retranslate.success"));
      else if (j.status === "failed")
        toast.error(t("retranslate.failed"), { description: j.error ?? undefined });
    },
  });
  const running = starting || (!!jobId && (!job || !isFinished(job)));

  const start = async () => {
    setStarting(true);
    try {
      const res = await adminApi.retranslate(versionId, moduleIds);
      setJobId(res.job.id);
      void qc.invalidateQueries({ queryKey: adminKeys.courseJobs(view.course.id) });
    } catch (err) {
      if (err instanceof ApiError && err.code === "JOB_RUNNING")
        toast.info(t("retranslate.running"));
      else
        toast.error(t("retranslate.failed"), {
          description: err instanceof ApiError ? err.message : undefined,
        });
    } finally {
      setStarting(false);
    }
  };
  return { job, running, start };
}

function RetranslateButton({
  retranslation: { job, running, start },
  label,
  name,
  variant = "outline",
}: {
  retranslation: ReturnType<typeof useRetranslation>;
  label: string;
  name?: string;
  variant?: "outline" | "default";
}) {
  const { t } = useTranslation("admin");
  return (
    <div className="grid gap-3">
      <div>
        <Button
          size="sm"
          variant={variant}
          onClick={() => void start()}
          disabled={running}
          aria-label={name}
          className="whitespace-normal"
        >
          {running ? <Spinner /> : <Languages aria-hidden="true" />}
          {label}
        </Button>
      </div>
      {running && job && <JobProgress job={job} label={t("retranslate.progress")} />}
    </div>
  );
}

/** "Neu übersetzen" of one module: while it needs translating, and while its job runs. */
export function ModuleRetranslate({
  view,
  module,
  needed,
}: {
  view: EditorView;
  module: { id: string; title: string };
  needed: boolean;
}) {
  const { t } = useTranslation("admin");
  const retranslation = useRetranslation(view, [module.id]);
  if (!needed && !retranslation.running) return null;
  return (
    <div className="mt-3">
      <RetranslateButton
        retranslation={retranslation}
        label={t("retranslate.one")}
        name={t("retranslate.oneNamed", { title: module.title })}
      />
    </div>
  );
}

/** On a translated version: how many modules need translating, and one button for all. */
export function RetranslateAllCard({ view }: { view: EditorView }) {
  const { t } = useTranslation("admin");
  const retranslation = useRetranslation(view);
  const stale = staleModules(view);
  if (view.version.isSource || (stale.length === 0 && !retranslation.running)) return null;
  return (
    <Card data-testid="retranslate-all">
      <CardContent className="grid gap-3">
        {stale.length > 0 && (
          <p className="text-sm">{t("retranslate.allHint", { count: stale.length })}</p>
        )}
        <RetranslateButton
          retranslation={retranslation}
          label={t("retranslate.all")}
          variant="default"
        />
      </CardContent>
    </Card>
  );
}
