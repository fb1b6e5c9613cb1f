import { toast } from "@/lib/toast";
import type { BadgeId } from "@shared/domain/badges";
import { isTimeZone } from "@shared/domain/streak";
import { i18n } from "@/lib/i18n";

/** The browser's IANA time zone, sent with lesson completions (streaks count local days). */
export function browserTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return isTimeZone(zone) ? zone : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The one toast of an action that earned a badge (texts from the achievements namespace).
 * With `title` (the action's own message, e.g. "Lektion als abgeschlossen markiert") the
 * badge becomes that toast's description, so the action still shows a single toast.
 */
export async function announceBadge(id: BadgeId, title?: string) {
  await i18n.loadNamespaces("achievements");
  const badge = i18n.t("achievements:toast", { name: i18n.t(`achievements:badges.${id}.name`) });
  toast.success(title ?? badge, {
    description: title ? badge : i18n.t(`achievements:badges.${id}.description`),
  });
}

/** Where anyone can check a certificate (the public verify page). */
export const verifyLink = (id: string) => `${window.location.origin}/verify/${id}`;
