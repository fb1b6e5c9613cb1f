import type { TFunction } from "i18next";
import { ApiError } from "@/lib/api";
import { rateLimitMessage } from "@/lib/rate-limit";
import { translateValidation } from "@/lib/validation";

/** Maps Better Auth / API errors to the spec's messages (section 8). */
export function signInErrorMessage(t: TFunction<"auth">, err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 429) return rateLimitMessage(err) ?? t("toast.tooManyRequests");
    if (err.code === "EMAIL_NOT_VERIFIED") return t("toast.emailNotVerified");
    // A blocked account (admin plugin), in the interface language.
    if (err.code === "BANNED_USER") return translateValidation("v:accountBlocked") ?? err.message;
    // The server's message is in the interface language: the code tells the case.
    if (err.code === "INVALID_EMAIL_OR_PASSWORD" || err.code.startsWith("INVALID_"))
      return t("toast.invalidCredentials");
    return t("toast.signInFailed", { message: err.message });
  }
  return t("toast.unexpected");
}

export function signUpErrorMessage(t: TFunction<"auth">, err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 429) return rateLimitMessage(err) ?? t("toast.tooManyRequests");
    // A registered address is answered as a new one (decision 0096): no message tells it.
    return t("toast.signUpFailed", { message: err.message });
  }
  return t("toast.unexpected");
}

/** The server's reasons for refusing a chosen password, as the form's own messages (issue 41). */
const PASSWORD_REFUSALS: Record<string, string> = {
  PASSWORD_TOO_SHORT: "v:passwordMin8",
  PASSWORD_TOO_LONG: "v:passwordMax",
  PASSWORD_TOO_COMMON: "v:passwordCommon",
};

/** The message for the password field when the server refused the password, else null. */
export function passwordRefusal(err: unknown): string | null {
  return err instanceof ApiError ? (PASSWORD_REFUSALS[err.code] ?? null) : null;
}
