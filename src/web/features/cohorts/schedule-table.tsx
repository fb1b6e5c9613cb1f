import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { CohortDetail } from "@shared/contracts/cohorts";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/api";
import { toast } from "@/lib/toast";
import { formatDay } from "./cohorts-api";
import { ErrorText } from "./cohort-ui";

/** The proposed schedule: a due date per module; the admin changes a date or restores the proposal. */
export function ScheduleTable({ cohort }: { cohort: CohortDetail }) {
  const { t } = useTranslation("cohorts");
  const qc = useQueryClient();
  const [edits, setEdits] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (entries: { moduleId: string; dueDate: string; adjusted: boolean }[]) =>
      api<CohortDetail>(`/api/admin/cohorts/${cohort.id}/schedule`, {
        method: "PUT",
        json: { revision: cohort.revision, entries },
      }),
    onSuccess: (c) => {
      qc.setQueryData(["admin", "cohorts", cohort.id], c);
      setEdits({});
      toast.success(t("schedule.saved"));
    },
  });
  const changed = Object.entries(edits).filter(
    ([id, date]) => date && cohort.schedule.find((r) => r.moduleId === id)?.dueDate !== date,
  );
  if (cohort.schedule.length === 0)
    return <p className="text-muted-foreground">{t("schedule.empty")}</p>;
  return (
    <div className="grid gap-3">
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] text-sm" data-testid="schedule-table">
          <caption className="sr-only">{t("schedule.caption")}</caption>
          <thead>
            <tr className="border-b text-left">
              <th scope="col" className="py-2 pr-3 font-medium">
                {t("schedule.module")}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t("schedule.minutes")}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t("schedule.due")}
              </th>
              <th scope="col" className="py-2 font-medium">
                <span className="sr-only">{t("schedule.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {cohort.schedule.map((r) => (
              <tr key={r.moduleId} className="border-b last:border-0" data-testid="schedule-row">
                <td className="py-2 pr-3">
                  <span className="block wrap-anywhere">{r.moduleTitle}</span>
                  <span className="block text-xs text-muted-foreground wrap-anywhere">
                    {r.courseTitle}
                  </span>
                </td>
                <td className="py-2 pr-3 tabular-nums">{r.minutes}</td>
                <td className="py-2 pr-3">
                  <Input
                    type="date"
                    className="w-40"
                    value={edits[r.moduleId] ?? r.dueDate}
                    aria-label={t("schedule.dueFor", { title: r.moduleTitle })}
                    onChange={(e) => setEdits((o) => ({ ...o, [r.moduleId]: e.target.value }))}
                  />
                  {r.adjusted && (
                    <Badge variant="info" className="mt-1">
                      {t("schedule.adjusted", { date: formatDay(r.proposedDate) })}
                    </Badge>
                  )}
                  {r.dueDate > cohort.endDate && (
                    <Badge variant="warning" className="mt-1">
                      {t("schedule.afterEnd")}
                    </Badge>
                  )}
                </td>
                <td className="py-2">
                  {r.adjusted && (
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      onClick={() =>
                        save.mutate([
                          { moduleId: r.moduleId, dueDate: r.proposedDate, adjusted: false },
                        ])
                      }
                    >
                      {t("schedule.reset")}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {save.error && <ErrorText text={save.error.message} />}
      <div>
        <Button
          type="button"
          disabled={changed.length === 0 || save.isPending}
          onClick={() =>
            save.mutate(
              changed.map(([moduleId, dueDate]) => ({ moduleId, dueDate, adjusted: true })),
            )
          }
        >
          {save.isPending && <Spinner />}
          {t("schedule.save")}
        </Button>
      </div>
    </div>
  );
}
