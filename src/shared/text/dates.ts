/**
 * The one date format helper of the code base (issue 43), for the web and the server: a date
 * (ISO string or Date) in an interface language. German is written as de-DE, English as
 * British English (day before month, 24-hour clock: "5 Mar 2026, 14:30", not the US
 * "Mar 5, 2026, 2:30 PM"), Spanish and French as themselves.
 */
export function dateLocale(lang: string): string {
  return lang === "de" ? "de-DE" : lang === "en" ? "en-GB" : lang;
}

const STYLES = {
  /** 05.03.2026 — lists and tables. */
  numeric: { day: "2-digit", month: "2-digit", year: "numeric" },
  /** 5. März 2026 — a certificate, a portfolio page. */
  long: { dateStyle: "long" },
  /** 05.03.2026 (5 Mar 2026 in English) — dates in running text. */
  medium: { dateStyle: "medium" },
  /** 05.03.2026, 14:30 — when something happened. */
  dateTime: { dateStyle: "medium", timeStyle: "short" },
  /** Do., 05.03.2026 — a due date with its weekday. */
  weekdayDay: { weekday: "short", day: "2-digit", month: "2-digit", year: "numeric" },
  /** Do., 05.03., 14:30 MEZ — a live session: when, in which zone. */
  moment: {
    weekday: "short",
    day: "2-digit",
    month: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    timeZoneName: "short",
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

/**
 * `value` in `lang` in one of the styles; `timeZone` when the date must not depend on the
 * reader's clock (a certificate's day is the UTC day it was issued).
 */
export function formatDate(
  value: string | Date,
  lang: string,
  style: DateStyle = "numeric",
  timeZone?: string,
): string {
  return new Intl.DateTimeFormat(dateLocale(lang), { ...STYLES[style], timeZone }).format(
    typeof value === "string" ? new Date(value) : value,
  );
}

/** A calendar day (YYYY-MM-DD) in `lang`, the same day wherever the reader is. */
export const formatDay = (isoDay: string, lang: string, style: DateStyle = "numeric") =>
  formatDate(`${isoDay.slice(0, 10)}T12:00:00Z`, lang, style, "UTC");

/** Date and time of day in `lang` ("dateTime" style). */
export const formatDateTime = (value: string | Date, lang: string, timeZone?: string) =>
  formatDate(value, lang, "dateTime", timeZone);
