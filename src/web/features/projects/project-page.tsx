/**
 * The learner's project page (issue 30, decision 0126), /app/course/:courseId/project/:projectId:
 * brief (through the sanitizer), rubric, the workspace (code: the practice engine's editor and
 * sandbox; "external": link and description), up to 5 screenshots, "Einreichen" (the
 * server's automatic checks first: failed checks are shown), the status, and after a review
 * the reviewer's summary, marks, line comments, the conversation and the history of versions.
 * One request: the course's projects with the learner's own submission.
 */
import { lazy, Suspense, useId, useState } from "react";
import { Link, useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ArrowLeft, CloudCheck, ImageOff, Send } from "lucide-react";
import type { CheckResult } from "@shared/domain/practice";
import type { LearnerProjectsResponse, MySubmission } from "@shared/contracts/projects";
import { PROJECT_LIMITS, type SubmissionStatus } from "@shared/domain/projects";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { Markdown } from "@/components/markdown";
import { ImageFileButton } from "@/components/image-file-button";
import { CheckList } from "@/practice/components/check-list";
import { ApiError } from "@/lib/api";
import { uploadFile } from "@/lib/upload";
import { courseProjectsQuery, useSubmitProject } from "./projects-api";
import { useProjectDraft, type DraftStatus } from "./use-project-draft";
import { Conversation, ReviewResult, VersionHistory } from "./project-review";

const ProjectWorkspace = lazy(() => import("./project-workspace"));

type LearnerProject = LearnerProjectsResponse["projects"][number];

const STATUS_VARIANT: Record<SubmissionStatus, "secondary" | "info" | "success" | "warning"> = {
  draft: "secondary",
  submitted: "info",
  claimed: "info",
  passed: "success",
  revise: "warning",
};

