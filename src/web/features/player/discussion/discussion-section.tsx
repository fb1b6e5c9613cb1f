import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Bell, BellOff, CheckCircle2, Search, ThumbsUp } from "lucide-react";
import type { DiscussionThread } from "@shared/contracts/discussions";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { discussionApi, discussionQuery, useDiscussionWrite } from "./discussion-api";
import { MarkdownField, PostView, WriteError } from "./discussion-post";

/**
 * "Fragen & Antworten" under a lesson (issue 45, decision 0218): the questions of the learner's
 * class (or of the course), searchable, page by page; ask, answer, mark the answer that helped,
 * "hilft mir auch", follow, edit, delete, report. Loaded lazily with its own texts.
 */
export default function DiscussionSection({ lessonId }: { lessonId: string }) {
  const { t } = useTranslation("discussion");
  const [search, setSearch] = useState("");
  const [q, setQ] = useState("");
  const searchId = useId();
  const list = useInfiniteQuery(discussionQuery(lessonId, q));
  const threads = list.data?.pages.flatMap((p) => p.threads) ?? [];

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setQ(search.trim());
  };

  return (
    <section
      className="mt-10 grid gap-6 border-t pt-8"
      aria-labelledby="discussion-title"
      data-testid="discussion"
    >
      <div className="grid gap-1">
        <h2 id="discussion-title" className="text-xl font-semibold tracking-tight">
          {t("title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("description")}</p>
        {list.data?.pages[0]?.canModerate && (
          <Link to="/app/moderation" className="text-sm font-medium text-primary underline">
            {t("moderation")}
          </Link>
        )}
      </div>
      <AskForm lessonId={lessonId} />
      <form role="search" className="flex flex-wrap items-end gap-2" onSubmit={onSearch}>
        <div className="grid min-w-0 flex-1 gap-1.5">
          <Label htmlFor={searchId}>{t("searchLabel")}</Label>
          <Input
            id={searchId}
            type="search"
            value={search}
            maxLength={100}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" />
          {t("search")}
        </Button>
      </form>
      {list.isPending ? (
        <Skeleton className="h-32 rounded-xl" />
      ) : list.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t("loadError")}
        </p>
      ) : threads.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="discussion-empty">
          {q ? t("noResults") : t("empty")}
        </p>
      ) : (
        <ul className="grid gap-4" aria-label={t("listLabel")}>
          {threads.map((th) => (
            <li key={th.id}>
              <ThreadView lessonId={lessonId} thread={th} />
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t("more")}
        </Button>
      )}
    </section>
  );
}

function AskForm({ lessonId }: { lessonId: string }) {
  const { t } = useTranslation("discussion");
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const titleId = useId();
  const ask = useDiscussionWrite(lessonId, () => discussionApi.ask(lessonId, { title, body }));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    ask.mutate(undefined, {
      onSuccess: () => {
        setTitle("");
        setBody("");
      },
    });
  };
  return (
    <form
      className="grid gap-3 rounded-xl border bg-card p-4"
      onSubmit={onSubmit}
      data-testid="discussion-ask"
    >
      <h3 className="font-semibold">{t("askTitle")}</h3>
      <div className="grid gap-1.5">
        <Label htmlFor={titleId}>{t("titleLabel")}</Label>
        <Input
          id={titleId}
          value={title}
          maxLength={150}
          onChange={(e) => setTitle(e.target.value)}
          data-testid="discussion-ask-title"
        />
      </div>
      <MarkdownField
        label={t("questionLabel")}
        value={body}
        onChange={setBody}
        testId="discussion-ask-body"
      />
      <WriteError error={ask.error} />
      <Button type="submit" className="justify-self-start" disabled={ask.isPending}>
        {t("ask")}
      </Button>
    </form>
  );
}

