import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  aiInfoResponse,
  CreateCourseInput,
  EditViewResponse,
  jobResponse,
  OverviewResponse,
  PreviewResponse,
  PublishableResponse,
  publishResponse,
  statsResponse,
  VersionsResponse,
  versionSummary,
} from "@shared/contracts/admin";
import type { Language } from "@shared/i18n/languages";
import { api } from "@/lib/api";

export type StatsResponse = z.infer<typeof statsResponse>;
export type AiInfo = z.infer<typeof aiInfoResponse>;
export type JobResponse = z.infer<typeof jobResponse>;
export type PublishResult = z.infer<typeof publishResponse>;
export type VersionSummaryData = z.infer<typeof versionSummary>;

const base = "/api/admin";

/** Query keys of the admin area; every mutation invalidates through these. */
export const adminKeys = {
  all: ["admin"] as const,
  stats: () => [...adminKeys.all, "stats"] as const,
  ai: () => [...adminKeys.all, "ai"] as const,
  courses: () => [...adminKeys.all, "courses"] as const,
  edit: (id: string) => [...adminKeys.all, "edit", id] as const,
  versions: () => [...adminKeys.all, "versions"] as const,
  preview: (id: string) => [...adminKeys.all, "preview", id] as const,
  publishable: () => [...adminKeys.all, "publishable"] as const,
  job: (id: string) => [...adminKeys.all, "job", id] as const,
};

export const statsQuery = () =>
  queryOptions({
    queryKey: adminKeys.stats(),
    queryFn: () => api<StatsResponse>(`${base}/stats`),
  });

export const aiQuery = () =>
  queryOptions({
    queryKey: adminKeys.ai(),
    queryFn: () => api<AiInfo>(`${base}/ai`),
    staleTime: 5 * 60_000,
  });

export const coursesQuery = () =>
  queryOptions({
    queryKey: adminKeys.courses(),
    queryFn: () => api<OverviewResponse>(`${base}/courses`),
  });

export const editViewQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.edit(id),
    queryFn: () => api<EditViewResponse>(`${base}/course-versions/${encodeURIComponent(id)}`),
  });

export const versionsQuery = () =>
  queryOptions({
    queryKey: adminKeys.versions(),
    queryFn: () => api<VersionsResponse>(`${base}/versions`),
  });

export const previewQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.preview(id),
    queryFn: () =>
      api<PreviewResponse>(`${base}/course-versions/${encodeURIComponent(id)}/preview`),
  });

export const publishableQuery = () =>
  queryOptions({
    queryKey: adminKeys.publishable(),
    queryFn: () => api<PublishableResponse>(`${base}/publishable`),
  });

export const jobQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.job(id),
    queryFn: () => api<JobResponse>(`${base}/jobs/${encodeURIComponent(id)}`),
    staleTime: 0,
  });

export const adminApi = {
  createCourse: (input: CreateCourseInput) =>
    api<JobResponse>(`${base}/courses`, { method: "POST", json: input }),
  generateModule: (moduleId: string) =>
    api<JobResponse>(`${base}/modules/${encodeURIComponent(moduleId)}/generate`, {
      method: "POST",
      json: {},
    }),
  generateAll: (versionId: string) =>
    api<JobResponse>(`${base}/course-versions/${encodeURIComponent(versionId)}/generate-all`, {
      method: "POST",
      json: {},
    }),
  activate: (versionId: string) =>
    api<VersionSummaryData>(`${base}/course-versions/${encodeURIComponent(versionId)}/activate`, {
      method: "POST",
      json: {},
    }),
  publish: (versionId: string) =>
    api<PublishResult>(`${base}/course-versions/${encodeURIComponent(versionId)}/publish`, {
      method: "POST",
      json: {},
    }),
  translate: (versionId: string, targetLanguage: Language) =>
    api<JobResponse>(`${base}/course-versions/${encodeURIComponent(versionId)}/translate`, {
      method: "POST",
      json: { targetLanguage },
    }),
};

/** After any write that changes courses, versions or modules. */
export function invalidateAdminContent(qc: QueryClient) {
  return qc.invalidateQueries({
    predicate: (q) =>
      q.queryKey[0] === "admin" && q.queryKey[1] !== "job" && q.queryKey[1] !== "ai",
  });
}
