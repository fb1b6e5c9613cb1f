import { useId, useRef, useState, type FormEvent } from "react";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, MessageSquarePlus } from "lucide-react";
import { HELP_LIMITS, type HelpRequestDetail } from "@shared/contracts/help";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { Markdown } from "@/components/lazy-markdown";
import { CheckList, checkRows } from "@/practice/components/check-list";
import {
  AnnotatedCode,
  useAnnotatedCodeText,
  type LineComment,
} from "@/components/help/annotated-code";
import { ApiError } from "@/lib/api";
import { helpRequestQuery, useAnswerHelp } from "./help-api";
import { useWaitingSince } from "./waiting";

/**
 * A help request as its helper sees it (issue 45, decisions 0223 and 0225): the learner's
 * question, the task, the check results of their last run and their files read only with
 * line numbers. A click on a line number (or Enter on it) starts a comment on that line with
 * an optional suggested change; the answer sends the text and the comments at once.
 */
export default function HelpRequestPage() {
  const { requestId = "" } = useParams();
  const { t } = useTranslation("help");
  const q = useQuery(helpRequestQuery(requestId));
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <Link
        to="/app/help"
        className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t("request.back")}
      </Link>
      {q.isPending && <Skeleton className="h-64" aria-hidden="true" />}
      {q.isError && (
        <Alert variant="destructive">
          <AlertDescription>
            {q.error instanceof ApiError && q.error.status === 404
              ? q.error.message
              : t("loadFailed")}
          </AlertDescription>
        </Alert>
      )}
      {q.data && <RequestView request={q.data} />}
    </div>
  );
}

function RequestView({ request }: { request: HelpRequestDetail }) {
  const { t, i18n } = useTranslation("help");
  const id = useId();
  const waiting = useWaitingSince();
  const codeText = useAnnotatedCodeText("help", "code");
  const open = request.status === "open";
  const rows = checkRows(
    request.checks.map((c) => ({ ...c, hidden: false })),
    request.results,
  );
  const passed = rows.filter((r) => r.status === "passed").length;
  const date = (iso: string) =>
    new Date(iso).toLocaleString(i18n.resolvedLanguage ?? "de", {
      dateStyle: "medium",
      timeStyle: "short",
    });

  return (
    <>
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="mr-auto text-2xl font-semibold tracking-tight wrap-anywhere sm:text-3xl">
            {t("request.title", { learner: request.learnerName })}
          </h1>
          <Badge variant={open ? "warning" : "success"} data-testid="help-status">
            {t(`status.${request.status}`)}
          </Badge>
        </div>
        <p className="text-muted-foreground wrap-anywhere">
          {request.courseTitle} · {request.lessonTitle}
        </p>
        <p className="text-sm text-muted-foreground">
          {open
            ? t("inbox.waiting", { time: waiting(request.createdAt) })
            : t("request.askedAt", { date: date(request.createdAt) })}
        </p>
      </header>

      <section aria-labelledby={`${id}-q`} className="grid gap-2 rounded-xl border bg-card p-4">
        <h2 id={`${id}-q`} className="font-semibold">
          {t("request.question")}
        </h2>
        <p className="whitespace-pre-wrap wrap-anywhere" data-testid="help-question">
          {request.question}
        </p>
      </section>

      <details className="rounded-xl border bg-card p-4">
        <summary className="cursor-pointer font-semibold">{t("request.task")}</summary>
        <Markdown className="mt-2 text-sm">{request.task}</Markdown>
      </details>

      <section aria-labelledby={`${id}-c`} className="grid gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={`${id}-c`} className="font-semibold">
            {t("request.checks")}
          </h2>
          <p className="text-sm text-muted-foreground">
            {request.results
              ? t("request.checksSummary", { passed, total: rows.length })
              : t("request.noChecks")}
          </p>
        </div>
        {request.results && <CheckList rows={rows} timeLimitMs={request.timeLimitMs} />}
      </section>

      {open ? (
        <AnswerForm request={request} />
      ) : (
        <section aria-labelledby={`${id}-a`} className="grid gap-3" data-testid="help-answered">
          <h2 id={`${id}-a`} className="font-semibold">
            {t("request.answeredBy", {
              name: request.answeredByName ?? t("request.someone"),
              date: request.answeredAt ? date(request.answeredAt) : "",
            })}
          </h2>
          {request.answer && <p className="whitespace-pre-wrap wrap-anywhere">{request.answer}</p>}
          <AnnotatedCode files={request.files} comments={request.comments} text={codeText} />
        </section>
      )}
    </>
  );
}

interface Draft extends LineComment {
  key: number;
}

