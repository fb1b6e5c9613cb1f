import { describe, expect, it } from "vitest";
import { translateCheckMessages, type CheckResult } from "./practice-core";

/** A check's thrown message in the reader's language (decision 0149). */
describe("translateCheckMessages", () => {
  const results: CheckResult[] = [
    {
      id: "a",
      title: "A",
      hidden: false,
      status: "failed",
      failure: { kind: "message", text: "Es fehlt das <main>-Element." },
    },
    {
      id: "b",
      title: "B",
      hidden: false,
      status: "failed",
      failure: { kind: "message", text: "Status 500" },
    },
    {
      id: "c",
      title: "C",
      hidden: false,
      status: "failed",
      failure: { kind: "equal", expected: "1", actual: "2" },
    },
    { id: "d", title: "D", hidden: false, status: "passed" },
  ];
  const messages = { "Es fehlt das <main>-Element.": "The <main> element is missing." };

  it("translates a message its check carries, keeps the rest as they are", () => {
    const out = translateCheckMessages(results, [
      { id: "a", messages },
      { id: "b", messages },
      { id: "c", messages: { "1": "one" } },
      { id: "d" },
    ]);
    expect(out.map((r) => r.failure)).toEqual([
      { kind: "message", text: "The <main> element is missing." },
      { kind: "message", text: "Status 500" },
      { kind: "equal", expected: "1", actual: "2" },
      undefined,
    ]);
  });

  it("uses only the messages of the check that failed", () => {
    const out = translateCheckMessages(results.slice(0, 1), [{ id: "b", messages }]);
    expect(out[0].failure).toEqual({ kind: "message", text: "Es fehlt das <main>-Element." });
  });
});
