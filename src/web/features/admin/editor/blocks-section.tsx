import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Code2, GripVertical, ListChecks, Pencil, Plus, CircleHelp, Trash2 } from "lucide-react";
import type { BlockKind, LessonDetail } from "@shared/contracts/editor";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  CodeExampleForm,
  ExerciseForm,
  QuizForm,
  type CodeValues,
  type ExerciseValues,
  type QuizValues,
} from "./block-forms";
import { ConfirmDialog } from "./confirm-dialog";
import { editorApi, type LessonData } from "./editor-api";
import { useEditorWrite } from "./editor-mutations";
import { MoveButtons, moveItem, useAnnouncer, useDragReorder } from "./reorder";
import { ConflictAlert } from "./save-state";

type Code = LessonDetail["codeExamples"][number];
type Exercise = LessonDetail["exercises"][number];
type Quiz = LessonDetail["quizzes"][number];
type Editing = { kind: BlockKind; id: string | null } | null;

const NAME_KEY = { "code-examples": "codeN", exercises: "exerciseN", quizzes: "quizN" } as const;
const ICON = { "code-examples": Code2, exercises: ListChecks, quizzes: CircleHelp } as const;
const NEW_CODE: CodeValues = { title: "", description: "", language: "javascript", code: "" };
const NEW_EXERCISE: ExerciseValues = { task: "", hint: "", solution: "", practice: null };
const NEW_QUIZ: QuizValues = { question: "", choices: ["", ""], correctAnswer: 0, explanation: "" };

const codeValues = (c: Code): CodeValues => ({
  title: c.title,
  description: c.description ?? "",
  language: c.language as CodeValues["language"],
  code: c.code,
});
const exerciseValues = (e: Exercise): ExerciseValues => ({
  task: e.task,
  hint: e.hint ?? "",
  solution: e.solution ?? "",
  practice: e.practice,
  ...(e.checkMessages ? { checkMessages: e.checkMessages } : {}),
});
const quizValues = (q: Quiz): QuizValues => ({
  question: q.question,
  choices: q.choices,
  correctAnswer: q.correctAnswer,
  explanation: q.explanation ?? "",
});

function summaryOf(kind: BlockKind, item: Code | Exercise | Quiz): string {
  if (kind === "code-examples") {
    const c = item as Code;
    return [c.title, c.language].filter(Boolean).join(" · ");
  }
  if (kind === "exercises") return (item as Exercise).task;
  return (item as Quiz).question;
}

