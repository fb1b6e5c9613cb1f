import { formatDate, formatDay as formatCalendarDay } from "@shared/text/dates";
import { queryOptions } from "@tanstack/react-query";
import type {
  CohortDetail,
  CohortOptions,
  CohortSummary,
  InvitePreview,
} from "@shared/contracts/cohorts";
import { api } from "@/lib/api";
import { i18n } from "@/lib/i18n";

export const cohortListQuery = () =>
  queryOptions({
    queryKey: ["admin", "cohorts"],
    queryFn: () => api<{ items: CohortSummary[] }>("/api/admin/cohorts"),
  });

export const cohortOptionsQuery = () =>
  queryOptions({
    queryKey: ["admin", "cohorts", "options"],
    queryFn: () => api<CohortOptions>("/api/admin/cohorts/options"),
  });

export const cohortQuery = (id: string) =>
  queryOptions({
    queryKey: ["admin", "cohorts", id],
    queryFn: () => api<CohortDetail>(`/api/admin/cohorts/${encodeURIComponent(id)}`),
  });

export const invitePreviewQuery = (token: string) =>
  queryOptions({
    queryKey: ["cohort-invite", token],
    queryFn: () => api<InvitePreview>(`/api/cohort-invites/${encodeURIComponent(token)}`),
    retry: false,
  });

/** A calendar day (ISO date) as the reader's language writes it, with the weekday. */
export function formatDay(iso: string, weekday = false): string {
  return formatCalendarDay(iso, i18n.language, weekday ? "weekdayDay" : "numeric");
}

/** A moment in the cohort's time zone, with the zone's name. */
export function formatMoment(iso: string, timeZone: string): string {
  return formatDate(iso, i18n.language, "moment", timeZone);
}
