import { useState } from "react";
import { useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  ATTENDANCE_STATUSES,
  type AttendanceResponse,
  type AttendanceStatus,
} from "@shared/contracts/teaching";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { ApiError } from "@/lib/api";
import { cn } from "@/lib/utils";
import { attendanceQuery, useRecordAttendance } from "./teaching-api";
import { BackLink, QueryState, useFormat } from "./teach-ui";

/** Attendance at one live session in a few clicks: present, absent or excused per learner. */
export default function AttendancePage() {
  const { cohortId = "", sessionId = "" } = useParams();
  const query = useQuery(attendanceQuery(cohortId, sessionId));
  return (
    <QueryState query={query}>
      {(data) => <AttendanceForm key={data.session.id} cohortId={cohortId} data={data} />}
    </QueryState>
  );
}

function AttendanceForm({ cohortId, data }: { cohortId: string; data: AttendanceResponse }) {
  const { t } = useTranslation("teaching");
  const f = useFormat();
  const record = useRecordAttendance(cohortId, data.session.id);
  const [marks, setMarks] = useState<Record<string, AttendanceStatus | null>>(() =>
    Object.fromEntries(data.learners.map((l) => [l.userId, l.status])),
  );
  const entries = Object.entries(marks)
    .filter((e): e is [string, AttendanceStatus] => e[1] !== null)
    .map(([userId, status]) => ({ userId, status }));

  const save = () =>
    record.mutate(
      { entries },
      {
        onSuccess: () => toast.success(t("attendance.saved")),
        onError: (err) => toast.error(err instanceof ApiError ? err.message : t("shell.error")),
      },
    );

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <BackLink to={`/teach/${cohortId}`}>{t("attendance.back")}</BackLink>
        <h1 className="text-2xl font-semibold tracking-tight break-words">
          {t("attendance.title", { title: data.session.title })}
        </h1>
        <p className="text-sm text-muted-foreground">
          {t("sessions.when", {
            when: f.dateTime(data.session.startsAt),
            minutes: data.session.durationMinutes,
          })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() =>
            setMarks(Object.fromEntries(data.learners.map((l) => [l.userId, "present" as const])))
          }
        >
          {t("attendance.allPresent")}
        </Button>
        <Button onClick={save} disabled={record.isPending || entries.length === 0}>
          {t("attendance.save")}
        </Button>
      </div>
      <ul className="grid gap-2" data-testid="attendance">
        {data.learners.map((l) => (
          <li
            key={l.userId}
            className="flex flex-col gap-2 rounded-lg border bg-card p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <span className="font-medium break-words" id={`att-${l.userId}`}>
              {l.name}
              {marks[l.userId] === null && (
                <span className="ml-2 text-xs font-normal text-muted-foreground">
                  {t("attendance.open")}
                </span>
              )}
            </span>
            <div
              role="radiogroup"
              aria-labelledby={`att-${l.userId}`}
              className="flex flex-wrap gap-1"
            >
              {ATTENDANCE_STATUSES.map((s) => (
                <label
                  key={s}
                  className={cn(
                    "cursor-pointer rounded-md border px-3 py-1.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                    marks[l.userId] === s
                      ? "border-primary bg-primary text-primary-foreground"
                      : "hover:bg-accent",
                  )}
                >
                  <input
                    type="radio"
                    className="sr-only"
                    name={`att-${l.userId}`}
                    value={s}
                    checked={marks[l.userId] === s}
                    onChange={() => setMarks((m) => ({ ...m, [l.userId]: s }))}
                  />
                  {t(`attendance.status.${s}`)}
                </label>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
