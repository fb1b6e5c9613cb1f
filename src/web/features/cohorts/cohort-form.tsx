import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ArrowDown, ArrowUp } from "lucide-react";
import type { CohortInput } from "@shared/contracts/cohorts";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api";
import { cohortOptionsQuery } from "./cohorts-api";
import { ErrorText, fieldClass } from "./cohort-ui";

const ZONES = [
  "Europe/Berlin",
  "Europe/Vienna",
  "Europe/Zurich",
  "Europe/Madrid",
  "Europe/Paris",
  "Europe/London",
  "UTC",
];

/** The settings of a class: name, programme in order, period, weekly hours, teachers, seats, holidays. */
export function CohortForm({
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
}: {
  initial: CohortInput;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (value: CohortInput) => void;
}) {
  const { t } = useTranslation("cohorts");
  const options = useQuery(cohortOptionsQuery());
  const [v, setV] = useState(initial);
  const [hours, setHours] = useState(String(initial.weeklyMinutes / 60));
  const [seats, setSeats] = useState(initial.seatLimit === null ? "" : String(initial.seatLimit));
  const [holidays, setHolidays] = useState(initial.holidays.join("\n"));
  const set = <K extends keyof CohortInput>(k: K, value: CohortInput[K]) =>
    setV((o) => ({ ...o, [k]: value }));
  const fieldError = (name: string) =>
    error instanceof ApiError &&
    (error.details as { field?: string } | undefined)?.field?.startsWith(name)
      ? error.message
      : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit({
      ...v,
      weeklyMinutes: Math.round(Number(hours.replace(",", ".")) * 60) || 0,
      seatLimit: seats.trim() === "" ? null : Number(seats),
      holidays: holidays
        .split(/[\s,;]+/)
        .map((h) => h.trim())
        .filter(Boolean),
    });
  };
  const move = (i: number, by: number) => {
    const list = [...v.courseIds];
    const [x] = list.splice(i, 1);
    list.splice(i + by, 0, x!);
    set("courseIds", list);
  };
  const courseTitle = (id: string) => options.data?.courses.find((c) => c.id === id)?.title ?? id;

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" data-testid="cohort-form">
      <div className="grid gap-1.5">
        <Label htmlFor="cohort-name">{t("form.name")}</Label>
        <Input
          id="cohort-name"
          value={v.name}
          onChange={(e) => set("name", e.target.value)}
          required
          maxLength={120}
        />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t("form.courses")}</legend>
        {options.isPending && <Spinner />}
        {options.data?.courses.length === 0 && (
          <p className="text-sm text-muted-foreground">{t("form.noCourses")}</p>
        )}
        <div className="grid gap-1 sm:grid-cols-2">
          {options.data?.courses.map((c) => (
            <label key={c.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={v.courseIds.includes(c.id)}
                onChange={(e) =>
                  set(
                    "courseIds",
                    e.target.checked
                      ? [...v.courseIds, c.id]
                      : v.courseIds.filter((x) => x !== c.id),
                  )
                }
              />
              <span className="wrap-anywhere">{c.title}</span>
            </label>
          ))}
        </div>
        {v.courseIds.length > 1 && (
          <ol className="grid gap-1 rounded-lg border p-2" aria-label={t("form.order")}>
            {v.courseIds.map((id, i) => (
              <li key={id} className="flex items-center gap-2 text-sm">
                <span className="w-6 text-right text-muted-foreground">{i + 1}.</span>
                <span className="flex-1 wrap-anywhere">{courseTitle(id)}</span>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                  aria-label={t("form.up", { title: courseTitle(id) })}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  disabled={i === v.courseIds.length - 1}
                  onClick={() => move(i, 1)}
                  aria-label={t("form.down", { title: courseTitle(id) })}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ol>
        )}
        {fieldError("courseIds") && <ErrorText text={fieldError("courseIds")!} />}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="cohort-start">{t("form.start")}</Label>
          <Input
            id="cohort-start"
            type="date"
            value={v.startDate}
            onChange={(e) => set("startDate", e.target.value)}
            required
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="cohort-end">{t("form.end")}</Label>
          <Input
            id="cohort-end"
            type="date"
            value={v.endDate}
            onChange={(e) => set("endDate", e.target.value)}
            required
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="cohort-hours">{t("form.hours")}</Label>
          <Input
            id="cohort-hours"
            inputMode="decimal"
            value={hours}
            onChange={(e) => setHours(e.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="cohort-seats">{t("form.seats")}</Label>
          <Input
            id="cohort-seats"
            inputMode="numeric"
            value={seats}
            onChange={(e) => setSeats(e.target.value)}
            placeholder={t("form.seatsNone")}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="cohort-tz">{t("form.timeZone")}</Label>
          <select
            id="cohort-tz"
            className={fieldClass}
            value={v.timeZone}
            onChange={(e) => set("timeZone", e.target.value)}
          >
            {[...new Set([v.timeZone, ...ZONES])].map((z) => (
              <option key={z} value={z}>
                {z}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="cohort-holidays">{t("form.holidays")}</Label>
          <textarea
            id="cohort-holidays"
            className="min-h-20 rounded-md border border-input bg-background px-3 py-2 text-sm"
            value={holidays}
            onChange={(e) => setHolidays(e.target.value)}
            aria-describedby="cohort-holidays-hint"
          />
          <p id="cohort-holidays-hint" className="text-xs text-muted-foreground">
            {t("form.holidaysHint")}
          </p>
        </div>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t("form.teachers")}</legend>
        {options.data?.teachers.length === 0 && (
          <p className="text-sm text-muted-foreground">{t("form.noTeachers")}</p>
        )}
        <div className="grid gap-1 sm:grid-cols-2">
          {options.data?.teachers.map((u) => (
            <label key={u.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={v.teacherIds.includes(u.id)}
                onChange={(e) =>
                  set(
                    "teacherIds",
                    e.target.checked
                      ? [...v.teacherIds, u.id]
                      : v.teacherIds.filter((x) => x !== u.id),
                  )
                }
              />
              <span className="wrap-anywhere">
                {u.name} <span className="text-muted-foreground">({u.email})</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {error instanceof Error && <ErrorText text={error.message} />}
      <div>
        <Button type="submit" disabled={pending}>
          {pending && <Spinner />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
