import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Monitor } from "lucide-react";
import type { SessionInfo } from "@shared/contracts/settings";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SectionCard, useErrorText, WithSettings } from "./section-card";
import { useRevokeOtherSessions, useRevokeSession } from "./settings-api";
import { formatDateTime } from "@shared/text/dates";

/** "Chrome on Windows" from a user agent, in a few well-known cases; else null. */
export function describeUserAgent(ua: string | null): { browser?: string; os?: string } {
  if (!ua) return {};
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /Firefox\//.test(ua)
      ? "Firefox"
      : /Chrome\//.test(ua)
        ? "Chrome"
        : /Safari\//.test(ua)
          ? "Safari"
          : undefined;
  const os = /Android/.test(ua)
    ? "Android"
    : /iPhone|iPad/.test(ua)
      ? "iOS"
      : /Windows/.test(ua)
        ? "Windows"
        : /Mac OS X/.test(ua)
          ? "macOS"
          : /Linux/.test(ua)
            ? "Linux"
            : undefined;
  return { browser, os };
}

export default function SessionsSection() {
  const { t } = useTranslation("settings");
  const errorText = useErrorText();
  const revokeOthers = useRevokeOtherSessions();
  return (
    <WithSettings>
      {(s) => (
        <SectionCard title={t("sessions.heading")} description={t("sessions.description")}>
          <ul className="grid gap-3" data-testid="sessions">
            {s.sessions.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
          {s.sessions.length > 1 && (
            <Button
              type="button"
              variant="outline"
              className="mt-4"
              disabled={revokeOthers.isPending}
              onClick={() =>
                revokeOthers.mutate(undefined, {
                  onSuccess: () => toast.success(t("sessions.endedOthers")),
                  onError: (err) => toast.error(errorText(err)),
                })
              }
            >
              {t("sessions.endOthers")}
            </Button>
          )}
        </SectionCard>
      )}
    </WithSettings>
  );
}

function SessionRow({ session }: { session: SessionInfo }) {
  const { t, i18n } = useTranslation("settings");
  const errorText = useErrorText();
  const revoke = useRevokeSession();
  const { browser, os } = describeUserAgent(session.userAgent);
  const device =
    browser && os
      ? t("sessions.browserOn", { browser, os })
      : (browser ?? os ?? t("sessions.unknownDevice"));
  const lastActive = formatDateTime(session.lastActiveAt, i18n.language);
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border p-3">
      <Monitor className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {device} {session.current && <Badge variant="info">{t("sessions.current")}</Badge>}
        </p>
        <p className="text-sm text-muted-foreground">
          {t("sessions.address")}: {session.ipAddress ?? t("sessions.unknownAddress")} ·{" "}
          {t("sessions.lastActive")}: {lastActive}
        </p>
      </div>
      {!session.current && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={revoke.isPending}
          aria-label={t("sessions.endNamed", { device })}
          onClick={() =>
            revoke.mutate(session.id, {
              onSuccess: () => toast.success(t("sessions.ended")),
              onError: (err) => toast.error(errorText(err)),
            })
          }
        >
          {t("sessions.end")}
        </Button>
      )}
    </li>
  );
}
