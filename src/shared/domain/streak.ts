/**
 * Issue 12 "Streaks": days in a row with at least one completed lesson, counted in the
 * learner's time zone (an IANA name reported by the browser, e.g. "Europe/Berlin").
 */

export const DEFAULT_TIME_ZONE = "Europe/Berlin";

const ZONE_NAME = /^(?:UTC|[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+)$/;

/** An IANA zone name the runtime knows ("Europe/Berlin", "UTC"); offsets like "+01:00" are refused. */
/** Day formatters per time zone: building one costs far more than formatting (issue 16). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const MAX_ZONES = 1000;

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let f = dayFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    if (dayFormats.size >= MAX_ZONES) dayFormats.clear();
    dayFormats.set(timeZone, f);
  }
  return f;
}

export function isTimeZone(value: unknown): value is string {
  if (typeof value !== "string" || value.length > 64 || !ZONE_NAME.test(value)) return false;
  try {
    dayFormat(value);
    return true;
  } catch {
    return false;
  }
}

/** The calendar day ("YYYY-MM-DD") of an instant in a time zone. */
export function localDay(at: Date, timeZone: string): string {
  const parts = dayFormat(timeZone).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/** Whole days from day a to day b ("YYYY-MM-DD"). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export interface StoredStreak {
  lastDay: string;
  current: number;
  longest: number;
  timeZone: string;
}

/**
 * The streak as shown now: the stored run still counts today and the day after its last
 * day (a learner who learned yesterday has not lost it yet); later it is 0.
 */
export function shownStreak(
  stored: StoredStreak | null,
  now: Date,
): { current: number; longest: number } {
  if (!stored) return { current: 0, longest: 0 };
  const gap = daysBetween(stored.lastDay, localDay(now, stored.timeZone));
  return { current: gap <= 1 ? stored.current : 0, longest: stored.longest };
}
