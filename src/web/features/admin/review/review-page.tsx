import { useRef, useState, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Bot, MessageSquarePlus } from "lucide-react";
import type { ReviewSubmissionResponse } from "@shared/contracts/projects";
import { Markdown } from "@/components/markdown";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Textarea } from "@/components/ui/textarea";
import { ApiError } from "@/lib/api";
import { useSession } from "@/lib/session";
import { ErrorBlock, LoadingBlock, PageHeader } from "../admin-ui";
import { submissionQuery, useReviewAction } from "./review-api";
import { DecisionForm, FirstPassStatus } from "./review-decision";
import {
  Description,
  ExternalSubmission,
  ReviewFiles,
  ReviewPreview,
  Screenshots,
  type CommentTarget,
} from "./review-files";
import { ChecksList, History } from "./review-history";

function Section({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card className="gap-4" data-testid={testId}>
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

const errorText = (err: unknown, fallback: string) =>
  err instanceof ApiError ? err.message : fallback;

/** The review of one submission (issue 30): files, preview, checks, comments, marks, decision. */
export default function ReviewPage() {
  const { submissionId = "" } = useParams();
  const { t } = useTranslation("review");
  const query = useQuery(submissionQuery(submissionId));
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) return <ErrorBlock text={errorText(query.error, t("loadFailed"))} />;
  return <Review s={query.data} />;
}

function Review({ s }: { s: ReviewSubmissionResponse }) {
  const { t } = useTranslation("review");
  const { user } = useSession();
  const action = useReviewAction(s.id);
  const [error, setError] = useState<string | null>(null);
  const [target, setTarget] = useState<CommentTarget>({ file: null, line: null });
  const [comment, setComment] = useState("");
  const [aiDropped, setAiDropped] = useState<Set<number>>(new Set());
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const current = s.versions[s.versions.length - 1];
  const mine = s.claimedByMe && s.status === "claimed";
  const canComment = mine;
  const run = (a: Parameters<typeof action.mutate>[0], after?: () => void) => {
    setError(null);
    action.mutate(a, {
      onSuccess: () => after?.(),
      onError: (err) => setError(errorText(err, t("actionFailed"))),
    });
  };
  const startComment = (next: CommentTarget, body?: string) => {
    setTarget(next);
    if (body !== undefined) setComment(body);
    commentRef.current?.focus();
  };
  const aiComments = s.firstPass?.status === "done" ? s.firstPass.comments : [];

  const statusBadge =
    s.status === "claimed"
      ? s.claimedByMe
        ? t("queue.claimedByMe")
        : t("queue.claimedBy", { name: s.claimedByName ?? t("unknownPerson") })
      : t(`status.${s.status}`);

  return (
    <div className="grid gap-6">
      <Link
        to="/admin/reviews"
        className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t("backToQueue")}
      </Link>
      <PageHeader
        title={s.project.title}
        description={t("review.meta", {
          course: s.course.title,
          learner: s.learner.name,
          version: s.version,
        })}
        actions={
          <>
            <Badge
              variant={s.status === "passed" ? "success" : "secondary"}
              data-testid="review-status"
            >
              {statusBadge}
            </Badge>
            {s.status === "submitted" && (
              <Button onClick={() => run({ kind: "claim" })} disabled={action.isPending}>
                {t("queue.claim")}
              </Button>
            )}
            {(mine || (s.status === "claimed" && user?.role === "admin")) && (
              <Button
                variant="outline"
                onClick={() => run({ kind: "release" })}
                disabled={action.isPending}
              >
                {t("review.release")}
              </Button>
            )}
          </>
        }
      />
      {error && (
        <Alert variant="destructive" role="alert" data-testid="review-error">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      {!mine && s.status !== "passed" && s.status !== "revise" && (
        <p className="text-sm text-muted-foreground">{t("review.claimFirst")}</p>
      )}

      <details className="rounded-lg border p-4">
        <summary className="cursor-pointer font-medium">{t("review.brief")}</summary>
        <div className="mt-3">
          <Markdown>{s.project.brief}</Markdown>
        </div>
      </details>

      <Section title={t("review.submission")} testId="review-submission">
        {s.project.runtime === "external" ? (
          <ExternalSubmission
            link={current.link}
            description={current.description}
            screenshots={current.screenshots}
          />
        ) : (
          <>
            <p className="text-sm text-muted-foreground">{t("files.lineHint")}</p>
            <ReviewFiles files={current.files} onLine={(x) => startComment(x)} />
            {current.description && <Description text={current.description} />}
            <Screenshots screenshots={current.screenshots} />
            {s.project.runtime === "web" && <ReviewPreview files={current.files} />}
          </>
        )}
      </Section>

      <Section title={t("checks.title")} testId="review-checks">
        <ChecksList project={s.project} results={current.checkResults} />
      </Section>

      <Section title={t("comments.title")} testId="review-comments">
        {aiComments.some((_, i) => !aiDropped.has(i)) && (
          <ul className="grid gap-2" aria-label={t("ai.commentsLabel")}>
            {aiComments.map((c, i) =>
              aiDropped.has(i) ? null : (
                <li
                  key={i}
                  className="grid gap-2 rounded-lg border border-dashed border-primary/50 bg-accent/30 p-3 text-sm"
                  data-testid="ai-comment"
                >
                  <Badge variant="info" className="w-fit">
                    <Bot aria-hidden="true" />
                    {t("ai.label")}
                  </Badge>
                  <p className="font-mono text-xs">
                    {c.file
                      ? c.line
                        ? t("comments.onLine", { file: c.file, line: c.line })
                        : c.file
                      : t("comments.whole")}
                  </p>
                  <p className="whitespace-pre-wrap wrap-anywhere">{c.body}</p>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={!canComment}
                      onClick={() => {
                        startComment({ file: c.file, line: c.line }, c.body);
                        setAiDropped((d) => new Set(d).add(i));
                      }}
                    >
                      {t("ai.useComment")}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setAiDropped((d) => new Set(d).add(i))}
                    >
                      {t("ai.drop")}
                    </Button>
                  </div>
                </li>
              ),
            )}
          </ul>
        )}
        <form
          className="grid gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            run({ kind: "comments", body: { body: comment, ...target } }, () => {
              setComment("");
              setTarget({ file: null, line: null });
            });
          }}
        >
          {s.project.runtime !== "external" && current.files.length > 0 && (
            <div className="flex flex-wrap gap-3">
              <div className="grid gap-1.5">
                <label htmlFor="comment-file" className="text-sm font-medium">
                  {t("comments.file")}
                </label>
                <select
                  id="comment-file"
                  className="h-10 rounded-md border border-input bg-background px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
                  value={target.file ?? ""}
                  disabled={!canComment}
                  onChange={(e) =>
                    setTarget({
                      file: e.target.value || null,
                      line: e.target.value ? target.line : null,
                    })
                  }
                >
                  <option value="">{t("comments.whole")}</option>
                  {current.files.map((f) => (
                    <option key={f.name} value={f.name}>
                      {f.name}
                    </option>
                  ))}
                </select>
              </div>
              <div className="grid gap-1.5">
                <label htmlFor="comment-line" className="text-sm font-medium">
                  {t("comments.line")}
                </label>
                <input
                  id="comment-line"
                  type="number"
                  min={1}
                  inputMode="numeric"
                  className="h-10 w-24 rounded-md border border-input bg-background px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
                  value={target.line ?? ""}
                  disabled={!canComment || !target.file}
                  onChange={(e) =>
                    setTarget({
                      file: target.file,
                      line: e.target.value ? Math.max(1, Math.floor(Number(e.target.value))) : null,
                    })
                  }
                />
              </div>
            </div>
          )}
          <label htmlFor="review-comment" className="text-sm font-medium">
            {target.file
              ? target.line
                ? t("comments.labelLine", { file: target.file, line: target.line })
                : t("comments.labelFile", { file: target.file })
              : t("comments.labelWhole")}
          </label>
          <Textarea
            id="review-comment"
            ref={commentRef}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            disabled={!canComment}
            rows={3}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={!canComment || !comment.trim() || action.isPending}>
              <MessageSquarePlus aria-hidden="true" />
              {t("comments.send")}
            </Button>
            {target.file && (
              <Button
                type="button"
                variant="ghost"
                onClick={() => setTarget({ file: null, line: null })}
              >
                {t("comments.toWhole")}
              </Button>
            )}
          </div>
        </form>
      </Section>

      <Section title={t("criteria.title")} testId="review-decision">
        <FirstPassStatus firstPass={s.firstPass} />
        {s.firstPass &&
          (s.firstPass.status === "done" || s.firstPass.status === "failed") &&
          mine && (
            <Button
              variant="ghost"
              size="sm"
              className="w-fit"
              onClick={() => run({ kind: "first-pass" })}
              disabled={action.isPending}
            >
              <Bot aria-hidden="true" />
              {t("ai.again")}
            </Button>
          )}
        <DecisionForm
          key={`${s.id}-${s.version}`}
          rubric={s.project.rubric}
          firstPass={s.firstPass}
          canDecide={mine}
          busy={action.isPending}
          error={null}
          onDecide={(body) => run({ kind: "decision", body })}
        />
      </Section>

      <Section title={t("history.title")} testId="review-history">
        <History s={s} />
      </Section>
    </div>
  );
}
