/**
 * The editor's "Projekte" and "Reviewer" cards (issue 30, decision 0122): a course's
 * projects (list, reorder, delete, create and edit in place) and who reviews them. Both read
 * one request, `GET /api/admin/courses/{id}/projects`.
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { ArrowDown, ArrowUp, FolderKanban, Pencil, Plus, Sparkles, Trash2 } from "lucide-react";
import type { AdminProject as Project, AdminProjectsResponse } from "@shared/contracts/projects";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api";
import { ErrorBlock } from "../admin-ui";
import { ConfirmDialog } from "./confirm-dialog";
import { ProjectForm } from "./project-form";
import type { ProjectDraft } from "./project-draft";
import { courseProjectsQuery, projectKeys, projectsApi } from "./projects-api";
import { ReviewersCard } from "./reviewers-card";

type Editing =
  | { kind: "new"; initial?: ProjectDraft; source?: "ai" | "offline" }
  | { kind: "edit"; project: Project }
  | null;

function ProjectRow({
  project,
  index,
  total,
  moduleTitle,
  busy,
  onEdit,
  onMove,
  onDelete,
}: {
  project: Project;
  index: number;
  total: number;
  moduleTitle: string | null;
  busy: boolean;
  onEdit: () => void;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation("projects-admin");
  return (
    <li
      className="grid gap-2 rounded-lg border p-3 sm:flex sm:items-start"
      data-testid="project-row"
    >
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="font-medium wrap-anywhere">{project.title}</p>
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <span>
            {moduleTitle ? t("list.afterModule", { title: moduleTitle }) : t("list.courseEnd")}
          </span>
          <span aria-hidden="true">·</span>
          <span>{t(`runtime.${project.runtime}`)}</span>
          <span aria-hidden="true">·</span>
          <span>{t("list.criteria", { count: project.rubric.length })}</span>
          {project.checks && (
            <>
              <span aria-hidden="true">·</span>
              <span>{t("list.checks", { count: project.checks.checks.length })}</span>
            </>
          )}
          {project.requiredForCertificate && (
            <Badge variant="secondary">{t("list.required")}</Badge>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-1">
        <Button
          type="button"
          size="icon"
          variant="ghost"
          aria-label={t("list.moveUp", { title: project.title })}
          disabled={busy || index === 0}
          onClick={() => onMove(-1)}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          type="button"
          size="icon"
          variant="ghost"
          aria-label={t("list.moveDown", { title: project.title })}
          disabled={busy || index === total - 1}
          onClick={() => onMove(1)}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          {t("list.edit")}
          <span className="sr-only">: {project.title}</span>
        </Button>
        <Button
          type="button"
          size="icon"
          variant="ghost"
          aria-label={t("list.delete", { title: project.title })}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

function ProjectsList({
  data,
  modules,
}: {
  data: AdminProjectsResponse;
  modules: { id: string; title: string }[];
}) {
  const { t } = useTranslation("projects-admin");
  const qc = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);
  const { courseId, projects } = data;
  const refresh = () => qc.invalidateQueries({ queryKey: projectKeys.course(courseId) });
  const reorder = useMutation({
    mutationFn: (ids: string[]) => projectsApi.reorder(courseId, ids),
    onSuccess: (next) => qc.setQueryData(projectKeys.course(courseId), next),
    onError: (err) => {
      toast.error(err instanceof ApiError ? err.message : t("list.reorderFailed"));
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (p: Project) => projectsApi.remove(p.id, p.revision),
    onSuccess: async () => {
      toast.success(t("list.deleted"));
      setDeleting(null);
      await refresh();
    },
    onError: (err) => toast.error(err instanceof ApiError ? err.message : t("list.deleteFailed")),
  });
  // "Projekt mit KI entwerfen" (decision 0142): the draft opens as a new project, unsaved.
  const [aiError, setAiError] = useState<string | null>(null);
  const aiDraft = useMutation({
    mutationFn: () => projectsApi.aiDraft(courseId),
    onMutate: () => setAiError(null),
    onSuccess: ({ draft, source }) => setEditing({ kind: "new", initial: draft, source }),
    onError: (err) => setAiError(err instanceof ApiError ? err.message : t("aiDraft.failed")),
  });
  const moduleTitle = (id: string | null) => modules.find((m) => m.id === id)?.title ?? null;
  const move = (index: number, by: -1 | 1) => {
    const ids = projects.map((p) => p.id);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    reorder.mutate(ids);
  };

  if (editing)
    return (
      <ProjectForm
        key={editing.kind === "edit" ? editing.project.id : "new"}
        courseId={courseId}
        modules={modules}
        project={editing.kind === "edit" ? editing.project : undefined}
        initial={editing.kind === "new" ? editing.initial : undefined}
        source={editing.kind === "new" ? editing.source : undefined}
        orderIndex={projects.length}
        onDone={() => setEditing(null)}
      />
    );
  return (
    <div className="grid gap-3">
      {projects.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="projects-empty">
          {t("list.empty")}
        </p>
      ) : (
        <ol className="grid gap-2" data-testid="projects-list">
          {projects.map((p, i) => (
            <ProjectRow
              key={p.id}
              project={p}
              index={i}
              total={projects.length}
              moduleTitle={moduleTitle(p.moduleId)}
              busy={reorder.isPending}
              onEdit={() => setEditing({ kind: "edit", project: p })}
              onMove={(by) => move(i, by)}
              onDelete={() => setDeleting(p)}
            />
          ))}
        </ol>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={() => setEditing({ kind: "new" })}>
          <Plus aria-hidden="true" />
          {t("list.add")}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={aiDraft.isPending}
          aria-describedby={aiError ? "project-ai-error" : undefined}
          onClick={() => aiDraft.mutate()}
          data-testid="project-ai-draft"
        >
          {aiDraft.isPending ? <Spinner /> : <Sparkles aria-hidden="true" />}
          {aiDraft.isPending ? t("aiDraft.pending") : t("aiDraft.button")}
        </Button>
      </div>
      {aiError && (
        <p
          id="project-ai-error"
          role="alert"
          className="rounded-lg border border-destructive/40 bg-destructive-subtle p-3 text-sm font-medium text-destructive-subtle-foreground"
          data-testid="project-ai-error"
        >
          {aiError}
        </p>
      )}
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("list.deleteTitle", { title: deleting?.title ?? "" })}
        description={t("list.deleteDescription")}
        confirmLabel={t("list.deleteConfirm")}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </div>
  );
}

export function ProjectsSection({
  courseId,
  modules,
}: {
  courseId: string;
  modules: { id: string; title: string }[];
}) {
  const { t } = useTranslation("projects-admin");
  const query = useQuery(courseProjectsQuery(courseId));
  return (
    <>
      <Card data-testid="projects-card">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <FolderKanban className="size-5" aria-hidden="true" />
            {t("heading")}
          </CardTitle>
          <CardDescription>{t("description")}</CardDescription>
        </CardHeader>
        <CardContent>
          {query.isPending ? (
            <Skeleton className="h-24 w-full" />
          ) : query.isError ? (
            <ErrorBlock text={t("loadError")} />
          ) : (
            <ProjectsList data={query.data} modules={modules} />
          )}
        </CardContent>
      </Card>
      {query.data && <ReviewersCard data={query.data} />}
    </>
  );
}
