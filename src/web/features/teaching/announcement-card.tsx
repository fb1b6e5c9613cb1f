import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Megaphone } from "lucide-react";
import { announcementRequest, type Announcement } from "@shared/contracts/teaching";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/lib/toast";
import { ApiError } from "@/lib/api";
import { usePostAnnouncement } from "./teaching-api";
import { useFormat } from "./teach-ui";

type Errors = Partial<Record<"title" | "body", string>>;

/** Write an announcement to the class; the newest ones below (issue 44). */
export function AnnouncementCard({
  cohortId,
  announcements,
}: {
  cohortId: string;
  announcements: Announcement[];
}) {
  const { t } = useTranslation("teaching");
  const f = useFormat();
  const post = usePostAnnouncement(cohortId);
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [errors, setErrors] = useState<Errors>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = announcementRequest.safeParse({ title, body });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Errors;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    post.mutate(parsed.data, {
      onSuccess: (out) => {
        toast.success(t("announce.sent", { count: out.notified }));
        setTitle("");
        setBody("");
      },
      onError: (err) => toast.error(err instanceof ApiError ? err.message : t("shell.error")),
    });
  };

  return (
    <section aria-labelledby="announce-title" className="rounded-xl border bg-card p-4 sm:p-6">
      <h2 id="announce-title" className="flex items-center gap-2 text-lg font-semibold">
        <Megaphone className="size-5 text-primary" aria-hidden="true" />
        {t("announce.title")}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t("announce.hint")}</p>
      <form className="mt-4 grid gap-3" onSubmit={submit} noValidate>
        <FormField label={t("announce.subject")} error={errors.title}>
          {(p) => (
            <Input
              {...p}
              value={title}
              maxLength={120}
              onChange={(e) => setTitle(e.target.value)}
            />
          )}
        </FormField>
        <FormField label={t("announce.body")} error={errors.body}>
          {(p) => (
            <Textarea
              {...p}
              rows={4}
              value={body}
              maxLength={4000}
              onChange={(e) => setBody(e.target.value)}
            />
          )}
        </FormField>
        <div>
          <Button type="submit" disabled={post.isPending}>
            {t("announce.send")}
          </Button>
        </div>
      </form>
      <h3 className="mt-6 font-medium">{t("announce.recent")}</h3>
      {announcements.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">{t("announce.none")}</p>
      ) : (
        <ul className="mt-2 grid gap-3" data-testid="announcements">
          {announcements.map((a) => (
            <li key={a.id} className="rounded-lg border p-3">
              <p className="font-medium break-words">{a.title}</p>
              <p className="mt-1 text-sm break-words whitespace-pre-line">{a.body}</p>
              <p className="mt-1 text-xs text-muted-foreground">
                {t("announce.by", { author: a.author ?? "–", when: f.dateTime(a.createdAt) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