function AnswerForm({ request }: { request: HelpRequestDetail }) {
  const { t } = useTranslation("help");
  const id = useId();
  const answer = useAnswerHelp(request.id);
  const codeText = useAnnotatedCodeText("help", "code");
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [target, setTarget] = useState<{ file: string; line: number } | null>(null);
  const [body, setBody] = useState("");
  const [suggestion, setSuggestion] = useState("");
  const [text, setText] = useState("");
  const [error, setError] = useState("");
  const [commentError, setCommentError] = useState("");
  const counter = useRef(0);
  const commentField = useRef<HTMLTextAreaElement>(null);

  const lineOf = (file: string, line: number) =>
    request.files.find((f) => f.name === file)?.content.split("\n")[line - 1] ?? "";

  const pick = (file: string, line: number) => {
    setTarget({ file, line });
    setBody("");
    setSuggestion(lineOf(file, line));
    setCommentError("");
    requestAnimationFrame(() => commentField.current?.focus());
  };

  const addComment = (e: FormEvent) => {
    e.preventDefault();
    if (!target) return;
    if (!body.trim()) {
      setCommentError(t("request.commentRequired"));
      commentField.current?.focus();
      return;
    }
    const original = lineOf(target.file, target.line);
    const key = ++counter.current;
    setDrafts((d) => [
      ...d,
      {
        key,
        id: `draft-${key}`,
        file: target.file,
        line: target.line,
        body: body.trim(),
        suggestion: suggestion !== original && suggestion.trim() ? suggestion : null,
      },
    ]);
    setTarget(null);
  };

  const send = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim() && drafts.length === 0) {
      setError(t("request.answerEmpty"));
      return;
    }
    setError("");
    answer.mutate(
      {
        answer: text.trim(),
        comments: drafts.map(({ file, line, body: b, suggestion: s }) => ({
          file,
          line,
          body: b,
          suggestion: s,
        })),
      },
      { onError: (err) => setError(err instanceof ApiError ? err.message : t("actionFailed")) },
    );
  };

  return (
    <section aria-labelledby={`${id}-code`} className="grid gap-4">
      <div className="grid gap-1">
        <h2 id={`${id}-code`} className="font-semibold">
          {t("request.code")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("request.codeHint")}</p>
      </div>
      <AnnotatedCode
        files={request.files}
        comments={drafts}
        text={codeText}
        onLine={pick}
        onRemove={(draftId) => setDrafts((d) => d.filter((x) => x.id !== draftId))}
        activeLine={target}
        testId="help-code"
      />
      {target && (
        <form
          onSubmit={addComment}
          className="grid gap-2 rounded-xl border bg-card p-4"
          noValidate
          data-testid="help-comment-form"
        >
          <h3 className="flex items-center gap-2 font-semibold">
            <MessageSquarePlus className="size-4" aria-hidden="true" />
            {t("request.commentTitle", { line: target.line, file: target.file })}
          </h3>
          <Label htmlFor={`${id}-body`}>{t("request.comment")}</Label>
          <Textarea
            id={`${id}-body`}
            ref={commentField}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            rows={3}
            maxLength={HELP_LIMITS.commentChars}
            aria-invalid={!!commentError}
            aria-describedby={commentError ? `${id}-cerr` : undefined}
          />
          {commentError && (
            <p id={`${id}-cerr`} className="text-sm text-destructive" role="alert">
              {commentError}
            </p>
          )}
          <Label htmlFor={`${id}-sugg`}>{t("request.suggestion")}</Label>
          <Textarea
            id={`${id}-sugg`}
            value={suggestion}
            onChange={(e) => setSuggestion(e.target.value)}
            rows={2}
            className="font-mono text-sm"
            maxLength={HELP_LIMITS.suggestionChars}
            aria-describedby={`${id}-sugg-help`}
          />
          <p id={`${id}-sugg-help`} className="text-xs text-muted-foreground">
            {t("request.suggestionHelp")}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="outline" data-testid="help-comment-add">
              {t("request.addComment")}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setTarget(null)}>
              {t("request.cancel")}
            </Button>
          </div>
        </form>
      )}
      <form onSubmit={send} className="grid gap-2" noValidate data-testid="help-answer-form">
        <Label htmlFor={`${id}-answer`}>{t("request.answer")}</Label>
        <Textarea
          id={`${id}-answer`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={4}
          maxLength={HELP_LIMITS.answerChars}
          aria-invalid={!!error}
          aria-describedby={`${id}-answer-help${error ? ` ${id}-err` : ""}`}
        />
        <p id={`${id}-answer-help`} className="text-xs text-muted-foreground">
          {t("request.answerHelp", { count: drafts.length })}
        </p>
        {error && (
          <p id={`${id}-err`} className="text-sm text-destructive" role="alert">
            {error}
          </p>
        )}
        <div>
          <Button type="submit" disabled={answer.isPending} data-testid="help-answer-send">
            {answer.isPending && <Spinner />}
            {t("request.send")}
          </Button>
        </div>
      </form>
    </section>
  );
}
