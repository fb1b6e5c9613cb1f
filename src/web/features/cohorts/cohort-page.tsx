import { useParams } from "react-router";
import { Link } from "react-router";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { CohortDetail, CohortInput } from "@shared/contracts/cohorts";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api";
import { toast } from "@/lib/toast";
import { cohortQuery, formatDay } from "./cohorts-api";
import { CohortForm } from "./cohort-form";
import { ErrorText, Header, Loading, Section } from "./cohort-ui";
import { ScheduleTable } from "./schedule-table";
import { InvitesPanel, MembersPanel } from "./members-panel";

const inputOf = (c: CohortDetail): CohortInput => ({
  name: c.name,
  courseIds: c.courses.map((x) => x.id),
  startDate: c.startDate,
  endDate: c.endDate,
  weeklyMinutes: c.weeklyMinutes,
  teacherIds: c.teachers.map((x) => x.id),
  seatLimit: c.seatLimit,
  holidays: c.holidays,
  timeZone: c.timeZone,
});

/** /admin/cohorts/:cohortId: settings, the schedule, invitation links and the learners. */
export default function CohortPage() {
  const { t } = useTranslation("cohorts");
  const { cohortId = "" } = useParams();
  const qc = useQueryClient();
  const cohort = useQuery(cohortQuery(cohortId));
  const save = useMutation({
    mutationFn: (v: CohortInput) =>
      api<CohortDetail>(`/api/admin/cohorts/${cohortId}`, {
        method: "PUT",
        json: { ...v, revision: cohort.data!.revision },
      }),
    onSuccess: (c) => {
      qc.setQueryData(["admin", "cohorts", cohortId], c);
      toast.success(t("edit.saved"));
    },
  });
  const archive = useMutation({
    mutationFn: (archived: boolean) =>
      api<CohortDetail>(`/api/admin/cohorts/${cohortId}/archive`, {
        method: "POST",
        json: { archived, revision: cohort.data!.revision },
      }),
    onSuccess: (c) => qc.setQueryData(["admin", "cohorts", cohortId], c),
  });
  if (cohort.isPending) return <Loading />;
  if (cohort.isError) return <ErrorText text={cohort.error.message} />;
  const c = cohort.data;
  return (
    <div className="grid gap-6">
      <p>
        <Link to="/admin/cohorts" className="text-sm underline-offset-4 hover:underline">
          {t("edit.back")}
        </Link>
      </p>
      <Header
        title={c.name}
        description={
          <>
            {t("list.period", { start: formatDay(c.startDate), end: formatDay(c.endDate) })}
            {c.archived && (
              <Badge variant="secondary" className="ml-2">
                {t("list.archived")}
              </Badge>
            )}
          </>
        }
        actions={
          <Button
            type="button"
            variant="outline"
            onClick={() => archive.mutate(!c.archived)}
            disabled={archive.isPending}
          >
            {c.archived ? t("edit.unarchive") : t("edit.archive")}
          </Button>
        }
      />
      {archive.error && <ErrorText text={archive.error.message} />}
      <Section title={t("schedule.title")} id="cohort-schedule">
        <p className="text-sm text-muted-foreground">{t("schedule.explain")}</p>
        <ScheduleTable cohort={c} />
      </Section>
      <Section title={t("invites.title")} id="cohort-invites">
        <InvitesPanel cohort={c} />
      </Section>
      <Section title={t("members.title")} id="cohort-members">
        <MembersPanel cohort={c} />
      </Section>
      <Section title={t("edit.title")} id="cohort-settings">
        <CohortForm
          key={c.revision}
          initial={inputOf(c)}
          submitLabel={t("edit.submit")}
          pending={save.isPending}
          error={save.error}
          onSubmit={(v) => save.mutate(v)}
        />
      </Section>
    </div>
  );
}
