/**
 * What a runtime error of the learner's code means (issue 42, decision 0191). The runtimes
 * report their errors as they are ("main.py:2: SyntaxError: expected ':'", "query.sql:1:
 * syntax error at or near "SELEC""): learners must learn to read them, so the card keeps the
 * original and adds, for the common kinds of each runtime, an explanation in the reader's
 * language (texts: src/shared/i18n/practice-error-explanations.ts) with the line.
 *
 * Pure and without dependencies: the card, the editor's "Lösung prüfen" and the tests use it.
 */
import type { PracticeRuntime } from "./practice-core";
import type { Language } from "../i18n/languages";
import { practiceErrorExplanations } from "../i18n/practice-error-explanations";

export const PRACTICE_ERROR_KINDS = [
  "syntax",
  "indentation",
  "name",
  "type",
  "missingTable",
  "missingColumn",
  "divisionByZero",
] as const;
export type PracticeErrorKind = (typeof PRACTICE_ERROR_KINDS)[number];

/** The runtimes whose errors share one set of rules and texts (the web runtime runs JavaScript). */
export type PracticeErrorLanguage = "javascript" | "python" | "sql";

export function errorLanguage(runtime: PracticeRuntime): PracticeErrorLanguage {
  return runtime === "web" ? "javascript" : runtime;
}

/** The kinds each runtime explains: the common errors that runtime can raise. */
export const PRACTICE_ERROR_KINDS_BY_LANGUAGE: Record<
  PracticeErrorLanguage,
  readonly PracticeErrorKind[]
> = {
  javascript: ["syntax", "name", "type", "divisionByZero"],
  python: ["syntax", "indentation", "name", "type", "divisionByZero"],
  sql: ["syntax", "name", "type", "missingTable", "missingColumn", "divisionByZero"],
};

export interface PracticeErrorFacts {
  kind: PracticeErrorKind;
  /** The file the error is in, when the runtime said so. */
  file?: string;
  /** 1-based line in that file, when known. */
  line?: number;
}

type Rule = [PracticeErrorKind, RegExp];

const RULES: Record<PracticeErrorLanguage, Rule[]> = {
  python: [
    // IndentationError and TabError are SyntaxErrors: ask for them first.
    ["indentation", /\b(IndentationError|TabError)\b/],
    ["syntax", /\bSyntaxError\b/],
    ["name", /\b(NameError|UnboundLocalError)\b/],
    ["type", /\bTypeError\b/],
    ["divisionByZero", /\bZeroDivisionError\b/],
  ],
  javascript: [
    ["syntax", /\bSyntaxError\b/],
    ["name", /\bReferenceError\b/],
    ["type", /\bTypeError\b/],
    // BigInt division by zero; 1 / 0 is Infinity and no error.
    ["divisionByZero", /\bRangeError: Division by zero\b/i],
  ],
  sql: [
    ["syntax", /\bsyntax error at (or near|end of input)\b|\bunterminated quoted\b/i],
    ["missingTable", /\brelation "[^"]*" does not exist\b|\bmissing FROM-clause entry\b/i],
    ["missingColumn", /\bcolumn "?[^"\s]*"? does not exist\b/i],
    ["name", /\bfunction [^\s]+ does not exist\b/i],
    ["divisionByZero", /\bdivision by zero\b/i],
    [
      "type",
      /\boperator does not exist\b|\binvalid input syntax for type\b|\bcannot be cast\b|\bis of type \w+ but expression is of type\b|\bargument of \w+ must be type\b/i,
    ],
  ],
};

/**
 * The kind and place of a learner's error, or null when it is none of the common kinds (or
 * is not the learner's error: a limit, a sandbox message). Places: the runtimes' own prefix
 * "file:line: " (harness), else Python's "(main.py, line 3)".
 */
export function classifyPracticeError(
  runtime: PracticeRuntime,
  error: string | null | undefined,
): PracticeErrorFacts | null {
  if (!error) return null;
  const language = errorLanguage(runtime);
  const rule = RULES[language].find(([, pattern]) => pattern.test(error));
  if (!rule) return null;
  const facts: PracticeErrorFacts = { kind: rule[0] };
  const prefix = /^([\w][\w.-]*):(\d+): /.exec(error);
  const python = /\(([\w][\w.-]*), line (\d+)\)/.exec(error);
  const place = prefix ?? (language === "python" ? python : null);
  if (place) {
    facts.file = place[1];
    facts.line = Number(place[2]);
  }
  return facts;
}

export interface PracticeErrorExplanation extends PracticeErrorFacts {
  /** "Was bedeutet das?" */
  title: string;
  /** "Zeile 2" (or "Zeile 2 in script.js" for a file other than the runtime's entry), when known. */
  place?: string;
  text: string;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (all, key: string) => (key in values ? String(values[key]) : all));

/**
 * The explanation of a learner's error in `lang`, or null when it is none of the common
 * kinds. `entry`: the runtime's entry file (main.py …); a place in another file names it.
 */
export function explainPracticeError(
  runtime: PracticeRuntime,
  error: string | null | undefined,
  lang: Language,
  entry?: string,
): PracticeErrorExplanation | null {
  const facts = classifyPracticeError(runtime, error);
  if (!facts) return null;
  const texts = practiceErrorExplanations[lang];
  const text = texts.kinds[errorLanguage(runtime)][facts.kind];
  if (!text) return null;
  const place =
    facts.line === undefined
      ? undefined
      : facts.file && entry && facts.file !== entry
        ? fill(texts.lineInFile, { line: facts.line, file: facts.file })
        : fill(texts.line, { line: facts.line });
  return { ...facts, title: texts.title, text, ...(place ? { place } : {}) };
}
