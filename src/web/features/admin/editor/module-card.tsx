import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { CheckCircle2, GripVertical, Pencil, Sparkles, Trash2 } from "lucide-react";
import type { z } from "zod";
import { moduleCreate } from "@shared/contracts/editor";
import { FormField } from "@/components/form-field";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { AddInline } from "./add-inline";
import type { EditorModule } from "./editor-api";
import { LessonRow } from "./lesson-row";
import { MoveButtons } from "./reorder";
import { ConflictAlert } from "./save-state";
import type { OutlineActions } from "./use-outline-actions";
import { ModuleTranslationBadge } from "../module-translation-badge";
import { ModuleRetranslate } from "./retranslate";
import type { EditorView } from "./editor-api";

type ModuleFormInput = z.input<typeof moduleCreate>;
type ModuleFormOutput = z.output<typeof moduleCreate>;

function ModuleForm({
  module,
  actions,
  onClose,
}: {
  module: EditorModule;
  actions: OutlineActions;
  onClose: () => void;
}) {
  const { t } = useTranslation("editor");
  const form = useForm<ModuleFormInput, unknown, ModuleFormOutput>({
    resolver: zodResolver(moduleCreate),
    defaultValues: { title: module.title, description: module.description },
  });
  const { errors } = form.formState;
  const save = actions.saveModule;
  return (
    <form
      noValidate
      className="grid gap-3 rounded-lg border bg-muted/30 p-3"
      aria-label={t("outline.editModule", { title: module.title })}
      onSubmit={form.handleSubmit((values) =>
        save.mutate(
          { moduleId: module.id, values: { ...values, expectedRevision: module.revision } },
          { onSuccess: onClose },
        ),
      )}
    >
      {save.conflict && <ConflictAlert onReload={() => void save.reload().then(onClose)} />}
      <FormField label={t("outline.moduleTitle")} error={errors.title?.message}>
        {(p) => <Input {...p} {...form.register("title")} />}
      </FormField>
      <FormField label={t("outline.moduleDescription")} error={errors.description?.message}>
        {(p) => <Textarea {...p} rows={2} {...form.register("description")} />}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending && <Spinner />}
          {t("outline.saveModule")}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onClose}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}

/** A module of the outline with its lessons; reorder, edit, delete, add lesson, regenerate. */
export function ModuleCard({
  module,
  index,
  count,
  view,
  structureLocked,
  allModules,
  dragProps,
  actions,
  generate,
}: {
  module: EditorModule;
  index: number;
  count: number;
  view: EditorView;
  structureLocked: boolean;
  allModules: EditorModule[];
  dragProps: Record<string, unknown>;
  actions: OutlineActions;
  /** The generate button with its job's progress, or nothing (decided by the outline). */
  generate: React.ReactNode;
}) {
  const { t } = useTranslation(["editor", "admin"]);
  const [editing, setEditing] = useState(false);
  const lessons = actions.lessonOrder(module);
  const lessonDrag = actions.lessonDrag(module);
  const headingId = `module-${module.id}-title`;
  const versionId = view.version.id;
  const translated = !view.version.isSource;
  const needsTranslation =
    translated &&
    module.lessons.length > 0 &&
    (!!module.error || (!!module.translation && module.translation !== "translated"));

  return (
    <li
      {...dragProps}
      aria-labelledby={headingId}
      data-testid="module-row"
      data-status={module.status}
      className="rounded-xl border bg-card p-4 shadow-xs data-[dragging=true]:opacity-50 data-[drop-target=true]:ring-2 data-[drop-target=true]:ring-primary sm:p-5"
    >
      <div className="flex flex-wrap items-start gap-2">
        {!structureLocked && (
          <GripVertical
            className="mt-1 size-4 shrink-0 cursor-grab text-muted-foreground"
            aria-hidden="true"
          />
        )}
        <div className="min-w-0 flex-1 basis-64 space-y-1">
          <h3 id={headingId} className="font-semibold wrap-anywhere hyphens-auto">
            <span className="text-muted-foreground tabular-nums">{index + 1}.</span> {module.title}
          </h3>
          {module.description && (
            <p className="text-sm wrap-anywhere text-muted-foreground">{module.description}</p>
          )}
          <ModuleTranslationBadge state={module.translation} />
          {module.error && (
            <p className="text-sm wrap-anywhere text-destructive" data-testid="module-error">
              {t("admin:retranslate.moduleError", { error: module.error })}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-1">
          {module.status === "generated" ? (
            <Badge variant="success">
              <CheckCircle2 aria-hidden="true" />
              {t("admin:moduleStatus.generated")}
            </Badge>
          ) : module.status === "manual" ? (
            <Badge variant="secondary">{t("outline.manual")}</Badge>
          ) : null}
          {!structureLocked && (
            <MoveButtons
              index={index}
              count={count}
              title={module.title}
              onMove={(to) => actions.moveModule(index, to)}
            />
          )}
          <Button
            size="icon"
            variant="ghost"
            className="size-9"
            aria-label={t("outline.editModule", { title: module.title })}
            aria-expanded={editing}
            onClick={() => setEditing((e) => !e)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          {!structureLocked && module.lessons.length > 0 && (
            <Button
              size="icon"
              variant="ghost"
              className="size-9"
              aria-label={t("regenerate.moduleNamed", { title: module.title })}
              onClick={() =>
                actions.openRegenerate({ kind: "module", id: module.id, title: module.title })
              }
            >
              <Sparkles aria-hidden="true" />
            </Button>
          )}
          {!structureLocked && (
            <Button
              size="icon"
              variant="ghost"
              className="size-9 text-destructive hover:text-destructive"
              aria-label={t("outline.deleteModule", { title: module.title })}
              onClick={() => actions.askDelete({ kind: "module", module })}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>

      {editing && (
        <div className="mt-3">
          <ModuleForm module={module} actions={actions} onClose={() => setEditing(false)} />
        </div>
      )}

      {/* In a translation too: the module is generated and translated into its language. */}
      {generate && <div className="mt-3">{generate}</div>}
      {translated && !generate && (
        <ModuleRetranslate view={view} module={module} needed={needsTranslation} />
      )}

      {lessons.length > 0 ? (
        <ol
          className="mt-3 grid gap-1.5"
          aria-label={t("outline.lessons", { count: lessons.length })}
        >
          {lessons.map((lesson, i) => (
            <LessonRow
              key={lesson.id}
              lesson={lesson}
              index={i}
              count={lessons.length}
              versionId={versionId}
              structureLocked={structureLocked}
              otherModules={allModules.filter((m) => m.id !== module.id)}
              dragProps={lessonDrag(i, !structureLocked)}
              onMove={(to) => actions.moveLesson(module, i, to)}
              onMoveToModule={(target) => actions.moveLessonToModule(lesson, target)}
              onDelete={() => actions.askDelete({ kind: "lesson", lesson, module })}
            />
          ))}
        </ol>
      ) : (
        module.status !== "not_generated" && (
          <p className="mt-3 text-sm text-muted-foreground">{t("outline.noLessons")}</p>
        )
      )}
      {!structureLocked && (
        <div className="mt-3">
          <AddInline
            buttonLabel={t("outline.addLesson")}
            buttonName={t("outline.addLessonTo", { title: module.title })}
            inputLabel={t("outline.newLessonTitle")}
            pending={actions.addLesson.isPending}
            onAdd={(title, done) =>
              actions.addLesson.mutate({ moduleId: module.id, title }, { onSuccess: done })
            }
          />
        </div>
      )}
    </li>
  );
}
