import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Clock, FolderInput, GripVertical, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { MoveButtons } from "./reorder";

export interface LessonRowData {
  id: string;
  title: string;
  estimatedDurationMinutes: number;
}

/** One lesson in the outline: open in the editor, move up/down, move to module, delete. */
export function LessonRow({
  lesson,
  index,
  count,
  versionId,
  structureLocked,
  otherModules,
  dragProps,
  onMove,
  onMoveToModule,
  onDelete,
}: {
  lesson: LessonRowData;
  index: number;
  count: number;
  versionId: string;
  structureLocked: boolean;
  otherModules: { id: string; title: string }[];
  dragProps: Record<string, unknown>;
  onMove: (to: number) => void;
  onMoveToModule: (moduleId: string) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation(["editor", "admin"]);
  return (
    <li
      {...dragProps}
      data-testid="lesson-row"
      className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-muted/50 px-2 py-1.5 text-sm data-[dragging=true]:opacity-50 data-[drop-target=true]:ring-2 data-[drop-target=true]:ring-primary"
    >
      {!structureLocked && (
        <GripVertical
          className="size-4 shrink-0 cursor-grab text-muted-foreground"
          aria-hidden="true"
        />
      )}
      <Link
        to={`/admin/edit-course/${versionId}/lessons/${lesson.id}`}
        className="min-w-0 flex-1 basis-48 font-medium wrap-anywhere underline-offset-4 hover:underline"
        aria-label={t("outline.editLesson", { title: lesson.title })}
      >
        {lesson.title}
      </Link>
      <span className="flex items-center gap-1 text-muted-foreground tabular-nums">
        <Clock className="size-3.5" aria-hidden="true" />
        {t("admin:edit.minutes", { count: lesson.estimatedDurationMinutes })}
      </span>
      <span className="flex items-center">
        {!structureLocked && (
          <>
            <MoveButtons index={index} count={count} title={lesson.title} onMove={onMove} />
            {otherModules.length > 0 && (
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button
                    size="icon"
                    variant="ghost"
                    className="size-9"
                    aria-label={t("outline.moveLesson", { title: lesson.title })}
                  >
                    <FolderInput aria-hidden="true" />
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end" className="max-w-[calc(100vw-2rem)]">
                  <DropdownMenuLabel>{t("outline.moveTo")}</DropdownMenuLabel>
                  {otherModules.map((m) => (
                    <DropdownMenuItem
                      key={m.id}
                      className="wrap-anywhere whitespace-normal"
                      onSelect={() => onMoveToModule(m.id)}
                    >
                      {m.title}
                    </DropdownMenuItem>
                  ))}
                </DropdownMenuContent>
              </DropdownMenu>
            )}
            <Button
              size="icon"
              variant="ghost"
              className="size-9 text-destructive hover:text-destructive"
              aria-label={t("outline.deleteLesson", { title: lesson.title })}
              onClick={onDelete}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </>
        )}
      </span>
    </li>
  );
}
