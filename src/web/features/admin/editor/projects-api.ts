import { queryOptions } from "@tanstack/react-query";
import type {
  AdminProject,
  AdminProjectsResponse,
  ProjectAiDraftResponse,
  ProjectInput,
  ReviewersResponse,
} from "@shared/contracts/projects";
import { api } from "@/lib/api";
import { adminKeys } from "../admin-api";

/** The editor's "Projekte" and "Reviewer" cards (issue 30, decision 0122). */
const enc = encodeURIComponent;

export const projectKeys = {
  course: (courseId: string) => [...adminKeys.all, "projects", courseId] as const,
};

/** One request for both cards: the course's projects, reviewers and possible reviewers. */
export const courseProjectsQuery = (courseId: string) =>
  queryOptions({
    queryKey: projectKeys.course(courseId),
    queryFn: () => api<AdminProjectsResponse>(`/api/admin/courses/${enc(courseId)}/projects`),
  });

export const projectsApi = {
  create: (courseId: string, project: ProjectInput) =>
    api<AdminProject>(`/api/admin/courses/${enc(courseId)}/projects`, {
      method: "POST",
      json: project,
    }),
  update: (projectId: string, project: ProjectInput, expectedRevision: number) =>
    api<AdminProject>(`/api/admin/projects/${enc(projectId)}`, {
      method: "PUT",
      json: { project, expectedRevision },
    }),
  remove: (projectId: string, expectedRevision: number) =>
    api<{ deleted: true }>(
      `/api/admin/projects/${enc(projectId)}?expectedRevision=${expectedRevision}`,
      { method: "DELETE" },
    ),
  reorder: (courseId: string, ids: string[]) =>
    api<AdminProjectsResponse>(`/api/admin/courses/${enc(courseId)}/projects/order`, {
      method: "PUT",
      json: { ids },
    }),
  /** "Projekt mit KI entwerfen" (decision 0142): a draft, nothing saved. */
  aiDraft: (courseId: string) =>
    api<ProjectAiDraftResponse>(`/api/admin/courses/${enc(courseId)}/projects/ai-draft`, {
      method: "POST",
      json: {},
    }),
  setReviewer: (courseId: string, userId: string, assign: boolean) =>
    api<ReviewersResponse>(`/api/admin/courses/${enc(courseId)}/reviewers/${enc(userId)}`, {
      method: assign ? "PUT" : "DELETE",
    }),
};
