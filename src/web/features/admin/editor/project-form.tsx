/**
 * Creating or editing one project of a course (issue 30, decision 0122): title, module or
 * course end, brief (markdown beside its sanitized preview), runtime, starter files and
 * optional checks (the code exercise's editors), the rubric, "Zertifikat erfordert
 * bestandenes Projekt". Validated by the shared schema before it is sent; a stale revision
 * answers 409 and the form says so.
 */
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { RefreshCw } from "lucide-react";
import type { AdminProject as Project } from "@shared/contracts/projects";
import { PROJECT_LIMITS, PROJECT_RUNTIMES, type ProjectRuntime } from "@shared/domain/projects";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api";
import { translateValidation } from "@/lib/validation";
import { MarkdownField } from "./markdown-field";
import { CheckListField, DatasetField, FilesField, TimeLimitField } from "./code-fields";
import {
  draftOf,
  draftProblems,
  newChecks,
  newProjectDraft,
  withRuntime,
  type ProjectDraft,
} from "./project-draft";
import { projectKeys, projectsApi } from "./projects-api";
import { RubricFields } from "./rubric-fields";

const COURSE_END = "course-end";

function ChecksFields({
  draft,
  onChange,
  error,
  solutionError,
}: {
  draft: ProjectDraft;
  onChange: (d: ProjectDraft) => void;
  error?: string;
  solutionError?: string;
}) {
  const { t } = useTranslation("projects-admin");
  const id = useId();
  const runtime = draft.runtime;
  if (runtime === "external") return null;
  const checks = draft.checks;
  return (
    <div className="grid gap-3 rounded-lg border bg-muted/30 p-4" data-testid="project-checks">
      <div className="flex items-start gap-2">
        <Checkbox
          id={`${id}-on`}
          checked={!!checks}
          onCheckedChange={(v) =>
            onChange(
              v === true
                ? // The model solution starts as a copy of the starter files.
                  { ...draft, checks: newChecks(), solutionFiles: draft.starterFiles }
                : { ...draft, checks: null, solutionFiles: [] },
            )
          }
          aria-describedby={`${id}-help`}
        />
        <div className="grid gap-0.5">
          <Label htmlFor={`${id}-on`}>{t("form.checks")}</Label>
          <p id={`${id}-help`} className="text-xs text-muted-foreground">
            {t("form.checksHelp")}
          </p>
        </div>
      </div>
      {error && (
        <p className="text-sm font-medium text-destructive">{translateValidation(error)}</p>
      )}
      {checks && (
        <>
          <div className="sm:max-w-xs">
            <TimeLimitField
              label={t("form.timeLimit")}
              valueMs={checks.timeLimitMs}
              disabled={false}
              onChange={(timeLimitMs) => onChange({ ...draft, checks: { ...checks, timeLimitMs } })}
            />
          </div>
          {runtime === "sql" && (
            <DatasetField
              label={t("form.dataset")}
              value={checks.dataset ?? ""}
              rows={5}
              disabled={false}
              onChange={(dataset) => onChange({ ...draft, checks: { ...checks, dataset } })}
            />
          )}
          <CheckListField
            checks={checks.checks}
            runtime={runtime}
            textOnly={false}
            addLabel={t("form.addCheck")}
            onChange={(list) => onChange({ ...draft, checks: { ...checks, checks: list } })}
          />
          <div className="grid gap-1">
            <FilesField
              label={t("solution.files")}
              files={draft.solutionFiles}
              disabled={false}
              onChange={(solutionFiles) => onChange({ ...draft, solutionFiles })}
              testId="project-solution"
            />
            <p className="text-xs text-muted-foreground">{t("solution.help")}</p>
            {solutionError && (
              <p className="text-sm font-medium text-destructive">
                {translateValidation(solutionError)}
              </p>
            )}
          </div>
        </>
      )}
    </div>
  );
}

