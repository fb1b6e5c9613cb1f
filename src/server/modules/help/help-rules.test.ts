import { describe, expect, it } from "vitest";
import type { InboxItem } from "@shared/contracts/help";
import { commentsFit, oldestFirst } from "./help.service";
import { digestMail } from "./help-digest";

/** The help requests' pure rules (issue 45). */

const item = (kind: InboxItem["kind"], id: string, createdAt: string): InboxItem => ({
  kind,
  id,
  text: "?",
  learnerName: "L",
  courseTitle: "C",
  lessonTitle: "Le",
  createdAt,
  link: "/",
});

describe("the inbox of several kinds", () => {
  it("lists help requests and questions together, oldest first", () => {
    const list = oldestFirst(
      [
        item("help", "h2", "2026-11-03T10:00:00.000Z"),
        item("help", "h1", "2026-11-01T10:00:00.000Z"),
      ],
      [item("question", "q1", "2026-11-02T10:00:00.000Z")],
    );
    expect(list.map((i) => i.id)).toEqual(["h1", "q1", "h2"]);
  });
});

describe("line comments", () => {
  const files = [{ name: "main.js", content: "a\nb\nc" }];
  it("fit a line the file has", () => {
    expect(commentsFit(files, [{ file: "main.js", line: 3, body: "x", suggestion: null }])).toBe(
      true,
    );
  });
  it("do not fit another file or a line beyond the end", () => {
    expect(commentsFit(files, [{ file: "other.js", line: 1, body: "x", suggestion: null }])).toBe(
      false,
    );
    expect(commentsFit(files, [{ file: "main.js", line: 4, body: "x", suggestion: null }])).toBe(
      false,
    );
  });
});

describe("the digest e-mail", () => {
  it("is written in the reader's language with the name escaped in its HTML", () => {
    const values = {
      name: "<b>Theo</b>",
      count: 2,
      hours: 24,
      oldest: new Date("2026-11-01T10:00:00Z"),
    };
    const de = digestMail("de", values, "https://x.test/app/help");
    expect(de.subject).toBe("2 Hilfe-Anfragen warten auf dich");
    expect(de.html).toContain("&lt;b&gt;Theo&lt;/b&gt;");
    expect(de.html).not.toContain("<b>Theo</b>");
    for (const lang of ["en", "es", "fr"] as const) {
      const m = digestMail(lang, values, "https://x.test/app/help");
      expect(m.subject).not.toBe(de.subject);
      expect(m.text).toContain("https://x.test/app/help");
    }
  });
});
