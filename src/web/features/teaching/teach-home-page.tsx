import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { CalendarClock, Users } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { teachHomeQuery } from "./teaching-api";
import { AttentionIcon, QueryState, Reasons, useFormat } from "./teach-ui";

/** The teacher's home (issue 44): their classes and who in them needs attention, and why. */
export default function TeachHomePage() {
  const { t } = useTranslation("teaching");
  const f = useFormat();
  const query = useQuery(teachHomeQuery());
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("home.title")}</h1>
        <p className="mt-1 text-muted-foreground">{t("home.intro")}</p>
      </div>
      <QueryState query={query}>
        {(data) => (
          <>
            <section
              aria-labelledby="attention-title"
              className="rounded-xl border bg-card p-4 sm:p-6"
            >
              <h2 id="attention-title" className="flex items-center gap-2 text-lg font-semibold">
                <AttentionIcon />
                {t("attention.title")}
              </h2>
              {data.attention.length === 0 ? (
                <p className="mt-2 text-muted-foreground">{t("home.allGood")}</p>
              ) : (
                <ul className="mt-4 grid gap-3" data-testid="attention-list">
                  {data.attention.map((a) => (
                    <li key={`${a.cohortId}:${a.userId}`} className="rounded-lg border p-3">
                      <div className="flex flex-wrap items-baseline gap-x-2">
                        <Link
                          to={`/teach/${a.cohortId}/learners/${a.userId}`}
                          className="font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                        >
                          {a.name}
                        </Link>
                        <span className="text-sm text-muted-foreground">
                          {t("attention.inCohort", { cohort: a.cohortName })}
                        </span>
                      </div>
                      <div className="mt-2">
                        <Reasons reasons={a.reasons} />
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            {data.cohorts.length === 0 ? (
              <p className="rounded-xl border bg-card p-6 text-muted-foreground">
                {t("home.empty")}
              </p>
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2">
                {data.cohorts.map((c) => (
                  <li
                    key={c.id}
                    className="flex flex-col gap-2 rounded-xl border bg-card p-4 sm:p-6"
                  >
                    <div className="flex items-start justify-between gap-2">
                      <h2 className="text-lg font-semibold break-words">
                        <Link
                          to={`/teach/${c.id}`}
                          className="outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                        >
                          {c.name}
                        </Link>
                      </h2>
                      {c.archived && <Badge variant="outline">{t("home.archived")}</Badge>}
                    </div>
                    <p className="text-sm text-muted-foreground">
                      {t("home.period", { from: f.date(c.startDate), to: f.date(c.endDate) })}
                    </p>
                    <p className="flex items-center gap-2 text-sm">
                      <Users className="size-4" aria-hidden="true" />
                      {t("home.learners", { count: c.learners })}
                    </p>
                    <p className="flex items-center gap-2 text-sm">
                      <CalendarClock className="size-4" aria-hidden="true" />
                      {c.nextSession
                        ? t("home.nextSession", {
                            title: c.nextSession.title,
                            when: f.moment(c.nextSession.startsAt),
                          })
                        : t("home.noSession")}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
