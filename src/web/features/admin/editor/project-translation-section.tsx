/**
 * Translating a course's projects in the editor of a translation (issue 30, decision 0146),
 * like its lessons (decision 0094): each project with "nicht übersetzt" / "veraltet", by hand
 * (`project-translation-form.tsx`) or, with a model, by the translation job.
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Languages, Sparkles } from "lucide-react";
import type { Job } from "@shared/contracts/admin";
import { LANGUAGE_LABELS } from "@shared/i18n/languages";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api";
import { adminApi, invalidateAdminContent } from "../admin-api";
import { ErrorBlock, JobProgress, LoadingBlock } from "../admin-ui";
import { isFinished, useJob, useJobEvents } from "../use-job";
import { ModuleTranslationBadge } from "../module-translation-badge";
import { keyOf, projectTranslationsQuery } from "./project-translation-api";
import { TranslationForm } from "./project-translation-form";

/**
 * With a model: translates every project (and module) of this translation that is missing,
 * outdated or failed, by the translation job ("Neu übersetzen" without module ids), and
 * follows it; the list refreshes as it writes.
 */
function AutoTranslate({ versionId, stale }: { versionId: string; stale: number }) {
  const { t } = useTranslation("editor");
  const qc = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const job = useJob(jobId);
  useJobEvents(job, {
    onProgress: () => void qc.invalidateQueries({ queryKey: keyOf(versionId) }),
    onFinished: (j: Job) => {
      setJobId(null);
      void invalidateAdminContent(qc);
      if (j.status === "succeeded") toast.success(t("projectTranslation.autoDone"));
      else if (j.status === "failed")
        toast.error(t("projectTranslation.autoFailed"), { description: j.error ?? undefined });
    },
  });
  const running = starting || (!!jobId && (!job || !isFinished(job)));
  if (stale === 0 && !running) return null;
  const start = async () => {
    setStarting(true);
    try {
      setJobId((await adminApi.retranslate(versionId)).job.id);
    } catch (err) {
      toast.error(t("projectTranslation.autoFailed"), {
        description: err instanceof ApiError ? err.message : undefined,
      });
    } finally {
      setStarting(false);
    }
  };
  return (
    <div
      className="grid gap-3 rounded-lg border bg-muted/30 p-3"
      data-testid="project-auto-translate"
    >
      {stale > 0 && <p className="text-sm">{t("projectTranslation.autoHint", { count: stale })}</p>}
      <div>
        <Button
          type="button"
          size="sm"
          onClick={() => void start()}
          disabled={running}
          className="whitespace-normal"
        >
          {running ? <Spinner /> : <Sparkles aria-hidden="true" />}
          {t("projectTranslation.auto")}
        </Button>
      </div>
      {running && job && <JobProgress job={job} label={t("projectTranslation.autoProgress")} />}
    </div>
  );
}

/** The "Projekte übersetzen" card of a translation's editor (nothing when the course has none). */
export function ProjectTranslationSection({
  versionId,
  aiOffline,
}: {
  versionId: string;
  /** Without a model only the hand translation is offered. */
  aiOffline: boolean;
}) {
  const { t } = useTranslation("editor");
  const query = useQuery(projectTranslationsQuery(versionId));
  const [open, setOpen] = useState<string | null>(null);
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) return <ErrorBlock text={t("projectTranslation.loadFailed")} />;
  const data = query.data;
  if (data.projects.length === 0) return null;
  return (
    <Card data-testid="project-translation-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Languages aria-hidden="true" className="size-5" />
          {t("projectTranslation.title")}
        </CardTitle>
        <CardDescription>
          {t("projectTranslation.description", { language: LANGUAGE_LABELS[data.language] })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {!aiOffline && (
          <AutoTranslate
            versionId={versionId}
            stale={data.projects.filter((p) => p.state !== "translated" || p.error).length}
          />
        )}
        <ul className="grid gap-3">
          {data.projects.map((p) => {
            const title = p.translation?.title ?? p.source.title;
            return (
              <li key={p.id} className="grid gap-3" data-testid="project-translation-row">
                <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3">
                  <div className="grid min-w-0 gap-1">
                    <p className="font-medium wrap-anywhere">{title}</p>
                    <div className="flex flex-wrap items-center gap-2">
                      <ModuleTranslationBadge state={p.state} />
                      {p.state === "translated" && (
                        <span className="text-sm text-muted-foreground">
                          {t("projectTranslation.translated")}
                        </span>
                      )}
                    </div>
                    {p.error && (
                      <p
                        className="text-sm text-destructive"
                        data-testid="project-translation-error"
                      >
                        {t("projectTranslation.failedBefore", { why: p.error })}
                      </p>
                    )}
                  </div>
                  {open !== p.id && (
                    <Button type="button" variant="outline" size="sm" onClick={() => setOpen(p.id)}>
                      {p.translation
                        ? t("projectTranslation.edit")
                        : t("projectTranslation.translate")}
                      <span className="sr-only">{title}</span>
                    </Button>
                  )}
                </div>
                {open === p.id && (
                  <TranslationForm
                    versionId={versionId}
                    item={p}
                    sourceLanguage={data.sourceLanguage}
                    onDone={() => setOpen(null)}
                  />
                )}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