export function ProjectForm({
  courseId,
  modules,
  project,
  initial,
  source,
  orderIndex,
  onDone,
}: {
  courseId: string;
  modules: { id: string; title: string }[];
  /** The project being edited; absent for a new one. */
  project?: Project;
  /** A prepared draft (from the AI) for a new project. */
  initial?: ProjectDraft;
  /** Who wrote `initial`: the model or the offline template (decision 0142). */
  source?: "ai" | "offline";
  orderIndex: number;
  onDone: () => void;
}) {
  const { t } = useTranslation("projects-admin");
  const id = useId();
  const qc = useQueryClient();
  const [draft, setDraft] = useState<ProjectDraft>(() =>
    project ? draftOf(project) : (initial ?? newProjectDraft(orderIndex)),
  );
  // One key per new project form: a double click or a retry of "Speichern" creates it once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [showErrors, setShowErrors] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const problems = draftProblems(draft);
  const shown = showErrors ? problems : { fields: {}, criteria: {}, count: 0 };

  const save = useMutation({
    mutationFn: (d: ProjectDraft) =>
      project
        ? projectsApi.update(project.id, d, project.revision)
        : projectsApi.create(courseId, { ...d, idempotencyKey }),
    onSuccess: async () => {
      toast.success(t("form.saved"));
      await qc.invalidateQueries({ queryKey: projectKeys.course(courseId) });
      onDone();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 409) setConflict(err.message);
      else toast.error(err instanceof ApiError ? err.message : t("form.saveFailed"));
    },
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (problems.count > 0) {
      setShowErrors(true);
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setConflict(null);
    save.mutate(draft);
  };

  const set = (patch: Partial<ProjectDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const titleError = translateValidation(shown.fields.title);

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-5"
      aria-labelledby={`${id}-heading`}
      data-testid="project-form"
    >
      <h3 id={`${id}-heading`} className="text-base font-semibold">
        {project ? t("form.editHeading", { title: project.title }) : t("form.newHeading")}
      </h3>
      {source && (
        <p className="rounded-lg border bg-muted/40 p-3 text-sm" data-testid="project-ai-note">
          {t(source === "ai" ? "aiDraft.noteAi" : "aiDraft.noteOffline")}
        </p>
      )}
      {showErrors && problems.count > 0 && (
        <div
          ref={summaryRef}
          tabIndex={-1}
          role="alert"
          className="rounded-lg border border-destructive/40 bg-destructive-subtle p-3 text-sm font-medium text-destructive-subtle-foreground"
          data-testid="project-form-errors"
        >
          {t("form.invalid", { count: problems.count })}
        </div>
      )}
      {conflict && (
        <div
          role="alert"
          className="grid gap-2 rounded-lg border border-destructive/40 bg-destructive-subtle p-3 text-sm text-destructive-subtle-foreground"
          data-testid="project-conflict"
        >
          <p className="font-medium">{conflict}</p>
          <div>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => {
                void qc.invalidateQueries({ queryKey: projectKeys.course(courseId) });
                onDone();
              }}
            >
              <RefreshCw aria-hidden="true" />
              {t("form.reload")}
            </Button>
          </div>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-1.5 sm:col-span-2">
          <Label htmlFor={`${id}-title`}>{t("form.title")}</Label>
          <Input
            id={`${id}-title`}
            value={draft.title}
            maxLength={PROJECT_LIMITS.titleChars}
            aria-invalid={!!titleError}
            aria-describedby={titleError ? `${id}-title-error` : undefined}
            onChange={(e) => set({ title: e.target.value })}
          />
          {titleError && (
            <p id={`${id}-title-error`} className="text-sm font-medium text-destructive">
              {titleError}
            </p>
          )}
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-module`}>{t("form.module")}</Label>
          <Select
            value={draft.moduleId ?? COURSE_END}
            onValueChange={(v) => set({ moduleId: v === COURSE_END ? null : v })}
          >
            <SelectTrigger id={`${id}-module`} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={COURSE_END}>{t("form.courseEnd")}</SelectItem>
              {modules.map((m, i) => (
                <SelectItem key={m.id} value={m.id}>
                  {t("form.afterModule", { number: i + 1, title: m.title })}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-runtime`}>{t("form.runtime")}</Label>
          <Select
            value={draft.runtime}
            onValueChange={(r) => setDraft((d) => withRuntime(d, r as ProjectRuntime))}
          >
            <SelectTrigger id={`${id}-runtime`} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PROJECT_RUNTIMES.map((r) => (
                <SelectItem key={r} value={r}>
                  {t(`runtime.${r}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <p className="text-xs text-muted-foreground">{t(`runtimeHelp.${draft.runtime}`)}</p>
        </div>
      </div>
      <MarkdownField
        label={t("form.brief")}
        value={draft.brief}
        error={shown.fields.brief}
        textareaProps={{
          value: draft.brief,
          maxLength: PROJECT_LIMITS.briefChars,
          rows: 12,
          onChange: (e) => set({ brief: e.target.value }),
        }}
      />
      {draft.runtime !== "external" && (
        <div className="grid gap-1">
          <FilesField
            label={t("form.starterFiles")}
            files={draft.starterFiles}
            disabled={false}
            onChange={(starterFiles) => set({ starterFiles })}
            testId="project-starter"
          />
          {shown.fields.starterFiles && (
            <p className="text-sm font-medium text-destructive">
              {translateValidation(shown.fields.starterFiles)}
            </p>
          )}
        </div>
      )}
      <ChecksFields
        draft={draft}
        onChange={setDraft}
        error={shown.fields.checks ?? shown.fields.runtime}
        solutionError={shown.fields.solutionFiles}
      />
      <RubricFields
        rubric={draft.rubric}
        onChange={(rubric) => set({ rubric })}
        problems={shown.criteria}
        sizeError={shown.fields.rubric}
      />
      <div className="flex items-start gap-2">
        <Checkbox
          id={`${id}-required`}
          checked={draft.requiredForCertificate}
          onCheckedChange={(v) => set({ requiredForCertificate: v === true })}
          aria-describedby={`${id}-required-help`}
        />
        <div className="grid gap-0.5">
          <Label htmlFor={`${id}-required`}>{t("form.required")}</Label>
          <p id={`${id}-required-help`} className="text-xs text-muted-foreground">
            {t("form.requiredHelp")}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending} data-testid="project-save">
          {save.isPending && <Spinner />}
          {t("form.save")}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t("form.cancel")}
        </Button>
      </div>
    </form>
  );
}
