import { describe, expect, it } from "vitest";
import { checkMessageSources, keptCheckMessages, thrownMessages } from "./practice-messages";

/** The literal messages a check throws: what a translation translates (decision 0157). */
describe("thrownMessages", () => {
  it("finds the literal messages of JavaScript checks, not the built ones", () => {
    const code = [
      'if (!document.querySelector("main")) throw new Error("Es fehlt das <main>-Element.");',
      "if (a) throw Error('Die Überschrift fehlt');",
      'if (b) throw "Kein Knopf mit der id \\"modus\\".";',
      "if (c) throw new Error(`Die Liste ist leer.`);",
      'if (d) throw new Error("Status " + status);',
      "if (e) throw new Error(`Status ${status}`);",
      'if (f) throw new TypeError("kein Text");',
      'if (g) throw new Error("Es fehlt das <main>-Element.");',
    ].join("\n");
    expect(thrownMessages("web", code)).toEqual([
      "Es fehlt das <main>-Element.",
      "Die Überschrift fehlt",
      'Kein Knopf mit der id "modus".',
      "Die Liste ist leer.",
    ]);
    expect(thrownMessages("javascript", "throw new Error(\n  'Zeile\\nzwei'\n);")).toEqual([
      "Zeile\nzwei",
    ]);
  });

  it("finds assert messages and raised AssertionErrors in Python, no f-strings", () => {
    const code = [
      'assert summe([]) == 0, "Für [] muss 0 herauskommen."',
      "assert f(1, 2), 'Zwei Argumente'  # Kommentar",
      'assert x == 1, f"x ist {x}"',
      'raise AssertionError("Die Funktion fehlt.")',
      'raise ValueError("nein")',
      'assert ok, r"C:\\pfad"',
    ].join("\n");
    expect(thrownMessages("python", code)).toEqual([
      "Für [] muss 0 herauskommen.",
      "Zwei Argumente",
      "Die Funktion fehlt.",
      "C:\\pfad",
    ]);
  });

  it("finds nothing in SQL checks", () => {
    expect(thrownMessages("sql", "SELECT 'throw new Error(\"x\")'")).toEqual([]);
  });
});

describe("checkMessageSources and keptCheckMessages", () => {
  const sources = checkMessageSources({
    runtime: "javascript",
    checks: [
      { id: "a", code: 'throw new Error("A fehlt.");' },
      { id: "b", code: "expectEqual(1, 1);" },
      { id: "c", code: 'if (x) throw new Error("C1"); if (y) throw new Error("C2");' },
    ],
  });

  it("lists the messages per check that throws any", () => {
    expect(sources).toEqual({ a: ["A fehlt."], c: ["C1", "C2"] });
  });

  it("keeps only translations of messages still thrown, blank ones left out", () => {
    expect(
      keptCheckMessages(sources, {
        a: { "A fehlt.": " A is missing. ", "Alt.": "Old." },
        c: { C1: "", C2: "C two" },
        gone: { x: "y" },
      }),
    ).toEqual({ a: { "A fehlt.": "A is missing." }, c: { C2: "C two" } });
    expect(keptCheckMessages(sources, { c: { C1: " " } })).toBeUndefined();
  });
});
