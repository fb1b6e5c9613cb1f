import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { CalendarPlus, Copy } from "lucide-react";
import type { CalendarFeed } from "@shared/contracts/cohorts";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/api";
import { toast } from "@/lib/toast";
import { formatDay } from "./cohorts-api";
import { ErrorText, Loading } from "./cohort-ui";

const feedKey = ["me", "calendar"];

/**
 * /app/settings/calendar: the learner's personal calendar address (due dates of their
 * classes and live sessions). It is secret: shown once when made; a new one ends the old.
 */
export default function CalendarSection() {
  const { t } = useTranslation("cohorts");
  const qc = useQueryClient();
  const feed = useQuery({
    queryKey: feedKey,
    queryFn: () => api<CalendarFeed>("/api/me/calendar"),
  });
  const [url, setUrl] = useState<string | null>(null);
  const make = useMutation({
    mutationFn: () => api<CalendarFeed>("/api/me/calendar", { method: "POST" }),
    onSuccess: (f) => {
      setUrl(f.url);
      qc.setQueryData(feedKey, { ...f, url: null });
    },
  });
  const revoke = useMutation({
    mutationFn: () => api<CalendarFeed>("/api/me/calendar", { method: "DELETE" }),
    onSuccess: (f) => {
      setUrl(null);
      qc.setQueryData(feedKey, f);
      toast.success(t("calendar.revoked"));
    },
  });
  return (
    <section className="mb-6 rounded-xl border bg-card p-5 sm:p-6" aria-labelledby="calendar-title">
      <h2 id="calendar-title" className="text-lg font-semibold">
        {t("calendar.title")}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t("calendar.description")}</p>
      <div className="mt-4 grid gap-4">
        {feed.isPending ? (
          <Loading />
        ) : feed.isError ? (
          <ErrorText text={feed.error.message} />
        ) : (
          <>
            <p className="text-sm" data-testid="calendar-state">
              {feed.data.active && feed.data.createdAt
                ? t("calendar.active", { date: formatDay(feed.data.createdAt) })
                : t("calendar.inactive")}
            </p>
            {url && (
              <div className="grid gap-2 rounded-xl border border-primary/40 bg-primary/5 p-3">
                <Label htmlFor="calendar-url">{t("calendar.urlLabel")}</Label>
                <div className="flex gap-2">
                  <Input
                    id="calendar-url"
                    readOnly
                    value={url}
                    onFocus={(e) => e.currentTarget.select()}
                  />
                  <Button
                    type="button"
                    variant="outline"
                    onClick={() =>
                      void navigator.clipboard
                        ?.writeText(url)
                        .then(() => toast.success(t("invites.copied")))
                    }
                  >
                    <Copy aria-hidden="true" />
                    {t("invites.copy")}
                  </Button>
                </div>
                <p className="text-xs text-muted-foreground">{t("calendar.secret")}</p>
              </div>
            )}
            <div className="flex flex-wrap gap-2">
              <Button type="button" onClick={() => make.mutate()} disabled={make.isPending}>
                {make.isPending ? <Spinner /> : <CalendarPlus aria-hidden="true" />}
                {feed.data.active ? t("calendar.renew") : t("calendar.create")}
              </Button>
              {feed.data.active && (
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => revoke.mutate()}
                  disabled={revoke.isPending}
                >
                  {t("calendar.revoke")}
                </Button>
              )}
            </div>
            {(make.error ?? revoke.error) && (
              <ErrorText text={(make.error ?? revoke.error)!.message} />
            )}
          </>
        )}
      </div>
    </section>
  );
}
