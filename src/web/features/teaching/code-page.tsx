import { useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { CheckCircle2, CircleDashed, XCircle } from "lucide-react";
import { codeQuery, learnerQuery } from "./teaching-api";
import { BackLink, QueryState, useFormat } from "./teach-ui";

/** A learner's code on an exercise, read-only, with the last check run's results (issue 44). */
export default function CodePage() {
  const { cohortId = "", userId = "", exerciseId = "" } = useParams();
  const { t } = useTranslation("teaching");
  const f = useFormat();
  const query = useQuery(codeQuery(cohortId, userId, exerciseId));
  // The learner's name comes with their page's answer when it is cached; else the link says "back".
  const learner = useQuery({ ...learnerQuery(cohortId, userId), enabled: false });
  const name = learner.data?.learner.name ?? "";
  return (
    <QueryState query={query}>
      {(code) => (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
          <div>
            <BackLink to={`/teach/${cohortId}/learners/${userId}`}>
              {name ? t("code.back", { name }) : t("learner.back")}
            </BackLink>
            <h1 className="text-2xl font-semibold tracking-tight break-words">
              {name ? t("code.title", { name }) : code.lessonTitle}
            </h1>
            <p className="text-sm text-muted-foreground">{code.lessonTitle}</p>
          </div>
          <section aria-labelledby="code-task" className="rounded-xl border bg-card p-4">
            <h2 id="code-task" className="font-semibold">
              {t("code.task")}
            </h2>
            <p className="mt-1 text-sm break-words whitespace-pre-line">{code.task}</p>
          </section>
          <p className="text-sm text-muted-foreground">
            {code.saved ? t("code.readOnly") : t("code.notSaved")}
          </p>
          {code.files.map((file) => (
            <figure key={file.name} className="grid gap-1">
              <figcaption className="font-mono text-sm">{file.name}</figcaption>
              <pre
                className="max-h-[60vh] overflow-auto rounded-lg border bg-muted/40 p-3 font-mono text-sm"
                tabIndex={0}
                aria-label={file.name}
              >
                <code>{file.content}</code>
              </pre>
            </figure>
          ))}
          <section aria-labelledby="code-results">
            <h2 id="code-results" className="font-semibold">
              {t("code.results")}
              {code.lastRunAt && (
                <span className="ml-2 text-sm font-normal text-muted-foreground">
                  {f.dateTime(code.lastRunAt)}
                </span>
              )}
            </h2>
            {code.results.length === 0 ? (
              <p className="mt-1 text-sm text-muted-foreground">{t("code.noRun")}</p>
            ) : (
              <ul className="mt-2 grid gap-1 text-sm" data-testid="check-results">
                {code.results.map((r) => (
                  <li key={r.id} className="flex items-start gap-2">
                    {r.status === "passed" ? (
                      <CheckCircle2
                        className="mt-0.5 size-4 shrink-0 text-success"
                        aria-hidden="true"
                      />
                    ) : r.status === "failed" ? (
                      <XCircle
                        className="mt-0.5 size-4 shrink-0 text-destructive"
                        aria-hidden="true"
                      />
                    ) : (
                      <CircleDashed className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                    )}
                    <span className="break-words">
                      {r.title ?? t("code.hiddenCheck")}: {t(`code.status.${r.status}`)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </QueryState>
  );
}
