import { queryOptions } from "@tanstack/react-query";
import type {
  ProjectTranslationItem,
  ProjectTranslationsResponse,
} from "@shared/contracts/project-translation";
import { api } from "@/lib/api";
import { adminKeys } from "../admin-api";

/** Requests of the hand translation of projects (issue 30, decision 0146). */
const enc = encodeURIComponent;
export const keyOf = (versionId: string) => [...adminKeys.all, "project-translations", versionId];

export const projectTranslationsQuery = (versionId: string) =>
  queryOptions({
    queryKey: keyOf(versionId),
    queryFn: () =>
      api<ProjectTranslationsResponse>(`/api/admin/editor/${enc(versionId)}/project-translations`),
  });

export const saveTranslation = (versionId: string, projectId: string, body: object) =>
  api<ProjectTranslationItem>(
    `/api/admin/editor/${enc(versionId)}/project-translations/${enc(projectId)}`,
    { method: "PUT", json: body },
  );