export function StatusBadge({ status }: { status: SubmissionStatus }) {
  const { t } = useTranslation("projects");
  return (
    <Badge variant={STATUS_VARIANT[status]} data-testid="project-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}

function SaveState({ status }: { status: DraftStatus }) {
  const { t } = useTranslation("projects");
  if (status === "idle" || status === "pending" || status === "conflict") return null;
  return (
    <span
      className="inline-flex items-center gap-1.5 text-xs text-muted-foreground"
      data-testid="project-save-state"
      data-state={status}
      role="status"
    >
      {status === "saving" && <Spinner className="size-3" />}
      {status === "saved" && <CloudCheck className="size-3.5" aria-hidden="true" />}
      {t(`save.${status}`)}
    </span>
  );
}

export default function ProjectPage() {
  const { courseId = "", projectId = "" } = useParams();
  const { t } = useTranslation("projects");
  const q = useQuery(courseProjectsQuery(courseId));
  const project = q.data?.projects.find((p) => p.id === projectId);
  if (q.isPending)
    return (
      <div className="flex justify-center p-10">
        <Spinner />
      </div>
    );
  if (!project)
    return (
      <div className="mx-auto grid max-w-3xl gap-3 p-6" role="alert">
        <h1 className="text-xl font-semibold">{t("notFound")}</h1>
        <Link className="text-primary underline" to="/app/courses">
          {t("backToCourses")}
        </Link>
      </div>
    );
  // The workspace restarts from the stored state when the submission changes hands (a new
  // version submitted, a decision making it editable again), not on the learner's own saves.
  const status = project.submission?.status ?? "draft";
  const editable = status === "draft" || status === "revise";
  return (
    <ProjectView
      key={`${project.id}:${project.submission?.version ?? 0}:${editable}`}
      courseId={courseId}
      project={project}
    />
  );
}

function ProjectView({ courseId, project }: { courseId: string; project: LearnerProject }) {
  const { t } = useTranslation(["projects", "validation"]);
  const id = useId();
  const submission = project.submission;
  const status: SubmissionStatus = submission?.status ?? "draft";
  const editable = status === "draft" || status === "revise";
  const external = project.runtime === "external";
  const draft = useProjectDraft({
    courseId,
    projectId: project.id,
    external,
    starterFiles: project.starterFiles,
    submission,
  });
  const submit = useSubmitProject(courseId, project.id);
  const [failed, setFailed] = useState<CheckResult[] | null>(null);
  const [submitError, setSubmitError] = useState("");
  const [shotError, setShotError] = useState("");
  const [uploading, setUploading] = useState(false);
  const versions = submission?.versions ?? [];
  const decided = [...versions].reverse().find((v) => v.decision);
  const current = submission?.version ?? 0;
  const lineComments = (submission?.comments ?? []).filter(
    (c) => c.file && c.line && c.version === current,
  );

  async function onSubmit() {
    setSubmitError("");
    setFailed(null);
    try {
      const revision = await draft.flush();
      const saved: MySubmission = await submit.mutateAsync(revision);
      draft.adopt(saved);
    } catch (err) {
      if (err instanceof ApiError && err.code === "CHECKS_FAILED") {
        const details = err.details as { checks?: CheckResult[] } | undefined;
        setFailed(details?.checks ?? []);
        setSubmitError(err.message);
      } else setSubmitError(err instanceof ApiError ? err.message : t("error"));
    }
  }

  async function upload(file: File) {
    setShotError("");
    setUploading(true);
    try {
      const { url } = await uploadFile<{ url: string }>(
        `/api/learning/projects/${project.id}/screenshots`,
        file,
      );
      draft.setContent({ screenshots: [...draft.content.screenshots, url] });
    } catch (err) {
      setShotError(err instanceof ApiError ? err.message : t("error"));
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 p-4 sm:p-6" data-testid="project-page">
      <Link
        to={`/app/course/${courseId}`}
        className="inline-flex w-fit items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t("backToCourse")}
      </Link>
      <header className="grid gap-2">
        <p className="text-sm font-medium text-primary">{t("kicker")}</p>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="mr-auto text-2xl font-semibold tracking-tight">{project.title}</h1>
          <StatusBadge status={status} />
        </div>
        {project.requiredForCertificate && (
          <p className="text-sm text-muted-foreground">{t("requiredForCertificate")}</p>
        )}
      </header>

      {status === "submitted" || status === "claimed" ? (
        <p className="rounded-lg border bg-accent px-3 py-2 text-sm" data-testid="project-waiting">
          {t(status === "claimed" ? "waiting.claimed" : "waiting.submitted")}
        </p>
      ) : status === "passed" ? (
        <p className="rounded-lg border border-success/40 bg-success-subtle px-3 py-2 text-sm text-success-subtle-foreground">
          {t("passedNote")}
        </p>
      ) : null}

      {decided && <ReviewResult version={decided} rubric={project.rubric} />}

      <section aria-labelledby={`${id}-brief`} className="grid gap-2">
        <h2 id={`${id}-brief`} className="text-lg font-semibold">
          {t("brief")}
        </h2>
        <Markdown className="text-[0.95rem]">{project.brief}</Markdown>
      </section>

      <section aria-labelledby={`${id}-rubric`} className="grid gap-2">
        <h2 id={`${id}-rubric`} className="text-lg font-semibold">
          {t("rubric.title")}
        </h2>
        <ol className="grid gap-2" data-testid="project-rubric">
          {project.rubric.map((c) => (
            <li key={c.id} className="rounded-lg border p-3 text-sm">
              <p className="font-medium">{c.title}</p>
              {c.description && <p className="text-muted-foreground">{c.description}</p>}
              <p className="mt-1">
                <span className="font-medium">{t("rubric.fulfilled")} </span>
                {c.fulfilled}
              </p>
            </li>
          ))}
        </ol>
      </section>

      <section
        aria-labelledby={`${id}-work`}
        className="grid gap-4 rounded-xl border bg-card p-4 sm:p-5"
      >
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={`${id}-work`} className="mr-auto text-lg font-semibold">
            {t("workspace.title")}
          </h2>
          <SaveState status={draft.status} />
        </div>
        {draft.status === "conflict" && (
          <div
            className="grid gap-2 rounded-lg border border-warning/50 bg-warning-subtle p-3 text-sm text-warning-subtle-foreground"
            role="alert"
            data-testid="project-conflict"
          >
            <p>{t("conflict.text")}</p>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="outline" onClick={() => draft.resolve("theirs")}>
                {t("conflict.theirs")}
              </Button>
              <Button size="sm" onClick={() => draft.resolve("mine")}>
                {t("conflict.mine")}
              </Button>
            </div>
          </div>
        )}
        {external ? (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-link`}>{t("workspace.link")}</Label>
            <Input
              id={`${id}-link`}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={draft.content.link}
              readOnly={!editable}
              onChange={(e) => draft.setContent({ link: e.target.value })}
              aria-describedby={`${id}-link-help`}
            />
            <p id={`${id}-link-help`} className="text-xs text-muted-foreground">
              {t("workspace.linkHelp")}
            </p>
          </div>
        ) : (
          <Suspense fallback={<Spinner />}>
            <ProjectWorkspace
              runtime={project.runtime as Exclude<typeof project.runtime, "external">}
              files={draft.content.files}
              onChange={(files) => draft.setContent({ files })}
              readOnly={!editable}
              timeLimitMs={project.checks?.timeLimitMs ?? 5000}
              dataset={project.checks?.dataset}
              lineComments={lineComments}
              commentedFiles={versions.find((v) => v.version === current)?.files}
            />
          </Suspense>
        )}
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-desc`}>{t("workspace.description")}</Label>
          <Textarea
            id={`${id}-desc`}
            value={draft.content.description}
            readOnly={!editable}
            rows={4}
            maxLength={PROJECT_LIMITS.descriptionChars}
            onChange={(e) => draft.setContent({ description: e.target.value })}
          />
        </div>

        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">
            {t("screenshots.title", {
              count: draft.content.screenshots.length,
              max: PROJECT_LIMITS.screenshots,
            })}
          </h3>
          {draft.content.screenshots.length > 0 && (
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="project-screenshots">
              {draft.content.screenshots.map((url, i) => (
                <li key={url} className="grid gap-1">
                  <img
                    src={url}
                    alt={t("screenshots.alt", { number: i + 1 })}
                    className="aspect-video w-full rounded-lg border object-cover"
                  />
                  {editable && (
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() =>
                        draft.setContent({
                          screenshots: draft.content.screenshots.filter((s) => s !== url),
                        })
                      }
                    >
                      <ImageOff aria-hidden="true" />
                      {t("screenshots.remove", { number: i + 1 })}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {editable && draft.content.screenshots.length < PROJECT_LIMITS.screenshots && (
            <div>
              <ImageFileButton
                label={uploading ? t("screenshots.uploading") : t("screenshots.add")}
                disabled={uploading}
                onFile={(f) => void upload(f)}
                onInvalid={setShotError}
              />
            </div>
          )}
          {shotError && (
            <p className="text-sm text-destructive" role="alert">
              {shotError}
            </p>
          )}
        </div>

        {editable && (
          <div className="grid gap-3 border-t pt-4">
            <p className="text-sm text-muted-foreground">
              {project.checks ? t("submit.withChecks") : t("submit.help")}
            </p>
            <div>
              <Button
                onClick={() => void onSubmit()}
                disabled={submit.isPending}
                data-testid="project-submit"
              >
                {submit.isPending ? <Spinner /> : <Send aria-hidden="true" />}
                {status === "revise" ? t("submit.again") : t("submit.button")}
              </Button>
            </div>
            {submitError && (
              <p
                className="text-sm text-destructive"
                role="alert"
                data-testid="project-submit-error"
              >
                {submitError}
              </p>
            )}
            {failed && project.checks && (
              <CheckList
                rows={failed.map((r) => ({
                  id: r.id,
                  title: r.title || t("submit.hiddenCheck"),
                  hidden: false,
                  status: r.status,
                  ...(r.failure ? { failure: r.failure } : {}),
                }))}
                timeLimitMs={project.checks.timeLimitMs}
                testId="project-failed-checks"
              />
            )}
          </div>
        )}
      </section>

      {submission && submission.version > 0 && (
        <Conversation courseId={courseId} projectId={project.id} submission={submission} />
      )}
      <VersionHistory versions={versions} withFiles={!external} />
    </div>
  );
}
