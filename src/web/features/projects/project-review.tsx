/**
 * What the learner sees of the review (issue 30, decision 0126): the last decision with the
 * reviewer's summary and the mark of every rubric criterion, the conversation (comments on
 * the whole submission and on lines, with a reply form) and the history of versions.
 */
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { CheckCircle2, History, XCircle } from "lucide-react";
import type {
  MySubmission,
  SubmissionComment,
  SubmissionVersion,
} from "@shared/contracts/projects";
import type { RubricCriterion } from "@shared/domain/projects";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { VersionFiles, type VersionFilesText } from "@/components/version-files";
import { ApiError } from "@/lib/api";
import { useReplyComment } from "./projects-api";

const date = (iso: string, lang: string) =>
  new Date(iso).toLocaleString(lang, { dateStyle: "medium", timeStyle: "short" });

export function ReviewResult({
  version,
  rubric,
}: {
  version: SubmissionVersion;
  rubric: RubricCriterion[];
}) {
  const { t, i18n } = useTranslation("projects");
  const id = useId();
  if (!version.decision) return null;
  const marks = new Map((version.marks ?? []).map((m) => [m.criterionId, m]));
  return (
    <section
      aria-labelledby={`${id}-h`}
      className="grid gap-3 rounded-xl border bg-card p-4 sm:p-5"
      data-testid="project-review"
      data-decision={version.decision}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`${id}-h`} className="mr-auto text-lg font-semibold">
          {t("review.title", { version: version.version })}
        </h2>
        <Badge variant={version.decision === "passed" ? "success" : "warning"}>
          {t(`status.${version.decision}`)}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {t("review.by", {
          name: version.decidedByName ?? t("review.someone"),
          date: version.decidedAt ? date(version.decidedAt, i18n.language) : "",
        })}
      </p>
      {version.summary && (
        <div className="grid gap-1">
          <h3 className="text-sm font-semibold">{t("review.summary")}</h3>
          <p className="text-sm whitespace-pre-wrap" data-testid="project-review-summary">
            {version.summary}
          </p>
        </div>
      )}
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">{t("review.marks")}</h3>
        <ul className="grid gap-2">
          {rubric.map((c) => {
            const m = marks.get(c.id);
            return (
              <li
                key={c.id}
                className="flex gap-3 rounded-lg border p-3 text-sm"
                data-testid="project-mark"
                data-fulfilled={m?.fulfilled ?? false}
              >
                {m?.fulfilled ? (
                  <CheckCircle2
                    className="mt-0.5 size-4 shrink-0 text-success"
                    aria-hidden="true"
                  />
                ) : (
                  <XCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
                )}
                <div className="grid gap-1">
                  <p className="font-medium">
                    {c.title}
                    <span className="sr-only">
                      {": "}
                      {m?.fulfilled ? t("review.fulfilled") : t("review.notFulfilled")}
                    </span>
                  </p>
                  {m?.note && <p className="whitespace-pre-wrap text-muted-foreground">{m.note}</p>}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

export function Conversation({
  courseId,
  projectId,
  submission,
}: {
  courseId: string;
  projectId: string;
  submission: MySubmission;
}) {
  const { t, i18n } = useTranslation("projects");
  const id = useId();
  const reply = useReplyComment(courseId, projectId);
  const [body, setBody] = useState("");
  const [error, setError] = useState("");
  const comments = submission.comments;

  function send(e: FormEvent) {
    e.preventDefault();
    if (!body.trim()) {
      setError(t("conversation.empty"));
      return;
    }
    setError("");
    reply.mutate(
      { body },
      {
        onSuccess: () => setBody(""),
        onError: (err) => setError(err instanceof ApiError ? err.message : t("error")),
      },
    );
  }

  return (
    <section aria-labelledby={`${id}-h`} className="grid gap-3" data-testid="project-conversation">
      <h2 id={`${id}-h`} className="text-lg font-semibold">
        {t("conversation.title")}
      </h2>
      {comments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("conversation.none")}</p>
      ) : (
        <ol className="grid gap-2">
          {comments.map((c: SubmissionComment) => (
            <li
              key={c.id}
              className="rounded-lg border p-3 text-sm"
              data-testid="project-comment"
              data-role={c.authorRole}
            >
              <p className="text-xs text-muted-foreground">
                {c.authorRole === "learner"
                  ? t("conversation.you")
                  : (c.authorName ?? t("review.someone"))}
                {" · "}
                {t("conversation.version", { version: c.version })}
                {c.file && ` · ${t("review.at", { file: c.file, line: c.line ?? "–" })}`}
                {" · "}
                {date(c.createdAt, i18n.language)}
              </p>
              <p className="mt-1 whitespace-pre-wrap">{c.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={send} className="grid gap-2" noValidate>
        <Label htmlFor={`${id}-reply`}>{t("conversation.reply")}</Label>
        <Textarea
          id={`${id}-reply`}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          rows={3}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-err` : undefined}
        />
        {error && (
          <p id={`${id}-err`} className="text-sm text-destructive" role="alert">
            {error}
          </p>
        )}
        <div>
          <Button type="submit" variant="outline" disabled={reply.isPending}>
            {reply.isPending && <Spinner />}
            {t("conversation.send")}
          </Button>
        </div>
      </form>
    </section>
  );
}

export function VersionHistory({
  versions,
  withFiles,
}: {
  versions: SubmissionVersion[];
  /** Code projects: every version's files, read only, compared with an earlier one. */
  withFiles: boolean;
}) {
  const { t, i18n } = useTranslation("projects");
  const { t: tf } = useTranslation("projects", { keyPrefix: "flow" });
  const id = useId();
  if (versions.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-h`} className="grid gap-2" data-testid="project-history">
      <h2 id={`${id}-h`} className="flex items-center gap-2 text-lg font-semibold">
        <History className="size-4" aria-hidden="true" />
        {t("history.title")}
      </h2>
      <ol className="grid gap-2">
        {[...versions].reverse().map((v) => (
          <li
            key={v.version}
            className="rounded-lg border p-3 text-sm"
            data-testid="project-version"
          >
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{t("history.version", { version: v.version })}</span>
              <span className="text-muted-foreground">
                {t("history.submitted", { date: date(v.submittedAt, i18n.language) })}
              </span>
              <Badge
                variant={v.decision === "passed" ? "success" : v.decision ? "warning" : "secondary"}
              >
                {v.decision ? t(`status.${v.decision}`) : t("history.waiting")}
              </Badge>
            </p>
            {v.summary && (
              <p className="mt-1 whitespace-pre-wrap text-muted-foreground">{v.summary}</p>
            )}
          </li>
        ))}
      </ol>
      {withFiles && (
        <VersionFiles
          versions={versions}
          t={tf as unknown as VersionFilesText}
          testId="project-version-files"
        />
      )}
    </section>
  );
}
