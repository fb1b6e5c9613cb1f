import { useState } from "react";
import { useTranslation } from "react-i18next";
import { editorApi, type EditorModule, type EditorView } from "./editor-api";
import { useEditorWrite } from "./editor-mutations";
import { moveItem, useDragReorder } from "./reorder";

export type DeleteTarget =
  | { kind: "module"; module: EditorModule }
  | { kind: "lesson"; lesson: EditorModule["lessons"][number]; module: EditorModule };
export type RegenerateTarget = { kind: "module" | "lesson"; id: string; title: string };

/** Focuses a move button after a keyboard move (the moved row re-renders elsewhere). */
function refocus(title: string, dir: "up" | "down", labelOf: (dir: "up" | "down") => string) {
  requestAnimationFrame(() => {
    const find = (d: "up" | "down") =>
      document.querySelector<HTMLButtonElement>(`button[aria-label="${CSS.escape(labelOf(d))}"]`);
    const el = find(dir);
    if (el && !el.disabled) el.focus();
    else find(dir === "up" ? "down" : "up")?.focus();
  });
  return title;
}

/** Every write of the outline, its optimistic order, drag and drop, and dialog state. */
export function useOutlineActions(view: EditorView, announce: (text: string) => void) {
  const { t } = useTranslation("editor");
  const versionId = view.version.id;
  const [deleteTarget, setDeleteTarget] = useState<DeleteTarget | null>(null);
  const [regenerate, setRegenerate] = useState<RegenerateTarget | null>(null);

  const reorderModules = useEditorWrite(
    versionId,
    (ids: string[]) => editorApi.reorderModules(versionId, ids),
    { errorText: t("reorder.failed") },
  );
  const reorderLessons = useEditorWrite(
    versionId,
    (v: { moduleId: string; ids: string[] }) =>
      editorApi.reorderLessons(versionId, [{ moduleId: v.moduleId, lessonIds: v.ids }]),
    { errorText: t("reorder.failed") },
  );
  const saveModule = useEditorWrite(
    versionId,
    (v: { moduleId: string; values: Parameters<typeof editorApi.updateModule>[2] }) =>
      editorApi.updateModule(versionId, v.moduleId, v.values),
    { successText: t("save.done") },
  );
  const addModule = useEditorWrite(
    versionId,
    (title: string) => editorApi.addModule(versionId, { title }),
    { successText: t("outline.added") },
  );
  const addLesson = useEditorWrite(
    versionId,
    (v: { moduleId: string; title: string }) =>
      editorApi.addLesson(versionId, v.moduleId, { title: v.title }),
    { successText: t("outline.added") },
  );
  const moveToModule = useEditorWrite(
    versionId,
    (v: { lessonId: string; from: EditorModule; to: EditorModule }) =>
      editorApi.reorderLessons(versionId, [
        {
          moduleId: v.from.id,
          lessonIds: v.from.lessons.map((l) => l.id).filter((id) => id !== v.lessonId),
        },
        { moduleId: v.to.id, lessonIds: [...v.to.lessons.map((l) => l.id), v.lessonId] },
      ]),
    { successText: t("outline.moved") },
  );

  const modules: EditorModule[] =
    reorderModules.isPending && reorderModules.variables
      ? reorderModules.variables
          .map((id) => view.modules.find((m) => m.id === id))
          .filter((m): m is EditorModule => !!m)
      : view.modules;

  const applyModuleOrder = (from: number, to: number, keyboard: boolean) => {
    const next = moveItem(modules, from, to);
    reorderModules.mutate(next.map((m) => m.id));
    const title = modules[from].title;
    announce(t("reorder.moved", { title, position: to + 1, total: next.length }));
    if (keyboard) refocus(title, to < from ? "up" : "down", (d) => t(`reorder.${d}`, { title }));
  };

  const lessonOrder = (module: EditorModule) => {
    const v = reorderLessons.variables;
    if (reorderLessons.isPending && v && v.moduleId === module.id)
      return v.ids
        .map((id) => module.lessons.find((l) => l.id === id))
        .filter((l): l is EditorModule["lessons"][number] => !!l);
    return module.lessons;
  };

  const moveLesson = (module: EditorModule, from: number, to: number, keyboard = true) => {
    const lessons = lessonOrder(module);
    const next = moveItem(lessons, from, to);
    reorderLessons.mutate({ moduleId: module.id, ids: next.map((l) => l.id) });
    const title = lessons[from].title;
    announce(t("reorder.moved", { title, position: to + 1, total: next.length }));
    if (keyboard) refocus(title, to < from ? "up" : "down", (d) => t(`reorder.${d}`, { title }));
  };

  const moduleDrag = useDragReorder("module", (from, to) => applyModuleOrder(from, to, false));
  // One drag group per module: lessons move between modules with "Verschieben nach".
  const [lessonDragModule, setLessonDragModule] = useState<string | null>(null);
  const lessonDragAll = useDragReorder("lesson", (from, to) => {
    const module = modules.find((m) => m.id === lessonDragModule);
    if (module) moveLesson(module, from, to, false);
  });
  const lessonDrag = (module: EditorModule) => (index: number, enabled: boolean) => {
    const props = lessonDragAll(index, enabled) as Record<string, unknown>;
    if (!enabled) return props;
    const start = props.onDragStart as (e: React.DragEvent) => void;
    const over = props.onDragOver as (e: React.DragEvent) => void;
    return {
      ...props,
      onDragStart: (e: React.DragEvent) => {
        setLessonDragModule(module.id);
        start(e);
      },
      onDragOver: (e: React.DragEvent) => {
        if (lessonDragModule === module.id) over(e);
      },
    };
  };

  return {
    modules,
    moduleDrag,
    lessonDrag,
    lessonOrder,
    moveModule: (from: number, to: number) => applyModuleOrder(from, to, true),
    moveLesson,
    moveLessonToModule: (lesson: { id: string; moduleId: string }, moduleId: string) => {
      const from = modules.find((m) => m.id === lesson.moduleId);
      const to = modules.find((m) => m.id === moduleId);
      if (from && to) moveToModule.mutate({ lessonId: lesson.id, from, to });
    },
    saveModule,
    addModule,
    addLesson,
    deleteTarget,
    askDelete: setDeleteTarget,
    closeDelete: () => setDeleteTarget(null),
    regenerate,
    openRegenerate: setRegenerate,
    closeRegenerate: () => setRegenerate(null),
  };
}

export type OutlineActions = ReturnType<typeof useOutlineActions>;
