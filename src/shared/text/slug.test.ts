import { describe, expect, it } from "vitest";
import { slugify } from "./slug";

describe("slugify", () => {
  it("writes umlauts out, drops accents and joins words with one hyphen", () => {
    expect(slugify("Was ist HTML?", "x")).toBe("was-ist-html");
    expect(slugify("Übung: Web & API!", "x")).toBe("uebung-web-api");
    expect(slugify("Café Straße", "x")).toBe("cafe-strasse");
  });
  it("cuts at a word's end within the limit and falls back when nothing is left", () => {
    expect(slugify("Grundlagen der Versionskontrolle mit Git und GitHub", "x")).toBe("grundlagen-der-versionskontrolle-mit-git");
    expect(slugify("abcdefghij klmnop", "x", 12)).toBe("abcdefghij");
    expect(slugify("¿¡!", "kurs")).toBe("kurs");
  });
});
