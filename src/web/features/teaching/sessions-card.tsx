import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ExternalLink, Video } from "lucide-react";
import { sessionRequest, type LiveSession } from "@shared/contracts/teaching";
import { FormField } from "@/components/form-field";
import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { toast } from "@/lib/toast";
import { ApiError } from "@/lib/api";
import { cn } from "@/lib/utils";
import { useDeleteSession, useSaveSession } from "./teaching-api";
import { useFormat } from "./teach-ui";

type Field = "title" | "startsAt" | "durationMinutes" | "url";
type Draft = { id?: string; title: string; start: string; duration: string; url: string };

/** A date-time input's value (local time) for an instant, and back. */
const localValue = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const empty: Draft = { title: "", start: "", duration: "60", url: "" };

/** Live sessions of the class: list, create, edit, delete, and the way to attendance. */
export function SessionsCard({
  cohortId,
  sessions,
}: {
  cohortId: string;
  sessions: LiveSession[];
}) {
  const { t } = useTranslation("teaching");
  const f = useFormat();
  const save = useSaveSession(cohortId);
  const remove = useDeleteSession(cohortId);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!draft) return;
    const start = draft.start ? new Date(draft.start) : null;
    const parsed = sessionRequest.safeParse({
      title: draft.title,
      startsAt: start && !Number.isNaN(start.getTime()) ? start.toISOString() : "",
      durationMinutes: Number(draft.duration),
      url: draft.url,
    });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(
      { ...parsed.data, id: draft.id },
      {
        onSuccess: () => {
          toast.success(t("sessions.saved"));
          setDraft(null);
        },
        onError: (err) => toast.error(err instanceof ApiError ? err.message : t("shell.error")),
      },
    );
  };

  const set = (k: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => (d ? { ...d, [k]: e.target.value } : d));

  return (
    <section aria-labelledby="sessions-title" className="rounded-xl border bg-card p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="sessions-title" className="flex items-center gap-2 text-lg font-semibold">
          <Video className="size-5 text-primary" aria-hidden="true" />
          {t("sessions.title")}
        </h2>
        {!draft && (
          <Button variant="outline" onClick={() => setDraft(empty)}>
            {t("sessions.new")}
          </Button>
        )}
      </div>
      {draft && (
        <form className="mt-4 grid gap-3 rounded-lg border p-3" onSubmit={submit} noValidate>
          <h3 className="font-medium">{draft.id ? t("sessions.editTitle") : t("sessions.new")}</h3>
          <FormField label={t("sessions.name")} error={errors.title}>
            {(p) => <Input {...p} value={draft.title} maxLength={120} onChange={set("title")} />}
          </FormField>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField label={t("sessions.start")} error={errors.startsAt}>
              {(p) => (
                <Input {...p} type="datetime-local" value={draft.start} onChange={set("start")} />
              )}
            </FormField>
            <FormField label={t("sessions.duration")} error={errors.durationMinutes}>
              {(p) => (
                <Input
                  {...p}
                  type="number"
                  min={5}
                  max={600}
                  step={5}
                  value={draft.duration}
                  onChange={set("duration")}
                />
              )}
            </FormField>
          </div>
          <FormField label={t("sessions.url")} error={errors.url}>
            {(p) => (
              <Input
                {...p}
                type="url"
                inputMode="url"
                placeholder="https://"
                value={draft.url}
                onChange={set("url")}
              />
            )}
          </FormField>
          <p className="text-xs text-muted-foreground">{t("sessions.urlHint")}</p>
          <div className="flex gap-2">
            <Button type="submit" disabled={save.isPending}>
              {t("sessions.save")}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setDraft(null)}>
              {t("sessions.cancel")}
            </Button>
          </div>
        </form>
      )}
      {sessions.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">{t("sessions.none")}</p>
      ) : (
        <ul className="mt-4 grid gap-3" data-testid="sessions">
          {sessions.map((s) => (
            <li key={s.id} className="rounded-lg border p-3">
              <p className="font-medium break-words">{s.title}</p>
              <p className="text-sm text-muted-foreground">
                {t("sessions.when", { when: f.dateTime(s.startsAt), minutes: s.durationMinutes })}
              </p>
              <p className="text-xs text-muted-foreground">
                {t("sessions.counts", { present: s.present, absent: s.absent, excused: s.excused })}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Link
                  to={`/teach/${cohortId}/sessions/${s.id}`}
                  className={cn(buttonVariants({ size: "sm" }))}
                >
                  {t("sessions.attendance")}
                </Link>
                <a
                  href={s.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={cn(buttonVariants({ size: "sm", variant: "outline" }))}
                >
                  <ExternalLink aria-hidden="true" />
                  {t("sessions.join")}
                </a>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() =>
                    setDraft({
                      id: s.id,
                      title: s.title,
                      start: localValue(s.startsAt),
                      duration: String(s.durationMinutes),
                      url: s.url,
                    })
                  }
                >
                  {t("sessions.edit")}
                </Button>
                <AlertDialog>
                  <AlertDialogTrigger asChild>
                    <Button size="sm" variant="ghost">
                      {t("sessions.delete")}
                    </Button>
                  </AlertDialogTrigger>
                  <AlertDialogContent aria-describedby={undefined}>
                    <AlertDialogTitle>
                      {t("sessions.deleteConfirm", { title: s.title })}
                    </AlertDialogTitle>
                    <AlertDialogFooter>
                      <AlertDialogCancel>{t("sessions.cancel")}</AlertDialogCancel>
                      <AlertDialogAction
                        onClick={() =>
                          remove.mutate(s.id, {
                            onSuccess: () => toast.success(t("sessions.deleted")),
                          })
                        }
                      >
                        {t("sessions.delete")}
                      </AlertDialogAction>
                    </AlertDialogFooter>
                  </AlertDialogContent>
                </AlertDialog>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
