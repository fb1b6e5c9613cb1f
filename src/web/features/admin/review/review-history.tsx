import { useTranslation } from "react-i18next";
import type {
  Project,
  ReviewSubmissionResponse,
  SubmissionVersion,
} from "@shared/contracts/projects";
import { Badge } from "@/components/ui/badge";
import { VersionFiles, type VersionFilesText } from "@/components/version-files";
import { currentLanguage } from "@/lib/i18n";
import { formatDateTime } from "@shared/text/dates";

/** The automatic check results of the version, by the project's check titles. */
export function ChecksList({
  project,
  results,
}: {
  project: Project;
  results: SubmissionVersion["checkResults"];
}) {
  const { t } = useTranslation("review");
  if (!results?.length) return <p className="text-sm text-muted-foreground">{t("checks.none")}</p>;
  const titles = new Map((project.checks?.checks ?? []).map((c) => [c.id, c.title ?? c.id]));
  return (
    <ul className="grid gap-2" data-testid="check-results">
      {results.map((r) => (
        <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="wrap-anywhere">{titles.get(r.id) ?? r.id}</span>
          <Badge
            variant={
              r.status === "passed"
                ? "success"
                : r.status === "failed"
                  ? "destructive"
                  : "secondary"
            }
          >
            {t(`checks.${r.status}`)}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/**
 * Every version's files (read only, one version at a time, compared with an earlier one),
 * then every version (newest first) with its decision, marks and comments.
 */
export function History({ s }: { s: ReviewSubmissionResponse }) {
  const { t } = useTranslation("review");
  const { t: th } = useTranslation("review", { keyPrefix: "history" });
  const lang = currentLanguage();
  const titles = new Map(s.project.rubric.map((c) => [c.id, c.title]));
  return (
    <>
      {s.project.runtime !== "external" && s.versions.length > 0 && (
        <VersionFiles
          versions={s.versions}
          t={th as unknown as VersionFilesText}
          testId="review-version-files"
        />
      )}
      <ol className="grid gap-4">
        {[...s.versions].reverse().map((v) => {
          const comments = s.comments.filter((c) => c.version === v.version);
          return (
            <li
              key={v.version}
              className="grid gap-2 rounded-lg border p-4"
              data-testid="history-version"
            >
              <h3 className="font-semibold">
                {t("history.version", { n: v.version, date: formatDateTime(v.submittedAt, lang) })}
              </h3>
              {v.decision ? (
                <div className="grid gap-1 text-sm">
                  <p>
                    <Badge variant={v.decision === "passed" ? "success" : "warning"}>
                      {t(`status.${v.decision}`)}
                    </Badge>{" "}
                    {v.decidedByName &&
                      t("history.decidedBy", {
                        name: v.decidedByName,
                        date: v.decidedAt ? formatDateTime(v.decidedAt, lang) : "",
                      })}
                  </p>
                  {v.summary && <p className="whitespace-pre-wrap wrap-anywhere">{v.summary}</p>}
                  {v.marks && (
                    <ul className="list-disc pl-5">
                      {v.marks.map((m) => (
                        <li key={m.criterionId}>
                          {titles.get(m.criterionId) ?? m.criterionId}:{" "}
                          {m.fulfilled ? t("criteria.fulfilled") : t("criteria.notFulfilled")}
                          {m.note ? ` – ${m.note}` : ""}
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              ) : (
                <p className="text-sm text-muted-foreground">{t("history.undecided")}</p>
              )}
              {comments.length > 0 && (
                <ul className="grid gap-2" aria-label={t("history.comments", { n: v.version })}>
                  {comments.map((c) => (
                    <li
                      key={c.id}
                      className="rounded-md bg-muted/50 p-3 text-sm"
                      data-testid="comment"
                    >
                      <p className="text-xs text-muted-foreground">
                        {(c.authorName ?? t("unknownPerson")) +
                          " · " +
                          (c.authorRole === "learner"
                            ? t("history.learner")
                            : t("history.reviewer")) +
                          " · " +
                          (c.file
                            ? c.line
                              ? t("comments.onLine", { file: c.file, line: c.line })
                              : c.file
                            : t("comments.whole"))}
                      </p>
                      <p className="whitespace-pre-wrap wrap-anywhere">{c.body}</p>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}