/** Code examples, exercises and quizzes of a lesson: add, edit, reorder, delete. */
export function BlocksSection({
  versionId,
  lesson,
  revision,
  textOnly,
  onApplied,
  onReload,
}: {
  versionId: string;
  lesson: LessonDetail;
  revision: number;
  textOnly: boolean;
  onApplied: (data: LessonData) => void;
  onReload: () => Promise<void>;
}) {
  const { t } = useTranslation("editor");
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<{ kind: BlockKind; id: string; name: string } | null>(
    null,
  );
  const { region, announce } = useAnnouncer();
  const opts = { onSuccess: onApplied };
  const save = useEditorWrite(
    versionId,
    (v: { kind: BlockKind; id: string | null; values: unknown }) => {
      const body = { ...(v.values as object), expectedRevision: revision };
      return v.id
        ? editorApi.updateBlock(versionId, lesson.id, v.kind, v.id, body)
        : editorApi.addBlock(versionId, lesson.id, v.kind, body);
    },
    {
      ...opts,
      successText: t("blocks.saved"),
      onSuccess: (d) => {
        onApplied(d);
        setEditing(null);
      },
    },
  );
  const remove = useEditorWrite(
    versionId,
    (v: { kind: BlockKind; id: string }) =>
      editorApi.deleteBlock(versionId, lesson.id, v.kind, v.id, revision),
    {
      onSuccess: (d) => {
        onApplied(d);
        setDeleting(null);
      },
    },
  );
  const reorder = useEditorWrite(
    versionId,
    (order: { codeExamples: string[]; exercises: string[]; quizzes: string[] }) =>
      editorApi.reorderBlocks(versionId, lesson.id, { ...order, expectedRevision: revision }),
    { ...opts, errorText: t("reorder.failed") },
  );
  const conflict = save.conflict || remove.conflict || reorder.conflict;

  const lists = {
    "code-examples": lesson.codeExamples,
    exercises: lesson.exercises,
    quizzes: lesson.quizzes,
  } as Record<BlockKind, (Code | Exercise | Quiz)[]>;
  const move = (kind: BlockKind, from: number, to: number) => {
    const ids = (k: BlockKind) =>
      (k === kind ? moveItem(lists[k], from, to) : lists[k]).map((b) => b.id);
    reorder.mutate({
      codeExamples: ids("code-examples"),
      exercises: ids("exercises"),
      quizzes: ids("quizzes"),
    });
    announce(
      t("reorder.moved", {
        title: t(`blocks.${NAME_KEY[kind]}`, { n: from + 1 }),
        position: to + 1,
        total: lists[kind].length,
      }),
    );
  };
  const drags = {
    "code-examples": useDragReorder("code-examples", (f, to) => move("code-examples", f, to)),
    exercises: useDragReorder("exercises", (f, to) => move("exercises", f, to)),
    quizzes: useDragReorder("quizzes", (f, to) => move("quizzes", f, to)),
  };

  const form = (kind: BlockKind, item: Code | Exercise | Quiz | null) => {
    const common = {
      textOnly,
      pending: save.isPending,
      onCancel: () => setEditing(null),
    };
    const id = item?.id ?? null;
    if (kind === "code-examples")
      return (
        <CodeExampleForm
          {...common}
          defaults={item ? codeValues(item as Code) : NEW_CODE}
          onSave={(values) => save.mutate({ kind, id, values })}
        />
      );
    if (kind === "exercises")
      return (
        <ExerciseForm
          {...common}
          defaults={item ? exerciseValues(item as Exercise) : NEW_EXERCISE}
          onSave={(values) => save.mutate({ kind, id, values })}
        />
      );
    return (
      <QuizForm
        {...common}
        defaults={item ? quizValues(item as Quiz) : NEW_QUIZ}
        onSave={(values) => save.mutate({ kind, id, values })}
      />
    );
  };

  return (
    <Card role="region" aria-labelledby="blocks-heading">
      <CardHeader>
        <CardTitle id="blocks-heading">{t("blocks.title")}</CardTitle>
        <CardDescription>{t("blocks.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {region}
        {conflict && (
          <ConflictAlert
            onReload={() => {
              save.clearConflict();
              remove.clearConflict();
              reorder.clearConflict();
              setEditing(null);
              void onReload();
            }}
          />
        )}
        {(Object.keys(lists) as BlockKind[]).map((kind) => {
          const Icon = ICON[kind];
          const items = lists[kind];
          return (
            <section key={kind} aria-labelledby={`blocks-${kind}`} className="grid gap-2">
              <h3 id={`blocks-${kind}`} className="flex items-center gap-2 font-semibold">
                <Icon className="size-4 text-primary" aria-hidden="true" />
                {t(
                  `blocks.${kind === "code-examples" ? "code" : kind === "exercises" ? "exercise" : "quiz"}`,
                )}
              </h3>
              {items.length > 0 && (
                <ol className="grid gap-2">
                  {items.map((item, i) => {
                    const name = t(`blocks.${NAME_KEY[kind]}`, { n: i + 1 });
                    const open = editing?.kind === kind && editing.id === item.id;
                    return (
                      <li
                        key={item.id}
                        {...drags[kind](i, !textOnly && !open)}
                        data-testid={`block-${kind}`}
                        className="rounded-lg border p-3 data-[dragging=true]:opacity-50 data-[drop-target=true]:ring-2 data-[drop-target=true]:ring-primary"
                      >
                        <div className="flex flex-wrap items-center gap-2">
                          {!textOnly && (
                            <GripVertical
                              className="size-4 shrink-0 cursor-grab text-muted-foreground"
                              aria-hidden="true"
                            />
                          )}
                          <p className="min-w-0 flex-1 text-sm wrap-anywhere">
                            <span className="font-medium">{name}</span>
                            <span className="text-muted-foreground">
                              {" "}
                              · {summaryOf(kind, item)}
                            </span>
                          </p>
                          <span className="flex items-center">
                            {!textOnly && (
                              <MoveButtons
                                index={i}
                                count={items.length}
                                title={name}
                                onMove={(to) => move(kind, i, to)}
                              />
                            )}
                            <Button
                              size="icon"
                              variant="ghost"
                              className="size-9"
                              aria-label={t("blocks.editNamed", { name })}
                              aria-expanded={open}
                              onClick={() => setEditing(open ? null : { kind, id: item.id })}
                            >
                              <Pencil aria-hidden="true" />
                            </Button>
                            {!textOnly && (
                              <Button
                                size="icon"
                                variant="ghost"
                                className="size-9 text-destructive hover:text-destructive"
                                aria-label={t("blocks.deleteNamed", { name })}
                                onClick={() => setDeleting({ kind, id: item.id, name })}
                              >
                                <Trash2 aria-hidden="true" />
                              </Button>
                            )}
                          </span>
                        </div>
                        {open && <div className="mt-3 border-t pt-3">{form(kind, item)}</div>}
                      </li>
                    );
                  })}
                </ol>
              )}
              {editing?.kind === kind && editing.id === null ? (
                <div className="rounded-lg border border-dashed p-3" data-testid={`new-${kind}`}>
                  {form(kind, null)}
                </div>
              ) : (
                !textOnly && (
                  <div>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setEditing({ kind, id: null })}
                    >
                      <Plus aria-hidden="true" />
                      {t(
                        `blocks.add${kind === "code-examples" ? "Code" : kind === "exercises" ? "Exercise" : "Quiz"}`,
                      )}
                    </Button>
                  </div>
                )
              )}
            </section>
          );
        })}
        {deleting && (
          <ConfirmDialog
            open
            onOpenChange={(o) => !o && setDeleting(null)}
            title={t("blocks.deleteTitle", { name: deleting.name })}
            description={t("blocks.deleteDescription")}
            confirmLabel={t("blocks.delete")}
            pending={remove.isPending}
            onConfirm={() => remove.mutate({ kind: deleting.kind, id: deleting.id })}
          />
        )}
      </CardContent>
    </Card>
  );
}
