import { Link, useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { BookOpenCheck } from "lucide-react";
import type { LearnerRow } from "@shared/contracts/teaching";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { cohortQuery } from "./teaching-api";
import { AttentionIcon, BackLink, QueryState, Reasons, useFormat } from "./teach-ui";
import { AnnouncementCard } from "./announcement-card";
import { SessionsCard } from "./sessions-card";

/** A class (issue 44): every learner against the schedule, who needs attention, live sessions, announcements. */
export default function CohortPage() {
  const { cohortId = "" } = useParams();
  const { t } = useTranslation("teaching");
  const f = useFormat();
  const query = useQuery(cohortQuery(cohortId));
  return (
    <QueryState query={query}>
      {(data) => {
        const attention = data.learners.filter((l) => l.reasons.length > 0);
        return (
          <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
            <div>
              <BackLink to="/teach">{t("shell.title")}</BackLink>
              <div className="flex flex-wrap items-end justify-between gap-4">
                <div>
                  <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
                    {data.cohort.name}
                  </h1>
                  <p className="mt-1 text-sm text-muted-foreground">
                    {t("home.period", {
                      from: f.date(data.cohort.startDate),
                      to: f.date(data.cohort.endDate),
                    })}{" "}
                    · {t("cohort.today", { date: f.date(data.cohort.today) })}
                  </p>
                </div>
                <Link
                  to={`/teach/${cohortId}/gradebook`}
                  className={cn(buttonVariants({ variant: "outline" }))}
                >
                  <BookOpenCheck aria-hidden="true" />
                  {t("cohort.gradebook")}
                </Link>
              </div>
            </div>

            <section
              aria-labelledby="cohort-attention"
              className="rounded-xl border bg-card p-4 sm:p-6"
            >
              <h2 id="cohort-attention" className="flex items-center gap-2 text-lg font-semibold">
                <AttentionIcon />
                {t("attention.title")}
              </h2>
              {attention.length === 0 ? (
                <p className="mt-2 text-muted-foreground">{t("home.allGood")}</p>
              ) : (
                <ul className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="cohort-attention">
                  {attention.map((l) => (
                    <li key={l.userId} className="rounded-lg border p-3">
                      <LearnerLink cohortId={cohortId} learner={l} />
                      <div className="mt-2">
                        <Reasons reasons={l.reasons} />
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </section>

            <section aria-labelledby="cohort-learners">
              <h2 id="cohort-learners" className="mb-3 text-lg font-semibold">
                {t("cohort.learnersTitle")}
              </h2>
              {data.learners.length === 0 ? (
                <p className="text-muted-foreground">{t("cohort.noLearners")}</p>
              ) : (
                <LearnerTable cohortId={cohortId} learners={data.learners} />
              )}
            </section>

            <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-2">
              <AnnouncementCard cohortId={cohortId} announcements={data.announcements} />
              <SessionsCard cohortId={cohortId} sessions={data.sessions} />
            </div>
          </div>
        );
      }}
    </QueryState>
  );
}

function LearnerLink({ cohortId, learner }: { cohortId: string; learner: LearnerRow }) {
  return (
    <Link
      to={`/teach/${cohortId}/learners/${learner.userId}`}
      className="font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
    >
      {learner.name}
    </Link>
  );
}

function LearnerTable({ cohortId, learners }: { cohortId: string; learners: LearnerRow[] }) {
  const { t } = useTranslation("teaching");
  const f = useFormat();
  return (
    <div
      className="overflow-x-auto rounded-xl border bg-card"
      tabIndex={0}
      role="region"
      aria-labelledby="cohort-learners"
    >
      <table className="w-full min-w-[720px] text-sm" data-testid="learner-table">
        <thead className="border-b bg-muted/40 text-left">
          <tr>
            <th scope="col" className="p-3 font-medium">
              {t("cohort.col.name")}
            </th>
            <th scope="col" className="p-3 font-medium">
              {t("cohort.col.schedule")}
            </th>
            <th scope="col" className="p-3 font-medium">
              {t("cohort.col.lastActivity")}
            </th>
            <th scope="col" className="p-3 text-right font-medium">
              {t("cohort.col.solved")}
            </th>
            <th scope="col" className="p-3 text-right font-medium">
              {t("cohort.col.failed")}
            </th>
            <th scope="col" className="p-3 text-right font-medium">
              {t("cohort.col.projects")}
            </th>
          </tr>
        </thead>
        <tbody>
          {learners.map((l) => {
            const behind = l.reasons.some((r) => r.kind === "behind");
            return (
              <tr key={l.userId} className="border-b last:border-0" data-learner={l.email}>
                <th scope="row" className="p-3 text-left font-normal">
                  <LearnerLink cohortId={cohortId} learner={l} />
                  <div className="text-xs text-muted-foreground">{l.email}</div>
                </th>
                <td className="p-3">
                  <div className={cn(behind && "font-medium text-destructive")}>
                    {l.dueModules === 0
                      ? t("cohort.scheduleNone")
                      : t("cohort.scheduleValue", { done: l.doneDueModules, due: l.dueModules })}
                    {l.dueModules > 0 && !behind && ` · ${t("cohort.onSchedule")}`}
                  </div>
                  <div className="text-xs text-muted-foreground">
                    {t("cohort.total", { done: l.doneModules, total: l.totalModules })}
                  </div>
                </td>
                <td className="p-3">
                  {l.lastActivityAt ? f.dateTime(l.lastActivityAt) : t("cohort.never")}
                </td>
                <td className="p-3 text-right tabular-nums">{l.solvedExercises}</td>
                <td className="p-3 text-right tabular-nums">{l.failedRuns}</td>
                <td className="p-3 text-right tabular-nums">{l.projectsWaiting}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
