/**
 * The messages a code exercise's checks throw as literal text (decision 0157): what a
 * translation can translate (decision 0149: the source text is the key). One extractor for
 * the AI translation job, the editor's translation view and the publish gate.
 *
 * Found (the harness shows exactly these texts as a failure of kind "message"):
 * - web / javascript: `throw new Error("…")`, `throw Error("…")`, `throw "…"` with a string
 *   literal ('…', "…" or a template literal without `${…}`), nothing after it but `)`/`;`;
 * - python: `assert …, "…"` (on one line) and `raise AssertionError("…")`; no f-strings;
 * - sql: checks compare rows and throw no text of their own.
 * A message built at run time ("Status " + status) is not text to translate: it stays as
 * thrown.
 */
import type { PracticeRuntime } from "./practice-core";

const JS_ESCAPES: Record<string, string> = {
  n: "\n",
  t: "\t",
  r: "\r",
  b: "\b",
  f: "\f",
  v: "\v",
  "0": "\0",
};

/** The value of the escape sequences in a string literal's body (JavaScript and Python alike). */
function unescape(body: string): string {
  return body.replace(
    /\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|\r?\n|[\s\S])/g,
    (_, e: string) => {
      if (e.startsWith("u{")) return String.fromCodePoint(parseInt(e.slice(2, -1), 16));
      if (e.length > 1 && (e[0] === "u" || e[0] === "x"))
        return String.fromCharCode(parseInt(e.slice(1), 16));
      if (e === "\n" || e === "\r\n") return "";
      return JS_ESCAPES[e] ?? e;
    },
  );
}

/** A string literal starting at `at` (after blanks): its value and where it ends, or null. */
function literalAt(code: string, at: number, quotes: string): { value: string; end: number } | null {
  let i = at;
  while (i < code.length && /\s/.test(code[i])) i++;
  const q = code[i];
  if (!q || !quotes.includes(q)) return null;
  let j = i + 1;
  while (j < code.length && code[j] !== q) {
    if (code[j] === "\\") j++;
    else if (code[j] === "\n" && q !== "`") return null;
    else if (q === "`" && code[j] === "$" && code[j + 1] === "{") return null;
    j++;
  }
  if (j >= code.length) return null;
  return { value: unescape(code.slice(i + 1, j)), end: j + 1 };
}

function jsMessages(code: string): string[] {
  const found: string[] = [];
  const re = /\bthrow\s+(new\s+Error\s*\(|Error\s*\()?/g;
  for (let m = re.exec(code); m; m = re.exec(code)) {
    const lit = literalAt(code, m.index + m[0].length, "\"'`");
    if (!lit) continue;
    const rest = code.slice(lit.end);
    const closes = m[1] ? /^\s*\)/.test(rest) : /^[ \t]*(;|\}|\r?\n|$)/.test(rest);
    if (closes) found.push(lit.value);
  }
  return found;
}

const PY_LITERAL = String.raw`([rRuU]?)("|')((?:\\.|(?!\2)[^\\\n])*)\2`;

function pyValue(prefix: string, body: string) {
  return prefix.toLowerCase() === "r" ? body : unescape(body);
}

function pythonMessages(code: string): string[] {
  const found: { at: number; text: string }[] = [];
  const assert = new RegExp(String.raw`^[ \t]*assert\b.*?,\s*${PY_LITERAL}[ \t]*(?:#.*)?$`, "gm");
  for (let m = assert.exec(code); m; m = assert.exec(code))
    found.push({ at: m.index, text: pyValue(m[1], m[3]) });
  const raise = new RegExp(String.raw`\braise\s+AssertionError\s*\(\s*${PY_LITERAL}\s*\)`, "g");
  for (let m = raise.exec(code); m; m = raise.exec(code))
    found.push({ at: m.index, text: pyValue(m[1], m[3]) });
  return found.sort((a, b) => a.at - b.at).map((f) => f.text);
}

/** The literal messages one check's code throws, each once, in the order they appear. */
export function thrownMessages(runtime: PracticeRuntime, code: string): string[] {
  const all =
    runtime === "python" ? pythonMessages(code) : runtime === "sql" ? [] : jsMessages(code);
  return [...new Set(all.filter((m) => m.trim() !== ""))];
}

/** Per check id, the literal messages its code throws (checks without any left out). */
export function checkMessageSources(spec: {
  runtime: PracticeRuntime;
  checks: readonly { id: string; code?: string }[];
}): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const c of spec.checks) {
    const messages = thrownMessages(spec.runtime, c.code ?? "");
    if (messages.length) out[c.id] = messages;
  }
  return out;
}

/**
 * The translations of a check's messages kept for the overlay: only messages the check still
 * throws, only non-blank translations (blank: the learner reads the source message).
 */
export function keptCheckMessages(
  sources: Record<string, string[]>,
  translated: Record<string, Record<string, string>> | undefined,
): Record<string, Record<string, string>> | undefined {
  const out: Record<string, Record<string, string>> = {};
  for (const [id, messages] of Object.entries(sources)) {
    const entry: Record<string, string> = {};
    for (const m of messages) {
      const t = translated?.[id]?.[m]?.trim();
      if (t) entry[m] = t;
    }
    if (Object.keys(entry).length) out[id] = entry;
  }
  return Object.keys(out).length ? out : undefined;
}
