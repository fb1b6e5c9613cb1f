import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Flame, Lock, Trophy } from "lucide-react";
import type { AchievementsResponse } from "@shared/contracts/achievements";
import { cn } from "@/lib/utils";
import { CertificateCard } from "@/components/certificate-card";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { achievementsQuery } from "./achievements-api";
import { BADGE_ICONS } from "./badge-icons";
import { formatDate } from "@shared/text/dates";

type BadgeItem = AchievementsResponse["badges"][number];

function BadgeTile({ badge, date }: { badge: BadgeItem; date: (iso: string) => string }) {
  const { t } = useTranslation("achievements");
  const Icon = BADGE_ICONS[badge.id];
  const name = t(`badges.${badge.id}.name`);
  const earned = badge.earnedAt !== null;
  return (
    <li
      className={cn("flex gap-4 rounded-2xl border bg-card p-4", !earned && "bg-muted/40")}
      data-testid={`badge-${badge.id}`}
      data-earned={earned}
    >
      <span
        className={cn(
          "flex size-12 shrink-0 items-center justify-center rounded-xl",
          earned ? "bg-accent text-accent-foreground" : "bg-muted text-muted-foreground",
        )}
      >
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <h3 className="font-semibold break-words">{name}</h3>
        <p className="text-sm text-muted-foreground">{t(`badges.${badge.id}.description`)}</p>
        {earned ? (
          <p className="text-sm font-medium text-success-subtle-foreground">
            {t("earnedOn", { date: date(badge.earnedAt!) })}
          </p>
        ) : (
          <div className="grid gap-1">
            <p className="flex items-center gap-1 text-xs text-muted-foreground">
              <Lock className="size-3" aria-hidden="true" />
              {t("locked")} · {t("progress", { progress: badge.progress, target: badge.target })}
            </p>
            <Progress
              value={Math.round((badge.progress / badge.target) * 100)}
              aria-label={t("progressLabel", { name })}
            />
          </div>
        )}
      </div>
    </li>
  );
}

function StreakCard({ label, days, testId }: { label: string; days: number; testId: string }) {
  const { t } = useTranslation("achievements");
  return (
    <div className="rounded-2xl border bg-card p-5">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="text-2xl font-semibold tabular-nums" data-testid={testId}>
        {t("days", { count: days })}
      </p>
    </div>
  );
}

export default function AchievementsPage() {
  const { t, i18n } = useTranslation("achievements");
  const q = useQuery(achievementsQuery());
  const date = (iso: string) => formatDate(iso, i18n.resolvedLanguage ?? "de", "medium");

  return (
    <div className="mx-auto grid max-w-5xl gap-8">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("title")}</h1>
        <p className="mt-1 text-muted-foreground">{t("subtitle")}</p>
      </div>
      {q.isPending ? (
        <div className="grid gap-4" aria-hidden="true">
          <Skeleton className="h-24" />
          <Skeleton className="h-64" />
        </div>
      ) : q.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{t("loadError")}</AlertDescription>
        </Alert>
      ) : (
        <>
          <section aria-labelledby="streak-title" className="grid gap-3">
            <h2 id="streak-title" className="flex items-center gap-2 text-lg font-semibold">
              <Flame className="size-5 text-primary" aria-hidden="true" />
              {t("streakTitle")}
            </h2>
            <div className="grid gap-4 sm:grid-cols-2">
              <StreakCard
                label={t("streakCurrent")}
                days={q.data.streak.current}
                testId="streak-current"
              />
              <StreakCard
                label={t("streakLongest")}
                days={q.data.streak.longest}
                testId="streak-longest"
              />
            </div>
            <p className="text-sm text-muted-foreground">{t("streakHint")}</p>
          </section>

          <section aria-labelledby="certificates-title" className="grid gap-3">
            <h2 id="certificates-title" className="text-lg font-semibold">
              {t("certificatesTitle")}
            </h2>
            {q.data.certificates.length === 0 ? (
              <p className="rounded-2xl border border-dashed bg-card p-6 text-muted-foreground">
                {t("noCertificates")}
              </p>
            ) : (
              <div className="grid gap-3">
                {q.data.certificates.map((c) => (
                  <CertificateCard key={c.id} certificate={c} />
                ))}
              </div>
            )}
          </section>

          <section aria-labelledby="badges-title" className="grid gap-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="badges-title" className="flex items-center gap-2 text-lg font-semibold">
                <Trophy className="size-5 text-primary" aria-hidden="true" />
                {t("badgesTitle")}
              </h2>
              <p className="text-sm text-muted-foreground" data-testid="badges-earned">
                {t("earnedCount", {
                  earned: q.data.badges.filter((b) => b.earnedAt).length,
                  total: q.data.badges.length,
                })}
              </p>
            </div>
            <ul className="grid gap-3 md:grid-cols-2">
              {q.data.badges.map((b) => (
                <BadgeTile key={b.id} badge={b} date={date} />
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
