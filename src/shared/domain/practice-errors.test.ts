import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../i18n/languages";
import { practiceErrorExplanations } from "../i18n/practice-error-explanations";
import type { PracticeRuntime } from "./practice-core";
import {
  classifyPracticeError,
  explainPracticeError,
  PRACTICE_ERROR_KINDS_BY_LANGUAGE,
  type PracticeErrorKind,
} from "./practice-errors";

/** Errors as the runtimes report them (measured in Chromium: e2e/practice-sandbox.spec.ts). */
const SAMPLES: Record<
  "python" | "javascript" | "sql",
  Partial<Record<PracticeErrorKind, [error: string, line: number]>>
> = {
  python: {
    syntax: ["main.py:2: SyntaxError: expected ':' (main.py, line 2)", 2],
    indentation: [
      "main.py:3: IndentationError: expected an indented block after 'if' statement on line 2 (main.py, line 3)",
      3,
    ],
    name: ["main.py:4: NameError: name 'summe' is not defined", 4],
    type: ["main.py:2: TypeError: unsupported operand type(s) for +: 'int' and 'str'", 2],
    divisionByZero: ["main.py:5: ZeroDivisionError: division by zero", 5],
  },
  javascript: {
    syntax: ["main.js:2: SyntaxError: Unexpected token '='", 2],
    name: ["main.js:3: ReferenceError: summe is not defined", 3],
    type: ["main.js:2: TypeError: x is not a function", 2],
    divisionByZero: ["main.js:1: RangeError: Division by zero", 1],
  },
  sql: {
    syntax: ['query.sql:1: syntax error at or near "SELEC"', 1],
    name: ["query.sql:2: function summe(integer) does not exist", 2],
    type: ["query.sql:1: operator does not exist: integer + text", 1],
    missingTable: ['query.sql:2: relation "verkauf" does not exist', 2],
    missingColumn: ['query.sql:1: column "umsatz" does not exist', 1],
    divisionByZero: ["query.sql:3: division by zero", 3],
  },
};

describe("explainPracticeError", () => {
  for (const [language, kinds] of Object.entries(PRACTICE_ERROR_KINDS_BY_LANGUAGE)) {
    const runtime = language as PracticeRuntime;
    for (const kind of kinds) {
      it(`${runtime} × ${kind}: the kind, the line and a text in each of the four languages`, () => {
        const sample = SAMPLES[runtime as keyof typeof SAMPLES][kind];
        expect(sample, `a sample error for ${runtime} ${kind}`).toBeDefined();
        const [error, line] = sample!;
        expect(classifyPracticeError(runtime, error)).toMatchObject({ kind, line });
        const texts = new Set<string>();
        for (const lang of LANGUAGES) {
          const e = explainPracticeError(runtime, error, lang, error.split(":")[0]);
          expect(e).toMatchObject({ kind, line });
          expect(e!.text.length).toBeGreaterThan(40);
          expect(e!.title).toBe(practiceErrorExplanations[lang].title);
          expect(e!.place).toBe(
            practiceErrorExplanations[lang].line.replace("{line}", String(line)),
          );
          texts.add(e!.text);
        }
        // Four languages, four different texts (no copy left untranslated).
        expect(texts.size).toBe(4);
      });
    }
  }

  it("speaks the reader's language: German, English, Spanish, French", () => {
    const error = "main.py:2: SyntaxError: expected ':' (main.py, line 2)";
    expect(explainPracticeError("python", error, "de", "main.py")).toMatchObject({
      title: "Was bedeutet das?",
      place: "Zeile 2",
      text: expect.stringMatching(/^Syntaxfehler: Python kann deinen Code/),
    });
    expect(explainPracticeError("python", error, "en", "main.py")?.place).toBe("Line 2");
    expect(explainPracticeError("python", error, "es", "main.py")?.place).toBe("Línea 2");
    expect(explainPracticeError("python", error, "fr", "main.py")?.place).toBe("Ligne 2");
  });

  it("the web runtime's errors are JavaScript's, and a file other than the entry is named", () => {
    const e = explainPracticeError(
      "web",
      "script.js:2: SyntaxError: Unexpected token ';'",
      "de",
      "index.html",
    );
    expect(e).toMatchObject({ kind: "syntax", file: "script.js", line: 2 });
    expect(e?.place).toBe("Zeile 2 in script.js");
    expect(e?.text).toMatch(/^Syntaxfehler: JavaScript/);
  });

  it("takes Python's own place when the harness gave none; no line when none is known", () => {
    expect(
      classifyPracticeError("python", "SyntaxError: invalid syntax (main.py, line 7)"),
    ).toEqual({ kind: "syntax", file: "main.py", line: 7 });
    expect(classifyPracticeError("sql", 'syntax error at or near "SELEC"')).toEqual({
      kind: "syntax",
    });
    expect(explainPracticeError("sql", 'syntax error at or near "SELEC"', "de")?.place).toBe(
      undefined,
    );
  });

  it("explains nothing for other errors, the sandbox's own messages and a kind the runtime has no text for", () => {
    expect(explainPracticeError("python", "main.py:1: KeyError: 'x'", "de")).toBeNull();
    expect(explainPracticeError("javascript", "interrupted", "de")).toBeNull();
    expect(explainPracticeError("sql", undefined, "de")).toBeNull();
    expect(explainPracticeError("javascript", "main.js:1: IndentationError: x", "de")).toBeNull();
    // Python's IndentationError is not explained as a plain syntax error.
    expect(
      classifyPracticeError("python", "main.py:2: IndentationError: unexpected indent")?.kind,
    ).toBe("indentation");
    expect(
      classifyPracticeError("python", "main.py:2: TabError: inconsistent use of tabs")?.kind,
    ).toBe("indentation");
  });
});
