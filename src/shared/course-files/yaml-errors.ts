/**
 * The YAML parser's errors as the course format's own messages (all four languages): the
 * parser's English text ("Nested mappings are not allowed in compact mappings") never
 * reaches an author; each error says what to do, on the line the parser names.
 */
import { visit, type Document, type YAMLError } from "yaml";
import type { ValidationMessageKey } from "../i18n/messages";

const BY_CODE: Partial<Record<YAMLError["code"], ValidationMessageKey>> = {
  BLOCK_AS_IMPLICIT_KEY: "cfYamlColon",
  BAD_ALIAS: "cfYamlReserved",
  ALIAS_PROPS: "cfYamlReserved",
  BAD_SCALAR_START: "cfYamlReserved",
  BAD_INDENT: "cfYamlIndent",
  TAB_AS_INDENT: "cfYamlIndent",
  DUPLICATE_KEY: "cfYamlDuplicateKey",
  MULTIPLE_DOCS: "cfYamlDocuments",
};

/** One error: its line within the YAML text (from 1), the message key and its values. */
export function yamlErrorIssue(
  e: Pick<YAMLError, "code" | "message" | "linePos">,
  lineAt: (offset: number) => { line: number; col: number },
  offset: number,
  text: string,
) {
  let pos = e.linePos?.[0] ?? lineAt(offset);
  // An open quote is found at the end of the text: name the line that opens it.
  const quote = /Missing closing (["'])quote/.exec(e.message)?.[1];
  if (quote) {
    const open = text
      .split("\n")
      .findIndex((l) => (l.replaceAll(`\\${quote}`, "").split(quote).length - 1) % 2 === 1);
    if (open >= 0) pos = { line: open + 1, col: 1 };
  }
  let key = BY_CODE[e.code];
  if (!key && e.code === "MISSING_CHAR")
    // "Missing closing "quote", "… end with a ]"; "Sequence item without - indicator": indentation.
    key = /closing|\]|\}/i.test(e.message)
      ? "cfYamlUnclosed"
      : /indicator/i.test(e.message)
        ? "cfYamlIndent"
        : undefined;
  const vars: Record<string, string | number> = key ? {} : { column: pos.col };
  return { line: pos.line, key: key ?? ("cfYamlSyntax" as const), vars };
}

/** The errors worth showing: the first one of each line, at most `max`. */
export function firstPerLine<T extends { line: number }>(issues: T[], max = 5): T[] {
  const seen = new Set<number>();
  return issues.filter((i) => !seen.has(i.line) && seen.add(i.line)).slice(0, max);
}

/**
 * Aliases (`*name`) refused, each on its line (issue 41, decision 0177): the parser would
 * expand them only when the value is read, where an alias bomb (aliases of aliases, each
 * doubling the value) or an alias without its anchor throws its own English text instead of
 * a problem with file and line. Kurswerk's writer never writes one, and an author who writes
 * `*` at the start of a value meant a text: the message says to quote it.
 */
export function aliasIssues(doc: Document, lineAt: (offset: number) => { line: number }) {
  const issues: { line: number; key: ValidationMessageKey; vars: Record<string, string | number> }[] =
    [];
  visit(doc, {
    Alias(_key, node) {
      issues.push({ line: lineAt(node.range?.[0] ?? 0).line, key: "cfYamlReserved", vars: {} });
    },
  });
  return issues;
}
