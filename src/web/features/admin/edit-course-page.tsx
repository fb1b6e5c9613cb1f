import { useState } from "react";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { CheckCircle2, Clock, Eye, Sparkles, Wand2 } from "lucide-react";
import type { EditViewResponse, Job } from "@shared/contracts/admin";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api";
import { adminApi, editViewQuery, invalidateAdminContent } from "./admin-api";
import {
  AiNotice,
  ErrorBlock,
  JobProgress,
  LanguageBadge,
  LoadingBlock,
  PageHeader,
  StatusBadge,
} from "./admin-ui";
import { isFinished, useJob, useJobEvents } from "./use-job";
import { ThumbnailCard } from "./thumbnail-card";
import { CourseLifecyclePanel } from "./course-lifecycle-panel";
import { JobPanel } from "./job-panel";
import { ModuleTranslationBadge } from "./module-translation-badge";

type Module = EditViewResponse["modules"][number];
const MAX_LESSONS_SHOWN = 3;

function useGenerationToasts(versionId: string, onDone: () => void) {
  const { t } = useTranslation("admin");
  const qc = useQueryClient();
  return {
    onProgress: () => void qc.invalidateQueries({ queryKey: editViewQuery(versionId).queryKey }),
    onFinished: (job: Job) => {
      onDone();
      void invalidateAdminContent(qc);
      if (job.status === "succeeded") toast.success(t("edit.generateSuccess"));
      else toast.error(t("edit.generateFailed"), { description: job.error ?? undefined });
    },
  };
}

