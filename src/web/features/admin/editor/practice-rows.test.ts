import { describe, expect, it } from "vitest";
import { compareSqlResult } from "@shared/domain/practice";
import { rowsToText, textToRows } from "./practice-rows";

describe("a SQL check's expected rows as text", () => {
  it("reads a header of column names, rows with | and NULL", () => {
    expect(textToRows("filiale | umsatz\nBahnhof | 1152.50\n\n Südpark|NULL \n")).toEqual({
      expectedColumns: ["filiale", "umsatz"],
      expectedRows: [
        ["Bahnhof", "1152.50"],
        ["Südpark", null],
      ],
    });
  });

  it("writes what it reads", () => {
    const check = {
      expectedColumns: ["a", "b"],
      expectedRows: [
        ["1", null],
        ["x y", "2"],
      ],
    };
    expect(rowsToText(check)).toBe("a | b\n1 | NULL\nx y | 2");
    expect(textToRows(rowsToText(check))).toEqual(check);
  });

  it("an empty text expects nothing", () => {
    expect(textToRows(" \n ")).toEqual({ expectedColumns: undefined, expectedRows: undefined });
  });

  it("what the author typed is what the check compares", () => {
    const expected = textToRows("filiale | gesamtumsatz\nBahnhof | 1152.50");
    expect(
      compareSqlResult(
        { ...expected, ordered: true },
        { columns: ["filiale", "gesamtumsatz"], rows: [["Bahnhof", "1152.5"]] },
      ),
    ).toBeNull();
    expect(
      compareSqlResult(
        { ...expected, ordered: true },
        { columns: ["filiale", "gesamtumsatz"], rows: [["Altstadt", "695.00"]] },
      ),
    ).toMatchObject({ kind: "rows" });
  });
});
