import { describe, expect, it } from "vitest";
import { choiceLetter, isCorrectChoice, parseQuizChoices } from "./quiz";

describe("parseQuizChoices", () => {
  it("takes a list of texts, keyed by position", () => {
    expect(parseQuizChoices(["a", "b"])).toEqual([
      { key: "#0", id: null, text: "a", index: 0 },
      { key: "#1", id: null, text: "b", index: 1 },
    ]);
  });
  it("parses a JSON string", () => {
    expect(parseQuizChoices('["x","y","z"]').map((c) => c.text)).toEqual(["x", "y", "z"]);
  });
  it("takes objects with text or choice and an optional id", () => {
    const parsed = parseQuizChoices([
      { id: "a1", text: "Eins" },
      { choice: "Zwei" },
      { id: 7, text: "Drei" },
    ]);
    expect(parsed).toEqual([
      { key: "id:a1", id: "a1", text: "Eins", index: 0 },
      { key: "#1", id: null, text: "Zwei", index: 1 },
      { key: "id:7", id: "7", text: "Drei", index: 2 },
    ]);
  });
  it("parses objects inside a JSON string", () => {
    expect(
      parseQuizChoices(JSON.stringify([{ choice: "A" }, { text: "B" }])).map((c) => c.text),
    ).toEqual(["A", "B"]);
  });
  it("gives an empty list when the string is not JSON or the format is invalid", () => {
    expect(parseQuizChoices("not json")).toEqual([]);
    expect(parseQuizChoices('{"a":1}')).toEqual([]);
    expect(parseQuizChoices(null)).toEqual([]);
    expect(parseQuizChoices(42)).toEqual([]);
    expect(parseQuizChoices([{ label: "no text" }])).toEqual([]);
    expect(parseQuizChoices([null])).toEqual([]);
  });
});

describe("choiceLetter", () => {
  it("gives A, B, … Z, AA", () => {
    expect([0, 1, 2, 25, 26].map(choiceLetter)).toEqual(["A", "B", "C", "Z", "AA"]);
  });
});

describe("isCorrectChoice", () => {
  const choices = parseQuizChoices([{ id: "x", text: "X" }, "Y", { text: "Z" }]);
  it("identifies a choice by id when it has one, else by position", () => {
    expect(isCorrectChoice(choices, 0, "id:x")).toBe(true);
    expect(isCorrectChoice(choices, 1, "#1")).toBe(true);
    expect(isCorrectChoice(choices, 2, "#1")).toBe(false);
    expect(isCorrectChoice(choices, 0, null)).toBe(false);
    expect(isCorrectChoice(choices, 0, "id:unknown")).toBe(false);
  });
});