function ModuleRow({
  module,
  versionId,
  jobId,
  blocked,
  onStarted,
  onDone,
}: {
  module: Module;
  versionId: string;
  jobId: string | null;
  blocked: boolean;
  onStarted: (moduleId: string, jobId: string) => void;
  onDone: (moduleId: string) => void;
}) {
  const { t } = useTranslation("admin");
  const qc = useQueryClient();
  const job = useJob(jobId);
  const [starting, setStarting] = useState(false);
  useJobEvents(
    job,
    useGenerationToasts(versionId, () => onDone(module.id)),
  );
  const running = starting || (!!jobId && (!job || !isFinished(job)));
  const generated = module.status === "generated";

  const generate = async () => {
    setStarting(true);
    try {
      const res = await adminApi.generateModule(module.id);
      onStarted(module.id, res.job.id);
    } catch (err) {
      if (err instanceof ApiError && err.code === "JOB_RUNNING") {
        toast.info(t("edit.alreadyRunning"));
        void qc.invalidateQueries({ queryKey: editViewQuery(versionId).queryKey });
      } else {
        console.error("generate module failed", err);
        toast.error(t("edit.generateFailed"));
      }
    } finally {
      setStarting(false);
    }
  };

  const rest = module.lessons.length - MAX_LESSONS_SHOWN;
  return (
    <li
      className="rounded-xl border bg-card p-5 shadow-xs"
      data-testid="module-row"
      data-status={module.status}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1 space-y-1">
          <h3 className="font-semibold break-words">
            <span className="text-muted-foreground tabular-nums">{module.orderIndex}.</span>{" "}
            {module.title}
          </h3>
          {module.description && (
            <p className="text-sm text-muted-foreground">{module.description}</p>
          )}
          <ModuleTranslationBadge state={module.translation} />
        </div>
        {generated ? (
          <Badge variant="success">
            <CheckCircle2 aria-hidden="true" />
            {t("moduleStatus.generated")}
          </Badge>
        ) : (
          <Button
            size="sm"
            variant="outline"
            onClick={() => void generate()}
            disabled={running || blocked}
            aria-label={t("edit.generateModuleNamed", { title: module.title })}
          >
            {running ? <Spinner /> : <Wand2 aria-hidden="true" />}
            {running ? t("edit.generating") : t("edit.generateModule")}
          </Button>
        )}
      </div>
      {running && job && (
        <div className="mt-4">
          <JobProgress job={job} label={t("edit.moduleProgress", { title: module.title })} />
        </div>
      )}
      {generated && (
        <ul className="mt-4 grid gap-2">
          {module.lessons.slice(0, MAX_LESSONS_SHOWN).map((lesson) => (
            <li
              key={lesson.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-muted/50 px-3 py-2 text-sm"
            >
              <span className="min-w-0 break-words">{lesson.title}</span>
              <span className="flex items-center gap-1 text-muted-foreground tabular-nums">
                <Clock className="size-3.5" aria-hidden="true" />
                {t("edit.minutes", { count: lesson.estimatedDurationMinutes })}
              </span>
            </li>
          ))}
          {rest > 0 && (
            <li className="px-3 text-sm text-muted-foreground">
              {t("edit.more", { count: rest })}
            </li>
          )}
        </ul>
      )}
    </li>
  );
}

function GenerateAllPanel({
  jobId,
  versionId,
  onDone,
}: {
  jobId: string;
  versionId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation("admin");
  const job = useJob(jobId);
  useJobEvents(job, useGenerationToasts(versionId, onDone));
  if (!job || isFinished(job)) return null;
  return (
    <Card>
      <CardContent>
        <JobProgress job={job} label={t("edit.generateAllProgress")} />
      </CardContent>
    </Card>
  );
}

function EditView({ versionId }: { versionId: string }) {
  const { t } = useTranslation("admin");
  const view = useQuery(editViewQuery(versionId));
  const [started, setStarted] = useState<Record<string, string>>({});
  const [allJobId, setAllJobId] = useState<string | null>(null);
  const [startingAll, setStartingAll] = useState(false);
  const [finishedJobs, setFinishedJobs] = useState<string[]>([]);

  if (view.isPending) return <LoadingBlock />;
  if (view.isError) return <ErrorBlock text={t("edit.loadError")} />;
  const { course, modules, version, activeJobs, ai } = view.data;

  const activeAll =
    allJobId ??
    activeJobs.find((j) => j.type === "generate-all" && !finishedJobs.includes(j.id))?.id ??
    null;
  const moduleJob = (m: Module): string | null =>
    started[m.id] ??
    activeJobs.find(
      (j) =>
        j.type === "generate-module" && j.target.moduleId === m.id && !finishedJobs.includes(j.id),
    )?.id ??
    null;
  const generated = modules.filter((m) => m.status === "generated").length;
  const missing = modules.length - generated;
  const percent = modules.length ? Math.round((generated / modules.length) * 100) : 0;

  const generateAll = async () => {
    setStartingAll(true);
    try {
      const res = await adminApi.generateAll(versionId);
      setAllJobId(res.job.id);
    } catch (err) {
      if (err instanceof ApiError && err.code === "JOB_RUNNING")
        toast.info(t("edit.alreadyRunning"));
      else {
        console.error("generate all failed", err);
        toast.error(t("edit.generateFailed"));
      }
    } finally {
      setStartingAll(false);
    }
  };

  const allRunning = startingAll || !!activeAll;

  return (
    <div className="grid gap-6">
      <PageHeader
        title={course.title}
        description={course.description}
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to={`/admin/preview?version=${version.id}`}>
                <Eye aria-hidden="true" />
                {t("courses.preview")}
              </Link>
            </Button>
            {missing > 0 && (
              <Button onClick={() => void generateAll()} disabled={allRunning}>
                {allRunning ? <Spinner /> : <Sparkles aria-hidden="true" />}
                {t("edit.generateAll")}
              </Button>
            )}
          </>
        }
      />
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <LanguageBadge language={version.language} />
        <StatusBadge status={version.status} />
        <span>
          {t(`difficulty.${course.difficultyLevel}`, { defaultValue: course.difficultyLevel })}
        </span>
        <span aria-hidden="true">·</span>
        <span>{t("edit.hours", { count: course.estimatedDurationHours })}</span>
      </div>
      <AiNotice ai={ai} context="generate" />
      <ThumbnailCard courseId={course.id} thumbnailUrl={course.thumbnailUrl} />

      <Card className="gap-3">
        <CardHeader>
          <CardTitle id="overall-progress">{t("edit.overallProgress")}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2">
          <Progress value={percent} aria-labelledby="overall-progress" />
          <p className="text-sm text-muted-foreground tabular-nums" data-testid="modules-generated">
            {t("courses.modulesGenerated", { generated, total: modules.length })}
          </p>
        </CardContent>
      </Card>

      <CourseLifecyclePanel
        courseId={course.id}
        version={version}
        isSource={course.sourceLanguage === version.language}
      />
      <JobPanel
        courseId={course.id}
        moduleTitles={Object.fromEntries(modules.map((m) => [m.id, m.title]))}
      />

      {activeAll && (
        <GenerateAllPanel
          key={activeAll}
          jobId={activeAll}
          versionId={versionId}
          onDone={() => {
            setFinishedJobs((f) => [...f, activeAll]);
            setAllJobId(null);
          }}
        />
      )}

      <section aria-labelledby="modules-heading" className="grid gap-3">
        <h2 id="modules-heading" className="text-lg font-semibold">
          {t("edit.modules")}
        </h2>
        {modules.length === 0 ? (
          <p className="text-muted-foreground">{t("edit.noModules")}</p>
        ) : (
          <ol className="grid gap-3">
            {modules.map((m) => (
              <ModuleRow
                key={m.id}
                module={m}
                versionId={versionId}
                jobId={moduleJob(m)}
                blocked={allRunning}
                onStarted={(moduleId, jobId) => setStarted((s) => ({ ...s, [moduleId]: jobId }))}
                onDone={(moduleId) => {
                  const id = moduleJob(m);
                  if (id) setFinishedJobs((f) => [...f, id]);
                  setStarted((s) => {
                    const next = { ...s };
                    delete next[moduleId];
                    return next;
                  });
                }}
              />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

export default function EditCoursePage() {
  const { t } = useTranslation("admin");
  const { courseVersionId } = useParams();
  if (!courseVersionId) return <ErrorBlock text={t("edit.missingId")} />;
  return <EditView key={courseVersionId} versionId={courseVersionId} />;
}
