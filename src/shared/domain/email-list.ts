/*
 * A CSV of e-mail addresses for a cohort (issue 44, decision 0208). RFC 4180 cells (quotes,
 * doubled quotes, line breaks in quotes), comma or semicolon (what German spreadsheets
 * write), CRLF or LF, an optional BOM. A first row naming a column "E-Mail"/"email" is a
 * header; otherwise the first column holds the address, and a second column the name.
 * Every bad row is reported with its line (1-based, as a spreadsheet numbers it) and why.
 */

export type EmailRowProblem = "invalid" | "duplicate" | "tooLong";

export interface EmailRow {
  line: number;
  email: string;
  name: string;
}

export interface EmailListResult {
  rows: EmailRow[];
  problems: { line: number; value: string; problem: EmailRowProblem }[];
}

/** Rows of cells with the line each row starts on. */
export function parseCsvRows(text: string): { line: number; cells: string[] }[] {
  const src = text.replace(/^\uFEFF/, "");
  const firstLine = src.split(/\r?\n/, 1)[0] ?? "";
  const sep =
    (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ";" : ",";
  const out: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === "\n") line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"' && cell === "") quoted = true;
    else if (ch === sep) {
      cells.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && src[i + 1] === "\n") i++;
      cells.push(cell);
      out.push({ line: rowLine, cells });
      cells = [];
      cell = "";
      line++;
      rowLine = line;
    } else cell += ch;
  }
  if (cell !== "" || cells.length) {
    cells.push(cell);
    out.push({ line: rowLine, cells });
  }
  return out;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HEADER =
  /^(e-?mail(-?adresse)?|email address|correo( electrónico)?|courriel|adresse e-?mail)$/i;

/** The addresses of a CSV, lower-cased, with every bad row reported. */
export function readEmailList(text: string): EmailListResult {
  const parsed = parseCsvRows(text).filter((r) => r.cells.some((c) => c.trim() !== ""));
  let emailCol = 0;
  let nameCol = 1;
  const first = parsed[0];
  if (first && !first.cells.some((c) => c.includes("@"))) {
    const found = first.cells.findIndex((c) => HEADER.test(c.trim()));
    if (found >= 0) {
      emailCol = found;
      const named = first.cells.findIndex((c) => /^(name|vorname|nombre|nom)$/i.test(c.trim()));
      nameCol = named >= 0 ? named : -1;
      parsed.shift();
    }
  }
  const seen = new Set<string>();
  const result: EmailListResult = { rows: [], problems: [] };
  for (const r of parsed) {
    const raw = (r.cells[emailCol] ?? "").trim();
    const email = raw.toLowerCase();
    const name = nameCol >= 0 ? (r.cells[nameCol] ?? "").trim() : "";
    if (email.length > 254 || name.length > 100)
      result.problems.push({ line: r.line, value: raw.slice(0, 80), problem: "tooLong" });
    else if (!EMAIL.test(email))
      result.problems.push({ line: r.line, value: raw.slice(0, 80), problem: "invalid" });
    else if (seen.has(email))
      result.problems.push({ line: r.line, value: raw, problem: "duplicate" });
    else {
      seen.add(email);
      result.rows.push({ line: r.line, email, name });
    }
  }
  return result;
}
