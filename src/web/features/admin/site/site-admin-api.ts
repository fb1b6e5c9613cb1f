import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { SiteAdminResponse, SiteDocument } from "@shared/contracts/site";
import type { Language } from "@shared/i18n/languages";
import { api } from "@/lib/api";

/** The "Website" screen (issue 31): one request for document, revision and history. */
export const siteAdminQuery = () =>
  queryOptions({
    queryKey: ["admin", "site"],
    queryFn: () => api<SiteAdminResponse>("/api/admin/site"),
  });

export function usePublishSite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { expectedRevision: number; document: SiteDocument }) =>
      api<SiteAdminResponse>("/api/admin/site", { method: "PUT", json: body }),
    onSuccess: (data) => qc.setQueryData(siteAdminQuery().queryKey, data),
  });
}

export function useRestoreSite() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { expectedRevision: number; revision: number }) =>
      api<SiteAdminResponse>("/api/admin/site/restore", { method: "POST", json: body }),
    onSuccess: (data) => qc.setQueryData(siteAdminQuery().queryKey, data),
  });
}

export function usePreviewSite() {
  return useMutation({
    mutationFn: (body: { document: SiteDocument; language: Language }) =>
      api<{ html: string | null }>("/api/admin/site/preview", { method: "POST", json: body }),
  });
}