function ThreadView({ lessonId, thread }: { lessonId: string; thread: DiscussionThread }) {
  const { t } = useTranslation("discussion");
  const [answer, setAnswer] = useState("");
  const send = useDiscussionWrite(lessonId, () => discussionApi.answer(thread.id, answer));
  const helpsToo = useDiscussionWrite(lessonId, (on: boolean) =>
    discussionApi.toggle(thread.id, "helps-too", on),
  );
  const follow = useDiscussionWrite(lessonId, (on: boolean) =>
    discussionApi.toggle(thread.id, "follow", on),
  );
  const helpful = useDiscussionWrite(lessonId, (postId: string | null) =>
    discussionApi.helpful(thread.id, postId),
  );
  const titleId = `thread-${thread.id}-title`;
  const onAnswer = (e: FormEvent) => {
    e.preventDefault();
    send.mutate(undefined, { onSuccess: () => setAnswer("") });
  };

  return (
    <article
      id={`thread-${thread.id}`}
      aria-labelledby={titleId}
      className="grid gap-4 rounded-xl border bg-card p-4"
      data-testid="discussion-thread"
    >
      <h3 id={titleId} className="text-lg font-semibold break-words">
        {thread.deleted ? t("deletedQuestion") : thread.title}
      </h3>
      <PostView
        lessonId={lessonId}
        post={thread}
        title={thread.title}
        actions={
          <>
            {!thread.mine && (
              <Button
                size="sm"
                variant={thread.helpsMe ? "secondary" : "outline"}
                aria-pressed={thread.helpsMe}
                disabled={helpsToo.isPending}
                onClick={() => helpsToo.mutate(!thread.helpsMe)}
                data-testid="discussion-helps-too"
              >
                <ThumbsUp aria-hidden="true" />
                {t("helpsToo", { count: thread.helpsToo })}
              </Button>
            )}
            {thread.mine && thread.helpsToo > 0 && (
              <span className="text-sm text-muted-foreground">
                {t("helpsTooCount", { count: thread.helpsToo })}
              </span>
            )}
            <Button
              size="sm"
              variant="ghost"
              aria-pressed={thread.following}
              disabled={follow.isPending}
              onClick={() => follow.mutate(!thread.following)}
            >
              {thread.following ? <BellOff aria-hidden="true" /> : <Bell aria-hidden="true" />}
              {thread.following ? t("unfollow") : t("follow")}
            </Button>
          </>
        }
      />
      <div className="grid gap-3 border-l-2 pl-4">
        <p className="text-sm font-medium text-muted-foreground">
          {t("answers", { count: thread.answerCount })}
        </p>
        {thread.answers.length > 0 && (
          <ul className="grid gap-4" aria-label={t("answersLabel")}>
            {thread.answers.map((a) => (
              <li key={a.id} data-testid="discussion-answer">
                <PostView
                  lessonId={lessonId}
                  post={a}
                  helpful={thread.helpfulPostId === a.id}
                  actions={
                    thread.mine &&
                    !a.mine &&
                    !a.hidden && (
                      <Button
                        size="sm"
                        variant="outline"
                        aria-pressed={thread.helpfulPostId === a.id}
                        disabled={helpful.isPending}
                        onClick={() => helpful.mutate(thread.helpfulPostId === a.id ? null : a.id)}
                        data-testid="discussion-mark-helpful"
                      >
                        <CheckCircle2 aria-hidden="true" />
                        {thread.helpfulPostId === a.id ? t("unmarkHelpful") : t("markHelpful")}
                      </Button>
                    )
                  }
                />
              </li>
            ))}
          </ul>
        )}
        <WriteError error={helpful.error ?? helpsToo.error ?? follow.error} />
        {!thread.deleted && !thread.hidden && (
          <form className="grid gap-2" onSubmit={onAnswer}>
            <MarkdownField
              label={t("answerLabel")}
              value={answer}
              onChange={setAnswer}
              rows={3}
              testId="discussion-answer-body"
            />
            <WriteError error={send.error} />
            <Button
              type="submit"
              size="sm"
              className="justify-self-start"
              disabled={send.isPending}
            >
              {t("answer")}
            </Button>
          </form>
        )}
      </div>
    </article>
  );
}
