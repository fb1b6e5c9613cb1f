import { useState, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { CheckCircle2, Languages, OctagonAlert, Pencil, PenLine } from "lucide-react";
import type { Job } from "@shared/contracts/admin";
import { LANGUAGE_LABELS, LANGUAGES, type Language } from "@shared/i18n/languages";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api";
import { adminApi, aiQuery, invalidateAdminContent, versionsQuery } from "./admin-api";
import { ErrorBlock, formatDate, JobProgress, PageHeader } from "./admin-ui";
import { isFinished, useJob, useJobEvents, useStoredJobId } from "./use-job";
import { logHandled } from "@/lib/log";

function Step({
  n,
  title,
  description,
  children,
}: {
  n: number;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <li>
      <Card className="gap-4">
        <CardHeader className="grid-cols-[auto_1fr] items-center gap-x-4">
          <span
            className="row-span-2 flex size-9 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary"
            aria-hidden="true"
          >
            {n}
          </span>
          <CardTitle>{title}</CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </li>
  );
}

export default function TranslatePage() {
  const { t } = useTranslation("admin");
  const qc = useQueryClient();
  const navigate = useNavigate();
  const versions = useQuery(versionsQuery());
  const ai = useQuery(aiQuery());
  const [sourceId, setSourceId] = useState<string>("");
  const [target, setTarget] = useState<Language | "">("");
  const [starting, setStarting] = useState(false);
  const [offlineRefused, setOfflineRefused] = useState(false);
  const [done, setDone] = useState<{ versionId: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [jobId, setJobId] = useStoredJobId("translate");
  const job = useJob(jobId);
  const running = starting || (!!jobId && (!job || !isFinished(job)));

  const list = versions.data?.versions ?? [];
  const source = list.find((v) => v.id === sourceId) ?? null;
  const targets = LANGUAGES.filter((l) => l !== source?.language);
  const existing = new Set(
    source ? list.filter((v) => v.courseId === source.courseId).map((v) => v.language) : [],
  );

  useJobEvents(job, {
    onFinished: (finished: Job) => {
      setJobId(null);
      void invalidateAdminContent(qc);
      if (finished.status === "succeeded") {
        const versionId = finished.result?.courseVersionId;
        setDone(versionId ? { versionId } : null);
        toast.success(t("translate.success"), {
          description: t("translate.successDescription"),
          action: versionId
            ? {
                label: t("translate.edit"),
                onClick: () => navigate(`/admin/edit-course/${versionId}`),
              }
            : undefined,
        });
      } else {
        setFailure(finished.error ?? t("translate.failedDescription"));
        toast.error(t("translate.failed"), { description: t("translate.failedDescription") });
      }
    },
  });

  const duplicateToast = (language: Language) =>
    toast.error(t("translate.exists"), {
      description: t("translate.existsDescription", { language: LANGUAGE_LABELS[language] }),
    });

  const start = async () => {
    if (!source || !target || target === source.language) {
      toast.error(t("translate.chooseBoth"));
      return;
    }
    if (existing.has(target)) {
      duplicateToast(target);
      return;
    }
    setStarting(true);
    setDone(null);
    setFailure(null);
    setOfflineRefused(false);
    try {
      const res = await adminApi.translate(source.id, target);
      setJobId(res.job.id);
    } catch (err) {
      if (err instanceof ApiError && err.code === "TRANSLATION_EXISTS") duplicateToast(target);
      else if (err instanceof ApiError && err.code === "OFFLINE_CANNOT_TRANSLATE") {
        setOfflineRefused(true);
        toast.error(t("translate.failed"), { description: t("translate.offlineDescription") });
      } else {
        logHandled("translate failed", err);
        toast.error(t("translate.failed"), { description: t("translate.failedDescription") });
      }
    } finally {
      setStarting(false);
    }
  };

  // Without a model (or by choice): the version with the source text, translated by hand in
  // the editor beside the original (decision 0094).
  const manual = async () => {
    if (!source || !target || target === source.language) {
      toast.error(t("translate.chooseBoth"));
      return;
    }
    if (existing.has(target)) {
      duplicateToast(target);
      return;
    }
    setStarting(true);
    try {
      const res = await adminApi.manualTranslation(source.id, target);
      await invalidateAdminContent(qc);
      toast.success(t("translate.manualCreated", { language: LANGUAGE_LABELS[target] }));
      navigate(`/admin/edit-course/${res.courseVersionId}`);
    } catch (err) {
      if (err instanceof ApiError && err.code === "TRANSLATION_EXISTS") duplicateToast(target);
      else {
        console.error("manual translation failed", err);
        toast.error(t("translate.failed"), { description: t("translate.failedDescription") });
      }
    } finally {
      setStarting(false);
    }
  };
  const offline = !!ai.data?.offline;

  return (
    <div className="grid gap-6">
      <PageHeader title={t("translate.title")} description={t("translate.description")} />

      {(ai.data?.offline || offlineRefused) && (
        <Alert
          variant={offlineRefused ? "destructive" : "default"}
          className={
            offlineRefused
              ? undefined
              : "border-warning/60 bg-warning-subtle text-warning-subtle-foreground"
          }
          data-testid="translate-offline"
        >
          <OctagonAlert aria-hidden="true" />
          <AlertTitle>{t("translate.offlineTitle")}</AlertTitle>
          <AlertDescription
            className={offlineRefused ? undefined : "text-warning-subtle-foreground"}
          >
            {t("translate.offlineDescription")}
          </AlertDescription>
        </Alert>
      )}

      {done && (
        <Alert className="border-success/40 bg-success-subtle" data-testid="translate-done">
          <CheckCircle2 aria-hidden="true" className="text-success" />
          <AlertTitle>{t("translate.success")}</AlertTitle>
          <AlertDescription>
            <p>{t("translate.successDescription")}</p>
            <Button size="sm" variant="outline" asChild>
              <Link to={`/admin/edit-course/${done.versionId}`}>
                <Pencil aria-hidden="true" />
                {t("translate.edit")}
              </Link>
            </Button>
          </AlertDescription>
        </Alert>
      )}
      {failure && (
        <Alert variant="destructive">
          <AlertTitle>{t("translate.failed")}</AlertTitle>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}

      {running && job && (
        <Card>
          <CardContent>
            <JobProgress
              job={job}
              label={t("translate.running", { title: job.target.courseTitle ?? "" })}
            />
          </CardContent>
        </Card>
      )}

      {versions.isError ? (
        <ErrorBlock text={t("translate.loadError")} />
      ) : (
        <ol className="grid gap-4">
          <Step n={1} title={t("translate.step1")} description={t("translate.step1Description")}>
            <div className="grid max-w-xl gap-1.5">
              <Label htmlFor="translate-source">{t("translate.source")}</Label>
              <Select
                value={sourceId}
                onValueChange={(v) => {
                  setSourceId(v);
                  const next = list.find((x) => x.id === v);
                  if (next && next.language === target) setTarget("");
                }}
                disabled={versions.isPending || running}
              >
                <SelectTrigger id="translate-source" className="w-full">
                  <SelectValue
                    placeholder={
                      versions.isPending ? t("loading") : t("translate.sourcePlaceholder")
                    }
                  />
                </SelectTrigger>
                <SelectContent>
                  {list.map((v) => (
                    <SelectItem key={v.id} value={v.id}>
                      {t("translate.sourceOption", {
                        title: v.courseTitle,
                        language: v.language.toUpperCase(),
                        number: v.versionNumber,
                        date: formatDate(v.createdAt),
                      })}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              {!versions.isPending && list.length === 0 && (
                <p className="text-sm text-muted-foreground">{t("courses.empty")}</p>
              )}
            </div>
          </Step>
          <Step n={2} title={t("translate.step2")} description={t("translate.step2Description")}>
            {source ? (
              <RadioGroup
                value={target}
                onValueChange={(v) => setTarget(v as Language)}
                aria-label={t("translate.step2")}
                className="grid gap-2 sm:grid-cols-3"
                disabled={running}
              >
                {targets.map((l) => (
                  <Label
                    key={l}
                    htmlFor={`target-${l}`}
                    className="flex cursor-pointer items-center gap-3 rounded-lg border p-3 font-normal has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent/50"
                  >
                    <RadioGroupItem id={`target-${l}`} value={l} />
                    <span>
                      {LANGUAGE_LABELS[l]}
                      {existing.has(l) && (
                        <span className="block text-xs text-muted-foreground">
                          {t("translate.alreadyThere")}
                        </span>
                      )}
                    </span>
                  </Label>
                ))}
              </RadioGroup>
            ) : (
              <p className="text-sm text-muted-foreground">{t("translate.pickSourceFirst")}</p>
            )}
          </Step>
          <Step
            n={3}
            title={offline ? t("translate.step3Manual") : t("translate.step3")}
            description={
              offline ? t("translate.step3ManualDescription") : t("translate.step3Description")
            }
          >
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              {/* Without a model an automatic translation cannot run: only the manual one. */}
              {!offline && (
                <Button
                  onClick={() => void start()}
                  disabled={running}
                  size="lg"
                  className="w-full sm:w-auto"
                >
                  {running ? <Spinner /> : <Languages aria-hidden="true" />}
                  {t("translate.start")}
                </Button>
              )}
              <Button
                onClick={() => void manual()}
                disabled={running || ai.isPending}
                size="lg"
                variant={offline ? "default" : "outline"}
                className="w-full sm:w-auto"
              >
                {running && offline ? <Spinner /> : <PenLine aria-hidden="true" />}
                {t("translate.manual")}
              </Button>
            </div>
          </Step>
        </ol>
      )}
    </div>
  );
}
