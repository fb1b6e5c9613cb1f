/*
 * A cohort's schedule proposal (issue 44, decision 0206): a due date per module, from the
 * cohort's start date, its weekly learning time and the minutes of the module's lessons.
 * Learning happens on weekdays (Monday to Friday), a fifth of the weekly time each day;
 * weekends and the cohort's holidays have none. A module is due on the day its last minute
 * is learned. Pure: no clock, no time zone (dates are the cohort's calendar days, ISO).
 */

export interface ScheduleModule {
  moduleId: string;
  /** The sum of the module's lessons' minutes. */
  minutes: number;
}

export interface ScheduleInput {
  startDate: string;
  weeklyMinutes: number;
  holidays: readonly string[];
  modules: readonly ScheduleModule[];
  /** Due dates the admin set by hand (module id → ISO date): kept as they are. */
  adjusted?: ReadonlyMap<string, string>;
}

export interface ProposedDue {
  moduleId: string;
  dueDate: string;
  adjusted: boolean;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** `date` plus `days` calendar days (ISO in, ISO out). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The Monday of the week `date` falls in. */
export const mondayOf = (date: string) => addDays(date, 1 - isoWeekday(date));

/** Whether learning time is planned on `date` (a weekday that is not a holiday). */
export function isLearningDay(date: string, holidays: ReadonlySet<string>): boolean {
  return isoWeekday(date) <= 5 && !holidays.has(date);
}

/** The first learning day on or after `date` (at most ~3 years on, then `date` itself). */
export function nextLearningDay(date: string, holidays: ReadonlySet<string>): string {
  let d = date;
  for (let i = 0; i < 1100; i++) {
    if (isLearningDay(d, holidays)) return d;
    d = addDays(d, 1);
  }
  return date;
}

/**
 * The proposed due date of every module, in the order given. A module of 0 minutes is due
 * with the one before it (or on the first learning day). Minutes are spent day by day; a
 * module that ends exactly at a day's end is due that day. Adjusted dates are kept and do
 * not move the others (the proposal stays what the pace says).
 */
export function proposeSchedule(input: ScheduleInput): ProposedDue[] {
  const holidays = new Set(input.holidays);
  const perDay = Math.max(1, input.weeklyMinutes) / 5;
  let day = nextLearningDay(input.startDate, holidays);
  let left = perDay; // minutes still free on `day`
  const out: ProposedDue[] = [];
  for (const m of input.modules) {
    let need = Math.max(0, m.minutes);
    // Spend whole days until the rest fits into the current one.
    while (need > left + 1e-9) {
      need -= left;
      day = nextLearningDay(addDays(day, 1), holidays);
      left = perDay;
    }
    left -= need;
    const fixed = input.adjusted?.get(m.moduleId);
    out.push({ moduleId: m.moduleId, dueDate: fixed ?? day, adjusted: fixed !== undefined });
    // A day used up: the next module starts on the next learning day.
    if (left <= 1e-9) {
      day = nextLearningDay(addDays(day, 1), holidays);
      left = perDay;
    }
  }
  return out;
}
