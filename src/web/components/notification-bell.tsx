/**
 * The bell of the learner's and the admin's top bar (issue 30, decision 0127): the unread
 * count comes with the session answer (`GET /api/me`), so no screen asks for it; opening the
 * menu loads the newest notices (`GET /api/me/notifications`), choosing one marks it read and
 * opens its page. Texts in the "notifications" namespace.
 */
import { Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { Bell, CheckCheck } from "lucide-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MeResponse } from "@shared/contracts/auth";
import type { AppNotification, NotificationsResponse } from "@shared/contracts/notifications";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/api";
import { sessionQuery } from "@/lib/session";
import { cn } from "@/lib/utils";

const LIST_KEY = ["notifications"] as const;

function useSetUnread() {
  const qc = useQueryClient();
  return (unread: number) =>
    qc.setQueryData<MeResponse>(sessionQuery.queryKey, (old) =>
      old ? { ...old, unreadNotifications: unread } : old,
    );
}

function Item({ n, onOpen }: { n: AppNotification; onOpen: (n: AppNotification) => void }) {
  const { t, i18n } = useTranslation("notifications");
  const decision =
    n.data.decision === "passed" || n.data.decision === "revise"
      ? t(`decision.${n.data.decision}`)
      : "";
  return (
    <DropdownMenuItem
      onSelect={() => onOpen(n)}
      className="grid cursor-pointer gap-0.5 py-2"
      data-testid="notification-item"
      data-read={n.read}
    >
      <span className={cn("text-sm", !n.read && "font-semibold")}>
        {!n.read && <span className="sr-only">{t("unreadMark")} </span>}
        {t(`kind.${n.kind}`, { ...n.data, decision })}
      </span>
      <span className="text-xs text-muted-foreground">
        {new Date(n.createdAt).toLocaleString(i18n.language, {
          dateStyle: "medium",
          timeStyle: "short",
        })}
      </span>
    </DropdownMenuItem>
  );
}

function BellMenu({ unread }: { unread: number }) {
  const { t } = useTranslation("notifications");
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const setUnread = useSetUnread();
  const qc = useQueryClient();
  const list = useQuery({
    queryKey: LIST_KEY,
    queryFn: () => api<NotificationsResponse>("/api/me/notifications"),
    enabled: open,
    staleTime: 0,
  });
  const read = useMutation({
    mutationFn: (ids?: string[]) =>
      api<{ unread: number }>("/api/me/notifications/read", { method: "POST", json: { ids } }),
    onSuccess: (r, ids) => {
      setUnread(r.unread);
      qc.setQueryData<NotificationsResponse>(LIST_KEY, (old) =>
        old
          ? {
              unread: r.unread,
              items: old.items.map((n) => (!ids || ids.includes(n.id) ? { ...n, read: true } : n)),
            }
          : old,
      );
    },
  });
  const items = list.data?.items ?? [];
  const open1 = (n: AppNotification) => {
    if (!n.read) read.mutate([n.id]);
    void navigate(n.link);
  };
  return (
    <DropdownMenu open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread ? t("openUnread", { count: unread }) : t("open")}
          data-testid="notification-bell"
        >
          <Bell aria-hidden="true" />
          {unread > 0 && (
            <span
              className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[0.7rem] leading-5 font-semibold text-destructive-foreground"
              data-testid="notification-count"
              aria-hidden="true"
            >
              {unread > 99 ? "99+" : unread}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(22rem,calc(100vw-1rem))]">
        <div className="flex items-center justify-between gap-2">
          <DropdownMenuLabel>{t("title")}</DropdownMenuLabel>
          {items.some((n) => !n.read) && (
            <DropdownMenuItem
              onSelect={(e) => {
                e.preventDefault();
                read.mutate(undefined);
              }}
              className="text-sm"
              data-testid="notifications-read-all"
            >
              <CheckCheck aria-hidden="true" />
              {t("readAll")}
            </DropdownMenuItem>
          )}
        </div>
        <DropdownMenuSeparator />
        {list.isPending ? (
          <DropdownMenuItem disabled className="justify-center">
            <Spinner />
          </DropdownMenuItem>
        ) : list.isError ? (
          <DropdownMenuItem disabled className="text-destructive">
            {t("error")}
          </DropdownMenuItem>
        ) : items.length === 0 ? (
          <DropdownMenuItem disabled>{t("empty")}</DropdownMenuItem>
        ) : (
          <div className="max-h-96 overflow-y-auto">
            {items.map((n) => (
              <Item key={n.id} n={n} onOpen={open1} />
            ))}
          </div>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The bell; nothing while signed out. */
export function NotificationBell() {
  const session = useQuery(sessionQuery);
  if (!session.data?.user) return null;
  return (
    <Suspense fallback={null}>
      <BellMenu unread={session.data.unreadNotifications ?? 0} />
    </Suspense>
  );
}
