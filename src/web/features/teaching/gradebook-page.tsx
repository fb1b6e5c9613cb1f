import { useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Download } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { gradebookCsvUrl, gradebookQuery } from "./teaching-api";
import { BackLink, QueryState } from "./teach-ui";

const hours = (minutes: number) => Math.round((minutes / 60) * 10) / 10;

/** The gradebook of a class with its CSV export (issue 44). */
export default function GradebookPage() {
  const { cohortId = "" } = useParams();
  const { t, i18n } = useTranslation("teaching");
  const query = useQuery(gradebookQuery(cohortId));
  const num = (v: number) => new Intl.NumberFormat(i18n.resolvedLanguage ?? "de").format(v);
  return (
    <QueryState query={query}>
      {(book) => (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
          <div>
            <BackLink to={`/teach/${cohortId}`}>{t("gradebook.back")}</BackLink>
            <div className="flex flex-wrap items-end justify-between gap-4">
              <h1
                className="text-2xl font-semibold tracking-tight break-words"
                id="gradebook-title"
              >
                {t("gradebook.title", { cohort: book.cohort.name })}
              </h1>
              <a href={gradebookCsvUrl(cohortId)} download className={cn(buttonVariants())}>
                <Download aria-hidden="true" />
                {t("gradebook.export")}
              </a>
            </div>
          </div>
          <div
            className="overflow-x-auto rounded-xl border bg-card"
            tabIndex={0}
            role="region"
            aria-labelledby="gradebook-title"
          >
            <table className="w-full min-w-[760px] text-sm" data-testid="gradebook">
              <thead className="border-b bg-muted/40 text-left">
                <tr>
                  <th scope="col" className="p-3 font-medium">
                    {t("gradebook.col.name")}
                  </th>
                  <th scope="col" className="p-3 font-medium">
                    {t("gradebook.col.exercises", { total: book.totals.exercises })}
                  </th>
                  <th scope="col" className="p-3 font-medium">
                    {t("gradebook.col.quizzes", { total: book.totals.quizzes })}
                  </th>
                  <th scope="col" className="p-3 font-medium">
                    {t("gradebook.col.projects", { total: book.totals.projects })}
                  </th>
                  <th scope="col" className="p-3 font-medium">
                    {t("gradebook.col.attendance", { total: book.totals.sessions })}
                  </th>
                  <th scope="col" className="p-3 font-medium">
                    {t("gradebook.col.learned")}
                  </th>
                  <th scope="col" className="p-3 font-medium">
                    {t("gradebook.col.attended")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {book.learners.map((r) => (
                  <tr key={r.userId} className="border-b last:border-0">
                    <th scope="row" className="p-3 text-left font-medium break-words">
                      {r.name}
                    </th>
                    <td className="p-3 tabular-nums">{r.exercisesSolved}</td>
                    <td className="p-3">
                      {t("gradebook.quizValue", {
                        correct: r.quizzesCorrect,
                        answered: r.quizzesAnswered,
                      })}
                    </td>
                    <td className="p-3">
                      {t("gradebook.projectValue", {
                        passed: r.projectsPassed,
                        submitted: r.projectsSubmitted,
                      })}
                    </td>
                    <td className="p-3">
                      {r.attendanceRate === null
                        ? t("gradebook.noRate")
                        : t("gradebook.rate", { rate: r.attendanceRate })}
                    </td>
                    <td className="p-3 tabular-nums">
                      {t("gradebook.hours", { hours: num(hours(r.learnedMinutes)) })}
                    </td>
                    <td className="p-3 tabular-nums">
                      {t("gradebook.hours", { hours: num(hours(r.attendedMinutes)) })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </QueryState>
  );
}
