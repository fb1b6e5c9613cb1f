/**
 * YAML parts of course files read with line numbers: syntax errors from the YAML parser,
 * schema errors placed on the line of the value (or key) they concern.
 */
import {
  isMap,
  isPair,
  isScalar,
  LineCounter,
  parseDocument,
  type Document,
  type Node,
} from "yaml";
import type { z } from "zod";
import { encodeZodIssue } from "../i18n/zod-errors";
import { problem, type CourseFileProblem } from "./model";
import { aliasIssues, firstPerLine, yamlErrorIssue } from "./yaml-errors";

/** Zod issues as the product's language-neutral markers (decision 0030), said in any language later. */
export const zodMarkers = {
  error: (issue: Parameters<typeof encodeZodIssue>[0]) => encodeZodIssue(issue),
};

function lineOf(doc: Document, lc: LineCounter, path: PropertyKey[], key?: string): number {
  let node: unknown = path.length ? doc.getIn(path as unknown[], true) : doc.contents;
  if (key !== undefined && isMap(node)) {
    const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === key);
    if (pair && isScalar(pair.key)) node = pair.key;
  }
  // A missing value: the nearest existing parent.
  for (let n = path.length; !node && n > 0; n--)
    node = doc.getIn(path.slice(0, n - 1) as unknown[], true);
  const range = (node as Node | undefined)?.range;
  return range ? lc.linePos(range[0]).line : 1;
}

/**
 * Parses `text` (which starts at line `firstLine` of `file`) and checks it with `schema`.
 * Problems are pushed; the value is returned only when there are none.
 */
export function readYaml<S extends z.ZodType>(
  text: string,
  file: string,
  firstLine: number,
  schema: S,
  problems: CourseFileProblem[],
): z.infer<S> | null {
  const lc = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lc, prettyErrors: false, uniqueKeys: true });
  const aliases = doc.errors.length ? [] : aliasIssues(doc, (o) => lc.linePos(o));
  if (doc.errors.length || aliases.length) {
    const issues = [
      ...doc.errors.map((e) => yamlErrorIssue(e, (o) => lc.linePos(o), e.pos[0], text)),
      ...aliases,
    ];
    for (const i of firstPerLine(issues))
      problems.push(problem(file, firstLine + i.line - 1, i.key, i.vars));
    return null;
  }
  const parsed = schema.safeParse(doc.toJS() ?? {}, zodMarkers);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues.slice(0, 20)) {
    const keys = issue.code === "unrecognized_keys" ? issue.keys : [undefined];
    for (const key of keys) {
      const field = [...issue.path, ...(key !== undefined ? [key] : [])].map(String).join(".");
      problems.push(
        problem(file, firstLine + lineOf(doc, lc, issue.path, key) - 1, "cfField", {
          field: field || "-",
          detail: issue.message,
        }),
      );
    }
  }
  return null;
}

/** Splits `---\nYAML\n---\nbody`: the YAML, the body and the body's first line; null without. */
export function splitFrontMatter(text: string) {
  if (!text.startsWith("---\n")) return null;
  const end = text.indexOf("\n---\n", 3);
  const endAtEof = text.endsWith("\n---") ? text.length - 4 : -1;
  const at = end >= 0 ? end : endAtEof;
  if (at < 0) return null;
  const yaml = text.slice(4, at + 1);
  const body = text.slice(Math.min(text.length, at + 5));
  const bodyLine = yaml.split("\n").length + 2;
  return { yaml, body, bodyLine };
}
