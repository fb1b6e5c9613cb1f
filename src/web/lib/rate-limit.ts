import { formatWait } from "@shared/i18n/messages";
import { ApiError } from "./api";
import { currentLanguage, i18n } from "./i18n";

/**
 * The message for a request refused with 429, in the interface language, saying when to
 * try again (from Retry-After); null for every other error.
 */
export function rateLimitMessage(err: unknown): string | null {
  if (!(err instanceof ApiError) || err.status !== 429) return null;
  if (!err.retryAfterS) return i18n.t("errors.rateLimitedSoon", { ns: "common" });
  return i18n.t("errors.rateLimited", {
    ns: "common",
    time: formatWait(err.retryAfterS, currentLanguage()),
  });
}
