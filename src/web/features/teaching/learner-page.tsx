import { useState, type FormEvent } from "react";
import { Link, useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { nudgeRequest, type LearnerViewResponse } from "@shared/contracts/teaching";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/lib/toast";
import { ApiError } from "@/lib/api";
import { learnerQuery, useNudge } from "./teaching-api";
import { BackLink, QueryState, Reasons, useFormat } from "./teach-ui";
import { ParticipationCard } from "./participation-card";

/** One learner of a class: figures, a personal message, code exercises, the timeline. */
export default function LearnerPage() {
  const { cohortId = "", userId = "" } = useParams();
  const query = useQuery(learnerQuery(cohortId, userId));
  return (
    <QueryState query={query}>
      {(data) => <LearnerView cohortId={cohortId} data={data} />}
    </QueryState>
  );
}

function LearnerView({ cohortId, data }: { cohortId: string; data: LearnerViewResponse }) {
  const { t } = useTranslation("teaching");
  const f = useFormat();
  const l = data.learner;
  const figures: [string, string][] = [
    [
      t("cohort.col.schedule"),
      l.dueModules === 0
        ? t("cohort.scheduleNone")
        : t("cohort.scheduleValue", { done: l.doneDueModules, due: l.dueModules }),
    ],
    [
      t("cohort.col.lastActivity"),
      l.lastActivityAt ? f.dateTime(l.lastActivityAt) : t("cohort.never"),
    ],
    [t("cohort.col.solved"), String(l.solvedExercises)],
    [t("cohort.col.failed"), String(l.failedRuns)],
    [t("cohort.col.projects"), String(l.projectsWaiting)],
  ];
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
      <div>
        <BackLink to={`/teach/${cohortId}`}>{t("learner.back")}</BackLink>
        <h1 className="text-2xl font-semibold tracking-tight break-words">{l.name}</h1>
        <p className="text-sm text-muted-foreground">
          {l.email} · {data.cohort.name}
        </p>
      </div>
      <section aria-labelledby="learner-figures" className="rounded-xl border bg-card p-4 sm:p-6">
        <h2 id="learner-figures" className="text-lg font-semibold">
          {t("learner.figures")}
        </h2>
        <dl className="mt-3 grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {figures.map(([k, v]) => (
            <div key={k}>
              <dt className="text-xs text-muted-foreground">{k}</dt>
              <dd className="font-medium">{v}</dd>
            </div>
          ))}
        </dl>
        {l.reasons.length > 0 && (
          <div className="mt-4">
            <Reasons reasons={l.reasons} />
          </div>
        )}
      </section>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-2">
        <NudgeForm cohortId={cohortId} userId={l.userId} name={l.name} />
        <section
          aria-labelledby="learner-exercises"
          className="rounded-xl border bg-card p-4 sm:p-6"
        >
          <h2 id="learner-exercises" className="text-lg font-semibold">
            {t("learner.exercises")}
          </h2>
          {data.exercises.length === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">{t("learner.noExercises")}</p>
          ) : (
            <ul className="mt-3 grid gap-3">
              {data.exercises.map((x) => (
                <li key={x.exerciseId} className="rounded-lg border p-3 text-sm">
                  <p className="font-medium break-words">{x.lessonTitle}</p>
                  <p className="text-muted-foreground">{x.courseTitle}</p>
                  <p>
                    {x.solvedAt
                      ? t("learner.solved", { date: f.date(x.solvedAt) })
                      : t("learner.open")}
                  </p>
                  {x.lastRunAt && (
                    <p>{t("learner.lastRun", { passed: x.passed, failed: x.failed })}</p>
                  )}
                  <p>{t("learner.failedRuns", { count: x.failedRuns })}</p>
                  <Link
                    to={`/teach/${cohortId}/learners/${l.userId}/exercises/${x.exerciseId}`}
                    className="mt-1 inline-block font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {t("learner.showCode")}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <ParticipationCard cohortId={cohortId} userId={l.userId} />
      <section aria-labelledby="learner-timeline">
        <h2 id="learner-timeline" className="mb-3 text-lg font-semibold">
          {t("learner.timeline")}
        </h2>
        {data.timeline.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("learner.noTimeline")}</p>
        ) : (
          <ol className="grid gap-2 border-l pl-4" data-testid="timeline">
            {data.timeline.map((e, i) => (
              <li key={`${e.at}-${i}`} className="text-sm">
                <span className="font-medium">
                  {t(`learner.event.${e.kind}`, {
                    minutes: Math.max(1, Math.round(e.seconds / 60)),
                  })}
                </span>
                {e.lessonTitle && <span className="break-words"> · {e.lessonTitle}</span>}
                <span className="block text-xs text-muted-foreground">
                  {f.dateTime(e.at)} · {e.courseTitle}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function NudgeForm({ cohortId, userId, name }: { cohortId: string; userId: string; name: string }) {
  const { t } = useTranslation("teaching");
  const nudge = useNudge(cohortId, userId);
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = nudgeRequest.safeParse({ message });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    nudge.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t("learner.nudgeSent"));
        setMessage("");
      },
      onError: (err) => toast.error(err instanceof ApiError ? err.message : t("shell.error")),
    });
  };
  return (
    <section aria-labelledby="learner-nudge" className="rounded-xl border bg-card p-4 sm:p-6">
      <h2 id="learner-nudge" className="text-lg font-semibold">
        {t("learner.nudge")}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t("learner.nudgeHint")}</p>
      <form className="mt-3 grid gap-3" onSubmit={submit} noValidate>
        <FormField label={t("learner.nudgeLabel", { name })} error={error}>
          {(p) => (
            <Textarea
              {...p}
              rows={3}
              maxLength={500}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
          )}
        </FormField>
        <div>
          <Button type="submit" disabled={nudge.isPending}>
            {t("learner.nudgeSend")}
          </Button>
        </div>
      </form>
    </section>
  );
}
