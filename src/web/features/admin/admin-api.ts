import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  aiInfoResponse,
  CourseLearnersResponse,
  CreateCourseInput,
  JobsResponse,
  EditViewResponse,
  jobResponse,
  ManualTranslationResponse,
  OverviewResponse,
  PreviewResponse,
  PublishableResponse,
  publishResponse,
  statsResponse,
  VersionsResponse,
  versionSummary,
} from "@shared/contracts/admin";
import type {
  CourseReportResponse,
  FunnelQuery,
  FunnelReportResponse,
  OverviewQuery,
} from "@shared/contracts/reports";
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
  learners: (courseId: string) => [...adminKeys.all, "learners", courseId] as const,
  courseJobs: (courseId: string) => [...adminKeys.all, "course-jobs", courseId] as const,
};

export const learnersQuery = (courseId: string) =>
  queryOptions({
    queryKey: adminKeys.learners(courseId),
    queryFn: () =>
      api<CourseLearnersResponse>(`${base}/courses/${encodeURIComponent(courseId)}/learners`),
    staleTime: 0,
  });

/** The course's newest jobs; followed every 2 s while one of them is queued or running. */
export const courseJobsQuery = (courseId: string) =>
  queryOptions({
    queryKey: adminKeys.courseJobs(courseId),
    queryFn: () => api<JobsResponse>(`${base}/courses/${encodeURIComponent(courseId)}/jobs`),
    refetchInterval: (q) =>
      q.state.data?.jobs.some((j) => j.status === "queued" || j.status === "running")
        ? 2000
        : false,
  });

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

/** Query string of the given parameters, leaving out empty ones. */
function qs(params: Record<string, string | number | undefined>) {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    if (v !== undefined && v !== "") search.set(k, String(v));
  const text = search.toString();
  return text ? `?${text}` : "";
}

export type OverviewParams = Partial<Omit<OverviewQuery, "q">> & { q?: string };
export const coursesQuery = (params: OverviewParams = {}) =>
  queryOptions({
    queryKey: [...adminKeys.courses(), params] as const,
    queryFn: () => api<OverviewResponse>(`${base}/courses${qs(params)}`),
    placeholderData: (previous) => previous,
    // While modules are generated, their rows follow the lessons being written.
    refetchInterval: (q) =>
      q.state.data?.courses.some((c) => c.versions.some((v) => v.activeJobs?.length))
        ? 2000
        : false,
  });

export const courseReportQuery = (courseId: string, page: number) =>
  queryOptions({
    queryKey: [...adminKeys.all, "course-report", courseId, page] as const,
    queryFn: () =>
      api<CourseReportResponse>(
        `${base}/reports/courses/${encodeURIComponent(courseId)}${qs({ page })}`,
      ),
    placeholderData: (previous) => previous,
  });
export const courseReportCsvUrl = (courseId: string) =>
  `${base}/reports/courses/${encodeURIComponent(courseId)}/csv`;

export const funnelQuery = (period: FunnelQuery) =>
  queryOptions({
    queryKey: [...adminKeys.all, "funnel", period] as const,
    queryFn: () => api<FunnelReportResponse>(`${base}/reports/funnel${qs(period)}`),
    placeholderData: (previous) => previous,
  });
export const funnelCsvUrl = (period: FunnelQuery) => `${base}/reports/funnel/csv${qs(period)}`;

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
  /** `translationId`: generated inside that translated version, so it is translated at once. */
  generateModule: (moduleId: string, translationId?: string) =>
    api<JobResponse>(
      `${base}/modules/${encodeURIComponent(moduleId)}/generate${
        translationId ? `?versionId=${encodeURIComponent(translationId)}` : ""
      }`,
      { method: "POST", json: {} },
    ),
  /** One module, the failed ones, or (no ids) every outdated or untranslated module. */
  retranslate: (versionId: string, moduleIds?: string[]) =>
    api<JobResponse>(`${base}/course-versions/${encodeURIComponent(versionId)}/retranslate`, {
      method: "POST",
      json: moduleIds ? { moduleIds } : {},
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
  publish: (versionId: string, confirmWarnings = false) =>
    api<PublishResult>(`${base}/course-versions/${encodeURIComponent(versionId)}/publish`, {
      method: "POST",
      json: { confirmWarnings },
    }),
  unpublish: (versionId: string) =>
    api<PublishResult>(`${base}/course-versions/${encodeURIComponent(versionId)}/unpublish`, {
      method: "POST",
      json: {},
    }),
  unarchive: (courseId: string) =>
    api<CourseLearnersResponse>(`${base}/courses/${encodeURIComponent(courseId)}/unarchive`, {
      method: "POST",
      json: {},
    }),
  archive: (courseId: string) =>
    api<CourseLearnersResponse>(`${base}/courses/${encodeURIComponent(courseId)}/archive`, {
      method: "POST",
      json: {},
    }),
  deleteCourse: (courseId: string, confirmTitle?: string) =>
    api<{ ok: true }>(`${base}/courses/${encodeURIComponent(courseId)}`, {
      method: "DELETE",
      json: { confirmTitle },
    }),
  cancelJob: (jobId: string) =>
    api<JobResponse>(`${base}/jobs/${encodeURIComponent(jobId)}/cancel`, {
      method: "POST",
      json: {},
    }),
  /** The language version without a model, to translate by hand in the editor (decision 0094). */
  manualTranslation: (versionId: string, targetLanguage: Language) =>
    api<ManualTranslationResponse>(
      `${base}/course-versions/${encodeURIComponent(versionId)}/manual-translation`,
      { method: "POST", json: { targetLanguage } },
    ),
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
