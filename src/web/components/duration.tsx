import { useTranslation } from "react-i18next";
import { durationText } from "@shared/domain/duration";

/**
 * A duration as every screen shows it (issue 33, decision 0090): "1 Std. 9 Min.", "4 Std.",
 * "45 Min.". Pass the minutes of `courseMinutes` (shared/domain/duration.ts).
 */
export function Duration({ minutes }: { minutes: number }) {
  const { t } = useTranslation("common");
  return <>{formatDuration(t, minutes)}</>;
}

/** The text of `<Duration>`, for places that need a string (labels, titles). */
export function formatDuration(
  t: (key: string, options: Record<string, number>) => string,
  minutes: number,
): string {
  const { key, hours, minutes: rest } = durationText(minutes);
  return t(`common:duration.${key}`, { hours, minutes: rest });
}
