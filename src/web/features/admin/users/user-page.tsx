import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { LANGUAGE_LABELS } from "@shared/i18n/languages";
import type { UserDetail, UserHistoryEntry } from "@shared/contracts/users";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { useSession } from "@/lib/session";
import { ErrorBlock, formatDate, formatDateTime, LoadingBlock, PageHeader } from "../admin-ui";
import { userQuery } from "./users-api";
import { RoleBadge, UserStatusBadge } from "./user-badges";
import { UserActions } from "./user-actions";

function Facts({ detail }: { detail: UserDetail }) {
  const { t } = useTranslation("users");
  const u = detail.user;
  const facts: [string, string][] = [
    [t("facts.email"), u.email],
    [t("facts.createdAt"), formatDate(u.createdAt)],
    [t("facts.language"), LANGUAGE_LABELS[u.language]],
    [t("facts.sessions"), String(detail.activeSessions)],
  ];
  if (u.banned) {
    facts.push([t("facts.banReason"), u.banReason ?? "–"]);
    facts.push([
      t("facts.banUntil"),
      u.banExpires ? formatDateTime(u.banExpires) : t("facts.banForever"),
    ]);
  }
  return (
    <Card>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {facts.map(([k, v]) => (
            <div key={k} className="min-w-0">
              <dt className="text-sm text-muted-foreground">{k}</dt>
              <dd className="font-medium break-words">{v}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function Learning({ detail }: { detail: UserDetail }) {
  const { t } = useTranslation("users");
  const { items, totals } = detail.learning;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("learning.title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          {t("learning.totals", {
            all: totals.all,
            inProgress: totals.inProgress,
            completed: totals.completed,
            percent: totals.percent,
          })}
        </p>
        {items.length === 0 ? (
          <p>{t("learning.empty")}</p>
        ) : (
          <ol className="grid gap-3" data-testid="user-learning">
            {items.map((item) => (
              <li key={item.id} className="grid gap-1.5 rounded-lg border p-3">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-medium break-words">{item.title}</span>
                  <span className="text-sm text-muted-foreground tabular-nums">
                    {t("learning.lessons", {
                      done: item.completedLessons,
                      total: item.totalLessons,
                    })}
                  </span>
                </div>
                <Progress
                  value={item.progress}
                  aria-label={t("learning.progress", { title: item.title })}
                />
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function historyText(t: (k: string, o?: Record<string, unknown>) => string, h: UserHistoryEntry) {
  const d = h.details ?? {};
  const role = (r: unknown) => t(`role.${String(r)}`);
  switch (h.action) {
    case "role-changed":
      return t("history.role-changed", { from: role(d.from), to: role(d.to) });
    case "banned":
      return d.expiresAt
        ? t("history.banned-until", {
            reason: String(d.reason ?? ""),
            until: formatDateTime(String(d.expiresAt)),
          })
        : t("history.banned", { reason: String(d.reason ?? "") });
    case "sessions-revoked":
      return t("history.sessions-revoked", { count: Number(d.sessionsEnded ?? 0) });
    default:
      return t(`history.${h.action}`, { defaultValue: h.action });
  }
}

function History({ detail }: { detail: UserDetail }) {
  const { t } = useTranslation("users");
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("history.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        {detail.history.length === 0 ? (
          <p>{t("history.empty")}</p>
        ) : (
          <ol className="grid gap-3" data-testid="user-history">
            {detail.history.map((h) => (
              <li key={h.id} className="grid gap-0.5 border-l-2 pl-3">
                <span className="break-words">{historyText(t, h)}</span>
                <span className="text-sm text-muted-foreground">
                  {formatDateTime(h.createdAt)} ·{" "}
                  {h.actor ? h.actor.name || h.actor.email : t("history.system")}
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

export default function UserPage() {
  const { t } = useTranslation("users");
  const { userId = "" } = useParams();
  const { user: me } = useSession();
  const detail = useQuery(userQuery(userId));
  return (
    <div className="grid gap-6">
      <div>
        <Button variant="ghost" asChild>
          <Link to="/admin/users">
            <ArrowLeft aria-hidden="true" />
            {t("back")}
          </Link>
        </Button>
      </div>
      {detail.isPending ? (
        <LoadingBlock />
      ) : detail.isError ? (
        <ErrorBlock text={t("loadErrorOne")} />
      ) : (
        <>
          <PageHeader
            title={detail.data.user.name || detail.data.user.email}
            description={
              <span className="flex flex-wrap gap-2">
                <RoleBadge role={detail.data.user.role} />
                <UserStatusBadge status={detail.data.user.status} />
              </span>
            }
          />
          <Facts detail={detail.data} />
          {detail.data.canEdit && (
            <UserActions detail={detail.data} isSelf={me?.id === detail.data.user.id} />
          )}
          <div className="grid gap-6 lg:grid-cols-2">
            <Learning detail={detail.data} />
            <History detail={detail.data} />
          </div>
        </>
      )}
    </div>
  );
}
