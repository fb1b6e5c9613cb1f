import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { Calculator, Save } from "lucide-react";
import type { z } from "zod";
import { courseSettingsInput } from "@shared/contracts/editor";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { editorApi, type EditorView } from "./editor-api";
import { useEditorWrite } from "./editor-mutations";
import { DifficultySelect, SkillAreaSelect } from "../admin-ui";
import { ConflictAlert, SaveState } from "./save-state";
import { UnsavedChangesGuard } from "./unsaved-changes";
import { CourseTutorSwitch } from "./course-tutor-switch";
import { CourseDiscussionScope } from "./course-discussion-scope";

type Input = z.input<typeof courseSettingsInput>;
type Output = z.output<typeof courseSettingsInput>;

function defaultsOf(course: EditorView["course"]): Input {
  return {
    title: course.title,
    description: course.description,
    difficulty: course.difficulty,
    estimatedHours: course.estimatedHours,
    topic: course.topic,
    specificGoals: course.specificGoals,
    skillArea: course.skillArea,
  };
}

/** Title, description, difficulty, hours, topic, goals and skill area of the version's language. */
export function CourseSettings({ view }: { view: EditorView }) {
  const { t } = useTranslation(["editor", "admin"]);
  const { course } = view;
  // The revision this form was loaded from: a newer one means someone else saved (409).
  const [baseRevision, setBaseRevision] = useState(course.revision);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(courseSettingsInput),
    defaultValues: defaultsOf(course),
  });
  const save = useEditorWrite(
    view.version.id,
    (values: Output) =>
      editorApi.saveSettings(view.version.id, { ...values, expectedRevision: baseRevision }),
    {
      onSuccess: (data) => {
        setBaseRevision(data.course.revision);
        form.reset(defaultsOf(data.course));
      },
      successText: t("settings.saved"),
    },
  );
  const { errors, isDirty } = form.formState;
  const hoursFromLessons = view.hoursFromLessons;

  return (
    <Card role="region" aria-labelledby="settings-heading">
      <CardHeader>
        <CardTitle id="settings-heading">{t("settings.title")}</CardTitle>
        <CardDescription>{t("settings.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <UnsavedChangesGuard dirty={isDirty} />
        {save.conflict && (
          <div className="mb-4">
            <ConflictAlert
              onReload={() =>
                void save.reload().then((v) => {
                  setBaseRevision(v.course.revision);
                  form.reset(defaultsOf(v.course));
                })
              }
            />
          </div>
        )}
        <form
          noValidate
          aria-labelledby="settings-heading"
          className="grid gap-5"
          onSubmit={form.handleSubmit((values) => save.mutate(values))}
        >
          <FormField label={t("settings.fields.title")} error={errors.title?.message}>
            {(p) => <Input {...p} required {...form.register("title")} />}
          </FormField>
          <FormField label={t("settings.fields.description")} error={errors.description?.message}>
            {(p) => <Textarea {...p} required rows={3} {...form.register("description")} />}
          </FormField>
          <div className="grid items-start gap-5 sm:grid-cols-2 xl:grid-cols-3">
            <FormField label={t("settings.fields.difficulty")}>
              {(p) => (
                <Controller
                  control={form.control}
                  name="difficulty"
                  render={({ field }) => (
                    <DifficultySelect id={p.id} value={field.value} onChange={field.onChange} />
                  )}
                />
              )}
            </FormField>
            <FormField label={t("settings.fields.hours")} error={errors.estimatedHours?.message}>
              {(p) => (
                <div className="grid gap-2">
                  <Input
                    {...p}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={100}
                    step={1}
                    {...form.register("estimatedHours", { valueAsNumber: true })}
                  />
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    className="h-auto min-h-9 justify-start whitespace-normal text-left"
                    disabled={view.lessonMinutesTotal <= 0}
                    onClick={() =>
                      form.setValue("estimatedHours", hoursFromLessons, {
                        shouldDirty: true,
                        shouldValidate: true,
                      })
                    }
                  >
                    <Calculator aria-hidden="true" />
                    {t("settings.fromLessons")}
                  </Button>
                  {view.lessonMinutesTotal > 0 && (
                    <p className="text-xs text-muted-foreground">
                      {t("settings.fromLessonsHint", {
                        count: hoursFromLessons,
                        minutes: view.lessonMinutesTotal,
                        hours: hoursFromLessons,
                      })}
                    </p>
                  )}
                </div>
              )}
            </FormField>
            <FormField label={t("settings.fields.skillArea")}>
              {(p) => (
                <Controller
                  control={form.control}
                  name="skillArea"
                  render={({ field }) => (
                    <SkillAreaSelect id={p.id} value={field.value} onChange={field.onChange} />
                  )}
                />
              )}
            </FormField>
          </div>
          <FormField label={t("settings.fields.topic")} error={errors.topic?.message}>
            {(p) => <Input {...p} {...form.register("topic")} />}
          </FormField>
          <FormField label={t("settings.fields.goals")} error={errors.specificGoals?.message}>
            {(p) => <Textarea {...p} rows={3} {...form.register("specificGoals")} />}
          </FormField>
          {/* THUMBNAIL: the coordinator wires <ThumbnailCard courseId={course.id} thumbnailUrl={course.thumbnailUrl} /> from ../thumbnail-card here when merging. */}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Spinner /> : <Save aria-hidden="true" />}
              {t("settings.save")}
            </Button>
            <SaveState status={save.isPending ? "saving" : isDirty ? "dirty" : "saved"} />
          </div>
        </form>
        <CourseTutorSwitch courseId={course.id} enabled={course.tutorEnabled} />
        <CourseDiscussionScope
          courseId={course.id}
          versionId={view.version.id}
          scope={course.discussionScope}
        />
      </CardContent>
    </Card>
  );
}
