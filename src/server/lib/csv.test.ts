import { describe, expect, it } from "vitest";
import { csvCell, fileSlug, toCsv } from "./csv";

describe("csv", () => {
  it("prefixes cells a spreadsheet would run as a formula with '", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+49 123")).toBe("'+49 123");
    expect(csvCell("-1+2")).toBe("'-1+2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tTab")).toBe("'\tTab");
    expect(csvCell("\rCR")).toBe('"\'\rCR"');
    expect(csvCell("Anna = Bob")).toBe("Anna = Bob");
  });

  it("quotes commas, quotes and line breaks; numbers stay numbers", () => {
    expect(csvCell('Müller, "Max"')).toBe('"Müller, ""Max"""');
    expect(csvCell("a\nb")).toBe('"a\nb"');
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(null)).toBe("");
    expect(csvCell(new Date("2026-03-02T10:00:00Z"))).toBe("2026-03-02T10:00:00.000Z");
  });

  it("writes a BOM, a header and CRLF lines", () => {
    expect(toCsv(["a", "b"], [[1, "x"]])).toBe("\uFEFFa,b\r\n1,x\r\n");
  });

  it("makes safe file names", () => {
    expect(fileSlug("Übung: Web & API!")).toBe("uebung-web-api");
    expect(fileSlug("***")).toBe("export");
  });
});
