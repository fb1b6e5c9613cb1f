import { describe, expect, it } from "vitest";
import { parseCsvRows, readEmailList } from "./email-list";

describe("a cohort's CSV of e-mail addresses", () => {
  it("reads a header, a semicolon spreadsheet, quotes and names", () => {
    const csv = '\uFEFFName;E-Mail\r\n"Müller; Anna";Anna@Example.org\r\nBen;ben@example.org\r\n';
    expect(readEmailList(csv)).toEqual({
      rows: [
        { line: 2, email: "anna@example.org", name: "Müller; Anna" },
        { line: 3, email: "ben@example.org", name: "Ben" },
      ],
      problems: [],
    });
  });

  it("reports every bad row with its line and reason, blank lines counted", () => {
    const csv = "a@example.org\nkeine-adresse\n\nA@example.org\n" + "x".repeat(250) + "@e.de\n";
    const { rows, problems } = readEmailList(csv);
    expect(rows.map((r) => r.email)).toEqual(["a@example.org"]);
    expect(problems).toEqual([
      { line: 2, value: "keine-adresse", problem: "invalid" },
      { line: 4, value: "A@example.org", problem: "duplicate" },
      { line: 5, value: "x".repeat(80), problem: "tooLong" },
    ]);
  });

  it("counts lines inside quoted cells", () => {
    expect(parseCsvRows('"a\nb",c\nd')).toEqual([
      { line: 1, cells: ["a\nb", "c"] },
      { line: 3, cells: ["d"] },
    ]);
  });
});
