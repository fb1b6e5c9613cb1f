import { describe, expect, it } from "vitest";
import { findForbiddenText, hasForbiddenText, singleLine } from "./text-rules";

describe("the character rule for user-written text", () => {
  it("allows tabs and line breaks in multi-line text, but no other control character or lone surrogate", () => {
    expect(hasForbiddenText("Zeile 1\nZeile 2\r\n\tEingerückt – 👩‍💻 ü")).toBe(false);
    for (const bad of [
      "a\u0000b",
      "\u0007",
      "x\u001b[31m",
      "\u007f",
      "\u0085",
      "\ud800",
      "a\udc00",
      "\udbff\u0041",
    ])
      expect(hasForbiddenText(bad), JSON.stringify(bad)).toBe(true);
  });

  it("allows no tab or line break in single-line fields", () => {
    expect(singleLine("Kurs: Python für Einsteiger 🐍")).toBe(true);
    for (const bad of ["a\nb", "a\tb", "a\rb", "a\u2028b", "a\u0000b", "\ud800"])
      expect(singleLine(bad), JSON.stringify(bad)).toBe(false);
  });

  it("finds the first offending string anywhere in a body, keys included", () => {
    expect(
      findForbiddenText({ title: "ok", modules: [{ title: "ok" }, { title: "b\u0000" }] }),
    ).toBe("modules.1.title");
    expect(findForbiddenText({ ["k\u0001"]: 1 })).toBe("k\u0001");
    expect(findForbiddenText({ a: ["x", 1, null, { b: "y\n" }] })).toBeNull();
  });
});
