// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "./api";
import { i18n, initI18n } from "./i18n";
import { rateLimitMessage } from "./rate-limit";

beforeAll(async () => {
  await initI18n("de");
  await i18n.loadNamespaces("common");
});

describe("the message when a limit is hit", () => {
  it("says in the interface language when to try again", async () => {
    const err = new ApiError(429, "RATE_LIMITED", "ignored", undefined, 90);
    expect(rateLimitMessage(err)).toBe("Zu viele Versuche. Bitte versuche es in 2 Minuten erneut.");
    await i18n.changeLanguage("fr");
    await i18n.loadNamespaces("common");
    // Intl puts a no-break space between number and unit in French.
    expect(rateLimitMessage(new ApiError(429, "X", "", undefined, 30))).toMatch(
      /^Trop de tentatives\. Merci de réessayer dans 30\ssecondes\.$/,
    );
    await i18n.changeLanguage("es");
    await i18n.loadNamespaces("common");
    expect(rateLimitMessage(new ApiError(429, "X", ""))).toBe(
      "Demasiados intentos. Espera un momento y vuelve a intentarlo.",
    );
  });

  it("is null for other errors", () => {
    expect(rateLimitMessage(new ApiError(400, "X", "x"))).toBeNull();
    expect(rateLimitMessage(new Error("x"))).toBeNull();
  });
});
