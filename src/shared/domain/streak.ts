/**
 * Issue 12 "Streaks": days in a row with at least one completed lesson, counted in the
 * learner's time zone (an IANA name reported by the browser, e.g. "Europe/Berlin").
 */

export const DEFAULT_TIME_ZONE = "Europe/Berlin";

const ZONE_NAME = /^(?:UTC|[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+)$/;

/** Day formatters per time zone: building one costs far more than formatting (issue 16). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const MAX_ZONES = 1000;

/** A formatter per time zone and options, kept in `cache` (at most MAX_ZONES zones). */
function zoneFormat(
  cache: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  let f = cache.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone, ...options });
    if (cache.size >= MAX_ZONES) cache.clear();
    cache.set(timeZone, f);
  }
  return f;
}

const dayFormat = (timeZone: string) =>
  zoneFormat(dayFormats, timeZone, { year: "numeric", month: "2-digit", day: "2-digit" });

/** An IANA zone name the runtime knows ("Europe/Berlin", "UTC"); offsets like "+01:00" are refused. */
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

/** Time-of-day formatters per time zone (startOfLocalDay), cached as dayFormat's. */
const timeFormats = new Map<string, Intl.DateTimeFormat>();

const timeFormat = (timeZone: string) =>
  zoneFormat(timeFormats, timeZone, {
    hourCycle: "h23",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });

/**
 * The instant the local day of `at` began in a time zone: its midnight, or on a day whose
 * midnight a clock change skips, the first instant the day has. `at` minus the local time of
 * day, searched for when the offset changed since midnight.
 */
export function startOfLocalDay(at: Date, timeZone: string): Date {
  const day = localDay(at, timeZone);
  const inDay = (t: number) => localDay(new Date(t), timeZone) === day;
  const parts = timeFormat(timeZone).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const sinceMidnight = ((get("hour") * 60 + get("minute")) * 60 + get("second")) * 1000;
  const guess = at.getTime() - at.getUTCMilliseconds() - sinceMidnight;
  if (inDay(guess) && !inDay(guess - 1)) return new Date(guess);
  // A day is at most 26 hours long: 30 hours before `at` lies in an earlier day.
  let [before, inside] = [at.getTime() - 30 * 3_600_000, at.getTime()];
  while (inside - before > 1) {
    const mid = Math.floor((before + inside) / 2);
    if (inDay(mid)) inside = mid;
    else before = mid;
  }
  return new Date(inside);
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
