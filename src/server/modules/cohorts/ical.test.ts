import { describe, expect, it } from "vitest";
import { buildCalendar, escapeText, foldLine } from "./ical";

describe("iCalendar writer", () => {
  it("escapes text and folds long lines at 75 octets without splitting a character", () => {
    expect(escapeText("a;b,c\\d\ne")).toBe("a\\;b\\,c\\\\d\\ne");
    const folded = foldLine(`SUMMARY:${"ä".repeat(60)}`);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines) expect(new TextEncoder().encode(l).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((l) => l.startsWith(" "))).toBe(true);
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join("")).toBe(`SUMMARY:${"ä".repeat(60)}`);
  });

  it("writes all-day due dates and timed sessions in UTC with CRLF", () => {
    const ics = buildCalendar(
      "Kurswerk",
      [
        { uid: "due-1@kurswerk", summary: "Fällig: Modul 1, Teil A", date: "2027-01-08" },
        {
          uid: "s-1@kurswerk",
          summary: "Live",
          start: new Date("2027-01-05T17:00:00Z"),
          minutes: 90,
          url: "https://meet.example/x",
        },
      ],
      new Date("2027-01-01T00:00:00Z"),
    );
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.split("\r\n").every((l) => !l.includes("\n"))).toBe(true);
    expect(ics).toContain("DTSTART;VALUE=DATE:20270108\r\nDTEND;VALUE=DATE:20270109");
    expect(ics).toContain("SUMMARY:Fällig: Modul 1\\, Teil A");
    expect(ics).toContain("DTSTART:20270105T170000Z\r\nDTEND:20270105T183000Z");
    expect(ics).toContain("DTSTAMP:20270101T000000Z");
  });
});
