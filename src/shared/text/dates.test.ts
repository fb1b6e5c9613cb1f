import { describe, expect, it } from "vitest";
import { dateLocale, formatDate, formatDateTime } from "./dates";

const at = "2026-03-05T14:30:00Z";

describe("formatDate (issue 43: one date helper)", () => {
  it("writes German as de-DE and English as British English, never the US order", () => {
    expect(dateLocale("de")).toBe("de-DE");
    expect(dateLocale("en")).toBe("en-GB");
    expect(formatDate(at, "de", "numeric", "UTC")).toBe("05.03.2026");
    expect(formatDate(at, "en", "numeric", "UTC")).toBe("05/03/2026");
    expect(formatDate(at, "en", "long", "UTC")).toBe("5 March 2026");
    expect(formatDateTime(at, "en", "UTC")).toBe("5 Mar 2026, 14:30");
  });

  it("writes German, Spanish and French in their own way", () => {
    expect(formatDate(at, "de", "long", "UTC")).toBe("5. März 2026");
    expect(formatDateTime(at, "de", "UTC")).toBe("05.03.2026, 14:30");
    expect(formatDate(at, "es", "long", "UTC")).toBe("5 de marzo de 2026");
    expect(formatDate(at, "fr", "long", "UTC")).toBe("5 mars 2026");
    expect(formatDate(at, "fr", "numeric", "UTC")).toBe("05/03/2026");
  });

  it("takes a Date as well as an ISO string, and the time zone decides the day", () => {
    expect(formatDate(new Date(at), "de", "numeric", "UTC")).toBe("05.03.2026");
    expect(formatDate("2026-03-05T23:30:00Z", "de", "numeric", "Europe/Berlin")).toBe("06.03.2026");
  });
});
