import { useTranslation } from "react-i18next";
import { editorApi } from "./editor-api";
import { ConfirmDialog } from "./confirm-dialog";
import { useEditorWrite } from "./editor-mutations";
import type { DeleteTarget } from "./use-outline-actions";

/** Confirmation naming how many lessons and learners with progress a delete affects. */
export function DeleteDialog({
  versionId,
  target,
  onClose,
}: {
  versionId: string;
  target: DeleteTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("editor");
  const remove = useEditorWrite(
    versionId,
    (v: DeleteTarget) =>
      v.kind === "module"
        ? editorApi.deleteModule(versionId, v.module.id, v.module.revision)
        : editorApi.deleteLesson(versionId, v.lesson.id, v.lesson.revision),
    { successText: t("outline.deleted"), errorText: t("delete.failed"), onSuccess: onClose },
  );
  if (!target) return null;
  const learners = (count: number) => t("delete.learnersCount", { count });
  const title =
    target.kind === "module"
      ? t("delete.moduleTitle", { title: target.module.title })
      : t("delete.lessonTitle", { title: target.lesson.title });
  const impact =
    target.kind === "module"
      ? t("delete.moduleImpact", {
          lessons: t("delete.lessonsCount", { count: target.module.lessonCount }),
          learners: learners(target.module.learnersWithProgress),
        })
      : t("delete.lessonImpact", { count: target.lesson.learnersCompleted });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={
        <>
          <span className="block" data-testid="delete-impact">
            {impact}
          </span>
          <span className="mt-2 block">{t("delete.binHint")}</span>
        </>
      }
      confirmLabel={t("delete.confirm")}
      pending={remove.isPending}
      onConfirm={() => remove.mutate(target)}
    />
  );
}
