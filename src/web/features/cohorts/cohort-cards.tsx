import { useEffect } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { Award, CalendarClock, Download, Megaphone, Users, Video } from "lucide-react";
import type { LearnerCohort } from "@shared/contracts/cohorts";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { formatDay, formatMoment } from "./cohorts-api";
import { takePendingJoin } from "./pending-join";

const PACE_VARIANT = { ahead: "success", onTrack: "info", behind: "warning" } as const;

function CohortCard({ cohort }: { cohort: LearnerCohort }) {
  const { t } = useTranslation("cohorts");
  const headingId = `cohort-${cohort.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-2xl border bg-card p-4 sm:p-6"
      data-testid="cohort-card"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Users className="size-5 text-primary" aria-hidden="true" />
        <h2 id={headingId} className="text-lg font-semibold wrap-anywhere">
          {t("card.title", { name: cohort.name })}
        </h2>
        <Badge variant={PACE_VARIANT[cohort.pace]} data-testid="cohort-pace">
          {t(`card.pace.${cohort.pace}`)}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {t("card.lessons", { done: cohort.lessonsDone, due: cohort.lessonsDue })}
      </p>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="grid content-start gap-2">
          <h3 className="flex items-center gap-1.5 font-medium">
            <CalendarClock className="size-4" aria-hidden="true" />
            {t("card.week")}
          </h3>
          {cohort.week.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("card.weekEmpty")}</p>
          ) : (
            <ul className="grid gap-1.5" data-testid="cohort-week">
              {cohort.week.map((m) => (
                <li key={m.moduleId} className="text-sm">
                  <span className="block font-medium wrap-anywhere">{m.title}</span>
                  <span className="block text-muted-foreground">
                    {t("card.due", { date: formatDay(m.dueDate, true) })}
                    {m.done && ` · ${t("card.done")}`}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="grid content-start gap-2">
          <h3 className="flex items-center gap-1.5 font-medium">
            <Video className="size-4" aria-hidden="true" />
            {t("card.sessions")}
          </h3>
          {cohort.sessions.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("card.sessionsEmpty")}</p>
          ) : (
            <ul className="grid gap-1.5">
              {cohort.sessions.map((s) => (
                <li key={s.id} className="text-sm">
                  <span className="block font-medium wrap-anywhere">{s.title}</span>
                  <span className="block text-muted-foreground">
                    {formatMoment(s.startsAt, cohort.timeZone)}
                  </span>
                  {/^https?:\/\//i.test(s.url) && (
                    <a
                      href={s.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      {t("card.joinSession", { title: s.title })}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="grid content-start gap-2">
          <h3 className="flex items-center gap-1.5 font-medium">
            <Megaphone className="size-4" aria-hidden="true" />
            {t("card.announcements")}
          </h3>
          {cohort.announcements.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("card.announcementsEmpty")}</p>
          ) : (
            <ul className="grid gap-2">
              {cohort.announcements.map((a) => (
                <li key={a.id} className="text-sm">
                  <span className="block font-medium wrap-anywhere">{a.title}</span>
                  <span className="block text-xs text-muted-foreground">
                    {formatDay(a.createdAt)}
                  </span>
                  <p className="line-clamp-3 whitespace-pre-line wrap-anywhere">{a.body}</p>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <ParticipationRow cohort={cohort} />
    </section>
  );
}

/**
 * The learner's own certificate of participation (decision 0229): a download once the
 * teacher issued it, else a plain "not yet" and who issues it.
 */
function ParticipationRow({ cohort }: { cohort: LearnerCohort }) {
  const { t } = useTranslation("cohorts");
  const p = cohort.participation;
  return (
    <div
      className="flex flex-col gap-3 border-t pt-4 sm:flex-row sm:items-center"
      data-testid="cohort-participation"
    >
      <div className="flex min-w-0 flex-1 items-start gap-2">
        <Award className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="min-w-0">
          <h3 className="font-medium">{t("card.participation.title")}</h3>
          <p className="text-sm text-muted-foreground">
            {p
              ? t("card.participation.issued", { date: formatDay(p.issuedAt) })
              : t("card.participation.notYet")}
          </p>
        </div>
      </div>
      {p && (
        <a
          href={`/api/me/participation/${encodeURIComponent(p.id)}/pdf`}
          download
          className={cn(
            buttonVariants({ variant: "outline" }),
            "h-auto min-h-10 shrink whitespace-normal py-2 text-left sm:self-auto",
          )}
          data-testid="participation-download"
        >
          <Download aria-hidden="true" />
          {t("card.participation.download")}
        </a>
      )}
    </div>
  );
}

/**
 * The learner's classes on the dashboard: this week's modules with due dates, ahead or
 * behind, upcoming live sessions and the latest announcements. Also finishes a join begun
 * signed out (the invitation link's page remembered it).
 */
export default function CohortCards({ cohorts }: { cohorts: LearnerCohort[] }) {
  const navigate = useNavigate();
  useEffect(() => {
    const token = takePendingJoin();
    if (token) void navigate(`/join/${token}`);
  }, [navigate]);
  if (cohorts.length === 0) return null;
  return (
    <div className="grid gap-4">
      {cohorts.map((c) => (
        <CohortCard key={c.id} cohort={c} />
      ))}
    </div>
  );
}
