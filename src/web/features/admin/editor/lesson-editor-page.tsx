import { useState } from "react";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Languages, Sparkles } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ApiError } from "@/lib/api";
import { translateValidation } from "@/lib/validation";
import { ErrorBlock, LoadingBlock } from "../admin-ui";
import { BlocksSection } from "./blocks-section";
import { editorApi, editorKeys, lessonQuery, type LessonData } from "./editor-api";
import { useEditorWrite } from "./editor-mutations";
import { LessonForm, type LessonFormValues } from "./lesson-form";
import { RegenerateDialog } from "./regenerate-dialog";
import { SourceText } from "./source-text";

/**
 * The lesson editor (/admin/edit-course/:courseVersionId/lessons/:lessonId): the lesson's
 * fields, its blocks and "Mit KI neu generieren". Every write answers the whole lesson;
 * the page keeps the revision it last saw so another admin's save is a conflict, not lost.
 */
function LessonEditor({ versionId, lessonId }: { versionId: string; lessonId: string }) {
  const { t } = useTranslation(["editor", "admin"]);
  const qc = useQueryClient();
  const query = useQuery({ ...lessonQuery(versionId, lessonId), refetchOnWindowFocus: false });
  const [revision, setRevision] = useState<number | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [regenerating, setRegenerating] = useState(false);

  const applied = (data: LessonData) => {
    qc.setQueryData(editorKeys.lesson(versionId, lessonId), data);
    setRevision(data.lesson.revision);
  };
  const save = useEditorWrite(
    versionId,
    (values: LessonFormValues) =>
      editorApi.updateLesson(versionId, lessonId, {
        ...values,
        expectedRevision: revision ?? query.data!.lesson.revision,
      }),
    { onSuccess: applied, successText: t("save.done") },
  );
  const reload = async () => {
    const data = await qc.fetchQuery({ ...lessonQuery(versionId, lessonId), staleTime: 0 });
    setRevision(data.lesson.revision);
    return data.lesson;
  };

  if (query.isPending) return <LoadingBlock />;
  if (query.isError)
    return (
      <ErrorBlock
        text={
          query.error instanceof ApiError && query.error.status === 404
            ? t("lesson.notFound")
            : t("lesson.loadError")
        }
      />
    );
  const { lesson, version } = query.data;
  const currentRevision = revision ?? lesson.revision;

  return (
    <div className="grid min-w-0 gap-6 [&>*]:min-w-0">
      <div className="grid gap-3">
        <div>
          <Button variant="ghost" size="sm" asChild className="-ml-2">
            <Link to={`/admin/edit-course/${versionId}`}>
              <ArrowLeft aria-hidden="true" />
              {t("lesson.back")}
            </Link>
          </Button>
        </div>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <p className="text-sm wrap-anywhere text-muted-foreground">
              {t("lesson.inModule", { title: lesson.moduleTitle })}
            </p>
            <h1
              id="lesson-heading"
              className="text-2xl font-semibold tracking-tight wrap-anywhere hyphens-auto sm:text-3xl"
            >
              {lesson.title}
            </h1>
          </div>
          {version.isSource && (
            <Button
              variant="outline"
              className="whitespace-normal"
              onClick={() => setRegenerating(true)}
            >
              <Sparkles aria-hidden="true" />
              {t("regenerate.lesson")}
            </Button>
          )}
        </div>
      </div>
      {!version.isSource && (
        <Alert data-testid="translated-notice">
          <Languages aria-hidden="true" />
          <AlertTitle>{t("translated.title")}</AlertTitle>
          <AlertDescription>
            {t("translated.description")} {translateValidation("v:structureSourceOnly")}
          </AlertDescription>
        </Alert>
      )}
      {/*
        A translation is written with its source beside it (decision 0094): the source first,
        side by side on wide screens; the form keeps its own editor and preview columns, so
        below 2xl the source (its content scrolls) stands above the form.
      */}
      <div
        className={
          lesson.source
            ? "grid gap-6 2xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] [&>*]:min-w-0"
            : "contents"
        }
      >
        {lesson.source && <SourceText source={lesson.source} />}
        <Card>
          <CardContent>
            <LessonForm
              key={formKey}
              lesson={lesson}
              pending={save.isPending}
              conflict={save.conflict}
              onSave={async (values) => {
                try {
                  return (await save.mutateAsync(values)).lesson;
                } catch {
                  return null;
                }
              }}
              onReload={async () => {
                save.clearConflict();
                return reload();
              }}
            />
          </CardContent>
        </Card>
      </div>
      <BlocksSection
        versionId={versionId}
        lesson={lesson}
        revision={currentRevision}
        textOnly={!version.isSource}
        onApplied={applied}
        onReload={async () => {
          await reload();
        }}
      />
      {regenerating && (
        <RegenerateDialog
          versionId={versionId}
          target={{ kind: "lesson", id: lesson.id, title: lesson.title }}
          current={[
            {
              title: lesson.title,
              content: lesson.content,
              minutes: lesson.estimatedDurationMinutes,
            },
          ]}
          onClose={() => setRegenerating(false)}
          onAccepted={(data) => {
            if (data) applied(data);
            setFormKey((k) => k + 1);
          }}
        />
      )}
    </div>
  );
}

export default function LessonEditorPage() {
  const { t } = useTranslation("admin");
  const { courseVersionId, lessonId } = useParams();
  if (!courseVersionId || !lessonId) return <ErrorBlock text={t("edit.missingId")} />;
  return (
    <LessonEditor
      key={`${courseVersionId}:${lessonId}`}
      versionId={courseVersionId}
      lessonId={lessonId}
    />
  );
}
