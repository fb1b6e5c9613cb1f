import { slugify } from "@shared/text/slug";
/**
 * CSV for spreadsheets (RFC 4180, `;`-free: comma separated, CRLF lines, UTF-8 with BOM so
 * Excel reads umlauts). Safe against formula injection (decision 0050): a text cell starting
 * with = + - @, a tab or a carriage return is prefixed with ', so a spreadsheet shows it as
 * text instead of running it.
 */
export type CsvValue = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
/** A cell that needs neither the formula prefix nor quotes (most): written as it is. */
const NEEDS_CARE = /^[=+\-@\t\r]|[",\r\n]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "string" && !NEEDS_CARE.test(value)) return value;
  let text = value instanceof Date ? value.toISOString() : value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line (without its line break). */
export const csvLine = (cells: CsvValue[]) => cells.map(csvCell).join(",");

export function toCsv(header: string[], rows: CsvValue[][]): string {
  const lines = [header, ...rows].map((r) => r.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** A file name part without anything a header or a file system would trip over. */
export const fileSlug = (text: string): string => slugify(text, "export", 60);
