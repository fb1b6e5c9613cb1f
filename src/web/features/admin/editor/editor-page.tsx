import { useState } from "react";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import { toast } from "sonner";
import { Download, Eye, FileUp, Languages, Sparkles, Users } from "lucide-react";
import type { Job } from "@shared/contracts/admin";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api";
import { translateValidation } from "@/lib/validation";
import { adminApi } from "../admin-api";
import {
  AiNotice,
  ErrorBlock,
  JobProgress,
  LanguageBadge,
  LoadingBlock,
  PageHeader,
} from "../admin-ui";
import { isFinished, useJob, useJobEvents } from "../use-job";
import { CourseSettings } from "./course-settings";
import { editorViewQuery } from "./editor-api";
import { HistoryPanel } from "./history-panel";
import { useGenerationToasts } from "./module-generate";
import { Outline } from "./outline";
import { TrashPanel } from "./trash-panel";
import { useGenerationJobs } from "./use-generation-jobs";
import { ThumbnailCard } from "../thumbnail-card";
import { CourseLifecyclePanel } from "../course-lifecycle-panel";
import { JobPanel } from "../job-panel";
import { RetranslateAllCard } from "./retranslate";
import { ProjectsSection } from "./projects-section";
import { ProjectTranslationSection } from "./project-translation-section";
import { logHandled } from "@/lib/log";
import { Duration } from "@/components/duration";
import { courseMinutes } from "@shared/domain/duration";
import { courseExportUrl } from "../course-files/course-files-api";

function GenerateAllPanel({
  job,
  versionId,
  onDone,
}: {
  job: Job | null;
  versionId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation("admin");
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

function Editor({ versionId }: { versionId: string }) {
  const { t } = useTranslation(["editor", "admin", "course-files"]);
  const view = useQuery(editorViewQuery(versionId));
  const jobs = useGenerationJobs(view.data);
  // "Alle Module generieren": its steps also show on the cards of the modules being written.
  const allJob = useJob(jobs.allJob);
  const [startingAll, setStartingAll] = useState(false);

  if (view.isPending) return <LoadingBlock />;
  if (view.isError) return <ErrorBlock text={t("admin:edit.loadError")} />;
  const data = view.data;
  const { course, modules, version } = data;
  const generated = modules.filter((m) => m.status !== "not_generated").length;
  const missing = modules.length - generated;
  const percent = modules.length ? Math.round((generated / modules.length) * 100) : 0;
  const allRunning = startingAll || !!jobs.allJob;

  const generateAll = async () => {
    setStartingAll(true);
    try {
      const res = await adminApi.generateAll(versionId);
      jobs.setAllJobId(res.job.id);
    } catch (err) {
      if (err instanceof ApiError && err.code === "JOB_RUNNING")
        toast.info(t("admin:edit.alreadyRunning"));
      else {
        logHandled("generate all failed", err);
        toast.error(t("admin:edit.generateFailed"));
      }
    } finally {
      setStartingAll(false);
    }
  };

  return (
    <div className="grid min-w-0 gap-6 [&>*]:min-w-0">
      <PageHeader
        title={course.title}
        description={course.description}
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to={`/admin/preview?version=${version.id}`}>
                <Eye aria-hidden="true" />
                {t("admin:courses.preview")}
              </Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to={`/admin/courses/${course.id}/learners`}>
                <Users aria-hidden="true" />
                {t("admin:courses.learners")}
              </Link>
            </Button>
            <Button variant="outline" asChild>
              <a
                href={courseExportUrl(course.id)}
                download
                aria-label={t("course-files:exportNamed", { title: course.title })}
              >
                <Download aria-hidden="true" />
                {t("course-files:export")}
              </a>
            </Button>
            {version.isSource && (
              <Button variant="outline" asChild>
                <Link to={`/admin/import-course?course=${course.id}`}>
                  <FileUp aria-hidden="true" />
                  {t("course-files:editorImport")}
                </Link>
              </Button>
            )}
            {missing > 0 && version.isSource && (
              <Button
                onClick={() => void generateAll()}
                disabled={allRunning}
                className="whitespace-normal"
              >
                {allRunning ? <Spinner /> : <Sparkles aria-hidden="true" />}
                {t("admin:edit.generateAll")}
              </Button>
            )}
          </>
        }
      />
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <LanguageBadge language={version.language} />
        <span>{t(`admin:difficulty.${course.difficulty}`)}</span>
        <span aria-hidden="true">·</span>
        <span data-testid="duration">
          <Duration
            minutes={courseMinutes({
              lessons: data.modules.reduce((n, m) => n + m.lessons.length, 0),
              lessonMinutes: data.lessonMinutesTotal,
              estimatedHours: course.estimatedHours,
            })}
          />
        </span>
      </div>
      <AiNotice ai={data.ai} context="generate" />
      {!version.isSource && (
        <Alert data-testid="translated-notice">
          <Languages aria-hidden="true" />
          <AlertTitle>{t("translated.title")}</AlertTitle>
          <AlertDescription>
            {t("translated.description")} {translateValidation("v:structureSourceOnly")}
          </AlertDescription>
        </Alert>
      )}

      <Card className="gap-3">
        <CardHeader>
          <CardTitle id="overall-progress">{t("admin:edit.overallProgress")}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2">
          <Progress value={percent} aria-labelledby="overall-progress" />
          <p className="text-sm text-muted-foreground tabular-nums" data-testid="modules-generated">
            {t("admin:courses.modulesGenerated", { generated, total: modules.length })}
          </p>
        </CardContent>
      </Card>

      <RetranslateAllCard view={data} />

      {jobs.allJob && (
        <GenerateAllPanel
          key={jobs.allJob}
          job={allJob}
          versionId={versionId}
          onDone={jobs.finishAll}
        />
      )}

      <Outline
        view={data}
        moduleJob={jobs.moduleJob}
        allSteps={allJob && !isFinished(allJob) ? allJob.steps : undefined}
        blocked={allRunning}
        onJobStarted={jobs.startModule}
        onJobDone={jobs.finishModule}
      />

      {!version.isSource && (
        <ProjectTranslationSection versionId={version.id} aiOffline={data.ai.offline} />
      )}
      {version.isSource && (
        <ProjectsSection
          courseId={course.id}
          modules={modules.map((m) => ({ id: m.id, title: m.title }))}
        />
      )}

      <CourseSettings view={data} />
      <ThumbnailCard courseId={course.id} thumbnailUrl={course.thumbnailUrl} />

      <CourseLifecyclePanel courseId={course.id} version={version} isSource={version.isSource} />
      <JobPanel
        courseId={course.id}
        moduleTitles={Object.fromEntries(modules.map((m) => [m.id, m.title]))}
      />

      <div className="grid gap-6 lg:grid-cols-2">
        <TrashPanel view={data} />
        <HistoryPanel courseId={course.id} />
      </div>
    </div>
  );
}

export default function EditorPage() {
  const { t } = useTranslation("admin");
  const { courseVersionId } = useParams();
  if (!courseVersionId) return <ErrorBlock text={t("edit.missingId")} />;
  return <Editor key={courseVersionId} versionId={courseVersionId} />;
}
