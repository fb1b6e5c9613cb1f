/**
 * "Hilfe anfragen" on a code exercise (issue 45, decision 0223): the learner writes a short
 * question; their current files and the last check results go to their teachers (or the
 * course's reviewers). The card then shows that the question waits, and once answered the
 * answer with the helper's comments on their lines. The tutor hands a question over here
 * (help-handover.ts), and a check that failed the same way several times offers it too.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import { HandHelping, Hourglass, MessageSquareReply } from "lucide-react";
import type { MyHelpRequest } from "@shared/contracts/help";
import { HELP_LIMITS } from "@shared/domain/help";
import type { PracticeFile } from "@shared/domain/practice";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { AnnotatedCode, useAnnotatedCodeText } from "@/components/help/annotated-code";
import { ApiError } from "@/lib/api";
import { myHelpQuery, useAskForHelp } from "./help-api";
import { registerHelpTarget } from "./help-handover";

export function HelpRequestPanel({
  exerciseId,
  files,
  failedSameWay,
}: {
  exerciseId: string;
  /** The learner's files as the editor has them now. */
  files: PracticeFile[];
  /** The check that failed the same way several times in a row (null: none). */
  failedSameWay: string | null;
}) {
  const { t, i18n } = useTranslation("practice");
  const id = useId();
  const query = useQuery(myHelpQuery(exerciseId));
  const ask = useAskForHelp(exerciseId);
  const [open, setOpen] = useState(false);
  const [question, setQuestion] = useState("");
  const [error, setError] = useState("");
  const field = useRef<HTMLTextAreaElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const codeText = useAnnotatedCodeText("practice", "help.code");
  const latest: MyHelpRequest | undefined = query.data?.requests[0];
  const waiting = latest?.status === "open";

  const start = (text: string) => {
    setQuestion(text);
    setError("");
    setOpen(true);
    requestAnimationFrame(() => {
      panel.current?.scrollIntoView?.({ block: "center" });
      field.current?.focus();
    });
  };

  // The tutor hands a question over to this card (the first code exercise of the lesson).
  const startRef = useRef(start);
  startRef.current = start;
  useEffect(() => registerHelpTarget((q) => startRef.current(q)), []);

  function send(e: FormEvent) {
    e.preventDefault();
    if (!question.trim()) {
      setError(t("help.required"));
      field.current?.focus();
      return;
    }
    setError("");
    ask.mutate(
      { question: question.trim(), files },
      {
        onSuccess: () => {
          setOpen(false);
          setQuestion("");
        },
        onError: (err) => setError(err instanceof ApiError ? err.message : t("help.failed")),
      },
    );
  }

  const date = (iso: string) =>
    new Date(iso).toLocaleString(i18n.resolvedLanguage ?? "de", {
      dateStyle: "medium",
      timeStyle: "short",
    });

  return (
    <div ref={panel} className="grid gap-3 border-t pt-4" data-testid="help-panel">
      {latest?.status === "answered" && (
        <section
          aria-labelledby={`${id}-answer`}
          className="grid gap-3 rounded-lg border border-primary/40 p-3"
          data-testid="help-answer"
        >
          <h4 id={`${id}-answer`} className="flex items-center gap-2 font-semibold">
            <MessageSquareReply className="size-4 text-primary" aria-hidden="true" />
            {t("help.answerTitle", { name: latest.answeredByName ?? t("help.someone") })}
          </h4>
          <p className="text-sm text-muted-foreground">
            {t("help.yourQuestion")}{" "}
            <span className="whitespace-pre-wrap wrap-anywhere">{latest.question}</span>
          </p>
          {latest.answer && (
            <p className="text-sm whitespace-pre-wrap wrap-anywhere" data-testid="help-answer-text">
              {latest.answer}
            </p>
          )}
          {latest.comments.length > 0 && (
            <AnnotatedCode
              files={latest.files}
              comments={latest.comments}
              text={codeText}
              testId="help-answer-code"
            />
          )}
          {latest.answeredAt && (
            <p className="text-xs text-muted-foreground">{date(latest.answeredAt)}</p>
          )}
        </section>
      )}
      {waiting && latest && (
        <p
          className="flex items-start gap-2 rounded-lg bg-muted px-3 py-2 text-sm"
          data-testid="help-waiting"
        >
          <Hourglass className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {t("help.waiting", { date: date(latest.createdAt) })}{" "}
            <span className="whitespace-pre-wrap wrap-anywhere">„{latest.question}“</span>
          </span>
        </p>
      )}
      {!waiting && failedSameWay && !open && (
        <div
          className="flex flex-wrap items-center gap-2 rounded-lg border border-warning/50 bg-warning-subtle px-3 py-2 text-sm text-warning-subtle-foreground"
          data-testid="help-offer"
        >
          <p className="mr-auto">{t("help.offer")}</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => start(t("help.offerQuestion", { check: failedSameWay }))}
          >
            {t("help.askPerson")}
          </Button>
        </div>
      )}
      {!waiting && !open && (
        <div>
          <Button variant="outline" onClick={() => start("")} data-testid="help-open">
            <HandHelping aria-hidden="true" />
            {t("help.open")}
          </Button>
        </div>
      )}
      {!waiting && open && (
        <form onSubmit={send} className="grid gap-2" noValidate data-testid="help-form">
          <Label htmlFor={`${id}-q`}>{t("help.question")}</Label>
          <Textarea
            id={`${id}-q`}
            ref={field}
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
            rows={3}
            maxLength={HELP_LIMITS.questionChars}
            aria-invalid={!!error}
            aria-describedby={`${id}-note${error ? ` ${id}-err` : ""}`}
          />
          <p id={`${id}-note`} className="text-xs text-muted-foreground">
            {t("help.attached")}
          </p>
          {error && (
            <p id={`${id}-err`} className="text-sm text-destructive" role="alert">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={ask.isPending} data-testid="help-send">
              {ask.isPending && <Spinner />}
              {t("help.send")}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              {t("help.cancel")}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
