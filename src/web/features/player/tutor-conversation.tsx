import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Flag, Send, ThumbsDown, ThumbsUp, Trash2 } from "lucide-react";
import {
  tutorQuestionBody,
  type TutorMessage,
  type TutorQuestionBody,
} from "@shared/contracts/tutor";
import { isLanguage } from "@shared/i18n/languages";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { FormField } from "@/components/form-field";
import { Markdown } from "@/components/lazy-markdown";
import { ApiError } from "@/lib/api";
import { askTutor, tutorQuery, useClearTutor, useTutorFeedback } from "./tutor-api";
import { AskPersonOffer } from "./tutor-handover";

const SUGGESTIONS = ["simpler", "example", "code"] as const;

/** The tutor conversation about the current lesson (issue 17), loaded when the panel opens. */
export default function TutorConversation({ lessonId }: { lessonId: string }) {
  const { t, i18n } = useTranslation("player");
  const lang = isLanguage(i18n.language) ? i18n.language : "de";
  const qc = useQueryClient();
  const query = useQuery(tutorQuery(lessonId));
  const clear = useClearTutor(lessonId);
  const [pending, setPending] = useState<{ question: string; text: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const form = useForm<TutorQuestionBody>({
    resolver: zodResolver(tutorQuestionBody),
    defaultValues: { question: "" },
  });

  // Closing the panel or leaving the lesson stops the answer (and the model call).
  useEffect(() => () => abort.current?.abort(), []);

  // The newest question and answer stay in view while the answer streams in.
  const list = useRef<HTMLDivElement>(null);
  const count = query.data?.messages.length ?? 0;
  const streamed = pending?.text.length ?? -1;
  useEffect(() => {
    list.current?.scrollTo?.({ top: list.current.scrollHeight });
  }, [count, streamed]);

  async function ask(question: string) {
    if (pending) return;
    setError(null);
    setPending({ question, text: "" });
    const controller = new AbortController();
    abort.current = controller;
    try {
      const done = await askTutor(lessonId, question, lang, controller.signal, (piece) =>
        setPending((p) => (p ? { ...p, text: p.text + piece } : p)),
      );
      qc.setQueryData(tutorQuery(lessonId).queryKey, (old) =>
        old
          ? { ...old, remaining: done.remaining, messages: [...old.messages, done.message] }
          : old,
      );
      form.reset({ question: "" });
    } catch (err) {
      if (controller.signal.aborted) return;
      setError(err instanceof ApiError && err.message ? err.message : t("tutor.failed"));
    } finally {
      setPending(null);
    }
  }

  const data = query.data;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <SheetHeader className="border-b pb-4">
        <SheetTitle>{t("tutor.title")}</SheetTitle>
        <SheetDescription>{t("tutor.description")}</SheetDescription>
        {data?.enabled && (
          <p className="text-sm font-medium" data-testid="tutor-remaining">
            {t("tutor.remaining", { count: data.remaining, limit: data.limit })}
          </p>
        )}
      </SheetHeader>
      <div ref={list} className="flex-1 space-y-4 overflow-y-auto p-6" aria-busy={!!pending}>
        {query.isPending && <Spinner />}
        {query.isError && (
          <Alert variant="destructive">
            <AlertDescription>{t("tutor.loadError")}</AlertDescription>
          </Alert>
        )}
        {data && !data.enabled && (
          <Alert>
            <AlertDescription>{t("tutor.off")}</AlertDescription>
          </Alert>
        )}
        {data?.enabled && data.offline && (
          <Alert data-testid="tutor-offline-note">
            <AlertDescription>{t("tutor.offlineNote")}</AlertDescription>
          </Alert>
        )}
        {data?.messages.map((m) => (
          <Exchange key={m.id} message={m} lessonId={lessonId} />
        ))}
        {pending && (
          <div className="space-y-2" data-testid="tutor-pending">
            <p className="ml-8 rounded-lg bg-accent p-3 text-sm break-words">{pending.question}</p>
            <div className="rounded-lg border p-3">
              {pending.text ? <Markdown className="text-sm">{pending.text}</Markdown> : <Spinner />}
            </div>
          </div>
        )}
        <div aria-live="polite">
          {error && (
            <Alert variant="destructive" data-testid="tutor-error">
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
        </div>
      </div>
      {data?.enabled && (
        <div className="space-y-3 border-t p-4">
          <div className="flex flex-wrap gap-2" role="group" aria-label={t("tutor.suggestions")}>
            {SUGGESTIONS.map((s) => (
              <Button
                key={s}
                type="button"
                variant="secondary"
                size="sm"
                disabled={!!pending || data.remaining === 0}
                onClick={() => void ask(t(`tutor.suggestion.${s}`))}
              >
                {t(`tutor.suggestion.${s}`)}
              </Button>
            ))}
          </div>
          <form
            className="grid gap-2"
            onSubmit={form.handleSubmit((v) => ask(v.question))}
            data-testid="tutor-form"
          >
            <FormField label={t("tutor.question")} error={form.formState.errors.question?.message}>
              {(p) => (
                <Textarea
                  {...p}
                  rows={3}
                  placeholder={t("tutor.placeholder")}
                  aria-describedby={[p["aria-describedby"], "tutor-enter-hint"]
                    .filter(Boolean)
                    .join(" ")}
                  {...form.register("question")}
                  onKeyDown={(e) => {
                    // Enter sends, Shift+Enter is a new line; not while an IME composes a word.
                    if (e.key !== "Enter" || e.shiftKey || e.nativeEvent.isComposing) return;
                    e.preventDefault();
                    if (!pending && data.remaining !== 0)
                      void form.handleSubmit((v) => ask(v.question))();
                  }}
                />
              )}
            </FormField>
            <p id="tutor-enter-hint" className="text-xs text-muted-foreground">
              {t("tutor.enterHint")}
            </p>
            <div className="flex flex-wrap justify-between gap-2">
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={clear.isPending || !!pending || !data.messages.length}
                onClick={() => clear.mutate()}
              >
                <Trash2 aria-hidden="true" />
                {t("tutor.clear")}
              </Button>
              <Button type="submit" disabled={!!pending || data.remaining === 0}>
                {pending ? <Spinner /> : <Send aria-hidden="true" />}
                {t("tutor.send")}
              </Button>
            </div>
          </form>
        </div>
      )}
    </div>
  );
}

function Exchange({ message, lessonId }: { message: TutorMessage; lessonId: string }) {
  const { t } = useTranslation("player");
  const feedback = useTutorFeedback(lessonId);
  const send = (body: { helpful?: boolean | null; reported?: true }) =>
    feedback.mutate({ id: message.id, body });
  return (
    <div className="space-y-2" data-testid="tutor-message">
      <p className="ml-8 rounded-lg bg-accent p-3 text-sm break-words">{message.question}</p>
      <div className="rounded-lg border p-3">
        {message.mode === "offline" && (
          <p className="mb-2 text-xs font-medium text-muted-foreground">
            {message.answer ? t("tutor.offlinePassages") : t("tutor.offlineNothing")}
          </p>
        )}
        {message.answer && <Markdown className="text-sm">{message.answer}</Markdown>}
        {message.mode === "offline" && !message.answer && (
          <AskPersonOffer question={message.question} />
        )}
        <div className="mt-3 flex flex-wrap gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={message.helpful === true}
            disabled={feedback.isPending}
            onClick={() => send({ helpful: message.helpful === true ? null : true })}
          >
            <ThumbsUp aria-hidden="true" />
            {t("tutor.helpful")}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={message.helpful === false}
            disabled={feedback.isPending}
            onClick={() => send({ helpful: message.helpful === false ? null : false })}
          >
            <ThumbsDown aria-hidden="true" />
            {t("tutor.notHelpful")}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={message.reported || feedback.isPending}
            onClick={() => send({ reported: true })}
          >
            <Flag aria-hidden="true" />
            {message.reported ? t("tutor.reported") : t("tutor.report")}
          </Button>
        </div>
      </div>
    </div>
  );
}
