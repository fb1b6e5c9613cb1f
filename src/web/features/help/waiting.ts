import { useTranslation } from "react-i18next";

/** "3 Stunden" style waiting time since `iso` (whole minutes, hours under two days, days). */
export function useWaitingSince() {
  const { t } = useTranslation("help");
  return (iso: string, now = Date.now()) => {
    const minutes = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
    if (minutes < 60) return t("wait.minutes", { count: minutes });
    const hours = Math.floor(minutes / 60);
    if (hours < 48) return t("wait.hours", { count: hours });
    return t("wait.days", { count: Math.floor(hours / 24) });
  };
}
