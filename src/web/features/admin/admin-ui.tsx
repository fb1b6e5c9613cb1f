import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Bot, FlaskConical } from "lucide-react";
import { DIFFICULTIES, type Job, type JobStep, type VersionSummary } from "@shared/contracts/admin";
import { LANGUAGE_LABELS, type Language } from "@shared/i18n/languages";
import { SKILL_AREAS, type SkillArea } from "@shared/domain/skill-areas";
import { formatDate as formatDateIn, formatDateTime as formatDateTimeIn } from "@shared/text/dates";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Progress } from "@/components/ui/progress";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { currentLanguage } from "@/lib/i18n";
import type { AiInfo } from "./admin-api";
import { jobPercent } from "./use-job";

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-2 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0 space-y-1.5">
        <h1 className="text-2xl font-semibold tracking-tight wrap-anywhere sm:text-3xl">{title}</h1>
        {description && <p className="max-w-2xl text-muted-foreground">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

/** German date dd.mm.yyyy (and the local short date in other languages; @shared/text/dates). */
export const formatDate = (iso: string): string => formatDateIn(iso, currentLanguage());

/** Date and time in the interface language (@shared/text/dates). */
export const formatDateTime = (iso: string): string => formatDateTimeIn(iso, currentLanguage());

const statusVariant: Record<VersionSummary["status"], BadgeProps["variant"]> = {
  draft: "warning",
  generated: "info",
  manual: "secondary",
  translated: "outline",
  published: "success",
};

export function StatusBadge({ status }: { status: VersionSummary["status"] }) {
  const { t } = useTranslation("admin");
  return (
    <Badge variant={statusVariant[status]} data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}

export function LanguageBadge({ language }: { language: Language }) {
  return (
    <Badge variant="outline" className="font-mono uppercase" title={LANGUAGE_LABELS[language]}>
      <span aria-hidden="true">{language}</span>
      <span className="sr-only">{LANGUAGE_LABELS[language]}</span>
    </Badge>
  );
}

/** Clear notice that the offline template generator writes drafts without AI. */
export function AiNotice({
  ai,
  context,
}: {
  ai: AiInfo | undefined;
  context: "create" | "generate";
}) {
  const { t } = useTranslation("admin");
  if (!ai) return null;
  if (ai.offline)
    return (
      <Alert
        className="border-warning/60 bg-warning-subtle text-warning-subtle-foreground"
        data-testid="ai-offline"
      >
        <FlaskConical aria-hidden="true" />
        <AlertTitle>{t("ai.offlineTitle")}</AlertTitle>
        <AlertDescription className="text-warning-subtle-foreground">
          <p>{t(context === "create" ? "ai.offlineCreate" : "ai.offlineGenerate")}</p>
          <p>
            <Link to="/admin/ai" className="font-medium underline underline-offset-4">
              {t("ai.connectLink")}
            </Link>
          </p>
        </AlertDescription>
      </Alert>
    );
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="ai-online">
      <Bot className="size-4" aria-hidden="true" />
      {t("ai.online", { provider: ai.provider, model: ai.model ?? "" })}
    </p>
  );
}

/** Progress of a running job, announced politely to screen readers. */
export function JobProgress({ job, label }: { job: Job; label: string }) {
  const { t } = useTranslation("admin");
  const percent = jobPercent(job);
  return (
    <div className="grid gap-2" role="status" aria-live="polite" data-testid="job-progress">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground tabular-nums">
          {job.total > 0
            ? t("job.steps", { progress: Math.min(job.progress, job.total), total: job.total })
            : t(`job.status.${job.status}`)}
        </span>
      </div>
      <Progress value={job.status === "queued" ? null : percent} aria-label={label} />
      {job.message && <p className="text-sm text-muted-foreground">{job.message}</p>}
      <JobSteps steps={job.steps} />
    </div>
  );
}

/** "Modul 2 von 6 · Lektion 3 von 4 geschrieben" (just the lesson for a one-module job). */
export function JobStepText({ step }: { step: JobStep }) {
  const { t } = useTranslation("admin");
  return step.modules > 1 ? t("job.moduleLessonStep", step) : t("job.lessonStep", step);
}

/** The lessons written so far of each module a running job is writing (decision 0036). */
export function JobSteps({ steps }: { steps: JobStep[] | undefined }) {
  if (!steps?.length) return null;
  return (
    <ul className="grid gap-0.5 text-sm text-muted-foreground tabular-nums" data-testid="job-steps">
      {steps.map((step) => (
        <li key={step.moduleId}>
          <JobStepText step={step} />
        </li>
      ))}
    </ul>
  );
}

export function LoadingBlock() {
  const { t } = useTranslation("admin");
  return (
    <div className="grid gap-3" role="status" aria-label={t("loading")}>
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

export function ErrorBlock({ text }: { text: string }) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{text}</AlertTitle>
    </Alert>
  );
}

/** The spec's three difficulty levels, labelled in the interface language. */
export function DifficultySelect({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  value: string | undefined;
  onChange: (value: (typeof DIFFICULTIES)[number]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation("admin");
  return (
    <Select
      value={value}
      onValueChange={(v) => onChange(v as (typeof DIFFICULTIES)[number])}
      disabled={disabled}
    >
      <SelectTrigger id={id} className="w-full">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {DIFFICULTIES.map((d) => (
          <SelectItem key={d} value={d}>
            {t(`difficulty.${d}`)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

const NO_SKILL_AREA = "none";

/** The course's skill area, or none ("Nicht zugeordnet": the preview warns, plans skip it). */
export function SkillAreaSelect({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  value: SkillArea | null | undefined;
  onChange: (value: SkillArea | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation("admin");
  return (
    <Select
      value={value ?? NO_SKILL_AREA}
      onValueChange={(v) => onChange(v === NO_SKILL_AREA ? null : (v as SkillArea))}
      disabled={disabled}
    >
      <SelectTrigger id={id} className="w-full">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NO_SKILL_AREA}>{t("newCourse.skillAreaNone")}</SelectItem>
        {SKILL_AREAS.map((a) => (
          <SelectItem key={a} value={a}>
            {t(`skillArea.${a}`)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
