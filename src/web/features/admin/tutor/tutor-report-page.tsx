import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Pencil } from "lucide-react";
import type { TutorReportResponse } from "@shared/contracts/tutor";
import { Button } from "@/components/ui/button";
import { Markdown } from "@/components/markdown";
import { ErrorBlock, formatDate, LoadingBlock, PageHeader } from "../admin-ui";
import { tutorReportQuery } from "./tutor-admin-api";

/** /admin/tutor/:courseId: which lessons raise questions, ratings, reported answers. */
export default function TutorReportPage() {
  const { t } = useTranslation("tutor-admin");
  const { courseId = "" } = useParams();
  const query = useQuery(tutorReportQuery(courseId));
  return (
    <div className="grid gap-6">
      <Button asChild variant="ghost" className="w-fit">
        <Link to="/admin/tutor">
          <ArrowLeft aria-hidden="true" />
          {t("report.back")}
        </Link>
      </Button>
      {query.isPending ? (
        <LoadingBlock />
      ) : query.isError ? (
        <ErrorBlock text={t("loadError")} />
      ) : (
        <Report data={query.data} />
      )}
    </div>
  );
}

function Report({ data }: { data: TutorReportResponse }) {
  const { t } = useTranslation("tutor-admin");
  const rated = data.helpful + data.notHelpful;
  const editHref = (lessonId: string) =>
    data.versionId ? `/admin/edit-course/${data.versionId}/lessons/${lessonId}` : null;
  return (
    <>
      <PageHeader
        title={t("report.title", { title: data.title })}
        description={t("report.privacy")}
      />
      <section className="rounded-xl border bg-card p-5" aria-labelledby="report-ratings">
        <h2 id="report-ratings" className="mb-2 font-semibold">
          {t("report.ratings")}
        </h2>
        <p data-testid="tutor-ratings">
          {rated
            ? t("report.ratio", {
                helpful: data.helpful,
                notHelpful: data.notHelpful,
                percent: Math.round((data.helpful / rated) * 100),
              })
            : t("report.noRatings")}
        </p>
      </section>
      <section className="rounded-xl border bg-card p-5" aria-labelledby="report-lessons">
        <h2 id="report-lessons" className="mb-3 font-semibold">
          {t("report.lessons")}
        </h2>
        {data.lessons.length === 0 ? (
          <p className="text-muted-foreground">{t("report.noQuestions")}</p>
        ) : (
          <ol className="grid gap-2" data-testid="tutor-report-lessons">
            {data.lessons.map((l) => {
              const href = editHref(l.lessonId);
              return (
                <li
                  key={l.lessonId}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3"
                >
                  <span className="min-w-0 font-medium wrap-anywhere">{l.title}</span>
                  <span className="flex flex-wrap items-center gap-3 text-sm">
                    <span>{t("report.questions", { count: l.questions })}</span>
                    <span className="text-muted-foreground">
                      {t("report.lessonRatings", { helpful: l.helpful, notHelpful: l.notHelpful })}
                    </span>
                    {href && (
                      <Button asChild variant="outline" size="sm">
                        <Link to={href} aria-label={t("report.editLesson", { title: l.title })}>
                          <Pencil aria-hidden="true" />
                          {t("report.edit")}
                        </Link>
                      </Button>
                    )}
                  </span>
                </li>
              );
            })}
          </ol>
        )}
      </section>
      <section className="rounded-xl border bg-card p-5" aria-labelledby="report-reported">
        <h2 id="report-reported" className="mb-3 font-semibold">
          {t("report.reported")}
        </h2>
        {data.reported.length === 0 ? (
          <p className="text-muted-foreground">{t("report.noReported")}</p>
        ) : (
          <ul className="grid gap-4" data-testid="tutor-report-reported">
            {data.reported.map((r) => {
              const href = editHref(r.lessonId);
              return (
                <li key={r.messageId} className="rounded-lg border p-4">
                  <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                    <h3 className="font-medium wrap-anywhere">
                      {r.lessonTitle} · {formatDate(r.reportedAt)}
                    </h3>
                    {href && (
                      <Button asChild variant="outline" size="sm">
                        <Link
                          to={href}
                          aria-label={t("report.editLesson", { title: r.lessonTitle })}
                        >
                          <Pencil aria-hidden="true" />
                          {t("report.edit")}
                        </Link>
                      </Button>
                    )}
                  </div>
                  <ol className="grid gap-3">
                    {r.conversation.map((m) => (
                      <li
                        key={m.id}
                        className={
                          m.id === r.messageId
                            ? "rounded-md border-l-4 border-destructive pl-3"
                            : "pl-4"
                        }
                      >
                        <p className="text-sm font-semibold break-words">
                          {t("report.question")}: {m.question}
                        </p>
                        <Markdown className="text-sm">{m.answer}</Markdown>
                      </li>
                    ))}
                  </ol>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}
