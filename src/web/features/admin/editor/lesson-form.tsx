import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { Save } from "lucide-react";
import type { z } from "zod";
import { LESSON_MINUTES, lessonPatch, type LessonDetail } from "@shared/contracts/editor";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { MarkdownField } from "./markdown-field";
import { ConflictAlert, SaveState } from "./save-state";
import { UnsavedChangesGuard } from "./unsaved-changes";

export const lessonFormSchema = lessonPatch.omit({ expectedRevision: true });
type Input = z.input<typeof lessonFormSchema>;
export type LessonFormValues = z.output<typeof lessonFormSchema>;

export function lessonDefaults(lesson: LessonDetail): Input {
  return {
    title: lesson.title,
    learningObjective: lesson.learningObjective ?? "",
    estimatedDurationMinutes: lesson.estimatedDurationMinutes,
    videoUrl: lesson.videoUrl ?? "",
    content: lesson.content,
  };
}

/** Title, objective, minutes, video URL and the markdown text with its live preview. */
export function LessonForm({
  lesson,
  pending,
  conflict,
  onSave,
  onReload,
}: {
  lesson: LessonDetail;
  pending: boolean;
  conflict: boolean;
  onSave: (values: LessonFormValues) => Promise<LessonDetail | null>;
  onReload: () => Promise<LessonDetail>;
}) {
  const { t } = useTranslation("editor");
  const form = useForm<Input, unknown, LessonFormValues>({
    resolver: zodResolver(lessonFormSchema),
    defaultValues: lessonDefaults(lesson),
  });
  const { errors, isDirty } = form.formState;
  const content = form.watch("content") ?? "";
  const status = pending ? "saving" : isDirty ? "dirty" : "saved";

  return (
    <form
      noValidate
      aria-labelledby="lesson-heading"
      className="grid gap-5"
      onSubmit={form.handleSubmit(async (values) => {
        const saved = await onSave(values);
        if (saved) form.reset(lessonDefaults(saved));
      })}
    >
      <UnsavedChangesGuard dirty={isDirty} />
      <div className="sticky top-0 z-10 -mx-1 flex flex-wrap items-center gap-3 border-b bg-background/95 px-1 py-2 backdrop-blur">
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner /> : <Save aria-hidden="true" />}
          {t("lesson.save")}
        </Button>
        <SaveState status={status} />
      </div>
      {conflict && (
        <ConflictAlert
          onReload={() => void onReload().then((l) => form.reset(lessonDefaults(l)))}
        />
      )}
      <FormField label={t("lesson.fields.title")} error={errors.title?.message}>
        {(p) => <Input {...p} required {...form.register("title")} />}
      </FormField>
      <FormField label={t("lesson.fields.objective")} error={errors.learningObjective?.message}>
        {(p) => <Textarea {...p} rows={2} {...form.register("learningObjective")} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-[12rem_1fr]">
        <FormField
          label={t("lesson.fields.minutes")}
          error={errors.estimatedDurationMinutes?.message}
        >
          {(p) => (
            <Input
              {...p}
              type="number"
              inputMode="numeric"
              min={LESSON_MINUTES.min}
              max={LESSON_MINUTES.max}
              step={1}
              {...form.register("estimatedDurationMinutes", { valueAsNumber: true })}
            />
          )}
        </FormField>
        <FormField label={t("lesson.fields.videoUrl")} error={errors.videoUrl?.message}>
          {(p) => (
            <div className="grid gap-1">
              <Input
                {...p}
                type="url"
                inputMode="url"
                placeholder="https://www.youtube.com/watch?v=…"
                {...form.register("videoUrl")}
              />
              <p className="text-xs text-muted-foreground">{t("lesson.videoHint")}</p>
            </div>
          )}
        </FormField>
      </div>
      <MarkdownField
        label={t("lesson.fields.content")}
        value={content}
        error={errors.content?.message}
        textareaProps={form.register("content")}
      />
    </form>
  );
}
