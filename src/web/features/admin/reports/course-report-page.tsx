import { Link, useParams, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { DROP_OFF_INACTIVE_DAYS } from "@shared/contracts/reports";
import { Button } from "@/components/ui/button";
import { courseReportCsvUrl, courseReportQuery } from "../admin-api";
import { ErrorBlock, formatDate, LoadingBlock, PageHeader } from "../admin-ui";
import { Pager, pageParam } from "../pager";
import { BarChartWithTable } from "./charts";
import { CsvLink, FigureCard, ReportSection, ScrollTable, td, th } from "./report-ui";

/** /admin/courses/:courseId/learners: who is enrolled, how far they got, where they stop. */
export default function CourseReportPage() {
  const { t, i18n } = useTranslation("admin");
  const { courseId = "" } = useParams();
  const [search, setSearch] = useSearchParams();
  const page = pageParam(search.get("page"));
  const report = useQuery(courseReportQuery(courseId, page));
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? "de");
  const data = report.data;
  const date = (iso: string | null) => (iso ? formatDate(iso) : "–");

  return (
    <div className="grid gap-6">
      <PageHeader
        title={
          data
            ? t("reports.course.title", { title: data.course.title })
            : t("reports.course.heading")
        }
        description={t("reports.course.description")}
        actions={
          <>
            <Button variant="ghost" asChild>
              <Link to="/admin/courses">
                <ArrowLeft aria-hidden="true" />
                {t("reports.backToCourses")}
              </Link>
            </Button>
            {data && <CsvLink href={courseReportCsvUrl(courseId)} label={t("reports.csv")} />}
          </>
        }
      />
      {report.isPending ? (
        <LoadingBlock />
      ) : report.isError || !data ? (
        <ErrorBlock text={t("reports.course.loadError")} />
      ) : (
        <>
          <section aria-labelledby="course-totals" className="grid gap-3">
            <h2 id="course-totals" className="sr-only">
              {t("reports.course.totals")}
            </h2>
            <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
              {(
                [
                  ["enrolled", number.format(data.totals.enrolled)],
                  ["started", number.format(data.totals.started)],
                  ["completed", number.format(data.totals.completed)],
                  ["averageProgress", `${number.format(data.totals.averageProgress)} %`],
                ] as const
              ).map(([key, value]) => (
                <li key={key}>
                  <FigureCard
                    label={t(`reports.course.figures.${key}`)}
                    value={value}
                    testId={`figure-${key}`}
                  />
                </li>
              ))}
            </ul>
          </section>

          <div className="grid gap-6 lg:grid-cols-2">
            <ReportSection title={t("reports.course.distribution")}>
              <BarChartWithTable
                title={t("reports.course.distributionChart")}
                labelHeader={t("reports.course.progress")}
                valueHeader={t("reports.course.learners")}
                testId="distribution"
                data={data.distribution.map((b) => ({
                  label: b.from === b.to ? `${b.from} %` : `${b.from}–${b.to} %`,
                  value: b.learners,
                }))}
              />
            </ReportSection>
            <ReportSection
              title={t("reports.course.dropOff")}
              description={t("reports.course.dropOffHelp", { days: DROP_OFF_INACTIVE_DAYS })}
            >
              {data.dropOff.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t("reports.course.noLessons")}</p>
              ) : (
                <BarChartWithTable
                  title={t("reports.course.dropOffChart")}
                  labelHeader={t("reports.course.lesson")}
                  valueHeader={t("reports.course.stopped")}
                  layout="horizontal-bars"
                  testId="drop-off"
                  data={data.dropOff.map((d) => ({
                    label: `${d.moduleTitle} · ${d.lessonTitle}`,
                    axisLabel: d.lessonTitle,
                    value: d.learners,
                  }))}
                />
              )}
            </ReportSection>
          </div>

          <ReportSection title={t("reports.course.learnersTitle", { count: data.total })}>
            {data.learners.length === 0 ? (
              <p className="text-sm text-muted-foreground" role="status">
                {t("reports.course.empty")}
              </p>
            ) : (
              <ScrollTable label={t("reports.course.learnersTable")}>
                <thead className="border-b bg-muted/50">
                  <tr>
                    <th scope="col" className={th}>
                      {t("reports.course.columns.name")}
                    </th>
                    <th scope="col" className={th}>
                      {t("reports.course.columns.started")}
                    </th>
                    <th scope="col" className={th}>
                      {t("reports.course.columns.progress")}
                    </th>
                    <th scope="col" className={th}>
                      {t("reports.course.columns.lastActivity")}
                    </th>
                    <th scope="col" className={th}>
                      {t("reports.course.columns.completed")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.learners.map((l) => (
                    <tr
                      key={l.userId}
                      className="border-b last:border-b-0"
                      data-testid="learner-row"
                    >
                      <th scope="row" className="px-3 py-2 text-left font-normal">
                        <span className="block font-medium">{l.name || "–"}</span>
                        <span className="block text-xs text-muted-foreground">{l.email}</span>
                      </th>
                      <td className={td}>{date(l.startedAt)}</td>
                      <td className={td}>{number.format(l.progress)} %</td>
                      <td className={td}>{date(l.lastActivityAt)}</td>
                      <td className={td}>{date(l.completedAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </ScrollTable>
            )}
            <Pager
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              label={t("reports.course.learnersPaging")}
              onPage={(p) => setSearch({ page: String(p) })}
            />
          </ReportSection>
        </>
      )}
    </div>
  );
}
