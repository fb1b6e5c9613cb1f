import { useTranslation } from "react-i18next";

/** "3 Std. 5 Min." style waiting time from whole minutes. */
export function useWaiting() {
  const { t } = useTranslation("review");
  return (minutes: number) => {
    if (minutes < 60) return t("wait.minutes", { count: minutes });
    const hours = Math.floor(minutes / 60);
    if (hours < 48) return t("wait.hours", { count: hours });
    return t("wait.days", { count: Math.floor(hours / 24) });
  };
}
