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

const locale = () => {
  const lang = i18n.language;
  return lang === "de" ? "de-DE" : lang === "en" ? "en-GB" : lang;
};

/** A calendar day (ISO date) as the reader's language writes it, with the weekday. */
export function formatDay(iso: string, weekday = false): string {
  return new Intl.DateTimeFormat(locale(), {
    ...(weekday ? { weekday: "short" as const } : {}),
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
}

/** A moment in the cohort's time zone. */
export function formatMoment(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale(), {
    weekday: "short",
    day: "2-digit",
    month: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(new Date(iso));
}
