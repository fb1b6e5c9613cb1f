/**
 * The body of a lesson file (decision 0102): the lesson text, then one section per block,
 * each opened by a marker line `<!-- kurswerk:quiz id=… correct=2 -->` and followed by
 * named fields `<!-- kurswerk:explanation -->`. Text between markers is kept byte for
 * byte: the writer puts one blank line after the front matter and each marker and one between
 * sections (as
 * Markdown formatters like Prettier do), and the reader takes exactly those away again.
 * HTML comments are invisible in any Markdown preview.
 */
import { LineCounter, parseDocument, stringify as stringifyYaml } from "yaml";
import { aliasIssues, firstPerLine, yamlErrorIssue } from "./yaml-errors";
import type { ValidationMessageKey } from "../i18n/messages";

export const BLOCK_KINDS = ["code", "exercise", "quiz"] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];
export const FIELD_NAMES = [
  "description",
  "hint",
  "solution",
  "choices",
  "explanation",
  "check-titles",
  "check-messages",
] as const;
export type FieldName = (typeof FIELD_NAMES)[number];

const MARKER = /^<!-- kurswerk:([a-z][a-z-]*)((?: .*?)?) -->\r?$/;

export interface Section {
  kind: BlockKind;
  attrs: Record<string, string>;
  /** Line of the marker (1-based, in the whole file). */
  line: number;
  /** Line where the block's main text starts. */
  textLine: number;
  main: string;
  fields: Partial<Record<FieldName, { text: string; line: number; textLine: number }>>;
}

export interface ParsedBody {
  content: string;
  blocks: Section[];
}

type Issue = { line: number; key: ValidationMessageKey; vars?: Record<string, string | number> };

/* ------------------------------------------------------------------ writing */

