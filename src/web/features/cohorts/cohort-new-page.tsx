import { useNavigate } from "react-router";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { CohortDetail, CohortInput } from "@shared/contracts/cohorts";
import { api } from "@/lib/api";
import { CohortForm } from "./cohort-form";
import { Header } from "./cohort-ui";

const isoToday = () => new Date().toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** /admin/cohorts/new: a class with its settings; the schedule is proposed on saving. */
export default function CohortNewPage() {
  const { t } = useTranslation("cohorts");
  const navigate = useNavigate();
  const qc = useQueryClient();
  const create = useMutation({
    mutationFn: (v: CohortInput) =>
      api<CohortDetail>("/api/admin/cohorts", { method: "POST", json: v }),
    onSuccess: async (c) => {
      await qc.invalidateQueries({ queryKey: ["admin", "cohorts"] });
      await navigate(`/admin/cohorts/${c.id}`);
    },
  });
  return (
    <div className="grid max-w-3xl gap-6">
      <Header title={t("new.title")} description={t("new.description")} />
      <CohortForm
        initial={{
          name: "",
          courseIds: [],
          startDate: isoToday(),
          endDate: inDays(90),
          weeklyMinutes: 600,
          teacherIds: [],
          seatLimit: null,
          holidays: [],
          timeZone: "Europe/Berlin",
        }}
        submitLabel={t("new.submit")}
        pending={create.isPending}
        error={create.error}
        onSubmit={(v) => create.mutate(v)}
      />
    </div>
  );
}
