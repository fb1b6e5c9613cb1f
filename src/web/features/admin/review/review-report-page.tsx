import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import { ErrorBlock, LoadingBlock, PageHeader } from "../admin-ui";
import { CsvLink, FigureCard, ReportSection, ScrollTable, td, th } from "../reports/report-ui";
import { reportQuery } from "./review-api";
import { useWaiting } from "./review-ui";

const pct = (v: number | null) => (v === null ? "–" : `${v} %`);

/** The review report (issue 30, decision 0125): waiting time, pass rates, workload. */
export default function ReviewReportPage() {
  const { t } = useTranslation("review");
  const report = useQuery(reportQuery());
  const waiting = useWaiting();
  if (report.isPending) return <LoadingBlock />;
  if (report.isError) return <ErrorBlock text={t("loadFailed")} />;
  const r = report.data;
  const csv = (part: string) => `/api/admin/reports/reviews/csv?part=${part}`;
  return (
    <div className="grid gap-6">
      <PageHeader title={t("report.title")} description={t("report.description")} />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FigureCard
          label={t("report.median")}
          value={r.waiting.medianMinutes === null ? "–" : waiting(r.waiting.medianMinutes)}
          testId="figure-median"
        />
        <FigureCard
          label={t("report.p90")}
          value={r.waiting.p90Minutes === null ? "–" : waiting(r.waiting.p90Minutes)}
          testId="figure-p90"
        />
        <FigureCard label={t("report.decided")} value={String(r.waiting.decided)} />
        <FigureCard label={t("report.open")} value={String(r.waiting.open)} />
      </div>
      <ReportSection title={t("report.projects")}>
        <CsvLink href={csv("projects")} label={t("report.csv")} />
        <ScrollTable label={t("report.projects")}>
          <thead>
            <tr className="border-b bg-muted/50">
              <th className={th}>{t("report.course")}</th>
              <th className={th}>{t("report.project")}</th>
              <th className={th}>{t("report.decidedCol")}</th>
              <th className={th}>{t("report.passedCol")}</th>
              <th className={th}>{t("report.passRate")}</th>
            </tr>
          </thead>
          <tbody>
            {r.projects.map((p) => (
              <tr key={p.projectId} className="border-b last:border-0" data-testid="report-project">
                <td className={td}>{p.courseTitle}</td>
                <td className={td}>{p.projectTitle}</td>
                <td className={td}>{p.decided}</td>
                <td className={td}>{p.passed}</td>
                <td className={td}>{pct(p.passRate)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </ReportSection>
      <ReportSection title={t("report.criteria")}>
        <CsvLink href={csv("criteria")} label={t("report.csv")} />
        <ScrollTable label={t("report.criteria")}>
          <thead>
            <tr className="border-b bg-muted/50">
              <th className={th}>{t("report.project")}</th>
              <th className={th}>{t("report.criterion")}</th>
              <th className={th}>{t("report.marked")}</th>
              <th className={th}>{t("report.fulfilledRate")}</th>
            </tr>
          </thead>
          <tbody>
            {r.criteria.map((c) => (
              <tr key={`${c.projectId}-${c.criterionId}`} className="border-b last:border-0">
                <td className={td}>{c.projectTitle}</td>
                <td className={td}>{c.criterionTitle}</td>
                <td className={td}>{c.marked}</td>
                <td className={td}>{pct(c.fulfilledRate)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </ReportSection>
      <ReportSection title={t("report.reviewers")}>
        <CsvLink href={csv("reviewers")} label={t("report.csv")} />
        <ScrollTable label={t("report.reviewers")}>
          <thead>
            <tr className="border-b bg-muted/50">
              <th className={th}>{t("report.reviewer")}</th>
              <th className={th}>{t("report.decisions")}</th>
              <th className={th}>{t("report.passedCol")}</th>
              <th className={th}>{t("report.reviseCol")}</th>
              <th className={th}>{t("report.claimedNow")}</th>
              <th className={th}>{t("report.comments")}</th>
            </tr>
          </thead>
          <tbody>
            {r.reviewers.map((x) => (
              <tr key={x.userId} className="border-b last:border-0">
                <td className={td}>{x.name}</td>
                <td className={td}>{x.decisions}</td>
                <td className={td}>{x.passed}</td>
                <td className={td}>{x.revise}</td>
                <td className={td}>{x.claimedNow}</td>
                <td className={td}>{x.comments}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </ReportSection>
    </div>
  );
}
