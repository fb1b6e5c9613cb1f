import { useState } from "react";
import { useNavigate } from "react-router";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Sparkles } from "lucide-react";
import type { z } from "zod";
import { createCourseSchema, type CreateCourseInput, type Job } from "@shared/contracts/admin";
import { LANGUAGE_LABELS, LANGUAGES } from "@shared/i18n/languages";
import { FormField } from "@/components/form-field";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { adminApi, aiQuery, invalidateAdminContent } from "./admin-api";
import { AiNotice, DifficultySelect, JobProgress, PageHeader, SkillAreaSelect } from "./admin-ui";
import { isFinished, useJob, useJobEvents, useStoredJobId } from "./use-job";
import { storedDraftValues, useCourseDraft } from "./use-course-draft";
import { logHandled } from "@/lib/log";

type FormOutput = z.output<typeof createCourseSchema>;

const DEFAULTS: CreateCourseInput = {
  title: "",
  description: "",
  difficulty: "Beginner",
  estimatedHours: 8,
  topic: "",
  specificGoals: "",
  language: "de",
  skillArea: null,
};

export default function NewCoursePage() {
  const { t } = useTranslation("admin");
  const qc = useQueryClient();
  const ai = useQuery(aiQuery());
  const [jobId, setJobId] = useStoredJobId("create-course");
  const navigate = useNavigate();
  const job = useJob(jobId);
  const running = !!jobId && (!job || !isFinished(job));

  const form = useForm<CreateCourseInput, unknown, FormOutput>({
    resolver: zodResolver(createCourseSchema),
    defaultValues: storedDraftValues(DEFAULTS),
  });
  const { errors, isSubmitting } = form.formState;
  const draft = useCourseDraft(form);
  const [failed, setFailed] = useState(false);

  useJobEvents(job, {
    onFinished: (finished: Job) => {
      setJobId(null);
      void invalidateAdminContent(qc);
      if (finished.status === "succeeded") {
        toast.success(t("newCourse.success"));
        draft.clear();
        form.reset(DEFAULTS);
        // On to the new course's editor (its structure is what the admin works on next).
        const versionId = finished.result?.courseVersionId;
        if (versionId) navigate(`/admin/edit-course/${versionId}`);
      } else {
        draft.newSubmission();
        setFailed(true);
        toast.error(t("newCourse.failed"), { description: finished.error ?? undefined });
      }
    },
  });

  const submit = form.handleSubmit(
    async (values) => {
      setFailed(false);
      try {
        const idempotencyKey = draft.submissionKey(values);
        const res = await adminApi.createCourse({ ...values, idempotencyKey });
        setJobId(res.job.id);
      } catch (err) {
        // The same key is sent again by "Erneut versuchen": at most one course is created.
        logHandled("create course failed", err);
        setFailed(true);
        toast.error(t("newCourse.failed"));
      }
    },
    () => toast.error(t("newCourse.required")),
  );

  const busy = isSubmitting || running;

  return (
    <div className="grid gap-6">
      <PageHeader title={t("newCourse.title")} description={t("newCourse.description")} />
      <AiNotice ai={ai.data} context="create" />

      {failed && !running && (
        <Alert variant="destructive" data-testid="create-failed">
          <AlertTitle>{t("newCourse.failed")}</AlertTitle>
          <AlertDescription className="grid gap-2">
            <p>{t("newCourse.keptInput")}</p>
            <div>
              <Button type="button" variant="outline" onClick={() => void submit()}>
                {t("newCourse.retry")}
              </Button>
            </div>
          </AlertDescription>
        </Alert>
      )}

      {running && (
        <Card>
          <CardContent>
            {job ? (
              <JobProgress
                job={job}
                label={t("newCourse.generating", { title: job.target.courseTitle ?? "" })}
              />
            ) : (
              <p className="flex items-center gap-2 text-sm" role="status">
                <Spinner /> {t("loading")}
              </p>
            )}
          </CardContent>
        </Card>
      )}

      <Card>
        <CardHeader>
          <CardTitle>{t("newCourse.formTitle")}</CardTitle>
        </CardHeader>
        <CardContent>
          <form
            onSubmit={submit}
            noValidate
            aria-label={t("newCourse.formTitle")}
            className="grid gap-5"
          >
            <FormField label={t("newCourse.fields.title")} error={errors.title?.message}>
              {(p) => (
                <Input
                  {...p}
                  required
                  placeholder={t("newCourse.placeholders.title")}
                  disabled={busy}
                  {...form.register("title")}
                />
              )}
            </FormField>
            <FormField
              label={t("newCourse.fields.description")}
              error={errors.description?.message}
            >
              {(p) => (
                <Textarea
                  {...p}
                  required
                  rows={4}
                  placeholder={t("newCourse.placeholders.description")}
                  disabled={busy}
                  {...form.register("description")}
                />
              )}
            </FormField>
            <div className="grid gap-5 sm:grid-cols-3">
              <FormField label={t("newCourse.fields.difficulty")}>
                {(p) => (
                  <Controller
                    control={form.control}
                    name="difficulty"
                    render={({ field }) => (
                      <DifficultySelect
                        id={p.id}
                        value={field.value}
                        onChange={field.onChange}
                        disabled={busy}
                      />
                    )}
                  />
                )}
              </FormField>
              <FormField label={t("newCourse.fields.hours")} error={errors.estimatedHours?.message}>
                {(p) => (
                  <Input
                    {...p}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={100}
                    step={1}
                    disabled={busy}
                    {...form.register("estimatedHours")}
                  />
                )}
              </FormField>
              <FormField label={t("newCourse.fields.language")}>
                {(p) => (
                  <Controller
                    control={form.control}
                    name="language"
                    render={({ field }) => (
                      <Select value={field.value} onValueChange={field.onChange} disabled={busy}>
                        <SelectTrigger id={p.id} className="w-full">
                          <SelectValue />
                        </SelectTrigger>
                        <SelectContent>
                          {LANGUAGES.map((l) => (
                            <SelectItem key={l} value={l}>
                              {LANGUAGE_LABELS[l]}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                    )}
                  />
                )}
              </FormField>
            </div>
            <FormField label={t("newCourse.fields.skillArea")}>
              {(p) => (
                <Controller
                  control={form.control}
                  name="skillArea"
                  render={({ field }) => (
                    <SkillAreaSelect
                      id={p.id}
                      value={field.value}
                      onChange={field.onChange}
                      disabled={busy}
                    />
                  )}
                />
              )}
            </FormField>
            <FormField label={t("newCourse.fields.topic")} error={errors.topic?.message}>
              {(p) => (
                <Input
                  {...p}
                  placeholder={t("newCourse.placeholders.topic")}
                  disabled={busy}
                  {...form.register("topic")}
                />
              )}
            </FormField>
            <FormField label={t("newCourse.fields.goals")} error={errors.specificGoals?.message}>
              {(p) => (
                <Textarea
                  {...p}
                  rows={3}
                  placeholder={t("newCourse.placeholders.goals")}
                  disabled={busy}
                  {...form.register("specificGoals")}
                />
              )}
            </FormField>
            <p className="text-sm text-muted-foreground">{t("newCourse.requiredHint")}</p>
            <div>
              <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
                {busy ? <Spinner /> : <Sparkles aria-hidden="true" />}
                {busy ? t("newCourse.submitting") : t("newCourse.submit")}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