/** `key=value` pairs; values with spaces or quotes as JSON strings (">" escaped). */
function writeAttrs(attrs: [string, string | number | null | undefined][]) {
  return attrs
    .filter((a): a is [string, string | number] => a[1] !== null && a[1] !== undefined)
    .map(([k, v]) =>
      k === "title" || !/^[^\s"<>]+$/.test(String(v))
        ? `${k}=${JSON.stringify(String(v)).replace(/>/g, "\\u003e")}`
        : `${k}=${v}`,
    )
    .join(" ");
}

export function marker(name: string, attrs: [string, string | number | null | undefined][] = []) {
  const a = writeAttrs(attrs);
  return `<!-- kurswerk:${name}${a ? ` ${a}` : ""} -->`;
}

/** A fenced code block whose fence is longer than any backtick run in the code. */
export function fence(code: string, language: string) {
  const longest = Math.max(0, ...(code.match(/`+/g) ?? []).map((r) => r.length));
  const f = "`".repeat(Math.max(3, longest + 1));
  return `${f}${language}\n${code}\n${f}`;
}

export function yamlText(value: unknown) {
  return stringifyYaml(value, { lineWidth: 0 }).replace(/\n$/, "");
}

export class MarkerInTextError extends Error {}

function guard(text: string) {
  for (const line of text.split("\n"))
    if (MARKER.test(line))
      throw new MarkerInTextError(`A text contains a line of the course format: ${line}`);
  return text;
}

export interface WriteSection {
  marker: string;
  main: string;
  fields: [FieldName, string | null | undefined][];
}

/** The body: content, then each block's marker, main text and fields (null ones left out). */
export function writeBody(content: string, sections: WriteSection[]) {
  let out = `\n${guard(content)}\n`;
  for (const s of sections) {
    out += `\n${s.marker}\n\n${guard(s.main)}\n`;
    for (const [name, value] of s.fields)
      if (value !== null && value !== undefined) out += `\n${marker(name)}\n\n${guard(value)}\n`;
  }
  return out;
}

/* ------------------------------------------------------------------ reading */

function parseAttrs(raw: string): Record<string, string> | string {
  const out: Record<string, string> = {};
  const re = /\s*([a-zA-Z]+)=("(?:[^"\\]|\\.)*"|[^\s"]+)/y;
  let pos = 0;
  while (pos < raw.length) {
    re.lastIndex = pos;
    const m = re.exec(raw);
    if (!m) return raw.slice(pos).trim();
    try {
      out[m[1]] = m[2].startsWith('"') ? (JSON.parse(m[2]) as string) : m[2];
    } catch {
      return m[0].trim();
    }
    pos = re.lastIndex;
    if (raw.slice(pos).trim() === "") break;
  }
  return out;
}

const stripSeparator = (raw: string, last: boolean) => {
  let t = raw.endsWith("\n") ? raw.slice(0, -1) : raw;
  if (!last && t.endsWith("\n")) t = t.slice(0, -1);
  return t;
};

/** Splits a body (starting at file line `firstLine`) into the lesson text and its blocks. */
export function parseBody(body: string, firstLine: number, issues: Issue[]): ParsedBody {
  const lines = body.split("\n");
  const marks: { index: number; offset: number; end: number; name: string; rawAttrs: string }[] =
    [];
  let offset = 0;
  lines.forEach((l, index) => {
    const m = MARKER.exec(l);
    if (m) marks.push({ index, offset, end: offset + l.length + 1, name: m[1], rawAttrs: m[2] });
    offset += l.length + 1;
  });
  const textOf = (i: number) => {
    const from = i < 0 ? 0 : marks[i].end;
    const to = i + 1 < marks.length ? marks[i + 1].offset : body.length;
    let raw = body.slice(Math.min(from, body.length), to);
    // The blank line after the front matter or a marker.
    const blank = raw.startsWith("\n");
    if (blank) raw = raw.slice(1);
    return { text: stripSeparator(raw, i + 1 >= marks.length), skipped: blank ? 1 : 0 };
  };
  const result: ParsedBody = { content: textOf(-1).text, blocks: [] };
  let current: Section | null = null;
  marks.forEach((mk, i) => {
    const line = firstLine + mk.index;
    const { text, skipped } = textOf(i);
    const textLine = line + 1 + skipped;
    if ((BLOCK_KINDS as readonly string[]).includes(mk.name)) {
      const attrs = parseAttrs(mk.rawAttrs);
      if (typeof attrs === "string") {
        issues.push({ line, key: "cfBadAttr", vars: { detail: attrs } });
        current = null;
        return;
      }
      current = { kind: mk.name as BlockKind, attrs, line, textLine, main: text, fields: {} };
      result.blocks.push(current);
    } else if ((FIELD_NAMES as readonly string[]).includes(mk.name)) {
      if (!current) return issues.push({ line, key: "cfMarkerOutside", vars: { name: mk.name } });
      const name = mk.name as FieldName;
      if (current.fields[name]) issues.push({ line, key: "cfFieldTwice", vars: { name } });
      else current.fields[name] = { text, line, textLine };
    } else issues.push({ line, key: "cfUnknownMarker", vars: { name: mk.name } });
  });
  return result;
}

/** The code of a fenced block that is the whole text, or null. */
export function unfence(text: string): { code: string; info: string } | null {
  const m = /^(`{3,})([^`\n]*)\n/.exec(text);
  if (!m) return null;
  const close = `\n${m[1]}`;
  const rest = text.slice(m[0].length - 1);
  if (!rest.endsWith(close)) return null;
  return { code: rest.slice(1, rest.length - close.length), info: m[2].trim() };
}

/** A field's YAML value, or an issue. */
export function fieldYaml(
  text: string,
  line: number,
  issues: Issue[],
): { ok: true; value: unknown } | { ok: false } {
  const lc = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lc, prettyErrors: false, uniqueKeys: true });
  const aliases = doc.errors.length ? [] : aliasIssues(doc, (o) => lc.linePos(o));
  if (!doc.errors.length && !aliases.length) return { ok: true, value: doc.toJS() as unknown };
  const found = [
    ...doc.errors.map((e) => yamlErrorIssue(e, (o) => lc.linePos(o), e.pos[0], text)),
    ...aliases,
  ];
  for (const i of firstPerLine(found)) issues.push({ ...i, line: line + i.line });
  return { ok: false };
}

export type { Issue };
